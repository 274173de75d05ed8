import TrellisLayout
import TrellisRender

/// The moves through items on a page whose items the previewer cannot count (its layout adopts
/// no ``ItemCounting`` and declares no data source, ``LayoutDataSourceProviding``:
/// ``PreviewPage/counts`` is nil). What can work without counts works on what the layout lays out:
///
/// - `/`, `n`, `N` search the cells laid out within ``PreviewSession/reachInScreens`` screens of
///   the view (``PromptMode``);
/// - inspect's Tab and Shift-Tab (here) ask the layout for the next item of the section, else take
///   the nearest cell in index-path order laid out within that reach of the selection;
/// - `:S.I` asks the layout for the item; `:P%`, `:top` and `:end` need no counts (``PromptMode``).
///
/// `:N` and a move that finds nothing say what the page needs: ``countsAdvice``. Each costs one
/// rect query over that reach (``LaidOutCells``), never a walk over every item.
extension PreviewSession {
    /// What a page needs to count its items, as the messages say it.
    static let countsAdvice = "adopt ItemCounting (or LayoutDataSourceProviding)"

    /// Whether the current page's items can be counted (else the moves here stand in).
    var countsItems: Bool { document.counts != nil }

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
        LaidOutCells.cells(in: LaidOutCells.reachBand(around: rect, viewport: viewport), of: viewport.layout)
    }
}
