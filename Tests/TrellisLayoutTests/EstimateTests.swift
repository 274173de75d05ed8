import XCTest
@testable import TrellisLayout

/// The content size of a lazy layout before it completes (see
/// ``SectionedLayout/collectionViewContentSize``): it counts every item the data source has, never
/// falls below what is known, and for items alike stays within the documented bound of the exact
/// size, at every step of appends, reflows and partial scrolls.
final class EstimateTests: XCTestCase {
    /// The audit's repro: 1,000 items plus 1,000 appended report the fresh layout's 3,000
    /// before completion, not 1,500.
    func testAppendedItemsCountBeforeCompletion() {
        let data = TestDataSource(heights: Array(repeating: 3, count: 1_000), style: SectionStyle(columns: 2))
        let layout = WaterfallLayout(dataSource: data).prepared(width: 40, height: 20)
        XCTAssertFalse(layout.isContentSizeExact)
        XCTAssertEqual(layout.collectionViewContentSize.height, 1_500)
        data.sections[0].items += Array(repeating: .init(height: 3), count: 1_000)
        layout.invalidateLayout(with: .itemsAppended(section: 0))
        XCTAssertEqual(layout.collectionViewContentSize.height, 3_000, "right after the invalidation")
        layout.prepare()
        XCTAssertFalse(layout.isContentSizeExact)
        XCTAssertEqual(layout.collectionViewContentSize.height, 3_000)
        XCTAssertEqual(WaterfallLayout(dataSource: data).prepared(width: 40, height: 20).collectionViewContentSize.height, 3_000)
    }

    /// Every item the data source has, read now (not as of the last prepare).
    private func itemCount(_ data: TestDataSource) -> Int {
        data.sections.reduce(0) { $0 + $1.items.count }
    }

