import XCTest
@testable import TrellisLayout

/// A data source of plain counts whose items have fixed heights, and whose supplementary views
/// answer `heightForSupplementaryView` from a table (rule 21's estimated boundary items).
final class SupplementaryHeightsDataSource: LayoutDataSource {
    var counts: [Int]
    var itemHeight: Double?
    var supplementaryHeights: [String: Double] = [:]
    private(set) var asked: [(kind: ElementKind, path: LayoutIndexPath, width: Double)] = []

    init(counts: [Int], itemHeight: Double? = nil) {
        self.counts = counts
        self.itemHeight = itemHeight
    }

    var numberOfSections: Int { counts.count }
    func numberOfItems(inSection section: Int) -> Int { counts[section] }
    func heightForItem(at indexPath: LayoutIndexPath, width: Double) -> Double? { itemHeight }
    func heightForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath, width: Double) -> Double? {
        asked.append((kind, indexPath, width))
        return supplementaryHeights["\(kind.rawValue) \(indexPath.section) \(indexPath.item)"]
    }
}

/// Rules 19–21 of the compositional layout (badges, decorations, boundary items) and the
/// layout-wide boundary items of rule 22, with hand-computed frames.
final class CompositionalBoundaryTests: XCTestCase {
    private let badge: ElementKind = "badge"

