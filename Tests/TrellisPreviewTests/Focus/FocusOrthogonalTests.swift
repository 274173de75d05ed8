import XCTest
@testable import TrellisLayout
@testable import TrellisPreview
import TrellisTestSupport

/// Spatial focus along a carousel whose cards lie past the content's edges (x beyond `W`, or
/// below 0 right to left, or scrolled there): the search looks as far as the carousel's scrolled
/// content reaches (``CompositionalLayout/horizontalExtent(of:orthogonalOffsets:)``), not only
/// to `0 … W`. Hand-made layouts whose cards (4 wide) are narrower than their gaps (20), where a
/// band that stopped at the content's edge missed the next card.
final class FocusOrthogonalTests: XCTestCase {
    /// A view 30 wide: a header (row 0), a carousel of `count` cards 4 wide, 3 high, 20 apart
    /// from x = 1 (left to right: 1, 25, 49, 73, 97; content 102 wide) on rows 1–3, then a list
    /// of two full-width rows (4 and 5).
    private func layout(count: Int = 5, rightToLeft: Bool = false) -> CompositionalLayout {
        var orthogonalSection = LayoutSection(group: LayoutGroup.horizontal(size: size(.absolute(4), .absolute(3)),
                                                                   subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
        orthogonalSection.orthogonalScrollingBehavior = .continuous
        orthogonalSection.interGroupSpacing = 20
        orthogonalSection.contentInsets = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
        orthogonalSection.headerHeight = 1
        let list = LayoutSection(group: LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(1)),
                                                               subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [count, 2]), sections: [orthogonalSection, list])
        layout.direction = rightToLeft ? .rightToLeft : .leftToRight
        return layout.prepared(width: 30)
    }

