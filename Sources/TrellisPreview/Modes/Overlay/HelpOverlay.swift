import TrellisRender

/// The `?` overlay: every key and what it does, in groups under bold headings, laid out for the
/// screen. The groups go into the fewest columns side by side that show every key on one page
/// (two at 80x24, one on a tall screen, more on a wide and short one), each column with its
/// keys padded into a column of their own. When no number of columns fits the screen's height,
/// as many as fit its width, scrolled with `j`/`k`; on a screen too narrow for even one such
/// column, each key with its action on one line, or the action on the next lines, indented
/// and wrapped.
enum HelpOverlay {
    /// The title on the box's top border.
    static let title = " Keys — ? Esc q close "

    /// Columns between two columns of keys.
    static let gap = 3

    /// A group of keys under a heading (none for an empty heading).
    struct Group {
        /// `Scroll`, `Inspect`, …; empty for a group without a heading.
        var heading: String
        /// Each key (or keys) and what it does.
        var entries: [(keys: String, action: String)]
    }

    /// The lines of a laid-out help and where the headings are on them (drawn bold).
    struct Page {
        var lines: [String] = []
        var headings: [TextOverlay.Emphasis] = []
    }

    /// The overlay for `groups` on a `width` x `height` screen (in cells).
    static func overlay(_ groups: [Group], width: Int, height: Int) -> TextOverlay {
        let page = page(groups, width: width, height: height)
        return TextOverlay(title: title, lines: page.lines, emphasis: page.headings)
    }

    /// The lines for `groups` on a `width` x `height` screen (in cells).
    static func lines(_ groups: [Group], width: Int, height: Int) -> [String] {
        page(groups, width: width, height: height).lines
    }

    /// The help for `groups` on a `width` x `height` screen: the fewest columns of whole groups
    /// that fit the screen's height and width; else the most that fit its width (the box
    /// scrolls); else one wrapped column.
    static func page(_ groups: [Group], width screenWidth: Int, height screenHeight: Int) -> Page {
        let room = TextOverlay.textWidth(screenWidth: screenWidth)
        let height = TextOverlay.textHeight(screenHeight: screenHeight)
        var widest: [Range<Int>]?
        for count in 1...max(1, groups.count) {
            let split = balanced(groups, into: count)
            guard width(of: split, in: groups) <= room else { break }
            widest = split
            if split.map({ self.height(of: groups[$0]) }).max() ?? 0 <= height { break }
        }
        guard let split = widest else { return wrapped(groups, width: room) }
        return sideBySide(split.map { column(groups[$0]) })
    }

    // MARK: - Columns

    /// The rows a column of `groups` takes: each heading and entry, and a blank row between groups.
    private static func height(of groups: ArraySlice<Group>) -> Int {
        groups.reduce(0) { $0 + (($1.heading.isEmpty ? 0 : 1) + $1.entries.count) } + max(0, groups.count - 1)
    }

    /// `groups` cut, in order, into at most `count` runs of whole groups, the tallest run as
    /// short as can be.
    private static func balanced(_ groups: [Group], into count: Int) -> [Range<Int>] {
        let tallest = groups.indices.map { height(of: groups[$0...$0]) }.max() ?? 0
        var limit = tallest
        while true {
            let runs = greedy(groups, limit: limit)
            if runs.count <= count { return runs }
            limit += 1
        }
    }

    /// `groups` cut, in order, into runs each at most `limit` rows tall (a taller group alone).
    private static func greedy(_ groups: [Group], limit: Int) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = 0
        for end in groups.indices.dropFirst() where height(of: groups[start...end]) > limit {
            runs.append(start..<end)
            start = end
        }
        if !groups.isEmpty { runs.append(start..<groups.count) }
        return runs
    }

    /// The columns `split` takes side by side, with the gaps between them.
    private static func width(of split: [Range<Int>], in groups: [Group]) -> Int {
        split.map { column(groups[$0]).width }.reduce(0, +) + gap * max(0, split.count - 1)
    }

    /// One column of `groups`: each heading, then its entries with the keys padded to the
    /// column's widest keys; a blank line between groups.
    private static func column(_ groups: ArraySlice<Group>) -> (page: Page, width: Int) {
        let entries = groups.flatMap(\.entries)
        let keyWidth = entries.map { TextWidth.displayWidth(of: $0.keys) }.max() ?? 0
        var page = Page()
        for group in groups {
            if !page.lines.isEmpty { page.lines.append("") }
            if !group.heading.isEmpty {
                page.headings.append(.init(line: page.lines.count, column: 0, text: group.heading))
                page.lines.append(group.heading)
            }
            page.lines += group.entries.map { pad($0.keys, to: keyWidth) + "  " + $0.action }
        }
        return (page, page.lines.map(TextWidth.displayWidth(of:)).max() ?? 0)
    }

    /// `columns` side by side, each but the last padded to its width, `gap` apart.
    private static func sideBySide(_ columns: [(page: Page, width: Int)]) -> Page {
        var page = Page(lines: Array(repeating: "", count: columns.map(\.page.lines.count).max() ?? 0))
        var x = 0
        for (index, column) in columns.enumerated() {
            let last = index == columns.count - 1
            for row in page.lines.indices {
                let text = row < column.page.lines.count ? column.page.lines[row] : ""
                page.lines[row] = pad(page.lines[row], to: x) + (last ? text : pad(text, to: column.width))
            }
            page.headings += column.page.headings.map { .init(line: $0.line, column: x + $0.column, text: $0.text) }
            x += column.width + gap
        }
        page.lines = page.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        return page
    }

    /// One column for a narrow screen, `width` columns, without blank lines: each heading,
    /// then its entries with the group's keys padded into a column when they all fit, else
    /// each key with its action on one line, or the action on the next lines, indented and wrapped.
    private static func wrapped(_ groups: [Group], width: Int) -> Page {
        var page = Page()
        for group in groups {
            // A group without a heading stands apart from the one before by a blank line.
            if group.heading.isEmpty, !page.lines.isEmpty { page.lines.append("") }
            for heading in group.heading.isEmpty ? [] : TextOverlay.wrap(group.heading, width: max(1, width)) {
                page.headings.append(.init(line: page.lines.count, column: 0, text: heading))
                page.lines.append(heading)
            }
            // The group's keys padded into a column of their own where every line then fits.
            let keyWidth = group.entries.map { TextWidth.displayWidth(of: $0.keys) }.max() ?? 0
            let padded = group.entries.map { pad($0.keys, to: keyWidth) + "  " + $0.action }
            if padded.allSatisfy({ TextWidth.displayWidth(of: $0) <= width }) {
                page.lines += padded
                continue
            }
            for entry in group.entries {
                let line = entry.keys + "  " + entry.action
                guard TextWidth.displayWidth(of: line) > width else {
                    page.lines.append(line)
                    continue
                }
                page.lines.append(entry.keys)
                page.lines += TextOverlay.wrap(entry.action, width: max(1, width - 2)).map { "  " + $0 }
            }
        }
        return page
    }

    /// `text` with spaces after it up to `width` columns.
    private static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - TextWidth.displayWidth(of: text)))
    }
}