    private func supplementary(_ layout: CollectionLayout, _ kind: ElementKind, _ item: Int, _ section: Int) -> LayoutAttributes? {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: LayoutIndexPath(item: item, section: section))
    }

    private func decoration(_ layout: CollectionLayout, _ kind: ElementKind, _ item: Int, _ section: Int) -> LayoutAttributes? {
        layout.layoutAttributesForDecorationView(ofKind: kind, at: LayoutIndexPath(item: item, section: section))
    }

    /// The elements of `kind` a rect query of `rect` returns, by index path.
    private func found(_ layout: CollectionLayout, _ kind: ElementKind, in rect: Rect) -> [LayoutIndexPath: Rect] {
        var result: [LayoutIndexPath: Rect] = [:]
        for attributes in layout.layoutAttributesForElements(in: rect) where attributes.kind == kind {
            result[attributes.indexPath] = attributes.frame
        }
        return result
    }

    private func boundary(_ kind: ElementKind, _ alignment: LayoutBoundaryItem.Alignment, width: LayoutDimension = .fractionalWidth(1),
                          height: LayoutDimension, offset: Point = .zero, extends: Bool = true, pin: Bool = false) -> LayoutBoundaryItem {
        LayoutBoundaryItem(size: size(width, height), kind: kind, alignment: alignment, offset: offset,
                           extendsBoundary: extends, pinToVisibleBounds: pin)
    }

    /// The issue's cells: a 393-wide view, the section inset 25 at the left and top (55 at the
    /// right), four items of a quarter across 60.6-high rows: cell 0 at (25, 25, 78.25, 60.6).
    private func badgedGrid(count: Int, badges: [LayoutSupplementaryItem]) -> CompositionalLayout {
        let cell = LayoutItem(size: size(.fractionalWidth(0.25), .fractionalHeight(1)), supplementaryItems: badges)
        let row = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(60.6)), subitems: [cell])
        var section = LayoutSection(group: row)
        section.contentInsets = EdgeInsets(top: 25, left: 25, bottom: 0, right: 55)
        return CompositionalLayout(dataSource: TestDataSource(counts: [count]), section: section)
    }

    private var issueBadge: LayoutSupplementaryItem {
        LayoutSupplementaryItem(size: size(.absolute(20), .absolute(20)), kind: badge,
                                anchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3)))
    }

    // MARK: Rule 19: badges

    func testTheIssuesBadgeLiesAt89_19() {
        let layout = badgedGrid(count: 8, badges: [issueBadge]).prepared(width: 393, height: 600)
        XCTAssertEqual(layout.layoutAttributesForItem(at: LayoutIndexPath(item: 0, section: 0))?.frame, rect(25, 25, 78.25, 60.6))
        let attributes = supplementary(layout, badge, 0, 0)
        XCTAssertEqual(attributes?.frame, rect(89.25, 19, 20, 20))
        XCTAssertEqual(attributes?.category, .supplementaryView)
        XCTAssertEqual(attributes?.zIndex, 1)
        // Item 5: the second cell of the second row, at (103.25, 85.6): its badge at 103.25 + 78.25 − 20 + 6, 85.6 − 6.
        XCTAssertEqual(supplementary(layout, badge, 5, 0)?.frame, rect(167.5, 79.6, 20, 20))
        // The rect query finds them at the same frames.
        let all = found(layout, badge, in: rect(0, 0, 393, 600))
        XCTAssertEqual(all.count, 8)
        XCTAssertEqual(all[LayoutIndexPath(item: 0, section: 0)], rect(89.25, 19, 20, 20))
        XCTAssertEqual(all[LayoutIndexPath(item: 5, section: 0)], rect(167.5, 79.6, 20, 20))
        // A rect above the cells that holds only the badge's top finds it: y 19..25.
        XCTAssertEqual(Array(found(layout, badge, in: rect(90, 20, 1, 1)).keys), [LayoutIndexPath(item: 0, section: 0)])
        XCTAssertNil(supplementary(layout, badge, 8, 0))
    }

    func testAnchorsAlignAtTheirEdgesCentreWithoutAndMoveByAnAbsoluteOffset() {
        // One cell (0, 0, 10, 6).
        let group = LayoutGroup.horizontal(size: size(.absolute(10), .absolute(6)), subitems: [
            LayoutItem(size: size(.fractionalWidth(1), .fractionalHeight(1)), supplementaryItems: [
                LayoutSupplementaryItem(size: size(.absolute(2), .absolute(2)), kind: "a", anchor: LayoutAnchor(edges: [.bottom, .leading])),
                LayoutSupplementaryItem(size: size(.fractionalWidth(0.5), .fractionalHeight(0.5)), kind: "b",
                                        anchor: LayoutAnchor(edges: [], absoluteOffset: Point(x: 1, y: -1)), zIndex: 4),
                LayoutSupplementaryItem(size: size(.absolute(4), .absolute(2)), kind: "c",
                                        anchor: LayoutAnchor(edges: [.leading, .trailing, .top])),
            ]),
        ])
        let layout = CompositionalLayout.single(group, count: 1).prepared(width: 20)
        XCTAssertEqual(supplementary(layout, "a", 0, 0)?.frame, rect(0, 4, 2, 2))
        // 5 × 3 resolved against the cell, centred at (2.5, 1.5), moved by (1, −1).
        XCTAssertEqual(supplementary(layout, "b", 0, 0)?.frame, rect(3.5, 0.5, 5, 3))
        XCTAssertEqual(supplementary(layout, "b", 0, 0)?.zIndex, 4)
        // Both horizontal edges: centred across.
        XCTAssertEqual(supplementary(layout, "c", 0, 0)?.frame, rect(3, 0, 4, 2))
    }

    func testOnlyTheItemsThatCarryABadgeHaveOneInFixedAndSelfSizingSections() {
        let plain = item(.fractionalWidth(0.5), .fractionalHeight(1))
        let badged = LayoutItem(size: size(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [
            LayoutSupplementaryItem(size: size(.absolute(1), .absolute(1)), kind: badge, anchor: LayoutAnchor(edges: [.top, .trailing])),
        ])
        let fixed = CompositionalLayout.single(LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(3)),
                                                                      subitems: [plain, badged]), count: 5).prepared(width: 20)
        // Items 1 and 3 (the second slot), at (19, 0) and (19, 3).
        XCTAssertEqual(found(fixed, badge, in: rect(0, 0, 20, 24)),
                       [LayoutIndexPath(item: 1, section: 0): rect(19, 0, 1, 1), LayoutIndexPath(item: 3, section: 0): rect(19, 3, 1, 1)])
        XCTAssertNil(supplementary(fixed, badge, 0, 0))
        XCTAssertNil(supplementary(fixed, badge, 4, 0))
        // Self-sizing: estimated heights 2, 4, 3, 1: rows of 4 and 3.
        let sized = CompositionalLayout(dataSource: TestDataSource(heights: [2, 4, 3, 1]),
                                        section: LayoutSection(group: LayoutGroup.horizontal(
                                            size: size(.fractionalWidth(1), .estimated(1)),
                                            subitems: [item(.fractionalWidth(0.5), .estimated(1)),
                                                       LayoutItem(size: size(.fractionalWidth(0.5), .estimated(1)),
                                                                  supplementaryItems: badged.supplementaryItems)])))
            .prepared(width: 20)
        XCTAssertEqual(found(sized, badge, in: rect(0, 0, 20, 24)),
                       [LayoutIndexPath(item: 1, section: 0): rect(19, 0, 1, 1), LayoutIndexPath(item: 3, section: 0): rect(19, 4, 1, 1)])
        XCTAssertEqual(supplementary(sized, badge, 3, 0)?.frame, rect(19, 4, 1, 1))
    }

    func testBadgesFollowTheirItemsIntoNestedGroups() {
        func badged(_ kind: ElementKind) -> LayoutItem {
            LayoutItem(size: size(.fractionalWidth(1), .fractionalHeight(0.5)), supplementaryItems: [
                LayoutSupplementaryItem(size: size(.absolute(1), .absolute(1)), kind: kind, anchor: LayoutAnchor(edges: [.top, .leading])),
            ])
        }
        let column = LayoutGroup.vertical(size: size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [badged("b"), badged("c")])
        let row = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(4)),
                                         subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1)).layoutSubitem, .group(column)])
        let layout = CompositionalLayout.single(row, count: 6).prepared(width: 20)
        // Items 0, 3: the left item; 1, 4: the column's top; 2, 5: its bottom.
        XCTAssertEqual(found(layout, "b", in: rect(0, 0, 20, 24)),
                       [LayoutIndexPath(item: 1, section: 0): rect(10, 0, 1, 1), LayoutIndexPath(item: 4, section: 0): rect(10, 4, 1, 1)])
        XCTAssertEqual(found(layout, "c", in: rect(0, 0, 20, 24)),
                       [LayoutIndexPath(item: 2, section: 0): rect(10, 2, 1, 1), LayoutIndexPath(item: 5, section: 0): rect(10, 6, 1, 1)])
        XCTAssertNil(supplementary(layout, "b", 2, 0))
        XCTAssertEqual(supplementary(layout, "c", 5, 0)?.frame, rect(10, 6, 1, 1))
    }

    func testAFixedSizeSectionKeepsNothingPerBadgedItem() {
        let few = badgedGrid(count: 8, badges: [issueBadge]).prepared(width: 393, height: 600)
        let many = badgedGrid(count: 1_000_000, badges: [issueBadge]).prepared(width: 393, height: 600)
        many.completeLayout()
        // The same buffers (give or take the allocator's rounding of a capacity): a byte per item would be a megabyte.
        XCTAssertLessThan(many.retainedBytes, few.retainedBytes + 256)
        // The last item's badge, found by arithmetic.
        let last = 999_999, row = Double(last / 4)
        XCTAssertEqual(supplementary(many, badge, last, 0)?.frame,
                       rect(25 + 4 * 78.25 - 20 + 6, 25 + row * 60.6 - 6, 20, 20))
    }

    // MARK: Rule 20: decorations

    func testTheIssuesBackgroundIsTheSectionInsetBy5() {
        var background = LayoutDecorationItem.background(kind: .background)
        background.contentInsets = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        var section = LayoutSection(group: LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(260)),
                                                                  subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.decorationItems = [background]
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [1, 1]), section: section).prepared(width: 393, height: 800)
        let attributes = decoration(layout, .background, 0, 0)
        XCTAssertEqual(attributes?.frame, rect(5, 5, 383, 250))
        XCTAssertEqual(attributes?.category, .decorationView)
        XCTAssertEqual(attributes?.zIndex, -1)
        XCTAssertEqual(decoration(layout, .background, 0, 1)?.frame, rect(5, 265, 383, 250))
        XCTAssertNil(supplementary(layout, .background, 0, 0))
        XCTAssertNil(decoration(layout, .background, 1, 0))
        let all = layout.layoutAttributesForElements(in: rect(0, 0, 393, 800)).filter { $0.category == .decorationView }
        XCTAssertEqual(all.map(\.frame), [rect(5, 5, 383, 250), rect(5, 265, 383, 250)])
    }

    func testABackgroundSpansTheHeaderAndFooterAndSeveralOfAKindAreNumbered() {
        var section = LayoutSection(group: LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(2)),
                                                                  subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.contentInsets = EdgeInsets(top: 1, left: 2, bottom: 2, right: 3)
        section.headerHeight = 2
        section.footerHeight = 1
        section.decorationItems = [.background(kind: .background),
                                   LayoutDecorationItem(kind: .background, contentInsets: EdgeInsets(top: 1, left: 0, bottom: 0, right: 0), zIndex: -2)]
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [2]), section: section).prepared(width: 20)
        // Header 0..2, inset 1, cells 3..7, inset 2, footer 9..10: the section is (0, 0, 20, 10).
        XCTAssertEqual(decoration(layout, .background, 0, 0)?.frame, rect(0, 0, 20, 10))
        XCTAssertEqual(decoration(layout, .background, 1, 0)?.frame, rect(0, 1, 20, 9))
        XCTAssertEqual(decoration(layout, .background, 1, 0)?.zIndex, -2)
    }

    func testAQueryMeetingALazySectionFindsItsWholeBackground() {
        var section = LayoutSection(group: LayoutGroup.vertical(size: size(.fractionalWidth(1), .estimated(1)),
                                                                subitems: [item(.fractionalWidth(1), .estimated(1))]))
        section.decorationItems = [.background(kind: .background)]
        let layout = CompositionalLayout(dataSource: TestDataSource(heights: Array(repeating: 2, count: 500)), section: section)
            .prepared(width: 20, height: 10)
        XCTAssertEqual(found(layout, .background, in: rect(0, 0, 20, 10))[LayoutIndexPath(item: 0, section: 0)], rect(0, 0, 20, 1000))
    }

    // MARK: Rule 21: boundary items

    private func section(_ items: [LayoutBoundaryItem], insets: EdgeInsets = .zero, rowHeight: Double = 2) -> LayoutSection {
        var section = LayoutSection(group: LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(rowHeight)),
                                                                  subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.contentInsets = insets
        section.boundarySupplementaryItems = items
        return section
    }

    func testTopItemsStackAboveTheInsetCentredOrAlignedAndBottomItemsAfterIt() {
        let insets = EdgeInsets(top: 1, left: 2, bottom: 2, right: 4)
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [2]), section: section([
            boundary(.header, .top, width: .absolute(6), height: .absolute(2)),
            boundary("note", .topTrailing, width: .fractionalWidth(0.5), height: .absolute(1)),
            boundary("note", .topLeading, width: .absolute(3), height: .absolute(1)),
            boundary(.footer, .bottomLeading, width: .absolute(5), height: .absolute(1)),
            boundary("credits", .bottom, width: .absolute(4), height: .absolute(3)),
        ], insets: insets)).prepared(width: 20)
        // Container across: 2 ..< 16 (14 wide). Header 6 wide centred: x 2 + 4.
        XCTAssertEqual(supplementary(layout, .header, 0, 0)?.frame, rect(6, 0, 6, 2))
        XCTAssertEqual(supplementary(layout, "note", 0, 0)?.frame, rect(9, 2, 7, 1))
        XCTAssertEqual(supplementary(layout, "note", 1, 0)?.frame, rect(2, 3, 3, 1))
        // Content at 4 + 1; two rows to 9; inset 2: the bottom stack starts at 11.
        XCTAssertEqual(layout.cellFrames(), [rect(2, 5, 14, 2), rect(2, 7, 14, 2)])
        XCTAssertEqual(supplementary(layout, .footer, 0, 0)?.frame, rect(2, 11, 5, 1))
        XCTAssertEqual(supplementary(layout, "credits", 0, 0)?.frame, rect(7, 12, 4, 3))
        XCTAssertEqual(supplementary(layout, "credits", 0, 0)?.zIndex, 10)
        XCTAssertEqual(layout.collectionViewContentSize.height, 15)
    }

    func testTheShorthandsComeFirstOfTheirKind() {
        var framed = section([boundary(.header, .top, height: .absolute(1)), boundary(.footer, .bottom, height: .absolute(3))])
        framed.headerHeight = 2
        framed.footerHeight = 1
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [1]), section: framed).prepared(width: 20)
        XCTAssertEqual(supplementary(layout, .header, 0, 0)?.frame, rect(0, 0, 20, 2))
        XCTAssertEqual(supplementary(layout, .header, 1, 0)?.frame, rect(0, 2, 20, 1))
        XCTAssertEqual(supplementary(layout, .footer, 0, 0)?.frame, rect(0, 5, 20, 1))
        XCTAssertEqual(supplementary(layout, .footer, 1, 0)?.frame, rect(0, 6, 20, 3))
    }

    func testAnOffsetMovesTheFrameNotTheSpaceAndANonExtendingItemOverlaysTheContent() {
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [1]), section: section([
            boundary(.header, .top, height: .absolute(2), offset: Point(x: 1, y: -1)),
            boundary("overlay", .topTrailing, width: .absolute(3), height: .absolute(1), extends: false),
            boundary(.footer, .bottom, height: .absolute(1), extends: false),
        ])).prepared(width: 20)
        XCTAssertEqual(supplementary(layout, .header, 0, 0)?.frame, rect(1, -1, 20, 2))
        // The content starts at 2 all the same; the overlay lies on it.
        XCTAssertEqual(layout.cellFrames(), [rect(0, 2, 20, 2)])
        XCTAssertEqual(supplementary(layout, "overlay", 0, 0)?.frame, rect(17, 2, 3, 1))
        // The footer reserves nothing: it ends where the section ends, over the last row.
        XCTAssertEqual(supplementary(layout, .footer, 0, 0)?.frame, rect(0, 3, 20, 1))
        XCTAssertEqual(layout.collectionViewContentSize.height, 4)
        // The header, moved up, is found by a query above the content (and the section's top).
        XCTAssertEqual(found(layout, .header, in: rect(0, -1, 20, 0.5)).count, 1)
    }

    func testSideItemsStackBesideTheContentAndReserveTheirColumns() {
        // Width 20, insets 1 at the sides. A 4-wide leading column (3 + 2 high), a 2-wide
        // trailing one (10 high); the content spans 1 + 4 = 5 ..< 20 − 1 − 2 = 17.
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [2]), section: section([
            boundary(.header, .top, height: .absolute(1)),
            boundary("index", .leading, width: .absolute(4), height: .absolute(3)),
            boundary("index", .leading, width: .absolute(3), height: .absolute(2)),
            boundary("rail", .trailing, width: .absolute(2), height: .absolute(10)),
            boundary(.footer, .bottom, height: .absolute(1)),
        ], insets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))).prepared(width: 20)
        XCTAssertEqual(supplementary(layout, .header, 0, 0)?.frame, rect(1, 0, 18, 1))
        XCTAssertEqual(supplementary(layout, "index", 0, 0)?.frame, rect(1, 1, 4, 3))
        XCTAssertEqual(supplementary(layout, "index", 1, 0)?.frame, rect(1, 4, 3, 2))
        XCTAssertEqual(supplementary(layout, "rail", 0, 0)?.frame, rect(17, 1, 2, 10))
        XCTAssertEqual(layout.cellFrames(), [rect(5, 2, 12, 2), rect(5, 4, 12, 2)])
        // The content ends at 6 + inset 1 = 7, the rail at 11: the footer follows the rail.
        XCTAssertEqual(supplementary(layout, .footer, 0, 0)?.frame, rect(1, 11, 18, 1))
    }

    func testWithoutFollowingTheInsetsBoundaryItemsSpanTheFullWidth() {
        var framed = section([boundary("banner", .top, width: .fractionalWidth(0.5), height: .absolute(1))],
                             insets: EdgeInsets(top: 0, left: 2, bottom: 0, right: 4))
        framed.headerHeight = 2
        let follows = CompositionalLayout(dataSource: TestDataSource(counts: [1]), section: framed).prepared(width: 20)
        XCTAssertEqual(supplementary(follows, .header, 0, 0)?.frame, rect(2, 0, 14, 2))
        XCTAssertEqual(supplementary(follows, "banner", 0, 0)?.frame, rect(5.5, 2, 7, 1))
        framed.supplementariesFollowContentInsets = false
        let full = CompositionalLayout(dataSource: TestDataSource(counts: [1]), section: framed).prepared(width: 20)
        XCTAssertEqual(supplementary(full, .header, 0, 0)?.frame, rect(0, 0, 20, 2))
        XCTAssertEqual(supplementary(full, "banner", 0, 0)?.frame, rect(5, 2, 10, 1))
        XCTAssertEqual(full.cellFrames(), [rect(2, 3, 14, 2)])
    }

    func testAnEstimatedHeightSelfSizesWhenItsSectionBeginsAndTheRestStaysLazy() {
        let data = SupplementaryHeightsDataSource(counts: [1000, 1000], itemHeight: 1)
        data.supplementaryHeights = ["header 1 0": 5, "footer 0 0": 3]
        var selfSizing = LayoutSection(group: LayoutGroup.vertical(size: size(.fractionalWidth(1), .estimated(1)),
                                                                   subitems: [item(.fractionalWidth(1), .estimated(1))]))
        selfSizing.contentInsets = EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        selfSizing.boundarySupplementaryItems = [boundary(.header, .top, height: .estimated(2)),
                                                 boundary(.footer, .bottom, width: .absolute(6), height: .estimated(1))]
        let layout = CompositionalLayout(dataSource: data, section: selfSizing).prepared(width: 20, height: 10)
        // Section 0's header keeps its estimate (no answer); it was asked at its width 16.
        XCTAssertEqual(supplementary(layout, .header, 0, 0)?.frame, rect(2, 0, 16, 2))
        XCTAssertEqual(data.asked.first.map { "\($0.kind.rawValue) \($0.path.section) \($0.width)" }, "header 0 16.0")
        XCTAssertLessThan(layout.placedItemCount, 1000)
        // Section 1's header: the section begins after 2 + 1000 + 3 (the footer self-sized to 3).
        XCTAssertEqual(supplementary(layout, .footer, 0, 0)?.frame, rect(7, 1002, 6, 3))
        XCTAssertEqual(supplementary(layout, .header, 0, 1)?.frame, rect(2, 1005, 16, 5))
        XCTAssertEqual(layout.cellFrames(section: 1).first, rect(2, 1010, 16, 1))
    }

    // MARK: Rule 21: pinning

    /// Two sections of 10 rows of 2 with a pinned 1-high header and a pinned 1-high footer: section
    /// 0 spans 0 ..< 22 (header 0, rows 1 ..< 21, footer 21), section 1 spans 22 ..< 44.
    private func pinnedLayout() -> CompositionalLayout {
        CompositionalLayout(dataSource: TestDataSource(counts: [10, 10]), section: section([
            boundary(.header, .top, height: .absolute(1), pin: true),
            boundary(.footer, .bottom, height: .absolute(1), pin: true),
        ])).prepared(width: 20, height: 6)
    }

    private func pinned(_ layout: CompositionalLayout, at y: Double) -> [String] {
        layout.bounds = rect(0, y, 20, 6)
        return layout.layoutAttributesForElements(in: layout.bounds).filter { $0.kind != .cell }
            .map { "\($0.kind.rawValue) \($0.indexPath.section) \($0.frame.minY)" }.sorted()
    }

    func testAPinnedHeaderStaysAtTheVisibleTopUntilItsSectionsEndPushesItUp() {
        let layout = pinnedLayout()
        let prepares = layout.prepareCount
        // At 0: the header where it is, the footer at the visible bottom (6 − 1).
        XCTAssertEqual(pinned(layout, at: 0), ["footer 0 5.0", "header 0 0.0"])
        // At 8: the header at 8, the footer at 13.
        XCTAssertEqual(pinned(layout, at: 8), ["footer 0 13.0", "header 0 8.0"])
        // At 20.5: section 0 ends at 21: its header is pushed up to 20 and its footer rests at
        // 21; section 1's header at 22 and its footer pinned at the visible bottom 25.5.
        XCTAssertEqual(pinned(layout, at: 20.5), ["footer 0 21.0", "footer 1 25.5", "header 0 20.0", "header 1 22.0"])
        // At 30: section 1's header at 30, its footer at 35.
        XCTAssertEqual(pinned(layout, at: 30), ["footer 1 35.0", "header 1 30.0"])
        // At the end (content 44): the header pushed up to 42, the footer at rest at 43.
        XCTAssertEqual(pinned(layout, at: 42.5), ["footer 1 43.0", "header 1 42.0"])
        XCTAssertEqual(layout.prepareCount, prepares, "scrolling never prepares again")
        // The single queries answer for the bounds.
        XCTAssertEqual(supplementary(layout, .header, 0, 1)?.frame, rect(0, 42, 20, 1))
        layout.bounds = rect(0, 8, 20, 6)
        XCTAssertEqual(supplementary(layout, .footer, 0, 0)?.frame, rect(0, 13, 20, 1))
        XCTAssertEqual(supplementary(layout, .header, 0, 0)?.frame, rect(0, 8, 20, 1))
    }

    func testPinnedFootersOfALazySectionAreAtTheVisibleBottomBeforeItCloses() {
        var selfSizing = LayoutSection(group: LayoutGroup.vertical(size: size(.fractionalWidth(1), .estimated(1)),
                                                                   subitems: [item(.fractionalWidth(1), .estimated(1))]))
        selfSizing.boundarySupplementaryItems = [boundary(.footer, .bottom, height: .absolute(1), pin: true)]
        let layout = CompositionalLayout(dataSource: TestDataSource(heights: Array(repeating: 1, count: 100_000)), section: selfSizing)
            .prepared(width: 20, height: 6)
        XCTAssertEqual(found(layout, .footer, in: layout.bounds)[LayoutIndexPath(item: 0, section: 0)], rect(0, 5, 20, 1))
        XCTAssertLessThan(layout.placedItemCount, 1000)
    }

    func testTheLayoutSaysWhetherItPinsBoundaryItems() {
        var plain = section([boundary(.header, .top, height: .absolute(1))])
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [1]), section: plain)
        XCTAssertFalse(layout.pinsBoundaryItems)
        layout.sectionHeadersPinToVisibleBounds = true
        XCTAssertTrue(layout.pinsBoundaryItems)
        plain.boundarySupplementaryItems = [boundary(.footer, .bottom, height: .absolute(1), pin: true)]
        XCTAssertTrue(CompositionalLayout(dataSource: TestDataSource(counts: [1]), section: plain).pinsBoundaryItems)
        var configuration = CompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [boundary("top", .top, height: .absolute(1), pin: true)]
        XCTAssertTrue(CompositionalLayout(dataSource: TestDataSource(counts: [1]), section: section([]),
                                          configuration: configuration).pinsBoundaryItems)
    }

    func testSectionHeadersPinToVisibleBoundsStillPinsTheHeaderShorthand() {
        var framed = section([])
        framed.headerHeight = 1
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [10, 10]), section: framed)
        layout.sectionHeadersPinToVisibleBounds = true
        _ = layout.prepared(width: 20, height: 6)
        layout.bounds = rect(0, 7, 20, 6)
        let header = layout.layoutAttributesForElements(in: layout.bounds).first { $0.kind == .header }
        XCTAssertEqual(header?.frame, rect(0, 7, 20, 1))
        XCTAssertEqual(header?.zIndex, 20)
        XCTAssertEqual(supplementary(layout, .header, 0, 0)?.frame, rect(0, 7, 20, 1))
    }

    // MARK: Layout-wide boundary items

    func testLayoutWideItemsGoAroundAllSectionsAndPin() {
        var configuration = CompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            boundary("top", .top, height: .absolute(3), pin: true),
            boundary("end", .bottom, width: .absolute(8), height: .absolute(2)),
            boundary("bar", .bottomTrailing, width: .absolute(4), height: .absolute(1), pin: true),
        ]
        var framed = section([])
        framed.headerHeight = 1
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [10, 10]), section: framed, configuration: configuration)
            .prepared(width: 20, height: 6)
        // Section 0 starts below the layout's top item; sections are 21 high: the content ends at
        // 3 + 42, then the bottom items.
        XCTAssertEqual(supplementary(layout, .header, 0, 0)?.frame, rect(0, 3, 20, 1))
        XCTAssertEqual(supplementary(layout, "top", 0, 0)?.frame, rect(0, 0, 20, 3))
        XCTAssertEqual(layout.layoutAttributesForElements(in: layout.bounds).first { $0.kind == "bar" }?.frame, rect(16, 5, 4, 1))
        layout.bounds = rect(0, 10, 20, 6)
        let shown = layout.layoutAttributesForElements(in: layout.bounds)
        XCTAssertEqual(shown.first { $0.kind == "top" }?.frame, rect(0, 10, 20, 3))
        XCTAssertEqual(shown.first { $0.kind == "bar" }?.frame, rect(16, 15, 4, 1))
        XCTAssertEqual(supplementary(layout, "end", 0, 0)?.frame, rect(6, 45, 8, 2))
        XCTAssertEqual(supplementary(layout, "bar", 0, 0)?.frame, rect(16, 15, 4, 1))
        XCTAssertEqual(layout.collectionViewContentSize.height, 48)
        // At the end the pinned items rest: the top one pushed up by the bottom stack at 45.
        layout.bounds = rect(0, 42, 20, 6)
        let end = layout.layoutAttributesForElements(in: layout.bounds)
        XCTAssertEqual(end.first { $0.kind == "top" }?.frame, rect(0, 42, 20, 3))
        XCTAssertEqual(end.first { $0.kind == "bar" }?.frame, rect(16, 47, 4, 1))
        XCTAssertEqual(end.first { $0.kind == "end" }?.frame, rect(6, 45, 8, 2))
    }

    func testWithNoSectionTheLayoutsItemsStackFromTheTop() {
        var configuration = CompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [boundary("top", .top, height: .absolute(3)),
                                                    boundary("end", .bottom, height: .absolute(2))]
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: []), section: section([]), configuration: configuration)
            .prepared(width: 20)
        XCTAssertEqual(supplementary(layout, "top", 0, 0)?.frame, rect(0, 0, 20, 3))
        XCTAssertEqual(supplementary(layout, "end", 0, 0)?.frame, rect(0, 3, 20, 2))
        XCTAssertEqual(layout.layoutAttributesForElements(in: rect(0, 0, 20, 24)).map(\.kind), ["top", "end"])
        XCTAssertEqual(layout.collectionViewContentSize.height, 5)
    }

    // MARK: Right to left

    func testRightToLeftMirrorsBadgesSideItemsAndDecorations() {
        var mirrored = section([boundary("index", .leading, width: .absolute(4), height: .absolute(3))])
        mirrored.group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(2)), subitems: [
            LayoutItem(size: size(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [
                LayoutSupplementaryItem(size: size(.absolute(1), .absolute(1)), kind: badge, anchor: LayoutAnchor(edges: [.top, .leading])),
            ]),
        ])
        mirrored.decorationItems = [LayoutDecorationItem(kind: .background, contentInsets: EdgeInsets(top: 0, left: 1, bottom: 0, right: 0))]
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [2]), section: mirrored)
        layout.direction = .rightToLeft
        _ = layout.prepared(width: 20)
        // Left to right: index (0, 0, 4, 3), cells (4, 0, 8, 2) and (12, 0, 8, 2), badges at their
        // left corners, the background (1, 0, 19, 3).
        XCTAssertEqual(supplementary(layout, "index", 0, 0)?.frame, rect(16, 0, 4, 3))
        XCTAssertEqual(layout.cellFrames(), [rect(8, 0, 8, 2), rect(0, 0, 8, 2)])
        XCTAssertEqual(supplementary(layout, badge, 0, 0)?.frame, rect(15, 0, 1, 1))
        XCTAssertEqual(supplementary(layout, badge, 1, 0)?.frame, rect(7, 0, 1, 1))
        XCTAssertEqual(decoration(layout, .background, 0, 0)?.frame, rect(0, 0, 19, 3))
        XCTAssertEqual(found(layout, badge, in: rect(0, 0, 20, 24)).count, 2)
    }

    // MARK: Appends and orthogonal sections

    func testAppendingItemsMovesFootersBadgesAndTheLayoutsFooterAsAFreshLayoutPlacesThem() {
        var configuration = CompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [boundary("end", .bottom, height: .absolute(2))]
        func make(_ data: TestDataSource, selfSizing: Bool) -> CompositionalLayout {
            let cell = LayoutItem(size: size(.fractionalWidth(0.5), selfSizing ? .estimated(1) : .fractionalHeight(1)),
                                  supplementaryItems: [LayoutSupplementaryItem(size: size(.absolute(1), .absolute(1)), kind: badge,
                                                                               anchor: LayoutAnchor(edges: [.bottom, .trailing]))])
            var framed = LayoutSection(group: LayoutGroup.horizontal(size: size(.fractionalWidth(1), selfSizing ? .estimated(1) : .absolute(2)),
                                                                     subitems: [cell]))
            framed.headerHeight = 1
            framed.footerHeight = 1
            framed.decorationItems = [.background(kind: .background)]
            return CompositionalLayout(dataSource: data, section: framed, configuration: configuration)
        }
        for selfSizing in [false, true] {
            let data = TestDataSource(heights: [1, 2, 3])
            let layout = make(data, selfSizing: selfSizing).prepared(width: 20)
            _ = layout.allAttributes()
            data.sections[0].items += [.init(height: 2), .init(height: 1)]
            layout.invalidateLayout(with: .itemsAppended(section: 0))
            let fresh = make(TestDataSource(heights: [1, 2, 3, 2, 1]), selfSizing: selfSizing).prepared(width: 20)
            XCTAssertEqual(layout.allAttributes().map(describe), fresh.allAttributes().map(describe), "self-sizing \(selfSizing)")
            XCTAssertEqual(supplementary(layout, "end", 0, 0)?.frame.minY, layout.collectionViewContentSize.height - 2)
        }
    }

    func testBadgesOfAnOrthogonalSectionScrollWithTheirCells() {
        var shelf = LayoutSection(group: LayoutGroup.horizontal(size: size(.absolute(6), .absolute(3)), subitems: [
            LayoutItem(size: size(.fractionalWidth(1), .fractionalHeight(1)), supplementaryItems: [
                LayoutSupplementaryItem(size: size(.absolute(1), .absolute(1)), kind: badge, anchor: LayoutAnchor(edges: [.top, .trailing])),
            ]),
        ]))
        shelf.orthogonalScrollingBehavior = .continuous
        shelf.interGroupSpacing = 1
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [10]), section: shelf).prepared(width: 20)
        // Cells at x = 7k, badges at 7k + 5; scrolled by 10 the view shows x 10 ..< 30.
        XCTAssertEqual(supplementary(layout, badge, 2, 0)?.frame, rect(19, 0, 1, 1))
        let scrolled = layout.layoutAttributesForElements(in: rect(0, 0, 20, 24), orthogonalOffsets: [0: 10])
            .filter { $0.kind == badge }.map { "\($0.indexPath.item) \($0.frame.minX)" }
        XCTAssertEqual(scrolled, ["1 2.0", "2 9.0", "3 16.0"])
    }

    private func describe(_ a: LayoutAttributes) -> String {
        "\(a.category) \(a.kind.rawValue) \(a.indexPath.section).\(a.indexPath.item) \(a.frame) z\(a.zIndex)"
    }
}
