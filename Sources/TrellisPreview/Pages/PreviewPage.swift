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
/// A page whose content did not load (``init(title:filePath:error:load:)``) shows its error
/// until it does.
public final class PreviewPage {
    /// What the page shows: for a page whose content has not loaded yet, a stand-in with its
    /// title and nothing laid out.
    ///
    /// ```swift
    /// page.content.title   // "Mosaic"
    /// ```
    public private(set) var content: any PreviewContent
    /// The layout shown now: the content's, or the one the adjustments made of it.
    ///
    /// ```swift
    /// (page.layout as? MosaicLayout)?.columns   // 4 after one + on 3 columns
    /// ```
    public private(set) var layout: any CollectionLayout
    /// The object the capabilities are asked of: the layout given to
    /// ``init(title:layout:label:)``, else ``content``.
    private var holder: AnyObject
    /// The adjustments' receiver, if the page has one: the page's own, else, for a
    /// ``BuiltInLayout``, `p` and `d` on the layout's own properties (``BuiltInAdjustments``).
    package private(set) var adjustable: (any Adjustable)?
    /// The page's file, if it has one.
    package private(set) var reloadable: (any Reloadable)?
    /// The inspector's facts, if the page gives more than the generic ones.
    package private(set) var inspectable: (any Inspectable)?
    /// The file and the loader of a page whose content has not loaded yet; nil once it has.
    private var loader: (filePath: String, load: () throws -> any PreviewContent)?
    /// Why the content did not load, as of the last try (the error's description); nil once it
    /// has loaded, and for a page that always had its content.
    package private(set) var loadFailure: String?
    /// The item counts of ``layout``, if known.
    package private(set) var counts: (any ItemCounting)?
    /// The search over ``layout``'s items: the page's own, or one over its labels.
    package private(set) var searcher: any ItemSearching
    /// ``title`` cut once to what any status line could show.
    package private(set) var displayTitle = ""

