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
    ///
    /// ```text
    /// -  4: │    ││0.1 │|
    /// +  4: │    ││0.2 │|
    ///                   ^ column 10
    /// ```
    static func text(reference: String, actual: String) -> String {
        let old = lines(reference), new = lines(actual)
        let differing = (0..<max(old.count, new.count)).filter { index in
            index >= old.count || index >= new.count || old[index] != new[index]
        }
        guard !differing.isEmpty else { return "" }
        let shown = differing.prefix(maximumLines)
        let numberWidth = String(shown.last! + 1).count
        var text = ""
        for index in shown {
            let number = String(index + 1)
            let prefix = String(repeating: " ", count: numberWidth - number.count) + number + ": "
            if index < old.count { text += "-" + prefix + old[index] + "\n" }
            if index < new.count { text += "+" + prefix + new[index] + "\n" }
            if index < old.count, index < new.count {
                let column = firstDifferingColumn(old[index], new[index])
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
        let old = lines(reference), new = lines(actual)
        return (0..<max(old.count, new.count)).filter { index in
            index >= old.count || index >= new.count || old[index] != new[index]
        }.count
    }

    /// The lines of `text`: split at `\n`, a final newline ending the last line rather than
    /// starting an empty one.
    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

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
