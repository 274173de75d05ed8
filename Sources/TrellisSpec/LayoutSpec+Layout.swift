import TrellisLayout

extension LayoutSpec {
    /// The spec's layout over `dataSource` (normally a ``SpecDataSource`` of this spec): a
    /// ``WaterfallLayout``, ``TagLayout`` or ``GridLayout`` with the spec's layout-wide metrics as
    /// its defaults and its layout-wide options (`pinHeaders`, `direction`, `scrollDirection`; the
    /// `scale` for its content-size estimate).
    ///
    /// ```swift
    /// let dataSource = SpecDataSource(spec: spec)
    /// let layout = spec.makeLayout(over: dataSource)
    /// ```
    public func makeLayout(over dataSource: LayoutDataSource) -> SectionedLayout {
        let defaults = style.sectionStyle
        let layout: SectionedLayout
        switch self.layout {
        case .waterfall: layout = WaterfallLayout(dataSource: dataSource, defaults: defaults)
        case .tags: layout = TagLayout(dataSource: dataSource, defaults: defaults)
        case .grid: layout = GridLayout(dataSource: dataSource, defaults: defaults)
        case .compositional: layout = SectionedLayout(dataSource: dataSource, defaults: defaults)  // TODO until CompositionalLayout lands
        }
        layout.sectionHeadersPinToVisibleBounds = style.pinHeaders ?? false
        layout.direction = style.direction ?? .leftToRight
        layout.scrollDirection = style.scrollDirection ?? .vertical
        // One row (or column, sideways) of the spec's scale: the estimate follows the scale.
        layout.unplacedItemLength = scrollsHorizontally ? cellScale.x : cellScale.y
        return layout
    }

    /// Whether the layout scrolls sideways: tags or a grid with `scrollDirection: "horizontal"`
    /// (a waterfall and a compositional layout always scroll vertically). Such a layout is never mirrored by `direction`.
    public var scrollsHorizontally: Bool {
        (layout == .tags || layout == .grid) && style.scrollDirection == .horizontal
    }
}
