import XCTest
import TrellisTestSupport
import TrellisLayout
import TrellisRender
@testable import TrellisPreview

/// Rule 22 in the previewer: in a compositional layout that scrolls horizontally, `j`/`k` scroll
/// the leftmost vertically scrolling (orthogonal) section on screen, as `h`/`l` scroll a carousel
/// in a vertical layout; with none on screen they scroll the view sideways, as before.
final class HorizontalCompositionalKeysTests: XCTestCase {
    /// A section whose groups (4 wide, half the height) run down the screen 1 apart, then six
    /// columns 6 wide: 40 wide in all, in a view 20 × 10 (11 rows with the status line).
    private func session() -> PreviewSession {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        var vertical = LayoutSection(group: .horizontal(size: LayoutSize(width: .absolute(4), height: .fractionalHeight(0.5)), subitems: [item]))
        vertical.orthogonalScrollingBehavior = .groupPaging
        vertical.interGroupSpacing = 1
        let columns = LayoutSection(group: .vertical(size: LayoutSize(width: .absolute(6), height: .fractionalHeight(1)), subitems: [item]))
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [3, 6]), sections: [vertical, columns], configuration: configuration)
        return PreviewSession(pages: [PreviewPage(title: "Shelves", layout: layout, label: { _ in nil })], width: 20, height: 11)
    }

    func testJAndKScrollTheLeftmostVerticallyScrollingSection() {
        let session = session()
        XCTAssertEqual(session.viewport.size, Size(width: 20, height: 10))
        XCTAssertEqual(session.horizontalScroll.notice, "section 0 1/3 j/k", "the status line names the keys")
        _ = session.perform(.scrollLines(1))
        XCTAssertEqual(session.horizontalScroll.notice, "section 0 2/3 j/k")
        // One group and its spacing down: 5 + 1.
        XCTAssertEqual(session.viewport.orthogonalOffset(ofSection: 0), 6)
        XCTAssertEqual(session.viewport.contentOffset, .zero, "the view did not move")
        _ = session.perform(.scrollLines(1))
        XCTAssertEqual(session.viewport.orthogonalOffset(ofSection: 0), 7, "17 − 10: the end")
        _ = session.perform(.scrollLines(1))
        XCTAssertEqual(session.message, "section 0: last card")
        _ = session.perform(.scrollLines(-1))
        XCTAssertEqual(session.viewport.orthogonalOffset(ofSection: 0), 6)
    }

    func testHAndLScrollTheViewAndJAndKFollowOnceTheSectionIsOffScreen() {
        let session = session()
        _ = session.perform(.scrollHorizontally(5))
        XCTAssertEqual(session.viewport.contentOffset.x, 5, "h/l scroll the whole layout sideways")
        XCTAssertEqual(session.viewport.orthogonalOffset(ofSection: 0), 0)
        // The section's columns 0 ..< 4 are off screen: j scrolls the view sideways, as before.
        _ = session.perform(.scrollLines(1))
        XCTAssertEqual(session.viewport.contentOffset.x, 6)
        XCTAssertEqual(session.viewport.orthogonalOffset(ofSection: 0), 0)
    }
}
