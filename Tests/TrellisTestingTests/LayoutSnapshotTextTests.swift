import XCTest
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
              {"kind": "cell", "section": 0, "item": 0, "x": 0, "y": 1, "width": 10, "height": 2.5},
              {"kind": "cell", "section": 0, "item": 1, "x": 10, "y": 1, "width": 10, "height": 2.5},
              {"kind": "cell", "section": 0, "item": 2, "x": 0, "y": 3.5, "width": 10, "height": 2.5},
              {"kind": "header", "section": 0, "item": 0, "x": 0, "y": 0, "width": 20, "height": 1}
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
}
