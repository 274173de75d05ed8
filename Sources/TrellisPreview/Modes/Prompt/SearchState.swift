import TrellisLayout

/// What the previewer remembers of `/`: the last pattern (an empty `/` and `n`/`N` repeat it),
/// the match gone to last and where that left the view (`n` goes on from that match while the
/// view stays there), and which cells match, asked per visible cell per frame for the highlight.
struct SearchState {
    /// The last pattern searched for.
    var pattern: String?
    /// The last match gone to: the page, its layout and the offset the view was left at.
    var current: (document: Int, source: AnyObject, indexPath: LayoutIndexPath, offset: Point)?
    /// Which cells match ``pattern``, as asked so far, for ``cacheSource``.
    private var matchCache: [LayoutIndexPath: Bool] = [:]
    /// The layout and pattern ``matchCache`` is for.
    private var cacheKey: (source: AnyObject, pattern: String)?
    /// The most cells kept in ``matchCache`` (more clears it): a few screens' worth.
    static let cacheCapacity = 4_096

    /// Whether the item at `indexPath` of `source` (searched by `searcher`) matches ``pattern``
    /// (false without one): asked
    /// once per visible cell per frame, answered from the cache when asked before, so a frame
    /// costs O(visible cells) however long their texts are.
    mutating func matches(_ indexPath: LayoutIndexPath, in source: AnyObject, searcher: any ItemSearching) -> Bool {
        guard let pattern else { return false }
        if cacheKey?.source !== source || cacheKey?.pattern != pattern || matchCache.count >= Self.cacheCapacity {
            matchCache.removeAll(keepingCapacity: true)
            cacheKey = (source, pattern)
        }
        if let known = matchCache[indexPath] { return known }
        let found = searcher.itemMatches(pattern, at: indexPath)
        matchCache[indexPath] = found
        return found
    }
}
