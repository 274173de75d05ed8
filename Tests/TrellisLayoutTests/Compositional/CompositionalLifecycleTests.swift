import XCTest
@testable import TrellisLayout

/// What only the compositional layout has of the life cycle: invalidation by a height its sizes
/// depend on, cells poking out of their section, queries with orthogonal and zero-pitch sections,
/// and a fixed-size section's memory. The rest is in `LifecycleTests`, over both families.
final class CompositionalLifecycleTests: XCTestCase {
    private let mosaic = LifecycleSubjects.mosaic
    private let selfSizingRow = LifecycleSubjects.selfSizingRow

    private func section(_ group: LayoutGroup) -> LayoutSection { LifecycleSubjects.section(group) }

    func testOnlyAWidthChangeOrAHeightThatMattersInvalidates() {
        let fixed = CompositionalLayout.single(mosaic, count: 10).prepared(width: 20, height: 10)
        XCTAssertTrue(fixed.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 21, 10)))
        XCTAssertFalse(fixed.shouldInvalidateLayout(forBoundsChange: rect(0, 50, 20, 30)))
        let tall = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .fractionalHeight(0.5)),
                                          subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let byHeight = CompositionalLayout.single(tall, count: 10).prepared(width: 20, height: 10)
        XCTAssertTrue(byHeight.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 20, 12)))
        let provided = CompositionalLayout(dataSource: TestDataSource(counts: [1])) { _, _ in LayoutSection(group: self.mosaic) }
            .prepared(width: 20, height: 10)
        XCTAssertTrue(provided.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 20, 12)))
    }

    func testAFractionalHeightFollowsTheViewAfterInvalidation() {
        let tall = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .fractionalHeight(0.5)),
                                          subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let layout = CompositionalLayout.single(tall, count: 2).prepared(width: 20, height: 10)
        XCTAssertEqual(layout.cellFrames(), [rect(0, 0, 20, 5), rect(0, 5, 20, 5)])
        let newBounds = rect(0, 0, 20, 4)
        XCTAssertTrue(layout.shouldInvalidateLayout(forBoundsChange: newBounds))
        layout.bounds = newBounds
        layout.invalidateLayout()
        layout.prepare()
        XCTAssertEqual(layout.cellFrames(), [rect(0, 0, 20, 2), rect(0, 2, 20, 2)])
    }

    func testQueriesFindExactlyTheCellsThatMeetTheRect() {
        var rng = SeededGenerator(seed: 7)
        let zeroPitch = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(0)),
                                               subitems: [item(.fractionalWidth(0.25), .absolute(2))])
        for group in [mosaic, selfSizingRow, zeroPitch] {
            for orthogonal in [false, true] {
                var section = section(group)
                if orthogonal { section.orthogonalScrollingBehavior = .continuous }
                let source = TestDataSource(items: [(0..<997).map { .init(height: Double(1 + $0 % 3)) }, (0..<13).map { _ in .init() }])
                let layout = CompositionalLayout(dataSource: source, section: section).prepared(width: 20, height: 10)
                layout.completeLayout()
                var every: [LayoutAttributes] = []
                for s in 0..<2 {
                    for i in 0..<source.sections[s].items.count {
                        every.append(layout.layoutAttributesForItem(at: LayoutIndexPath(item: i, section: s))!)
                    }
                }
                let height = layout.collectionViewContentSize.height
                for _ in 0..<60 {
                    let query = rect(Double.random(in: -10...200, using: &rng), Double.random(in: -5...height, using: &rng),
                                     Double.random(in: 0...60, using: &rng), Double.random(in: 0...40, using: &rng))
                    let found = layout.layoutAttributesForElements(in: query).filter { $0.kind == .cell }.sorted(by: canonicalOrder)
                    let expected = every.filter { $0.frame.intersects(query) }.sorted(by: canonicalOrder)
                    XCTAssertEqual(found, expected, "\(group) orthogonal \(orthogonal) \(query)")
                }
            }
        }
    }

    func testACellPokingOutOfItsSectionIsFoundBelowIt() {
        let tall = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(1)),
                                          subitems: [item(.fractionalWidth(1), .fractionalHeight(30))])
        for group in [tall, LayoutGroup.horizontal(size: size(.fractionalWidth(1), .estimated(1)),
                                                   subitems: [LayoutGroup.vertical(size: size(.fractionalWidth(1), .absolute(1)),
                                                                                   subitems: [item(.fractionalWidth(1), .absolute(30))])])] {
            let layout = CompositionalLayout(dataSource: TestDataSource(counts: [1, 40, 1]), section: LayoutSection(group: group))
                .prepared(width: 10, height: 10)
            // Section 0 ends at 1, its cell reaches 30: a rect in section 1 meets it.
            let found = layout.layoutAttributesForElements(in: rect(0, 20, 10, 2)).filter { $0.kind == .cell }
            XCTAssertTrue(found.contains { $0.indexPath == LayoutIndexPath(item: 0, section: 0) }, "\(found)")
        }
    }

    func testAFixedSizeSectionRetainsNothingPerItem() {
        let small = CompositionalLayout(dataSource: TestDataSource(counts: [10]), section: section(mosaic)).prepared(width: 80)
        let huge = CompositionalLayout(dataSource: TestDataSource(counts: [1_000_000]), section: section(mosaic)).prepared(width: 80)
        XCTAssertTrue(huge.isContentSizeExact)
        // The same template either way (buffers counted by capacity, which the allocator may round differently).
        XCTAssertLessThan(abs(huge.retainedBytes - small.retainedBytes), 256)
        XCTAssertLessThanOrEqual(Double(huge.retainedBytes) / 1_000_000, 8)
        // The last item, found by arithmetic: instance 333,333 (3 items each) at y = 2 + k·7.
        XCTAssertEqual(huge.layoutAttributesForItem(at: LayoutIndexPath(item: 999_999, section: 0))?.frame,
                       rect(1, 2 + 333_333 * 7, 39, 6))
    }

    func testALookupOfAKindItDoesNotHaveLaysNothingOut() {
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [100_000]), section: section(selfSizingRow))
            .prepared(width: 20, height: 10)
        XCTAssertNil(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: LayoutIndexPath(item: 5, section: 0)))
        XCTAssertNil(layout.layoutAttributesForDecorationView(ofKind: "band", at: LayoutIndexPath(item: 0, section: 0)))
        XCTAssertNil(layout.layoutAttributesForDecorationView(ofKind: .background, at: LayoutIndexPath(item: 0, section: 0)))
        XCTAssertFalse(layout.isContentSizeExact)
        XCTAssertLessThan(layout.placedItemCount, 1_000)
    }
}
