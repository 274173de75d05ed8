import TrellisLayout
import TrellisTestSupport
import TrellisUIKit
import XCTest
@testable import TrellisUIKitCore

/// A compositional layout built from UIKit's names gives exactly the frames, kinds and zIndex of
/// the same layout built directly with TrellisLayout's model, over random sections, groups, sizes
/// (`uniformAcrossSiblings` too), fixed and flexible spacings, edge spacing, item and group
/// insets, badges, boundary items of every alignment, decoration items, the configuration's
/// spacing, boundary items and scroll direction, and widths.
@MainActor
final class CompositionalEquivalenceTests: XCTestCase {
    /// A dimension, written once and built both ways.
    enum Dimension {
        case fractionalWidth(Double), fractionalHeight(Double), absolute(Double), estimated(Double), uniform(Double)

        @MainActor var uiKit: NSCollectionLayoutDimension {
            switch self {
            case .fractionalWidth(let v): .fractionalWidth(CGFloat(v))
            case .fractionalHeight(let v): .fractionalHeight(CGFloat(v))
            case .absolute(let v): .absolute(CGFloat(v))
            case .estimated(let v): .estimated(CGFloat(v))
            case .uniform(let v): .uniformAcrossSiblings(estimate: CGFloat(v))
            }
        }

        var model: LayoutDimension {
            switch self {
            case .fractionalWidth(let v): .fractionalWidth(v)
            case .fractionalHeight(let v): .fractionalHeight(v)
            case .absolute(let v): .absolute(v)
            case .estimated(let v): .estimated(v)
            case .uniform(let v): .uniformAcrossSiblings(estimate: v)
            }
        }
    }

    /// A spacing, written once and built both ways.
    enum Spacing {
        case fixed(Double), flexible(Double)

        @MainActor var uiKit: NSCollectionLayoutSpacing {
            switch self {
            case .fixed(let v): .fixed(CGFloat(v))
            case .flexible(let v): .flexible(CGFloat(v))
            }
        }

        var model: LayoutSpacing {
            switch self {
            case .fixed(let v): .fixed(v)
            case .flexible(let v): .flexible(v)
            }
        }
    }

    /// Edge spacing: four optional spacings (leading, top, trailing, bottom).
    typealias Edges = (leading: Spacing?, top: Spacing?, trailing: Spacing?, bottom: Spacing?)

    /// Insets (top, leading, bottom, trailing).
    typealias Insets = (top: Double, leading: Double, bottom: Double, trailing: Double)

    /// A badge on an item.
    struct Badge {
        var kind: String
        var width: Dimension
        var height: Dimension
        var edges: NSDirectionalRectEdge
        var offset: (x: Double, y: Double)
        var fractional: Bool
        var zIndex: Int?
    }

    /// A boundary item of a section or of the layout.
    struct Boundary {
        var kind: String
        var width: Dimension
        var height: Dimension
        var alignment: NSRectAlignment
        var offset: (x: Double, y: Double)
        var extendsBoundary: Bool
        var pins: Bool
        var zIndex: Int?
    }

    /// A decoration item of a section.
    struct Decoration {
        var kind: String
        var insets: Insets
        var zIndex: Int?
    }

    /// A subitem: an item with insets, or a nested group.
    indirect enum Subitem {
        case item(width: Dimension, height: Dimension, insets: Insets, edges: Edges?, badges: [Badge])
        case group(Group)
    }

    /// How a group holds its subitems.
    enum Arrangement {
        case subitems, count(Int), repeating(Int)
    }

    /// A group.
    struct Group {
        var horizontal: Bool
        var width: Dimension
        var height: Dimension
        var arrangement: Arrangement
        var subitems: [Subitem]
        var spacing: Spacing?
        var insets: Insets
        var edges: Edges?
    }

    /// A section.
    struct Section {
        var group: Group
        var interGroupSpacing: Double
        var insets: Insets
        var orthogonal: UICollectionLayoutSectionOrthogonalScrollingBehavior
        var boundaries: [Boundary]
        var decorations: [Decoration]
        var followsInsets: Bool
    }

    /// The layout-wide configuration.
    struct Configuration {
        var interSectionSpacing: Double
        var boundaries: [Boundary]
        var horizontal: Bool
    }

    // MARK: Random specs

