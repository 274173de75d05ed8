import TrellisRender

/// Where a ``FrameDiffer`` sends its writes: the bytes of the app's terminal (``FrameWriter``),
/// a model of the screen in the tests.
protocol ScreenWriter: AnyObject {
    /// Says that the ``put(_:x:y:room:)`` calls that follow, up to the next `beginRow`, are on row
    /// `y`, which is to show `cells` (the new row, every column the differ draws), so a writer
    /// may look around a changed cell (a run of it, a blank rest of the row, unchanged cells it
    /// can write over instead of moving).
    func beginRow(_ y: Int, cells: UnsafeBufferPointer<Cell>)
    /// Writes `cell` at column `x` of row `y`, with `room` columns left on the row (at least 1);
    /// returns how many columns the write covers: 1 or 2, or more when the writer also wrote
    /// the cells after it as the row given to ``beginRow(_:cells:)`` has them.
    func put(_ cell: Cell, x: Int, y: Int, room: Int) -> Int
    /// Whether terminals may disagree on the columns `cell` takes (``Glyph/widthMayDiffer``):
    /// a row holding such a cell is repainted whole, from its first column.
    func isDisputed(_ cell: Cell) -> Bool
    /// Scrolls rows `0 ..< rows` by `lines` (up when positive: row `y` then shows what row
    /// `y + lines` showed), blanking the rows left exposed. The rows below are not touched.
    /// Returns false when the terminal cannot scroll (nothing was done).
    func scroll(rows: Int, by lines: Int) -> Bool
    /// Blanks the whole screen.
    func clear()
    /// Tells the screen that row `y` is about to be written whole, from its first column, because
    /// it holds (or held in the last frame) a glyph whose width terminals disagree on: what the
    /// terminal shows there is not known cell by cell.
    func repaint(row y: Int)
}

extension ScreenWriter {
    /// Does nothing: a writer that does not look around a cell.
    func beginRow(_ y: Int, cells: UnsafeBufferPointer<Cell>) {}
}

/// What the screen shows, as last drawn, and how to bring it to a new grid with few writes: the
/// lean frame of Ratatui's `Buffer::diff`, plus scrolling as `less` does it.
///
/// 1. With no previous frame, or a frame of another size, every cell is written (the screen is
///    blanked first only when the grid does not cover it).
/// 2. When the caller says the content moved by `k` rows (and `0 < |k| <` the content rows), the
///    content rows (every row but the last, the status line) are scrolled by `k` on the screen
///    and in the kept frame, so only the `k` exposed rows, the status line and whatever else
///    changed (pinned headers, overlays) differ in step 3. A wrong `k` costs writes, never
///    correctness.
/// 3. Every other row is compared cell by cell with the kept frame; a cell is written when it or
///    the column its wide character covers changed.
/// 4. A row holding, now or in the kept frame, a cell whose width terminals disagree on is
///    written whole and repainted (``ScreenWriter/repaint(row:)``), so that the terminal's own
///    column count cannot leave stale halves behind.
struct FrameDiffer {
    /// The cells drawn last, `width` x `height` (the part of the last grid that fit the screen),
    /// row by row in the order of `rowStart`.
    private var cells: [Cell] = []
    /// Where each screen row's cells start in `cells`: a scroll reorders the rows here instead
    /// of moving their cells.
    private var rowStart: [Int] = []
    private var width = 0
    private var height = 0
    /// The screen size the kept frame was drawn on.
    private var screenWidth = -1
    private var screenHeight = -1
    /// Per kept row: whether it holds a disputed cell.
    private var disputed: [Bool] = []

    /// Forgets the kept frame: the next draw writes every cell.
    mutating func invalidate() {
        screenWidth = -1
        screenHeight = -1
    }

