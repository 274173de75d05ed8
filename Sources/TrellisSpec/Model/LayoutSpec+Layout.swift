import TrellisLayout

extension LayoutSpec {
    /// The spec's layout over `dataSource` (normally a ``SpecDataSource`` of this spec): a
    /// ``WaterfallLayout``, ``TagLayout`` or ``GridLayout`` with the spec's layout-wide metrics as
    /// its defaults, or a ``CompositionalLayout`` of the spec's sections (``layoutSections``); with
    /// the spec's layout-wide options (`pinHeaders`, `direction`, `scrollDirection`; the `scale`
    /// for its content-size estimate).
    ///
    /// ```swift
    /// let dataSource = SpecDataSource(spec: spec)
    /// let layout = spec.makeLayout(over: dataSource)
    /// ```
    public func makeLayout(over dataSource: LayoutDataSource) -> any BuiltInLayout {
        let defaults = style.sectionStyle
        var layout: any BuiltInLayout
        switch self.layout {
        case .waterfall: layout = WaterfallLayout(dataSource: dataSource, defaults: defaults)
        case .tags: layout = TagLayout(dataSource: dataSource, defaults: defaults)
        case .grid: layout = GridLayout(dataSource: dataSource, defaults: defaults)
        case .compositional:
            let compositional: CompositionalLayout
            if hasListSections {
                // A list section's metrics depend on its environment (UIKit's `list(using:layoutEnvironment:)`).
                let spec = self
                compositional = CompositionalLayout(dataSource: dataSource, configuration: compositionalConfiguration) { index, environment in
                    spec.layoutSection(min(index, max(0, spec.sections.count - 1)), environment: environment)
                }
            } else {
                compositional = CompositionalLayout(dataSource: dataSource, sections: layoutSections,
                                                    configuration: compositionalConfiguration)
            }
            compositional.collectionViewInsets = collectionViewInsets
            layout = compositional
        }
        if let sectioned = layout as? SectionedLayout {
            sectioned.scrollDirection = style.scrollDirection ?? .vertical
        }
        layout.sectionHeadersPinToVisibleBounds = style.sectionHeadersPinToVisibleBounds ?? false
        layout.direction = style.direction ?? .leftToRight
        // One row (or column, sideways) of the spec's scale: the estimate follows the scale.
        layout.unplacedItemLength = scrollsHorizontally ? cellScale.x : cellScale.y
        return layout
    }

    /// The sections of a compositional spec as its layout takes them, in the ``DefaultView``'s
    /// environment (times the spec's scale): ``layoutSection(_:environment:)`` of each.
    public var layoutSections: [LayoutSection] {
        let size = Size(width: Double(DefaultView.width) * cellScale.x, height: Double(DefaultView.height) * cellScale.y)
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: size))
        return sections.indices.map { layoutSection($0, environment: environment) }
    }

    /// The section `index` of a compositional spec as its layout takes it in `environment`: its
    /// `group` or `list` (its own before the top level's, a group before a list at the same
    /// level), `interGroupSpacing`, `inset`, `scrolling`, `header` and `footer` (falling back to the
    /// top-level values), its own `boundaryItems`, its `background` (a decoration item) and
    /// `supplementariesFollowContentInsets`. A list section is UIKit's
    /// `list(using:layoutEnvironment:)`, with the spec's `inset` when one is given. A section with
    /// no group at all (a spec built in code) is one full-width item a row, `itemHeight` (1) tall.
    public func layoutSection(_ index: Int, environment: LayoutEnvironment) -> LayoutSection {
        guard sections.indices.contains(index) else { return LayoutSection(group: Self.listGroup(rowHeight: 1)) }
        let own = sections[index].style
        let style = own.fallingBack(to: self.style)
        let metrics = ResolvedSectionStyle(style.sectionStyle)
        var result: LayoutSection
        if let list = own.list ?? (own.group == nil && self.style.group == nil ? self.style.list : nil) {
            result = LayoutSection.list(using: list, environment: environment)
            if let inset = style.sectionStyle.inset { result.contentInsets = inset }
        } else {
            result = LayoutSection(group: style.group ?? Self.listGroup(rowHeight: metrics.itemHeight))
            result.interGroupSpacing = style.interGroupSpacing ?? 0
            result.contentInsets = metrics.inset
        }
        // Only what the spec gives: a list section keeps its own header, footer and the rest.
        if let scrolling = style.scrolling { result.orthogonalScrollingBehavior = scrolling }
        if style.sectionStyle.headerHeight != nil { result.headerHeight = metrics.headerHeight }
        if style.sectionStyle.footerHeight != nil { result.footerHeight = metrics.footerHeight }
        result.boundarySupplementaryItems += (own.boundaryItems ?? []).map(\.item)
        if metrics.background {
            result.decorationItems.append(style.backgroundDecoration ?? .background(kind: .background))
        }
        if let follows = style.supplementariesFollowContentInsets { result.supplementariesFollowContentInsets = follows }
        return result
    }

    /// Whether a section of the compositional spec is a list (``layoutSection(_:environment:)``).
    var hasListSections: Bool {
        layout == .compositional && (sections.contains { $0.style.list != nil } || (style.list != nil && style.group == nil))
    }

    /// The whole layout's configuration (UIKit's `UICollectionViewCompositionalLayoutConfiguration`)
    /// from the top-level `scrollDirection`, `interSectionSpacing`, `boundaryItems` and
    /// `contentInsetsReference`.
    public var compositionalConfiguration: CompositionalLayoutConfiguration {
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = style.scrollDirection ?? .vertical
        configuration.interSectionSpacing = style.interSectionSpacing ?? 0
        configuration.boundarySupplementaryItems = (style.boundaryItems ?? []).map(\.item)
        configuration.contentInsetsReference = style.contentInsetsReference ?? .automatic
        return configuration
    }

    /// The collection view's insets a compositional layout's environment reads, from the
    /// top-level `contentInsets`, `safeAreaInsets` and `layoutMargins`.
    public var collectionViewInsets: CollectionViewInsets {
        CollectionViewInsets(contentInsets: style.contentInsets ?? .zero, safeAreaInsets: style.safeAreaInsets ?? .zero,
                             layoutMargins: style.layoutMargins ?? .zero)
    }

    /// One full-width item a row, `rowHeight` tall.
    private static func listGroup(rowHeight: Double) -> LayoutGroup {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        return .horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(rowHeight)), subitems: [item])
    }

    /// Whether the layout scrolls sideways: tags, a grid or a compositional layout with
    /// `scrollDirection: "horizontal"` (a waterfall always scrolls vertically; a compositional
    /// layout's goes to its configuration, ``compositionalConfiguration``, rule 22). Such a
    /// layout is never mirrored by `direction`, and its content-size estimate counts columns
    /// (the scale's x).
    public var scrollsHorizontally: Bool {
        (layout == .tags || layout == .grid || layout == .compositional) && style.scrollDirection == .horizontal
    }
}
