import TrellisLayout

/// The sideways scrolling of the sections that scroll orthogonally, each on its own, inside the
/// vertical scroll, for any layout that says which they are (``OrthogonalScrollingLayout``, as a
/// compositional layout's sections whose `orthogonalScrollingBehavior` is not `none`). The
/// viewport never asks what type its layout is.
///
/// The viewport keeps one sideways position per section that was ever scrolled, as a fraction of
/// that section's largest offset (`offset = fraction · maximumOffset(viewWidth)`; kept as the
/// offset and the largest offset it was set at, so that it is exact until the width changes and
/// exact again when the width comes back), so a resize
/// keeps every section's place: the start stays the start, the end the end, a card halfway stays
/// halfway. A section never scrolled is at offset 0; so is every section of `trellis render`.
///
/// Per frame the work is O(orthogonal sections on screen): the layout is asked for the sections
/// whose band meets the visible rect, and for the elements of the visible rect with each of those
/// shifted by its offset (``OrthogonalScrollingLayout/layoutAttributesForElements(in:orthogonalOffsets:)``);
/// never anything per item.
///
/// ```swift
/// viewport.scrollOrthogonalSection(by: 1)       // `l`: the topmost carousel on screen, one step
/// let carousel = viewport.orthogonalSectionOnScreen()
/// ```
extension Viewport {
    /// The viewport's layout as one that says which of its sections scroll orthogonally, when it
    /// is one (`nil`: no section scrolls sideways).
    var orthogonalLayout: (any OrthogonalScrollingLayout)? { layout as? any OrthogonalScrollingLayout }

    /// The orthogonal sections whose band meets the visible rect, top to bottom (none for a
    /// layout that is not an ``OrthogonalScrollingLayout``).
    public func orthogonalSectionsOnScreen() -> [OrthogonalSection] {
        orthogonalLayout?.orthogonalSections(in: visibleRect) ?? []
    }

    /// The topmost orthogonal section on screen that can scroll: the one `h` and `l` scroll and
    /// the status line names. A section counts when at least one screen row of its band is
    /// shown (its edges rounded to rows as the screen draws them, ``showsRows(of:)``), and when
    /// its content is wider than the view (``OrthogonalSection/maximumOffset(viewWidth:)`` above
    /// 0): a carousel that fits has nothing to scroll and leaves the keys to the next one.
    ///
    /// With `vertically` (a horizontally scrolling layout, rule 22, whose orthogonal sections
    /// scroll vertically: ``OrthogonalSection/scrollsVertically``), the leftmost such section
    /// that shows a column and is taller than the view: the one `j` and `k` scroll. Each kind
    /// only ever finds sections of its own way.
    public func orthogonalSectionOnScreen(vertically: Bool = false) -> OrthogonalSection? {
        orthogonalSectionsOnScreen().first { section in
            section.scrollsVertically == vertically && showsRows(of: section)
                && section.maximumOffset(viewWidth: orthogonalViewLength(of: section)) > 0
        }
    }

    /// Whether the screen shows at least one row of `section`'s band: its `minY` and `maxY`
    /// rounded to rows as ``Rasterizer/cellRect(for:offset:in:scale:)`` rounds every edge, met
    /// by the view's rows. A band that meets the view by a fraction of a row that rounds away
    /// shows nothing. For a section that scrolls vertically the band is an x-range: columns.
    func showsRows(of section: OrthogonalSection) -> Bool {
        if section.scrollsVertically {
            let width = Int((size.width / scale.x).rounded(.down))   // in cells
            guard width > 0, let band = Rasterizer.cellRect(for: Rect(x: section.minY, y: contentOffset.y, width: section.maxY - section.minY, height: scale.y),
                                                            offset: contentOffset, in: CellRect(x: 0, y: 0, width: width, height: 1), scale: scale)
            else { return false }
            return band.maxX > 0 && band.x < width
        }
        let height = Int((size.height / scale.y).rounded(.down))   // in cells
        guard height > 0, let band = Rasterizer.cellRect(for: Rect(x: 0, y: section.minY, width: scale.x, height: section.maxY - section.minY),
                                                         offset: contentOffset, in: CellRect(x: 0, y: 0, width: 1, height: height), scale: scale)
        else { return false }
        return band.maxY > 0 && band.y < height
    }

