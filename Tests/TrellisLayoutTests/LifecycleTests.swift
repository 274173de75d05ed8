import XCTest
@testable import TrellisLayout

/// The UIKit life cycle: when a layout re-prepares, and what stays the same.
final class LifecycleTests: XCTestCase {
    private func bigData() -> TestDataSource {
        var rng = SeededGenerator(seed: 7)
        return TestDataSource(heights: (0..<5_000).map { _ in Double(Int.random(in: 1...9, using: &rng)) },
                              style: SectionStyle(columns: 3, lineSpacing: 1))
    }

    /// Plays the collection view: asks, and only re-prepares when told to.
    private func setBounds(_ layout: SectionedLayout, _ bounds: Rect) {
        if layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            layout.bounds = bounds
            layout.invalidateLayout()
            layout.prepare()
        } else {
            layout.bounds = bounds
        }
    }

    func testScrollingNeverRePreparesAndAWidthChangeExactlyOnce() {
        for layout in RandomSpecs.layouts(bigData()) {
            layout.prepared(width: 80, height: 23)
            XCTAssertEqual(layout.prepareCount, 1)
            for step in 1...1_000 {
                setBounds(layout, Rect(x: 0, y: Double(step), width: 80, height: 23))
                _ = layout.layoutAttributesForElements(in: layout.bounds)
            }
            XCTAssertEqual(layout.prepareCount, 1, "1,000 scroll steps: 0 prepares")
            setBounds(layout, Rect(x: 0, y: 1_000, width: 80, height: 40))
            XCTAssertEqual(layout.prepareCount, 1, "a height-only change: 0 prepares")
            setBounds(layout, Rect(x: 0, y: 1_000, width: 81, height: 40))
            XCTAssertEqual(layout.prepareCount, 2, "a width change: exactly 1 prepare")
        }
    }

    func testShouldInvalidateOnlyOnWidthChange() {
        let layout = WaterfallLayout(dataSource: bigData()).prepared(width: 80, height: 23)
        XCTAssertFalse(layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 500, width: 80, height: 23)))
        XCTAssertFalse(layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 80, height: 99)))
        XCTAssertTrue(layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 79, height: 23)))
    }

    func testPrepareIsLazyAndCompleteLayoutMakesTheSizeExact() {
        let data = bigData()
        let layout = WaterfallLayout(dataSource: data).prepared(width: 80, height: 23)
        XCTAssertFalse(layout.isContentSizeExact)
        XCTAssertLessThan(layout.engine.run!.store.frames.count, 1_000, "prepare lays out only what the bounds need")
        let estimate = layout.collectionViewContentSize.height
        layout.completeLayout()
        XCTAssertTrue(layout.isContentSizeExact)
        let exact = layout.collectionViewContentSize.height
        XCTAssertEqual(exact, layout.contentSize(forWidth: 80).height)
        XCTAssertEqual(estimate, exact, accuracy: exact * 0.25, "the estimate is in the right range")
    }

    func testContentSizeForWidthLeavesTheLayoutUntouched() {
        let layout = TagLayout(dataSource: TestDataSource(widths: [5, 5, 5, 5])).prepared(width: 10)
        let before = layout.allAttributes()
        XCTAssertEqual(layout.contentSize(forWidth: 20), Size(width: 20, height: 1))
        XCTAssertEqual(layout.contentSize(forWidth: 5), Size(width: 5, height: 4))
        XCTAssertEqual(layout.allAttributes(), before)
        XCTAssertEqual(layout.collectionViewContentSize, Size(width: 10, height: 2))
        XCTAssertEqual(layout.prepareCount, 1)
    }

    func testAppendingItemsEqualsAFullPrepare() {
        for seed: UInt64 in 1...60 {
            var rng = SeededGenerator(seed: seed)
            let data = RandomSpecs.dataSource(&rng, maxSections: 3)
            guard !data.sections.isEmpty else { continue }
            for layout in RandomSpecs.layouts(data) {
                layout.prepared(width: 50, height: 10)
                if Bool.random(using: &rng) { layout.completeLayout() }
                let section = Int.random(in: 0..<data.sections.count, using: &rng)
                let extra = (0..<Int.random(in: 1...30, using: &rng)).map { _ in
                    TestDataSource.Item(width: Double(Int.random(in: 1...20, using: &rng)), height: Double(Int.random(in: 1...9, using: &rng)))
                }
                data.sections[section].items += extra
                layout.invalidateLayout(with: .itemsAppended(section: section))
                layout.prepare()
                let fresh = RandomSpecs.sibling(of: layout, data)
                fresh.prepared(width: 50, height: 10)
                XCTAssertEqual(layout.allAttributes(), fresh.allAttributes(), "seed \(seed) \(layout.name) section \(section)")
                XCTAssertEqual(layout.collectionViewContentSize, fresh.collectionViewContentSize)
            }
        }
    }

    func testAppendToTheLastSectionKeepsEarlierFrames() {
        let data = TestDataSource(heights: [3, 1, 2], style: SectionStyle(columns: 2, footerHeight: 1))
        let layout = WaterfallLayout(dataSource: data).prepared(width: 10)
        layout.completeLayout()
        let framesBefore = layout.engine.run!.store.frames
        data.sections[0].items.append(.init(height: 5))
        layout.invalidateLayout(with: .itemsAppended(section: 0))
        layout.prepare()
        layout.completeLayout()
        XCTAssertEqual(Array(layout.engine.run!.store.frames.prefix(3)), framesBefore)
        XCTAssertEqual(layout.cellFrames()[3], Rect(x: 0, y: 3, width: 5, height: 5))
        XCTAssertEqual(layout.collectionViewContentSize.height, 9)
    }

    func testQueriesBeforePrepareDoNotTrap() {
        let layout = WaterfallLayout(dataSource: TestDataSource(heights: [1]))
        XCTAssertEqual(layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 10, height: 10)).count, 0,
                       "width 0 gives zero-width cells, which intersect nothing")
        XCTAssertNil(layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0)))
        XCTAssertNil(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: -1)))
        XCTAssertNil(layout.layoutAttributesForSupplementaryView(ofKind: .header, at: IndexPath(item: 0, section: 3)))
    }
}
