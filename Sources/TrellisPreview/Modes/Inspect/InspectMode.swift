import TrellisLayout
import TrellisRender

/// Inspect mode (`i`): one element selected and outlined, the inspector panel, spatial moves
/// among cells and boundary items (``FocusSearch`` over the elements that are not badges:
/// ``ElementRoles``), Tab through the items with each item's badges after it and each section's
/// decorations after its items (``TabOrder``), a click to select any element, `y` to copy. It owns its state
/// (``inspection``) and acts on the page through its context (``InspectContext``, which the
/// session gives it).
///
/// The panel is an overlay that leaves the session's content area (and so every frame) as it
/// was, and the view scrolls, or the panel changes sides, so that it never covers the selection.
/// The view scrolling under it moves the selection along (``followView()``). On a page whose
/// items cannot be counted, Tab asks the layout (``stepLaidOutItem(from:forward:)``).
///
/// Per frame the selection costs one ``CollectionLayout/layoutAttributesForItem(at:)`` (or
/// supplementary) lookup; a move costs one band search, never a scan of the items.
///
/// ```swift
/// let mode = InspectMode(context: session)
/// mode.perform(.toggleInspect)        // selects the first cell in sight
/// mode.perform(.moveSelection(.down))
/// ```
final class InspectMode {
    /// What the mode acts on; the session, which owns the mode.
    unowned let context: any InspectContext
    /// Inspect mode's state and selection; nil outside it.
    var inspection: Inspection?

    /// The mode of `context`, outside inspect mode.
    init(context: any InspectContext) {
        self.context = context
    }

    /// The page shown's viewport.
    private var viewport: Viewport { context.viewport }
    /// The index of the page shown.
    private var current: Int { context.current }
    /// The page shown.
    private var document: PreviewPage { context.page }
    /// The screen's width, in cells.
    private var width: Int { context.width }
    /// Whether the screen is too small for a layout.
    private var isTooSmall: Bool { context.isTooSmall }
    /// Whether an overlay is shown (the keys are its, not the selection's).
    private var overlay: OverlayMode.Kind? { context.overlay }
    /// Where the layout is drawn.
    private var contentArea: CellRect { context.contentArea }
    /// Every row above the status line and the diagnostics line.
    private var areaAboveStatus: CellRect { context.areaAboveStatus }
    /// Whether the page shown's items can be counted.
    private var countsItems: Bool { context.countsItems }

    /// What the page's layout says of its elements: badges, boundary items, decorations.
    private var roles: any ElementRoles { ElementRolesLookup.roles(of: viewport.layout) }

    /// Whether the keys act on the selection: inspecting, with no overlay open.
    var inspectKeysActive: Bool { inspection != nil && overlay == nil && !isTooSmall }

    /// The selected element of the current page (selecting the first visible cell when the
    /// page shown changed or the element is gone), or nil outside inspect mode.
    var selection: Inspection.Element? {
        guard let inspection else { return nil }
        if inspection.document == current, let selected = inspection.selection,
           selected.attributes(in: viewport.layout) != nil {
            return selected
        }
        let fresh = firstSelection()
        self.inspection = Inspection(document: current, selection: fresh)
        return fresh
    }

    /// The selection's attributes now, or nil.
    var selectionAttributes: LayoutAttributes? {
        selection?.attributes(in: viewport.layout)
    }

    /// The selection's attributes where the screen shows them: a card of a carousel scrolled
    /// sideways, or one of its badges, at its scrolled frame (``Viewport/shownWithOrthogonalOffset(_:)``), which moves, the panel's
    /// place and the reveal go by.
    var shownSelectionAttributes: LayoutAttributes? {
        selectionAttributes.map(viewport.shownWithOrthogonalOffset)
    }

    /// Applies an inspect action; returns what it says (or copies).
    func performInspect(_ action: PreviewAction) -> PreviewOutcome {
        switch action {
        case .toggleInspect:
            if inspection == nil { return .saying(enterInspect(selecting: nil)) }
            leaveInspect()
            return .none
        case .moveSelection(let direction): return .saying(moveSelection(direction))
        case .nextItem(let forward): return .saying(stepItem(forward: forward))
        case .click(let x, let y): return .saying(click(x: x, y: y))
        case .copySelection: return copySelection()
        default: return .none
        }
    }