    /// A page showing `layout`, each cell titled by `label` (nil: the index path, `0.3`), each
    /// section's header and footer by `sectionTitle` (without it, or for nil, `Section N`).
    ///
    /// ```swift
    /// PreviewPage(title: "Mosaic", layout: mosaic, label: { "photo \($0.item)" })
    /// PreviewPage(title: "Tags", layout: adapter, label: { tags.title(at: $0) }, sectionTitle: { tags.header($0) })
    /// ```
    public convenience init(title: String, layout: some CollectionLayout, label: @escaping (LayoutIndexPath) -> String?,
                            sectionTitle: ((Int) -> String?)? = nil) {
        self.init(title: title, layout: layout, labels: ClosureLabels(label: label, sectionTitle: sectionTitle))
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

    /// A page whose content did not load (`error`, such as a missing or broken file at
    /// `filePath`): it keeps its place among the pages, titled `title`, shows the error where
    /// its layout would be, and lists it with the other errors (the diagnostics line, `!`).
    /// `load` is tried again on `r` (and, in `trellis preview`, when the file changes); the
    /// first time it returns, the page shows that content, with every capability it adopts,
    /// for good. Until then the keys that need a layout say that there is none.
    ///
    /// ```swift
    /// let page: PreviewPage
    /// do { page = PreviewPage(try Photos(path: path)) }
    /// catch { page = PreviewPage(title: path, filePath: path, error: error) { try Photos(path: path) } }
    /// ```
    public convenience init(title: String, filePath: String, error: any Error, load: @escaping () throws -> any PreviewContent) {
        let standIn = UnloadedContent(title: title)
        self.init(content: standIn, holder: standIn)
        loader = (filePath, load)
        loadFailure = String(describing: error)
    }

    private init(content: any PreviewContent, holder: AnyObject) {
        self.content = content
        self.holder = holder
        layout = content.layout
        searcher = LabelSearch(counts: nil, labels: content.labels)
        findCapabilities()
    }

    /// Takes the capabilities `holder` adopts, then what depends on the layout.
    private func findCapabilities() {
        adjustable = holder as? any Adjustable ?? BuiltInAdjustments(content: content, adopter: holder)
        reloadable = holder as? any Reloadable
        inspectable = holder as? any Inspectable
        refresh()
    }

    /// Whether the page has its content: false for a page made with
    /// ``init(title:filePath:error:load:)`` until its loader succeeds.
    package var isLoaded: Bool { loader == nil }

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

    /// How much work the layout shown has done (``LayoutActivityReporting``: its prepares and
    /// queries), for the inspector panel; nil for a layout that does not count it. Asked of the
    /// layout, whose work it is, then of the page's content.
    package var layoutActivity: LayoutActivity? {
        ((layout as? any LayoutActivityReporting) ?? (holder as? any LayoutActivityReporting))?.layoutActivity
    }

    /// How to build a fresh layout like the one shown (``FreshLayoutProviding``, asked of the
    /// layout shown, then of the page's content), for the layout doctor; nil when the page cannot.
    package var freshLayoutMaker: (() -> any CollectionLayout)? {
        guard let provider = (layout as? any FreshLayoutProviding) ?? (holder as? any FreshLayoutProviding) else { return nil }
        return { provider.makeFreshLayout() }
    }

    /// The page's warnings (``WarningReporting``), as of the last layout shown (asked once per
    /// layout, and again once it is prepared: ``rereadWarnings()``; not per frame).
    package private(set) var warnings: [String] = []

    /// Asks the page for its warnings again: the session calls it once a layout it shows has
    /// been prepared, since a layout may know its warnings only then (a UIKit compositional
    /// layout whose section provider runs in `prepare()`).
    package func rereadWarnings() {
        warnings = (holder as? any WarningReporting)?.warningMessages ?? []
    }

    /// Whether the page can have warnings to list (``WarningReporting``), or an error: one whose
    /// content did not load.
    package var reportsWarnings: Bool { !isLoaded || holder is any WarningReporting }

    /// The file the page reads (``Reloadable``, or the one its content did not load from), if any.
    package var filePath: String? { loader?.filePath ?? reloadable?.filePath }

    /// Whether `r` acts on the page: it reads a file (``Reloadable``), or its content did not load.
    package var canReload: Bool { !isLoaded || reloadable != nil }

    /// The item counts, or none at all when unknown.
    package var itemCounts: any ItemCounting { counts ?? NoItems() }

    /// The number of sections (0 when unknown).
    package var numberOfSections: Int { counts?.numberOfSections ?? 0 }

    /// The number of items in every section (0 when unknown).
    package var numberOfItems: Int { counts?.numberOfItems ?? 0 }

    /// The layout's short name for the status line: a ``BuiltInLayout``'s ``BuiltInLayout/name``,
    /// else its type's name.
    package var layoutName: String {
        (layout as? any BuiltInLayout)?.name ?? layout.displayName
    }

    /// Whether the layout scrolls sideways (only a ``BuiltInLayout`` can say so).
    package var scrollsHorizontally: Bool { (layout as? any BuiltInLayout)?.isHorizontal ?? false }

    /// The layout's reading direction.
    package var direction: LayoutDirection { (layout as? any BuiltInLayout)?.direction ?? .leftToRight }

    /// Whether headers stay pinned at the top while their section shows.
    package var sectionHeadersPinToVisibleBounds: Bool { (layout as? any BuiltInLayout)?.sectionHeadersPinToVisibleBounds ?? false }

    /// Why the page does not take `adjustment` (``refusal(of:)``), or nil when it supports it.
    func refusalIfUnsupported(_ adjustment: Adjustment) -> String? {
        adjustable?.supportedAdjustments.contains(adjustment) == true ? nil : refusal(of: adjustment)
    }

    /// The page's own values the toggles start from (none for a page that cannot adjust).
    var unadjustedValues: Adjustments { adjustable?.unadjustedValues ?? Adjustments() }

    /// Where the counters act on the page at `width` columns (none on a page that cannot adjust).
    func counterRanges(width: Int, spacingDelta: Double) -> CounterRanges {
        adjustable?.adjustmentRanges(width: width, spacingDelta: spacingDelta) ?? CounterRanges(columns: nil, spacing: 0...0)
    }

    /// What a key of `adjustment` says when the page cannot take it: the page's own refusal,
    /// else that its layout (or content) does not adopt ``Adjustable``.
    package func refusal(of adjustment: Adjustment) -> String {
        adjustable?.refusal(of: adjustment) ?? adjustment.refusal(notAdoptedBy: holder, isLayout: holder === content.layout)
    }

    /// What the previewer calls its pages: the content's own word (``PageNaming``), or nil
    /// (`page`); nil too while the content has not loaded.
    package var wording: PageWording? { (content as? any PageNaming)?.pageWording }

    /// Reads the page's file again (``Reloadable``), or, while its content has not loaded, tries
    /// to load it (the page then has the loaded content's capabilities); the caller then shows
    /// it (``show(_:)``). Throws the error of a failed try, which keeps the page as it was.
    package func reload() throws {
        guard let loader else {
            try reloadable?.reload()
            return
        }
        let loaded: any PreviewContent
        do {
            loaded = try loader.load()
        } catch {
            loadFailure = String(describing: error)
            throw error
        }
        self.loader = nil
        loadFailure = nil
        content = loaded
        holder = loaded
        layout = loaded.layout
        findCapabilities()
    }

    /// Shows the page with `adjustments` (the ones that act on it): a new layout from the
    /// adjustable page, else the content's layout as it is now.
    package func show(_ adjustments: Adjustments) {
        layout = adjustable?.layout(adjustedBy: adjustments) ?? content.layout
        refresh()
    }

    /// The facts the inspector shows about `attributes`: the page's own, or the title the
    /// element draws (a cell's label, else `0.3`; a header's or footer's `Section 0`, as the
    /// screen shows it; a badge's kind; none for a decoration).
    package func inspectorFacts(of attributes: LayoutAttributes) -> InspectorFacts {
        if let inspectable { return inspectable.inspectorFacts(of: attributes) }
        let labels = content.labels
        switch attributes.category {
        case .cell: return InspectorFacts(title: labels.cellLabel(at: attributes.indexPath))
        case .decorationView: return InspectorFacts()
        case .supplementaryView:
            let isBar = attributes.kind == .header || attributes.kind == .footer
            return InspectorFacts(title: isBar ? labels.sectionLabel(attributes.indexPath.section) : attributes.kind.rawValue)
        }
    }

    /// Finds what depends on the layout shown: the counts, the search, the title, the warnings.
    private func refresh() {
        counts = holder as? any ItemCounting ?? (layout as? any LayoutDataSourceProviding).map { DataSourceCounts(dataSource: $0.dataSource) }
        searcher = holder as? any ItemSearching ?? LabelSearch(counts: counts, labels: content.labels)
        displayTitle = StatusLine.displayPrefix(of: title, maxWidth: StatusLine.maxTitleWidth)
        rereadWarnings()
    }
}

/// What a page whose content did not load shows until it does: its title, and nothing laid out.
private final class UnloadedContent: PreviewContent {
    let title: String
    let layout: any CollectionLayout = NothingLaidOut()
    let labels: any RenderLabels = NoLabels()

