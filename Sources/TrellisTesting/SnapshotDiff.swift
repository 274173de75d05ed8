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
    /// Lines are compared byte for byte; control characters show as their Unicode pictures
    /// (a carriage return as `␍`, a tab as `␉`).
    ///
    /// ```text
    /// -  4: │    ││0.1 │|
    /// +  4: │    ││0.2 │|
    ///                   ^ column 10
    /// ```
    static func text(reference: String, actual: String) -> String {
        let old = lines(reference), new = lines(actual)
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
        if differing.count > shown.count {
            text += "… and \(differing.count - shown.count) more differing lines\n"
        }
        return text
    }

    /// The number of lines that differ.
    static func differingLineCount(reference: String, actual: String) -> Int {
        differingLines(lines(reference), lines(actual)).count
    }

    /// The indices of the lines that differ in their bytes (not only as Unicode reads them:
    /// two spellings of `é` differ), or that only one side has.
    private static func differingLines(_ old: [String], _ new: [String]) -> [Int] {
        (0..<max(old.count, new.count)).filter { index in
            index >= old.count || index >= new.count || !old[index].utf8.elementsEqual(new[index].utf8)
        }
    }

    /// `line` with every control character as its Unicode picture (`\r` as `␍`, a tab as `␉`,
    /// DEL as `␡`), so a diff never prints a raw carriage return.
    static func visible(_ line: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in line.unicodeScalars {
            switch scalar.value {
            case 0..<0x20: result.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: result.append("\u{2421}")
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// What differs, in plain words, for the failure's first line: `(3 lines differ; - reference,
    /// + actual)`, or that only the line endings (CRLF in the reference) or only the final newline
    /// differ. Never "0 lines differ".
    static func summary(reference: String, actual: String) -> String {
        let count = differingLineCount(reference: reference, actual: actual)
        let crlf = reference.utf8.count != reference.replacingOccurrences(of: "\r\n", with: "\n").utf8.count
        if crlf, reference.replacingOccurrences(of: "\r\n", with: "\n").utf8.elementsEqual(actual.utf8) {
            return ": only the line endings differ: the reference ends its lines with CRLF (\\r\\n, shown as ␍), "
                + "the snapshot with \\n; keep the references' bytes as recorded (e.g. `__Snapshots__/** -text` "
                + "in .gitattributes) (- reference, + actual):"
        }
        if count == 0 {
            let referenceEnds = endsWithNewline(reference), actualEnds = endsWithNewline(actual)
            if referenceEnds != actualEnds {
                return ": only the final newline differs: "
                    + (referenceEnds ? "the snapshot does not end with a newline, the reference does"
                                     : "the reference does not end with a newline, the snapshot does")
            }
            return ": the lines are the same, the bytes differ"
        }
        return " (\(count) \(count == 1 ? "line differs" : "lines differ"); - reference, + actual"
            + (crlf ? "; the reference ends its lines with CRLF, shown as ␍" : "") + "):"
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
