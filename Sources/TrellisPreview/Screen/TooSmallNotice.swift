import TrellisRender

/// What a terminal too small to show a layout gets instead: a short notice, as much as fits.
enum TooSmallNotice {
    /// A grid of the terminal's size (`width` x `height` cells) with the notice.
    static func grid(width: Int, height: Int, minimumWidth: Int, minimumHeight: Int) -> CellGrid {
        var grid = CellGrid(width: width, height: height)
        let lines = ["Terminal too small", "\(width)x\(height), need \(minimumWidth)x\(minimumHeight)", "q quits"]
        for (row, line) in lines.prefix(height).enumerated() {
            grid.setString(TextWidth.truncate(line, toWidth: width), x: 0, y: row, style: CellStyle(bold: row == 0),
                           clip: CellRect(x: 0, y: row, width: width, height: 1))
        }
        return grid
    }
}
