/// What a viewer needs to scroll one orthogonal section (a section whose
/// ``LayoutSection/orthogonalScrollingBehavior`` is not `none`) sideways on its own.
///
/// The layout reports such a section's frames unscrolled (rule 12): its groups lie along x from
/// `inset.left`, so they may pass the view's width `W`. A viewer keeps a sideways offset `o` per
/// section, in `0...maximumOffset(viewWidth: W)`, and draws the section's cells shifted left by
/// `o` (right by `o` in a right-to-left layout, whose frames are mirrored), clipped to the view.
/// Headers and footers never scroll sideways.
///
/// All lengths are in layout space (left to right, before any mirroring; in a horizontally
/// scrolling layout, transposed: ``scrollsVertically`` is then true, the band `minY ..< maxY` is
/// an x-range on screen and the offset moves the cells up).
///
/// Where a scroll stops (rule 24) is ``stop(near:viewWidth:rounding:)``: anywhere for
/// `.continuous`; for the paging kinds and `.continuousGroupLeadingBoundary`, at a multiple of
/// ``groupPitch`` (group `k` at the section's leading inset, or, `.groupPagingCentered`, centred)
/// or at the end, ``maximumOffset(viewWidth:)``.
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
    /// The length of the sideways content: `inset.left + 2·leadingShift + n·groupWidth + (n −
    /// 1)·interGroupSpacing + inset.right` for `n` groups (`inset.left + inset.right` with none),
    /// so that with `.groupPagingCentered` the last group is centred at the largest offset.
    public var contentWidth: Double
    /// How far group 0 lies right of the section's leading inset: `(container width − group
    /// width) / 2` for `.groupPagingCentered` (never below 0), else 0 (rule 24).
    public var leadingShift: Double = 0
    /// Whether the section scrolls vertically on screen: it is in a horizontally scrolling layout
    /// (rule 22), whose frames are transposed. A viewer then moves its cells up by the offset,
    /// its band is an x-range, and its largest offset is against the view's height.
    public var scrollsVertically = false
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

    /// Whether scrolls stop at group boundaries: every kind but `.continuous` (and `.none`),
    /// when groups have a length.
    public var stopsAtGroups: Bool {
        groupPitch > 0 && behavior != .continuous && behavior != .none
    }

    /// The stop of group `k` (rule 24): the offset `k·groupPitch` that puts group `k` at the
    /// section's leading inset (`.groupPaging`, `.continuousGroupLeadingBoundary`) or centres it
    /// (`.groupPagingCentered`, whose groups are shifted by ``leadingShift``), clamped to
    /// `0 … maximumOffset(viewWidth:)`. O(1).
    public func stopOffset(ofGroup k: Int, viewWidth: Double) -> Double {
        min(maximumOffset(viewWidth: viewWidth), max(0, Double(k) * groupPitch))
    }

    /// The stop nearest `offset` the way `rounding` says (`.toNearestOrAwayFromZero`, `.up`,
    /// `.down`): a multiple of ``groupPitch`` clamped to `0 … maximumOffset` when
    /// ``stopsAtGroups``, else `offset` itself clamped. The end, `maximumOffset`, is a stop too
    /// (a group that cannot reach the leading inset stops there). O(1).
    public func stop(near offset: Double, viewWidth: Double, rounding: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Double {
        let maximum = maximumOffset(viewWidth: viewWidth)
        let safe = offset.isFinite ? offset : 0
        guard stopsAtGroups else { return min(maximum, max(0, safe)) }
        if safe >= maximum { return maximum }
        let target = (safe / groupPitch).rounded(rounding) * groupPitch
        return min(maximum, max(0, target))
    }

    /// The next stop strictly past `offset` forward (toward the end of the content) or back,
    /// `offset` itself at either end: for `h`/`l` on a section that ``stopsAtGroups``. O(1).
    public func nextStop(from offset: Double, forward: Bool, viewWidth: Double) -> Double {
        stop(steps: forward ? 1 : -1, from: offset, viewWidth: viewWidth)
    }

    /// The stop `steps` group stops on from `offset` (back when negative): from the last group
    /// stop at or before `offset` (forward) or at or after it (back), `steps` pitches on, clamped
    /// to `0 … maximumOffset`; `offset` clamped when the section does not stop at groups. O(1),
    /// whatever `steps`.
    public func stop(steps: Int, from offset: Double, viewWidth: Double) -> Double {
        let maximum = maximumOffset(viewWidth: viewWidth)
        let safe = offset.isFinite ? offset : 0
        guard stopsAtGroups, steps != 0 else { return min(maximum, max(0, safe)) }
        // 1e-9: an offset at a stop counts as there.
        let position = safe / groupPitch
        let start = steps > 0 ? (position + 1e-9).rounded(.down) : (position - 1e-9).rounded(.up)
        return min(maximum, max(0, (start + Double(steps)) * groupPitch))
    }
}
