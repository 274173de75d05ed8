import TrellisLayout

/// Draws laid-out elements into a ``CellGrid``: cells as boxes, boundary items (headers,
/// footers and other kinds a section lays out at its boundary) as coloured bars, decoration
/// views (section backgrounds, any kind) as shading, badges (supplementary views attached to
/// items) as small boxes with their kind's initial. Which supplementary view is which, and which
/// sections are lists, the layout says through ``roles`` (``ElementRoles``).
///
/// **Rounding.** One cell is ``scale`` layout units (`x` per column, `y` per row; one unit per
/// cell by default), and every edge is first divided by it. A frame covers the columns
/// `floor(minX / x + 0.5) ..< floor(maxX / x + 0.5)` and the content rows
/// `floor(minY / y + 0.5) ..< floor(maxY / y + 0.5)`. The content offset is rounded the same way,
/// `offsetRow = floor(offset.y / y + 0.5)`, and subtracted from the content rows, so a
/// fractional offset moves every element by the same whole number of rows. Rounding is
/// monotonic, so frames that share an edge share it in cells too and never draw over each
/// other; a frame thinner than half a cell may cover no cell at all and is not drawn.
///
/// **Order.** Elements are drawn in `zIndex` order (ties: decoration views, cells, footers,
/// other supplementary views such as badges, headers; then by index path, then top-left
/// first), whatever order the layout returned them in, each one opaque:
///
/// - a decoration view (`.background` or any other kind): `░`, dim, in the section's colour,
///   filling its frame;
/// - a cell: a box in light lines with its title or `section.item` (see ``BoxGlyphs``);
///   a cell whose item has text (``RenderLabels/textLines(forItemAt:width:)``; only the lines on
///   screen are asked for, ``RenderLabels/textLines(forItemAt:width:lines:)``) shows its title,
///   if any, in the top border and the text lines on the interior rows (`┌Dawn──┐`, `│a quiet│`);
///   a section whose items have no text (``RenderLabels/mayHaveItemText(inSection:)``) is asked
///   once per frame, not once per cell, and a title is read as bytes in place
///   (``RenderLabels/withTitleUTF8(forItemAt:_:)``);
///   a cell whose frame overlaps another visible cell's (open intersection) is drawn in
///   heavy lines, bold red, so a layout bug is seen at once;
///   in a list section (``ElementRoles/listAppearance(inSection:)``) that shows separators,
///   every row but the section's last has its bottom border drawn as a separator, `├────┤`;
///   an inset-grouped one reads as one card (``ListInsetCard``): the columns beside its rows
///   out to the content's edges are shaded `░` as a decoration is, from its first row (or
///   header) shown to its last row (or footer), the gaps between rows included, beneath every
///   element; the work stays per element drawn; a list scrolling sideways
///   (``ListAppearance/isHorizontal``) is its vertical twin turned a quarter: separators down
///   its rows' right borders, `┬│┴`, its card shaded above and below its rows;
/// - a boundary item (``ElementRoles/isBoundaryItem(_:)``: `.header`, bold, `.footer`, or any
///   other kind a section lays out): a reverse-video bar in the section's colour with its title
///   (``RenderLabels/boundaryItemLabel(ofKind:at:)``: its own, else for a header or footer the
///   section title or `Section N` (0-based), else its kind's name) on its first row and, when
///   it is taller, its text (``RenderLabels/textLines(forSupplementaryViewOfKind:at:width:)``,
///   what self-sized it) on the rows below; drawn where the layout reports it (a pinned one at
///   its pinned frame);
/// - a badge (any other supplementary view): a small box in light lines, in the section's
///   colour, with its kind's initial (`┌b┐`, `[b]`, a reverse-video `b` when 1 or 2 columns
///   wide: ``drawBadge(_:kind:style:clip:of:)``), over the cells of its size rounded to cells,
///   not its edges, placed from its item's rounded box (``badgeRect(for:item:origin:scale:)``), so
///   identical badges draw alike at every sub-cell position.
///
/// **Alpha, hidden, transform.** An element that is hidden or has `alpha` 0
/// (``LayoutAttributes/isDrawn``) is not drawn, and a hidden cell is never taken for an
/// overlapping one; an `alpha` below 1 draws the element dim. An element with a transform
/// other than the identity is drawn at ``LayoutAttributes/transformedFrame``, the bounding
/// box of its frame transformed about its centre.
///
/// Everything is clipped to the target area; the work is O(k log k + drawn cells) for k
/// elements, independent of the total number of items.
public struct Rasterizer {
    /// Item and section titles.
    public var labels: any RenderLabels
    /// Section colours.
    public var palette: SectionPalette
    /// The cells to mark (search matches), if any: see ``CellHighlights``.
    public var highlights: CellHighlights?
    /// Layout units per cell: edges are divided by it before they are rounded.
    public var scale: LayoutScale = .unit
    /// Which supplementary views are boundary items (bars) and which are badges (small boxes),
    /// and which sections are lists: ``ElementRolesLookup/roles(of:)`` of the layout drawn.
    public var roles: any ElementRoles = DefaultElementRoles()

