import CTrellisTerminal

/// The escape sequences a ``FrameWriter`` sends, each from the terminal's terminfo entry (so any
/// `TERM` curses can open works), or, for tests, ANSI's (``ansi(colors:lineDrawing:insertLines:)``).
/// A capability the terminal lacks is nil, and the writer does without it.
struct TerminalCapabilities {
    /// A string capability with up to two numbers put in (`tparm`).
    struct Parameterized {
        /// The bytes for the numbers `first` and `second` (ignored when the capability has fewer).
        let format: (Int, Int) -> [UInt8]
    }

    /// `cup`: to row `first`, column `second` (from 0). The one capability a writer needs.
    var cursorAddress: Parameterized
    /// `home`: to the top-left corner.
    var home: [UInt8]?
    /// `hpa`: to column `first` of the cursor's row.
    var columnAddress: Parameterized?
    /// `cuf`: `first` columns right.
    var cursorRight: Parameterized?
    /// `cr`: to column 0.
    var carriageReturn: [UInt8]?
    /// `clear`: blanks the screen and homes the cursor.
    var clearScreen: [UInt8]?
    /// `el`: blanks from the cursor to the end of its row.
    var clearToEndOfLine: [UInt8]?
    /// `dl1`, `dl` (`first` rows): deletes rows at the cursor; the rows below move up.
    var deleteLine: [UInt8]?, deleteLines: Parameterized?
    /// `il1`, `il` (`first` rows): inserts blank rows at the cursor; the rows below move down.
    var insertLine: [UInt8]?, insertLines: Parameterized?
    /// `csr`: the scroll region, rows `first` through `second`.
    var scrollRegion: Parameterized?
    /// `ind`, `ri`: scrolls up (at the region's bottom row), down (at its top row).
    var scrollForward: [UInt8]?, scrollReverse: [UInt8]?
    /// The line-drawing characters the terminal draws from its alternate character set
    /// (`acsc`): for a box-drawing scalar (`─` U+2500 and its kin), the byte to send between
    /// `smacs` and `rmacs`, one byte where UTF-8 takes three. Empty when the terminal has no
    /// alternate set to use, or says (`U8#1`: tmux, screen, the Linux console) that it does
    /// not draw it in UTF-8 mode.
    var lineDrawing: [UInt32: UInt8] = [:]
    /// `smacs`, `rmacs`: into and out of the alternate character set; `enacs`: what enables it
    /// first, if anything.
    var enterLineDrawing: [UInt8]?, exitLineDrawing: [UInt8]?, enableLineDrawing: [UInt8]?
    /// `sgr0`: plain attributes and colours.
    var plain: [UInt8]
    /// `bold`, `rev`, `dim`.
    var bold: [UInt8]?, reverse: [UInt8]?, dim: [UInt8]?
    /// `setaf`, `setab` with a colour number 0–7; nil when cells are drawn without colour.
    var foreground: Parameterized?, background: Parameterized?
    /// `am`: writing the last column wraps; `xenl`: the wrap waits for the next character (so
    /// the bottom-right cell can be written without scrolling the screen).
    var autoMargins: Bool, newlineGlitch: Bool
    /// `rmam`, `smam`: auto margins off and on again.
    var autoMarginsOff: [UInt8]?, autoMarginsOn: [UInt8]?

    /// The capabilities of the terminal curses has set up (after `newterm`); nil when it has no
    /// `cup`. Colours are left out unless `colors`.
    static func fromTerminfo(colors: Bool) -> TerminalCapabilities? {
        func string(_ name: String) -> [UInt8]? {
            guard let value = trellis_string_capability(name) else { return nil }
            return TerminalCapabilities.withoutPadding(Platform.bytes(ofCString: value))
        }
        func parameterized(_ name: String, droppingFirst drop: Int = 0) -> Parameterized? {
            guard let value = trellis_string_capability(name) else { return nil }
            let format = Array(Platform.bytes(ofCString: value).map { CChar(bitPattern: $0) }) + [0]
            let cache = FormatCache()
            return Parameterized { first, second in
                let key = first &* 65_536 &+ second
                if let known = cache.values[key] { return known }
                let bytes = format.withUnsafeBufferPointer { pointer -> [UInt8] in
                    guard let result = trellis_format_capability(pointer.baseAddress, Int32(clamping: first), Int32(clamping: second)) else { return [] }
                    return TerminalCapabilities.withoutPadding(Array(Platform.bytes(ofCString: result).dropFirst(drop)))
                }
                if cache.values.count < FormatCache.capacity { cache.values[key] = bytes }
                return bytes
            }
        }
        guard let cup = parameterized("cup") else { return nil }
        // VT100 line drawing (the alternate set's letters, as `acsc` lists them) for the box
        // characters frames use, where the terminal draws it in UTF-8 mode.
        var lineDrawing: [UInt32: UInt8] = [:]
        if trellis_number_capability("U8") < 1, let acsc = string("acsc"), string("smacs") != nil, string("rmacs") != nil {
            var sent: [UInt8: UInt8] = [:]
            var index = 0
            while index + 1 < acsc.count {
                sent[acsc[index]] = acsc[index + 1]
                index += 2
            }
            for (scalar, letter) in Self.vt100LineDrawing {
                if let byte = sent[letter], byte >= 0x20, byte < 0x7F { lineDrawing[scalar] = byte }
            }
        }
        return TerminalCapabilities(
            cursorAddress: cup, home: string("home"), columnAddress: parameterized("hpa"),
            cursorRight: parameterized("cuf"), carriageReturn: string("cr"), clearScreen: string("clear"),
            clearToEndOfLine: string("el"), deleteLine: string("dl1"), deleteLines: parameterized("dl"),
            insertLine: string("il1"), insertLines: parameterized("il"), scrollRegion: parameterized("csr"),
            scrollForward: string("ind"), scrollReverse: string("ri"),
            lineDrawing: lineDrawing, enterLineDrawing: string("smacs"), exitLineDrawing: string("rmacs"),
            enableLineDrawing: string("enacs"),
            plain: string("sgr0") ?? [], bold: string("bold"), reverse: string("rev"), dim: string("dim"),
            foreground: colors ? parameterized("setaf") : nil, background: colors ? parameterized("setab") : nil,
            autoMargins: trellis_flag_capability("am") != 0, newlineGlitch: trellis_flag_capability("xenl") != 0,
            autoMarginsOff: string("rmam"), autoMarginsOn: string("smam"))
    }

