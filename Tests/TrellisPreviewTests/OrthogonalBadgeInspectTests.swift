import XCTest
import TrellisTestSupport
import TrellisLayout
import TrellisRender
@testable import TrellisPreview

/// Issue 28 §3 in inspect mode, in a carousel scrolled sideways: a badge selected there is
/// outlined (and placed in the panel) at the frame the screen draws it at, its card's scrolled
/// one, and Tab to a badge out of view scrolls the carousel to it, as to a card.
final class OrthogonalBadgeInspectTests: XCTestCase {
    /// One carousel (`groupPaging`) of six 10 × 4 cards under a 1-high header: card k at
    /// (10k, 1, 10, 4), with a 2 × 1 badge at its top trailing corner, (10k + 8, 1, 2, 1).
    private func session() -> PreviewSession {
        let badge = LayoutSupplementaryItem(size: LayoutSize(width: .absolute(2), height: .absolute(1)), kind: "badge",
                                            anchor: LayoutAnchor(edges: [.top, .trailing]))
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)), supplementaryItems: [badge])
        var section = LayoutSection(group: .horizontal(size: LayoutSize(width: .absolute(10), height: .absolute(4)), subitems: [item]))
        section.orthogonalScrollingBehavior = .groupPaging
        section.headerHeight = 1
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [6]), section: section)
        return PreviewSession(pages: [PreviewPage(title: "Badges", layout: layout, label: { _ in nil })], width: 40, height: 16)
    }

    private func badge(_ item: Int) -> Inspection.Element {
        Inspection.Element(category: .supplementaryView, kind: "badge", indexPath: LayoutIndexPath(item: item, section: 0))
    }

    func testABadgeInACarouselScrolledByLIsOutlinedWhereTheScreenDrawsIt() {
        let s = session()
        s.press("l")
        XCTAssertEqual(s.viewport.orthogonalOffset(ofSection: 0), 10, "one group")
        s.inspectMode.enterInspect(selecting: badge(1))
        XCTAssertEqual(s.selection, badge(1))
        XCTAssertEqual(s.viewport.orthogonalOffset(ofSection: 0), 10, "badge 1 is on screen: nothing scrolls")
        XCTAssertEqual(s.inspectMode.shownSelectionAttributes?.frame, Rect(x: 8, y: 1, width: 2, height: 1),
                       "card 1 at x 0 on screen, its badge at 8, not at its unscrolled 18")
        // Tab on to badge 5 (card 2, badge 2, … card 5, badge 5): the carousel scrolls to its end.
        for _ in 0..<8 { s.press(.key(.tab)) }
        XCTAssertEqual(s.selection, badge(5))
        let end = 60 - s.viewport.size.width   // the largest offset: 6 cards of 10 in the view's width
        XCTAssertEqual(s.viewport.orthogonalOffset(ofSection: 0), end)
        let shown = s.inspectMode.shownSelectionAttributes?.frame
        XCTAssertEqual(shown, Rect(x: 58 - end, y: 1, width: 2, height: 1))
        XCTAssertTrue(shown.map { $0.minX >= 0 && $0.maxX <= s.viewport.size.width } ?? false, "on screen: \(String(describing: shown))")
    }
}
