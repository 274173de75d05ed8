import XCTest
import TrellisTestSupport
import TrellisLayout
@testable import TrellisTesting

/// What a layout snapshot says: the header, the window of `height:` and `offset:`, the
/// 2,000-row cut, the attributes listing. The pictures themselves are pinned by the committed
/// references of ``PublicAssertionTests``.
final class LayoutSnapshotTextTests: XCTestCase {
    private func text(_ layout: any CollectionLayout, width: Int, height: Int? = nil, offset: Int = 0,
                      format: SnapshotFormat = .picture) -> String {
        LayoutSnapshot.text(of: layout, width: width, height: height, offset: offset, format: format, label: nil)
    }

    func testAPictureHasAHeaderTheRowsEndedByABarAndTheStyles() {
        let lines = SnapshotDiff.lines(text(TilesLayout(count: 3), width: 20))
        XCTAssertEqual(lines[0], "--- TilesLayout, width 20, content size 20×7")
        XCTAssertEqual(Array(lines[1...7]), [
            " Section 0          |",
            "┌────────┐┌────────┐|",
            "│0.0     ││0.1     │|",
            "└────────┘└────────┘|",
            "┌────────┐          |",
            "│0.2     │          |",
            "└────────┘          |",
        ])
        XCTAssertEqual(lines[8], "--- styles")
    }

    func testAWindowShowsHeightRowsFromOffset() {
        let lines = SnapshotDiff.lines(text(TilesLayout(count: 30), width: 20, height: 4, offset: 5))
        XCTAssertEqual(lines[0], "--- TilesLayout, width 20, content size 20×46, rows 5..<9")
        XCTAssertEqual(Array(lines[1...4]), [
            "│0.2     ││0.3     │|",   // row 5: the middle of items 2 and 3 (rows 4..<7)
            "└────────┘└────────┘|",
            "┌────────┐┌────────┐|",
            "│0.4     ││0.5     │|",
        ])
        XCTAssertEqual(lines[5], "--- styles: all plain", "no header in the window")
        XCTAssertFalse(lines.contains { $0.hasPrefix("--- cut") })
    }

    func testAPictureOfMoreThan2000RowsIsCutAndSaysSo() {
        let lines = SnapshotDiff.lines(text(TilesLayout(count: 2_000), width: 10))
        XCTAssertEqual(lines[0], "--- TilesLayout, width 10, content size 10×6001")
        XCTAssertEqual(lines.firstIndex(of: "--- styles"), 2_001, "2,000 rows after the header")
        XCTAssertEqual(lines.last, "--- cut after 2,000 of 6,001 rows: pass height: and offset: to see the rest")
        let exact = SnapshotDiff.lines(text(TilesLayout(count: 666), width: 10, offset: 1))
        XCTAssertEqual(exact.firstIndex { $0.hasPrefix("--- styles") }, 1 + 1_998, "1,999 rows less the offset: not cut")
        XCTAssertFalse(exact.last!.hasPrefix("--- cut"))
    }

    func testAttributesListCellsThenSupplementaryViewsInTheFormatOfTrellisAttributes() {
        XCTAssertEqual(text(TilesLayout(count: 3, tileHeight: 2.5), width: 20, format: .attributes), """
            {"contentSize": {"width": 20, "height": 6},
             "attributes": [
              {"kind": "cell", "category": "cell", "section": 0, "item": 0, "x": 0, "y": 1, "width": 10, "height": 2.5, "zIndex": 0},
              {"kind": "cell", "category": "cell", "section": 0, "item": 1, "x": 10, "y": 1, "width": 10, "height": 2.5, "zIndex": 0},
              {"kind": "cell", "category": "cell", "section": 0, "item": 2, "x": 0, "y": 3.5, "width": 10, "height": 2.5, "zIndex": 0},
              {"kind": "header", "category": "supplementaryView", "section": 0, "item": 0, "x": 0, "y": 0, "width": 20, "height": 1, "zIndex": 0}
             ]}

            """)
    }

    func testTheLayoutIsPreparedAfreshAtTheWidth() {
        let layout = TilesLayout(count: 4)
        _ = text(layout, width: 20)
        XCTAssertEqual(layout.bounds, Rect(x: 0, y: 0, width: 20, height: 7), "bounds: the rows shown")
        XCTAssertEqual(LayoutSnapshot.grouped(1_234_567), "1,234,567")
        XCTAssertEqual(LayoutSnapshot.grouped(999), "999")
    }

    /// `count` tiles of 8 x 3 side by side in one row: a content wider than the view.
    private func strip(count: Int) -> StubLayout {
        StubLayout(cells: (0..<count).map { Rect(x: Double(8 * $0), y: 0, width: 8, height: 3) })
    }

    func testAHorizontalLayoutIsDrawnWholeAndCutAt2000Columns() {
        let lines = SnapshotDiff.lines(text(strip(count: 15), width: 30, height: 3))
        XCTAssertEqual(lines[0], "--- StubLayout, width 30, content size 120×3, rows 0..<3")
        XCTAssertEqual(lines[2], (0..<15).map { "│0.\($0)" + String(repeating: " ", count: $0 < 10 ? 3 : 2) + "│" }.joined() + "|",
                       "every tile, the last ones beyond the width too")
        XCTAssertEqual(lines[1].count, 121, "120 columns and the bar")
        let wide = SnapshotDiff.lines(text(strip(count: 300), width: 30))
        XCTAssertEqual(wide[1].count, 2_001)
        XCTAssertEqual(wide.last, "--- cut after 2,000 of 2,400 columns")
    }
}

extension LayoutSnapshotTextTests {
    /// The QA report's case: a horizontal grid of 30 items of 8×3 at width 30, height 8.
    func testAHorizontalGridIsDrawnToItsLastColumn() {
        let grid = GridLayout(dataSource: TestDataSource(counts: [30], style: SectionStyle(itemSize: Size(width: 8, height: 3))))
        grid.scrollDirection = .horizontal
        let lines = SnapshotDiff.lines(text(grid, width: 30, height: 8))
        XCTAssertEqual(lines[0], "--- GridLayout, width 30, content size 120×8, rows 0..<8")
        XCTAssertEqual(lines[1].count, 121)
        XCTAssertTrue(lines[2].hasSuffix("│0.28  │|"), lines[2])
        XCTAssertTrue(lines[7].hasSuffix("│0.29  │|"), lines.joined(separator: "\n"))
    }
}
