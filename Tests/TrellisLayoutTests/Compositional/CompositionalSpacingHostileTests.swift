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
            CompositionalHostileTests.check(sections, seed: seed, &rng)
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
