/// Text from a spec, a file name or the command line as it may appear in a message: every
/// character that could act on a terminal or hide itself is written as `\u{XXXX}`.
///
/// Escaped: C0 controls (U+0000–U+001F), DEL (U+007F), C1 controls (U+0080–U+009F), the bidi
/// controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), zero-width characters
/// (U+200B–U+200F, U+FEFF), invisible format characters (U+00AD, U+180E, U+2060–U+2064,
/// U+FFF9–U+FFFB), the line and paragraph separators (U+2028, U+2029), tag characters (U+E0001,
/// U+E0020–U+E007F, except in an emoji tag sequence such as the flag of England) and
/// non-breaking spaces (U+00A0, U+2007, U+202F). These are the characters the screen draws as
/// U+FFFD (TrellisRender's `TextWidth`), plus the non-breaking spaces. Everything else is kept,
/// so `photos.json` and `集合视图` read as written:
///
/// ```swift
/// MessageText.escaped("a\u{202E}b\u{00A0}c")   // a\u{202E}b\u{00A0}c, as 18 plain characters
/// ```
package enum MessageText {
    /// A finite number exactly enough to round-trip a `Double`: whole numbers without a fraction
    /// (`80`), others in Swift's shortest round-trip form (`25.5`). The same on every machine;
    /// what `trellis attributes` and the layout doctor's messages write (each spells a value that
    /// is not finite its own way).
    package static func number(finite value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// Whether `scalar` is written as `\u{XXXX}` in a message.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0xA0: return true
        case 0x061C, 0x2007, 0x200B...0x200F, 0x202A...0x202F, 0x2066...0x2069, 0xFEFF:
            return true
        case 0x00AD, 0x180E, 0x2028, 0x2029, 0x2060...0x2064, 0xFFF9...0xFFFB, 0xE0001, 0xE0020...0xE007F:
            return true
        default: return false
        }
    }

    /// Whether `scalar` is a tag character in a cluster that starts with the emoji `base` (an
    /// emoji tag sequence, such as the flag of England), which is kept as written.
    static func isEmojiTag(_ scalar: Unicode.Scalar, after base: Unicode.Scalar) -> Bool {
        (0xE0020...0xE007F).contains(scalar.value) && base.value >= 0x80 && base.properties.isEmoji
    }

    /// `text` with every character of ``needsEscape(_:)`` written as `\u{XXXX}` (at least four
    /// upper-case hex digits).
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = String.UnicodeScalarView()
        for character in text {
            let scalars = character.unicodeScalars
            guard let base = scalars.first else { continue }
            for scalar in scalars {
                guard needsEscape(scalar), !isEmojiTag(scalar, after: base) else { out.append(scalar); continue }
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out.append(contentsOf: ("\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}").unicodeScalars)
            }
        }
        return String(out)
    }
}
