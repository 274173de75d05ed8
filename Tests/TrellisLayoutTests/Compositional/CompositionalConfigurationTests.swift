import XCTest
@testable import TrellisLayout

/// Rules 22 and 23 of the compositional layout: the layout configuration (the spacing between
/// sections, horizontal scrolling) and the content insets reference with the environment's
/// effective content size and insets.
final class CompositionalConfigurationTests: XCTestCase {
    /// Full-width rows 2 high, under a header of `header`.
    private func rows(header: Double = 0) -> LayoutSection {
        var section = LayoutSection(group: .horizontal(size: size(.fractionalWidth(1), .absolute(2)),
                                                       subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.headerHeight = header
        return section
    }

    // MARK: Rule 22: interSectionSpacing

    func testInterSectionSpacingSeparatesSectionsButNotTheFirstOrTheLast() {
        var configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 3
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [2, 2, 2]), section: rows(), configuration: configuration)
            .prepared(width: 10)
        // Section 0: 0 and 2, ends at 4; section 1 starts at 4 + 3 = 7; section 2 at 11 + 3 = 14.
        XCTAssertEqual(layout.cellFrames(section: 0), [rect(0, 0, 10, 2), rect(0, 2, 10, 2)])
        XCTAssertEqual(layout.cellFrames(section: 1), [rect(0, 7, 10, 2), rect(0, 9, 10, 2)])
        XCTAssertEqual(layout.cellFrames(section: 2), [rect(0, 14, 10, 2), rect(0, 16, 10, 2)])
        layout.completeLayout()
        XCTAssertEqual(layout.collectionViewContentSize, Size(width: 10, height: 18), "no spacing after the last section")
    }

