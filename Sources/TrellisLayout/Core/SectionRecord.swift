/// What a ``SectionedLayout`` keeps of one section it has begun laying out.
struct SectionRecord {
    /// Top of the section (top of its header, if any).
    var top: Double
    /// Bottom of the section (bottom of its footer, if any); infinite while the section is open.
    var bottom: Double = .infinity
    /// Index in the layout's flat frame array of the section's item 0.
    var firstFrame: Int
    /// Items placed so far.
    var placedCount = 0
    /// Top of the section's inset area (below the header).
    var insetTop: Double
    /// Header frame, when the section has one.
    var header: Rect?
    /// Footer frame, once the section is closed and has one.
    var footer: Rect?
    /// Background frame (the inset area), once the section is closed.
    var background: Rect?
    /// The section's resolved metrics.
    var style: ResolvedSectionStyle
    /// The spatial index of the section's cells.
    let index = SectionIndex()
}
