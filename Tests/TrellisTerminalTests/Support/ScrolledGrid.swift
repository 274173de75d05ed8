import TrellisRender

extension CellGrid {
    /// This grid as the next frame of a scroll: its content rows (all but the last, the status
    /// line) moved up by `lines` (down when negative), and every row that leaves exposed, then
    /// the last row, filled by `fill(&grid, y)`, in that order.
    func scrolled(by lines: Int, filling fill: (inout CellGrid, Int) -> Void) -> CellGrid {
        var next = CellGrid(width: width, height: height)
        let content = height - 1
        for y in 0..<content {
            let from = y + lines
            if from >= 0 && from < content {
                for x in 0..<width { next[x, y] = self[x, from] }
            } else {
                fill(&next, y)
            }
        }
        fill(&next, content)
        return next
    }
}
