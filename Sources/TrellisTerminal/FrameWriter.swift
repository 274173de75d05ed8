import TrellisRender

/// Turns a ``FrameDiffer``'s writes into the bytes that bring the terminal to the new frame, in
/// one buffer sent with one `write(2)` (``finish()``): the terminal's own sequences
/// (``TerminalCapabilities``), and no more of them than needed.
///
/// - It knows where the cursor is and which attributes are set, and sends a move or an
///   attribute change only when a write needs it: the cheapest of an absolute move (`cup`, `hpa`,
///   `home`), a relative one (`cuf`, `cr`) and writing the unchanged cells in between again.
/// - Box lines go out in the terminal's line-drawing set (`smacs`, `acsc`), one byte a cell
///   instead of UTF-8's three, where a run of them pays for the switch; a row whose rest is
///   blank is cleared with `el`. `rep` is not used: tmux (before 3.5) and other terminals
///   repeat only ASCII, or nothing, though their `TERM` claims it.
/// - Scrolling deletes the rows that leave the content area at one edge and inserts blank rows
///   at the other (`dl`, `il`), which needs no scroll region and leaves the rows below (the
///   status line) where they are; without them, a scroll region (`csr`, `ind`, `ri`).
/// - A glyph whose width terminals disagree on leaves the cursor's column unknown: the rest of
///   its row is written straight on (the terminal places it, as the differ's whole-row repaint
///   wants), and the next move is absolute.
/// - The bottom-right cell is written only where that cannot scroll the screen (`xenl`, or auto
///   margins off for it with `rmam`/`smam`).
/// - Every frame ends with plain attributes, so curses' idea of them (plain) stays true for
///   `endwin`.
final class FrameWriter: ScreenWriter {
    /// The sequences used.
    let capabilities: TerminalCapabilities
    /// The screen size in cells, set before each frame.
    var screenWidth = 0, screenHeight = 0
    /// What the frame has produced so far.
    private(set) var bytes: [UInt8] = []
    /// The cursor's row and column; -1 when unknown.
    private var cursorX = -1, cursorY = -1
    /// Whether the cursor is known to be at `cursorX` (false after a disputed glyph: the
    /// terminal may have moved it another way), so that relative moves are out.
    private var cursorExact = false
    /// The attributes set on the terminal; nil when unknown.
    private var style: CellStyle?
    /// The new row being written, from ``beginRow(_:cells:)``.
    private var row = UnsafeBufferPointer<Cell>(start: nil, count: 0)
    private var rowY = -1
    /// The column from which `row` holds only plain blanks.
    private var blankFrom = 0
    /// The column from which the screen's row `rowY` is known blank (after an `el`).
    private var erasedFrom = Int.max
    /// Whether auto margins are off (`rmam`), while a row with a disputed glyph is written whole
    /// (``repaint(row:)``): a terminal that counts it wider then cuts the row at its right edge
    /// instead of spilling the rest onto the next row.
    private var marginsOff = false
    /// Whether the alternate character set is on (`smacs`): box lines go out as VT100 line
    /// drawing, one byte per cell. `sgr0` turns it off too.
    private var lineDrawingOn = false
    /// Whether `enacs` was sent since the terminal was last forgotten.
    private var lineDrawingEnabled = false
    /// Glyphs worked out so far, by cluster and width.
    private var glyphs: [UInt64: EncodedGlyph] = [:]
    /// The glyph looked up last, and its key (a key no cell has at first).
    private var lastGlyph: (key: UInt64, glyph: EncodedGlyph) = (.max, EncodedGlyph(bytes: [], width: 1, disputed: false))

    /// Creates a writer for a terminal with `capabilities`; cursor and attributes unknown.
    init(capabilities: TerminalCapabilities) {
        self.capabilities = capabilities
    }

    /// Forgets where the cursor is and which attributes are set: after something else wrote to
    /// the terminal (curses, a resize). The next frame starts with plain attributes.
    func forget() {
        cursorX = -1
        cursorY = -1
        cursorExact = false
        style = nil  // the next write starts with sgr0, which also leaves the alternate set
        lineDrawingOn = false
        lineDrawingEnabled = false
    }

    /// Ends the frame (plain attributes) and returns its bytes, leaving the buffer empty.
    func finish() -> [UInt8] {
        marginsOn()
        if style == .plain { leaveLineDrawing() }  // otherwise the sgr0 below leaves it
        setStyle(.plain)
        lineDrawingOn = false
        rowY = -1
        row = UnsafeBufferPointer(start: nil, count: 0)
        defer { bytes.removeAll(keepingCapacity: true) }
        return bytes
    }

