import Foundation

/// Reading what a captured screen shows: display widths (a wcwidth-like rule, written here
/// independently of the app's own), columns, boxes, the status line.
enum Screen {
    // MARK: - Display width

    /// Columns a scalar takes on a terminal: 0 for combining marks and format characters,
    /// 2 for East Asian wide and fullwidth characters (CJK, Hangul, kana, fullwidth forms,
    /// most emoji), 1 otherwise.
    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value == 0 { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return value == 0xAD ? 1 : 0
        default: break
        }
        if (0x1160...0x11FF).contains(value) || value == 0x200B { return 0 }
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
            0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
            0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
        ]
        return wide.contains { $0.contains(value) } ? 2 : 1
    }

    /// Columns a character takes: its first scalar's width (what follows is combining).
    static func width(of character: Character) -> Int {
        character.unicodeScalars.first.map { width(of: $0) } ?? 0
    }

    /// Columns a string takes.
    static func width(of string: String) -> Int {
        string.reduce(0) { $0 + width(of: $1) }
    }

    /// The row as terminal cells: element `i` is what column `i` shows; the column a wide
    /// character covers holds "".
    static func cells(_ row: String) -> [String] {
        var cells: [String] = []
        for character in row {
            let columns = width(of: character)
            if columns == 0, !cells.isEmpty { cells[cells.count - 1].append(character); continue }
            cells.append(String(character))
            if columns == 2 { cells.append("") }
        }
        return cells
    }

    /// The display column of every occurrence of `character` in `row`.
    static func columns(of character: Character, in row: String) -> [Int] {
        cells(row).enumerated().filter { $0.element == String(character) }.map(\.offset)
    }

    /// `text` cut to `width` columns with a trailing `…` when longer (the app's rule).
    static func truncate(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if Self.width(of: text) <= width { return text }
        var result = "", used = 0
        for character in text {
            let columns = Self.width(of: character)
            if used + columns > width - 1 { break }
            result.append(character)
            used += columns
        }
        return result + "…"
    }

    // MARK: - Boxes

    /// A cell's box as drawn on screen, found by its top edge `┌──┐`.
    struct Box: Equatable, CustomStringConvertible {
        /// Screen row of the top edge.
        var row: Int
        /// Screen column of `┌`.
        var column: Int
        /// Columns from `┌` to `┐`, both included.
        var width: Int
        /// The text on the row below the top edge, between the sides (nil when not on screen).
        var label: String?

        var description: String { "\(label ?? "?")@\(row),\(column) w\(width)" }
    }

    /// Every box whose top edge is on screen, top to bottom, left to right.
    static func boxes(in screen: [String]) -> [Box] {
        let grid = screen.map(cells)
        var boxes: [Box] = []
        for (row, cells) in grid.enumerated() {
            var column = 0
            while column < cells.count {
                guard cells[column] == "┌" else { column += 1; continue }
                var end = column + 1
                while end < cells.count, cells[end] == "─" { end += 1 }
                guard end < cells.count, cells[end] == "┐" else { column = end; continue }
                var label: String?
                if row + 1 < grid.count {
                    let below = grid[row + 1]
                    if below.count > column, below[column] == "│" {
                        let inner = below[(column + 1)..<min(end, below.count)].joined()
                        label = inner.trimmingCharacters(in: .whitespaces)
                    }
                }
                boxes.append(Box(row: row, column: column, width: end - column + 1, label: label))
                column = end + 1
            }
        }
        return boxes
    }

    /// Whether `screen` shows complete boxes: a `┌`, a `┐`, a `└` and a `┘`.
    static func showsBoxes(_ screen: [String]) -> Bool {
        let text = screen.joined(separator: "\n")
        return ["┌", "┐", "└", "┘"].allSatisfy(text.contains)
    }

    // MARK: - Status line

    /// The content rows (every row but the status line).
    static func content(_ screen: [String]) -> [String] {
        Array(screen.dropLast())
    }

    /// The status line (the last row).
    static func status(_ screen: [String]) -> String {
        screen.last ?? ""
    }

    /// The status line's `│`-separated fields, trimmed (a field cut by the screen's width ends
    /// in `…`; a lone `…` is dropped).
    static func statusFields(_ screen: [String]) -> [String] {
        status(screen).split(separator: "│").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0 != "…" }
    }

    /// Whether the status line starts with `title [n/N]` (a gallery of N specs, the n-th shown;
    /// N is not checked, the gallery grows) and then `layout`.
    static func statusShowsSpec(_ screen: [String], title: String, number: Int, layout: String) -> Bool {
        let fields = statusFields(screen)
        guard fields.count > 2, fields[1] == layout, fields[0].hasPrefix("\(title) [\(number)/"),
              fields[0].hasSuffix("]") else { return false }
        return Int(fields[0].dropFirst("\(title) [\(number)/".count).dropLast()) != nil
    }

    /// The scroll position on the status line when it is a percentage (`42%`).
    static func percent(_ screen: [String]) -> Int? {
        statusFields(screen).lazy.compactMap { $0.hasSuffix("%") ? Int($0.dropLast()) : nil }.first
    }

    /// Whether the status line shows the scroll position `position` (`top`, `end`, `42%`).
    static func statusShows(_ screen: [String], position: String) -> Bool {
        statusFields(screen).contains(position)
    }

    private static var frameTime: Regex<AnyRegexOutput> { try! Regex(#" │ (?:\d+\.\d\d|\?)ms"#) }
    private static var partialFrameTime: Regex<AnyRegexOutput> { try! Regex(#"(?: (?:│(?: (?:\d+(?:\.\d{0,2})?m?|\?m?)?)?)?)?…"#) }

    /// Whether the previewer's status line `previewer` is `render`'s (what `trellis render`
    /// prints, which has no frame time) plus the frame-time field `│ N.NNms` the previewer adds
    /// at the end, or the start of it cut with `…` at `width` columns.
    static func statusMatches(previewer: String, render: String, width: Int) -> Bool {
        let p = previewer.trimmingTrailingBlanks(), r = render.trimmingTrailingBlanks()
        if p == r { return true }  // a line too narrow for the frame time
        if p.hasPrefix(r) {
            let rest = String(p.dropFirst(r.count))
            if rest.wholeMatch(of: frameTime) != nil { return true }
            if rest.wholeMatch(of: partialFrameTime) != nil, Self.width(of: p) == width { return true }
            return false
        }
        // The frame time pushed the line over the width: the cut falls inside render's text.
        if p.hasSuffix("…"), Self.width(of: p) == width, r.hasPrefix(String(p.dropLast())) { return true }
        return false
    }

    // MARK: - Diagnostics

    /// The screen for a failure message: numbered rows between bars.
    static func dump(_ screen: [String]) -> String {
        screen.enumerated().map { String(format: "%3d|", $0.offset) + $0.element + "|" }.joined(separator: "\n")
    }
}

extension String {
    /// The string without trailing blanks.
    func trimmingTrailingBlanks() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
