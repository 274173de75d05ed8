import XCTest
@testable import TrellisLayout

/// The UIKit life cycle, once for both families of the engine: every test runs over a waterfall,
/// tags, a grid, and compositional layouts with a fixed-size and a self-sizing group
/// (``LifecycleSubjects``). When a layout re-prepares, what stays the same, appends, pinned
/// headers, lazy layout. What only one family has is in `SectionedLifecycleTests` and
/// `CompositionalLifecycleTests`.
final class LifecycleTests: XCTestCase {
    /// 5,000 items of heights 1 to 9 (and widths 4 to 12, for tags) in 10 sections, in 3 columns for a waterfall.
    private func bigData(sections: Int = 10) -> TestDataSource {
        var rng = SeededGenerator(seed: 7)
        let heights = (0..<5_000).map { _ in Double(Int.random(in: 1...9, using: &rng)) }
        let style = SectionStyle(columns: 3, lineSpacing: 1)
        let perSection = heights.count / sections
        return TestDataSource((0..<sections).map { s in
            .init(style: style, items: heights[(s * perSection)..<((s + 1) * perSection)].enumerated().map {
                .init(width: Double(4 + $0.offset % 9), height: $0.element)
            })
        })
    }

    /// Plays the collection view: asks, and only re-prepares when told to.
    private func setBounds(_ layout: LifecycleLayout, _ bounds: Rect) {
        if layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            layout.bounds = bounds
            layout.invalidateLayout()
            layout.prepare()
        } else {
            layout.bounds = bounds
        }
    }

    private func name(_ layout: LifecycleLayout) -> String { LifecycleSubjects.name(layout) }

    func testScrollingNeverRePreparesAndAWidthChangeExactlyOnce() {
        for layout in LifecycleSubjects.layouts(bigData()) {
            layout.prepared(width: 80, height: 23)
            XCTAssertEqual(layout.prepareCount, 1, name(layout))
            for step in 1...1_000 {
                setBounds(layout, Rect(x: 0, y: Double(step), width: 80, height: 23))
                _ = layout.layoutAttributesForElements(in: layout.bounds)
            }
            XCTAssertEqual(layout.prepareCount, 1, "1,000 scroll steps: 0 prepares, \(name(layout))")
            for y in stride(from: 0.0, to: 5_000, by: 250) {
                layout.bounds.origin.y = y
                _ = layout.layoutAttributesForElements(in: layout.bounds)
            }
            XCTAssertEqual(layout.prepareCount, 1, "far scrolling: 0 prepares, \(name(layout))")
            setBounds(layout, Rect(x: 0, y: 1_000, width: 80, height: 40))
            XCTAssertEqual(layout.prepareCount, 1, "a height-only change: 0 prepares, \(name(layout))")
            setBounds(layout, Rect(x: 0, y: 1_000, width: 81, height: 40))
            XCTAssertEqual(layout.prepareCount, 2, "a width change: exactly 1 prepare, \(name(layout))")
        }
    }

    func testShouldInvalidateOnlyOnWidthChange() {
        for layout in LifecycleSubjects.layouts(bigData()) {
            layout.prepared(width: 80, height: 23)
            XCTAssertFalse(layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 500, width: 80, height: 23)), name(layout))
            XCTAssertFalse(layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 80, height: 99)), name(layout))
            XCTAssertTrue(layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 79, height: 23)), name(layout))
        }
    }

    func testPrepareIsLazyAndCompleteLayoutMakesTheSizeExact() {
        // One section of 5,000 (a fixed-size compositional section is computed whole), and ten of 500.
        for layout in LifecycleSubjects.lazyWithinASection(bigData(sections: 1)) + LifecycleSubjects.layouts(bigData()) {
            layout.prepared(width: 80, height: 23)
            XCTAssertFalse(layout.isContentSizeExact, name(layout))
            XCTAssertLessThan(layout.placedItemCount, 1_000, "prepare lays out only what the bounds need: \(name(layout))")
            let estimate = layout.collectionViewContentSize.height
            layout.completeLayout()
            XCTAssertTrue(layout.isContentSizeExact, name(layout))
            let exact = layout.collectionViewContentSize.height
            XCTAssertEqual(exact, layout.contentSize(forWidth: 80).height, name(layout))
            XCTAssertEqual(estimate, exact, accuracy: exact * 0.25, "the estimate is in the right range: \(name(layout))")
        }
    }

    func testContentSizeForWidthLeavesTheLayoutUntouched() {
        let data = TestDataSource(items: [(0..<7).map { .init(width: Double(2 + $0), height: Double(1 + $0 % 3)) },
                                          (0..<3).map { _ in .init(width: 5, height: 2) }])
        for layout in LifecycleSubjects.layouts(data) {
            layout.prepared(width: 20)
            let before = layout.allAttributes()
            let size = layout.collectionViewContentSize
            let other = LifecycleSubjects.sibling(of: layout, data).prepared(width: 31)
            other.completeLayout()
            XCTAssertEqual(layout.contentSize(forWidth: 31), other.collectionViewContentSize, name(layout))
            XCTAssertEqual(layout.allAttributes(), before, name(layout))
            XCTAssertEqual(layout.collectionViewContentSize, size, name(layout))
            XCTAssertEqual(layout.prepareCount, 1, name(layout))
        }
    }

    func testAppendingItemsEqualsAFullPrepare() {
        for seed: UInt64 in 1...60 {
            var rng = SeededGenerator(seed: seed)
            let data = RandomSpecs.dataSource(&rng, maxSections: 3)
            guard !data.sections.isEmpty else { continue }
            for layout in LifecycleSubjects.layouts(data) {
                layout.prepared(width: 50, height: 10)
                if Bool.random(using: &rng) { layout.completeLayout() }
                let section = Int.random(in: 0..<data.sections.count, using: &rng)
                // What is laid out so far (a complete layout, or only the first screen): it must not move.
                let before = layout.layoutAttributesForElements(in: layout.bounds).filter { $0.kind == .cell && $0.indexPath.section <= section }
                let extra = (0..<Int.random(in: 1...30, using: &rng)).map { _ in
                    TestDataSource.Item(width: Double(Int.random(in: 1...20, using: &rng)), height: Double(Int.random(in: 1...9, using: &rng)))
                }
                data.sections[section].items += extra
                layout.invalidateLayout(with: .itemsAppended(section: section))
                layout.prepare()
                let fresh = LifecycleSubjects.sibling(of: layout, data)
                fresh.prepared(width: 50, height: 10)
                XCTAssertEqual(layout.allAttributes(), fresh.allAttributes(), "seed \(seed) \(name(layout)) section \(section)")
                XCTAssertEqual(layout.collectionViewContentSize, fresh.collectionViewContentSize, "seed \(seed) \(name(layout))")
                for cell in before {
                    XCTAssertEqual(layout.layoutAttributesForItem(at: cell.indexPath), cell, "seed \(seed) \(name(layout))")
                }
            }
        }
    }

    func testAppendsKeepEveryFrameAndEndAsAFreshLayout() {
        for subject in LifecycleSubjects.layouts(TestDataSource(counts: [7, 3])).indices {
            let source = TestDataSource(counts: [7, 3])
            let layout = LifecycleSubjects.layouts(source)[subject].prepared(width: 20, height: 100)
            layout.completeLayout()
            let before = layout.allAttributes().filter { $0.kind == .cell && $0.indexPath.section == 0 }
            source.sections[0].items += Array(repeating: .init(), count: 6)
            layout.invalidateLayout(with: .itemsAppended(section: 0))
            layout.prepare()
            let fresh = LifecycleSubjects.sibling(of: layout, source).prepared(width: 20, height: 100)
            XCTAssertEqual(layout.allAttributes(), fresh.allAttributes(), name(layout))
            for cell in before { XCTAssertEqual(layout.layoutAttributesForItem(at: cell.indexPath), cell, name(layout)) }
            XCTAssertEqual(layout.collectionViewContentSize, fresh.collectionViewContentSize, name(layout))
        }
    }

    func testAnAppendToALazySectionContinuesIt() {
        for subject in LifecycleSubjects.layouts(TestDataSource(counts: [1])).indices {
            let source = TestDataSource(items: [(0..<3_000).map { .init(width: 6, height: Double(1 + $0 % 3)) },
                                                (0..<10).map { _ in .init(width: 6) }])
            let layout = LifecycleSubjects.layouts(source)[subject].prepared(width: 20, height: 10)
            XCTAssertFalse(layout.isContentSizeExact, name(layout))
            source.sections[0].items += (0..<500).map { .init(width: 6, height: Double(1 + $0 % 5)) }
            layout.invalidateLayout(with: .itemsAppended(section: 0))
            layout.prepare()
            let fresh = LifecycleSubjects.sibling(of: layout, source).prepared(width: 20, height: 10)
            XCTAssertEqual(layout.allAttributes(), fresh.allAttributes(), name(layout))
        }
    }

    func testAPinnedHeaderStaysAtTheTopUntilItsSectionsEndPushesItUp() {
        let style = SectionStyle(columns: 2, lineSpacing: 1, headerHeight: 1, footerHeight: 1)
        for subject in LifecycleSubjects.layouts(TestDataSource(counts: [1])).indices {
            let source = TestDataSource((0..<2).map { _ in .init(style: style, items: Array(repeating: .init(width: 8), count: 8)) })
            let layout = LifecycleSubjects.layouts(source)[subject]
            layout.prepared(width: 20, height: 10)
            layout.completeLayout()
            let placed = layout.layoutAttributesForSupplementaryView(ofKind: .header, at: LayoutIndexPath(item: 0, section: 0))!.frame
            XCTAssertEqual(placed.minY, 0, name(layout))
            layout.sectionHeadersPinToVisibleBounds = true
            let footer = layout.layoutAttributesForSupplementaryView(ofKind: .footer, at: LayoutIndexPath(item: 0, section: 0))!.frame
            let visible = rect(0, 5, 20, 10)
            layout.bounds = visible
            let header = layout.layoutAttributesForElements(in: visible).first { $0.kind == .header && $0.indexPath.section == 0 }
            XCTAssertEqual(header?.frame, rect(placed.minX, 5, placed.width, placed.height), name(layout))
            XCTAssertEqual(header?.zIndex, 20, name(layout))
            let late = rect(0, footer.minY - 0.5, 20, 10)
            layout.bounds = late
            let pushed = layout.layoutAttributesForElements(in: late).first { $0.kind == .header && $0.indexPath.section == 0 }
            XCTAssertEqual(pushed?.frame, rect(placed.minX, footer.minY - placed.height, placed.width, placed.height), name(layout))
        }
    }

    func testAPinnedHeaderDoesNotLayOutAWholeSection() {
        let style = SectionStyle(lineSpacing: 1, headerHeight: 1)
        let source = TestDataSource([.init(style: style, items: Array(repeating: .init(width: 8), count: 100_000))])
        for layout in LifecycleSubjects.lazyWithinASection(source) {
            layout.sectionHeadersPinToVisibleBounds = true
            layout.prepared(width: 20, height: 10)
            layout.bounds.origin.y = 30
            let header = layout.layoutAttributesForElements(in: layout.bounds).first { $0.kind == .header }
            XCTAssertEqual(header?.frame.minY, 30, name(layout))
            XCTAssertFalse(layout.isContentSizeExact, name(layout))
            XCTAssertLessThan(layout.placedItemCount, 1_000, name(layout))
        }
    }

    func testQueriesBeforePrepareDoNotTrap() {
        for layout in LifecycleSubjects.layouts(TestDataSource(heights: [1])) {
            let found = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 10, height: 10))
            if layout is SectionedLayout {
                // (A compositional section's zero-width cells lie at its left inset, inside the rect.)
                XCTAssertEqual(found.count, 0, "width 0 gives zero-width cells, which intersect nothing: \(name(layout))")
            }
            XCTAssertNil(layout.layoutAttributesForItem(at: LayoutIndexPath(item: 5, section: 0)), name(layout))
            XCTAssertNil(layout.layoutAttributesForItem(at: LayoutIndexPath(item: 0, section: -1)), name(layout))
            XCTAssertNil(layout.layoutAttributesForSupplementaryView(ofKind: .header, at: LayoutIndexPath(item: 0, section: 3)), name(layout))
        }
    }
}