    /// What ``finish()`` would return, without ending the frame (tests).
    var pending: [UInt8] { bytes }

    // MARK: ScreenWriter

    func beginRow(_ y: Int, cells: UnsafeBufferPointer<Cell>) {
        if marginsOff {  // the end of a row written whole: where the cursor is, is the terminal's call
            marginsOn()
            cursorExact = false
        }
        row = cells
        rowY = y
        erasedFrom = Int.max
        var end = cells.count
        while end > 0, Self.isPlainBlank(cells[end - 1]) { end -= 1 }
        blankFrom = end
    }

    func put(_ cell: Cell, x: Int, y: Int, room: Int) -> Int {
        let onRow = y == rowY && x < row.count
        if onRow, x >= erasedFrom { return 1 }  // already blank: x is past blankFrom
        let lastCell = y == screenHeight - 1 && x == screenWidth - 1
        // The rest of the row blank: one `el` (plain, so a bce terminal blanks in the default colour).
        if onRow, x >= blankFrom, !lastCell, let el = capabilities.clearToEndOfLine, row.count - x > el.count {
            moveTo(x, y)
            setStyle(.plain)
            bytes += el
            erasedFrom = x
            return row.count - x
        }
        if lastCell, capabilities.autoMargins, !capabilities.newlineGlitch, !marginsOff {
            guard let off = capabilities.autoMarginsOff, let on = capabilities.autoMarginsOn else { return 1 }
            bytes += off
            let covered = write(cell, x: x, y: y, room: 1, onRow: false)
            bytes += on
            cursorX = -1
            return covered
        }
        return write(cell, x: x, y: y, room: room, onRow: onRow)
    }

    func isDisputed(_ cell: Cell) -> Bool {
        let raw = cell.cluster.rawValue
        guard (!cell.cluster.isSingleScalar && !cell.cluster.isEmpty) || (0x1F1E6...0x1F1FF).contains(raw),
              cell.width != 0 else { return false }
        return glyph(cell.cluster, width: cell.width).disputed
    }

    func scroll(rows: Int, by lines: Int) -> Bool {
        let count = abs(lines)
        guard count > 0, count < rows, rows <= screenHeight else { return false }
        let caps = capabilities
        func repeated(_ one: [UInt8]?, _ many: TerminalCapabilities.Parameterized?) -> [UInt8]? {
            if count == 1, let one { return one }
            if let many { return many.format(count, 0) }
            return one.map { Array([[UInt8]](repeating: $0, count: count).joined()) }
        }
        marginsOn()
        setStyle(.plain)  // blank rows take the current background on a bce terminal
        if let delete = repeated(caps.deleteLine, caps.deleteLines), let insert = repeated(caps.insertLine, caps.insertLines) {
            // Up: the top rows go, the rows below close up; blank rows then open above the status line.
            // Down: the bottom content rows go; blank rows open at the top, pushing the rest back down.
            moveTo(0, lines > 0 ? 0 : rows - count, absolute: true)
            bytes += delete
            moveTo(0, lines > 0 ? rows - count : 0, absolute: true)
            bytes += insert
            return true
        }
        guard let region = caps.scrollRegion,
              let step = lines > 0 ? caps.scrollForward : caps.scrollReverse else { return false }
        bytes += region.format(0, rows - 1)
        forgetCursor()  // setting the region homes the cursor on most terminals, not all
        moveTo(0, lines > 0 ? rows - 1 : 0, absolute: true)
        for _ in 0..<count { bytes += step }
        bytes += region.format(0, screenHeight - 1)
        forgetCursor()
        return true
    }

    func clear() {
        setStyle(.plain)
        if let clear = capabilities.clearScreen {
            bytes += clear
            cursorX = 0
            cursorY = 0
            cursorExact = true
            return
        }
        // No `clear`: every row blanked by `el`, or written with spaces.
        for y in 0..<screenHeight {
            moveTo(0, y, absolute: true)
            if let el = capabilities.clearToEndOfLine {
                bytes += el
            } else {
                let columns = y == screenHeight - 1 && capabilities.autoMargins && !capabilities.newlineGlitch ? screenWidth - 1 : screenWidth
                bytes += [UInt8](repeating: 0x20, count: max(0, columns))
                forgetCursor()
            }
        }
    }

