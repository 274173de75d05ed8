import XCTest
import TrellisLayout
import TrellisRender
import TrellisSpec
@testable import trellis
@testable import TrellisPreview

/// `render --full` (issue 15 §4): the whole content, then the status line last; sideways for a
/// spec that scrolls sideways; within render's limits.
final class FullRenderTests: XCTestCase {
    private func document(_ json: String) throws -> SpecDocument {
        let spec = try SpecLoader.parse(Array(json.utf8), file: "test.json", measure: LayoutFactory.measure).spec
        return try SpecDocument(.builtIn(name: "test", make: { spec }))
    }

    private func asset(_ name: String) throws -> SpecDocument {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try SpecDocument(.file(root.appendingPathComponent("assets/\(name).json").path))
    }

    func testAVerticalSpecGetsARowPerContentRowThenTheStatusLine() throws {
        // 5 items of 3 rows, 1 apart, in one column: 5 * 3 + 4 = 19 rows.
        let spec = try document(#"{"layout": "waterfall", "columns": 1, "lineSpacing": 1, "sections": [{"items": [{"height": 3}, {"height": 3}, {"height": 3}, {"height": 3}, {"height": 3}]}]}"#)
        let session = PreviewSession(documents: [spec], width: 20, height: 6)
        try FullRender.expand(session, width: 20, height: 6)
        XCTAssertEqual(session.height, 20)
        let lines = session.compose(showingFrameTime: false).grid.lines(trimmingTrailingSpaces: true)
        XCTAssertEqual(lines.count, 20)
        XCTAssertEqual(lines[18], "└──────────────────┘", "the last item's bottom edge is the last content row")
        XCTAssertTrue(lines[19].contains("20×19"), "the status line is last: \(lines[19])")
        XCTAssertTrue(lines[19].contains("top"))
    }

    func testAShortContentKeepsTheScreensRows() throws {
        let spec = try document(#"{"layout": "waterfall", "columns": 1, "sections": [{"items": [{"height": 3}]}]}"#)
        let session = PreviewSession(documents: [spec], width: 20, height: 10)
        try FullRender.expand(session, width: 20, height: 10)
        XCTAssertEqual(session.height, 10)
    }

    func testATooSmallScreenKeepsItsSizeAndItsNotice() throws {
        let session = PreviewSession(documents: [try asset("sections")], width: 9, height: 5)
        try FullRender.expand(session, width: 9, height: 5)
        XCTAssertEqual(session.height, 5)
        XCTAssertTrue(session.isTooSmall)
        // Two rows are too few for a screen, not for the whole content: it grows.
        let short = PreviewSession(documents: [try asset("sections")], width: 40, height: 2)
        try FullRender.expand(short, width: 40, height: 2)
        XCTAssertGreaterThan(short.height, 100)
        XCTAssertFalse(short.isTooSmall)
        let horizontal = PreviewSession(documents: [try asset("horizontal")], width: 40, height: 2)
        try FullRender.expand(horizontal, width: 40, height: 2)
        XCTAssertEqual(horizontal.width, 40)
    }

    /// (The photo wall is in points, 16 to a row: a row per 16 points of its height.)
    func testTheWholeLayoutIsOnScreenOfALazyLayout() throws {
        let session = PreviewSession(documents: [try asset("pinterest")], width: 80, height: 24)
        try FullRender.expand(session, width: 80, height: 24)
        let layout = session.document.layout
        XCTAssertTrue(layout.isContentSizeExact)
        XCTAssertEqual(Double(session.height - 1), (layout.collectionViewContentSize.height / 16).rounded())
        XCTAssertTrue(session.viewport.isAtTop && session.viewport.isAtBottom, "nothing left to scroll")
    }

    func testAHorizontalSpecGetsAColumnPerContentColumn() throws {
        let session = PreviewSession(documents: [try asset("horizontal")], width: 40, height: 10)
        try FullRender.expand(session, width: 40, height: 10)
        XCTAssertEqual(session.height, 10)
        XCTAssertEqual(Double(session.width), session.viewport.contentWidth.rounded())
        XCTAssertGreaterThan(session.width, 40)
        XCTAssertFalse(session.viewport.scrollsHorizontally, "nothing left to scroll sideways")
    }

    func testAContentTallerThanRendersLimitIsAClearError() throws {
        let items = Array(repeating: #"{"height": 1}"#, count: 120_000).joined(separator: ",")
        let spec = try document(#"{"layout": "waterfall", "columns": 1, "sections": [{"items": [\#(items)]}]}"#)
        let session = PreviewSession(documents: [spec], width: 20, height: 10)
        XCTAssertThrowsError(try FullRender.expand(session, width: 20, height: 10)) { error in
            let failure = error as? CommandFailure
            XCTAssertEqual(failure?.status, 2)
            XCTAssertEqual(failure?.message, "--full: the whole content is 120000 rows tall at 20 columns; render prints at most "
                           + "100000 rows and 8388608 cells")
        }
        // Within the rows, but not the cells: 4096 columns x 3000 rows.
        let wide = try document(#"{"layout": "waterfall", "columns": 1, "sections": [{"items": [{"height": 3000}]}]}"#)
        let wideSession = PreviewSession(documents: [wide], width: 4096, height: 10)
        XCTAssertThrowsError(try FullRender.expand(wideSession, width: 4096, height: 10))
    }

    func testCellsRoundTheFarEdgeAsTheRasterizerDoes() {
        XCTAssertEqual(ContentWidth.cells(covering: 19, unitsPerCell: 1), 19)
        XCTAssertEqual(ContentWidth.cells(covering: 19.4, unitsPerCell: 1), 19)
        XCTAssertEqual(ContentWidth.cells(covering: 19.5, unitsPerCell: 1), 20)
        XCTAssertEqual(ContentWidth.cells(covering: 0, unitsPerCell: 1), 0)
        XCTAssertEqual(ContentWidth.cells(covering: -.infinity, unitsPerCell: 1), 0)
        XCTAssertEqual(ContentWidth.cells(covering: .nan, unitsPerCell: 1), 0)
        XCTAssertEqual(ContentWidth.cells(covering: 160, unitsPerCell: 16), 10)
    }
}