    /// One random step: an append, a reflow, a partial scroll or a jump, as a collection view does them.
    private func randomStep(_ layout: SectionedLayout, _ data: TestDataSource, _ rng: inout SeededGenerator,
                            item: () -> TestDataSource.Item) -> String {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0 where !data.sections.isEmpty:
            let section = Int.random(in: 0..<data.sections.count, using: &rng)
            let count = Int.random(in: 1...60, using: &rng)
            data.sections[section].items += (0..<count).map { _ in item() }
            layout.invalidateLayout(with: .itemsAppended(section: section))
            if Bool.random(using: &rng) { layout.prepare() }
            return "append \(count) to \(section)"
        case 1:
            let width = Double(Int.random(in: 10...120, using: &rng))
            layout.bounds.size.width = width
            layout.invalidateLayout()
            layout.prepare()
            return "reflow to \(width)"
        case 2:
            layout.bounds.origin.y += Double(Int.random(in: 0...40, using: &rng))
            _ = layout.layoutAttributesForElements(in: layout.bounds)
            return "scroll to \(layout.bounds.minY)"
        default:
            let y = Double(Int.random(in: 0...2_000, using: &rng))
            layout.completeLayout(through: Rect(x: 0, y: y, width: layout.bounds.width, height: layout.bounds.height))
            return "lay out through \(y)"
        }
    }

    /// The estimate's terms: the known length `K`, the items placed `P`.
    private func terms(_ layout: SectionedLayout) -> (known: Double, placed: Int) {
        let run = layout.engine.run!
        return (max(run.extent, run.nextTop, run.knownExtent), run.store.frameCount)
    }

    func testTheEstimateCountsEveryItemAndNeverFallsBelowWhatIsKnown() {
        var checked = 0
        for seed: UInt64 in 1...60 {
            var rng = SeededGenerator(seed: seed)
            let data = RandomSpecs.dataSource(&rng, maxSections: 4, maxItems: 80)
            for layout in RandomSpecs.layouts(data) {
                layout.prepared(width: Double(Int.random(in: 10...120, using: &rng)), height: Double(Int.random(in: 2...40, using: &rng)))
                var history: [String] = []
                var itemRNG = SeededGenerator(seed: seed &+ 1_000)
                for _ in 0..<25 {
                    history.append(randomStep(layout, data, &rng) {
                        TestDataSource.Item(width: Double(Int.random(in: 1...20, using: &itemRNG)),
                                            height: Double(Int.random(in: 1...9, using: &itemRNG)))
                    })
                    let estimate = layout.collectionViewContentSize.height
                    guard !layout.isContentSizeExact else { continue }
                    let (known, placed) = terms(layout)
                    let total = Double(itemCount(data))
                    let expected = placed > 0 ? known * total / Double(placed) : known + total
                    let context = "seed \(seed) \(layout.name): \(history.joined(separator: ", "))"
                    XCTAssertEqual(estimate, expected, accuracy: 1e-9 * max(1, expected), "every item counted: \(context)")
                    XCTAssertGreaterThanOrEqual(estimate, known, context)
                    XCTAssertLessThanOrEqual(known, layout.contentSize(forWidth: layout.bounds.width).height,
                                             "what is known is never beyond the real end: \(context)")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 1_000)
    }

    /// The bound for one section of items alike (one size, one style): with `N` items, `P` of
    /// them placed, `|estimate − exact| ≤ (header + inset.top + inset.bottom + footer +
    /// 2 · (itemHeight + lineSpacing)) · N / P`.
    func testForItemsAlikeTheEstimateIsWithinTheBound() {
        var checked = 0
        for seed: UInt64 in 1...60 {
            var rng = SeededGenerator(seed: seed)
            let height = Double(Int.random(in: 1...12, using: &rng)), width = Double(Int.random(in: 1...20, using: &rng))
            let spacing = Double(Int.random(in: 0...3, using: &rng))
            let inset = EdgeInsets(top: Double(Int.random(in: 0...4, using: &rng)), left: Double(Int.random(in: 0...3, using: &rng)),
                                   bottom: Double(Int.random(in: 0...4, using: &rng)), right: Double(Int.random(in: 0...3, using: &rng)))
            let style = SectionStyle(columns: Int.random(in: 1...6, using: &rng), lineSpacing: spacing,
                                     interitemSpacing: Double(Int.random(in: 0...2, using: &rng)), inset: inset,
                                     itemHeight: height, headerHeight: Double(Int.random(in: 0...6, using: &rng)),
                                     footerHeight: Double(Int.random(in: 0...3, using: &rng)),
                                     itemSize: Size(width: width, height: height))
            let fixed = (style.headerHeight ?? 0) + inset.top + inset.bottom + (style.footerHeight ?? 0) + 2 * (height + spacing)
            let item = TestDataSource.Item(width: width, height: height)
            let data = TestDataSource([.init(style: style, items: Array(repeating: item, count: Int.random(in: 1...800, using: &rng)))])
            for layout in RandomSpecs.layouts(data) {
                layout.prepared(width: Double(Int.random(in: 10...120, using: &rng)), height: Double(Int.random(in: 2...40, using: &rng)))
                var history: [String] = []
                for _ in 0..<20 {
                    history.append(randomStep(layout, data, &rng) { item })
                    let estimate = layout.collectionViewContentSize.height
                    guard !layout.isContentSizeExact else { continue }
                    let (_, placed) = terms(layout)
                    guard placed > 0 else { continue }
                    let exact = layout.contentSize(forWidth: layout.bounds.width).height
                    let bound = fixed * Double(itemCount(data)) / Double(placed)
                    XCTAssertLessThanOrEqual(abs(estimate - exact), bound,
                                             "seed \(seed) \(layout.name): estimate \(estimate), exact \(exact); \(history.joined(separator: ", "))")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 500)
    }
}

/// The estimate of a waterfall whose data source knows each section's mean item height
/// (``LayoutDataSource/averageItemHeight(inSection:width:)``, as a spec's aspect ratios give it):
/// sections not laid out yet count at their columns' length, not at the mean length per item
/// placed elsewhere (issue 23: a wall of two sections read ~2219 for 3076.5).
final class AverageHeightEstimateTests: XCTestCase {
    /// Sections of items of one aspect ratio each: an item is `width × ratio` tall.
    final class RatioSource: LayoutDataSource {
        struct Section {
            var style: SectionStyle
            var ratio: Double
            var count: Int
        }

        var sections: [Section]
        /// How many times the mean height was asked.
        private(set) var averageAsks = 0

        init(_ sections: [Section]) { self.sections = sections }

        var numberOfSections: Int { sections.count }
        func numberOfItems(inSection section: Int) -> Int { sections[section].count }
        func style(forSection section: Int) -> SectionStyle { sections[section].style }
        func heightForItem(at indexPath: LayoutIndexPath, width: Double) -> Double? { width * sections[indexPath.section].ratio }
        func averageItemHeight(inSection section: Int, width: Double) -> Double? {
            averageAsks += 1
            return width * sections[section].ratio
        }
    }

    private func randomSource(_ rng: inout SeededGenerator) -> RatioSource {
        RatioSource((0..<Int.random(in: 1...5, using: &rng)).map { _ in
            let inset = EdgeInsets(top: Double(Int.random(in: 0...3, using: &rng)), left: Double(Int.random(in: 0...3, using: &rng)),
                                   bottom: Double(Int.random(in: 0...3, using: &rng)), right: Double(Int.random(in: 0...3, using: &rng)))
            let style = SectionStyle(columns: Int.random(in: 1...6, using: &rng), lineSpacing: Double(Int.random(in: 0...2, using: &rng)),
                                     interitemSpacing: Double(Int.random(in: 0...2, using: &rng)), inset: inset,
                                     headerHeight: Double(Int.random(in: 0...3, using: &rng)),
                                     footerHeight: Double(Int.random(in: 0...2, using: &rng)))
            return .init(style: style, ratio: [0.5625, 0.75, 1, 1.3333, 1.5].randomElement(using: &rng)!,
                         count: Int.random(in: 0...400, using: &rng))
        })
    }

    /// For sections of items alike, `|estimate − exact| ≤ itemHeight + lineSpacing` of the
    /// section being laid out (0 between sections), at every step of scrolls, jumps and reflows,
    /// however little is laid out.
    func testForSectionsOfOneRatioEachTheEstimateIsWithinOneRowOfTheSectionLaidOut() {
        var checked = 0
        for seed: UInt64 in 1...80 {
            var rng = SeededGenerator(seed: seed)
            let data = randomSource(&rng)
            let layout = WaterfallLayout(dataSource: data).prepared(width: Double(Int.random(in: 10...120, using: &rng)), height: 20)
            var history: [String] = []
            for _ in 0..<20 {
                switch Int.random(in: 0..<3, using: &rng) {
                case 0:
                    layout.bounds.size.width = Double(Int.random(in: 10...120, using: &rng))
                    layout.invalidateLayout()
                    layout.prepare()
                    history.append("reflow to \(layout.bounds.width)")
                case 1:
                    layout.bounds.origin.y += Double(Int.random(in: 0...60, using: &rng))
                    _ = layout.layoutAttributesForElements(in: layout.bounds)
                    history.append("scroll to \(layout.bounds.minY)")
                default:
                    let y = Double(Int.random(in: 0...3_000, using: &rng))
                    layout.completeLayout(through: Rect(x: 0, y: y, width: layout.bounds.width, height: 20))
                    history.append("lay out through \(y)")
                }
                guard !layout.isContentSizeExact, let run = layout.engine.run else { continue }
                let estimate = layout.collectionViewContentSize.height
                let exact = layout.contentSize(forWidth: layout.bounds.width).height
                var bound = 1e-9 * max(1, exact)
                if run.sectionIsOpen {
                    let style = layout.resolvedStyle(forSection: run.sections.count - 1)
                    let itemWidth = WaterfallPlacer.itemWidth(style: style, width: run.width)
                    bound += itemWidth * data.sections[run.sections.count - 1].ratio + style.lineSpacing
                }
                XCTAssertLessThanOrEqual(abs(estimate - exact), bound,
                                         "seed \(seed): estimate \(estimate), exact \(exact); \(history.joined(separator: ", "))")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 500)
    }

    /// The mean height is asked once per section when the layout prepares at a width, never per
    /// frame: the estimate costs the same however many items there are.
    func testTheMeanHeightIsAskedOncePerSectionAndPrepareNotPerFrame() {
        let data = RatioSource([.init(style: SectionStyle(columns: 5), ratio: 1, count: 300),
                                .init(style: SectionStyle(columns: 3), ratio: 0.75, count: 200)])
        let layout = WaterfallLayout(dataSource: data).prepared(width: 100, height: 29)
        XCTAssertEqual(data.averageAsks, 2)
        for step in 0..<50 {
            layout.bounds.origin.y = Double(step * 10)
            _ = layout.layoutAttributesForElements(in: layout.bounds)
            _ = layout.collectionViewContentSize
        }
        XCTAssertEqual(data.averageAsks, 2, "scrolling and asking the size ask nothing more")
        // The wall: 60 rows of 19-wide squares, 1 apart (5 columns in 100), then 67 rows of
        // 33⅓ × 0.75 = 25 tall: the estimate before anything of the second section is laid out.
        XCTAssertEqual(layout.collectionViewContentSize.height, 60 * 20 + 67 * 25, accuracy: 1e-9)
    }
}
