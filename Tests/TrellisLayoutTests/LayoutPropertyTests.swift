import XCTest
@testable import TrellisLayout

/// Properties that must hold for every layout over many random specs. Each failure names its seed.
final class LayoutPropertyTests: XCTestCase {
    private let seeds: ClosedRange<UInt64> = 1...150

    /// Calls `body` with every layout over random data sources, one per seed. `large`: fewer
    /// seeds, but up to 24 sections of up to 600 items, so that a query needs the binary searches
    /// (over the sections, over the samples of a lane's 16-item blocks) and not only their first steps.
    private func forEachRandomLayout(hostile: Bool = false, large: Bool = false,
                                     _ body: (SectionedLayout, TestDataSource, Double, String) -> Void) {
        for seed in large ? 1...24 : seeds {
            var rng = SeededGenerator(seed: seed)
            let data = large ? RandomSpecs.dataSource(&rng, maxSections: 24, maxItems: 600, hostile: hostile)
                : RandomSpecs.dataSource(&rng, hostile: hostile)
            let width = Double(Int.random(in: 1...120, using: &rng)) + (Bool.random(using: &rng) ? 0 : 0.5)
            for layout in RandomSpecs.layouts(data) {
                if Int.random(in: 0..<4, using: &rng) == 0 { layout.direction = .rightToLeft }
                layout.prepared(width: width, height: Double(Int.random(in: 1...40, using: &rng)))
                body(layout, data, width, "seed \(seed), \(layout.name), width \(width)")
            }
        }
    }

    func testNoTwoCellsOfASectionOverlapWhenSpacingsArePositive() {
        for seed in seeds {
            var rng = SeededGenerator(seed: seed)
            let data = RandomSpecs.dataSource(&rng)
            for section in data.sections.indices {
                data.sections[section].style.lineSpacing = Double(Int.random(in: 1...3, using: &rng))
                data.sections[section].style.interitemSpacing = Double(Int.random(in: 1...3, using: &rng))
            }
            for layout in RandomSpecs.layouts(data) {
                let cells = layout.prepared(width: 60).allAttributes().filter { $0.kind == .cell }
                for section in data.sections.indices {
                    let frames = cells.filter { $0.indexPath.section == section }.map(\.frame)
                    for i in frames.indices {
                        for j in frames.indices where j > i {
                            XCTAssertFalse(frames[i].intersects(frames[j]),
                                           "seed \(seed) \(layout.name): \(frames[i]) overlaps \(frames[j])")
                        }
                    }
                }
            }
        }
    }

    func testEveryCellLiesWithinTheInsets() {
        forEachRandomLayout { layout, data, width, context in
            for cell in layout.allAttributes() where cell.kind == .cell {
                let style = layout.resolvedStyle(forSection: cell.indexPath.section)
                let gaps = layout is WaterfallLayout ? Double(style.columns - 1) * style.interitemSpacing : 0
                guard style.inset.left + style.inset.right + gaps <= width else { continue }
                let rtl = layout.direction == .rightToLeft
                let (low, high) = rtl ? (style.inset.right, width - style.inset.left) : (style.inset.left, width - style.inset.right)
                XCTAssertGreaterThanOrEqual(cell.frame.minX, low - 1e-9, context)
                XCTAssertLessThanOrEqual(cell.frame.maxX, high + 1e-9, context)
            }
        }
    }

    func testContentSizeCoversEveryFrame() {
        forEachRandomLayout { layout, _, width, context in
            let all = layout.allAttributes()
            let size = layout.collectionViewContentSize
            XCTAssertEqual(size.width, width, context)
            for element in all {
                XCTAssertLessThanOrEqual(element.frame.maxY, size.height, context)
                XCTAssertGreaterThanOrEqual(element.frame.minY, 0, context)
            }
        }
    }

    func testRectQueryEqualsBruteForceFilter() {
        forEachRandomLayout(hostile: true, checkRectQueries)
    }

    /// Issue 23: a binary search that skipped its middle (`high = mid - 1`) passed the small
    /// layouts above; these are large enough that it cannot.
    func testRectQueryOnLargeLayoutsEqualsBruteForceFilter() {
        var largest = 0
        forEachRandomLayout(large: true) { layout, data, width, context in
            largest = max(largest, data.sections.map(\.items.count).max() ?? 0)
            checkRectQueries(layout, data, width, context)
        }
        XCTAssertGreaterThan(largest, 500, "a section of many 16-item blocks")
    }

    /// 20 random rects over `layout` find exactly what a brute-force filter of every element finds.
    private func checkRectQueries(_ layout: SectionedLayout, _ data: TestDataSource, _ width: Double, _ context: String) {
        let everything = bruteForceAll(layout, data)
        let size = layout.collectionViewContentSize
        var rng = SeededGenerator(seed: UInt64(everything.count))
        for _ in 0..<20 {
            let rect = RandomSpecs.rect(&rng, over: size)
            let expected = everything.filter { $0.frame.intersects(rect) }.sorted(by: canonicalOrder)
            let actual = layout.layoutAttributesForElements(in: rect).sorted(by: canonicalOrder)
            XCTAssertEqual(actual.map(\.frame), expected.map(\.frame), "\(context), rect \(rect)")
            XCTAssertEqual(actual, expected, "\(context), rect \(rect)")
            checkSearches(layout, below: rect.minY, "\(context), rect \(rect)")
        }
    }