    /// Enters inspect mode selecting `element`, or the first cell whose top is in sight
    /// (``firstSelection()``), and scrolls to show it beside the panel, except a first cell
    /// whose top is in sight, which stays where it is; the layout keeps its size. A page with
    /// nothing to select stays out of inspect mode, and returns the message `nothing to inspect`.
    @discardableResult
    func enterInspect(selecting element: Inspection.Element?) -> String? {
        let inSight = element == nil
            ? firstCellWithTopInSight(among: viewport.visibleElements(), covers: headerFramesPinnedToVisibleBounds(among: viewport.visibleElements()))
            : nil
        guard let selected = element ?? inSight.map(Inspection.Element.init) ?? firstSelection() else {
            return "nothing to inspect"
        }
        inspection = Inspection(document: current, selection: selected)
        if inSight == nil { revealSelection() }
        return nil
    }

    /// Leaves inspect mode (the panel over the view goes; nothing moves).
    func leaveInspect() {
        inspection = nil
    }

    /// Moves the selection to the best element in `direction` (``FocusSearch``), or says that
    /// there is none (the message).
    private func moveSelection(_ direction: FocusDirection) -> String? {
        guard let from = shownSelectionAttributes else { return "nothing to select" }
        let screen = viewport.size
        let reach = InspectMode.reachInScreens * max(screen.width, screen.height, 1)
        // Among the frames the screen shows: carousels scrolled sideways, as far as their cards lie.
        // Cells and boundary items only: badges and decorations are reached with Tab or a click.
        let viewport = self.viewport, roles = self.roles
        guard let to = FocusSearch.nearest(to: from, direction: direction, in: viewport.layout, maximumReach: reach,
                                           elements: { viewport.elementsWithOrthogonalOffsets(in: $0).filter { !roles.isBadge($0) } },
                                           horizontalExtent: { viewport.horizontalExtentWithOrthogonalOffsets(of: $0) },
                                           verticalExtent: { viewport.verticalExtentWithOrthogonalOffsets(of: $0) }) else {
            return "nothing " + InspectMode.whereName(direction) + " within \(Int(InspectMode.reachInScreens)) screens"
        }
        select(Inspection.Element(to))
        return nil
    }

    /// How far a move looks, in screens (the larger of the view's width and height): a move
    /// meets only the elements this close, so a direction with nothing in it (left of the first
    /// column of a million items) answers at once. See ``FocusSearch/nearest(to:direction:in:maximumReach:)``.
    static let reachInScreens = 8.0

    /// `above`, `below`, `to the left`, `to the right`.
    static func whereName(_ direction: FocusDirection) -> String {
        switch direction {
        case .up: "above"
        case .down: "below"
        case .left: "to the left"
        case .right: "to the right"
        }
    }

    /// Selects `element` and scrolls to show it.
    func select(_ element: Inspection.Element) {
        inspection = Inspection(document: current, selection: element)
        revealSelection()
    }

    /// Tab / Shift-Tab: the next or previous element in ``TabOrder``: each item followed by its
    /// badges, each section's decorations after its content, skipping empty sections; from a
    /// footer, the next section's first element is next and its own section's last previous;
    /// from a header (any other boundary item), its section's first element is next and the
    /// previous section's last previous. At either end the selection stays and the message
    /// (returned) says so.
    private func stepItem(forward: Bool) -> String? {
        guard let selected = selection else { return "nothing to select" }
        guard countsItems else { return stepLaidOutItem(from: selected, forward: forward) }
        let order = TabOrder(layout: viewport.layout, roles: roles, counts: document.itemCounts)
        guard let next = order.step(from: selected, forward: forward) else {
            return forward ? "no next item: this is the last" : "no previous item: this is the first"
        }
        select(next)
        return nil
    }

    /// Where Tab (or Shift-Tab) from `selected` starts looking for an item, as (section, item):
    /// the item after (before) a cell; for a footer or a decoration (which close their
    /// section), the next section's first item (or `Int.max`, its own section's last item); for
    /// a badge, the item after its own (its own item); for anything else (a header) the item at
    /// its index path (the one before it).
    static func stepStart(from selected: Inspection.Element, forward: Bool, isBadge: Bool = false) -> (section: Int, item: Int) {
        let (section, item) = (selected.indexPath.section, selected.indexPath.item)
        if selected.category == .cell { return (section, item + (forward ? 1 : -1)) }
        if selected.category == .decorationView || (selected.category == .supplementaryView && selected.kind == .footer) {
            return forward ? (section + 1, 0) : (section, Int.max)
        }
        if isBadge { return (section, forward ? item + 1 : item) }
        return (section, forward ? item : item - 1)
    }

    /// A click on the screen cell `x`, `y`: selects the topmost element drawn there and enters
    /// inspect mode; a click on no element (or off the layout) does nothing.
    private func click(x: Int, y: Int) -> String? {
        guard !isTooSmall, let element = hitTest(x: x, y: y) else { return nil }
        if inspection == nil { return enterInspect(selecting: element) }
        select(element)
        return nil
    }

