import CNcursesw
import CTrellisTerminal

extension Terminal {
    /// The most bytes read after `ESC [` or `ESC O` while discarding a sequence curses did not
    /// know; a longer run stops being discarded (what follows is read as keys again).
    static let longestDiscardedSequence = 64

    /// The most characters read after `ESC ]`, `ESC P`, `ESC _`, `ESC ^` or `ESC X` while
    /// discarding a control string whose terminator has not come; what follows is read as keys.
    static let longestDiscardedString = 4096

    /// What `ESC` means, read just after `wget_wch` returned it as a character (curses returns
    /// `ESC` at once when the bytes after it match no key it knows, and after its escape delay,
    /// 25 ms, when nothing follows). The byte after it must already be pending:
    ///
    /// - nothing pending: a lone Escape, ``Key/escape``;
    /// - `[` or `O`: the start of a CSI or SS3 sequence curses did not decode: the whole sequence,
    ///   parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F and one final byte 0x40–0x7E,
    ///   is read, at most ``longestDiscardedSequence`` bytes. A cursor or editing key in a
    ///   spelling curses' terminfo entry lacks (`ESC [ B` where `kcud1` is `ESC O B`, a modified
    ///   `ESC [ 1 ; 5 B`) is that key (``Key/init(escapeSequence:)``); anything else (an SGR
    ///   mouse report `ESC [ < 0 ; 10 ; 10 M` under a terminal whose `kmous` is `ESC [ M`, a
    ///   modified key with no meaning such as `ESC [ 25 ; 5 ~`) is discarded, and so is an X10
    ///   mouse report (`ESC [ M` and three bytes);
    /// - `]`, `P`, `_`, `^` or `X`: the start of a control string (OSC, such as a colour reply
    ///   `ESC ] 11;rgb:0/0/0 ESC \`; DCS; APC; PM; SOS): read and discarded through its terminator,
    ///   ``discardStringRest(in:)``;
    /// - another printable character: an Alt combination (Alt-j sends `ESC j`); no key means
    ///   Alt-something here, so both are discarded rather than running the character as a key;
    /// - anything else (a control character, a key curses decoded, a resize): a lone Escape,
    ///   and what followed is put back to be read next.
    ///
    /// Returns nil when the input was discarded. `timeout` is the window's read time-out to
    /// leave in place (-1 blocking, 0 not waiting).
    func meaningOfEscape(in window: UnsafeMutablePointer<WINDOW>, restoring timeout: Int32) -> InputEvent? {
        wtimeout(window, 0)
        defer { wtimeout(window, timeout) }
        var value: wint_t = 0
        switch wget_wch(window, &value) {
        case OK:
            switch value {
            case 0x5B, 0x4F:  // "[", "O"
                return readSequence(in: window, introducer: UInt32(value)).flatMap(Key.init(escapeSequence:)).map(InputEvent.key)
            case 0x5D, 0x50, 0x5F, 0x5E, 0x58:  // "]" OSC, "P" DCS, "_" APC, "^" PM, "X" SOS
                discardStringRest(in: window)
                return nil
            case 0x20..<0x7F, 0xA0...:
                return nil
            default:
                _ = unget_wch(wchar_t(bitPattern: UInt32(value)))
                return .key(.escape)
            }
        case KEY_CODE_YES:
            _ = ungetch(Int32(bitPattern: UInt32(value)))
            return .key(.escape)
        default:
            return .key(.escape)
        }
    }

    /// Reads the rest of a CSI (`introducer` `[`) or SS3 (`O`) sequence: parameter and
    /// intermediate bytes up to one final byte. Returns every byte after `ESC`, the introducer
    /// and the final byte included; nil when the sequence ended without a final byte (a byte
    /// outside the sequence's grammar, which is put back, a key curses decoded, nothing more
    /// within the escape delay, or more than ``longestDiscardedSequence`` bytes) and for an X10
    /// mouse report, whose three bytes are read too.
    private func readSequence(in window: UnsafeMutablePointer<WINDOW>, introducer: UInt32) -> [UInt32]? {
        wtimeout(window, 25)
        var sequence = [introducer]
        var value: wint_t = 0
        while sequence.count <= Self.longestDiscardedSequence {
            let result = wget_wch(window, &value)
            if result == KEY_CODE_YES {
                _ = ungetch(Int32(bitPattern: UInt32(value)))
                return nil
            }
            guard result == OK else { return nil }
            let byte = UInt32(value)
            switch byte {
            case 0x20...0x3F:
                sequence.append(byte)
            case 0x40...0x7E:
                // An X10 mouse report: ESC [ M, then button, column and row as three bytes.
                if introducer == 0x5B, byte == 0x4D, sequence.count == 1 {
                    for _ in 0..<3 {
                        let result = wget_wch(window, &value)
                        if result == KEY_CODE_YES { _ = ungetch(Int32(bitPattern: UInt32(value))) }
                        guard result == OK else { return nil }
                    }
                    return nil
                }
                sequence.append(byte)
                return sequence
            default:
                _ = unget_wch(wchar_t(bitPattern: byte))
                return nil
            }
        }
        return nil
    }

    /// Reads and drops the rest of a control string, through its terminator: BEL, ST (`ESC \`)
    /// or the 8-bit ST U+009C. Bytes still on their way are waited for up to the escape delay;
    /// when none comes in that time, or after ``longestDiscardedString`` characters, the discard
    /// ends there and what follows is read as keys. An `ESC` inside followed by anything but `\`
    /// ends the string too (as in xterm), and that following input is put back to be read next; so
    /// is a key curses decoded.
    private func discardStringRest(in window: UnsafeMutablePointer<WINDOW>) {
        wtimeout(window, 25)
        var value: wint_t = 0
        for _ in 0..<Self.longestDiscardedString {
            let result = wget_wch(window, &value)
            if result == KEY_CODE_YES {
                _ = ungetch(Int32(bitPattern: UInt32(value)))
                return
            }
            guard result == OK else { return }
            switch UInt32(value) {
            case 0x07, 0x9C:
                return
            case 0x1B:
                let result = wget_wch(window, &value)
                if result == KEY_CODE_YES {
                    _ = ungetch(Int32(bitPattern: UInt32(value)))
                } else if result == OK, value != 0x5C {  // not "\"
                    _ = unget_wch(wchar_t(bitPattern: UInt32(value)))
                }
                return
            default:
                continue
            }
        }
    }
}
