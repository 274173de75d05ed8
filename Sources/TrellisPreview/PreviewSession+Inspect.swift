import TrellisLayout
import TrellisRender

/// Inspect mode (`i`): one element selected and outlined, the inspector panel, spatial moves
/// (``FocusSearch``), Tab through the items, a click to select, `y` to copy. The state is
/// ``PreviewSession/inspection``; the panel is an overlay that leaves
/// ``PreviewSession/contentArea`` (and so every frame) as it was, and the view scrolls, or the
/// panel changes sides, so that it never covers the selection (PreviewSession+InspectPlacement.swift).
///
/// Per frame the selection costs one ``CollectionLayout/layoutAttributesForItem(at:)`` (or
/// supplementary) lookup; a move costs one band search, never a scan of the items.
extension PreviewSession {
    /// Whether the keys act on the selection: inspecting, with no overlay open.
    var inspectKeysActive: Bool { inspection != nil && overlay == nil && !isTooSmall }

    /// The selected element of the current spec (selecting the first visible cell when the
    /// spec shown changed or the element is gone), or nil outside inspect mode.
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
    /// sideways at its scrolled frame (``Viewport/shownWithOrthogonalOffset(_:)``), which moves, the panel's
    /// place and the reveal go by.
    var shownSelectionAttributes: LayoutAttributes? {
        selectionAttributes.map(viewport.shownWithOrthogonalOffset)
    }

    /// Applies an inspect action.
    func performInspect(_ action: PreviewAction) {
        switch action {
        case .toggleInspect: if inspection == nil { enterInspect(selecting: nil) } else { leaveInspect() }
        case .moveSelection(let direction): moveSelection(direction)
        case .nextItem(let forward): stepItem(forward: forward)
        case .click(let column, let row): click(column: column, row: row)
        case .copySelection: copySelection()
        default: break
        }
    }

    /// Enters inspect mode selecting `element`, or the first cell whose top is in sight
    /// (``firstSelection()``), and scrolls to show it beside the panel, except a first cell
    /// whose top is in sight, which stays where it is; the layout keeps its size. A spec with
    /// nothing to select says `nothing to inspect` and stays out of inspect mode.
    func enterInspect(selecting element: Inspection.Element?) {
        let inSight = element == nil
            ? firstCellWithTopInSight(among: viewport.visibleElements(), covers: pinnedHeaderFrames(among: viewport.visibleElements()))
            : nil
        guard let selected = element ?? inSight.map(Inspection.Element.init) ?? firstSelection() else {
            message = "nothing to inspect"
            return
        }
        inspection = Inspection(document: current, selection: selected)
        if inSight == nil { revealSelection() }
    }

    /// Leaves inspect mode (the panel over the view goes; nothing moves).
    func leaveInspect() {
        inspection = nil
    }

