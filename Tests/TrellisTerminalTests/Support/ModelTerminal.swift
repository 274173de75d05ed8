import TrellisRender

/// A small terminal emulator: the screen an ANSI terminal (xterm, tmux) shows after a stream of
/// bytes, for exactly the sequences ``FrameWriter`` sends with ``TerminalCapabilities/ansi(colors:repeats:insertLines:)``
/// (and, ignored, the mode sequences curses sends on starting): printable UTF-8 with wide and
/// zero-width characters, VT100's line-drawing set (`ESC ( 0`, `ESC ) 0`, `SO`, `SI`), auto margins with the delayed wrap (`am`, `xenl`), `CR`, `LF` (index),
/// `ESC M` (reverse index), and the CSI sequences `H` `G` `C` `K` `J` (0, 2) `L` `M` `r` `b` `m`
/// (bold, dim, reverse, colours 30–37, 40–47, 39, 49) and `?7l`/`?7h`. Erasing and inserted rows
/// take the current background (as a `bce` terminal does), so a frame that erases in a colour
/// shows it.
final class ModelTerminal {
    /// One column of the screen.
    struct Cell: Equatable, CustomStringConvertible {
        /// The scalars shown (a blank: " "); empty for the second column of a wide character.
        var text: String
        /// The attributes and colours it was written in.
        var style: CellStyle

        static let blank = Cell(text: " ", style: .plain)

        var description: String { "\(text.debugDescription)\(style == .plain ? "" : "+\(style.attributeBits)/\(style.foreground.rawValue)/\(style.background.rawValue)")" }
    }