    /// The topmost element drawn at screen cell `x`, `y` of the content area, of any category
    /// (none under the inspector panel, which lies over it; none that is hidden or transparent):
    /// highest `zIndex`, then header over badge over footer over cell over decoration
    /// (``Rasterizer/drawingRank(_:)``), then the later index path (the rasterizer's drawing
    /// order, whose last drawn is on top). A decoration (a section background) is selected
    /// where nothing else is drawn over it.
    func hitTest(x: Int, y: Int) -> Inspection.Element? {
        let area = contentArea
        guard area.contains(x: x, y: y), panelRect?.contains(x: x, y: y) != true else { return nil }
        let offset = viewport.contentOffset
        let scale = viewport.scale
        let cells = Rasterizer.offsetCells(offset, scale: scale)
        // Three cells around the one clicked, in layout units.
        let probe = Rect(x: (Double(cells.x + x - area.x) - 1) * scale.x,
                         y: (Double(cells.y + y - area.y) - 1) * scale.y,
                         width: 3 * scale.x, height: 3 * scale.y)
        let layout = viewport.layout, roles = self.roles
        let hits = viewport.elementsWithOrthogonalOffsets(in: probe).compactMap { element -> LayoutAttributes? in
            guard element.isDrawn else { return nil }
            // A pinned header (boundary item) is where the visible bounds put it, not where the probe would.
            let shown = element.category == .supplementaryView && roles.isBoundaryItem(element)
                ? layout.layoutAttributesForSupplementaryView(ofKind: element.kind, at: element.indexPath) ?? element : element
            guard Rasterizer.cellRect(for: shown.transformedFrame, offset: offset, in: area, scale: scale)?
                .contains(x: x, y: y) == true else { return nil }
            return shown
        }
        let top = hits.max { a, b in
            (a.zIndex, Rasterizer.drawingRank(a), a.indexPath) < (b.zIndex, Rasterizer.drawingRank(b), b.indexPath)
        }
        return top.map(Inspection.Element.init)
    }

    /// `y`: the selection's attributes as one JSON line, in the format of `trellis attributes`,
    /// for the status line and (through the terminal loop) the terminal's clipboard.
    private func copySelection() -> PreviewOutcome {
        guard inspection != nil else { return .message("y copies the selection: press i to inspect first") }
        guard let attributes = selectionAttributes else { return .message("nothing to select") }
        return .copy(LayoutJSON.line(for: attributes))
    }

    /// Draws the selection's outline and the inspector panel over a composed frame.
    func drawInspection(on grid: inout CellGrid) {
        guard inspection != nil else { return }
        let attributes = selectionAttributes
        if let attributes {
            // Around what the rasterizer draws: a transformed element's box.
            Rasterizer.drawSelection(viewport.shownWithOrthogonalOffset(attributes).transformedFrame, offset: viewport.contentOffset, in: contentArea,
                                     scale: viewport.scale, excluding: outlineExclusions(), of: &grid)
        }
        guard let panel = panelRect else { return }
        let side = InspectorPanel.isSide(width: width)
        let details = attributes.map { ($0, document.inspectorFacts(of: $0)) }
        let placement = attributes.flatMap { InspectorPanel.placement(of: $0, roles: roles) }
        let lines = InspectorPanel.lines(details, width: InspectorPanel.textWidth(of: panel, side: side), tall: side,
                                         unit: document.lengthUnit, activity: context.viewerLayoutActivity,
                                         placement: placement)
        InspectorPanel.draw(lines, in: panel, side: side, leading: panel != panelPlaces()?.preferred, of: &grid)
    }

    /// The element selected on entering: the first cell in reading order (the top row, then the
    /// leading edge: the left, or the right for a right-to-left layout) whose top edge is in
    /// sight in the part of the view the panel leaves uncovered and not under a pinned header
    /// (``firstCellWithTopInSight(among:covers:)``); when there is none, the first visible cell
    /// in reading order whose visible top no pinned header hides; else the first visible
    /// supplementary view (header, footer, badge) by index path; else the first visible
    /// decoration view; else nil. O(visible elements).
    func firstSelection() -> Inspection.Element? {
        let visible = viewport.visibleRect
        let elements = viewport.visibleElements()
        let covers = headerFramesPinnedToVisibleBounds(among: elements)
        if let first = firstCellWithTopInSight(among: elements, covers: covers) {
            return Inspection.Element(first)
        }
        let cells = elements.filter { element in
            guard element.category == .cell else { return false }
            // The top edge of what the view shows of it, as a sliver: under a pinned header the
            // cell's top is hidden (after `:1.3` the go-to item is first, not the cells above it).
            let part = element.frame.intersection(visible)
            let top = Rect(x: part.minX, y: part.minY, width: part.width, height: min(part.height, 1e-6))
            return !covers.contains { $0.contains(top) }
        }
        let rtl = isRightToLeftReading
        if let first = cells.min(by: { InspectMode.readingOrder($0, $1, rightToLeft: rtl) }) {
            return Inspection.Element(first)
        }
        for category in [ElementCategory.supplementaryView, .decorationView] {
            if let first = elements.filter({ $0.category == category }).min(by: FocusSearch.precedes) {
                return Inspection.Element(first)
            }
        }
        return nil
    }

