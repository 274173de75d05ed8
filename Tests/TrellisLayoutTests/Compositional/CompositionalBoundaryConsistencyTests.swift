import XCTest
@testable import TrellisLayout

/// Random compositional layouts with badges, decorations, boundary items (pinned or not) and
/// layout-wide items: every element a rect query returns is what its single query returns, and a
/// rect query finds exactly the elements of a complete query that meet it.
final class CompositionalBoundaryConsistencyTests: XCTestCase {
    private static let badgeKinds: [ElementKind] = ["badge", "tag"]
    private static let boundaryKinds: [ElementKind] = [.header, .footer, "side", "note"]
    private static let layoutKinds: [ElementKind] = ["layoutTop", "layoutEnd"]
    private static let decorationKinds: [ElementKind] = [.background, "panel"]

    private func dimension(_ rng: inout SeededGenerator, estimated: Bool) -> LayoutDimension {
        switch Int.random(in: 0...3, using: &rng) {
        case 0: return .fractionalWidth(Double(Int.random(in: 2...10, using: &rng)) / 10)
        case 1 where estimated: return .estimated(Double(Int.random(in: 1...3, using: &rng)))
        default: return .absolute(Double(Int.random(in: 1...4, using: &rng)))
        }
    }

    private func offset(_ rng: inout SeededGenerator) -> Point {
        Point(x: Double(Int.random(in: -2...2, using: &rng)), y: Double(Int.random(in: -2...2, using: &rng)))
    }

    private func boundaryItems(_ rng: inout SeededGenerator, kinds: [ElementKind], count: ClosedRange<Int>) -> [LayoutBoundaryItem] {
        (0..<Int.random(in: count, using: &rng)).map { _ in
            var item = LayoutBoundaryItem(size: size(dimension(&rng, estimated: false), dimension(&rng, estimated: true)),
                                          kind: kinds.randomElement(using: &rng)!,
                                          alignment: LayoutBoundaryItem.Alignment.allCases.randomElement(using: &rng)!)
            if Bool.random(using: &rng) { item.offset = offset(&rng) }
            item.extendsBoundary = Int.random(in: 0...3, using: &rng) > 0
            item.pinToVisibleBounds = Bool.random(using: &rng)
            item.zIndex = Int.random(in: 0...12, using: &rng)
            return item
        }
    }

    private func badges(_ rng: inout SeededGenerator) -> [LayoutSupplementaryItem] {
        Self.badgeKinds.filter { _ in Bool.random(using: &rng) }.map { kind in
            var edges: LayoutRectEdges = []
            for edge in [LayoutRectEdges.top, .leading, .bottom, .trailing] where Bool.random(using: &rng) { edges.insert(edge) }
            let anchor = Bool.random(using: &rng)
                ? LayoutAnchor(edges: edges, absoluteOffset: offset(&rng))
                : LayoutAnchor(edges: edges, fractionalOffset: Point(x: Double(Int.random(in: -5...5, using: &rng)) / 5,
                                                                     y: Double(Int.random(in: -5...5, using: &rng)) / 5))
            return LayoutSupplementaryItem(size: size(dimension(&rng, estimated: false), dimension(&rng, estimated: false)),
                                           kind: kind, anchor: anchor)
        }
    }

    private func section(_ rng: inout SeededGenerator) -> LayoutSection {
        let selfSizing = Bool.random(using: &rng)
        let perRow = Int.random(in: 1...3, using: &rng)
        let items = (0..<perRow).map { _ in
            LayoutItem(size: size(.fractionalWidth(1 / Double(perRow)), selfSizing ? .estimated(2) : .fractionalHeight(1)),
                       supplementaryItems: Bool.random(using: &rng) ? badges(&rng) : [])
        }
        let height: LayoutDimension = selfSizing ? .estimated(2) : .absolute(Double(Int.random(in: 1...4, using: &rng)))
        var section = LayoutSection(group: LayoutGroup.horizontal(size: size(.fractionalWidth(1), height),
                                                                  subitems: items.map(\.layoutSubitem)))
        if !selfSizing && Int.random(in: 0...3, using: &rng) == 0 {
            section.group = LayoutGroup.horizontal(size: size(.fractionalWidth(0.6), height), subitems: items.map(\.layoutSubitem))
            section.orthogonalScrollingBehavior = .continuous
        }
        section.interGroupSpacing = Double(Int.random(in: 0...1, using: &rng))
        section.contentInsets = EdgeInsets(top: Double(Int.random(in: 0...2, using: &rng)), left: Double(Int.random(in: 0...2, using: &rng)),
                                           bottom: Double(Int.random(in: 0...2, using: &rng)), right: Double(Int.random(in: 0...2, using: &rng)))
        section.headerHeight = Bool.random(using: &rng) ? 1 : 0
        section.footerHeight = Bool.random(using: &rng) ? 1 : 0
        section.boundarySupplementaryItems = boundaryItems(&rng, kinds: Self.boundaryKinds, count: 0...4)
        section.supplementariesFollowContentInsets = Int.random(in: 0...3, using: &rng) > 0
        section.decorationItems = Self.decorationKinds.filter { _ in Int.random(in: 0...2, using: &rng) == 0 }.map {
            LayoutDecorationItem(kind: $0, contentInsets: EdgeInsets(top: 1, left: 0, bottom: 0, right: Double(Int.random(in: 0...2, using: &rng))))
        }
        return section
    }