    private(set) var width: Int, height: Int
    private(set) var cells: [Cell]
    private(set) var cursorX = 0, cursorY = 0
    private var wrapPending = false
    private var autoWrap = true
    private var top = 0, bottom: Int
    private var style = CellStyle.plain
    private var lastPrinted: Unicode.Scalar?
    /// Where the last character was written, until the cursor is moved.
    private var lastCell: (Int, Int)?
    /// Whether G0 and G1 are VT100's line-drawing set (`ESC ( 0`, `ESC ) 0`), and whether G1 is
    /// shifted in (`SO`) instead of G0 (`SI`).
    private var g0LineDrawing = false, g1LineDrawing = false, shiftedOut = false
    /// VT100's line-drawing set: what its letters show.
    private static let lineDrawing: [UInt8: Character] = [
        0x5F: " ", 0x60: "◆", 0x61: "▒", 0x66: "°", 0x67: "±", 0x6A: "┘", 0x6B: "┐", 0x6C: "┌", 0x6D: "└",
        0x6E: "┼", 0x6F: "⎺", 0x70: "⎻", 0x71: "─", 0x72: "⎼", 0x73: "⎽", 0x74: "├", 0x75: "┤", 0x76: "┴",
        0x77: "┬", 0x78: "│", 0x79: "≤", 0x7A: "≥", 0x7B: "π", 0x7C: "≠", 0x7D: "£", 0x7E: "·",
    ]
    /// Bytes of an escape sequence or UTF-8 character not complete yet.
    private var partial: [UInt8] = []
    /// Sequences the model did not know (a test fails on them).
    private(set) var unknown: [String] = []

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        bottom = height - 1
        cells = Array(repeating: .blank, count: width * height)
    }

    /// The terminal's size changes: what fits stays, the rest is blank, the cursor is kept inside.
    func resize(width newWidth: Int, height newHeight: Int) {
        var next = [Cell](repeating: .blank, count: newWidth * newHeight)
        for y in 0..<min(height, newHeight) {
            for x in 0..<min(width, newWidth) { next[y * newWidth + x] = cells[y * width + x] }
        }
        width = newWidth
        height = newHeight
        cells = next
        top = 0
        bottom = newHeight - 1
        cursorX = min(cursorX, newWidth - 1)
        cursorY = min(cursorY, newHeight - 1)
        wrapPending = false
    }

    subscript(x: Int, y: Int) -> Cell { cells[y * width + x] }

    /// Row `y` as text, for failure messages.
    func line(_ y: Int) -> String { (0..<width).map { self[$0, y].text }.joined() }

    /// Takes in `bytes`.
    func feed(_ bytes: [UInt8]) {
        for byte in bytes { take(byte) }
    }

    private func take(_ byte: UInt8) {
        if !partial.isEmpty {
            partial.append(byte)
            if partial[0] == 0x1B { escape() } else { utf8() }
            return
        }
        switch byte {
        case 0x1B, 0x80...: partial = [byte]
        case 0x0D: cursorX = 0; wrapPending = false
        case 0x0A: index()
        case 0x0E: shiftedOut = true  // SO: G1
        case 0x0F: shiftedOut = false  // SI: G0
        case 0x07: break  // BEL
        case 0x08: cursorX = max(0, cursorX - 1); wrapPending = false
        case 0x20..<0x7F:
            if shiftedOut ? g1LineDrawing : g0LineDrawing, let shown = Self.lineDrawing[byte] {
                print(shown.unicodeScalars.first!)
            } else {
                print(Unicode.Scalar(byte))
            }
        default: unknown.append("control \(byte)")
        }
    }

    private func utf8() {
        let lead = partial[0]
        let count = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard partial.count == count else { return }
        let bytes = partial
        partial = []
        guard let scalar = String(decoding: bytes, as: UTF8.self).unicodeScalars.first else { return }
        print(scalar)
    }

    private func escape() {
        guard partial.count >= 2 else { return }
        switch partial[1] {
        case 0x5B:  // CSI: parameters, intermediates, a final byte
            guard let final = partial.last, partial.count > 2, (0x40...0x7E).contains(final) else { return }
            let body = String(decoding: partial[2..<(partial.count - 1)], as: UTF8.self)
            partial = []
            csi(body, final: final)
        case 0x28, 0x29:  // charset designation of G0, G1: one more byte
            guard partial.count == 3 else { return }
            let lineDrawing = partial[2] == 0x30  // "0"
            if partial[1] == 0x28 { g0LineDrawing = lineDrawing } else { g1LineDrawing = lineDrawing }
            partial = []
        case 0x5D:  // OSC: up to BEL or ST
            guard let last = partial.last, last == 0x07 || (last == 0x5C && partial[partial.count - 2] == 0x1B) else { return }
            partial = []
        case 0x4D:  // ESC M: reverse index
            partial = []
            reverseIndex()
        case 0x3D, 0x3E, 0x37, 0x38:  // keypad modes, save/restore cursor (not used by frames)
            partial = []
        default:
            unknown.append("ESC \(partial[1])")
            partial = []
        }
    }

    private func csi(_ body: String, final: UInt8) {
        if body.hasPrefix("?") || body.hasPrefix(">") {
            if body == "?7" && final == 0x6C { autoWrap = false }
            if body == "?7" && final == 0x68 { autoWrap = true }
            return  // private modes curses sets (alternate screen, keypad, mouse, cursor)
        }
        let numbers = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func number(_ index: Int, _ fallback: Int) -> Int {
            guard index < numbers.count, let value = numbers[index], value > 0 else { return fallback }
            return value
        }
        wrapPending = false
        lastCell = nil
        switch final {
        case 0x48:  // H
            cursorY = min(number(0, 1), height) - 1
            cursorX = min(number(1, 1), width) - 1
        case 0x47: cursorX = min(number(0, 1), width) - 1  // G
        case 0x43: cursorX = min(cursorX + number(0, 1), width - 1)  // C
        case 0x4B:  // K
            for x in cursorX..<width { cells[cursorY * width + x] = erased }
        case 0x4A:  // J: 0 from the cursor to the end, 2 all
            switch number(0, 0) {
            case 0: for index in (cursorY * width + cursorX)..<(width * height) { cells[index] = erased }
            case 2: cells = Array(repeating: erased, count: width * height)
            default: unknown.append("J \(body)")
            }
        case 0x4C, 0x4D:  // L, M
            guard cursorY >= top && cursorY <= bottom else { return }
            let count = min(number(0, 1), bottom - cursorY + 1)
            if final == 0x4C { shiftDown(from: cursorY, by: count) } else { shiftUp(from: cursorY, by: count) }
            cursorX = 0
        case 0x72:  // r
            top = number(0, 1) - 1
            bottom = min(number(1, height), height) - 1
            cursorX = 0
            cursorY = 0
        case 0x62:  // b
            if let lastPrinted { for _ in 0..<number(0, 1) { print(lastPrinted) } }
        case 0x6D: sgr(numbers.map { $0 ?? 0 })
        case 0x74: break  // window operations (xterm's smcup has one)
        case 0x6C where body == "4": break  // insert mode off (curses' start)
        default: unknown.append("CSI \(body) \(Character(Unicode.Scalar(final)))")
        }
    }

    private func sgr(_ codes: [Int]) {
        for code in codes.isEmpty ? [0] : codes {
            switch code {
            case 0: style = .plain
            case 1: style.bold = true
            case 2: style.dim = true
            case 7: style.reverse = true
            case 30...37: style.foreground = Color(rawValue: UInt8(code - 30))!
            case 39: style.foreground = .default
            case 40...47: style.background = Color(rawValue: UInt8(code - 40))!
            case 49: style.background = .default
            default: unknown.append("SGR \(code)")
            }
        }
    }

    /// A blank in the current background (bce).
    private var erased: Cell { Cell(text: " ", style: CellStyle(background: style.background)) }

    private func print(_ scalar: Unicode.Scalar) {
        let columns = TextWidth.scalarWidth(scalar)
        if columns == 0 {  // joins the character written last, if the cursor has not moved since
            if let (x, y) = lastCell, y < height, x < width { cells[y * width + x].text.unicodeScalars.append(scalar) }
            return
        }
        if wrapPending && autoWrap {
            cursorX = 0
            index()
        }
        wrapPending = false
        if columns == 2 && cursorX == width - 1 { return }  // xterm would wrap; frames never do this
        put(Cell(text: String(Character(scalar)), style: style), at: cursorX, columns: columns)
        lastPrinted = scalar
        lastCell = (cursorX, cursorY)
        if cursorX + columns >= width {
            cursorX = width - 1
            wrapPending = autoWrap
        } else {
            cursorX += columns
        }
    }

    /// Writes a character of `columns` columns at `x`, blanking what is left of a wide
    /// character it breaks.
    private func put(_ cell: Cell, at x: Int, columns: Int) {
        let row = cursorY * width
        if cells[row + x].text.isEmpty, x > 0 { cells[row + x - 1].text = " " }
        let end = x + columns - 1
        if end + 1 < width, !cells[row + end].text.isEmpty, cells[row + end + 1].text.isEmpty {
            cells[row + end + 1].text = " "
        }
        cells[row + x] = cell
        if columns == 2 { cells[row + x + 1] = Cell(text: "", style: cell.style) }
    }

    private func index() {
        wrapPending = false
        if cursorY == bottom { shiftUp(from: top, by: 1) } else if cursorY < height - 1 { cursorY += 1 }
    }

    private func reverseIndex() {
        wrapPending = false
        if cursorY == top { shiftDown(from: top, by: 1) } else if cursorY > 0 { cursorY -= 1 }
    }

    /// Rows `row ... bottom` move up by `count`; blank rows come in at the bottom.
    private func shiftUp(from row: Int, by count: Int) {
        for y in row...bottom {
            for x in 0..<width {
                cells[y * width + x] = y + count <= bottom ? cells[(y + count) * width + x] : erased
            }
        }
    }

    /// Rows `row ... bottom` move down by `count`; blank rows come in at `row`.
    private func shiftDown(from row: Int, by count: Int) {
        for y in stride(from: bottom, through: row, by: -1) {
            for x in 0..<width {
                cells[y * width + x] = y - count >= row ? cells[(y - count) * width + x] : erased
            }
        }
    }
}
