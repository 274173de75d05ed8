import CNcursesw
import CTrellisTerminal
import TrellisRender

extension Terminal {
    /// Shows `grid` on the screen: its top-left corner at the screen's, the part that overlaps
    /// the screen only, the rest of the screen blank. Curses sends only what changed since the
    /// last frame, in one `doupdate`. Does nothing unless the terminal is active.
    ///
    /// A row that holds (or held in the last frame) an emoji sequence whose width terminals
    /// disagree on is repainted whole, left to right: an update of a few cells would be placed by
    /// curses' count of columns, which such a terminal does not share.
    public func draw(_ grid: CellGrid) {
        guard isActive, let window = trellis_stdscr() else { return }
        let (cols, rows) = size
        _ = werase(window)
        let height = min(rows, grid.height)
        let width = min(cols, grid.width)
        var disputed: Set<Int> = []
        for y in 0..<height {
            var x = 0
            while x < width {
                let cell = grid[x, y]
                let glyph = Glyph(cell: cell, room: width - x) { value in
                    Unicode.Scalar(value).map(TextWidth.scalarWidth) ?? 0
                }
                let (attributes, pair) = attributesAndPair(for: cell.style)
                if glyph.widthMayDiffer { disputed.insert(y) }
                switch glyph.fill {
                case .none:
                    put(glyph.scalars, y: y, x: x, attributes: attributes, pair: pair, in: window)
                case .blank:
                    put(glyph.scalars, y: y, x: x, attributes: attributes, pair: pair, in: window)
                    put([0x20], y: y, x: x + 1, attributes: attributes, pair: pair, in: window)
                case .continuation:
                    // A wide placeholder makes curses mark x + 1 as its continuation; the cluster
                    // then replaces the placeholder's first half only (curses leaves the mark).
                    put([Self.widePlaceholder], y: y, x: x, attributes: attributes, pair: pair, in: window)
                    put(glyph.scalars, y: y, x: x, attributes: attributes, pair: pair, in: window)
                }
                x += glyph.columns
            }
        }
        for y in disputed.union(rowsWithDisputedWidths) where y < rows {
            _ = wredrawln(window, Int32(y), 1)  // forget what the row shows: it is sent whole
        }
        rowsWithDisputedWidths = disputed
        _ = wnoutrefresh(window)
        _ = doupdate()
    }

    /// Clears the terminal and repaints everything from curses' idea of the screen (Ctrl-L),
    /// for when something else wrote to the terminal.
    public func redrawAll() {
        guard isActive, let screen = trellis_curscr() else { return }
        _ = clearok(screen, true)
        _ = wrefresh(screen)
    }

    /// A character curses counts as two columns (U+3000 IDEOGRAPHIC SPACE), never left on screen.
    static let widePlaceholder: UInt32 = 0x3000

    /// One cell into the window: every scalar of the cluster in one `cchar_t`. The bottom-right
    /// cell makes curses report ERR (the cursor cannot advance past it without scrolling)
    /// although the cell is stored: ignored.
    private func put(_ scalars: [UInt32], y: Int, x: Int, attributes: attr_t, pair: Int16,
                     in window: UnsafeMutablePointer<WINDOW>) {
        var cell = cchar_t()
        let text = scalars.map { wchar_t(bitPattern: $0) }
        guard trellis_set_cluster(&cell, text, Int32(text.count), attributes, pair) == OK else { return }
        _ = mvwadd_wch(window, Int32(y), Int32(x), &cell)
    }

    /// Curses attributes and colour pair for a style, allocating the pair if it is new.
    private func attributesAndPair(for style: CellStyle) -> (attr_t, Int16) {
        var attributes = trellis_a_normal()
        if style.bold { attributes |= trellis_a_bold() }
        if style.reverse { attributes |= trellis_a_reverse() }
        if style.dim { attributes |= trellis_a_dim() }
        guard usesColor else { return (attributes, 0) }
        let pair = colorPairs.pair(foreground: style.foreground, background: style.background) {
            init_pair($0, $1, $2) == OK
        }
        return (attributes, pair)
    }
}
