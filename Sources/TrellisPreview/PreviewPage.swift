import TrellisLayout
import TrellisRender

/// One page of the previewer: a titled layout, and what its cells say. Tab and 1-9 move
/// between pages.
///
/// ```swift
/// let page = PreviewPage(title: "Mosaic", layout: MosaicLayout(dataSource: source),
///                        label: { indexPath in "\(indexPath.item)" })
/// try Previewer(pages: [page]).run()
/// ```
///
/// The layout may adopt the optional capabilities (``Adjustable``, ``ItemCounting``,
/// ``ItemSearching``, ``Inspectable``); a page made from a ``PreviewContent`` finds them on that.
public final class PreviewPage {
    /// What the page shows.
    ///
    /// ```swift
    /// page.content.title   // "Mosaic"
    /// ```
    public let content: any PreviewContent
    /// The layout shown now: the content's, or the one the adjustments made of it.
    ///
    /// ```swift
    /// (page.layout as? MosaicLayout)?.columns   // 4 after one + on 3 columns
    /// ```
    public private(set) var layout: any CollectionLayout
    /// The object the capabilities are asked of: the layout given to
    /// ``init(title:layout:label:)``, else ``content``.
    private let holder: AnyObject
    /// The adjustments' receiver, if the page has one: the page's own, else, for a
    /// ``BuiltInLayout``, `p` and `d` on the layout's own properties (``BuiltInAdjustments``).
    package let adjustable: (any Adjustable)?
    /// The page's file, if it has one.
    package let reloadable: (any Reloadable)?
    /// The inspector's facts, if the page gives more than the generic ones.
    package let inspectable: (any Inspectable)?
    /// The item counts of ``layout``, if known.
    package private(set) var counts: (any ItemCounting)?
    /// The search over ``layout``'s items: the page's own, or one over its labels.
    package private(set) var searcher: any ItemSearching
    /// ``title`` cut once to what any status line could show.
    package private(set) var displayTitle = ""

    /// A page showing `layout`, each cell titled by `label` (nil: the index path, `0.3`), each
    /// section's header and footer `Section N`.
    ///
    /// ```swift
    /// PreviewPage(title: "Mosaic", layout: mosaic, label: { "photo \($0.item)" })
    /// ```
    public convenience init(title: String, layout: some CollectionLayout, label: @escaping (IndexPath) -> String?) {
        self.init(title: title, layout: layout, labels: ClosureLabels(label: label))
    }

    /// A page showing `layout` with the titles (and texts) of `labels`.
    ///
    /// ```swift
    /// PreviewPage(title: "Tags", layout: tags, labels: StaticLabels(sections: [0: "Colours"]))
    /// ```
    public convenience init(title: String, layout: some CollectionLayout, labels: some RenderLabels = NoLabels()) {
        self.init(content: LayoutContent(title: title, layout: layout, labels: labels), holder: layout)
    }

    /// A page showing `content`, with the capabilities it adopts.
    ///
    /// ```swift
    /// PreviewPage(Photos())
    /// ```
    public convenience init(_ content: some PreviewContent) {
        self.init(content: content, holder: content)
    }

    private init(content: any PreviewContent, holder: AnyObject) {
        self.content = content
        self.holder = holder
        layout = content.layout
        adjustable = holder as? any Adjustable ?? BuiltInAdjustments(content: content, adopter: holder)
        reloadable = holder as? any Reloadable
        inspectable = holder as? any Inspectable
        searcher = LabelSearch(counts: nil, labels: content.labels)
        refresh()
    }

    /// The page's title.
    ///
    /// ```swift
    /// page.title   // "Mosaic"
    /// ```
    public var title: String { content.title }

    /// The titles and texts of ``layout``'s elements.
    package var labels: any RenderLabels { content.labels }

    /// Layout units per cell (``CellScaled``; one unit a cell otherwise).
    package var cellScale: LayoutScale { (holder as? any CellScaled)?.cellScale ?? .unit }

    /// The unit of lengths on the status line (``CellScaled``; empty: cells).
    package var lengthUnit: String { (holder as? any CellScaled)?.lengthUnit ?? "" }

    /// The page's warnings (``WarningReporting``), as of the last layout shown (asked once per
    /// layout, not per frame).
    package private(set) var warnings: [String] = []

    /// Whether the page can have warnings to list (``WarningReporting``).
    package var reportsWarnings: Bool { holder is any WarningReporting }

    /// The file the page reads (``Reloadable``), if any.
    package var filePath: String? { reloadable?.filePath }

    /// The item counts, or none at all when unknown.
    package var itemCounts: any ItemCounting { counts ?? NoItems() }