    /// The style of a cell that overlaps another.
    public static let warningStyle = CellStyle(foreground: .red, bold: true)

    /// Creates a rasterizer.
    public init(labels: any RenderLabels = NoLabels(), palette: SectionPalette = .standard) {
        self.labels = labels
        self.palette = palette
    }

    /// The cells `frame` covers when the content row `floor(offset.y + 0.5)` (and column
    /// `floor(offset.x + 0.5)`) is drawn at the top-left of `area`; `nil` for a frame that is
    /// not finite or covers no cell. The result is not clipped to `area`.
    /// Every coordinate is divided by `scale` first.
    public static func cellRect(for frame: Rect, offset: Point = .zero, in area: CellRect,
                                scale: LayoutScale = .unit) -> CellRect? {
        guard frame.minX.isFinite, frame.minY.isFinite, frame.maxX.isFinite, frame.maxY.isFinite,
              offset.x.isFinite, offset.y.isFinite else { return nil }
        let (offsetX, offsetY) = offsetCells(offset, scale: scale)
        let minX = rounded(frame.minX / scale.x), maxX = rounded(frame.maxX / scale.x)
        let minY = rounded(frame.minY / scale.y), maxY = rounded(frame.maxY / scale.y)
        guard minX < maxX, minY < maxY else { return nil }
        return CellRect(minX: area.x + minX - offsetX, minY: area.y + minY - offsetY,
                        maxX: area.x + maxX - offsetX, maxY: area.y + maxY - offsetY)
    }

    /// ``cellRect(for:offset:in:scale:)`` with the offset already in cells: `origin` is the
    /// area's top-left minus ``offsetCells(_:scale:)``, found once per frame; `scale` `nil` at
    /// one unit per cell (the divisions by 1 are skipped: they change nothing).
    @inline(__always)
    static func cellRect(for frame: Rect, origin: (x: Int, y: Int), scale: LayoutScale?) -> CellRect? {
        guard frame.minX.isFinite, frame.minY.isFinite, frame.maxX.isFinite, frame.maxY.isFinite else { return nil }
        let minX: Int, maxX: Int, minY: Int, maxY: Int
        if let scale {
            (minX, maxX) = (rounded(frame.minX / scale.x), rounded(frame.maxX / scale.x))
            (minY, maxY) = (rounded(frame.minY / scale.y), rounded(frame.maxY / scale.y))
        } else {
            (minX, maxX, minY, maxY) = (rounded(frame.minX), rounded(frame.maxX), rounded(frame.minY), rounded(frame.maxY))
        }
        guard minX < maxX, minY < maxY else { return nil }
        return CellRect(minX: origin.x + minX, minY: origin.y + minY, maxX: origin.x + maxX, maxY: origin.y + maxY)
    }

