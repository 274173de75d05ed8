import XCTest
@testable import TrellisLayout
import TrellisTestSupport

/// Rules 19–22 scrolling horizontally, frames worked by hand: boundary items, badges,
/// backgrounds and layout-wide items are built in screen terms and turned a quarter with their
/// section, so a `.top` header lies above the section's content and a `.bottom` footer below it.
final class CompositionalHorizontalBoundaryTests: XCTestCase {
    /// Answers a header's self-sized height: 3 at a width of 20, else nothing.
    private final class HeaderHeights: LayoutDataSource {
        var numberOfSections: Int { 1 }
        func numberOfItems(inSection section: Int) -> Int { 3 }
        var widthsAsked: [Double] = []
        func heightForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath, width: Double) -> Double? {
            guard kind == .header else { return nil }
            widthsAsked.append(width)
            return width == 20 ? 3 : nil
        }
    }

    /// A view 20 × 10 (screen). Columns 4 wide, the section's height (a `.vertical` group
    /// `absolute(4)` × `fractionalHeight(1)`), each cell badged 1 × 1 at `[.top, .trailing]`; a
    /// `.top` header `fractionalWidth(1)` × `estimated(2)` (self-sized: 3), a `.bottom` footer
    /// `fractionalWidth(1)` × `absolute(1)`, a background inset 1 at the top; a layout-wide
    /// `.leading` item `absolute(1)` × `fractionalHeight(1)`.
    ///
    /// In layout space (10 × 20, turned a quarter) the layout-wide item is a top bar (0, 0, 10, 1);
    /// the section starts at 1; the header is a leading column (0, 1, 3, 20) (its layout width is
    /// its screen height, measured at its screen width 20), the footer a trailing one
    /// (9, 1, 1, 20); the content spans x 3 ..< 9: groups 6 × 4 at y 1, 5, 9; the section ends with
    /// its columns at 21. Turned back:
    ///
    /// ```text
    ///  ┃═══════ header (1, 0, 20, 3) ═══════
    ///  ┃┌──[b]┌──[b]┌──[b]        cells (1, 3, 4, 6), (5, 3, 4, 6), (9, 3, 4, 6); badges at x 4, 8, 12, y 3
    ///  ┃│0.0 ││0.1 ││0.2 │
    ///  ┃└────┘└────┘└────┘
    ///  ┃═══════ footer (1, 9, 20, 1) ═══════
    ///  the layout-wide item (0, 0, 1, 10); background (1, 1, 20, 9); content 21 × 10
    /// ```
    func testAHorizontalSectionsHeaderFooterBadgesAndBackgroundLieAroundItsContentOnScreen() {
        let badge = LayoutSupplementaryItem(size: LayoutSize(width: .absolute(1), height: .absolute(1)), kind: "badge",
                                            anchor: LayoutAnchor(edges: [.top, .trailing]))
        let cell = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)), supplementaryItems: [badge])
        var section = LayoutSection(group: LayoutGroup.vertical(size: LayoutSize(width: .absolute(4), height: .fractionalHeight(1)),
                                                                subitems: [cell]))
        section.boundarySupplementaryItems = [
            LayoutBoundaryItem(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(2)), kind: .header, alignment: .top),
            LayoutBoundaryItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(1)), kind: .footer, alignment: .bottom),
        ]
        section.decorationItems = [LayoutDecorationItem(kind: .background, contentInsets: EdgeInsets(top: 1, left: 0, bottom: 0, right: 0))]
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.boundarySupplementaryItems = [
            LayoutBoundaryItem(size: LayoutSize(width: .absolute(1), height: .fractionalHeight(1)), kind: "rail", alignment: .leading),
        ]
        let data = HeaderHeights()
        let layout = CompositionalLayout(dataSource: data, sections: [section], configuration: configuration)
        layout.bounds = rect(0, 0, 20, 10)
        layout.prepare()
        layout.completeLayout()
        let zero = LayoutIndexPath(item: 0, section: 0)
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: "rail", at: zero)?.frame, rect(0, 0, 1, 10))
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: .header, at: zero)?.frame, rect(1, 0, 20, 3))
        XCTAssertEqual(data.widthsAsked.last, 20, "the header is measured at its screen width")
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: .footer, at: zero)?.frame, rect(1, 9, 20, 1))
        XCTAssertEqual(layout.cellFrames(), [rect(1, 3, 4, 6), rect(5, 3, 4, 6), rect(9, 3, 4, 6)])
        XCTAssertEqual((0..<3).map { layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: LayoutIndexPath(item: $0, section: 0))?.frame },
                       [rect(4, 3, 1, 1), rect(8, 3, 1, 1), rect(12, 3, 1, 1)])
        XCTAssertEqual(layout.layoutAttributesForDecorationView(ofKind: .background, at: zero)?.frame, rect(1, 1, 20, 9))
        XCTAssertEqual(layout.collectionViewContentSize, Size(width: 21, height: 10))
        // A rect query finds each with the frame its own query gives.
        let found = layout.layoutAttributesForElements(in: rect(0, 0, 21, 10)).filter { $0.category != .cell }
            .map { "\($0.kind.rawValue) \($0.indexPath.item) \($0.frame)" }.sorted()
        XCTAssertEqual(found, ["background 0 \(rect(1, 1, 20, 9))", "badge 0 \(rect(4, 3, 1, 1))", "badge 1 \(rect(8, 3, 1, 1))",
                               "badge 2 \(rect(12, 3, 1, 1))", "footer 0 \(rect(1, 9, 20, 1))", "header 0 \(rect(1, 0, 20, 3))",
                               "rail 0 \(rect(0, 0, 1, 10))"])
    }

    /// Corner alignments turn with the section: a `.topTrailing` item 2 × 1 lies at the top of
    /// the section at its far (trailing, screen right) end of the container; a `.bottomLeading`
    /// one at the bottom, at the section's left. View 20 × 10, one column 4 × 10 of one cell.
    ///
    /// In layout space `.topTrailing` is `.bottomLeading`: a bottom item at the layout's left,
    /// after the section's end; `.bottomLeading` is `.topTrailing`: a top item at the layout's
    /// right (x = 10 − 1), before the content. Layout: top item (9, 0, 1, 2); the content from
    /// y 2 (the top stack), group (0, 2, 10, 4); the bottom item (0, 6, 1, 2). Turned back:
    /// `.bottomLeading` (0, 9, 2, 1), the cell (2, 0, 4, 10), `.topTrailing` (6, 0, 2, 1).
    func testCornerAlignmentsTurnWithTheSection() {
        let cell = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        var section = LayoutSection(group: LayoutGroup.vertical(size: LayoutSize(width: .absolute(4), height: .fractionalHeight(1)),
                                                                subitems: [cell]))
        section.boundarySupplementaryItems = [
            LayoutBoundaryItem(size: LayoutSize(width: .absolute(2), height: .absolute(1)), kind: "a", alignment: .topTrailing),
            LayoutBoundaryItem(size: LayoutSize(width: .absolute(2), height: .absolute(1)), kind: "b", alignment: .bottomLeading),
        ]
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [1]), sections: [section], configuration: configuration)
            .prepared(width: 20, height: 10)
        layout.completeLayout()
        let zero = LayoutIndexPath(item: 0, section: 0)
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: "a", at: zero)?.frame, rect(6, 0, 2, 1))
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: "b", at: zero)?.frame, rect(0, 9, 2, 1))
        XCTAssertEqual(layout.cellFrames(), [rect(2, 0, 4, 10)])
        XCTAssertEqual(layout.collectionViewContentSize, Size(width: 8, height: 10))
    }
}
