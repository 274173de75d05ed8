import XCTest
@testable import TrellisLayout

/// The hostile trees of ``CompositionalHostileTests`` with rules 15–18 added at random: group
/// insets, edge spacing (fixed, flexible or none per edge), flexible spacing and
/// `uniformAcrossSiblings`, all with hostile values. The layout never traps, every frame is
/// finite, and a lazy layout finds what a full one has. Each failure names its seed.
final class CompositionalSpacingHostileTests: XCTestCase {
    func testHostileSpacingInsetsAndUniformSiblingsStayFiniteAndLazy() {
        for seed: UInt64 in 1...120 {
            var rng = SeededGenerator(seed: seed)
            let sections = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                var section = CompositionalHostileTests.section(&rng)
                section.group = Self.spaced(section.group, &rng)
                return section
            }
            let data: [[TestDataSource.Item]] = sections.map { _ in
                (0..<Int.random(in: 0...60, using: &rng)).map { _ in
                    TestDataSource.Item(width: Bool.random(using: &rng) ? CompositionalHostileTests.length(&rng) : nil,
                                        height: Bool.random(using: &rng) ? CompositionalHostileTests.length(&rng) : nil,
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
                    let f = cell.frame
                    XCTAssertTrue(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite
                                  && f.width >= 0 && f.height >= 0, "\(context): \(cell)")
                    every.append(cell)
                }
            }
            let size = full.collectionViewContentSize
            XCTAssertTrue(size.height.isFinite, context)
            var y = -1.0
            let step = max(1, size.height / 7)
            while y < size.height + 1 {
                let window = rect(-1e6, y, 2e6, step)
                let found = lazy.layoutAttributesForElements(in: window).filter { $0.kind == .cell }.sorted(by: canonicalOrder)
                XCTAssertEqual(found, every.filter { $0.frame.intersects(window) }.sorted(by: canonicalOrder), "\(context): window at \(y)")
                y += step
            }
            lazy.completeLayout()
            XCTAssertEqual(lazy.collectionViewContentSize, size, context)
            // The never-fitting-slot check survives the same values.
            for section in sections {
                for overflow in section.slotOverflows(viewSize: Size(width: width, height: height)) {
                    XCTAssertFalse(overflow.farEdge.isNaN || overflow.groupLength.isNaN, "\(context): \(overflow)")
                }
            }
        }
    }

    /// `group` with group insets, edge spacing, flexible spacing and uniform dimensions added at random, at every depth.
    static func spaced(_ group: LayoutGroup, _ rng: inout SeededGenerator) -> LayoutGroup {
        var group = group
        if Bool.random(using: &rng) { group.contentInsets = insets(&rng) }
        if Bool.random(using: &rng) { group.edgeSpacing = edges(&rng) }
        if Bool.random(using: &rng) { group.interItemSpacing = .flexible(CompositionalHostileTests.length(&rng)) }
        group.subitems = group.subitems.map { subitem in
            switch subitem {
            case .group(let nested): return .group(spaced(nested, &rng))
            case .item(var item):
                if Bool.random(using: &rng) { item.edgeSpacing = edges(&rng) }
                item.size.width = uniform(item.size.width, &rng)
                item.size.height = uniform(item.size.height, &rng)
                return .item(item)
            }
        }
        return group
    }

    private static func uniform(_ dimension: LayoutDimension, _ rng: inout SeededGenerator) -> LayoutDimension {
        guard case .estimated(let v) = dimension, Bool.random(using: &rng) else { return dimension }
        return .uniformAcrossSiblings(estimate: v)
    }

    private static func insets(_ rng: inout SeededGenerator) -> EdgeInsets {
        EdgeInsets(top: CompositionalHostileTests.length(&rng), left: CompositionalHostileTests.length(&rng),
                   bottom: CompositionalHostileTests.length(&rng), right: CompositionalHostileTests.length(&rng))
    }

    private static func edges(_ rng: inout SeededGenerator) -> LayoutEdgeSpacing {
        func edge(_ rng: inout SeededGenerator) -> LayoutSpacing? {
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: return nil
            case 1: return .fixed(CompositionalHostileTests.length(&rng))
            default: return .flexible(CompositionalHostileTests.length(&rng))
            }
        }
        return LayoutEdgeSpacing(leading: edge(&rng), top: edge(&rng), trailing: edge(&rng), bottom: edge(&rng))
    }
}