    /// The cells a badge with `frame` covers: a footprint of its width and height each rounded to
    /// cells (at least 1), not its edges, so that identical badges draw alike wherever they fall
    /// within a cell. The footprint is centred on the badge's centre, measured from the edges of
    /// its item's rounded box nearest that centre (`item`, the item's frame, when it is among the
    /// elements drawn), so that a badge on an item's top trailing corner covers that corner of
    /// the item's box whatever the item's sub-cell position; without the item, from the origin.
    /// `nil` for a frame that is not finite or is empty.
    static func badgeRect(for frame: Rect, item: Rect?, origin: (x: Int, y: Int), scale: LayoutScale?) -> CellRect? {
        guard frame.minX.isFinite, frame.minY.isFinite, frame.maxX.isFinite, frame.maxY.isFinite,
              frame.width > 0, frame.height > 0 else { return nil }
        let (unitX, unitY) = (scale?.x ?? 1, scale?.y ?? 1)
        let width = max(1, rounded(frame.width / unitX)), height = max(1, rounded(frame.height / unitY))
        let (midX, midY) = (frame.minX + frame.width / 2, frame.minY + frame.height / 2)
        // The reference edges, in points and in cells (with the origin): the item's nearest, or 0.
        var (edgeX, edgeY) = (0.0, 0.0)
        var (cellX, cellY) = (origin.x, origin.y)
        if let item, let box = cellRect(for: item, origin: origin, scale: scale) {
            let trailing = midX >= item.minX + item.width / 2, bottom = midY >= item.minY + item.height / 2
            (edgeX, cellX) = trailing ? (item.maxX, box.maxX) : (item.minX, box.x)
            (edgeY, cellY) = bottom ? (item.maxY, box.maxY) : (item.minY, box.y)
        }
        let minX = cellX + rounded((midX - edgeX) / unitX - Double(width) / 2)
        let minY = cellY + rounded((midY - edgeY) / unitY - Double(height) / 2)
        return CellRect(x: minX, y: minY, width: width, height: height)
    }

    /// The frames (transformed, if so) of the cells that have a badge among `elements`, by index
    /// path (a badge whose item is not among them has none); `nil`, without a pass over the
    /// cells, when no badge is among them.
    static func badgedItemFrames(in elements: [LayoutAttributes], roles: any ElementRoles) -> [LayoutIndexPath: Rect]? {
        var badged = Set<LayoutIndexPath>()
        for element in elements where element.category == .supplementaryView && !roles.isBoundaryItem(element) {
            badged.insert(element.indexPath)
        }
        guard !badged.isEmpty else { return nil }
        var frames: [LayoutIndexPath: Rect] = [:]
        for element in elements where element.category == .cell && badged.contains(element.indexPath) {
            frames[element.indexPath] = element.transform.isIdentity ? element.frame : element.transformedFrame
        }
        return frames
    }