    func repaint(row y: Int) {
        // The row is written whole, left to right, each glyph where the terminal's own count puts
        // it: blank it first, so nothing of the old row stays past a glyph it counts narrower,
        // and cut it at the right edge (auto margins off), so nothing spills onto the next row
        // past one it counts wider.
        marginsOn()
        moveTo(0, y, absolute: true)
        if let el = capabilities.clearToEndOfLine {
            setStyle(.plain)
            bytes += el
        }
        if let off = capabilities.autoMarginsOff, capabilities.autoMarginsOn != nil {
            bytes += off
            marginsOff = true
        }
    }

    /// Auto margins back on, if a disputed row turned them off.
    private func marginsOn() {
        guard marginsOff else { return }
        marginsOff = false
        if let on = capabilities.autoMarginsOn { bytes += on }
    }

    // MARK: Writing

    /// Writes `cell` at `(x, y)`; returns the columns covered.
    private func write(_ cell: Cell, x: Int, y: Int, room: Int, onRow: Bool) -> Int {
        let raw = cell.cluster.rawValue
        moveTo(x, y)
        setStyle(cell.style)
        var covered = 1
        var disputed = false
        if cell.width == 1, raw >= 0x20, raw < 0x7F {  // printable ASCII: most cells
            if raw != 0x20 { leaveLineDrawing() }  // a blank is a blank in the line-drawing set too
            bytes.append(UInt8(raw))
        } else if cell.width != 1 && (cell.width != 2 || room < 2) {  // a continuation, or no room
            bytes.append(0x20)
        } else if cell.width == 1, let letter = capabilities.lineDrawing[raw],
                  lineDrawingOn || lineDrawingPays(from: x, onRow: onRow, style: cell.style) {
            enterLineDrawing()
            bytes.append(letter)
        } else {
            leaveLineDrawing()
            let glyph = glyph(cell.cluster, width: cell.width)
            bytes += glyph.bytes
            covered = glyph.width
            disputed = glyph.disputed
        }
        cursorX = x + covered
        if disputed { cursorExact = false }
        if cursorX >= screenWidth { forgetCursor() }  // at the margin: the terminal may wrap next
        return covered
    }

    /// Whether the line-drawing characters from `x` on the current row, in `style`, are enough
    /// that one byte each, with `smacs` and `rmacs` around them, is shorter than UTF-8's three.
    private func lineDrawingPays(from x: Int, onRow: Bool, style: CellStyle) -> Bool {
        guard onRow, let enter = capabilities.enterLineDrawing, let exit = capabilities.exitLineDrawing else { return false }
        let cost = enter.count + exit.count + (lineDrawingEnabled ? 0 : capabilities.enableLineDrawing?.count ?? 0)
        var count = 0, end = x
        while end < row.count, count * 2 <= cost {
            let cell = row[end]
            guard cell.width == 1, cell.style == style, capabilities.lineDrawing[cell.cluster.rawValue] != nil else { break }
            count += 1
            end += 1
        }
        return count * 2 > cost
    }

    /// Into the alternate character set (enabling it first, once), if not there.
    private func enterLineDrawing() {
        guard !lineDrawingOn, let enter = capabilities.enterLineDrawing else { return }
        if !lineDrawingEnabled {
            if let enable = capabilities.enableLineDrawing { bytes += enable }
            lineDrawingEnabled = true
        }
        bytes += enter
        lineDrawingOn = true
    }

    /// Out of the alternate character set, if in it.
    private func leaveLineDrawing() {
        guard lineDrawingOn else { return }
        if let exit = capabilities.exitLineDrawing { bytes += exit }
        lineDrawingOn = false
    }

    /// Moves the cursor to `(x, y)` the cheapest way. `absolute`: never by writing cells over.
    private func moveTo(_ x: Int, _ y: Int, absolute: Bool = false) {
        if cursorY == y && cursorX == x { return }
        let caps = capabilities
        if cursorY == y, cursorX >= 0, cursorExact, x > cursorX {
            let gap = x - cursorX
            if !absolute, gap <= 8, writeThrough(from: cursorX, to: x, y: y) { return }
            var best = caps.columnAddress?.format(x, 0) ?? caps.cursorAddress.format(y, x)
            if let right = caps.cursorRight {
                let relative = right.format(gap, 0)
                if !relative.isEmpty && relative.count < best.count { best = relative }
            }
            bytes += best
        } else if cursorY == y, x == 0, cursorX >= 0, let cr = caps.carriageReturn {
            bytes += cr
        } else if cursorY == y, cursorX >= 0, let column = caps.columnAddress {
            bytes += column.format(x, 0)
        } else if x == 0, y == 0, let home = caps.home {
            bytes += home
        } else {
            bytes += caps.cursorAddress.format(y, x)
        }
        cursorX = x
        cursorY = y
        cursorExact = true
    }

