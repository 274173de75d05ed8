import TrellisPreview
import TrellisRender

/// Text from a spec as it goes into an SVG file: data, never markup, and never a character
/// that XML forbids or that could reorder or hide text.
///
/// - XML's special characters are written as entities: `&amp;`, `&lt;`, `&gt;`, `&quot;`,
///   `&apos;` (in text and in attribute values alike);
/// - every control, bidi, zero-width and invisible character becomes U+FFFD, as on screen
///   (``TextWidth/visiblePieces(of:)``, the rule of the guide: shown, never obeyed); so does
///   a cluster of more scalars than a cell holds, as on screen;
/// - the noncharacters U+FFFE and U+FFFF, which XML 1.0 forbids, become U+FFFD too.
///
/// ```swift
/// SVGText.escaped("Tom & \"Jerry\" <3")   // Tom &amp; &quot;Jerry&quot; &lt;3
/// SVGText.escaped("a\u{202E}b")           // a�b
/// ```
enum SVGText {
    /// `text` made safe for an XML text node or a quoted attribute value (see ``SVGText``).
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            if character.isASCII {
                append(character, to: &out)
                continue
            }
            for piece in TextWidth.visiblePieces(of: character) {
                if piece.unicodeScalars.contains(where: { $0.value == 0xFFFE || $0.value == 0xFFFF }) {
                    out.append(TextWidth.replacement)
                } else {
                    out.append(piece)
                }
            }
        }
        return out
    }

    /// Appends one ASCII character: an entity for XML's special characters, U+FFFD for a control.
    private static func append(_ character: Character, to out: inout String) {
        switch character {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&apos;"
        default:
            let value = character.unicodeScalars.first!.value
            if value < 0x20 || value == 0x7F || character.unicodeScalars.count > 1 {
                // A control, or CR LF (one ASCII character of two scalars).
                out.append(TextWidth.replacement)
            } else {
                out.append(character)
            }
        }
    }

    /// The first characters of `text` that could show in `width` cells of text, ending in `…`
    /// when cut; O(`width`) whatever the length of `text`. The SVG clips the rest, so this only
    /// keeps a huge title from making a huge file.
    static func prefix(_ text: String, width: Int) -> String {
        StatusLine.displayPrefix(of: text, maxWidth: max(1, width))
    }
}