    func testInterSectionSpacingLiesAboveTheNextSectionsHeader() {
        var configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 3
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [2, 2]), section: rows(header: 1), configuration: configuration)
            .prepared(width: 10)
        let header = layout.layoutAttributesForSupplementaryView(ofKind: .header, at: LayoutIndexPath(item: 0, section: 1))
        // Section 0: header 0, rows 1 and 3, ends at 5; section 1's header at 5 + 3 = 8.
        XCTAssertEqual(header?.frame, rect(0, 8, 10, 1))
        XCTAssertEqual(layout.cellFrames(section: 1), [rect(0, 9, 10, 2), rect(0, 11, 10, 2)])
        // A query between the sections finds nothing in the gap.
        XCTAssertEqual(layout.layoutAttributesForElements(in: rect(0, 5, 10, 3)).count, 0)
    }

    func testBadInterSectionSpacingCountsAsZero() {
        for spacing in [-4, Double.nan, .infinity] {
            var configuration = CompositionalLayoutConfiguration()
            configuration.interSectionSpacing = spacing
            let layout = CompositionalLayout(dataSource: TestDataSource(counts: [1, 1]), section: rows(), configuration: configuration)
                .prepared(width: 10)
            XCTAssertEqual(layout.cellFrames(section: 1), [rect(0, 2, 10, 2)], "\(spacing)")
        }
    }

    func testSettingTheConfigurationInvalidatesTheLayout() {
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [1, 1]), section: rows()).prepared(width: 10)
        XCTAssertEqual(layout.cellFrames(section: 1), [rect(0, 2, 10, 2)])
        layout.configuration.interSectionSpacing = 5
        XCTAssertEqual(layout.cellFrames(section: 1), [rect(0, 7, 10, 2)])
    }

    // MARK: Rule 22: scrollDirection horizontal

    /// Columns of two cards: a vertical group 6 wide and the container's full height, its items
    /// half of it, insets top 1, left 2, bottom 1, groups 1 apart.
    private var columns: LayoutSection {
        var section = LayoutSection(group: .vertical(size: size(.absolute(6), .fractionalHeight(1)),
                                                     subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))]))
        section.contentInsets = EdgeInsets(top: 1, left: 2, bottom: 1, right: 0)
        section.interGroupSpacing = 1
        return section
    }

    private func horizontal(spacing: Double = 0) -> CompositionalLayoutConfiguration {
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = spacing
        return configuration
    }

    func testAHorizontalLayoutLaysTheSectionsOutLeftToRight() {
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [5, 2]), section: columns, configuration: horizontal(spacing: 3))
        XCTAssertTrue(CompositionalLayout.supportsHorizontalScrolling)
        XCTAssertTrue(layout.isHorizontal)
        layout.bounds = rect(0, 0, 20, 10)
        layout.prepare()
        // The container is 10 − 1 − 1 = 8 high: groups 6 × 8, cards 6 × 4, from x = 2, 1 apart.
        XCTAssertEqual(layout.cellFrames(section: 0), [rect(2, 1, 6, 4), rect(2, 5, 6, 4), rect(9, 1, 6, 4), rect(9, 5, 6, 4),
                                                       rect(16, 1, 6, 4)])
        // Section 0 ends at 16 + 6 = 22; section 1 starts 3 later, at 25, its group at 25 + 2.
        XCTAssertEqual(layout.cellFrames(section: 1), [rect(27, 1, 6, 4), rect(27, 5, 6, 4)])
        layout.completeLayout()
        XCTAssertEqual(layout.collectionViewContentSize, Size(width: 33, height: 10))
        // A rect query meets the cards on screen.
        let shown = layout.layoutAttributesForElements(in: rect(20, 0, 8, 10)).filter { $0.kind == .cell }.map(\.frame)
        XCTAssertEqual(Set(shown), [rect(16, 1, 6, 4), rect(27, 1, 6, 4), rect(27, 5, 6, 4)])
    }

    func testFractionalWidthsResolveAgainstTheViewsWidthInAHorizontalLayout() {
        // A group fractionalWidth(0.5) of the section container's width, W − inset.left − inset.right = 20 − 2 = 18: 9.
        var section = columns
        section.group.size = size(.fractionalWidth(0.5), .fractionalHeight(1))
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [3]), section: section, configuration: horizontal())
        layout.bounds = rect(0, 0, 20, 10)
        layout.prepare()
        XCTAssertEqual(layout.cellFrames(), [rect(2, 1, 9, 4), rect(2, 5, 9, 4), rect(12, 1, 9, 4)])
        XCTAssertTrue(layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 21, 10)), "the widths depend on the view's width")
        XCTAssertTrue(layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 20, 11)))
        XCTAssertFalse(layout.shouldInvalidateLayout(forBoundsChange: rect(5, 0, 20, 10)), "scrolling never re-prepares")
    }

    func testAHorizontalLayoutsHeaderIsABarAtTheSectionsLeadingEdge() {
        var section = columns
        section.headerHeight = 2
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [2]), section: section, configuration: horizontal())
        layout.bounds = rect(0, 0, 20, 10)
        layout.prepare()
        // Transposed: the header is 2 wide, from the top inset to the bottom one; the groups follow it.
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: .header, at: LayoutIndexPath(item: 0, section: 0))?.frame,
                       rect(0, 1, 2, 8))
        XCTAssertEqual(layout.cellFrames(), [rect(4, 1, 6, 4), rect(4, 5, 6, 4)])
    }

    func testAHorizontalLayoutsOrthogonalSectionsScrollVertically() {
        var section = LayoutSection(group: .horizontal(size: size(.absolute(4), .fractionalHeight(0.5)),
                                                       subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 1
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [3, 1]), sections: [section, columns],
                                         configuration: horizontal())
        layout.bounds = rect(0, 0, 20, 10)
        layout.prepare()
        // Groups 4 wide and 5 high, down the screen 1 apart: y 0, 6, 12 (past the view's height).
        XCTAssertEqual(layout.cellFrames(), [rect(0, 0, 4, 5), rect(0, 6, 4, 5), rect(0, 12, 4, 5)])
        // The section is 4 wide: the next one starts there.
        XCTAssertEqual(layout.cellFrames(section: 1), [rect(6, 1, 6, 4)])
        let info = layout.orthogonalSection(0)
        XCTAssertEqual(info?.scrollsVertically, true)
        XCTAssertEqual(info?.minY, 0, "the band is the x-range 0 ..< 4 on screen")
        XCTAssertEqual(info?.maxY, 4)
        XCTAssertEqual(info?.contentWidth, 17, "3·5 + 2·1 down the screen")
        XCTAssertEqual(info?.maximumOffset(viewWidth: 10), 7, "against the view's height")
        XCTAssertEqual(layout.orthogonalSections(in: rect(0, 0, 20, 10)).map(\.section), [0])
        XCTAssertEqual(layout.orthogonalSections(in: rect(5, 0, 20, 10)).map(\.section), [], "a rect right of the band")
        // Scrolled by 6: group 1 at the top, reported moved up.
        let shown = layout.layoutAttributesForElements(in: rect(0, 0, 20, 10), orthogonalOffsets: [0: 6])
            .filter { $0.kind == .cell && $0.indexPath.section == 0 }.sorted(by: canonicalOrder)
        XCTAssertEqual(shown.map(\.indexPath.item), [1, 2])
        XCTAssertEqual(shown.map(\.frame), [rect(0, 0, 4, 5), rect(0, 6, 4, 5)])
    }

    func testAHorizontalLayoutIgnoresRightToLeft() {
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [2]), section: columns, configuration: horizontal())
        layout.direction = .rightToLeft
        layout.bounds = rect(0, 0, 20, 10)
        layout.prepare()
        XCTAssertEqual(layout.cellFrames(), [rect(2, 1, 6, 4), rect(2, 5, 6, 4)])
    }

    func testLayoutSectionAtIsInScreenTermsInAHorizontalLayout() {
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [2]), section: columns, configuration: horizontal())
        layout.bounds = rect(0, 0, 20, 10)
        layout.prepare()
        XCTAssertEqual(layout.layoutSection(at: 0), columns)
    }

    func testTransposingTwiceGivesTheSectionBack() {
        var section = columns
        section.headerHeight = 1
        section.group.edgeSpacing = LayoutEdgeSpacing(leading: .fixed(1), top: .flexible(2))
        section.boundarySupplementaryItems = [LayoutBoundaryItem(size: size(.fractionalWidth(1), .absolute(1)), kind: .footer,
                                                                 alignment: .bottomLeading, offset: Point(x: 1, y: 2))]
        XCTAssertEqual(section.transposed.transposed, section)
        XCTAssertEqual(section.transposed.group.axis, .horizontal)
        XCTAssertEqual(section.transposed.group.size, size(.fractionalWidth(1), .absolute(6)))
        XCTAssertEqual(section.transposed.contentInsets, EdgeInsets(top: 2, left: 1, bottom: 0, right: 1))
        XCTAssertEqual(section.transposed.boundarySupplementaryItems.first?.alignment, .topTrailing)
    }

    // MARK: Rule 23: contentInsetsReference

    /// The collection view's insets of the examples: content insets 3 left and 1 right (5 top and
    /// bottom), a safe area of 10 and 12 at the sides (44 and 34 at the top and bottom), margins 16.
    private let viewInsets = CollectionViewInsets(contentInsets: EdgeInsets(top: 5, left: 3, bottom: 5, right: 1),
                                                  safeAreaInsets: EdgeInsets(top: 44, left: 10, bottom: 34, right: 12),
                                                  layoutMargins: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))

    /// The environment a section provider is given, and the row frame laid out, for `reference`
    /// in a view `width` x 20; the row's section has insets of 2 at the left.
    private func laidOut(_ reference: ContentInsetsReference, width: Double,
                         horizontal: Bool = false) -> (environment: LayoutEnvironment?, row: Rect?) {
        var configuration = CompositionalLayoutConfiguration()
        configuration.contentInsetsReference = reference
        if horizontal { configuration.scrollDirection = .horizontal }
        var seen: LayoutEnvironment?
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [1]), configuration: configuration) { _, environment in
            seen = environment
            var section = LayoutSection(group: .horizontal(size: size(.fractionalWidth(1), .fractionalHeight(1)),
                                                           subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
            section.contentInsets = EdgeInsets(left: 2)
            return section
        }
        layout.collectionViewInsets = viewInsets
        layout.bounds = rect(0, 0, width, 20)
        layout.prepare()
        return (seen, layout.cellFrames().first)
    }

    func testEachReferenceGivesItsEffectiveInsetsAndTheSectionsAreLaidOutWithinThem() {
        // reference: (left, right) insets: the content insets 3 and 1 plus the reference's.
        let cases: [(ContentInsetsReference, Double, Double)] = [
            (.none, 3, 1), (.automatic, 13, 13), (.safeArea, 13, 13), (.layoutMargins, 19, 17),
            // 400 − 3 − 1 − 16 − 16 = 364 is narrower than 672: the margins alone.
            (.readableContent, 19, 17),
        ]
        for (reference, left, right) in cases {
            let (environment, row) = laidOut(reference, width: 400)
            XCTAssertEqual(environment?.container.contentSize, Size(width: 400, height: 20), "\(reference)")
            XCTAssertEqual(environment?.container.effectiveContentInsets, EdgeInsets(top: 0, left: left, bottom: 0, right: right), "\(reference)")
            XCTAssertEqual(environment?.container.effectiveContentSize, Size(width: 400 - left - right, height: 20), "\(reference)")
            // The row: the effective insets plus the section's 2 at the left.
            XCTAssertEqual(row, rect(left + 2, 0, 400 - left - right - 2, 20), "\(reference)")
        }
    }

    func testReadableContentIsAtMost672Centred() {
        // 1024 − 3 − 1 − 16 − 16 = 988; (988 − 672) / 2 = 158 more at each side.
        let (environment, row) = laidOut(.readableContent, width: 1024)
        XCTAssertEqual(environment?.container.effectiveContentInsets, EdgeInsets(top: 0, left: 177, bottom: 0, right: 175))
        XCTAssertEqual(environment?.container.effectiveContentSize.width, 672)
        XCTAssertEqual(row, rect(179, 0, 670, 20))
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [1]), section: rows())
        layout.configuration.contentInsetsReference = .readableContent
        layout.collectionViewInsets = CollectionViewInsets(layoutMargins: EdgeInsets(left: 20, right: 20))
        XCTAssertEqual(layout.environment(viewSize: Size(width: 1024, height: 768)).container.effectiveContentSize, Size(width: 672, height: 768))
        let insets = CollectionViewInsets(layoutMargins: EdgeInsets(left: 20, right: 20))
        XCTAssertEqual(insets.effectiveContentInsets(reference: .readableContent, viewSize: Size(width: 1024, height: 768), vertically: true),
                       EdgeInsets(top: 0, left: 176, bottom: 0, right: 176))
    }

    func testAHorizontalLayoutsEffectiveInsetsAreAtTheTopAndBottom() {
        let (environment, row) = laidOut(.safeArea, width: 100, horizontal: true)
        XCTAssertEqual(environment?.container.contentSize, Size(width: 100, height: 20))
        // 5 + 44 at the top, 5 + 34 at the bottom: 100 − 88 = 12... of the height 20: nothing left but 0.
        XCTAssertEqual(environment?.container.effectiveContentInsets, EdgeInsets(top: 49, left: 0, bottom: 39, right: 0))
        XCTAssertEqual(environment?.container.effectiveContentSize, Size(width: 100, height: 0))
        XCTAssertEqual(row?.height, 0)
        let (none, noneRow) = laidOut(.none, width: 100, horizontal: true)
        XCTAssertEqual(none?.container.effectiveContentInsets, EdgeInsets(top: 5, left: 0, bottom: 5, right: 0))
        // The row: fractionalWidth(1) of the container 100 − 2 wide, 20 − 5 − 5 high, from x 2, y 5.
        XCTAssertEqual(noneRow, rect(2, 5, 98, 10))
    }

    func testBadCollectionViewInsetsCountAsZero() {
        let insets = CollectionViewInsets(contentInsets: EdgeInsets(top: 0, left: -5, bottom: 0, right: .nan),
                                          safeAreaInsets: EdgeInsets(left: .infinity, right: 4))
        XCTAssertEqual(insets.effectiveContentInsets(reference: .safeArea, viewSize: Size(width: 50, height: 10), vertically: true),
                       EdgeInsets(top: 0, left: 0, bottom: 0, right: 4))
    }
}