    /// The sideways offset of `section` in layout units: its kept fraction of the section's
    /// largest offset at the current view width (0 when never scrolled).
    public func orthogonalOffset(of section: OrthogonalSection) -> Double {
        guard let kept = orthogonalFractions[section.section] else { return 0 }
        let maximum = section.maximumOffset(viewWidth: orthogonalViewLength(of: section))
        // Exactly the offset set while the largest offset is the one it was set at.
        if kept.maximum == maximum { return kept.offset }
        let scaled = kept.maximum > 0 ? kept.offset / kept.maximum * maximum : 0
        return Self.snappedToGroupStart(scaled, of: section, atEnd: kept.maximum > 0 && kept.offset >= kept.maximum, maximum: maximum)
    }

    /// A section's offset carried to a new width (`offset`, the kept fraction of the new largest
    /// offset) moved to the nearest stop when the section stops at groups
    /// (``OrthogonalSection/stopsAtGroups``: the paging kinds and
    /// `.continuousGroupLeadingBoundary`), so that the next step goes a whole group (a fraction
    /// that lands just short of a stop would make the next `l` look like nothing); one kept at
    /// the end stays at the end (`maximum`). A continuous section keeps the fraction.
    static func snappedToGroupStart(_ offset: Double, of section: OrthogonalSection, atEnd: Bool, maximum: Double) -> Double {
        guard section.stopsAtGroups else { return offset }
        if atEnd { return maximum }
        return min(maximum, (offset / section.groupPitch).rounded() * section.groupPitch)
    }

    /// The sideways offset of section number `section` (0 for a section that does not scroll
    /// sideways or was never scrolled).
    public func orthogonalOffset(ofSection section: Int) -> Double {
        guard orthogonalFractions[section] != nil, let info = orthogonalLayout?.orthogonalSection(section) else { return 0 }
        return orthogonalOffset(of: info)
    }

    /// How far one `h`/`l` moves `section`, in layout units, before it settles on a stop: one
    /// group (its width plus the spacing) for `paging`, `groupPaging` and `groupPagingCentered`;
    /// a quarter of the view, in whole columns and at least one, for `continuous` and
    /// `continuousGroupLeadingBoundary` (rows of the view's height for a section that
    /// ``OrthogonalSection/scrollsVertically``).
    public func orthogonalStep(of section: OrthogonalSection) -> Double {
        switch section.behavior {
        case .paging, .groupPaging, .groupPagingCentered: return section.groupPitch
        case .continuous, .continuousGroupLeadingBoundary, .none:
            if section.scrollsVertically { return max(1, (size.height / scale.y / 4).rounded(.down)) * scale.y }
            return max(1, (size.width / scale.x / 4).rounded(.down)) * scale.x
        }
    }

    /// The view's length along `section`'s own scrolling: its width, or its height for a
    /// section that ``OrthogonalSection/scrollsVertically`` (in a horizontally scrolling layout).
    func orthogonalViewLength(of section: OrthogonalSection) -> Double {
        section.scrollsVertically ? size.height : size.width
    }