    /// Brings the screen (`screenWidth` x `screenHeight` cells, showing the kept frame) to `grid`.
    /// - Parameter scrolledRows: how many rows the content moved up since the kept frame (down
    ///   when negative), if the caller knows; 0 otherwise.
    mutating func draw(_ grid: CellGrid, scrolledRows: Int, screenWidth: Int, screenHeight: Int,
                       to writer: some ScreenWriter) {
        let width = min(screenWidth, grid.width), height = min(screenHeight, grid.height)
        let full = screenWidth != self.screenWidth || screenHeight != self.screenHeight
            || width != self.width || height != self.height
        if full {
            if grid.width < screenWidth || grid.height < screenHeight { writer.clear() }
            cells = Array(repeating: .blank, count: width * height)
            rowStart = (0..<height).map { $0 * width }
            disputed = Array(repeating: false, count: height)
            self.width = width
            self.height = height
            self.screenWidth = screenWidth
            self.screenHeight = screenHeight
        } else if scrolledRows != 0, grid.height == screenHeight, abs(scrolledRows) < height - 1,
                  writer.scroll(rows: height - 1, by: scrolledRows) {
            scroll(rows: height - 1, by: scrolledRows)
        }
        grid.cells.withUnsafeBufferPointer { new in
            cells.withUnsafeMutableBufferPointer { old in
                for y in 0..<height {
                    let source = y * grid.width, kept = rowStart[y]
                    // An unchanged row without disputed cells needs nothing (most rows, most frames).
                    if !full, !disputed[y], width > 0,
                       Platform.sameBytes(new.baseAddress! + source, old.baseAddress! + kept, count: width * MemoryLayout<Cell>.stride) {
                        continue
                    }
                    var rowDisputed = false
                    for x in 0..<width where writer.isDisputed(new[source + x]) {
                        rowDisputed = true
                        break
                    }
                    let whole = full || rowDisputed || disputed[y]
                    writer.beginRow(y, cells: UnsafeBufferPointer(rebasing: new[source..<(source + width)]))
                    if rowDisputed || disputed[y] { writer.repaint(row: y) }
                    var x = 0
                    while x < width {
                        let cell = new[source + x]
                        let spansTwo = cell.width == 2 && x + 1 < width
                        let changed = whole || !Self.same(cell, old[kept + x])
                            || (spansTwo && !Self.same(new[source + x + 1], old[kept + x + 1]))
                        if changed {
                            x += writer.put(cell, x: x, y: y, room: width - x)
                        } else {
                            x += spansTwo ? 2 : 1
                        }
                    }
                    disputed[y] = rowDisputed
                    _ = UnsafeMutableBufferPointer(rebasing: old[kept..<(kept + width)])
                        .update(fromContentsOf: new[source..<(source + width)])
                }
            }
        }
    }

    /// Writes the kept frame again, every cell, after blanking the screen: for when the terminal
    /// no longer shows it (Ctrl-L, something else wrote to it). Does nothing without a kept frame.
    mutating func redraw(to writer: some ScreenWriter) {
        guard screenWidth >= 0 else { return }
        writer.clear()
        cells.withUnsafeBufferPointer { kept in
            for y in 0..<height {
                let row = UnsafeBufferPointer(rebasing: kept[rowStart[y]..<(rowStart[y] + width)])
                writer.beginRow(y, cells: row)
                if disputed[y] { writer.repaint(row: y) }
                var x = 0
                while x < width { x += writer.put(row[x], x: x, y: y, room: width - x) }
            }
        }
    }

    /// Whether two cells are the same: their 8 bytes compared at once.
    @inline(__always)
    private static func same(_ a: Cell, _ b: Cell) -> Bool {
        unsafeBitCast(a, to: UInt64.self) == unsafeBitCast(b, to: UInt64.self)
    }

    /// Moves the kept content rows `0 ..< rows` as ``ScreenWriter/scroll(rows:by:)`` moves the
    /// screen's (`0 < |lines| < rows`): the rows' order changes, and the rows that come in
    /// (those that went out at the other edge) are blanked.
    private mutating func scroll(rows: Int, by lines: Int) {
        let count = abs(lines), width = width
        let order = lines > 0 ? Array(rowStart[lines..<rows]) + Array(rowStart[0..<lines])
                              : Array(rowStart[(rows - count)..<rows]) + Array(rowStart[0..<(rows - count)])
        rowStart.replaceSubrange(0..<rows, with: order)
        let exposed = lines > 0 ? order[(rows - count)...] : order[..<count]
        cells.withUnsafeMutableBufferPointer { cells in
            guard let base = cells.baseAddress else { return }
            for start in exposed { (base + start).update(repeating: .blank, count: width) }
        }
        let moved = lines > 0 ? Array(disputed[lines..<rows]) + Array(repeating: false, count: lines)
                              : Array(repeating: false, count: -lines) + Array(disputed[0..<(rows + lines)])
        disputed.replaceSubrange(0..<rows, with: moved)
    }
}
