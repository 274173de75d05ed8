import TrellisLayout
import TrellisSpec

/// What the previewer needs of a data source to search item titles and texts: the search runs
/// where the data lives (``SpecDataSource`` searches its columns' bytes), so the previewer never
/// makes a string per item.
protocol ItemSearching {
    /// The number of sections.
    var numberOfSections: Int { get }
    /// The first matching item at or after `start`, in index-path order.
    func firstItem(matching pattern: SearchPattern, from start: IndexPath) -> IndexPath?
    /// The last matching item strictly before `end`, in index-path order.
    func lastItem(matching pattern: SearchPattern, before end: IndexPath) -> IndexPath?
    /// Whether the item at `indexPath` matches.
    func itemMatches(_ pattern: SearchPattern, at indexPath: IndexPath) -> Bool
}

extension SpecDataSource: ItemSearching {}

/// The search moves of `/`, `n` and `N`, over any ``ItemSearching``, wrapping at either end as
/// less does (``Found/wrapped`` is then set, for the `search wrapped` notice).
enum SearchSteps {
    /// A match gone to.
    struct Found: Equatable {
        /// The matching item.
        var indexPath: IndexPath
        /// Whether the search went past an end of the spec to find it.
        var wrapped: Bool
    }

    /// Enter on `/`: the first match at or after `start` (the first visible cell), else the
    /// first from the top (wrapped).
    static func first(_ pattern: SearchPattern, atOrAfter start: IndexPath, in source: some ItemSearching) -> Found? {
        if let found = source.firstItem(matching: pattern, from: start) { return Found(indexPath: found, wrapped: false) }
        return source.firstItem(matching: pattern, from: IndexPath(item: 0, section: 0)).map { Found(indexPath: $0, wrapped: true) }
    }

    /// `n`: the first match after `origin`, else the first from the top (wrapped; possibly
    /// `origin` itself, the only match).
    static func next(_ pattern: SearchPattern, after origin: IndexPath, in source: some ItemSearching) -> Found? {
        let successor = IndexPath(item: origin.item &+ 1, section: origin.section)
        if let found = source.firstItem(matching: pattern, from: successor) { return Found(indexPath: found, wrapped: false) }
        return source.firstItem(matching: pattern, from: IndexPath(item: 0, section: 0)).map { Found(indexPath: $0, wrapped: true) }
    }

    /// `N`: the last match before `origin`, else the last of all (wrapped).
    static func previous(_ pattern: SearchPattern, before origin: IndexPath, in source: some ItemSearching) -> Found? {
        if let found = source.lastItem(matching: pattern, before: origin) { return Found(indexPath: found, wrapped: false) }
        let end = IndexPath(item: 0, section: source.numberOfSections)
        return source.lastItem(matching: pattern, before: end).map { Found(indexPath: $0, wrapped: true) }
    }
}
