import TrellisLayout
import TrellisRender

/// Where inspect mode puts things without re-laying out the spec: the first selection (in
/// reading order, not under a pinned header), the panel as an overlay over the view (on the
/// side that leaves the selection uncovered), scrolling the selection into the uncovered part
/// (below its section's pinned header), and the pinned headers the outline must not cross.
///
/// The panel covers part of ``PreviewSession/contentArea`` and never changes it: the layout keeps
/// the size and the frames it had before `i`. Its default place is the bottom rows (the right
/// columns on a terminal wider than ``InspectorPanel/sideThreshold``); when scrolling cannot
/// bring the selection out from under it (a vertical layout cannot scroll sideways, a
/// horizontal one cannot scroll vertically, the content ends), it goes to the top (left).
extension PreviewSession {
    /// The element selected on entering: the first cell in reading order (the top row, then the
    /// leading edge: the left, or the right for a right-to-left layout) whose top edge is in
    /// sight in the part of the view the panel leaves uncovered and not under a pinned header
    /// (``firstCellWithTopInSight(among:covers:)``); when there is none, the first visible cell
    /// in reading order whose visible top no pinned header hides; else the first visible header
    /// or footer by index path; else nil. O(visible elements).
    func firstSelection() -> Inspection.Element? {
        let visible = viewport.visibleRect
        let elements = viewport.visibleElements()
        let covers = pinnedHeaderFrames(among: elements)
        if let first = firstCellWithTopInSight(among: elements, covers: covers) {
            return Inspection.Element(first)
        }
        let cells = elements.filter { element in
            guard element.kind == .cell else { return false }
            // The top edge of what the view shows of it, as a sliver: under a pinned header the
            // cell's top is hidden (after `:1.3` the go-to item is first, not the cells above it).
            let part = element.frame.intersection(visible)
            let top = Rect(x: part.minX, y: part.minY, width: part.width, height: min(part.height, 1e-6))
            return !covers.contains { $0.contains(top) }
        }
        let rtl = isRightToLeftReading
        if let first = cells.min(by: { Self.readingOrder($0, $1, rightToLeft: rtl) }) {
            return Inspection.Element(first)
        }
        let selectable = elements.filter { $0.kind == .header || $0.kind == .footer }
        return selectable.min(by: FocusSearch.precedes).map(Inspection.Element.init)
    }

    /// The frames the headers among `elements` (a visible set) are drawn at: a pinned header's
    /// where the view pins it, over the cells scrolling under it (an unpinned header covers no
    /// cell, so it hides nothing).
    func pinnedHeaderFrames(among elements: [LayoutAttributes]) -> [Rect] {
        let layout = viewport.layout
        return elements.compactMap { element in
            guard element.kind == .header else { return nil }
            return (layout.layoutAttributesForSupplementaryView(ofKind: .header, at: element.indexPath) ?? element).frame
        }
    }

    /// The screen rects of the headers drawn over the selection (pinned headers), which the
    /// outline leaves alone; none when the selection is itself a header.
    func outlineExclusions() -> [CellRect] {
        guard let selection, selection.kind != .header else { return [] }
        return pinnedHeaderFrames(among: viewport.visibleElements()).compactMap {
            Rasterizer.cellRect(for: $0, offset: viewport.contentOffset, in: contentArea, scale: viewport.scale)
        }
    }

    /// The panel's default rect (bottom or right) and the other side's (top or left) in
    /// ``areaAboveStatus``, or nil when there is no room for a panel.
    func panelPlaces() -> (preferred: CellRect, other: CellRect)? {
        let area = areaAboveStatus
        guard let panel = InspectorPanel.regions(in: area, columns: columns).panel else { return nil }
        let other = InspectorPanel.isSide(columns: columns)
            ? CellRect(x: area.x, y: panel.y, width: panel.width, height: panel.height)
            : CellRect(x: panel.x, y: area.y, width: panel.width, height: panel.height)
        return (panel, other)
    }

