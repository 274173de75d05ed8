import TrellisLayout
import TrellisRender

/// What a ``PreviewPage`` shows: a title, a layout and the texts of its elements.
///
/// ``PreviewPage/init(title:layout:label:)`` makes one from a layout and a closure, which is
/// all most layouts need. Adopt this protocol for a page whose layout changes by itself (a
/// reloaded file), and add the optional capabilities it supports, each a protocol of its own:
/// ``Adjustable`` (the `+ - ] [ p d a o =` keys), ``ItemCounting`` (the status line's counts and
/// `:N`), ``ItemSearching`` (a fast `/`), ``Inspectable`` (the inspector's own facts),
/// ``Reloadable`` (`r` and reload on save), ``WarningReporting`` (`w` and `!`) and
/// ``CellScaled`` (a layout in points).
///
/// ```swift
/// final class Photos: PreviewContent {
///     let title = "Photos"
///     let layout: any CollectionLayout = WaterfallLayout(dataSource: source)
///     let labels: any RenderLabels = StaticLabels(sections: [0: "Today"])
/// }
/// try Previewer(pages: [PreviewPage(Photos())]).run()
/// ```
public protocol PreviewContent: AnyObject {
    /// The page's title, for the status line.
    ///
    /// ```swift
    /// var title: String { "Photos" }
    /// ```
    var title: String { get }
    /// The layout shown now; asked again after ``Reloadable/reload()`` and after an adjustment.
    ///
    /// ```swift
    /// var layout: any CollectionLayout { document.layout }
    /// ```
    var layout: any CollectionLayout { get }
    /// The item and section titles the cells, headers and footers show.
    ///
    /// ```swift
    /// var labels: any RenderLabels { StaticLabels(sections: [0: "Today"]) }
    /// ```
    var labels: any RenderLabels { get }
}

/// A page that knows how many items its layout lays out: the status line counts them, `:N`
/// goes to the N-th, and `/` and inspect's Tab reach every item. Without it a page finds a data
/// source in its layout (one that adopts ``LayoutDataSourceProviding``, as the built-in layouts
/// do); else the status line shows no counts, `/` and Tab look only within 8
/// screens of the view, and `:N` says to adopt this.
///
/// ```swift
/// extension MosaicLayout: ItemCounting {
///     var numberOfSections: Int { dataSource.numberOfSections }
///     func numberOfItems(inSection section: Int) -> Int { dataSource.numberOfItems(inSection: section) }
/// }
/// ```
public protocol ItemCounting {
    /// The number of sections.
    ///
    /// ```swift
    /// var numberOfSections: Int { dataSource.numberOfSections }
    /// ```
    var numberOfSections: Int { get }
    /// The number of items in `section`.
    ///
    /// ```swift
    /// func numberOfItems(inSection section: Int) -> Int { dataSource.numberOfItems(inSection: section) }
    /// ```
    func numberOfItems(inSection section: Int) -> Int
    /// The number of items in every section; the default adds the sections up.
    ///
    /// ```swift
    /// var numberOfItems: Int { totalCount }   // when known without adding up
    /// ```
    var numberOfItems: Int { get }
}

extension ItemCounting {
    /// The items of every section added up (O(sections)).
    ///
    /// ```swift
    /// counts.numberOfItems   // 1_000_000
    /// ```
    public var numberOfItems: Int {
        (0..<max(0, numberOfSections)).reduce(0) { $0 &+ max(0, numberOfItems(inSection: $1)) }
    }
}

/// A page that says more in the inspector (`i`) than the frame and the label: where the selected
/// element's size came from, its place (`column 1`), its section's style.
///
/// ```swift
/// extension MosaicLayout: Inspectable {
///     func inspectorFacts(of attributes: LayoutAttributes) -> InspectorFacts {
///         InspectorFacts(place: attributes.indexPath.item % 3 == 0 ? "large tile" : "small tile")
///     }
/// }
/// ```
public protocol Inspectable {
    /// The facts about `attributes`, the selected element (asked once per frame).
    ///
    /// ```swift
    /// func inspectorFacts(of attributes: LayoutAttributes) -> InspectorFacts { InspectorFacts(place: "tile") }
    /// ```
    func inspectorFacts(of attributes: LayoutAttributes) -> InspectorFacts
}

/// A page whose layout comes from a file: `r` reloads every such page, keeping the place and
/// the adjustments; a page whose reload fails keeps its last good layout, and its error stays on
/// the diagnostics line (and in `w` and `!`) until a reload succeeds.
///
/// ```swift
/// extension MyDocument: Reloadable {
///     var filePath: String? { path }
///     func reload() throws { layout = try MyDocument.load(path) }
/// }
/// ```
public protocol Reloadable {
    /// The file the page reads, or nil when it has none (then `r` leaves it alone).
    ///
    /// ```swift
    /// var filePath: String? { "photos.json" }
    /// ```
    var filePath: String? { get }
    /// Reads the file again; on failure keeps what it showed and throws (the error's description
    /// shows on the diagnostics line until a reload succeeds).
    ///
    /// ```swift
    /// func reload() throws { rows = try Rows(contentsOf: filePath!) }
    /// ```
    func reload() throws
}
