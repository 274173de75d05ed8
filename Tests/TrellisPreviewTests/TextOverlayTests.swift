import XCTest
import TrellisRender
@testable import TrellisPreview

/// The framed, scrolled box of the help and warnings overlays, and how it wraps long lines.
final class TextOverlayTests: XCTestCase {
    func testWrapBreaksAtSpacesElseAnywhereByDisplayWidth() {
        XCTAssertEqual(TextOverlay.wrap("short", width: 10), ["short"])
        XCTAssertEqual(TextOverlay.wrap("unknown key hieght here", width: 12), ["unknown key", "hieght here"])
        XCTAssertEqual(TextOverlay.wrap("abcdefghij", width: 4), ["abcd", "efgh", "ij"])
        XCTAssertEqual(TextOverlay.wrap("写真写真写", width: 4), ["写真", "写真", "写"])
        for line in TextOverlay.wrap("typo.json:1:2: sections[0].colums: unknown key 写真 and more words", width: 9) {
            XCTAssertLessThanOrEqual(TextWidth.displayWidth(of: line), 9, line)
        }
    }

    func testScrolledBoxShowsWhereItIsAndLeavesTheStatusLine() {
        let overlay = TextOverlay(title: " T ", lines: (1...10).map { "line \($0)" })
        XCTAssertEqual(overlay.maxOffset(screenHeight: 8), 5, "8 rows: 5 lines between the borders, above the status line")
        var grid = CellGrid(width: 20, height: 8)
        grid.setString("status", x: 0, y: 7, style: CellStyle(bold: false), clip: CellRect(x: 0, y: 7, width: 20, height: 1))
        overlay.draw(on: &grid, offset: 99)
        XCTAssertEqual(grid.lines(trimmingTrailingSpaces: true), [
            "  ┌─ T ──────────┐",
            "  │ line 6       │",
            "  │ line 7       │",
            "  │ line 8       │",
            "  │ line 9       │",
            "  │ line 10      │",
            "  └ j/k 6-10/10 ─┘",
            "status",
        ])
    }
}
