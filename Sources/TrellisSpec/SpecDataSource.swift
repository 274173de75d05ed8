import TrellisLayout

/// A layout data source serving a ``LayoutSpec``: counts, per-section metrics, item sizes
/// and, for the renderer, titles.
///
/// ```swift
/// let dataSource = SpecDataSource(spec: spec, measure: displayWidth)
/// let layout = TagLayout(dataSource: dataSource, defaults: dataSource.layoutDefaults)
/// ```
///
/// Index paths outside the spec are answered safely (0 items, `nil` sizes and titles).
public final class SpecDataSource: LayoutDataSource {
    /// The spec's title.
    public let title: String?
    /// The layout the spec asks for.
    public let layout: LayoutSpec.Kind
    /// The spec's layout-wide style, with the keys TrellisLayout does not take per section.
    public let layoutStyle: SpecStyle
    /// The layout-wide metrics (the spec's top-level keys): pass them as the layout's defaults.
    public let layoutDefaults: SectionStyle
    /// The spec's sections, including items appended since.
    public private(set) var sections: [SectionSpec]
    private let measure: (String) -> Int

    /// Creates a data source for `spec`.
    ///
    /// - Parameter measure: The display width of a text, used for items that have a `title`
    ///   but no `width` (appended items, or specs not loaded as `tags`): width = measure + 2.
    public init(spec: LayoutSpec, measure: @escaping (String) -> Int = SpecLoader.characterCount) {
        self.title = spec.title
        self.layout = spec.layout
        self.layoutStyle = spec.style
        self.layoutDefaults = spec.style.sectionStyle
        self.sections = spec.sections
        self.measure = measure
    }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The number of items in `section`; 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].items.count : 0
    }

    /// The section's own metrics (its `header` and `footer` as `headerHeight` and
    /// `footerHeight`); what it leaves out falls back to ``layoutDefaults`` in the layout.
    public func style(forSection section: Int) -> SectionStyle {
        sections.indices.contains(section) ? sections[section].style.sectionStyle : SectionStyle()
    }

    /// The section's full style, with the keys reserved for later features.
    public func specStyle(forSection section: Int) -> SpecStyle {
        sections.indices.contains(section) ? sections[section].style : SpecStyle()
    }

    /// The item's `height`, or `nil` (the section's `itemHeight` applies). `width` is not
    /// used yet (self-sizing text is a later feature).
    public func heightForItem(at indexPath: IndexPath, width: Double) -> Double? {
        item(at: indexPath)?.height
    }

    /// The item's `width`, else the display width of its `title` + 2, else `nil`.
    public func widthForItem(at indexPath: IndexPath) -> Double? {
        guard let item = item(at: indexPath) else { return nil }
        if let width = item.width { return width }
        return item.title.map { Double(max(0, measure($0)) + 2) }
    }

    /// The item's `title`, for the renderer; `nil` when it has none.
    public func title(forItemAt indexPath: IndexPath) -> String? {
        item(at: indexPath)?.title
    }

    /// The section's `title`, for the renderer; `nil` when it has none.
    public func title(forSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].title : nil
    }

    /// The item at `indexPath`, or `nil` when there is none.
    public func item(at indexPath: IndexPath) -> ItemSpec? {
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    /// Appends `items` at the end of `section` (infinite scroll). Then tell the layout with
    /// `invalidateLayout(with: .itemsAppended(section:))`. Does nothing for a section that
    /// does not exist.
    public func appendItems(_ items: [ItemSpec], toSection section: Int) {
        guard sections.indices.contains(section) else { return }
        sections[section].items.append(contentsOf: items)
    }
}