    private func dimension(_ g: inout SeededGenerator, estimated: Bool) -> Dimension {
        let fractions = [0.1, 0.2, 0.25, 1.0 / 3, 0.5, 0.7, 1]
        switch Int.random(in: 0..<(estimated ? 5 : 3), using: &g) {
        case 0: return .fractionalWidth(fractions.randomElement(using: &g)!)
        case 1: return .fractionalHeight(fractions.randomElement(using: &g)!)
        case 2: return .absolute(Double(Int.random(in: 5...120, using: &g)))
        case 3: return .estimated(Double(Int.random(in: 10...80, using: &g)))
        default: return .uniform(Double(Int.random(in: 10...80, using: &g)))
        }
    }

    private func spacing(_ g: inout SeededGenerator) -> Spacing {
        let v = Double(Int.random(in: 0...10, using: &g))
        return Bool.random(using: &g) ? .fixed(v) : .flexible(v)
    }

    private func edges(_ g: inout SeededGenerator) -> Edges? {
        guard Int.random(in: 0..<3, using: &g) == 0 else { return nil }
        func edge(_ g: inout SeededGenerator) -> Spacing? { Bool.random(using: &g) ? spacing(&g) : nil }
        return (edge(&g), edge(&g), edge(&g), edge(&g))
    }

    private func zIndex(_ g: inout SeededGenerator) -> Int? {
        Bool.random(using: &g) ? Int.random(in: -3...12, using: &g) : nil
    }

    private func badges(_ g: inout SeededGenerator) -> [Badge] {
        guard Int.random(in: 0..<3, using: &g) == 0 else { return [] }
        let corners: [NSDirectionalRectEdge] = [[.top, .trailing], [.top, .leading], [.bottom], [], [.leading], [.bottom, .trailing]]
        return (0..<Int.random(in: 1...2, using: &g)).map { k in
            Badge(kind: k == 0 ? "badge-element-kind" : "new", width: dimension(&g, estimated: false), height: .absolute(Double(Int.random(in: 4...20, using: &g))),
                  edges: corners.randomElement(using: &g)!, offset: (Double(Int.random(in: -5...5, using: &g)) / 10, Double(Int.random(in: -5...5, using: &g)) / 10),
                  fractional: Bool.random(using: &g), zIndex: zIndex(&g))
        }
    }

    private func boundaries(_ g: inout SeededGenerator, layoutWide: Bool) -> [Boundary] {
        let alignments: [NSRectAlignment] = [.top, .top, .bottom, .bottom, .topLeading, .topTrailing, .bottomLeading, .bottomTrailing, .leading, .trailing]
        let kinds = [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter, "section-header-element-kind", "side"]
        return (0..<Int.random(in: 0...(layoutWide ? 2 : 3), using: &g)).map { _ in
            let widths: [Dimension] = [.fractionalWidth(1), .fractionalWidth(0.5), .absolute(Double(Int.random(in: 20...200, using: &g)))]
            let heights: [Dimension] = [.absolute(Double(Int.random(in: 10...50, using: &g))), .estimated(Double(Int.random(in: 10...50, using: &g))),
                                        .fractionalHeight(0.1)]
            return Boundary(kind: kinds.randomElement(using: &g)!, width: widths.randomElement(using: &g)!, height: heights.randomElement(using: &g)!,
                            alignment: alignments.randomElement(using: &g)!,
                            offset: Bool.random(using: &g) ? (0, 0) : (Double(Int.random(in: -8...8, using: &g)), Double(Int.random(in: -8...8, using: &g))),
                            extendsBoundary: Int.random(in: 0..<4, using: &g) != 0, pins: Bool.random(using: &g), zIndex: zIndex(&g))
        }
    }

    private func decorations(_ g: inout SeededGenerator) -> [Decoration] {
        guard Int.random(in: 0..<3, using: &g) == 0 else { return [] }
        return [Decoration(kind: Bool.random(using: &g) ? "section-background-element-kind" : "bg", insets: insets(&g), zIndex: zIndex(&g))]
    }

    private func insets(_ g: inout SeededGenerator) -> Insets {
        guard Bool.random(using: &g) else { return (0, 0, 0, 0) }
        return (Double(Int.random(in: 0...8, using: &g)), Double(Int.random(in: 0...8, using: &g)),
                Double(Int.random(in: 0...8, using: &g)), Double(Int.random(in: 0...8, using: &g)))
    }

