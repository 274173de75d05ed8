import TrellisRender

/// The `?` overlay: every key and what it does, laid out for the screen. One column with the
/// keys padded into a column of their own when it fits; two such columns side by side when the
/// screen is wide but too short for one; on a narrow screen each key with its action on one
/// line, or the action on the next lines, indented and wrapped. What still doesn't fit scrolls
/// with `j`/`k`.
enum HelpOverlay {
    /// The title on the box's top border.
    static let title = " Keys — ? Esc q close "

    /// The overlay for `entries` on a `columns` x `rows` screen.
    static func overlay(_ entries: [(keys: String, action: String)], columns: Int, rows: Int) -> TextOverlay {
        TextOverlay(title: title, lines: lines(entries, columns: columns, rows: rows))
    }

    /// The lines for `entries` on a `columns` x `rows` screen.
    static func lines(_ entries: [(keys: String, action: String)], columns: Int, rows: Int) -> [String] {
        let keyWidth = entries.map { TextWidth.displayWidth(of: $0.keys) }.max() ?? 0
        let actionWidth = entries.map { TextWidth.displayWidth(of: $0.action) }.max() ?? 0
        let entryWidth = keyWidth + 2 + actionWidth
        let room = TextOverlay.textColumns(screenColumns: columns)
        let padded = entries.map { pad($0.keys, to: keyWidth) + "  " + $0.action }
        if entryWidth <= room {
            let gap = 3
            if entries.count > TextOverlay.textRows(screenRows: rows), 2 * entryWidth + gap <= room {
                let half = (entries.count + 1) / 2
                return (0..<half).map { row in
                    let right = row + half < padded.count ? String(repeating: " ", count: gap) + padded[row + half] : ""
                    return (right.isEmpty ? padded[row] : pad(padded[row], to: entryWidth)) + right
                }
            }
            return padded
        }
        return entries.flatMap { entry -> [String] in
            let line = entry.keys + "  " + entry.action
            guard TextWidth.displayWidth(of: line) > room else { return [line] }
            return [entry.keys] + TextOverlay.wrap(entry.action, width: max(1, room - 2)).map { "  " + $0 }
        }
    }

    /// `text` with spaces after it up to `width` columns.
    private static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - TextWidth.displayWidth(of: text)))
    }
}