    /// Where the panel is drawn this frame: its default place unless that covers the selection
    /// and the other side does not; when both would cover it (a selection taller or wider than
    /// the uncovered part), the side that leaves its top (leading) edge uncovered.
    var panelRect: CellRect? {
        guard inspection != nil, let places = panelPlaces() else { return nil }
        guard let frame = shownSelectionAttributes?.frame,
              let cells = Rasterizer.cellRect(for: frame, offset: viewport.contentOffset, in: contentArea, scale: viewport.scale)
        else { return places.preferred }
        if cells.intersection(places.preferred).isEmpty { return places.preferred }
        if cells.intersection(places.other).isEmpty { return places.other }
        let side = InspectorPanel.isSide(columns: columns)
        let leadingUncovered = side ? cells.x < places.preferred.x : cells.y < places.preferred.y
        return leadingUncovered ? places.preferred : places.other
    }

    /// Scrolls as little as possible to show the selection whole in the part of the view the
    /// panel leaves uncovered (its top or leading part when it is longer than that part), and
    /// below its section's pinned header; when scrolling cannot do that with the panel in its
    /// default place, for the other place. Nothing outside inspect mode.
    func revealSelection() {
        guard inspection != nil, !isTooSmall, let attributes = selectionAttributes else { return }
        viewport.revealOrthogonally(attributes)   // a selection in a carousel: the carousel too
        let frame = framePinnedHeaderFree(viewport.shownWithOrthogonalOffset(attributes))
        guard let places = panelPlaces() else {
            viewport.scrollToReveal(frame)
            return
        }
        let start = viewport.contentOffset
        for place in [places.preferred, places.other] {
            viewport.scroll(to: start)
            if reveal(frame, besides: place) { return }
        }
        viewport.scroll(to: start)
        _ = reveal(frame, besides: places.preferred)
    }

    /// `attributes`' frame, grown upward by its section's header height when headers are pinned
    /// (a vertical layout), so that revealing it keeps it below the pinned header: what the
    /// inspector reveals, and where go-to puts an item's top (``reveal(_:)``).
    func framePinnedHeaderFree(_ attributes: LayoutAttributes) -> Rect {
        var frame = attributes.frame
        guard attributes.kind != .header, !document.scrollsHorizontally, document.sectionHeadersPinToVisibleBounds,
              let header = document.layout.layoutAttributesForSupplementaryView(
                ofKind: .header, at: IndexPath(item: 0, section: attributes.indexPath.section)) else { return frame }
        frame.origin.y -= header.frame.height
        frame.size.height += header.frame.height
        return frame
    }

    /// Scrolls to show `frame` in the part of the view that `panel` leaves uncovered; returns
    /// whether it is there now (whole, or its leading edge when it is longer than that part).
    private func reveal(_ frame: Rect, besides panel: CellRect) -> Bool {
        let (side, skip, extent) = uncoveredSpan(besides: panel)
        let offset = viewport.contentOffset
        var x = Viewport.revealOffset(offset.x, extent: viewport.size.width, min: frame.minX, max: frame.maxX)
        var y = Viewport.revealOffset(offset.y, extent: viewport.size.height, min: frame.minY, max: frame.maxY)
        if side {
            x = Viewport.revealOffset(offset.x + skip, extent: extent, min: frame.minX, max: frame.maxX) - skip
        } else {
            y = Viewport.revealOffset(offset.y + skip, extent: extent, min: frame.minY, max: frame.maxY) - skip
        }
        viewport.scroll(to: Point(x: x, y: y))
        let windowStart = (side ? viewport.contentOffset.x : viewport.contentOffset.y) + skip
        let (low, high) = side ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
        let epsilon = 1e-9
        if high - low > extent { return low >= windowStart - epsilon && low < windowStart + extent }
        return low >= windowStart - epsilon && high <= windowStart + extent + epsilon
    }
}
