/// What a viewer needs to scroll one orthogonal section (a section whose
/// ``LayoutSection/orthogonalScrollingBehavior`` is not `none`) sideways on its own.
///
/// The layout reports such a section's frames unscrolled (rule 12): its groups lie along x from
/// `inset.left`, so they may pass the view's width `W`. A viewer keeps a sideways offset `o` per
/// section, in `0...maximumOffset(viewWidth: W)`, and draws the section's cells shifted left by
/// `o` (right by `o` in a right-to-left layout, whose frames are mirrored), clipped to the view.
/// Headers and footers never scroll sideways.
///
/// All lengths are in layout space (left to right, before any mirroring).
public struct OrthogonalSection: Hashable, Sendable {
    /// The section number.
    public var section: Int
    /// How the section scrolls: the paging kinds change only how far one step goes.
    public var behavior: LayoutSection.OrthogonalScrollingBehavior
    /// The top of the band that scrolls sideways: the section's `contentTop` (below the header
    /// and `inset.top`).
    public var minY: Double
    /// The bottom of the band: `contentTop` plus the section's content height (its tallest group).
    /// A cell taller than its group may reach below it.
    public var maxY: Double
    /// The length of the sideways content: `inset.left + n·groupWidth + (n − 1)·interGroupSpacing
    /// + inset.right` for `n` groups (`inset.left + inset.right` with none).
    public var contentWidth: Double
    /// The width of one group (its resolved width against the section container).
    public var groupWidth: Double
    /// One group's step along x: `groupWidth + interGroupSpacing`, the page of `groupPaging`.
    public var groupPitch: Double
    /// The number of group instances.
    public var groupCount: Int

    /// Creates the description of an orthogonal section.
    public init(section: Int, behavior: LayoutSection.OrthogonalScrollingBehavior, minY: Double, maxY: Double,
                contentWidth: Double, groupWidth: Double, groupPitch: Double, groupCount: Int) {
        self.section = section
        self.behavior = behavior
        self.minY = minY
        self.maxY = maxY
        self.contentWidth = contentWidth
        self.groupWidth = groupWidth
        self.groupPitch = groupPitch
        self.groupCount = groupCount
    }

    /// The largest sideways offset in a view `viewWidth` wide: `max(0, contentWidth − viewWidth)`.
    public func maximumOffset(viewWidth: Double) -> Double {
        max(0, contentWidth - viewWidth.layoutLength)
    }
}