    /// Draws `elements` (in content coordinates) into `area` of `grid`, with the content point
    /// `offset` (rounded as described above) at the top-left of `area`. Nothing outside `area`
    /// is touched except the other half of a wide character cut by its edge.
    ///
    /// - Returns: the index paths of the cells drawn as overlapping.
    @discardableResult
    public func draw(_ elements: [LayoutAttributes], offset: Point, in area: CellRect,
                     of grid: inout CellGrid) -> Set<LayoutIndexPath> {
        let area = area.intersection(grid.area)
        let overlapping = OverlapDetector.overlappingCells(in: elements)
        let warned = Set(overlapping)
        let order = Self.drawingOrderIfReordered(elements)
        guard !area.isEmpty, offset.x.isFinite, offset.y.isFinite else {
            return Set(overlapping.map { elements[$0].indexPath })
        }
        // The offset in cells, found once per frame rather than once per element.
        let (offsetX, offsetY) = Self.offsetCells(offset, scale: scale)
        let origin = (x: area.x - offsetX, y: area.y - offsetY)
        let scale: LayoutScale? = scale == .unit ? nil : scale   // nil: one unit per cell, no division
        // Whether the last section a cell was drawn in may have item text, asked once per section.
        var textSection = Int.min, sectionMayHaveText = true
        // The list appearance of the last section a cell was drawn in, asked once per section.
        var listSection = Int.min, list: ListAppearance? = nil
        // Inset-grouped list sections first, beneath everything: one shaded card per section.
        for card in ListInsetCard.cards(in: elements, roles: roles) {
            drawInsetSides(of: card, origin: origin, scale: scale, clip: area, of: &grid)
        }
        // The frames of the items that have badges, found only when there is a badge to draw (else nil).
        let badgedItems = Self.badgedItemFrames(in: elements, roles: roles)
        for position in elements.indices {
            let index = order?[position] ?? position
            let element = elements[index]
            guard element.isDrawn else { continue }
            let frame = element.transform.isIdentity ? element.frame : element.transformedFrame
            let isBadge = badgedItems != nil && element.category == .supplementaryView && !roles.isBoundaryItem(element)
            guard let rect = isBadge
                    ? Self.badgeRect(for: frame, item: badgedItems?[element.indexPath], origin: origin, scale: scale)
                    : Self.cellRect(for: frame, origin: origin, scale: scale),
                  rect.intersects(area) else { continue }
            let section = element.indexPath.section
            let dimmed = element.alpha < 1
            switch element.category {
            case .decorationView:
                let style = CellStyle(foreground: palette.color(forSection: section), dim: true)
                grid.fill(rect.intersection(area), with: Cell(symbol: "░", style: style))
            case .cell:
                let warning = !warned.isEmpty && warned.contains(index)
                let glyphs: BoxGlyphs = warning ? .heavy : .light
                var style = warning ? Self.warningStyle : cellStyle(at: element.indexPath)
                if dimmed, !warning { style.dim = true }
                if section != textSection {
                    (textSection, sectionMayHaveText) = (section, labels.mayHaveItemText(inSection: section))
                }
                if section != listSection {
                    (listSection, list) = (section, roles.listAppearance(inSection: section))
                }
                let shown = Self.linesShown(in: rect, clip: area)
                if sectionMayHaveText,
                   let lines = labels.textLines(forItemAt: element.indexPath, width: element.frame.width, lines: shown) {
                    drawTextCell(rect, lines: lines, from: shown.lowerBound, at: element.indexPath, glyphs: glyphs,
                                 style: style, clip: area, of: &grid)
                } else {
                    drawLabelledCell(rect, at: element.indexPath, glyphs: glyphs, style: style, clip: area, of: &grid)
                }
                if let list, list.showsSeparators, element.indexPath.item < list.numberOfItems - 1 {
                    if list.isHorizontal {
                        Self.drawSeparator(beside: rect, style: style, clip: area, of: &grid)
                    } else {
                        Self.drawSeparator(under: rect, style: style, clip: area, of: &grid)
                    }
                }
            case .supplementaryView:
                if roles.isBoundaryItem(element) {
                    let style = CellStyle(foreground: palette.color(forSection: section), bold: element.kind == .header,
                                          reverse: true, dim: dimmed)
                    grid.drawBar(rect, label: labels.boundaryItemLabel(ofKind: element.kind, at: element.indexPath),
                                 style: style, clip: area)
                    if rect.height > 1 {
                        drawBoundaryText(of: element, in: rect, style: style, clip: area, of: &grid)
                    }
                } else {
                    let style = CellStyle(foreground: palette.color(forSection: section), dim: dimmed)
                    Self.drawBadge(rect, kind: element.kind, style: style, clip: area, of: &grid)
                }
            }
        }
        return Set(overlapping.map { elements[$0].indexPath })
    }