    /// The element `kind` `section.item` where a viewer shows it with the carousel scrolled by `offset`.
    private func shown(_ layout: CompositionalLayout, _ kind: ElementKind, _ section: Int, _ item: Int, offset: Double) -> LayoutAttributes {
        let path = LayoutIndexPath(item: item, section: section)
        var element = kind == .cell ? layout.layoutAttributesForItem(at: path)! : layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path)!
        if kind == .cell, section == 0 { element.frame.origin.x += layout.direction == .rightToLeft ? offset : -offset }
        return element
    }

    /// The move from `from` in `direction`, searched among the frames shown with the carousel
    /// scrolled by `offset`, as far as they reach (the previewer's reach: 8 screens of 30).
    private func move(_ layout: CompositionalLayout, from: LayoutAttributes, _ direction: FocusDirection, offset: Double = 0) -> String? {
        let offsets = [0: offset]
        return FocusSearch.nearest(to: from, direction: direction, in: layout, maximumReach: 240,
                                   elements: { layout.layoutAttributesForElements(in: $0, orthogonalOffsets: offsets) },
                                   horizontalExtent: { layout.horizontalExtent(of: $0, orthogonalOffsets: offsets) })
            .map { "\($0.kind.rawValue) \($0.indexPath)" }
    }

    func testRightFromTheCardAtTheViewsEdgeReachesTheCardPastTheContentWidth() {
        let layout = layout()
        XCTAssertEqual(shown(layout, .cell, 0, 2, offset: 0).frame.minX, 49, "past W = 30")
        XCTAssertEqual(move(layout, from: shown(layout, .cell, 0, 1, offset: 0), .right), "cell 0.2")
    }

    func testLeftFromTheFirstCardShownReachesTheCardScrolledPastZero() {
        let layout = layout()
        let from = shown(layout, .cell, 0, 2, offset: 48)
        XCTAssertEqual(from.frame.minX, 1)
        XCTAssertEqual(move(layout, from: from, .left, offset: 48), "cell 0.1", "shown at x = −23")
        XCTAssertEqual(move(layout, from: shown(layout, .cell, 0, 3, offset: 48), .right, offset: 48), "cell 0.4", "shown at x = 49")
    }

    func testRightToLeftTheCardsPastZeroAndScrolledPastWAreReached() {
        let layout = layout(rightToLeft: true)
        XCTAssertEqual(shown(layout, .cell, 0, 2, offset: 0).frame.minX, -23, "mirrored: 30 − 49 − 4")
        XCTAssertEqual(move(layout, from: shown(layout, .cell, 0, 1, offset: 0), .left), "cell 0.2")
        // Scrolled by 48: card 2 at the right (25), card 1 at 49, past W.
        XCTAssertEqual(move(layout, from: shown(layout, .cell, 0, 2, offset: 48), .right, offset: 48), "cell 0.1")
    }

    func testEveryCardInOrderBothWaysInBothDirections() {
        for rightToLeft in [false, true] {
            let layout = layout(count: 5, rightToLeft: rightToLeft)
            let onward: FocusDirection = rightToLeft ? .left : .right, back: FocusDirection = rightToLeft ? .right : .left
            for offset in [0.0, 30, 78] {
                for item in 0..<4 {
                    XCTAssertEqual(move(layout, from: shown(layout, .cell, 0, item, offset: offset), onward, offset: offset),
                                   "cell 0.\(item + 1)", "right to left: \(rightToLeft), offset \(offset)")
                    XCTAssertEqual(move(layout, from: shown(layout, .cell, 0, item + 1, offset: offset), back, offset: offset),
                                   "cell 0.\(item)", "right to left: \(rightToLeft), offset \(offset)")
                }
                XCTAssertNil(move(layout, from: shown(layout, .cell, 0, 4, offset: offset), onward, offset: offset), "past the last card")
                XCTAssertNil(move(layout, from: shown(layout, .cell, 0, 0, offset: offset), back, offset: offset), "before the first")
            }
        }
    }

    /// Up and down into and out of a scrolled carousel go by what is shown: by 36, only card 2
    /// (13…17) is on screen, and it is the one a move from above or below lands on.
    func testUpAndDownIntoAndOutOfAScrolledOrthogonalSectionPickTheCardShown() {
        for rightToLeft in [false, true] {
            let layout = layout(rightToLeft: rightToLeft)
            let card = shown(layout, .cell, 0, 2, offset: 36)
            XCTAssertEqual(card.frame.minX, 13, "right to left: \(rightToLeft)")
            XCTAssertEqual(move(layout, from: shown(layout, .header, 0, 0, offset: 36), .down, offset: 36), "cell 0.2")
            XCTAssertEqual(move(layout, from: shown(layout, .cell, 1, 0, offset: 36), .up, offset: 36), "cell 0.2")
            XCTAssertEqual(move(layout, from: card, .down, offset: 36), "cell 1.0")
            XCTAssertEqual(move(layout, from: card, .up, offset: 36), "header 0.0")
        }
    }

    func testTheExtentIsTheOrthogonalSectionsScrolledSpanOnItsRowsOnly() {
        let layout = self.layout(), mirrored = self.layout(rightToLeft: true)
        let orthogonalRows = rect(10, 2, 1, 1), listRows = rect(10, 4.5, 1, 1)
        XCTAssertEqual(layout.horizontalExtent(of: orthogonalRows, orthogonalOffsets: [:]), 0...102)
        XCTAssertEqual(layout.horizontalExtent(of: orthogonalRows, orthogonalOffsets: [0: 5]), -5...97)
        XCTAssertEqual(mirrored.horizontalExtent(of: orthogonalRows, orthogonalOffsets: [:]), -72...30)
        XCTAssertEqual(mirrored.horizontalExtent(of: orthogonalRows, orthogonalOffsets: [0: 5]), -67...35)
        XCTAssertEqual(layout.horizontalExtent(of: listRows, orthogonalOffsets: [0: 5]), 0...30, "no carousel on these rows")
        XCTAssertEqual(layout.horizontalExtent(of: orthogonalRows, orthogonalOffsets: [0: .nan]), 0...102, "a NaN offset counts as 0")
    }

    /// A carousel of a million cards scrolled to the middle: a move meets the cards of its band
    /// only (the extent is the carousel's span, computed from its arithmetic, never its cards).
    func testAMoveInAMillionCardOrthogonalSectionMeetsFewElements() {
        for rightToLeft in [false, true] {
            let layout = layout(count: 1_000_000, rightToLeft: rightToLeft)
            let offset = 24.0 * 500_000   // card 500000 shown at x = 1 (25 right to left)
            var met = 0
            func move(_ item: Int, _ direction: FocusDirection) -> LayoutIndexPath? {
                let offsets = [0: offset]
                return FocusSearch.nearest(to: shown(layout, .cell, 0, item, offset: offset), direction: direction, in: layout, maximumReach: 240,
                                           elements: { rect in
                                               let found = layout.layoutAttributesForElements(in: rect, orthogonalOffsets: offsets)
                                               met += found.count
                                               return found
                                           },
                                           horizontalExtent: { layout.horizontalExtent(of: $0, orthogonalOffsets: offsets) })?.indexPath
            }
            let onward: FocusDirection = rightToLeft ? .left : .right, back: FocusDirection = rightToLeft ? .right : .left
            XCTAssertEqual(move(500_000, onward), LayoutIndexPath(item: 500_001, section: 0), "right to left: \(rightToLeft)")
            XCTAssertEqual(move(500_000, back), LayoutIndexPath(item: 499_999, section: 0), "right to left: \(rightToLeft)")
            XCTAssertEqual(move(500_001, back), LayoutIndexPath(item: 500_000, section: 0), "right to left: \(rightToLeft)")
            XCTAssertLessThan(met, 100, "three moves met \(met) elements")
        }
    }
}
