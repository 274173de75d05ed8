import TrellisUIKit
import XCTest

/// A flow layout of 240,000 items, scrolled and queried as the previewer does: every answer
/// exact, from a layout that prepared once (no timing is asserted; the costs are documented on
/// the flow layout: O(log n + k) per rect query, nothing per scroll without pinning).
@MainActor
final class FlowLayoutScaleTests: XCTestCase {
    func testAQuarterMillionItemsAnswerExactlyAnywhere() async {
        let layout = CountingFlowLayout()
        let counts = FlowCounts([120_000, 120_000])
        let collectionView = makeCollectionView(layout, counts, width: 375, height: 667)
        // Six 50-point items per line in 375 (350 ≤ 375 < 410): gaps 10 + 25 / 5 = 15; lines 60 apart.
        // Section 0 ends at 20,000 × 60 − 10; section 1 starts there.
        let section1Top: CGFloat = 20_000 * 60 - 10
        for line in [0, 1, 7_777, 19_999, 20_000, 31_234, 39_999] {
            let section = line < 20_000 ? 0 : 1
            let top = section == 0 ? CGFloat(line) * 60 : section1Top + CGFloat(line - 20_000) * 60
            collectionView.contentOffset.y = top - 5
            collectionView.layoutIfNeeded()
            let visible = layout.layoutAttributesForElements(in: CGRect(x: 0, y: top, width: 375, height: 50)) ?? []
            let first = (line % 20_000) * 6
            XCTAssertEqual(visible.map(\.indexPath), (first..<(first + 6)).map { IndexPath(item: $0, section: section) }, "line \(line)")
            XCTAssertEqual(visible.map(\.frame.minX), [0, 65, 130, 195, 260, 325], "line \(line)")
            XCTAssertTrue(visible.allSatisfy { $0.frame.minY == top && $0.frame.height == 50 }, "line \(line)")
        }
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 119_999, section: 1))?.frame,
                       CGRect(x: 325, y: section1Top + 19_999 * 60, width: 50, height: 50))
        XCTAssertEqual(layout.collectionViewContentSize.height, section1Top + 20_000 * 60 - 10)
        XCTAssertEqual(layout.prepares, 1)
    }
}