    /// Scrolls the topmost orthogonal section on screen sideways (with `vertically`, the
    /// leftmost one that scrolls vertically, for `j`/`k` in a horizontally scrolling layout) by `steps` steps (positive:
    /// toward the end of its content, showing what follows: to the right, or to the left in a
    /// right-to-left layout; down for a section that scrolls vertically), and settles on a stop
    /// (rule 24, ``OrthogonalSection/stop(near:viewWidth:rounding:)``):
    /// - `continuous`: `steps` quarter views, anywhere;
    /// - `paging`, `groupPaging`, `groupPagingCentered`: `steps` group stops on from the offset
    ///   (the next group start past it, or the one before it, backwards; centred groups for
    ///   `groupPagingCentered`), a group `k·groupPitch`;
    /// - `continuousGroupLeadingBoundary`: `steps` quarter views, then the group stop nearest
    ///   there (a group's leading edge at the section's leading inset), and at least the next
    ///   stop that way, so that a key always moves.
    /// The offset is clamped to `0 … maximumOffset`, which is a stop too.
    ///
    /// - Returns: the section scrolled (moved or already at its end), or `nil` when no orthogonal
    ///   section is on screen.
    @discardableResult
    public func scrollOrthogonalSection(by steps: Int, vertically: Bool = false) -> OrthogonalSection? {
        guard let section = orthogonalSectionOnScreen(vertically: vertically) else { return nil }
        setOrthogonalOffset(orthogonalTarget(of: section, by: steps), of: section)
        return section
    }

    /// Where `steps` steps of `h`/`l` take `section` from its offset (see
    /// ``scrollOrthogonalSection(by:)``), before clamping. O(1).
    func orthogonalTarget(of section: OrthogonalSection, by steps: Int) -> Double {
        let offset = orthogonalOffset(of: section)
        let length = orthogonalViewLength(of: section)
        guard steps != 0 else { return offset }
        switch section.behavior {
        case .paging, .groupPaging, .groupPagingCentered:
            return section.stop(steps: steps, from: offset, viewWidth: length)
        case .continuousGroupLeadingBoundary where section.stopsAtGroups:
            let moved = offset + Double(steps) * orthogonalStep(of: section)
            let nearest = section.stop(near: moved, viewWidth: length)
            let next = section.nextStop(from: offset, forward: steps > 0, viewWidth: length)
            return steps > 0 ? max(nearest, next) : min(nearest, next)
        default:
            return offset + Double(steps) * orthogonalStep(of: section)
        }
    }

    /// Sets the sideways offset of `section`, clamped to `0 … maximumOffset` (NaN counts as 0),
    /// kept with the largest offset at the current width (its fraction of it).
    public func setOrthogonalOffset(_ offset: Double, of section: OrthogonalSection) {
        let maximum = section.maximumOffset(viewWidth: orthogonalViewLength(of: section))
        let clamped = min(max(0, offset.isNaN ? 0 : offset), maximum)
        orthogonalFractions[section.section] = (clamped, maximum)
    }

    /// Whether `attributes` scroll sideways with their orthogonal section: a cell, or a badge
    /// (a supplementary view attached to an item, ``ElementRoles/isBadge(_:)`` as the layout
    /// says), which the layout's shifted query moves with its item. A section's boundary items
    /// and decorations stay. O(1).
    func scrollsWithOrthogonalSection(_ attributes: LayoutAttributes) -> Bool {
        attributes.kind == .cell || ElementRolesLookup.roles(of: layout).isBadge(attributes)
    }

    /// `attributes` (a layout's own, unscrolled) where the screen shows them: a cell of an
    /// orthogonal section, or a badge of one of its items, moved by that section's sideways
    /// offset (left, or right in a right-to-left layout), as ``visibleElements()`` has it;
    /// anything else as it is.
    public func shownWithOrthogonalOffset(_ attributes: LayoutAttributes) -> LayoutAttributes {
        guard orthogonalFractions[attributes.indexPath.section] != nil, scrollsWithOrthogonalSection(attributes),
              let layout = orthogonalLayout, let section = layout.orthogonalSection(attributes.indexPath.section)
        else { return attributes }
        var shown = attributes
        let offset = orthogonalOffset(of: section)
        if section.scrollsVertically {
            shown.frame.origin.y -= offset
        } else {
            shown.frame.origin.x += layout.direction == .rightToLeft ? offset : -offset
        }
        return shown
    }

