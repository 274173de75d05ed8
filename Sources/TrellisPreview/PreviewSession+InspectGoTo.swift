/// Inspect mode and `:` go-to: a go-to that names a place rather than an item (`:top`, `:end`,
/// `:P%`) scrolls as `g`, `G` and the page keys do, so the selection follows it as it follows
/// them (``followScroll(after:)``): it never stays behind off screen while the panel describes
/// it. A go-to to an item (`:N`, `:S.I`) selects that item (``reveal(_:)``), which is in sight.
extension PreviewSession {
    /// After `:text` ran: in inspect mode, when the selection is no longer in sight beside the
    /// panel, selects what `i` would, without scrolling; nothing otherwise.
    func followGoTo() {
        followScroll(after: .top)   // any scrolling action: `:top`, `:end` and `:P%` scroll as g, G and the pages do
    }
}
