import XCTest
import TrellisTestSupport
@testable import TrellisLayout

/// ``GridLayout/columns(inSection:)``: the items a row holds, as the placer lays them out (what
/// the inspector shows), not the style's `columns`, which a grid ignores.
final class GridColumnsTests: XCTestCase {
    func testColumnsFollowTheRuleAndTheWidth() {
        let style = SectionStyle(columns: 2, lineSpacing: 1, interitemSpacing: 2, itemSize: Size(width: 8, height: 2))
        let layout = GridLayout(dataSource: TestDataSource(heights: Array(repeating: 1, count: 9), style: style)).prepared(width: 30)
        XCTAssertEqual(layout.columns(inSection: 0), 3, "floor((30 + 2) / (8 + 2)) = 3, whatever columns says")
        layout.prepared(width: 100)
        XCTAssertEqual(layout.columns(inSection: 0), 10)
        layout.prepared(width: 5)
        XCTAssertEqual(layout.columns(inSection: 0), 1, "an item wider than the content: one, clamped")
    }

    /// Over random styles and widths, the count is the number of cells on the first row.
    func testColumnsMatchTheFirstRowOfTheLayout() {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SeededGenerator(seed: seed)
        for round in 0..<200 {
            let style = SectionStyle(interitemSpacing: Double(Int.random(in: 0...4, using: &random)),
                                     inset: EdgeInsets(top: 0, left: Double(Int.random(in: 0...3, using: &random)),
                                                       bottom: 0, right: Double(Int.random(in: 0...3, using: &random))),
                                     itemSize: Size(width: Double(Int.random(in: 1...20, using: &random)), height: 2))
            let width = Double(Int.random(in: 1...120, using: &random))
            let layout = GridLayout(dataSource: TestDataSource(heights: Array(repeating: 1, count: 130), style: style)).prepared(width: width)
            let firstRow = layout.cellFrames().filter { $0.minY == 0 }.count
            XCTAssertEqual(layout.columns(inSection: 0), firstRow, "seed \(seed), round \(round), width \(width), \(style)")
        }
    }
}
