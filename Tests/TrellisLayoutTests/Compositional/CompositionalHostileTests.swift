import XCTest
@testable import TrellisLayout

/// Random trees with estimated sizes and hostile values (NaN, infinities, negatives, huge
/// fractions): the layout never traps, every frame is finite, a lazy layout ends as a full one,
/// and queries find exactly the cells that meet them. Each failure names its seed.
final class CompositionalHostileTests: XCTestCase {
    private let seeds: ClosedRange<UInt64> = 1...120

    func testRandomSelfSizingAndHostileTreesStayFiniteLazyAndQueryable() {
        for seed in seeds {
            var rng = SeededGenerator(seed: seed)
            let sections = (0..<Int.random(in: 1...3, using: &rng)).map { _ in Self.section(&rng) }
            Self.check(sections, seed: seed, &rng)
        }
    }

    /// Lays `sections` out over random items with hostile sizes, lazily and in full, at a random
    /// view size: every frame is finite, the lazy layout queried window by window down the
    /// content finds what the full one has and ends as it does, and the never-fitting-slot check
    /// survives the same values. Failures name `seed`.
    static func check(_ sections: [LayoutSection], seed: UInt64, _ rng: inout SeededGenerator) {
        let data: [[TestDataSource.Item]] = sections.map { _ in
            (0..<Int.random(in: 0...60, using: &rng)).map { _ in
                TestDataSource.Item(width: Bool.random(using: &rng) ? Self.length(&rng) : nil,
                                         height: Bool.random(using: &rng) ? Self.length(&rng) : nil,
                                         text: Bool.random(using: &rng) ? Int.random(in: 0...40, using: &rng) : nil)
            }
        }
        let width = Double(Int.random(in: 0...80, using: &rng))
        let height = Double(Int.random(in: 1...30, using: &rng))
        let context = "seed \(seed), width \(width), height \(height)"
        let lazy = CompositionalLayout(dataSource: TestDataSource(items: data), sections: sections).prepared(width: width, height: height)
        let full = CompositionalLayout(dataSource: TestDataSource(items: data), sections: sections).prepared(width: width, height: height)
        full.completeLayout()
        var every: [LayoutAttributes] = []
        for s in data.indices {
            for i in data[s].indices {
                guard let cell = full.layoutAttributesForItem(at: LayoutIndexPath(item: i, section: s)) else { continue }
                XCTAssertTrue(cell.frame.minX.isFinite && cell.frame.minY.isFinite && cell.frame.width.isFinite
                              && cell.frame.height.isFinite && cell.frame.width >= 0 && cell.frame.height >= 0, "\(context): \(cell)")
                every.append(cell)
            }
        }
        let size = full.collectionViewContentSize
        XCTAssertTrue(size.height.isFinite, context)
        // The lazy layout, queried window by window down the content, finds what the full one has.
        var y = -1.0
        let step = max(1, size.height / 7)
        while y < size.height + 1 {
            let window = rect(-1e6, y, 2e6, step)
            let found = lazy.layoutAttributesForElements(in: window).filter { $0.kind == .cell }.sorted(by: canonicalOrder)
            let expected = every.filter { $0.frame.intersects(window) }.sorted(by: canonicalOrder)
            XCTAssertEqual(found, expected, "\(context): window at \(y)")
            y += step
        }
        lazy.completeLayout()
        XCTAssertEqual(lazy.collectionViewContentSize, size, context)
        for section in sections {
            for overflow in section.slotOverflows(viewSize: Size(width: width, height: height)) {
                XCTAssertFalse(overflow.farEdge.isNaN || overflow.groupLength.isNaN, "\(context): \(overflow)")
            }
        }
    }

    static func section(_ rng: inout SeededGenerator) -> LayoutSection {
        var section = LayoutSection(group: group(&rng, depth: 0))
        section.interGroupSpacing = length(&rng)
        section.contentInsets = EdgeInsets(top: length(&rng), left: length(&rng), bottom: length(&rng), right: length(&rng))
        section.headerHeight = Bool.random(using: &rng) ? length(&rng) : 0
        section.footerHeight = Bool.random(using: &rng) ? length(&rng) : 0
        if Int.random(in: 0..<4, using: &rng) == 0 { section.orthogonalScrollingBehavior = .continuous }
        return section
    }

    static func group(_ rng: inout SeededGenerator, depth: Int) -> LayoutGroup {
        let subitems: [LayoutSubitem] = (0..<Int.random(in: 0...3, using: &rng)).map { _ in
            if depth < 2, Int.random(in: 0..<3, using: &rng) == 0 { return .group(group(&rng, depth: depth + 1)) }
            return .item(LayoutItem(size: LayoutSize(width: dimension(&rng), height: dimension(&rng)),
                                    contentInsets: EdgeInsets(top: length(&rng), left: length(&rng), bottom: length(&rng), right: length(&rng))))
        }
        let count: Int? = Int.random(in: 0..<4, using: &rng) == 0 ? Int.random(in: -2...5, using: &rng) : nil
        return LayoutGroup(axis: Bool.random(using: &rng) ? .horizontal : .vertical,
                           size: LayoutSize(width: dimension(&rng), height: dimension(&rng)),
                           subitems: subitems, count: count, interItemSpacing: .fixed(length(&rng)))
    }

    static func dimension(_ rng: inout SeededGenerator) -> LayoutDimension {
        let value = [0.2, 0.5, 1, 1.5, 3, 0, -1, .nan, .infinity, 5000].randomElement(using: &rng)!
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return .fractionalWidth(value)
        case 1: return .fractionalHeight(value)
        case 2: return .absolute(value * 2)
        default: return .estimated(value * 2)
        }
    }

    static func length(_ rng: inout SeededGenerator) -> Double {
        [0, 0.5, 1, 2, -1, .nan, .infinity].randomElement(using: &rng)!
    }
}