    /// The box-drawing scalars VT100's line-drawing set has, and its letter for each (`q` for
    /// `─`): light lines, corners, tees and the cross. Heavy and double lines have none.
    static let vt100LineDrawing: [UInt32: UInt8] = [
        0x2500: 0x71, 0x2502: 0x78, 0x250C: 0x6C, 0x2510: 0x6B, 0x2514: 0x6D, 0x2518: 0x6A,
        0x251C: 0x74, 0x2524: 0x75, 0x252C: 0x77, 0x2534: 0x76, 0x253C: 0x6E,
    ]

    /// `bytes` without terminfo's padding (`$<5>`, `$<2*/>`): delays for `tputs` to make, which
    /// a terminal that needs none must not see as text. A `$` not followed by a well-formed
    /// delay stays.
    static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(0x24) else { return bytes }  // "$"
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x24, index + 1 < bytes.count, bytes[index + 1] == 0x3C {  // "$<"
                var end = index + 2
                while end < bytes.count, (0x30...0x39).contains(bytes[end]) || [0x2E, 0x2A, 0x2F].contains(bytes[end]) { end += 1 }
                if end < bytes.count, bytes[end] == 0x3E, end > index + 2 {  // ">"
                    index = end + 1
                    continue
                }
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }

    /// The sequences of an ANSI terminal such as xterm (its terminfo entry's spellings), for
    /// tests; `lineDrawing` and `insertLines` leave out the alternate character set and
    /// `il`/`dl` when false.
    static func ansi(colors: Bool = true, lineDrawing: Bool = true, insertLines: Bool = true) -> TerminalCapabilities {
        func csi(_ text: String) -> [UInt8] { [0x1B, 0x5B] + Array(text.utf8) }
        func one(_ suffix: String) -> Parameterized { Parameterized { first, _ in csi("\(first)" + suffix) } }
        return TerminalCapabilities(
            cursorAddress: Parameterized { row, column in csi("\(row + 1);\(column + 1)H") },
            home: csi("H"), columnAddress: Parameterized { column, _ in csi("\(column + 1)G") },
            cursorRight: one("C"), carriageReturn: [0x0D], clearScreen: csi("H") + csi("2J"),
            clearToEndOfLine: csi("K"),
            deleteLine: insertLines ? csi("M") : nil, deleteLines: insertLines ? one("M") : nil,
            insertLine: insertLines ? csi("L") : nil, insertLines: insertLines ? one("L") : nil,
            scrollRegion: Parameterized { top, bottom in csi("\(top + 1);\(bottom + 1)r") },
            scrollForward: [0x0A], scrollReverse: [0x1B, 0x4D],
            lineDrawing: lineDrawing ? Dictionary(uniqueKeysWithValues: vt100LineDrawing.map { ($0.key, $0.value) }) : [:],
            enterLineDrawing: [0x1B, 0x28, 0x30], exitLineDrawing: [0x1B, 0x28, 0x42], enableLineDrawing: nil,
            plain: [0x1B, 0x28, 0x42] + csi("m"), bold: csi("1m"), reverse: csi("7m"), dim: csi("2m"),
            foreground: colors ? one("m").prefixed(by: "3") : nil, background: colors ? one("m").prefixed(by: "4") : nil,
            autoMargins: true, newlineGlitch: true, autoMarginsOff: csi("?7l"), autoMarginsOn: csi("?7h"))
    }
}

/// The bytes of one parameterized capability per pair of numbers, formatted once (`tparm` is a
/// small interpreter; a frame moves the cursor to the same few places again and again).
private final class FormatCache {
    /// The most pairs kept (a 200x60 screen has 12,000 places).
    static let capacity = 16_384
    var values: [Int: [UInt8]] = [:]
}

private extension TerminalCapabilities.Parameterized {
    /// `CSI` + `digit` + the number + the rest: `setaf`'s `ESC [ 3 n m` from `one("m")`.
    func prefixed(by digit: String) -> Self {
        Self { first, second in
            let bytes = format(first, second)
            return Array(bytes.prefix(2)) + Array(digit.utf8) + Array(bytes.dropFirst(2))
        }
    }
}
