import XCTest
@testable import TrellisLayout
import TrellisTestSupport

/// Several pinned items of one edge (rule 21) each pin on their own, as UIKit's do: they do not
/// stack, so once both reach the visible top they overlap there (draw order: `zIndex`).
final class CompositionalPinnedStackTests: XCTestCase {
    /// Twenty rows 1 high under two pinned `.top` items 1 high (a header at 0, "tabs" at 1; the
    /// tabs at zIndex 11), in a view 10 high: the rows span 2 ..< 22, which ends the section.
    private func layout() -> CompositionalLayout {
        let row = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(1)))
        var section = LayoutSection(group: LayoutGroup.vertical(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(1)),
                                                                subitems: [row]))
        section.boundarySupplementaryItems = [
            LayoutBoundaryItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(1)), kind: .header, alignment: .top,
                               pinToVisibleBounds: true),
            LayoutBoundaryItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(1)), kind: "tabs", alignment: .top,
                               pinToVisibleBounds: true, zIndex: 11),
        ]
        return CompositionalLayout(dataSource: TestDataSource(counts: [20]), section: section)
    }

    private func frames(_ layout: CompositionalLayout, at y: Double) -> [Rect?] {
        layout.bounds = rect(0, y, 20, 10)
        let zero = LayoutIndexPath(item: 0, section: 0)
        let own = [layout.layoutAttributesForSupplementaryView(ofKind: .header, at: zero)?.frame,
                   layout.layoutAttributesForSupplementaryView(ofKind: "tabs", at: zero)?.frame]
        // The query of the bounds agrees.
        let found = layout.layoutAttributesForElements(in: layout.bounds).filter { $0.category == .supplementaryView }
        XCTAssertEqual([found.first { $0.kind == .header }?.frame, found.first { $0.kind == "tabs" }?.frame], own, "at \(y)")
        return own
    }

    func testTwoPinnedTopItemsPinOnTheirOwnAndOverlapAtTheVisibleTop() {
        let layout = layout().prepared(width: 20, height: 10)
        // At rest: header at 0, tabs at 1.
        XCTAssertEqual(frames(layout, at: 0), [rect(0, 0, 20, 1), rect(0, 1, 20, 1)])
        // At 0.5 the header pins (0.5); the tabs are still below their place's top.
        XCTAssertEqual(frames(layout, at: 0.5), [rect(0, 0.5, 20, 1), rect(0, 1, 20, 1)])
        // At 5 both pin to the visible top: y = max(placedY, min(5, 22 − 1)) = 5 for each.
        XCTAssertEqual(frames(layout, at: 5), [rect(0, 5, 20, 1), rect(0, 5, 20, 1)])
        // At 21.5 the section's end (22) pushes both up to 21.
        XCTAssertEqual(frames(layout, at: 21.5), [rect(0, 21, 20, 1), rect(0, 21, 20, 1)])
        let tabs = layout.layoutAttributesForSupplementaryView(ofKind: "tabs", at: LayoutIndexPath(item: 0, section: 0))
        XCTAssertEqual(tabs?.zIndex, 11, "the tabs draw over the header")
    }
}