    init(title: String) {
        self.title = title
    }
}

/// A layout with no elements and no size: the layout of a page whose content did not load.
private final class NothingLaidOut: CollectionLayout {
    var bounds = Rect.zero
    func prepare() {}
    var collectionViewContentSize: Size { .zero }
    var isContentSizeExact: Bool { true }
    func completeLayout() {}
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { [] }
    func layoutAttributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes? { nil }
    func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes? { nil }
    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { false }
    func invalidateLayout() {}
    func invalidateLayout(with context: InvalidationContext) {}
    func contentSize(forWidth width: Double) -> Size { .zero }
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

/// Cell titles, and section titles when given, from closures.
private struct ClosureLabels: RenderLabels {
    let label: (LayoutIndexPath) -> String?
    let sectionTitle: ((Int) -> String?)?

    func title(forItemAt indexPath: LayoutIndexPath) -> String? { label(indexPath) }

    func title(forSection section: Int) -> String? { sectionTitle?(section) }
}

/// No sections, no items: the counts of a page that gives none.
struct NoItems: ItemCounting {
    var numberOfSections: Int { 0 }
    func numberOfItems(inSection section: Int) -> Int { 0 }
}

/// The counts of a data source.
private struct DataSourceCounts: ItemCounting {
    let dataSource: any LayoutDataSource

    var numberOfSections: Int { dataSource.numberOfSections }
    func numberOfItems(inSection section: Int) -> Int { dataSource.numberOfItems(inSection: section) }
}
