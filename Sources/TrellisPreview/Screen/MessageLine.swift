import TrellisRender

extension CellGrid {
    /// Replaces row `row` with `message` in the status line's style (a reload error, "reloaded").
    mutating func drawMessageLine(_ message: String, row: Int) {
        guard row >= 0, row < height else { return }
        let line = CellRect(x: 0, y: row, width: width, height: 1)
        fill(line, with: Cell(symbol: " ", style: StatusLine.style))
        setString(TextWidth.truncate(" " + message, toWidth: width), x: 0, y: row, style: StatusLine.style, clip: line)
    }
}
