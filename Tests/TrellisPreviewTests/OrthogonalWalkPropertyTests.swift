import XCTest
import TrellisTestSupport
import TrellisLayout
import TrellisRender
@testable import TrellisPreview

/// Inspect mode's moves along random carousels, driven through the session as a person drives
/// it: from the first card, repeated moves onward (`l`, or `h` right to left) visit every card
/// in order, each scrolled into sight, and moves back walk home; whatever the cards' widths and
/// gaps (gaps far wider than the cards, where the cards lie past the content's edges), their
/// count, the insets, the paging kind, the direction and where the carousel was scrolled first.
final class OrthogonalWalkPropertyTests: XCTestCase {
    /// One random case: a list above (maybe empty), a carousel, a list below.
    private struct Case: CustomStringConvertible {
        var columns: Int, rows: Int
        var cardWidth: Double, cardHeight: Double, spacing: Double
        var count: Int, insetLeft: Double, insetRight: Double, header: Double
        var behavior: LayoutSection.OrthogonalScrollingBehavior
        var rightToLeft: Bool
        var above: Int
        var scrolls: [Int]

        init(using random: inout SeededGenerator) {
            columns = Int.random(in: 20...100, using: &random)
            rows = Int.random(in: 12...30, using: &random)
            cardWidth = Double(Int.random(in: 1...min(14, columns - 2), using: &random))
            cardHeight = Double(Int.random(in: 2...5, using: &random))
            spacing = Double(Int.random(in: 0...(2 * columns), using: &random))
            count = Int.random(in: 1...12, using: &random)
            insetLeft = Double(Int.random(in: 0...4, using: &random))
            insetRight = Double(Int.random(in: 0...4, using: &random))
            header = Double(Int.random(in: 0...1, using: &random))
            behavior = [.continuous, .paging, .groupPaging].randomElement(using: &random)!
            rightToLeft = Bool.random(using: &random)
            above = Int.random(in: 0...3, using: &random)
            scrolls = (0..<Int.random(in: 0...4, using: &random)).map { _ in Bool.random(using: &random) ? 1 : -1 }
        }

        var description: String {
            "\(columns)x\(rows), \(count) cards \(cardWidth)x\(cardHeight) \(spacing) apart, inset \(insetLeft)/\(insetRight), "
                + "header \(header), \(behavior), rtl \(rightToLeft), \(above) rows above, h/l \(scrolls)"
        }

        func session() -> PreviewSession {
            let row = LayoutGroup.horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(1)),
                                             subitems: [LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))])
            var orthogonalSection = LayoutSection(group: .horizontal(size: LayoutSize(width: .absolute(cardWidth), height: .absolute(cardHeight)),
                                                            subitems: [LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))]))
            orthogonalSection.orthogonalScrollingBehavior = behavior
            orthogonalSection.interGroupSpacing = spacing
            orthogonalSection.contentInsets = EdgeInsets(top: 0, left: insetLeft, bottom: 0, right: insetRight)
            orthogonalSection.headerHeight = header
            let layout = CompositionalLayout(dataSource: TestDataSource(counts: [above, count, 3]), sections: [LayoutSection(group: row), orthogonalSection, LayoutSection(group: row)])
            layout.direction = rightToLeft ? .rightToLeft : .leftToRight
            return PreviewSession(pages: [PreviewPage(title: "Carousel", layout: layout, label: { _ in nil })], width: columns, height: rows)
        }
    }

    func testRepeatedMovesVisitEveryCardInOrderAndWalkBack() {
        for seed in UInt64(1)...200 {
            var random = SeededGenerator(seed: seed)
            let test = Case(using: &random)
            let session = test.session()
            for steps in test.scrolls { _ = session.perform(.scrollHorizontally(steps)) }
            let card = { (item: Int) in Inspection.Element(kind: .cell, indexPath: LayoutIndexPath(item: item, section: 1)) }
            session.inspectMode.enterInspect(selecting: card(0))
            let onward: FocusDirection = test.rightToLeft ? .left : .right, back: FocusDirection = test.rightToLeft ? .right : .left
            let walk = [(onward, Array(1..<test.count)), (back, Array((0..<test.count - 1).reversed()))]
            for (direction, items) in walk {
                for item in items {
                    XCTAssertNotEqual(session.perform(.moveSelection(direction)), .quit)
                    guard session.selection == card(item) else {
                        return XCTFail("seed \(seed) (\(test)): \(direction) to card \(item) gave \(String(describing: session.selection)), \(session.message ?? "")")
                    }
                    let shown = session.inspectMode.shownSelectionAttributes!.frame, view = session.viewport.visibleRect
                    XCTAssertTrue(shown.maxX > view.minX && shown.minX < view.maxX && shown.maxY > view.minY && shown.minY < view.maxY,
                                  "seed \(seed) (\(test)): card \(item) at \(shown) is in sight of \(view)")
                }
                // Past the end the selection stays, and the message says why.
                XCTAssertNotEqual(session.perform(.moveSelection(direction)), .quit)
                XCTAssertEqual(session.selection, card(items.last ?? 0), "seed \(seed) (\(test)): past the end")
                XCTAssertTrue(session.message?.hasPrefix("nothing ") == true, "seed \(seed) (\(test)): \(session.message ?? "no message")")
            }
        }
    }
}