    private func layout(seed: UInt64) -> CompositionalLayout {
        var rng = SeededGenerator(seed: seed)
        let counts = (0..<Int.random(in: 1...4, using: &rng)).map { _ in Int.random(in: 0...40, using: &rng) }
        let data = SupplementaryHeightsDataSource(counts: counts, itemHeight: Double(Int.random(in: 1...3, using: &rng)))
        for section in counts.indices {
            for kind in Self.boundaryKinds where Bool.random(using: &rng) {
                data.supplementaryHeights["\(kind.rawValue) \(section) 0"] = Double(Int.random(in: 1...4, using: &rng))
            }
        }
        let sections = (0..<Int.random(in: 1...3, using: &rng)).map { _ in section(&rng) }
        var configuration = CompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = boundaryItems(&rng, kinds: Self.layoutKinds, count: 0...2)
        let layout = CompositionalLayout(dataSource: data, sections: sections, configuration: configuration)
        layout.sectionHeadersPinToVisibleBounds = Bool.random(using: &rng)
        layout.direction = Bool.random(using: &rng) ? .rightToLeft : .leftToRight
        return layout
    }

    /// The single query of the element `attributes` names.
    private func single(_ layout: CompositionalLayout, _ attributes: LayoutAttributes) -> LayoutAttributes? {
        switch attributes.category {
        case .cell: return layout.layoutAttributesForItem(at: attributes.indexPath)
        case .supplementaryView: return layout.layoutAttributesForSupplementaryView(ofKind: attributes.kind, at: attributes.indexPath)
        case .decorationView: return layout.layoutAttributesForDecorationView(ofKind: attributes.kind, at: attributes.indexPath)
        }
    }

    private func describe(_ a: LayoutAttributes) -> String {
        "\(a.category) \(a.kind.rawValue) \(a.indexPath.section).\(a.indexPath.item) \(a.frame) z\(a.zIndex)"
    }

    func testEveryElementsSingleQueryIsWhatTheRectQueryOfTheBoundsReturns() {
        for seed in UInt64(1)...60 {
            let width = 20.0, height = 7.0
            // Scroll positions, each on a fresh layout (lazy) and on one laid out to the end.
            for fresh in [true, false] {
                var rng = SeededGenerator(seed: seed &* 7919)
                let probe = layout(seed: seed).prepared(width: width, height: height)
                probe.completeLayout()
                let contentHeight = probe.collectionViewContentSize.height
                let reused = layout(seed: seed).prepared(width: width, height: height)
                if !fresh { reused.completeLayout() }
                for _ in 0..<4 {
                    let y = (Double.random(in: -2...(contentHeight + 2), using: &rng)).rounded()
                    let subject = fresh ? layout(seed: seed).prepared(width: width, height: height) : reused
                    subject.bounds = rect(0, y, width, height)
                    let shown = subject.layoutAttributesForElements(in: subject.bounds)
                    for attributes in shown {
                        let answer = single(subject, attributes)
                        XCTAssertEqual(answer.map(describe), describe(attributes), "seed \(seed), y \(y), fresh \(fresh)")
                    }
                    let keys = shown.map { "\($0.category) \($0.kind.rawValue) \($0.indexPath.section).\($0.indexPath.item)" }
                    XCTAssertEqual(Set(keys).count, keys.count, "seed \(seed), y \(y): an element twice")
                }
            }
        }
    }

    func testARectQueryFindsExactlyTheElementsOfTheWholeLayoutThatMeetIt() {
        for seed in UInt64(100)...160 {
            let width = 20.0, height = 7.0
            let whole = layout(seed: seed)
            whole.sectionHeadersPinToVisibleBounds = false
            whole.configuration.boundarySupplementaryItems = whole.configuration.boundarySupplementaryItems.map {
                var item = $0
                item.pinToVisibleBounds = false
                return item
            }
            // Without pinning, every element has one frame: compare a lazy layout's small queries
            // with the complete one's.
            let unpinned = whole.configuration
            let reference = whole.prepared(width: width, height: height)
            reference.completeLayout()
            let size = reference.collectionViewContentSize
            let everything = reference.layoutAttributesForElements(in: rect(-100, -100, width + 200, size.height + 200))
                .filter { !self.pins($0, in: reference) }
            var rng = SeededGenerator(seed: seed)
            for _ in 0..<6 {
                let query = rect(Double.random(in: -2...width, using: &rng).rounded(), Double.random(in: -2...size.height, using: &rng).rounded(),
                                 Double.random(in: 1...10, using: &rng).rounded(), Double.random(in: 1...8, using: &rng).rounded())
                let lazy = layout(seed: seed)
                lazy.sectionHeadersPinToVisibleBounds = false
                lazy.configuration = unpinned
                _ = lazy.prepared(width: width, height: height)
                lazy.bounds = rect(0, query.minY, width, height)
                let found = Set(lazy.layoutAttributesForElements(in: query).filter { !self.pins($0, in: lazy) }.map(describe))
                let expected = Set(everything.filter { $0.frame.intersects(query) }.map(describe))
                XCTAssertEqual(found, expected, "seed \(seed), query \(query)")
            }
        }
    }

    /// Whether `attributes` is a section's boundary item that pins (its frame depends on the bounds).
    private func pins(_ attributes: LayoutAttributes, in layout: CompositionalLayout) -> Bool {
        guard attributes.category == .supplementaryView, Self.boundaryKinds.contains(attributes.kind),
              let section = layout.layoutSection(at: attributes.indexPath.section) else { return false }
        let definitions = CompositionalSectionState.boundaryDefinitions(section).filter { $0.kind == attributes.kind }
        return attributes.indexPath.item < definitions.count && definitions[attributes.indexPath.item].pinToVisibleBounds
    }
}
