import TrellisLayout

/// What the previewer needs of a page to search item titles and texts (`/`, `n`, `N`): the
/// search runs where the data lives (the app's spec data source searches its columns' bytes),
/// so the previewer never makes a string per item. A page without it is searched through its
/// labels, one item at a time (O(items) a search).
///
/// A pattern matches as less's smart case does: ignoring case unless it has a capital letter.
///
/// ```swift
/// extension Catalogue: ItemSearching {
///     func firstItem(matching pattern: String, in range: Range<LayoutIndexPath>) -> LayoutIndexPath? {
///         index.first(containing: pattern, in: range)
///     }
///     // lastItem(matching:in:), itemMatches(_:at:), numberOfSections likewise
/// }
/// ```
public protocol ItemSearching {
    /// The number of sections.
    ///
    /// ```swift
    /// var numberOfSections: Int { catalogue.sections.count }
    /// ```
    var numberOfSections: Int { get }
    /// The first matching item in `range`, in index-path order.
    ///
    /// ```swift
    /// catalogue.firstItem(matching: "fern", in: start..<end)   // section 2, item 0
    /// ```
    func firstItem(matching pattern: String, in range: Range<LayoutIndexPath>) -> LayoutIndexPath?
    /// The last matching item in `range`, in index-path order.
    ///
    /// ```swift
    /// catalogue.lastItem(matching: "fern", in: start..<end)   // section 2, item 2
    /// ```
    func lastItem(matching pattern: String, in range: Range<LayoutIndexPath>) -> LayoutIndexPath?
    /// Whether the item at `indexPath` matches (asked once per visible cell per frame).
    ///
    /// ```swift
    /// catalogue.itemMatches("Fern", at: LayoutIndexPath(item: 0, section: 2))   // true: capital F matches case
    /// ```
    func itemMatches(_ pattern: String, at indexPath: LayoutIndexPath) -> Bool
}

/// The search moves of `/`, `n` and `N`, over any ``ItemSearching``, wrapping at either end as
/// less does (``Found/wrapped`` is then set, for the `search wrapped` notice). Each move looks
/// at every item at most once: the wrapped part is only the items the first part left out.
enum SearchSteps {
    /// A match gone to.
    struct Found: Equatable {
        /// The matching item.
        var indexPath: LayoutIndexPath
        /// Whether the search went past an end of the page to find it.
        var wrapped: Bool
    }

    /// Enter on `/`: the first match at or after `start` (the first visible cell), else the
    /// first before it (wrapped).
    static func first(_ pattern: String, atOrAfter start: LayoutIndexPath, in source: some ItemSearching) -> Found? {
        forward(pattern, from: start, in: source)
    }

    /// `n`: the first match after `origin`, else the first from the top (wrapped; possibly
    /// `origin` itself, the only match).
    static func next(_ pattern: String, after origin: LayoutIndexPath, in source: some ItemSearching) -> Found? {
        forward(pattern, from: LayoutIndexPath(item: origin.item &+ 1, section: origin.section), in: source)
    }

    /// `N`: the last match before `origin`, else the last at or after it (wrapped).
    static func previous(_ pattern: String, before origin: LayoutIndexPath, in source: some ItemSearching) -> Found? {
        let (start, end) = bounds(source)
        let origin = min(max(origin, start), end)
        if let found = source.lastItem(matching: pattern, in: start..<origin) { return Found(indexPath: found, wrapped: false) }
        return source.lastItem(matching: pattern, in: origin..<end).map { Found(indexPath: $0, wrapped: true) }
    }

    /// The first match at or after `from`, else the first before it (wrapped).
    private static func forward(_ pattern: String, from: LayoutIndexPath, in source: some ItemSearching) -> Found? {
        let (start, end) = bounds(source)
        let from = min(max(from, start), end)
        if let found = source.firstItem(matching: pattern, in: from..<end) { return Found(indexPath: found, wrapped: false) }
        return source.firstItem(matching: pattern, in: start..<from).map { Found(indexPath: $0, wrapped: true) }
    }

    /// The first index path and the one past every item of `source`.
    private static func bounds(_ source: some ItemSearching) -> (LayoutIndexPath, LayoutIndexPath) {
        (LayoutIndexPath(item: 0, section: 0), LayoutIndexPath(item: 0, section: max(0, source.numberOfSections)))
    }
}
