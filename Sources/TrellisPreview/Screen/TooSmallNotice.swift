import TrellisRender

/// What a terminal too small to show a layout gets instead: a short notice, as much as fits.
enum TooSmallNotice {
    /// A grid of the terminal's size with the notice.
    static func grid(columns: Int, rows: Int, minimumColumns: Int, minimumRows: Int) -> CellGrid {
        var grid = CellGrid(width: columns, height: rows)
        let lines = ["Terminal too small", "\(columns)x\(rows), need \(minimumColumns)x\(minimumRows)", "q quits"]
        for (row, line) in lines.prefix(rows).enumerated() {
            grid.setString(TextWidth.truncate(line, toWidth: columns), x: 0, y: row, style: CellStyle(bold: row == 0),
                           clip: CellRect(x: 0, y: row, width: columns, height: 1))
        }
        return grid
    }
}
