import TrellisRender

/// The readable difference between a reference and the actual text, line by line (a picture's
/// rows stay in place, so line `i` is compared with line `i`).
enum SnapshotDiff {
    /// The most differing lines shown.
    static let maximumLines = 20

    /// The first ``maximumLines`` differing lines, each as a `-` line (the reference) and a `+`
    /// line (the actual) with its 1-based line number, and under them a `^` at the first
    /// differing column (display columns, counted from 1); a line only one side has shows
    /// alone. Ends with the count of differing lines not shown, if any. Empty when equal.
    /// Lines are compared byte for byte, except that when the line endings differ (one side
    /// CRLF, the other `\n`: ``summary(reference:actual:)`` says so) a `\r` ending a line is
    /// left out on both sides, so the lines that really changed show. Control characters show
    /// as their Unicode pictures (a carriage return as `␍`, a tab as `␉`), a byte-order mark as
    /// `<U+FEFF>`.
    ///
    /// ```text
    /// -  4: │    ││0.1 │|
    /// +  4: │    ││0.2 │|
    ///                   ^ column 10
    /// ```
    static func text(reference: String, actual: String) -> String {
        let (old, new) = comparedLines(reference, actual)
        let differing = differingLines(old, new)
        guard !differing.isEmpty else { return "" }
        let shown = differing.prefix(maximumLines)
        let numberWidth = String(shown.last! + 1).count
        var text = ""
        for index in shown {
            let number = String(index + 1)
            let prefix = String(repeating: " ", count: numberWidth - number.count) + number + ": "
            if index < old.count { text += "-" + prefix + visible(old[index]) + "\n" }
            if index < new.count { text += "+" + prefix + visible(new[index]) + "\n" }
            if index < old.count, index < new.count {
                let column = firstDifferingColumn(visible(old[index]), visible(new[index]))
                text += String(repeating: " ", count: 1 + prefix.count + column) + "^ column \(column + 1)\n"
            }
        }
        let rest = differing.count - shown.count
        if rest > 0 {
            text += "… and \(rest) more differing \(rest == 1 ? "line" : "lines")\n"
        }
        return text
    }

    /// The number of lines that differ (without the line endings when they differ).
    static func differingLineCount(reference: String, actual: String) -> Int {
        let (old, new) = comparedLines(reference, actual)
        return differingLines(old, new).count
    }

    /// The lines of both sides as they are compared: without a `\r` ending a line when the
    /// line endings differ.
    private static func comparedLines(_ reference: String, _ actual: String) -> ([String], [String]) {
        let normalize = lineEndingsDiffer(reference: reference, actual: actual)
        let strip = { (line: String) -> String in
            normalize && line.utf8.last == UInt8(ascii: "\r") ? String(decoding: line.utf8.dropLast(), as: UTF8.self) : line
        }
        return (lines(reference).map(strip), lines(actual).map(strip))
    }

    /// Whether one side ends lines with CRLF and the other does not.
    static func lineEndingsDiffer(reference: String, actual: String) -> Bool {
        hasCRLF(reference) != hasCRLF(actual)
    }

    /// Whether a `\r\n` occurs in `text`.
    private static func hasCRLF(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n"), previous == UInt8(ascii: "\r") { return true }
            previous = byte
        }
        return false
    }

    /// Whether `text` starts with a UTF-8 byte-order mark (EF BB BF).
    static func startsWithByteOrderMark(_ text: String) -> Bool { text.unicodeScalars.first == "\u{FEFF}" }

    /// The indices of the lines that differ in their bytes (not only as Unicode reads them:
    /// two spellings of `é` differ), or that only one side has.
    private static func differingLines(_ old: [String], _ new: [String]) -> [Int] {
        (0..<max(old.count, new.count)).filter { index in
            index >= old.count || index >= new.count || !old[index].utf8.elementsEqual(new[index].utf8)
        }
    }

    /// `line` with every control character as its Unicode picture (`\r` as `␍`, a tab as `␉`,
    /// DEL as `␡`), so a diff never prints a raw carriage return, and the invisible byte-order
    /// mark as `<U+FEFF>`.
    static func visible(_ line: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in line.unicodeScalars {
            switch scalar.value {
            case 0..<0x20: result.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: result.append("\u{2421}")
            case 0xFEFF: result.append(contentsOf: "<U+FEFF>".unicodeScalars)
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// What differs, in plain words, for the failure's first line: `(3 lines differ; - reference,
    /// + actual)`, or that only the line endings (CRLF on one side), only a byte-order mark or
    /// only the final newline differ. Line endings that differ are said once, and the count is
    /// of the lines that differ without them; a byte-order mark at the start of one side is
    /// explained. Never "0 lines differ".
    static func summary(reference: String, actual: String) -> String {
        let count = differingLineCount(reference: reference, actual: actual)
        let endings = lineEndingsDiffer(reference: reference, actual: actual)
        let referenceCRLF = hasCRLF(reference)
        let endingsNote = "the \(referenceCRLF ? "reference" : "snapshot") ends its lines with CRLF (\\r\\n), the "
            + "\(referenceCRLF ? "snapshot" : "reference") with \\n"
        let keepBytes = "keep the references' bytes as recorded (e.g. `__Snapshots__/** -text` in .gitattributes)"
        let referenceMark = startsWithByteOrderMark(reference)
        let markDiffers = referenceMark != startsWithByteOrderMark(actual)
        let markNote = "the \(referenceMark ? "reference" : "snapshot") starts with a UTF-8 byte-order mark (EF BB BF, "
            + "shown as <U+FEFF>), the \(referenceMark ? "snapshot" : "reference") does not; an editor may have added it"
        let finalNewline = endsWithNewline(reference) != endsWithNewline(actual)
        let finalNewlineNote = endsWithNewline(reference) ? "the snapshot does not end with a newline, the reference does"
                                                          : "the reference does not end with a newline, the snapshot does"
        if count == 0 {
            if endings {
                return ": only the line endings differ: " + endingsNote
                    + (finalNewline ? ", and " + finalNewlineNote : "") + "; " + keepBytes
            }
            if finalNewline { return ": only the final newline differs: " + finalNewlineNote }
            return ": the lines are the same, the bytes differ"
        }
        if markDiffers, count == 1,
           String(reference.unicodeScalars.drop { $0 == "\u{FEFF}" }) == String(actual.unicodeScalars.drop { $0 == "\u{FEFF}" }) {
            return ": only a byte-order mark differs: " + markNote + " (- reference, + actual):"
        }
        var text = " (\(count) \(count == 1 ? "line differs" : "lines differ")"
        if endings { text += " besides the line endings" }
        text += "; - reference, + actual"
        if endings { text += "; " + endingsNote + ", so the lines are compared without the \\r" }
        if markDiffers { text += "; " + markNote }
        return text + "):"
    }

    /// The lines of `text`: split at every `\n` byte (a `\r` before it stays in the line), a
    /// final newline ending the last line rather than starting an empty one.
    static func lines(_ text: String) -> [String] {
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        if endsWithNewline(text) { lines.removeLast() }
        return lines
    }

    /// Whether the last byte of `text` is `\n` (also after a `\r`).
    static func endsWithNewline(_ text: String) -> Bool { text.utf8.last == UInt8(ascii: "\n") }

    /// The display column (from 0) where `a` and `b` first differ: the width of their common
    /// prefix of characters.
    static func firstDifferingColumn(_ a: String, _ b: String) -> Int {
        var common = ""
        for (x, y) in zip(a, b) {
            guard x == y else { break }
            common.append(x)
        }
        return TextWidth.displayWidth(of: common)
    }
}