    /// The frames the headers (and the boundary items that pin) among `elements` (a visible set)
    /// are drawn at: a pinned header's where the view pins it, over the cells scrolling under it (an unpinned header covers no
    /// cell, so it hides nothing).
    func headerFramesPinnedToVisibleBounds(among elements: [LayoutAttributes]) -> [Rect] {
        let layout = viewport.layout, roles = self.roles
        return elements.compactMap { element in
            // Headers, and any boundary item at the top of its section that may pin as one.
            guard element.kind == .header || (element.kind != .footer && roles.isBoundaryItem(element)
                                              && roles.boundaryItem(for: element)?.pinToVisibleBounds == true) else { return nil }
            return (layout.layoutAttributesForSupplementaryView(ofKind: element.kind, at: element.indexPath) ?? element).frame
        }
    }

    /// The screen rects of the headers drawn over the selection (pinned headers), which the
    /// outline leaves alone; none when the selection is itself a header.
    func outlineExclusions() -> [CellRect] {
        guard let selection, selection.kind != .header else { return [] }
        return headerFramesPinnedToVisibleBounds(among: viewport.visibleElements()).compactMap {
            Rasterizer.cellRect(for: $0, offset: viewport.contentOffset, in: contentArea, scale: viewport.scale)
        }
    }

    /// The panel's default rect (bottom or right) and the other side's (top or left) in
    /// ``areaAboveStatus``, or nil when there is no room for a panel.
    func panelPlaces() -> (preferred: CellRect, other: CellRect)? {
        let area = areaAboveStatus
        guard let panel = InspectorPanel.regions(in: area, width: width).panel else { return nil }
        let other = InspectorPanel.isSide(width: width)
            ? CellRect(x: area.x, y: panel.y, width: panel.width, height: panel.height)
            : CellRect(x: panel.x, y: area.y, width: panel.width, height: panel.height)
        return (panel, other)
    }

