import XCTest
import TrellisLayout
import TrellisRender
import TrellisSpec
@testable import trellis
@testable import TrellisPreview

/// What the previewer's status line says as a person scrolls.
final class PreviewStatusTests: XCTestCase {
    private func status(_ session: PreviewSession) -> String {
        session.compose(showingFrameTime: false).lines(trimmingTrailingSpaces: true).last ?? ""
    }

    private func fields(_ session: PreviewSession) -> [String] {
        status(session).split(separator: "│").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    func testOneRowDownFromTheTopReadsAboutOnePercent() throws {
        let session = PreviewSession(documents: try Gallery.documents(), columns: 80, rows: 24)
        XCTAssertTrue(fields(session).contains("top"))
        XCTAssertTrue(session.perform(.scrollLines(1)))
        XCTAssertTrue(fields(session).contains("1%"), status(session))
        XCTAssertTrue(session.perform(.bottom))
        XCTAssertTrue(fields(session).contains("end"), status(session))
        XCTAssertTrue(session.perform(.scrollLines(-1)))
        let percent = try XCTUnwrap(fields(session).compactMap { $0.hasSuffix("%") ? Int($0.dropLast()) : nil }.first, status(session))
        XCTAssertTrue((90...99).contains(percent), "one row up from the end: \(status(session))")
    }

    func testHorizontalSpecShowsLeftRightAndScrollsWithJ() throws {
        let documents = try Gallery.documents()
        let index = try XCTUnwrap(documents.firstIndex { $0.title == "Horizontal scrolling" })
        let session = PreviewSession(documents: documents, columns: 80, rows: 24)
        XCTAssertTrue(session.perform(.page(index)))
        XCTAssertTrue(fields(session).contains("left"), status(session))
        XCTAssertTrue(session.perform(.scrollLines(1)))
        XCTAssertEqual(session.viewport.contentOffset.x, 1, "j scrolls along the only axis")
        XCTAssertTrue(fields(session).contains { $0.hasSuffix("%") }, status(session))
        XCTAssertTrue(session.perform(.scrollLines(-3)))
        XCTAssertEqual(session.viewport.contentOffset.x, 0, "the wheel scrolls along the only axis")
        XCTAssertTrue(session.perform(.bottom))
        XCTAssertTrue(fields(session).contains("right"), status(session))
    }

    func testNarrowStatusCutsTheTitleFirstAndKeepsIndexPositionAndSize() throws {
        let session = PreviewSession(documents: try Gallery.documents(), columns: 80, rows: 24)
        XCTAssertTrue(session.perform(.page(2)))   // "Photo wall"
        XCTAssertTrue(session.perform(.scrollLines(1)))
        let wide = fields(session)
        XCTAssertTrue(wide[0].hasPrefix("Photo wall [3/"), wide.description)
        session.resize(width: 34, height: 24)
        let line = status(session)
        XCTAssertLessThanOrEqual(TextWidth.displayWidth(of: line), 34)
        XCTAssertTrue(line.contains("[3/"), "the spec index stays: \(line)")
        XCTAssertTrue(line.contains("%"), "the position stays: \(line)")
        XCTAssertTrue(line.contains("272pt×"), "the size stays (in points, 8 to a column): \(line)")
    }

    func testAHugeTitleShowsItsStartAndTheRestOfTheLine() throws {
        // A 10 MB title (not timed): the status line is the title's start, cut, then the fields.
        let title = "Huge " + String(repeating: "写真 ", count: 3_500_000)
        let spec = LayoutSpec(title: title, layout: .waterfall, sections: [SectionSpec(items: [ItemSpec(height: 2)])])
        let document = try SpecDocument(.builtIn(name: "huge", make: { spec }))
        XCTAssertLessThanOrEqual(TextWidth.displayWidth(of: document.displayTitle), StatusLine.maxTitleWidth)
        XCTAssertTrue(document.displayTitle.hasPrefix("Huge 写真 写真"))
        let session = PreviewSession(documents: [document, try Gallery.documents()[0]], columns: 80, rows: 10)
        XCTAssertEqual(status(session), " Huge 写真 写真 写真 写真 写真 写真 写真 写真 写真 写真 写真… [1/2] │ 80×2 │ top",
                       "the figures go before the title is cut")
        XCTAssertTrue(session.perform(.columns(1)))
        XCTAssertTrue(status(session).hasPrefix(" Huge 写真 写真"), "the title stays after an adjustment: \(status(session))")
    }

    /// The first frame's status line already ends with a frame time (its own), as every later
    /// one does (the frame before's); `render`'s never has one.
    func testTheFirstFrameShowsItsOwnFrameTime() throws {
        let session = PreviewSession(documents: [try Gallery.documents()[0]], columns: 120, rows: 24)
        let frameTime = try Regex(#" │ \d+\.\d\dms$"#)
        let first = session.compose().lines(trimmingTrailingSpaces: true).last ?? ""
        XCTAssertNotNil(first.firstMatch(of: frameTime), first)
        XCTAssertTrue(first.hasPrefix(status(session)), "the same line, the time added: \(first)")
        let second = session.compose().lines(trimmingTrailingSpaces: true).last ?? ""
        XCTAssertNotNil(second.firstMatch(of: frameTime), second)
        XCTAssertNil(status(session).firstMatch(of: frameTime), "without the frame time: \(status(session))")
    }
}
