import XCTest
import TrellisLayout
import TrellisTestSupport
@testable import TrellisRender

/// Issue 28 §3: badges of an orthogonal section scroll sideways with their cells. The layout's
/// shifted query moves them (rule 19's badges, through the engine), and the viewport's
/// ``Viewport/shownWithOrthogonalOffset(_:)`` and ``Viewport/revealOrthogonally(_:)`` (what the
/// inspector's outline and reveal go by) treat a badge as its cell: a badge selected in a
/// carousel scrolled by `l` is outlined where the screen draws it. Boundary items stay.
final class OrthogonalBadgeTests: XCTestCase {
    /// One carousel (`groupPaging`) of six 10 × 4 cards under a 1-high header, each card with a
    /// 2 × 1 badge at its top trailing corner: card k at (10k, 1, 10, 4), its badge at
    /// (10k + 8, 1, 2, 1); a 20-wide view shows two cards, the largest offset is 60 − 20 = 40.
    private func viewport() -> (Viewport, CompositionalLayout) {
        let badge = LayoutSupplementaryItem(size: LayoutSize(width: .absolute(2), height: .absolute(1)), kind: "badge",
                                            anchor: LayoutAnchor(edges: [.top, .trailing]))
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)), supplementaryItems: [badge])
        var section = LayoutSection(group: .horizontal(size: LayoutSize(width: .absolute(10), height: .absolute(4)), subitems: [item]))
        section.orthogonalScrollingBehavior = .groupPaging
        section.headerHeight = 1
        let source = TestDataSource([TestDataSource.Section(items: Array(repeating: TestDataSource.Item(), count: 6))])
        let layout = CompositionalLayout(dataSource: source, sections: [section])
        return (Viewport(layout: layout, size: Size(width: 20, height: 10)), layout)
    }

    private func badge(_ item: Int, _ layout: CompositionalLayout) -> LayoutAttributes {
        layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: LayoutIndexPath(item: item, section: 0))!
    }

    func testTheLayoutsShiftedQueryMovesTheBadgesWithTheirCards() {
        let (viewport, layout) = viewport()
        XCTAssertEqual(badge(1, layout).frame, Rect(x: 18, y: 1, width: 2, height: 1), "unscrolled")
        viewport.scrollOrthogonalSection(by: 1)   // `l`
        XCTAssertEqual(viewport.orthogonalOffset(ofSection: 0), 10)
        let shown = viewport.visibleElements()
        XCTAssertEqual(shown.first { $0.kind == "badge" && $0.indexPath.item == 1 }?.frame, Rect(x: 8, y: 1, width: 2, height: 1))
        XCTAssertEqual(shown.first { $0.kind == .cell && $0.indexPath.item == 1 }?.frame, Rect(x: 0, y: 1, width: 10, height: 4))
        XCTAssertEqual(shown.first { $0.kind == .header }?.frame, Rect(x: 0, y: 0, width: 20, height: 1), "the header stays")
        XCTAssertEqual(viewport.elementsWithOrthogonalOffsets(in: Rect(x: 8, y: 1, width: 1, height: 1))
                        .filter { $0.kind == "badge" }.map(\.indexPath.item), [1], "a click meets the badge the screen shows")
    }

    func testASelectedBadgeIsShownAtItsScrolledFrame() {
        let (viewport, layout) = viewport()
        viewport.scrollOrthogonalSection(by: 1)
        XCTAssertEqual(viewport.shownWithOrthogonalOffset(badge(1, layout)).frame, Rect(x: 8, y: 1, width: 2, height: 1))
        XCTAssertEqual(viewport.shownWithOrthogonalOffset(badge(2, layout)).frame, Rect(x: 18, y: 1, width: 2, height: 1))
        let header = layout.layoutAttributesForSupplementaryView(ofKind: .header, at: LayoutIndexPath(item: 0, section: 0))!
        XCTAssertEqual(viewport.shownWithOrthogonalOffset(header).frame, header.frame, "a boundary item does not scroll sideways")
    }

    func testRevealingABadgeScrollsTheCarouselToIt() {
        let (viewport, layout) = viewport()
        // Badge 5 at 58 ..< 60: shown whole at offset 40, a group stop (4 × 10).
        viewport.revealOrthogonally(badge(5, layout))
        XCTAssertEqual(viewport.orthogonalOffset(ofSection: 0), 40)
        XCTAssertEqual(viewport.shownWithOrthogonalOffset(badge(5, layout)).frame, Rect(x: 18, y: 1, width: 2, height: 1))
        // Back to badge 0 at 8 ..< 10: the carousel's start.
        viewport.revealOrthogonally(badge(0, layout))
        XCTAssertEqual(viewport.orthogonalOffset(ofSection: 0), 0)
        // A boundary item reveals nothing sideways.
        viewport.scrollOrthogonalSection(by: 2)
        viewport.revealOrthogonally(layout.layoutAttributesForSupplementaryView(ofKind: .header, at: LayoutIndexPath(item: 0, section: 0))!)
        XCTAssertEqual(viewport.orthogonalOffset(ofSection: 0), 20)
    }
}
