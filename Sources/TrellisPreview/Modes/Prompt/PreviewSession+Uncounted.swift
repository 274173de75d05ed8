import TrellisLayout
import TrellisRender

/// The moves through items on a page whose items the previewer cannot count (its layout adopts
/// no ``ItemCounting`` and holds no ``LayoutDataSource`` to count with: ``PreviewPage/counts`` is
/// nil). What can work without counts works on what the layout lays out:
///
/// - `/`, `n`, `N` search the cells laid out within ``PreviewSession/reachInScreens`` screens of
///   the view (each move starts from where the last left the view, so repeated `n` walk the whole
///   page), and wrap only when the whole page lies within that reach;
/// - inspect's Tab and Shift-Tab ask the layout for the next item of the section, else take the
///   nearest cell in index-path order laid out within that reach of the selection;
/// - `:S.I` asks the layout for the item; `:P%`, `:top` and `:end` need no counts.
///
/// `:N` and a move that finds nothing say what the page needs: ``countsAdvice``. Each costs one
/// rect query over that reach, never a walk over every item.
extension PreviewSession {
    /// What a page needs to count its items, as the messages say it.
    static let countsAdvice = "adopt ItemCounting (or LayoutDataSourceProviding)"

    /// Whether the current page's items can be counted (else the moves here stand in).
    var countsItems: Bool { document.counts != nil }

    /// `:` on a page without counts, for the commands that name an item: `:N` says what it
    /// needs, `:S.I` asks the layout. Returns false for the others (`:P%`, `:top`, `:end`),
    /// which go as on any page: nil. Else returns what it says.
    func goToUncounted(_ command: GoToCommand) -> PreviewOutcome? {
        switch command {
        case .ordinal(let n):
            return .message(":\(n) needs the item counts: " + Self.countsAdvice)
        case .item(let section, let item):
            if section < 0 { return .message("no section \(section) (sections count from 0)") }
            if item < 0 { return .message("no item \(section).\(item) (items count from 0)") }
            if viewport.layout.layoutAttributesForItem(at: IndexPath(item: item, section: section)) == nil {
                return .message("no item \(section).\(item) in the layout")
            }
            reveal(IndexPath(item: item, section: section))
            return PreviewOutcome.none
        case .percent, .top, .end, .page:
            return nil
        }
    }

    /// `/`, `n` or `N` on a page without counts: the first match after `origin` (at or after it
    /// when `including`), or the last before it (`forward` false), among the cells laid out near
    /// the view; it is gone to and remembered. When none lies that way:
    ///
    /// - if the whole page lies within reach (its content size is exact and inside the band), the
    ///   search wraps as on a counted page: to the first (or last) match, `search wrapped`, or
    ///   `pattern not found`;
    /// - else the message says what the band holds: no match (`not found within`), only one
    ///   (`only match within`: a visible one is never called not found), or none that way
    ///   (`no later` / `no earlier match within`), with what to adopt to search every item.
    /// Returns the message, if any.
    func searchLaidOut(_ pattern: String, from origin: IndexPath, including: Bool, forward: Bool) -> String? {
        let searcher = document.searcher
        let band = reachBand(around: viewport.visibleRect)
        let matches = cells(in: band).filter { searcher.itemMatches(pattern, at: $0) }
        let ahead = matches.filter { indexPath in
            forward ? (including ? indexPath >= origin : indexPath > origin) : indexPath < origin
        }
        if let found = forward ? ahead.min() : ahead.max() {
            goToMatch(found)
            return nil
        }
        if wholePageLies(in: band) {
            guard let found = forward ? matches.min() : matches.max() else {
                return "pattern not found: " + MessageText.escaped(pattern)
            }
            goToMatch(found)
            return "search wrapped"
        }
        let what: String
        switch Set(matches).count {
        case 0: what = "not found"
        case 1: what = "only match"
        default: what = forward ? "no later match" : "no earlier match"
        }
        return "\(what) within \(Int(Self.reachInScreens)) screens: \(MessageText.escaped(pattern)); "
            + "to search every item, " + Self.countsAdvice
    }

    /// Reveals the match `found` and remembers it (where `n` goes on from).
    private func goToMatch(_ found: IndexPath) {
        reveal(found)
        searchState.current = (current, document.layout, found, viewport.contentOffset)
    }

    /// Whether every element of the page lies within `band`: its content size is exact and
    /// inside it (so a search of the band is a search of every item).
    private func wholePageLies(in band: Rect) -> Bool {
        let layout = viewport.layout
        guard layout.isContentSizeExact else { return false }
        let size = layout.collectionViewContentSize
        return band.contains(Rect(x: 0, y: 0, width: size.width, height: size.height))
    }

    /// Tab or Shift-Tab from `selected` on a page without counts: the item after (or before) it
    /// in its section, asked of the layout; else the nearest cell in index-path order laid out
    /// within reach of it (a header's next is its section's first item, a footer's previous its
    /// last); else the message (returned) says so.
    func stepLaidOutItem(from selected: Inspection.Element, forward: Bool) -> String? {
        let layout = viewport.layout
        let section = selected.indexPath.section
        if selected.kind == .cell {
            let next = IndexPath(item: selected.indexPath.item + (forward ? 1 : -1), section: section)
            if next.item >= 0, layout.layoutAttributesForItem(at: next) != nil {
                select(Inspection.Element(kind: .cell, indexPath: next))
                return nil
            }
        }
        // The index path the step goes past: cells after it (or before it) are candidates.
        let bound: IndexPath
        switch (selected.kind, forward) {
        case (.cell, _): bound = selected.indexPath
        case (.header, true): bound = IndexPath(item: -1, section: section)
        case (.header, false): bound = IndexPath(item: 0, section: section)
        default: bound = IndexPath(item: Int.max, section: section)   // a footer: after or before every item of its section
        }
        if !forward, bound <= IndexPath(item: 0, section: 0) {
            return "no previous item: this is the first"
        }
        let cells = selected.attributes(in: layout).map { laidOutCells(near: $0.frame) } ?? []
        let next = forward ? cells.filter { $0 > bound }.min() : cells.filter { $0 < bound }.max()
        guard let next else {
            return "no \(forward ? "next" : "previous") item within \(Int(Self.reachInScreens)) screens; "
                + "to step through every item, " + Self.countsAdvice
        }
        select(Inspection.Element(kind: .cell, indexPath: next))
        return nil
    }

    /// The index paths of the cells laid out within ``reachInScreens`` screens (the larger of the
    /// view's width and height) of `rect`: one rect query.
    private func laidOutCells(near rect: Rect) -> [IndexPath] {
        cells(in: reachBand(around: rect))
    }

    /// `rect` grown by ``reachInScreens`` screens (the larger of the view's width and height)
    /// on every side.
    private func reachBand(around rect: Rect) -> Rect {
        let size = viewport.size
        let reach = Self.reachInScreens * max(size.width, size.height, 1)
        return Rect(x: rect.minX - reach, y: rect.minY - reach, width: rect.width + 2 * reach, height: rect.height + 2 * reach)
    }

    /// The index paths of the cells laid out in `band`: one rect query.
    private func cells(in band: Rect) -> [IndexPath] {
        viewport.layout.layoutAttributesForElements(in: band).lazy.filter { $0.kind == .cell }.map(\.indexPath)
    }
}
