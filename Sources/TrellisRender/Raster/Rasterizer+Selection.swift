import TrellisLayout

extension Rasterizer {
    /// The double-line glyphs of a selection's outline: `╔ ═ ╗ ║ ╚ ╝`.
    public static let selectionGlyphs = BoxGlyphs(topLeft: "╔", horizontal: "═", topRight: "╗", vertical: "║",
                                                  bottomLeft: "╚", bottomRight: "╝",
                                                  openBracket: "[", closeBracket: "]", dot: "■")

    /// The markers on the ends of a selection one row high: `▶` first, `◀` last.
    public static let thinMarkers: [Character] = ["▶", "◀"]

    /// Marks the selected element, whose frame is `frame` (content coordinates), over what
    /// ``draw(_:offset:in:of:)`` drew, with the same `offset`, `area` and `scale`, without moving
    /// anything:
    /// - an element at least 2 x 2 cells gets a double-line outline on its border cells
    ///   (``selectionGlyphs``): a border cell that holds a line glyph or a blank becomes the
    ///   double glyph of its place, a border cell with text (a title in the top border, a label)
    ///   keeps its text, and so does a blank between two cells of text on the same border row
    ///   (the space between the words of a title: `╔App of the Day═══╗`, as the overlap
    ///   outline shows it, `┏first card━━━┓`); every border cell becomes bold;
    /// - an element 1 cell high or wide (a one-row cell in brackets, a one-row header bar) has
    ///   every cell turned bold with reverse video flipped, and, one row high and at least 3
    ///   cells wide, the markers ``thinMarkers`` `▶ ◀` on its first and last cells (where those
    ///   hold one narrow character), so a selected header or footer stands out from the bars
    ///   around it.
    ///
    /// Only cells inside `area` and outside every rect of `excluding` change (the previewer
    /// passes the pinned headers drawn over the selection); a frame that covers no cell changes
    /// nothing.
    public static func drawSelection(_ frame: Rect, offset: Point, in area: CellRect, scale: LayoutScale = .unit,
                                     excluding: [CellRect] = [], of grid: inout CellGrid) {
        let area = area.intersection(grid.area)
        guard let rect = cellRect(for: frame, offset: offset, in: area, scale: scale) else { return }
        let visible = rect.intersection(area)
        guard !visible.isEmpty else { return }
        let thin = rect.width < 2 || rect.height < 2
        for y in visible.y..<visible.maxY {
            let words = thin || (y != rect.y && y != rect.maxY - 1) ? nil : textSpan(row: y, from: visible.x, to: visible.maxX, of: grid)
            for x in visible.x..<visible.maxX {
                let onBorder = x == rect.x || x == rect.maxX - 1 || y == rect.y || y == rect.maxY - 1
                guard thin || onBorder, !excluding.contains(where: { $0.contains(x: x, y: y) }) else { continue }
                var cell = grid[x, y]
                cell.style.bold = true
                if thin {
                    cell.style.reverse.toggle()
                    let end = x == rect.x ? 0 : (x == rect.maxX - 1 ? 1 : nil)
                    if rect.height == 1, rect.width >= 3, let end, !cell.isContinuation, cell.width == 1 {
                        grid.set(Cell(symbol: String(thinMarkers[end]), style: cell.style), x: x, y: y)
                    } else {
                        grid[x, y] = cell
                    }
                    continue
                }
                let inText = words.map { $0.contains(x) && cell.cluster.singleScalar == " " } ?? false
                if !cell.isContinuation, cell.width == 1, !inText, isLineOrBlank(cell.cluster) {
                    let glyph = selectionGlyphs.glyph(x: x - rect.x, y: y - rect.y, width: rect.width, height: rect.height)
                    grid.set(Cell(symbol: String(glyph), style: cell.style), x: x, y: y)
                } else {
                    grid[x, y] = cell
                }
            }
        }
    }

    /// The columns from the first to the last cell of text (neither a blank nor an outline
    /// glyph) among `from ..< to` of row `y`, nil when there is none: the blanks inside are the
    /// spaces of a title or label, not gaps in a border. O(`to − from`).
    private static func textSpan(row y: Int, from: Int, to: Int, of grid: CellGrid) -> ClosedRange<Int>? {
        func isText(_ x: Int) -> Bool {
            let cell = grid[x, y]
            return cell.isContinuation || !isLineOrBlank(cell.cluster)
        }
        guard let first = (from..<to).first(where: isText), let last = (from..<to).last(where: isText) else { return nil }
        return first...last
    }

    /// Whether `cluster` is a blank or one of the outline glyphs a cell or selection is drawn with.
    static func isLineOrBlank(_ cluster: Cluster) -> Bool {
        guard let scalar = cluster.singleScalar else { return cluster.isEmpty }
        if scalar == " " { return true }
        return (0x2500...0x257F).contains(scalar.value)   // Box Drawing
    }
}
