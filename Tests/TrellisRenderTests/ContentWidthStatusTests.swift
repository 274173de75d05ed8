import XCTest
import TrellisLayout
import TrellisPreview
@testable import TrellisRender

/// The status line's content width field (`w:48`, issue 15 §3): after the position, before the
/// adjustments; on a narrow screen it goes after them, before the title is cut (issue 23), and a
/// narrower screen only ever shows less.
final class ContentWidthStatusTests: XCTestCase {
    private let info = StatusInfo(title: "Photos", layoutName: "waterfall", numberOfSections: 3, numberOfItems: 120,
                                  contentSize: Size(width: 48, height: 412), position: .percent(23), visibleCount: 31,
                                  frameTime: .microseconds(120), adjustments: "cols+1 pin", notice: "2 warnings — press w",
                                  contentWidth: "w:48")

    func testTheWidthFollowsThePosition() {
        XCTAssertEqual(StatusLine.text(for: info),
                       " Photos │ waterfall │ 3 sections, 120 items │ 48×412 │ 23% │ w:48 │ cols+1 pin │ 2 warnings — press w │ 31 visible │ 0.12ms")
    }

    func testNoWidthNoField() {
        var plain = info
        plain.contentWidth = ""
        XCTAssertFalse(StatusLine.text(for: plain).contains("w:"))
        XCTAssertFalse(StatusLine.text(for: plain, width: 200).contains("│  │"))
    }

    func testTheAdjustmentsGoBeforeTheWidthAndTheTitleLast() {
        // The notice gone: title, size, position, width, adjustments; then the adjustments go,
        // then the width, then the title is cut and goes.
        XCTAssertEqual(StatusLine.text(for: info, width: 42), " Photos │ 48×412 │ 23% │ w:48 │ cols+1 pin")
        XCTAssertEqual(StatusLine.text(for: info, width: 41), " Photos │ 48×412 │ 23% │ w:48")
        XCTAssertEqual(StatusLine.text(for: info, width: 29), " Photos │ 48×412 │ 23% │ w:48")
        XCTAssertEqual(StatusLine.text(for: info, width: 28), " Photos │ 48×412 │ 23%")
        XCTAssertEqual(StatusLine.text(for: info, width: 21), " Phot… │ 48×412 │ 23%")
        XCTAssertEqual(StatusLine.text(for: info, width: 18), " P… │ 48×412 │ 23%")
        XCTAssertEqual(StatusLine.text(for: info, width: 17), " 48×412 │ 23%")
    }

    func testANarrowerScreenOnlyEverShowsLess() {
        var wider = StatusLine.text(for: info, width: 200)
        for width in stride(from: 199, through: 1, by: -1) {
            let line = StatusLine.text(for: info, width: width)
            XCTAssertLessThanOrEqual(TextWidth.displayWidth(of: line), width)
            if line.contains("w:48") { XCTAssertTrue(wider.contains("w:48"), "w:48 came back at \(width)") }
            if line.contains("cols+1") { XCTAssertTrue(line.contains("w:48"), "the width outlives the adjustments at \(width): \(line)") }
            wider = line
        }
    }
}