    /// Moves the selection to the best element in `direction` (``FocusSearch``), or says that
    /// there is none.
    private func moveSelection(_ direction: FocusDirection) {
        guard let from = shownSelectionAttributes else {
            message = "nothing to select"
            return
        }
        let screen = viewport.size
        let reach = Self.reachInScreens * max(screen.width, screen.height, 1)
        // Among the frames the screen shows: carousels scrolled sideways, as far as their cards lie.
        let viewport = self.viewport
        guard let to = FocusSearch.nearest(to: from, direction: direction, in: viewport.layout, maximumReach: reach,
                                           elements: { viewport.elementsWithOrthogonalOffsets(in: $0) },
                                           horizontalExtent: { viewport.horizontalExtentWithOrthogonalOffsets(of: $0) }) else {
            message = "nothing " + Self.whereName(direction) + " within \(Int(Self.reachInScreens)) screens"
            return
        }
        select(Inspection.Element(to))
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

    /// Tab / Shift-Tab: the next or previous item in index-path order, skipping empty sections;
    /// from a header, the section's first item is next; from a footer, its last item is previous.
    /// At either end the selection stays and the message says so.
    private func stepItem(forward: Bool) {
        guard let selected = selection else {
            message = "nothing to select"
            return
        }
        guard countsItems else { return stepLaidOutItem(from: selected, forward: forward) }
        let source = document.itemCounts
        var section = selected.indexPath.section
        var item: Int
        switch (selected.kind, forward) {
        case (.cell, true): item = selected.indexPath.item + 1
        case (.cell, false): item = selected.indexPath.item - 1
        case (.header, true): item = 0
        case (.header, false): item = -1
        case (.footer, true): section += 1; item = 0
        default: item = source.numberOfItems(inSection: section) - 1   // footer, backwards
        }
        while section >= 0, section < source.numberOfSections {
            let count = source.numberOfItems(inSection: section)
            if item >= 0, item < count {
                select(Inspection.Element(kind: .cell, indexPath: IndexPath(item: item, section: section)))
                return
            }
            section += forward ? 1 : -1
            item = forward ? 0 : (section >= 0 ? source.numberOfItems(inSection: section) - 1 : -1)
        }
        message = forward ? "no next item: this is the last" : "no previous item: this is the first"
    }

    /// A click on the screen cell `column`, `row`: selects the topmost element drawn there and
    /// enters inspect mode; a click on no element (or off the layout) does nothing.
    private func click(column: Int, row: Int) {
        guard !isTooSmall, let element = hitTest(column: column, row: row) else { return }
        if inspection == nil {
            enterInspect(selecting: element)
        } else {
            select(element)
        }
    }

    /// The topmost selectable element drawn at screen cell `column`, `row` of the content area
    /// (none under the inspector panel, which lies over it):
    /// highest `zIndex`, then header over footer over cell, then the later index path (the
    /// rasterizer's drawing order, whose last drawn is on top).
    func hitTest(column: Int, row: Int) -> Inspection.Element? {
        let area = contentArea
        guard area.contains(x: column, y: row), panelRect?.contains(x: column, y: row) != true else { return nil }
        let offset = viewport.contentOffset
        let scale = viewport.scale
        let cells = Rasterizer.offsetCells(offset, scale: scale)
        // Three cells around the one clicked, in layout units.
        let probe = Rect(x: (Double(cells.column + column - area.x) - 1) * scale.x,
                         y: (Double(cells.row + row - area.y) - 1) * scale.y,
                         width: 3 * scale.x, height: 3 * scale.y)
        func rank(_ kind: ElementKind) -> Int { kind == .header ? 3 : (kind == .footer ? 2 : 1) }
        let layout = viewport.layout
        let hits = viewport.elementsWithOrthogonalOffsets(in: probe).compactMap { element -> LayoutAttributes? in
            guard element.kind != .background else { return nil }
            // A pinned header is where the visible bounds put it, not where the probe would.
            let shown = element.kind == .header ? layout.layoutAttributesForSupplementaryView(ofKind: .header, at: element.indexPath) : element
            guard let shown, Rasterizer.cellRect(for: shown.frame, offset: offset, in: area, scale: scale)?.contains(x: column, y: row) == true else { return nil }
            return shown
        }
        let top = hits.max { a, b in
            (a.zIndex, rank(a.kind), a.indexPath) < (b.zIndex, rank(b.kind), b.indexPath)
        }
        return top.map(Inspection.Element.init)
    }

    /// `y`: the selection's attributes as one JSON line, in the format of `trellis attributes`,
    /// to the status line and (through the terminal loop) the terminal's clipboard.
    private func copySelection() {
        guard inspection != nil else {
            message = "y copies the selection: press i to inspect first"
            return
        }
        guard let attributes = selectionAttributes else {
            message = "nothing to select"
            return
        }
        let line = LayoutJSON.line(for: attributes)
        message = line
        clipboardRequest = line
    }

    /// What the terminal did with the last clipboard request: when it could not take it, the
    /// status line says so in front of the JSON line.
    package func clipboardDelivered(_ delivered: Bool, line: String) {
        if !delivered { message = "not copied (the terminal has no clipboard): " + line }
    }

    /// Takes the pending clipboard request, for the terminal loop to send.
    package func takeClipboardRequest() -> String? {
        defer { clipboardRequest = nil }
        return clipboardRequest
    }

    /// Draws the selection's outline and the inspector panel over a composed frame.
    func drawInspection(on grid: inout CellGrid) {
        guard inspection != nil else { return }
        let attributes = selectionAttributes
        if let attributes {
            Rasterizer.drawSelection(viewport.shownWithOrthogonalOffset(attributes).frame, offset: viewport.contentOffset, in: contentArea,
                                     scale: viewport.scale, excluding: outlineExclusions(), of: &grid)
        }
        guard let panel = panelRect else { return }
        let side = InspectorPanel.isSide(columns: columns)
        let details = attributes.map { ($0, document.inspectorFacts(of: $0)) }
        let lines = InspectorPanel.lines(details, width: InspectorPanel.textWidth(of: panel, side: side), tall: side)
        InspectorPanel.draw(lines, in: panel, side: side, leading: panel != panelPlaces()?.preferred, of: &grid)
    }
}
