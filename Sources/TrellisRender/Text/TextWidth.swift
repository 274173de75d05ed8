/// How many terminal columns text takes: the display width. The one width function of Trellis:
/// the layouts measure text with it, the grid writers place text by it, `trellis render` prints
/// what they placed, and the terminal layer draws each cell at the width the grid gave it.
///
/// **Scalars** take the width the C library's `wcwidth` gives them (so they agree with what
/// ncurses counts): printable ASCII is 1 column (a fast path that never calls `wcwidth`); CJK
/// ideographs, Hangul syllables, Kana and most emoji 2; combining marks 0.
///
/// **Grapheme clusters** (a Swift `Character`: a letter with its combining marks, an emoji
/// sequence) are drawn whole, in one cell, as wide as terminals that follow Unicode's emoji rules
/// (UTS #51) draw them:
/// - a cluster with the emoji presentation selector VS16 (U+FE0F: `✈️`, `❤️`, the keycap `1️⃣`)
///   is 2 columns;
/// - a cluster that starts with a regional indicator (a flag, `🇫🇷`) is 2 columns;
/// - otherwise a cluster is as wide as its first scalar with a non-zero width, at most 2 (a skin
///   tone or a ZWJ sequence adds nothing to the emoji it follows).
///
/// **Invisible and control characters** are shown, never obeyed: every C0 control, DEL, C1
/// control (U+0080–U+009F), bidirectional control (U+061C, U+200E, U+200F, U+202A–U+202E,
/// U+2066–U+2069), zero-width character (U+200B–U+200F, U+FEFF), invisible format character
/// (U+00AD, U+180E, U+2060–U+2064, U+FFF9–U+FFFB), line and paragraph separator (U+2028,
/// U+2029) and tag character (U+E0001, U+E0020–U+E007F) is drawn as U+FFFD `�`, one column, in
/// place (see ``visiblePieces(of:)``). The exceptions are part of a picture: a zero-width joiner
/// inside an emoji ZWJ sequence (`👩‍💻`) and the tags of an emoji tag sequence (a subdivision
/// flag). The same characters, and the non-breaking spaces, are written `\u{XXXX}` in messages
/// (`MessageText` in TrellisSpec; a test over every scalar keeps the two sets in agreement).
///
/// `wcwidth` needs a UTF-8 `LC_CTYPE`: the first width lookup that needs `wcwidth` calls
/// `setlocale(LC_CTYPE, "C.UTF-8")` once, unless the locale is UTF-8 already.
///
/// ```swift
/// TextWidth.displayWidth(of: "abc")      // 3
/// TextWidth.displayWidth(of: "中文")      // 4
/// TextWidth.displayWidth(of: "a\u{202E}b")  // 3: a, �, b
/// TextWidth.truncate("中文标签", toWidth: 5)  // "中文…"
/// ```
public enum TextWidth {
    /// What every control, bidirectional and zero-width character is drawn as.
    public static let replacement: Character = "\u{FFFD}"

    /// The most scalars one cell holds: a terminal cell of curses holds `CCHARW_MAX` (5) wide
    /// characters. A longer cluster (a family of four, `👨‍👩‍👧‍👦`, is seven) is drawn as U+FFFD in its
    /// width, by every writer, so the previewer and `render` agree.
    public static let maximumScalarsPerCell = 5

    /// How many scalars the cluster rules have examined (each time a scalar is looked at or fed
    /// to a grapheme-cluster check), for tests that pin the work per cluster as linear in its
    /// length, whatever the machine's speed. Only tests read or reset it.
    nonisolated(unsafe) static var scalarsExamined = 0

    /// The display width of `string`: the sum of the widths of its grapheme clusters.
    public static func displayWidth(of string: String) -> Int {
        if let ascii = asciiWidth(of: string) { return ascii }
        var total = 0
        for character in string { total += width(of: character) }
        return total
    }