    /// Scrolls the orthogonal section of the cell or badge `attributes` (the layout's own,
    /// unscrolled frame) sideways as little as shows it whole (its start, when it is wider than
    /// the view), as ``revealOffset(_:extent:min:max:)`` does along an axis, a paging section on
    /// to the next group start that way; nothing for anything else (a boundary item or a
    /// decoration does not scroll sideways).
    /// Go-to, search and the inspector call it, so that the item (or badge) they name is on screen.
    public func revealOrthogonally(_ attributes: LayoutAttributes) {
        guard let layout = orthogonalLayout, scrollsWithOrthogonalSection(attributes),
              let section = layout.orthogonalSection(attributes.indexPath.section) else { return }
        let offset = orthogonalOffset(of: section)
        let frame = attributes.frame
        // Shown at x − offset (x + offset right to left, where frames are mirrored; y − offset
        // for a section that scrolls vertically).
        var target = section.scrollsVertically
            ? Self.revealOffset(offset, extent: size.height, min: frame.minY, max: frame.maxY)
            : layout.direction == .rightToLeft
            ? -Self.revealOffset(-offset, extent: size.width, min: frame.minX, max: frame.maxX)
            : Self.revealOffset(offset, extent: size.width, min: frame.minX, max: frame.maxX)
        guard target != offset else { return }
        if section.stopsAtGroups {
            // A section that stops at groups lands on a group stop, the one before or after, the way it moves.
            let pages = target / section.groupPitch
            target = (target < offset ? (pages + 1e-9).rounded(.down) : (pages - 1e-9).rounded(.up)) * section.groupPitch
        }
        setOrthogonalOffset(target, of: section)
    }

    /// Takes each section's sideways place from `other` (the viewport of the layout this one
    /// replaces: the same spec adjusted or reloaded), as a fraction of the largest offset: a
    /// carousel stays where it was when `p`, `d` or a reload builds a new layout. A section that
    /// this layout no longer scrolls sideways (a reloaded spec changed it, or has no such section)
    /// drops its place (``keepsOrthogonalPlace(ofSection:)``), so that it starts at 0 should it
    /// scroll sideways again.
    public func keepOrthogonalPlaces(of other: Viewport) {
        orthogonalFractions = other.orthogonalFractions.filter { keepsOrthogonalPlace(ofSection: $0.key) }.mapValues { kept in
            // The offset at a largest offset of 1: the fraction, which this layout scales.
            (kept.maximum > 0 ? kept.offset / kept.maximum : 0, kept.maximum > 0 ? 1 : 0)
        }
    }

    /// The visible elements with each orthogonal section on screen shifted by its offset, or
    /// `nil` for a layout that is not an ``OrthogonalScrollingLayout`` (then the plain query
    /// applies).
    func visibleElementsWithOrthogonalOffsets() -> [LayoutAttributes]? {
        guard orthogonalLayout != nil else { return nil }
        return elementsWithOrthogonalOffsets(in: visibleRect)
    }

    /// The elements meeting `rect` where the screen shows them: each orthogonal section's cells
    /// and their badges shifted by its sideways offset (so a click, or a move of the inspect selection, meets the
    /// cards the screen shows, not the unscrolled ones); for any other layout the plain query.
    /// O(orthogonal sections meeting `rect` + the query).
    public func elementsWithOrthogonalOffsets(in rect: Rect) -> [LayoutAttributes] {
        guard let layout = orthogonalLayout else { return layout.layoutAttributesForElements(in: rect) }
        return layout.layoutAttributesForElements(in: rect, orthogonalOffsets: orthogonalOffsets(meeting: rect, in: layout))
    }

    /// The sideways offset of each orthogonal section of `layout` that meets `rect` and has been
    /// scrolled (one never scrolled is at 0 and left out): what the layout's shifted queries
    /// take. O(orthogonal sections meeting `rect`).
    func orthogonalOffsets(meeting rect: Rect, in layout: any OrthogonalScrollingLayout) -> [Int: Double] {
        var offsets: [Int: Double] = [:]
        guard !orthogonalFractions.isEmpty else { return offsets }
        for section in layout.orthogonalSections(in: rect) where orthogonalFractions[section.section] != nil {
            offsets[section.section] = orthogonalOffset(of: section)
        }
        return offsets
    }
}