    /// A cell without text: a box labelled with its title (``RenderLabels/cellLabel(at:)``), the
    /// title's bytes read in place (``RenderLabels/withTitleUTF8(forItemAt:_:)``), so that a
    /// frame of many small cells makes no string per cell.
    private func drawLabelledCell(_ rect: CellRect, at indexPath: LayoutIndexPath, glyphs: BoxGlyphs,
                                  style: CellStyle, clip: CellRect, of grid: inout CellGrid) {
        var drawn = false
        let titled = labels.withTitleUTF8(forItemAt: indexPath) { title in
            guard !title.isEmpty else { return }
            grid.drawBox(rect, labelUTF8: title, glyphs: glyphs, style: style, clip: clip)
            drawn = true
        }
        if !titled || !drawn {
            grid.drawBox(rect, label: indexPath.description, glyphs: glyphs, style: style, clip: clip)
        }
    }

    /// A cell with text: its title (if any) in the top border, the text lines on the interior
    /// rows, each cut with `…` to the interior width; when the lines outnumber the rows, the
    /// last row ends in `…`. A box under 3 rows shows its title, else its first line, as a label.
    /// `lines` are the text's lines from line `firstLine` on (those ``linesShown(in:clip:)`` asks for).
    private func drawTextCell(_ rect: CellRect, lines: [String], from firstLine: Int, at indexPath: LayoutIndexPath,
                              glyphs: BoxGlyphs, style: CellStyle, clip: CellRect, of grid: inout CellGrid) {
        let title = labels.title(forItemAt: indexPath).flatMap { $0.isEmpty ? nil : $0 }
        guard rect.height >= 3, rect.width >= 3 else {
            let first = firstLine == 0 ? lines.first : nil
            grid.drawBox(rect, label: title ?? first ?? "", glyphs: glyphs, style: style, clip: clip)
            return
        }
        grid.drawBox(rect, label: "", glyphs: glyphs, style: style, clip: clip)
        let width = rect.width - 2
        if let title {
            let border = CellRect(x: rect.x + 1, y: rect.y, width: width, height: 1)
            grid.setString(TextWidth.truncate(title, toWidth: width), x: border.x, y: border.y, style: style,
                           clip: border.intersection(clip))
        }
        let rows = rect.height - 2
        // Only the rows inside the clip are written.
        let linesEnd = firstLine + lines.count   // the text has lines up to here, at least
        let first = max(0, firstLine, clip.y - (rect.y + 1)), last = min(rows, linesEnd, clip.maxY - (rect.y + 1))
        guard first < last else { return }
        for row in first..<last {
            let text = lines[row - firstLine]
            let line = row == rows - 1 && linesEnd > rows ? text + "…" : text
            let area = CellRect(x: rect.x + 1, y: rect.y + 1 + row, width: width, height: 1)
            grid.setString(TextWidth.truncate(line, toWidth: width), x: area.x, y: area.y, style: style,
                           clip: area.intersection(clip))
        }
    }

    /// The indices of `elements` in the order they are drawn, the last on top: by `zIndex`,
    /// then by ``drawingRank(_:)`` (decoration views under cells under footers, badges and
    /// headers), then index path, then position, then as given. An export that stacks its
    /// shapes (SVG) uses the same order, so its picture covers what the screen covers.
    public static func drawingOrder(_ elements: [LayoutAttributes]) -> [Int] {
        drawingOrderIfReordered(elements) ?? Array(elements.indices)
    }

    /// ``drawingOrder(_:)``, or `nil` when it is the order given (as a layout mostly answers):
    /// then no array of indices is made.
    static func drawingOrderIfReordered(_ elements: [LayoutAttributes]) -> [Int]? {
        elements.withUnsafeBufferPointer { elements in
            // A layout mostly answers in this order already: one pass finds it, and no sort
            // runs. Ranks are compared only where categories differ or a view is supplementary.
            var inOrder = true
            for index in elements.indices.dropFirst() where !drawnBefore(elements[index - 1], elements[index]) {
                inOrder = false
                break
            }
            return inOrder ? nil : sortedDrawingOrder(elements)
        }
    }