    /// The number of sections (0 when unknown).
    package var numberOfSections: Int { counts?.numberOfSections ?? 0 }

    /// The number of items in every section (0 when unknown).
    package var numberOfItems: Int { counts?.numberOfItems ?? 0 }

    /// The layout's short name for the status line: a ``BuiltInLayout``'s ``BuiltInLayout/name``,
    /// else its type's name.
    package var layoutName: String {
        (layout as? any BuiltInLayout)?.name ?? String(describing: type(of: layout))
    }

    /// Whether the layout scrolls sideways (only a ``BuiltInLayout`` can say so).
    package var scrollsHorizontally: Bool { (layout as? any BuiltInLayout)?.isHorizontal ?? false }

    /// The layout's reading direction.
    package var direction: LayoutDirection { (layout as? any BuiltInLayout)?.direction ?? .leftToRight }

    /// Whether headers stay pinned at the top while their section shows.
    package var pinsHeaders: Bool { (layout as? any BuiltInLayout)?.sectionHeadersPinToVisibleBounds ?? false }

    /// What a key of `adjustment` says when the page cannot take it: the page's own refusal,
    /// else that its layout (or content) does not adopt ``Adjustable``.
    package func refusal(of adjustment: Adjustment) -> String {
        adjustable?.refusal(of: adjustment) ?? adjustment.refusal(notAdoptedBy: holder, isLayout: holder === content.layout)
    }

    /// What the previewer calls its pages: `page`, or the content's own word (``PageNaming``).
    package var noun: String { (content as? any PageNaming)?.pageNoun ?? "page" }

    /// Reads the page's file again (``Reloadable``); the caller then shows it (``show(_:)``).
    package func reload() throws {
        try reloadable?.reload()
    }

    /// Shows the page with `adjustments` (the ones that act on it): a new layout from the
    /// adjustable page, else the content's layout as it is now.
    package func show(_ adjustments: Adjustments) {
        layout = adjustable?.layout(adjustedBy: adjustments) ?? content.layout
        refresh()
    }

    /// The facts the inspector shows about `attributes`: the page's own, or the title the
    /// element draws (its label, else `0.3` or `Section 0`, as the screen shows it).
    package func inspectorFacts(of attributes: LayoutAttributes) -> InspectorFacts {
        if let inspectable { return inspectable.inspectorFacts(of: attributes) }
        let labels = content.labels
        return InspectorFacts(title: attributes.kind == .cell ? labels.cellLabel(at: attributes.indexPath)
                                                               : labels.sectionLabel(attributes.indexPath.section))
    }

    /// Finds what depends on the layout shown: the counts, the search, the title, the warnings.
    private func refresh() {
        counts = holder as? any ItemCounting ?? Self.dataSource(of: layout).map(DataSourceCounts.init)
        searcher = holder as? any ItemSearching ?? LabelSearch(counts: counts, labels: content.labels)
        displayTitle = StatusLine.displayPrefix(of: title, maxWidth: StatusLine.maxTitleWidth)
        warnings = (holder as? any WarningReporting)?.warningMessages ?? []
    }

    /// The data source of `layout`: a ``BuiltInLayout``'s, else a stored property of type
    /// ``LayoutDataSource`` (looked for once per layout).
    private static func dataSource(of layout: any CollectionLayout) -> (any LayoutDataSource)? {
        if let builtIn = layout as? any BuiltInLayout { return builtIn.dataSource }
        return Mirror(reflecting: layout).children.lazy.compactMap { $0.value as? any LayoutDataSource }.first
    }
}

/// The content of a page made from a layout.
private final class LayoutContent: PreviewContent {
    let title: String
    let layout: any CollectionLayout
    let labels: any RenderLabels

    init(title: String, layout: any CollectionLayout, labels: any RenderLabels) {
        self.title = title
        self.layout = layout
        self.labels = labels
    }
}

/// Cell titles from a closure.
private struct ClosureLabels: RenderLabels {
    let label: (IndexPath) -> String?

    func title(forItemAt indexPath: IndexPath) -> String? { label(indexPath) }
}

/// No sections, no items: the counts of a page that gives none.
private struct NoItems: ItemCounting {
    var numberOfSections: Int { 0 }
    func numberOfItems(inSection section: Int) -> Int { 0 }
}

/// The counts of a data source.
private struct DataSourceCounts: ItemCounting {
    let dataSource: any LayoutDataSource

    var numberOfSections: Int { dataSource.numberOfSections }
    func numberOfItems(inSection section: Int) -> Int { dataSource.numberOfItems(inSection: section) }
}
