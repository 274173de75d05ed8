/// What the ``LayoutEngine`` keeps of one section it has begun, whatever the layout family: where
/// the section lies, its header, footer and background, how many of its items are placed, and
/// the extra views its placer added. The family's own data (frames, templates, placers) lives in
/// its ``SectionStore``.
struct SectionRecord {
    /// Top of the section (top of its header, if any).
    var top: Double
    /// Top of the section's inset area (below the header): where its background starts.
    var insetTop: Double
    /// Bottom of the section (bottom of its footer, if any); infinite while the section is open.
    var bottom: Double = .infinity
    /// The farthest `maxY` of anything in this section or an earlier one (a cell or a badge may
    /// poke out below its section); infinite while the section is open. Never decreases from one
    /// section to the next, so the first section a rect meets is found by binary search.
    var reach: Double = .infinity
    /// The section's item count, as the data source said (lowered when the items cannot all be
    /// placed, as in a compositional group without an item slot).
    var itemCount: Int
    /// Items placed so far (pending ones included).
    var placedCount = 0
    /// Header frame, when the section has one.
    var header: Rect?
    /// Footer frame, once the section is closed and has one.
    var footer: Rect?
    /// Whether the section has a background (a decoration view over its inset area), or, in a
    /// store that places its own views, decorations: a query that meets the section while it is
    /// open lays it out to its end, so that they are whole.
    var hasBackground = false
    /// Background frame (the inset area), once the section is closed and has one.
    var background: Rect?
    /// Whether the section's cells scroll sideways (a compositional orthogonal section).
    var isOrthogonal = false
    /// The supplementary and decoration views a placer added through its ``PlacementSink``, if any.
    var extras: ExtraElements?
    /// How many extra views there were when the section last closed: reopening it for appended
    /// items forgets those its placer added while closing (it adds them again when it closes again).
    var extrasBeforeClose = ExtraElements.Mark()

    /// A section beginning at `top` with `itemCount` items.
    init(top: Double, itemCount: Int) {
        self.top = top
        self.insetTop = top
        self.itemCount = itemCount
    }
}
