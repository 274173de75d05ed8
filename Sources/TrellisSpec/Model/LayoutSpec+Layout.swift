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
        case .compositional: layout = CompositionalLayout(dataSource: dataSource, sections: layoutSections)
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

    /// The sections of a compositional spec as its layout takes them: each section's `group`,
    /// `interGroupSpacing`, `inset`, `scrolling`, `header` and `footer`, falling back to the
    /// top-level values. A section with no group at all (a spec built in code) is a list: one
    /// full-width item a row, `itemHeight` (1) tall.
    public var layoutSections: [LayoutSection] {
        sections.map { section in
            let style = section.style.fallingBack(to: self.style)
            let metrics = ResolvedSectionStyle(style.sectionStyle)
            var result = LayoutSection(group: style.group ?? Self.listGroup(rowHeight: metrics.itemHeight))
            result.interGroupSpacing = style.interGroupSpacing ?? 0
            result.contentInsets = metrics.inset
            result.orthogonalScrollingBehavior = style.scrolling ?? .none
            result.headerHeight = metrics.headerHeight
            result.footerHeight = metrics.footerHeight
            return result
        }
    }

    /// One full-width item a row, `rowHeight` tall.
    private static func listGroup(rowHeight: Double) -> LayoutGroup {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        return .horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(rowHeight)), subitems: [item])
    }

    /// Whether the layout scrolls sideways: tags or a grid with `scrollDirection: "horizontal"`
    /// (a waterfall and a compositional layout always scroll vertically). Such a layout is never
    /// mirrored by `direction`.
    public var scrollsHorizontally: Bool {
        (layout == .tags || layout == .grid) && style.scrollDirection == .horizontal
    }
}