    /// The display width of one grapheme cluster as it is drawn: 0, 1 or 2, or more for a
    /// cluster with control characters in it (each drawn as a `�` of its own).
    public static func width(of character: Character) -> Int {
        if let value = Cluster.singleScalarValue(of: character), let scalar = Unicode.Scalar(value) {
            // One scalar (most characters): the rules below, without iterating scalars.
            if value < 0x80 { return 1 }  // printable, or a control drawn as one U+FFFD
            if isInvisibleControl(scalar) { return scalarWidth(Unicode.Scalar(0xFFFD)!) }  // one U+FFFD
            if value == 0xFE0F || (0x1F1E6...0x1F1FF).contains(value) { return 2 }
            return scalarWidth(scalar)
        }
        let scalars = character.unicodeScalars
        if let first = scalars.first, first.value < 0x80, scalars.count == 1 {
            return 1  // printable ASCII, or a control drawn as one U+FFFD
        }
        if needsReplacement(character) {
            return visiblePieces(of: character).reduce(0) { $0 + visibleWidth(of: $1) }
        }
        return visibleWidth(of: character)
    }

    /// The display width of one Unicode scalar as `wcwidth` gives it, with control characters
    /// (for which `wcwidth` answers -1) counted as 0.
    public static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
        if scalar.value < 0x80 { return (scalar.value >= 0x20 && scalar.value < 0x7F) ? 1 : 0 }
        let width = Int(WCWidth.shared.call(scalar.value))
        return max(0, min(width, 2))
    }

    /// Whether `scalar` is never sent to the terminal as it is: a C0 or C1 control, DEL, a
    /// bidirectional control or a zero-width character (see the type's documentation).
    public static func isInvisibleControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: return true
        case 0x00AD, 0x180E, 0x2028, 0x2029, 0x2060...0x2064, 0xFFF9...0xFFFB: return true
        case 0xE0001, 0xE0020...0xE007F: return true
        default: return false
        }
    }

    /// Whether `scalar` is a tag character (U+E0020–U+E007F) in a cluster that starts with the
    /// emoji `base`: an emoji tag sequence (the flag of England), whose tags are part of the
    /// picture. Messages keep them too (`MessageText`).
    @inline(__always)
    static func isEmojiTag(_ scalar: Unicode.Scalar, after base: Unicode.Scalar) -> Bool {
        (0xE0020...0xE007F).contains(scalar.value) && base.value >= 0x80 && base.properties.isEmoji
    }

    /// Whether `character` has a scalar that is drawn as U+FFFD, or more scalars than a cell
    /// holds (see ``visiblePieces(of:)``).
    public static func needsReplacement(_ character: Character) -> Bool {
        if let value = Cluster.singleScalarValue(of: character), let scalar = Unicode.Scalar(value) {
            return isInvisibleControl(scalar)
        }
        let scalars = character.unicodeScalars
        var index = scalars.startIndex
        var count = 0
        while index != scalars.endIndex {
            let scalar = scalars[index]
            scalars.formIndex(after: &index)
            count += 1
            if count > maximumScalarsPerCell { return true }
            guard isInvisibleControl(scalar) else { continue }
            if scalar.value == 0x200D, index != scalars.endIndex, scalars[index].properties.isEmoji,
               scalars[index].value >= 0x80 {
                continue  // a joiner inside an emoji ZWJ sequence
            }
            if let base = scalars.first, isEmojiTag(scalar, after: base) { continue }
            return true
        }
        return false
    }

    /// The clusters `character` is drawn as: itself, or, when it holds control, bidirectional or
    /// zero-width characters, the runs of its other scalars with a U+FFFD in place of each such
    /// character (`"a\u{200D}"`, a letter with a stray joiner, gives `["a", "�"]`). A run of more
    /// than ``maximumScalarsPerCell`` scalars becomes a U+FFFD, followed by a space when the run
    /// is two columns wide.
    public static func visiblePieces(of character: Character) -> [Character] {
        guard needsReplacement(character) else { return [character] }
        var pieces: [Character] = []
        for piece in controlFreePieces(of: character) {
            if piece.unicodeScalars.count <= maximumScalarsPerCell {
                pieces.append(piece)
            } else {
                pieces.append(replacement)
                if visibleWidth(of: piece) == 2 { pieces.append(" ") }
            }
        }
        return pieces
    }

    /// `character` with each control, bidirectional and zero-width character cut out as a
    /// U+FFFD piece of its own; the runs of scalars between them are split into the clusters
    /// they form on their own (e.g. a mark the joiner held). Linear in the cluster's length: each
    /// run is segmented once, by iterating its characters.
    private static func controlFreePieces(of character: Character) -> [Character] {
        guard needsReplacement(character) else { return [character] }
        var pieces: [Character] = []
        var run = String.UnicodeScalarView()
        func endRun() {
            guard !run.isEmpty else { return }
            scalarsExamined &+= run.count
            pieces.append(contentsOf: String(run))
            run = String.UnicodeScalarView()
        }
        let scalars = character.unicodeScalars
        guard let base = scalars.first else { return [] }
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            scalars.formIndex(after: &index)
            scalarsExamined &+= 1
            let keptJoiner = scalar.value == 0x200D && index != scalars.endIndex
                && scalars[index].properties.isEmoji && scalars[index].value >= 0x80
            if isInvisibleControl(scalar) && !keptJoiner && !isEmojiTag(scalar, after: base) {
                endRun()
                pieces.append(replacement)
            } else {
                run.append(scalar)
            }
        }
        endRun()
        return pieces
    }

    /// The width of a cluster without control characters (the rules above).
    private static func visibleWidth(of character: Character) -> Int {
        var width = 0
        var isFirst = true
        for scalar in character.unicodeScalars {
            scalarsExamined &+= 1
            let value = scalar.value
            if value == 0xFE0F { return 2 }
            if isFirst, (0x1F1E6...0x1F1FF).contains(value) { return 2 }
            isFirst = false
            if width == 0 { width = scalarWidth(scalar) }
        }
        return min(width, 2)
    }

    /// `string` cut to at most `width` columns, ending in `…` when something was cut.
    ///
    /// Works at display-width precision: the result's display width is never more than
    /// `width`, and `…` counts as 1 column. A string that fits is returned unchanged; a
    /// `width` of 0 or less gives the empty string.
    ///
    /// ```swift
    /// TextWidth.truncate("Section 12", toWidth: 6)   // "Secti…"
    /// TextWidth.truncate("中文标签", toWidth: 4)       // "中…"
    /// ```
    ///
    /// Looks at no more of `string` than its first `width` columns and the character after them:
    /// O(`width`) for a string of any length.
    public static func truncate(_ string: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if let ascii = asciiWidth(of: string, upTo: width + 1) {
            return ascii <= width ? string : String(string.utf8.prefix(width - 1))! + "…"
        }
        let budget = width - 1   // room left for the text in front of the ellipsis
        var used = 0
        var kept = string.startIndex   // the end of the prefix that leaves room for `…`
        var index = string.startIndex
        while index < string.endIndex {
            let w = self.width(of: string[index])
            used += w
            if used > width { return String(string[string.startIndex..<kept]) + "…" }
            index = string.index(after: index)
            if used <= budget { kept = index }
        }
        return string
    }

    /// The width of a string of printable ASCII only, or `nil` when the string has anything else.
    @inline(__always)
    static func asciiWidth(of string: String) -> Int? {
        var count = 0
        for byte in string.utf8 {
            guard byte >= 0x20 && byte < 0x7F else { return nil }
            count += 1
        }
        return count
    }

    /// The width of the first `limit` bytes of `string` when they (and the byte after them, which
    /// must not be a combining continuation) are printable ASCII: `limit` when the string is
    /// longer, else its length; `nil` when a byte in that prefix is anything else.
    static func asciiWidth(of string: String, upTo limit: Int) -> Int? {
        var count = 0
        for byte in string.utf8 {
            if count == limit { return byte < 0x80 ? count : nil }
            guard byte >= 0x20 && byte < 0x7F else { return nil }
            count += 1
        }
        return count
    }
}