    private func group(_ g: inout SeededGenerator, depth: Int) -> Group {
        let arrangement: Arrangement
        switch Int.random(in: 0..<3, using: &g) {
        case 0: arrangement = .subitems
        case 1: arrangement = .count(Int.random(in: 1...4, using: &g))
        default: arrangement = .repeating(Int.random(in: 1...4, using: &g))
        }
        let subitemCount: Int
        if case .subitems = arrangement { subitemCount = Int.random(in: 1...3, using: &g) } else { subitemCount = 1 }
        let subitems = (0..<subitemCount).map { _ -> Subitem in
            if depth < 2, Int.random(in: 0..<4, using: &g) == 0 { return .group(group(&g, depth: depth + 1)) }
            return .item(width: dimension(&g, estimated: true), height: dimension(&g, estimated: true), insets: insets(&g), edges: edges(&g),
                         badges: badges(&g))
        }
        return Group(horizontal: Bool.random(using: &g), width: dimension(&g, estimated: depth > 0), height: dimension(&g, estimated: true),
                     arrangement: arrangement, subitems: subitems, spacing: Bool.random(using: &g) ? spacing(&g) : nil, insets: insets(&g),
                     edges: depth > 0 ? edges(&g) : nil)
    }

    private func section(_ g: inout SeededGenerator) -> Section {
        let behaviors: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [.none, .none, .continuous, .paging, .groupPaging,
                                                                                  .groupPagingCentered, .continuousGroupLeadingBoundary]
        return Section(group: group(&g, depth: 0), interGroupSpacing: Double(Int.random(in: 0...12, using: &g)), insets: insets(&g),
                       orthogonal: behaviors.randomElement(using: &g)!, boundaries: boundaries(&g, layoutWide: false),
                       decorations: decorations(&g), followsInsets: Int.random(in: 0..<4, using: &g) != 0)
    }

    private func configuration(_ g: inout SeededGenerator) -> Configuration {
        Configuration(interSectionSpacing: Bool.random(using: &g) ? Double(Int.random(in: 1...20, using: &g)) : 0,
                      boundaries: Int.random(in: 0..<3, using: &g) == 0 ? boundaries(&g, layoutWide: true) : [],
                      horizontal: Int.random(in: 0..<4, using: &g) == 0)
    }

    // MARK: The two routes

