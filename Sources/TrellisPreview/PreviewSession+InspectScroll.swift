import TrellisLayout
import TrellisRender

/// Inspect mode and scrolling: the part of the view the panel leaves uncovered, which cells
/// have their top edge in sight there (where `i` starts), and the selection following a
/// scroll key that left it out of sight (it never drags the view back).
extension PreviewSession {
    /// The part of the visible rect, in layout units, that `panel` leaves uncovered (the whole
    /// visible rect without a panel).
    func uncoveredRect(besides panel: CellRect?) -> Rect {
        var rect = viewport.visibleRect
        guard let panel else { return rect }
        let (side, skip, extent) = uncoveredSpan(besides: panel)
        if side {
            rect.origin.x += skip
            rect.size.width = max(0, min(rect.width - skip, extent))
        } else {
            rect.origin.y += skip
            rect.size.height = max(0, min(rect.height - skip, extent))
        }
        return rect
    }

    /// Where `panel` leaves the view uncovered, along the panel's axis (across for a side
    /// panel, down for one at the top or bottom): how far into the view the uncovered part
    /// starts and how long it is, in layout units.
    func uncoveredSpan(besides panel: CellRect) -> (side: Bool, skip: Double, extent: Double) {
        let area = contentArea
        let side = InspectorPanel.isSide(columns: columns)
        let (areaStart, areaEnd, panelStart, panelEnd) = side
            ? (area.x, area.maxX, panel.x, panel.maxX) : (area.y, area.maxY, panel.y, panel.maxY)
        let uncovered = panelStart > areaStart ? (areaStart, min(areaEnd, panelStart)) : (max(areaStart, panelEnd), areaEnd)
        let unit = side ? viewport.scale.x : viewport.scale.y
        return (side, Double(uncovered.0 - areaStart) * unit, Double(max(0, uncovered.1 - uncovered.0)) * unit)
    }

    /// Whether `frame`'s top edge lies in `uncovered` (at or below its top, above its bottom,
    /// meeting it across) and is not all under one of the pinned headers `covers`.
    static func isTopInSight(_ frame: Rect, in uncovered: Rect, covers: [Rect]) -> Bool {
        let epsilon = 1e-9
        guard frame.minY >= uncovered.minY - epsilon, frame.minY < uncovered.maxY else { return false }
        let left = max(frame.minX, uncovered.minX), right = min(frame.maxX, uncovered.maxX)
        guard right > left || (frame.width == 0 && frame.minX >= uncovered.minX && frame.minX <= uncovered.maxX) else { return false }
        let top = Rect(x: left, y: frame.minY, width: max(0, right - left), height: 1e-6)
        return !covers.contains { $0.contains(top) }
    }

    /// The first cell in reading order (``readingOrder(_:_:rightToLeft:)``) among `elements`
    /// whose top edge is in sight in the part of the view the panel, in its default place,
    /// leaves uncovered; nil when there is none.
    func firstCellWithTopInSight(among elements: [LayoutAttributes], covers: [Rect]) -> LayoutAttributes? {
        let uncovered = uncoveredRect(besides: panelPlaces()?.preferred)
        let rtl = isRightToLeftReading
        return elements.filter { $0.kind == .cell && Self.isTopInSight($0.frame, in: uncovered, covers: covers) }
            .min { Self.readingOrder($0, $1, rightToLeft: rtl) }
    }

    /// Whether reading starts at the right (a right-to-left layout that scrolls vertically).
    var isRightToLeftReading: Bool {
        document.direction == .rightToLeft && !document.scrollsHorizontally
    }

    /// Reading order: the top row first, then the leading edge (the left, or the right when
    /// `rightToLeft`), then the index path.
    static func readingOrder(_ a: LayoutAttributes, _ b: LayoutAttributes, rightToLeft: Bool) -> Bool {
        func leading(_ frame: Rect) -> Double { rightToLeft ? -frame.maxX : frame.minX }
        return (a.frame.minY, leading(a.frame), a.indexPath) < (b.frame.minY, leading(b.frame), b.indexPath)
    }

    /// After a scroll key in inspect mode: the selection follows the view (``followView()``).
    func followScroll(after action: PreviewAction) {
        guard action.scrolls else { return }
        followView()
    }

    /// In inspect mode, after the view moved by itself (a scroll key, or a go-to to a place:
    /// `:top`, `:end`, `:P%`): when the selection is no longer in sight in the part of the view
    /// the panel leaves uncovered, selects what `i` would (``firstSelection()``), without
    /// scrolling, so that the next move starts where the person is looking. A go-to to an item
    /// selected it in sight (``reveal(_:)``), so nothing changes then.
    func followView() {
        guard inspection != nil, overlay == nil, !isTooSmall else { return }
        if let frame = shownSelectionAttributes?.frame {
            let part = frame.intersection(uncoveredRect(besides: panelRect))
            let inSight = part.width > 0 && part.height > 0
                || (frame.width == 0 || frame.height == 0) && uncoveredRect(besides: panelRect).contains(frame)
            if inSight { return }
        }
        inspection = Inspection(document: current, selection: firstSelection())
    }
}

extension PreviewAction {
    /// Whether the action only scrolls the view (j/k, the wheel, pages, half pages, columns,
    /// the top and the bottom).
    var scrolls: Bool {
        switch self {
        case .scrollLines, .scrollHalfPages, .scrollPages, .scrollHorizontally, .top, .bottom: true
        default: false
        }
    }
}