    /// Where the panel is drawn this frame: its default place unless that covers the selection
    /// and the other side does not; when both would cover it (a selection taller or wider than
    /// the uncovered part), the side that leaves its top (leading) edge uncovered.
    var panelRect: CellRect? {
        guard inspection != nil, let places = panelPlaces() else { return nil }
        guard let frame = shownSelectionAttributes?.transformedFrame,
              let cells = Rasterizer.cellRect(for: frame, offset: viewport.contentOffset, in: contentArea, scale: viewport.scale)
        else { return places.preferred }
        if cells.intersection(places.preferred).isEmpty { return places.preferred }
        if cells.intersection(places.other).isEmpty { return places.other }
        let side = InspectorPanel.isSide(width: width)
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
        let frame = frameClearOfHeadersPinnedToVisibleBounds(viewport.shownWithOrthogonalOffset(attributes))
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
    func frameClearOfHeadersPinnedToVisibleBounds(_ attributes: LayoutAttributes) -> Rect {
        var frame = attributes.frame
        guard attributes.kind != .header, !document.scrollsHorizontally, document.sectionHeadersPinToVisibleBounds,
              let header = document.layout.layoutAttributesForSupplementaryView(
                ofKind: .header, at: LayoutIndexPath(item: 0, section: attributes.indexPath.section)) else { return frame }
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
        let side = InspectorPanel.isSide(width: width)
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
        return elements.filter { $0.category == .cell && InspectMode.isTopInSight($0.frame, in: uncovered, covers: covers) }
            .min { InspectMode.readingOrder($0, $1, rightToLeft: rtl) }
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



    /// Tab or Shift-Tab from `selected` on a page without counts: the item after (or before) it
    /// in its section, asked of the layout; else the nearest cell in index-path order laid out
    /// within reach of it (a header's next is its section's first item, a footer's previous its
    /// last, a badge's next the item after its own: ``stepStart(from:forward:isBadge:)``); else
    /// the message (returned) says so. A cell's badges come after it, as in ``TabOrder``, and a
    /// section's decorations after its last cell laid out.
    func stepLaidOutItem(from selected: Inspection.Element, forward: Bool) -> String? {
        let layout = viewport.layout
        let section = selected.indexPath.section
        let order = TabOrder(layout: layout, roles: roles, counts: NoItems())
        let isBadge = selected.category == .supplementaryView
            && (selected.attributes(in: layout).map { roles.isBadge($0) } ?? false)
        if selected.category == .cell, forward, let badge = order.badges(ofItem: selected.indexPath).first {
            select(badge)
            return nil
        }
        if isBadge {
            let siblings = order.badges(ofItem: selected.indexPath)
            if let index = siblings.firstIndex(of: selected) {
                if !forward {
                    select(index > 0 ? siblings[index - 1] : Inspection.Element(kind: .cell, indexPath: selected.indexPath))
                    return nil
                }
                if index + 1 < siblings.count {
                    select(siblings[index + 1])
                    return nil
                }
            }
        }
        if selected.category == .cell {
            let next = LayoutIndexPath(item: selected.indexPath.item + (forward ? 1 : -1), section: section)
            if next.item >= 0, layout.layoutAttributesForItem(at: next) != nil {
                let cell = Inspection.Element(kind: .cell, indexPath: next)
                select(forward ? cell : order.badges(ofItem: next).last ?? cell)
                return nil
            }
        }
        // The index path the step goes past: cells after it (or before it) are candidates.
        // (A footer: after or before every item of its section.)
        let start = Self.stepStart(from: selected, forward: forward, isBadge: isBadge)
        let bound = selected.category == .decorationView || (selected.category == .supplementaryView && selected.kind == .footer)
            ? LayoutIndexPath(item: Int.max, section: section)
            : LayoutIndexPath(item: start.item + (forward ? -1 : 1), section: start.section)
        if !forward, bound <= LayoutIndexPath(item: 0, section: 0) {
            return "no previous item: this is the first"
        }
        let cells = selected.attributes(in: layout).map { laidOutCells(near: $0.frame) } ?? []
        let next = forward ? cells.filter { $0 > bound }.min() : cells.filter { $0 < bound }.max()
        // Past a section's last cell (or its last badge), forward: its decorations, those laid
        // out across the selection (a background covers its section's items) or of its
        // decoration kinds.
        if forward, selected.category != .decorationView, selected.kind != .footer, next.map({ $0.section > section }) ?? true,
           let frame = selected.attributes(in: layout)?.frame,
           let decoration = order.decorations(inSection: section, across: frame).first {
            select(decoration)
            return nil
        }
        if forward, selected.category == .decorationView {
            let decorations = order.decorations(inSection: section, across: selected.attributes(in: layout)?.frame)
            if let index = decorations.firstIndex(of: selected), index + 1 < decorations.count {
                select(decorations[index + 1])
                return nil
            }
        }
        guard let next else {
            return "no \(forward ? "next" : "previous") item within \(Int(InspectMode.reachInScreens)) screens; "
                + "to step through every item, " + PreviewSession.countsAdvice
        }
        select(Inspection.Element(kind: .cell, indexPath: next))
        return nil
    }

    /// The index paths of the cells laid out within ``reachInScreens`` screens (the larger of the
    /// view's width and height) of `rect`: one rect query.
    private func laidOutCells(near rect: Rect) -> [LayoutIndexPath] {
        LaidOutCells.cells(in: LaidOutCells.reachBand(around: rect, viewport: viewport), of: viewport.layout)
    }
}

/// What inspect mode needs of the session: the page shown, its viewport, and the screen's parts.
protocol InspectContext: AnyObject {
    /// The page shown's viewport.
    var viewport: Viewport { get }
    /// The index of the page shown.
    var current: Int { get }
    /// The page shown.
    var page: PreviewPage { get }
    /// The screen's width, in cells.
    var width: Int { get }
    /// Whether the screen is too small for a layout.
    var isTooSmall: Bool { get }
    /// The overlay shown, if any.
    var overlay: OverlayMode.Kind? { get }
    /// Where the layout is drawn.
    var contentArea: CellRect { get }
    /// Every row above the status line and the diagnostics line.
    var areaAboveStatus: CellRect { get }
    /// Whether the page shown's items can be counted.
    var countsItems: Bool { get }
    /// What the layout shown did for the viewer (``LayoutActivityReporting``), the layout
    /// doctor's own prepares and queries left out; nil for a layout that does not count.
    var viewerLayoutActivity: LayoutActivity? { get }
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