    private func uiKitSubitem(_ subitem: Subitem) -> NSCollectionLayoutItem {
        switch subitem {
        case .item(let width, let height, let insets, let edges, let badges):
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: width.uiKit, heightDimension: height.uiKit),
                                              supplementaryItems: badges.map(uiKitBadge))
            item.contentInsets = uiKitInsets(insets)
            item.edgeSpacing = edges.map(uiKitEdges)
            return item
        case .group(let group):
            return uiKitGroup(group)
        }
    }

    private func uiKitGroup(_ group: Group) -> NSCollectionLayoutGroup {
        let size = NSCollectionLayoutSize(widthDimension: group.width.uiKit, heightDimension: group.height.uiKit)
        let subitems = group.subitems.map(uiKitSubitem)
        let made: NSCollectionLayoutGroup
        switch (group.arrangement, group.horizontal) {
        case (.subitems, true): made = .horizontal(layoutSize: size, subitems: subitems)
        case (.subitems, false): made = .vertical(layoutSize: size, subitems: subitems)
        case (.count(let n), true): made = deprecatedForms.horizontal(size, subitems[0], n)
        case (.count(let n), false): made = deprecatedForms.vertical(size, subitems[0], n)
        case (.repeating(let n), true): made = .horizontal(layoutSize: size, repeatingSubitem: subitems[0], count: n)
        case (.repeating(let n), false): made = .vertical(layoutSize: size, repeatingSubitem: subitems[0], count: n)
        }
        if let spacing = group.spacing { made.interItemSpacing = spacing.uiKit }
        made.contentInsets = uiKitInsets(group.insets)
        made.edgeSpacing = group.edges.map(uiKitEdges)
        return made
    }

    private func uiKitInsets(_ insets: Insets) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: CGFloat(insets.top), leading: CGFloat(insets.leading), bottom: CGFloat(insets.bottom), trailing: CGFloat(insets.trailing))
    }

    private func uiKitEdges(_ edges: Edges) -> NSCollectionLayoutEdgeSpacing {
        NSCollectionLayoutEdgeSpacing(leading: edges.leading?.uiKit, top: edges.top?.uiKit, trailing: edges.trailing?.uiKit, bottom: edges.bottom?.uiKit)
    }

    private func uiKitBadge(_ badge: Badge) -> NSCollectionLayoutSupplementaryItem {
        let offset = CGPoint(x: badge.offset.x, y: badge.offset.y)
        let anchor = badge.fractional ? NSCollectionLayoutAnchor(edges: badge.edges, fractionalOffset: offset)
                                      : NSCollectionLayoutAnchor(edges: badge.edges, absoluteOffset: offset)
        let made = NSCollectionLayoutSupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: badge.width.uiKit, heightDimension: badge.height.uiKit),
                                                       elementKind: badge.kind, containerAnchor: anchor)
        if let zIndex = badge.zIndex { made.zIndex = zIndex }
        return made
    }

    private func uiKitBoundary(_ boundary: Boundary) -> NSCollectionLayoutBoundarySupplementaryItem {
        let size = NSCollectionLayoutSize(widthDimension: boundary.width.uiKit, heightDimension: boundary.height.uiKit)
        let made = boundary.offset == (0, 0)
            ? NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: boundary.kind, alignment: boundary.alignment)
            : NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: boundary.kind, alignment: boundary.alignment,
                                                          absoluteOffset: CGPoint(x: boundary.offset.x, y: boundary.offset.y))
        made.extendsBoundary = boundary.extendsBoundary
        made.pinToVisibleBounds = boundary.pins
        if let zIndex = boundary.zIndex { made.zIndex = zIndex }
        return made
    }

    private func uiKitSection(_ spec: Section) -> NSCollectionLayoutSection {
        let section = NSCollectionLayoutSection(group: uiKitGroup(spec.group))
        section.interGroupSpacing = CGFloat(spec.interGroupSpacing)
        section.contentInsets = NSDirectionalEdgeInsets(top: CGFloat(spec.insets.top), leading: CGFloat(spec.insets.leading),
                                                        bottom: CGFloat(spec.insets.bottom), trailing: CGFloat(spec.insets.trailing))
        section.orthogonalScrollingBehavior = spec.orthogonal
        section.boundarySupplementaryItems = spec.boundaries.map(uiKitBoundary)
        section.decorationItems = spec.decorations.map { decoration in
            let made = NSCollectionLayoutDecorationItem.background(elementKind: decoration.kind)
            made.contentInsets = uiKitInsets(decoration.insets)
            if let zIndex = decoration.zIndex { made.zIndex = zIndex }
            return made
        }
        section.supplementariesFollowContentInsets = spec.followsInsets
        return section
    }

    private func uiKitConfiguration(_ spec: Configuration) -> UICollectionViewCompositionalLayoutConfiguration {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = CGFloat(spec.interSectionSpacing)
        configuration.boundarySupplementaryItems = spec.boundaries.map(uiKitBoundary)
        configuration.scrollDirection = spec.horizontal ? .horizontal : .vertical
        return configuration
    }

    private func modelSubitem(_ subitem: Subitem) -> LayoutSubitem {
        switch subitem {
        case .item(let width, let height, let insets, let edges, let badges):
            return .item(LayoutItem(size: LayoutSize(width: width.model, height: height.model), contentInsets: modelInsets(insets),
                                    edgeSpacing: edges.map(modelEdges), supplementaryItems: badges.map(modelBadge)))
        case .group(let group):
            return .group(modelGroup(group))
        }
    }

    private func modelGroup(_ group: Group) -> LayoutGroup {
        let size = LayoutSize(width: group.width.model, height: group.height.model)
        let subitems = group.subitems.map(modelSubitem)
        var made: LayoutGroup
        switch (group.arrangement, group.horizontal) {
        case (.subitems, true): made = .horizontal(size: size, subitems: subitems)
        case (.subitems, false): made = .vertical(size: size, subitems: subitems)
        case (.count(let n), true): made = .horizontal(size: size, subitem: subitems[0], count: n)
        case (.count(let n), false): made = .vertical(size: size, subitem: subitems[0], count: n)
        case (.repeating(let n), true): made = .horizontal(size: size, repeatingSubitem: subitems[0], count: n)
        case (.repeating(let n), false): made = .vertical(size: size, repeatingSubitem: subitems[0], count: n)
        }
        made.interItemSpacing = group.spacing?.model ?? .fixed(0)
        made.contentInsets = modelInsets(group.insets)
        made.edgeSpacing = group.edges.map(modelEdges)
        return made
    }

    private func modelInsets(_ insets: Insets) -> EdgeInsets {
        EdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }

    private func modelEdges(_ edges: Edges) -> LayoutEdgeSpacing {
        LayoutEdgeSpacing(leading: edges.leading?.model, top: edges.top?.model, trailing: edges.trailing?.model, bottom: edges.bottom?.model)
    }

    /// The model's kind for a UIKit kind, written out: UIKit's header and footer kinds are the model's own.
    private func modelKind(_ kind: String) -> ElementKind {
        switch kind {
        case UICollectionView.elementKindSectionHeader: .header
        case UICollectionView.elementKindSectionFooter: .footer
        default: ElementKind(kind)
        }
    }

    private func modelBadge(_ badge: Badge) -> LayoutSupplementaryItem {
        let offset = Point(x: badge.offset.x, y: badge.offset.y)
        var edges: LayoutRectEdges = []
        if badge.edges.contains(.top) { edges.insert(.top) }
        if badge.edges.contains(.leading) { edges.insert(.leading) }
        if badge.edges.contains(.bottom) { edges.insert(.bottom) }
        if badge.edges.contains(.trailing) { edges.insert(.trailing) }
        return LayoutSupplementaryItem(size: LayoutSize(width: badge.width.model, height: badge.height.model), kind: modelKind(badge.kind),
                                       anchor: badge.fractional ? LayoutAnchor(edges: edges, fractionalOffset: offset)
                                                                : LayoutAnchor(edges: edges, absoluteOffset: offset),
                                       zIndex: badge.zIndex ?? 1)
    }

    private func modelBoundary(_ boundary: Boundary) -> LayoutBoundaryItem {
        let alignments: [NSRectAlignment: LayoutBoundaryItem.Alignment] = [
            .top: .top, .topLeading: .topLeading, .topTrailing: .topTrailing, .bottom: .bottom, .bottomLeading: .bottomLeading,
            .bottomTrailing: .bottomTrailing, .leading: .leading, .trailing: .trailing]
        return LayoutBoundaryItem(size: LayoutSize(width: boundary.width.model, height: boundary.height.model), kind: modelKind(boundary.kind),
                                  alignment: alignments[boundary.alignment]!, offset: Point(x: boundary.offset.x, y: boundary.offset.y),
                                  extendsBoundary: boundary.extendsBoundary, pinToVisibleBounds: boundary.pins, zIndex: boundary.zIndex ?? 1)
    }

    private func modelSection(_ spec: Section) -> LayoutSection {
        var section = LayoutSection(group: modelGroup(spec.group))
        section.interGroupSpacing = spec.interGroupSpacing
        section.contentInsets = EdgeInsets(top: spec.insets.top, left: spec.insets.leading, bottom: spec.insets.bottom, right: spec.insets.trailing)
        switch spec.orthogonal {
        case .none: section.orthogonalScrollingBehavior = .none
        case .continuous: section.orthogonalScrollingBehavior = .continuous
        case .continuousGroupLeadingBoundary: section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        case .paging: section.orthogonalScrollingBehavior = .paging
        case .groupPaging: section.orthogonalScrollingBehavior = .groupPaging
        case .groupPagingCentered: section.orthogonalScrollingBehavior = .groupPagingCentered
        }
        section.boundarySupplementaryItems = spec.boundaries.map(modelBoundary)
        section.decorationItems = spec.decorations.map { decoration in
            LayoutDecorationItem(kind: modelKind(decoration.kind), contentInsets: modelInsets(decoration.insets), zIndex: decoration.zIndex ?? 0)
        }
        section.supplementariesFollowContentInsets = spec.followsInsets
        return section
    }

    private func modelConfiguration(_ spec: Configuration) -> CompositionalLayoutConfiguration {
        var configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = spec.interSectionSpacing
        configuration.boundarySupplementaryItems = spec.boundaries.map(modelBoundary)
        configuration.contentInsetsReference = .safeArea
        configuration.scrollDirection = spec.horizontal ? .horizontal : .vertical
        return configuration
    }

    /// Counts for the model's route.
    private final class Counts: LayoutDataSource {
        let counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        var numberOfSections: Int { counts.count }
        func numberOfItems(inSection section: Int) -> Int { counts[section] }
    }

    /// A comparable line per element: category, kind, index path, frame, zIndex.
    private func line(_ attributes: UICollectionViewLayoutAttributes) -> String {
        let f = attributes.frame
        return "\(attributes.representedElementCategory) \(attributes.representedElementKind ?? "cell") \(attributes.indexPath.section).\(attributes.indexPath.item) (\(f.minX), \(f.minY), \(f.width), \(f.height)) z \(attributes.zIndex)"
    }

    /// The model's attributes as UIKit's type holds them: attributes keep a centre and a size, as
    /// UIKit's do, so a frame read back is `center − size / 2`, which may differ from the model's
    /// `x` in the last bit. Both routes go through the same conversion. A cell of a section with
    /// decoration items is at zIndex 1, as UIKit raises it there.
    private func uiKit(_ attributes: LayoutAttributes, decorated: Set<Int> = []) -> UICollectionViewLayoutAttributes {
        let made = UICollectionViewLayoutAttributes.make(from: attributes)
        if attributes.category == .cell, decorated.contains(attributes.indexPath.section) { made.zIndex = 1 }
        return made
    }

    func testUIKitNamesLayOutExactlyAsTheModel() async {
        var elementsSeen = Set<String>()
        for seed in UInt64(1)...150 {
            var g = SeededGenerator(seed: seed)
            let specs = (0..<Int.random(in: 1...3, using: &g)).map { _ in section(&g) }
            let counts = specs.map { _ in Int.random(in: 0...14, using: &g) }
            let layoutSpec = configuration(&g)
            let width = Double(Int.random(in: 120...500, using: &g)), height = Double(Int.random(in: 200...700, using: &g))

            let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in self.uiKitSection(specs[index]) },
                                                             configuration: uiKitConfiguration(layoutSpec))
            let dataSource = SectionCounts(counts)
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
            collectionView.dataSource = dataSource
            collectionView.layoutIfNeeded()

            let model = CompositionalLayout(dataSource: Counts(counts), sections: specs.map(modelSection), configuration: modelConfiguration(layoutSpec))
            model.collectionViewInsets = CollectionViewInsets(layoutMargins: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
            model.bounds = Rect(x: 0, y: 0, width: width, height: height)
            model.prepare()
            model.completeLayout()
            let decorated = Set(specs.indices.filter { !specs[$0].decorations.isEmpty })

            let everything = CGRect(x: -100_000, y: -100_000, width: 1_000_000, height: 1_000_000)
            let uiKitLines = (layout.layoutAttributesForElements(in: everything) ?? []).map(line)
            let modelElements = model.layoutAttributesForElements(in: Rect(everything))
            let modelLines = modelElements.map { line(uiKit($0, decorated: decorated)) }
            XCTAssertEqual(uiKitLines, modelLines, "seed \(seed)")
            XCTAssertEqual(layout.collectionViewContentSize, CGSize(model.collectionViewContentSize), "seed \(seed)")
            for (section, count) in counts.enumerated() {
                for item in 0..<count {
                    let path = LayoutIndexPath(item: item, section: section)
                    XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame,
                                   model.layoutAttributesForItem(at: path).map { uiKit($0).frame }, "seed \(seed), item \(section).\(item)")
                }
            }
            // Every supplementary and decoration view answers its single query through UIKit's kind.
            for element in modelElements where element.category != .cell {
                let uiKind = element.kind.uiKitKind, path = IndexPath(item: element.indexPath.item, section: element.indexPath.section)
                let single = element.category == .decorationView ? layout.layoutAttributesForDecorationView(ofKind: uiKind, at: path)
                                                                 : layout.layoutAttributesForSupplementaryView(ofKind: uiKind, at: path)
                XCTAssertEqual(single.map(line), model.layoutAttributesForSupplementaryOrDecoration(element).map { line(uiKit($0)) },
                               "seed \(seed), \(uiKind) at \(path)")
                elementsSeen.insert("\(element.category) \(uiKind)")
            }
            XCTAssertTrue(layout.trellisWarnings.isEmpty, "seed \(seed): \(layout.trellisWarnings)")
            if testRun?.failureCount ?? 0 > 0 { return }
        }
        print("CompositionalEquivalenceTests: non-cell elements seen: \(elementsSeen.sorted())")
    }
}

extension CompositionalLayout {
    /// The single query's answer for `element`'s category, kind and index path.
    func layoutAttributesForSupplementaryOrDecoration(_ element: LayoutAttributes) -> LayoutAttributes? {
        element.category == .decorationView ? layoutAttributesForDecorationView(ofKind: element.kind, at: element.indexPath)
                                            : layoutAttributesForSupplementaryView(ofKind: element.kind, at: element.indexPath)
    }
}
