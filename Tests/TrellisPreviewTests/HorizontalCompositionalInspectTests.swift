import XCTest
import TrellisTestSupport
import TrellisLayout
import TrellisRender
@testable import TrellisPreview

/// Rule 22 in inspect mode: in a compositional layout that scrolls horizontally, the arrows move
/// down a section that scrolls vertically as far as its cards lie, past the view's height, and
/// scroll it to show each.
final class HorizontalCompositionalInspectTests: XCTestCase {
    /// A section of three groups 4 wide and 4 high running down the screen 20 apart (y 0, 24 and
    /// 48: the last two far below the view's height of 10), then an empty section: the content is
    /// only 4 wide, so a search widening sideways does not reach the cards either.
    private func session() -> PreviewSession {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        var vertical = LayoutSection(group: .horizontal(size: LayoutSize(width: .absolute(4), height: .absolute(4)), subitems: [item]))
        vertical.orthogonalScrollingBehavior = .groupPaging
        vertical.interGroupSpacing = 20
        let columns = LayoutSection(group: .vertical(size: LayoutSize(width: .absolute(6), height: .fractionalHeight(1)), subitems: [item]))
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [3, 0]), sections: [vertical, columns], configuration: configuration)
        return PreviewSession(pages: [PreviewPage(title: "Shelves", layout: layout, label: { _ in nil })], width: 20, height: 11)
    }

    func testDownWalksTheVerticalSectionPastTheViewsHeight() {
        let session = session()
        let card = { (item: Int) in Inspection.Element(kind: .cell, indexPath: LayoutIndexPath(item: item, section: 0)) }
        session.inspectMode.enterInspect(selecting: card(0))
        for item in 1...2 {
            XCTAssertNotEqual(session.perform(.moveSelection(.down)), .quit)
            XCTAssertEqual(session.selection, card(item), session.message ?? "")
            let shown = session.inspectMode.shownSelectionAttributes!.frame
            XCTAssertTrue(shown.minY >= 0 && shown.maxY <= 10, "card \(item) at \(shown) is on screen")
        }
        // Card 2 (y 48 ..< 52) is shown once the section is scrolled to its end, 52 − 10 = 42: at 6 ..< 10.
        XCTAssertEqual(session.viewport.orthogonalOffset(ofSection: 0), 42)
        XCTAssertEqual(session.inspectMode.shownSelectionAttributes?.frame, Rect(x: 0, y: 6, width: 4, height: 4))
        // Back up to card 0.
        _ = session.perform(.moveSelection(.up))
        _ = session.perform(.moveSelection(.up))
        XCTAssertEqual(session.selection, card(0))
        XCTAssertEqual(session.viewport.orthogonalOffset(ofSection: 0), 0)
    }
}