    /// The searches a query starts from land where a brute-force filter says: the first section
    /// ending below `y`, in each lane the 16-item block holding the first item ending below `y`,
    /// and the first row ending below `y`. A query that started too early would still find the
    /// right elements, only by walking everything above them; these catch that too.
    private func checkSearches(_ layout: SectionedLayout, below y: Double, _ context: String) {
        guard let run = layout.engine.run else { return }
        XCTAssertEqual(run.firstSection(reachingBelow: y), run.sections.firstIndex { $0.bottom > y } ?? run.sections.count,
                       "first section: \(context)")
        for section in run.sections.indices {
            let index = run.store.index(ofSection: section), firstFrame = run.store.firstFrames[section]
            for lane in index.lanes {
                let first = lane.items.firstIndex { run.store.frames.frame(at: firstFrame + Int($0), section: section).maxY > y } ?? lane.items.count
                let start = lane.blockStart(endingBelow: y)
                XCTAssertTrue(start <= first && first < start + SampledSearch.blockSize,
                              "lane block \(start) for the first item ending below at \(first): \(context)")
            }
            let rows = index.rows
            let row = SampledSearch.firstIndex(count: rows.entries.count, samples: rows.samples, above: y) { rows.entries[$0].bottom }
            XCTAssertEqual(row, rows.entries.firstIndex { $0.bottom > y } ?? rows.entries.count, "first row: \(context)")
        }
    }

    func testRectQueryOnAFreshLazyLayoutEqualsBruteForce() {
        forEachRandomLayout(checkLazyRectQueries)
    }

    func testRectQueryOnALargeFreshLazyLayoutEqualsBruteForce() {
        forEachRandomLayout(large: true, checkLazyRectQueries)
    }

    /// Queries far below the prepared part of a fresh lazy layout lay out on demand and are exact.
    private func checkLazyRectQueries(_ layout: SectionedLayout, _ data: TestDataSource, _ width: Double, _ context: String) {
        let everything = bruteForceAll(layout, data)
        let height = layout.collectionViewContentSize.height
        let fresh = RandomSpecs.sibling(of: layout, data)
        fresh.lookahead = 0
        fresh.prepared(width: width, height: 1)
        for y in stride(from: 0.0, through: height, by: max(1, height / 7)) {
            let rect = Rect(x: 0, y: y, width: width, height: 5)
            let expected = everything.filter { $0.frame.intersects(rect) }.sorted(by: canonicalOrder)
            XCTAssertEqual(fresh.layoutAttributesForElements(in: rect).sorted(by: canonicalOrder), expected, context)
        }
    }

    func testLazyLayoutGivesExactlyTheFramesOfAFullLayout() {
        forEachRandomLayout { layout, data, width, context in
            let full = layout.allAttributes()
            let lazy = RandomSpecs.sibling(of: layout, data)
            lazy.lookahead = 0
            lazy.prepared(width: width, height: 2)
            XCTAssertEqual(lazy.allAttributes(), full, context)
        }
    }

    /// A width change writes the new run into the old run's frame buffer (kept, emptied): the
    /// frames must be exactly those of a fresh layout at the new width, whether the old run was
    /// complete or lazy, and after a complete run the buffer must be the same one (no fresh pages
    /// for a reflow).
    func testAReflowIntoTheKeptFrameBufferGivesTheFramesOfAFreshLayout() {
        forEachRandomLayout { layout, data, width, context in
            for (completeFirst, scrollsHorizontally) in [(true, false), (false, false), (true, true), (false, true)] {
                layout.scrollDirection = scrollsHorizontally ? .horizontal : .vertical
                layout.sectionHeadersPinToVisibleBounds = !completeFirst
                let reflowed = RandomSpecs.sibling(of: layout, data)
                let horizontal = reflowed.isHorizontal  // a waterfall scrolls vertically whatever it is told
                reflowed.lookahead = completeFirst ? 2 : 0
                let before = horizontal ? Rect(x: 0, y: 0, width: 2, height: width) : Rect(x: 0, y: 0, width: width, height: 2)
                reflowed.bounds = before
                reflowed.prepare()
                if completeFirst { reflowed.completeLayout() }
                let buffer = reflowed.engine.run!.store.frames.bufferAddress
                let after = horizontal ? Rect(x: 0, y: 0, width: 2, height: width + 7) : Rect(x: 0, y: 0, width: width + 7, height: 2)
                XCTAssertTrue(reflowed.shouldInvalidateLayout(forBoundsChange: after), context)
                reflowed.bounds = after
                reflowed.invalidateLayout()
                reflowed.prepare()
                if completeFirst {
                    XCTAssertEqual(reflowed.engine.run!.store.frames.bufferAddress, buffer,
                                   "\(context): the reflow reuses the frame buffer")
                }
                let fresh = RandomSpecs.sibling(of: layout, data)
                fresh.bounds = after
                fresh.prepare()
                XCTAssertEqual(reflowed.allAttributes(), fresh.allAttributes(),
                               "\(context), complete first: \(completeFirst), horizontal: \(horizontal)")
            }
        }
    }

    func testHostileValuesNeverTrapAndGiveFiniteFrames() {
        forEachRandomLayout(hostile: true) { layout, _, _, context in
            for element in layout.allAttributes() {
                let f = element.frame
                XCTAssertTrue(f.minX.isFinite && f.minY.isFinite && f.width >= 0 && f.height >= 0, "\(context): \(f)")
            }
        }
    }

    /// Every element, found without the index: each item by path, each supplementary by kind.
    private func bruteForceAll(_ layout: SectionedLayout, _ data: TestDataSource) -> [LayoutAttributes] {
        var all: [LayoutAttributes] = []
        for section in 0..<data.numberOfSections {
            for kind in [ElementKind.header, .footer, .background] {
                if let a = layout.layoutAttributesForElement(category: kind.defaultCategory, kind: kind, at: LayoutIndexPath(item: 0, section: section)) { all.append(a) }
            }
            for item in 0..<data.numberOfItems(inSection: section) {
                all.append(layout.layoutAttributesForItem(at: LayoutIndexPath(item: item, section: section))!)
            }
        }
        return all
    }
}