    /// Whether `a`, given just before `b`, is drawn before it (the order of ``drawingOrder(_:)``).
    @inline(__always)
    private static func drawnBefore(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
        if a.zIndex != b.zIndex { return a.zIndex < b.zIndex }
        if a.category != b.category || a.category == .supplementaryView {
            let lk = drawingRank(a), rk = drawingRank(b)
            if lk != rk { return lk < rk }
        }
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        if a.frame.minY != b.frame.minY { return a.frame.minY < b.frame.minY }
        if a.frame.minX != b.frame.minX { return a.frame.minX < b.frame.minX }
        return true
    }

    /// The drawing order of elements not given in it: a sort.
    private static func sortedDrawingOrder(_ elements: UnsafeBufferPointer<LayoutAttributes>) -> [Int] {
        // Each element's rank found once, not twice per comparison.
        let ranks = elements.map { drawingRank($0) }
        // The elements are read in place (a copy of an element per comparison cost more than
        // the comparison).
        func drawnBefore(_ a: Int, _ b: Int) -> Bool {
            if elements[a].zIndex != elements[b].zIndex { return elements[a].zIndex < elements[b].zIndex }
            if elements[a].category != elements[b].category || elements[a].category == .supplementaryView {
                let lk = ranks[a], rk = ranks[b]
                if lk != rk { return lk < rk }
            }
            if elements[a].indexPath != elements[b].indexPath { return elements[a].indexPath < elements[b].indexPath }
            let lhs = elements[a].frame, rhs = elements[b].frame
            if lhs.minY != rhs.minY { return lhs.minY < rhs.minY }
            if lhs.minX != rhs.minX { return lhs.minX < rhs.minX }
            return a < b
        }
        return elements.indices.sorted(by: drawnBefore)
    }

    /// The content cell (its `x` and `y`, in cells) drawn at the top-left of the area for the
    /// content offset `offset`: `floor(offset.x / scale.x + 0.5)` and
    /// `floor(offset.y / scale.y + 0.5)`. Two frames whose `y` differ by k show the same content
    /// rows k rows apart.
    public static func offsetCells(_ offset: Point, scale: LayoutScale = .unit) -> (x: Int, y: Int) {
        (rounded(offset.x / scale.x), rounded(offset.y / scale.y))
    }

    /// Which of a text cell's lines ``drawTextCell(_:lines:from:at:glyphs:style:clip:of:)`` reads
    /// for a cell at `rect` clipped to `clip`: those of the interior rows on screen, and one more
    /// when the last interior row is on screen (to end it in `…` if the text goes on); line 0
    /// for a box under 3 rows (its label). Empty when no interior row is on screen.
    static func linesShown(in rect: CellRect, clip: CellRect) -> Range<Int> {
        guard rect.height >= 3, rect.width >= 3 else { return 0..<1 }
        let rows = rect.height - 2
        let visibleStart = min(rows, max(0, clip.y - (rect.y + 1)))
        let visibleEnd = min(rows, max(0, clip.maxY - (rect.y + 1)))
        guard visibleStart < visibleEnd else { return visibleStart..<visibleStart }
        return visibleStart..<(visibleEnd == rows ? rows + 1 : visibleEnd)
    }

    /// `floor(value + 0.5)` as an integer, clamped far beyond any screen so that huge
    /// coordinates cannot trap.
    @inline(__always)
    static func rounded(_ value: Double) -> Int {
        let limit = 1e15
        let shifted = min(max(value, -limit), limit) + 0.5
        // floor without a call to the C library: truncate toward zero (exact below 2^53), then
        // step down where that went up (negative values with a fraction).
        let truncated = Int(shifted)
        return Double(truncated) > shifted ? truncated - 1 : truncated
    }

    /// Drawing order among elements of equal `zIndex`: decoration views (backgrounds) 0, cells
    /// 1, footers 2, other supplementary views (badges) 3, headers 4. Only a supplementary
    /// view's kind is compared, so cells cost an enum compare.
    public static func drawingRank(_ element: LayoutAttributes) -> Int {
        switch element.category {
        case .decorationView: return 0
        case .cell: return 1
        case .supplementaryView: return element.kind == .header ? 4 : element.kind == .footer ? 2 : 3
        }
    }
}
