import TrellisRender

/// The `?` overlay: a framed box listing every key, centred over the screen.
enum HelpOverlay {
    /// Draws `lines` in a box over `grid` (leaving the status line alone), cut to fit.
    static func draw(_ lines: [String], on grid: inout CellGrid) {
        let title = " Keys — ? closes "
        let contentWidth = max(lines.map(TextWidth.displayWidth(of:)).max() ?? 0, TextWidth.displayWidth(of: title))
        let width = min(grid.width, contentWidth + 4)
        let height = min(max(0, grid.height - 1), lines.count + 2)
        guard width >= 4, height >= 3 else { return }
        let box = CellRect(x: (grid.width - width) / 2, y: max(0, (grid.height - 1 - height) / 2), width: width, height: height)
        let style = CellStyle(bold: false)
        grid.fill(box, with: Cell(symbol: " ", style: style))
        let inner = CellRect(x: box.x + 2, y: box.y + 1, width: width - 4, height: height - 2)
        for x in box.x..<box.maxX {
            grid.set(Cell(symbol: "─", style: style), x: x, y: box.y)
            grid.set(Cell(symbol: "─", style: style), x: x, y: box.maxY - 1)
        }
        for y in box.y..<box.maxY {
            grid.set(Cell(symbol: "│", style: style), x: box.x, y: y)
            grid.set(Cell(symbol: "│", style: style), x: box.maxX - 1, y: y)
        }
        grid.set(Cell(symbol: "┌", style: style), x: box.x, y: box.y)
        grid.set(Cell(symbol: "┐", style: style), x: box.maxX - 1, y: box.y)
        grid.set(Cell(symbol: "└", style: style), x: box.x, y: box.maxY - 1)
        grid.set(Cell(symbol: "┘", style: style), x: box.maxX - 1, y: box.maxY - 1)
        grid.setString(TextWidth.truncate(title, toWidth: width - 4), x: box.x + 2, y: box.y, style: CellStyle(bold: true),
                       clip: CellRect(x: box.x + 1, y: box.y, width: width - 2, height: 1))
        for (index, line) in lines.prefix(inner.height).enumerated() {
            grid.setString(TextWidth.truncate(line, toWidth: inner.width), x: inner.x, y: inner.y + index, style: style, clip: inner)
        }
    }
}