    /// Writes the unchanged cells `from ..< to` of the current row again when they are plain
    /// ASCII in the current attributes and that is no longer than a move; returns whether it did.
    private func writeThrough(from start: Int, to end: Int, y: Int) -> Bool {
        guard y == rowY, end <= row.count, let style, !lineDrawingOn else { return false }
        for x in start..<end {
            let cell = row[x]
            let raw = cell.cluster.rawValue
            guard cell.width == 1, raw >= 0x20, raw < 0x7F, cell.style == style else { return false }
        }
        let gap = end - start
        let move = capabilities.cursorRight?.format(gap, 0).count ?? Int.max
        let column = capabilities.columnAddress?.format(end, 0).count ?? Int.max
        guard gap <= min(move, column) else { return false }
        for x in start..<end { bytes.append(UInt8(row[x].cluster.rawValue)) }
        cursorX = end
        return true
    }

    private func forgetCursor() {
        cursorX = -1
        cursorY = -1
        cursorExact = false
    }

    /// Sets the terminal's attributes to `target`: `sgr0` first when something must go.
    private func setStyle(_ target: CellStyle) {
        var target = target
        if capabilities.foreground == nil { target.foreground = .default }
        if capabilities.background == nil { target.background = .default }
        if style == target { return }
        var current = style ?? CellStyle(bold: true, reverse: true, dim: true)  // unknown: reset
        if style == nil
            || current.attributeBits & ~target.attributeBits != 0
            || (current.foreground != .default && target.foreground == .default)
            || (current.background != .default && target.background == .default) {
            bytes += capabilities.plain
            current = .plain
            lineDrawingOn = false  // sgr0 ends every attribute, the alternate set included
        }
        if target.bold && !current.bold, let bold = capabilities.bold { bytes += bold }
        if target.dim && !current.dim, let dim = capabilities.dim { bytes += dim }
        if target.reverse && !current.reverse, let reverse = capabilities.reverse { bytes += reverse }
        if target.foreground != current.foreground, target.foreground != .default, let set = capabilities.foreground {
            bytes += set.format(Int(target.foreground.rawValue), 0)
        }
        if target.background != current.background, target.background != .default, let set = capabilities.background {
            bytes += set.format(Int(target.background.rawValue), 0)
        }
        style = target
    }

    // MARK: Glyphs

    /// A glyph's bytes (UTF-8, and a blank after a one-column glyph in a two-column cell), the
    /// columns it covers and whether terminals may disagree on them.
    struct EncodedGlyph {
        var bytes: [UInt8]
        var width: Int
        var disputed: Bool
    }

    /// The glyph for `cluster` in a cell of `width` (1 or 2) with room for it, worked out once.
    private func glyph(_ cluster: Cluster, width: UInt8) -> EncodedGlyph {
        let key = UInt64(cluster.rawValue) | UInt64(width) << 32
        if key == lastGlyph.key { return lastGlyph.glyph }  // box lines: the same few glyphs over and over
        if let known = glyphs[key] {
            lastGlyph = (key, known)
            return known
        }
        let glyph = Glyph(cell: Cell(cluster: cluster, width: width), room: 2) { value in
            Unicode.Scalar(value).map(TextWidth.scalarWidth) ?? 0
        }
        var bytes: [UInt8] = []
        for value in glyph.scalars {
            guard let scalar = Unicode.Scalar(value) else { continue }
            bytes += Array(String(Character(scalar)).utf8)
        }
        if glyph.fill == .blank { bytes.append(0x20) }
        let encoded = EncodedGlyph(bytes: bytes, width: glyph.width, disputed: glyph.widthMayDiffer)
        glyphs[key] = encoded
        lastGlyph = (key, encoded)
        return encoded
    }

    /// Whether `cell` is a blank in plain attributes (what `el` leaves).
    private static func isPlainBlank(_ cell: Cell) -> Bool {
        bits(cell) == bits(.blank)
    }

    /// A cell's 8 bytes, to compare at once.
    @inline(__always)
    private static func bits(_ cell: Cell) -> UInt64 {
        unsafeBitCast(cell, to: UInt64.self)
    }
}
