import TrellisLayout

extension Rasterizer {
    /// The shading of a decoration view and of an inset-grouped list's sides: `░`.
    public static let shade: Character = "░"

    /// The letter a badge shows: the first character of its kind's name (`b` for `badge`), `?`
    /// for a kind with an empty name.
    public static func badgeInitial(of kind: ElementKind) -> String {
        kind.rawValue.first.map(String.init) ?? "?"
    }

    /// Draws a badge (a supplementary view attached to an item) over `rect`, opaque, in `style`,
    /// with its kind's initial (``badgeInitial(of:)``):
    ///
    /// ```text
    /// ┌─┐   3 rows or more, 3 columns or more: a box, the initial on its first interior row
    /// │b│
    /// └─┘
    /// ┌b┐   2 rows: the initial in the top border
    /// └─┘
    /// [b]   1 row, 3 columns or more: in brackets
    /// b     1 or 2 columns (any height), or 1 row 2 columns: the initial in reverse video at the
    ///       top-left, the rest of the badge reverse-video blanks
    /// ```
    ///
    /// Only what lies inside `clip` is drawn.
    static func drawBadge(_ rect: CellRect, kind: ElementKind, style: CellStyle, clip: CellRect, of grid: inout CellGrid) {
        let initial = badgeInitial(of: kind)
        if rect.width >= 3 {
            grid.drawBox(rect, label: initial, glyphs: .light, style: style, clip: clip)
            return
        }
        var solid = style
        solid.reverse = true
        let visible = rect.intersection(clip)
        guard !visible.isEmpty else { return }
        grid.fill(visible, with: Cell(symbol: " ", style: solid))
        let corner = CellRect(x: rect.x, y: rect.y, width: rect.width, height: 1).intersection(clip)
        guard corner.contains(x: rect.x, y: rect.y) else { return }
        grid.setString(TextWidth.truncate(initial, toWidth: rect.width), x: rect.x, y: rect.y, style: solid, clip: corner)
    }

    /// Draws a list row's separator over the bottom row of its box `rect`: `├───┤`, in the
    /// row's `style`. A row under 2 rows or 2 columns has no border to draw it on.
    static func drawSeparator(under rect: CellRect, style: CellStyle, clip: CellRect, of grid: inout CellGrid) {
        guard rect.height >= 2, rect.width >= 2 else { return }
        let y = rect.maxY - 1
        guard y >= clip.y, y < clip.maxY else { return }
        for x in max(rect.x, clip.x)..<min(rect.maxX, clip.maxX) {
            let glyph = x == rect.x ? "├" : x == rect.maxX - 1 ? "┤" : "─"
            grid.set(Cell(symbol: glyph, style: style), x: x, y: y)
        }
    }

    /// Draws the separator of a row of a list scrolling sideways (``ListAppearance/isHorizontal``,
    /// its rows columns left to right) over the right column of its box `rect`: `┬`, `│` down,
    /// `┴`, the vertical twin's `├───┤` turned a quarter.
    static func drawSeparator(beside rect: CellRect, style: CellStyle, clip: CellRect, of grid: inout CellGrid) {
        guard rect.height >= 2, rect.width >= 2 else { return }
        let x = rect.maxX - 1
        guard x >= clip.x, x < clip.maxX else { return }
        for y in max(rect.y, clip.y)..<min(rect.maxY, clip.maxY) {
            let glyph = y == rect.y ? "┬" : y == rect.maxY - 1 ? "┴" : "│"
            grid.set(Cell(symbol: glyph, style: style), x: x, y: y)
        }
    }

    /// Shades the sides of an inset-grouped list section's card (``ListInsetCard/sides``), each
    /// rounded to cells as any frame is, as a decoration view is shaded, in the section's colour.
    /// O(the card's shaded cells on screen).
    func drawInsetSides(of card: ListInsetCard, origin: (x: Int, y: Int), scale: LayoutScale?, clip: CellRect,
                        of grid: inout CellGrid) {
        let style = CellStyle(foreground: palette.color(forSection: card.section), dim: true)
        let shade = Cell(symbol: String(Self.shade), style: style)
        for side in card.sides {
            guard let rect = Self.cellRect(for: side, origin: origin, scale: scale) else { continue }
            let visible = rect.intersection(clip)
            if !visible.isEmpty { grid.fill(visible, with: shade) }
        }
    }

    /// The text of a boundary item more than one row high, on its rows after the first (the
    /// title's), one column in from each side when it is at least 3 wide, each line cut with `…`,
    /// in the bar's `style`; the last row ends in `…` when the text goes on. Only the rows inside
    /// `clip` are written.
    func drawBoundaryText(of element: LayoutAttributes, in rect: CellRect, style: CellStyle, clip: CellRect,
                          of grid: inout CellGrid) {
        guard let lines = labels.textLines(forSupplementaryViewOfKind: element.kind, at: element.indexPath,
                                           width: element.frame.width), !lines.isEmpty else { return }
        let padding = rect.width >= 3 ? 1 : 0
        let width = rect.width - 2 * padding
        let rows = rect.height - 1
        guard width > 0 else { return }
        for row in 0..<min(rows, lines.count) {
            let y = rect.y + 1 + row
            guard y >= clip.y, y < clip.maxY else { continue }
            let line = row == rows - 1 && lines.count > rows ? lines[row] + "…" : lines[row]
            let area = CellRect(x: rect.x + padding, y: y, width: width, height: 1)
            grid.setString(TextWidth.truncate(line, toWidth: width), x: area.x, y: y, style: style, clip: area.intersection(clip))
        }
    }
}
