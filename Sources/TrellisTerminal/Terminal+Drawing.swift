import CNcursesw
import CTrellisTerminal
import TrellisRender

extension Terminal {
    /// Shows `grid` on the screen: its top-left corner at the screen's, the part that overlaps
    /// the screen only, the rest of the screen blank. Does nothing unless the terminal is active.
    ///
    /// The previous frame is kept, and curses is handed only the cells that changed (see
    /// ``FrameDiffer``); curses then sends the terminal what changed, in one `doupdate`.
    ///
    /// - Parameter scrolledRows: how many rows the content (every row but the last, the status
    ///   line) moved up since the previous frame, down when negative; 0 when it did not move or
    ///   the caller does not know. The content rows are then scrolled on the terminal (a scroll
    ///   region that leaves out the status line), and only the rows it exposes, the status line
    ///   and whatever else changed are written. A wrong value costs bytes, never correctness.
    ///
    /// A row that holds (or held in the last frame) an emoji sequence whose width terminals
    /// disagree on is repainted whole, left to right: an update of a few cells would be placed by
    /// curses' count of columns, which such a terminal does not share.
    public func draw(_ grid: CellGrid, scrolledRows: Int = 0) {
        guard isActive, let window = trellis_stdscr() else { return }
        self.window = window
        let (width, height) = size
        differ.draw(grid, scrolledRows: scrolledRows, screenWidth: width, screenHeight: height, to: self)
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

    /// The glyph to draw for a cell of width `width` (1 or 2, with room for it) showing `cluster`,
    /// worked out once per cluster and width.
    func drawnGlyph(_ cluster: Cluster, width: UInt8) -> DrawnGlyph {
        let key = UInt64(cluster.rawValue) | UInt64(width) << 32
        if let glyph = glyphs[key] { return glyph }
        let glyph = DrawnGlyph(Glyph(cell: Cell(cluster: cluster, width: width), room: 2) { value in
            Unicode.Scalar(value).map(TextWidth.scalarWidth) ?? 0
        })
        glyphs[key] = glyph
        return glyph
    }

    /// Curses attributes and colour pair for a style, from a flat table filled on first use.
    private func attributesAndPair(for style: CellStyle) -> (attr_t, Int16) {
        let index = (Self.colorIndex(style.foreground) * 9 + Self.colorIndex(style.background)) * 8
            + Int(style.attributeBits & 7)
        if let known = styles[index] { return known }
        var attributes = trellis_a_normal()
        if style.bold { attributes |= trellis_a_bold() }
        if style.reverse { attributes |= trellis_a_reverse() }
        if style.dim { attributes |= trellis_a_dim() }
        var pair: Int16 = 0
        if usesColor {
            pair = colorPairs.pair(foreground: style.foreground, background: style.background) {
                init_pair($0, $1, $2) == OK
            }
        }
        styles[index] = (attributes, pair)
        return (attributes, pair)
    }

    /// 0–7 for the standard colours, 8 for the default.
    private static func colorIndex(_ color: Color) -> Int { color == .default ? 8 : Int(color.rawValue) }

    /// One cluster into the window at `(y, x)`. The bottom-right cell makes curses report ERR
    /// (the cursor cannot advance past it without scrolling) although the cell is stored: ignored.
    private func put(_ glyph: DrawnGlyph, y: Int, x: Int, attributes: attr_t, pair: Int16) {
        var chars = glyph.chars
        withUnsafePointer(to: &chars) { pointer in
            pointer.withMemoryRebound(to: wchar_t.self, capacity: 5) { text in
                _ = trellis_put_cluster(window, Int32(y), Int32(x), text, glyph.count, attributes, pair)
            }
        }
    }
}

extension Terminal: ScreenWriter {
    func put(_ cell: Cell, x: Int, y: Int, room: Int) -> Int {
        let (attributes, pair) = attributesAndPair(for: cell.style)
        let raw = cell.cluster.rawValue
        if cell.width == 1, raw >= 0x20, raw < 0x7F {  // printable ASCII: most cells
            put(DrawnGlyph(scalar: raw), y: y, x: x, attributes: attributes, pair: pair)
            return 1
        }
        if cell.width != 1 && (cell.width != 2 || room < 2) {  // a continuation, or no room
            put(DrawnGlyph(scalar: 0x20), y: y, x: x, attributes: attributes, pair: pair)
            return 1
        }
        let glyph = drawnGlyph(cell.cluster, width: cell.width)
        switch glyph.fill {
        case .none:
            put(glyph, y: y, x: x, attributes: attributes, pair: pair)
        case .blank:
            put(glyph, y: y, x: x, attributes: attributes, pair: pair)
            put(DrawnGlyph(scalar: 0x20), y: y, x: x + 1, attributes: attributes, pair: pair)
        case .continuation:
            // A wide placeholder makes curses mark x + 1 as its continuation; the cluster then
            // replaces the placeholder's first half only (curses leaves the mark).
            put(DrawnGlyph(scalar: Self.widePlaceholder), y: y, x: x, attributes: attributes, pair: pair)
            put(glyph, y: y, x: x, attributes: attributes, pair: pair)
        }
        return glyph.width
    }

    func isDisputed(_ cell: Cell) -> Bool {
        let raw = cell.cluster.rawValue
        // Only a cluster of several scalars, or a lone regional indicator (one column for
        // curses, two in the grid), can be disputed.
        guard (!cell.cluster.isSingleScalar && !cell.cluster.isEmpty) || (0x1F1E6...0x1F1FF).contains(raw),
              cell.width != 0 else { return false }
        return drawnGlyph(cell.cluster, width: cell.width).widthMayDiffer
    }

    func scroll(rows: Int, by lines: Int) {
        _ = trellis_scroll_rows(window, 0, Int32(rows - 1), Int32(lines))
    }

    func clear() {
        _ = werase(window)
    }

    func repaint(row y: Int) {
        _ = wredrawln(window, Int32(y), 1)  // forget what the row shows: it is sent whole
    }
}

/// A ``Glyph`` ready for curses: its scalars inline (no array to allocate per cell), how many,
/// its width in cells and fill, and whether terminals may disagree on its width.
struct DrawnGlyph {
    /// The scalars, `count` of them, the rest 0.
    var chars: (Int32, Int32, Int32, Int32, Int32)
    /// How many of `chars` are used.
    var count: Int32
    /// The cells it takes on screen.
    var width: Int
    /// How the second column is filled.
    var fill: Glyph.Fill
    /// ``Glyph/widthMayDiffer``.
    var widthMayDiffer: Bool

    /// One scalar in one column.
    init(scalar: UInt32) {
        chars = (Int32(bitPattern: scalar), 0, 0, 0, 0)
        count = 1
        width = 1
        fill = .none
        widthMayDiffer = false
    }

    /// The curses form of `glyph`.
    init(_ glyph: Glyph) {
        var values: [Int32] = glyph.scalars.prefix(Glyph.maximumScalars).map { Int32(bitPattern: $0) }
        while values.count < 5 { values.append(0) }
        chars = (values[0], values[1], values[2], values[3], values[4])
        count = Int32(min(glyph.scalars.count, Glyph.maximumScalars))
        width = glyph.width
        fill = glyph.fill
        widthMayDiffer = glyph.widthMayDiffer
    }
}
