import TrellisLayout

/// A layout and its data as described by a spec file: what ``SpecLoader`` produces and
/// ``SpecDataSource`` serves to a layout.
///
/// ```swift
/// let (spec, warnings) = try SpecLoader.load(path: "assets/photos.json")
/// let dataSource = SpecDataSource(spec: spec)
/// let layout = WaterfallLayout(dataSource: dataSource, defaults: spec.style.sectionStyle)
/// ```
public struct LayoutSpec: Hashable, Sendable {
    /// Which layout a spec asks for (the `layout` key).
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Columns of items of varying heights, each item going to the shortest column.
        case waterfall
        /// Rows of items of varying widths that wrap like words.
        case tags
        /// A uniform grid: every item of a section has the section's `itemSize`.
        case grid
        /// Items in groups in sections, sized as fractions of their container, in absolute
        /// units or estimated, as UIKit's compositional layout (``SpecStyle/group``).
        case compositional
    }

    /// The spec's title (`title`), if any.
    public var title: String?
    /// The layout (`layout`); `waterfall` when the key is absent.
    public var layout: Kind
    /// The layout-wide metrics: defaults for every section.
    public var style: SpecStyle
    /// The sections, in order.
    public var sections: [SectionSpec]
    /// The spec's `scale`, points per terminal column and row, when it sets one: then every
    /// length in the spec is in points. `nil`: lengths are in cells.
    public var scale: LayoutScale?

    /// Creates a spec.
    public init(title: String? = nil, layout: Kind = .waterfall, style: SpecStyle = SpecStyle(),
                sections: [SectionSpec] = [], scale: LayoutScale? = nil) {
        self.title = title
        self.layout = layout
        self.style = style
        self.sections = sections
        self.scale = scale
    }

    /// The points per cell to show the spec with: its ``scale``, else one unit per cell.
    public var cellScale: LayoutScale { scale ?? .unit }

    /// The number of items in all sections together.
    public var itemCount: Int { sections.reduce(0) { $0 + $1.columns.count } }
}

/// One section of a spec: its title, its own metrics and its items.
public struct SectionSpec: Hashable, Sendable {
    /// The section's title (`title`), if any; the renderer may show it in the header.
    public var title: String?
    /// The section's own metrics; what it leaves out falls back to the layout-wide style.
    public var style: SpecStyle
    /// The items, stored as columns (see ``ItemColumns``).
    public var columns: ItemColumns

    /// The items, in order, rebuilt from ``columns`` (O(n): read ``columns`` in loops).
    public var items: [ItemSpec] {
        get { columns.items }
        set { columns = ItemColumns(newValue) }
    }

    /// Creates a section.
    public init(title: String? = nil, style: SpecStyle = SpecStyle(), items: [ItemSpec] = []) {
        self.title = title
        self.style = style
        self.columns = ItemColumns(items)
    }

    /// Creates a section holding `columns`.
    public init(title: String? = nil, style: SpecStyle = SpecStyle(), columns: ItemColumns) {
        self.title = title
        self.style = style
        self.columns = columns
    }
}
