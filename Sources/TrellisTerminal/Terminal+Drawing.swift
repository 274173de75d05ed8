import CNcursesw
import CTrellisTerminal
import TrellisRender

extension Terminal {
    /// Shows `grid` on the screen: its top-left corner at the screen's, the part that overlaps
    /// the screen only, the rest of the screen blank. Curses sends only what changed since the
    /// last frame, in one `doupdate`. Does nothing unless the terminal is active.
    public func draw(_ grid: CellGrid) {
        guard isActive, let window = trellis_stdscr() else { return }
        let (cols, rows) = size
        _ = werase(window)
        let height = min(rows, grid.height)
        let width = min(cols, grid.width)
        for y in 0..<height {
            var x = 0
            while x < width {
                let cell = grid[x, y]
                let glyph = Glyph(cell: cell, room: width - x) { value in Unicode.Scalar(value).map(TextWidth.scalarWidth) ?? 0 }
                let (attributes, pair) = attributesAndPair(for: cell.style)
                put(glyph.scalars, y: y, x: x, attributes: attributes, pair: pair, in: window)
                let drawn = glyph.advance - glyph.padding
                for blank in 0..<glyph.padding {
                    put([0x20], y: y, x: x + drawn + blank, attributes: attributes, pair: pair, in: window)
                }
                x += glyph.advance
            }
        }
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

    /// One cell into the window. The bottom-right cell makes curses report ERR (the cursor
    /// cannot advance past it without scrolling) although the cell is stored: ignored.
    private func put(_ scalars: [UInt32], y: Int, x: Int, attributes: attr_t, pair: Int16,
                     in window: UnsafeMutablePointer<WINDOW>) {
        var cell = cchar_t()
        let text = scalars.map { wchar_t(bitPattern: $0) } + [0]
        guard setcchar(&cell, text, attributes, pair, nil) == OK else { return }
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
