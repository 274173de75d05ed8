import TrellisRender

/// A framed box of text lines centred over the screen, above the status line, scrolled by
/// whole lines when they don't all fit: the help (`?`) and the warnings (`w`) overlays.
///
/// The top border carries the title; when the lines scroll, the bottom border says which
/// lines are shown and that `j`/`k` scroll (` j/k 4-8/20 `).
struct TextOverlay {
    /// The title on the top border, such as ` Keys — ? Esc q close `.
    var title: String
    /// The lines, each cut to the box's width when drawn.
    var lines: [String]
    /// Text drawn bold over the lines (the help's headings).
    var emphasis: [Emphasis] = []

    /// A run of `text` drawn bold where it stands on line `line`, `column` columns in.
    struct Emphasis: Equatable {
        var line: Int
        var column: Int
        var text: String
    }

    /// The most lines a box can show on a screen `screenHeight` rows high: every row but the
    /// status line and the two borders.
    static func textHeight(screenHeight: Int) -> Int {
        max(0, screenHeight - 3)
    }

    /// The widest a line can be, in cells, on a screen `screenWidth` cells wide: the borders and
    /// a space on each side take 4.
    static func textWidth(screenWidth: Int) -> Int {
        max(0, screenWidth - 4)
    }

    /// The largest scroll offset on a screen `screenHeight` rows high (0 when every line fits).
    func maxOffset(screenHeight: Int) -> Int {
        max(0, lines.count - Self.textHeight(screenHeight: screenHeight))
    }

    /// Draws the box over `grid` (leaving its last row, the status line, alone), showing the
    /// lines from `offset` on (clamped to the lines there are).
    func draw(on grid: inout CellGrid, offset: Int) {
        let visible = min(lines.count, Self.textHeight(screenHeight: grid.height))
        // Room for the widest scroll indicator too, so that it is never cut where the screen allows.
        let widestIndicator = visible < lines.count ? TextWidth.displayWidth(of: Self.indicator(lines.count, lines.count, lines.count)) - 2 : 0
        let contentWidth = max(lines.map(TextWidth.displayWidth(of:)).max() ?? 0, TextWidth.displayWidth(of: title), widestIndicator)
        let width = min(grid.width, contentWidth + 4)
        let height = visible + 2
        guard width >= 4, visible > 0 else { return }
        let first = min(max(0, offset), maxOffset(screenHeight: grid.height))
        let box = CellRect(x: (grid.width - width) / 2, y: max(0, (grid.height - 1 - height) / 2), width: width, height: height)
        let style = CellStyle(bold: false)
        grid.fill(box, with: Cell(symbol: " ", style: style))
        for x in box.x..<box.maxX {
            grid.set(Cell(symbol: "─", style: style), x: x, y: box.y)
            grid.set(Cell(symbol: "─", style: style), x: x, y: box.maxY - 1)
        }
        for y in box.y..<box.maxY {
            grid.set(Cell(symbol: "│", style: style), x: box.x, y: y)
            grid.set(Cell(symbol: "│", style: style), x: box.maxX - 1, y: y)
        }
        grid.set(Cell(symbol: "┌", style: style), x: box.x, y: box.y)
        grid.set(Cell(symbol: "┐", style: style), x: box.maxX - 1, y: box.y)
        grid.set(Cell(symbol: "└", style: style), x: box.x, y: box.maxY - 1)
        grid.set(Cell(symbol: "┘", style: style), x: box.maxX - 1, y: box.maxY - 1)
        let border = CellRect(x: box.x + 1, y: box.y, width: width - 2, height: 1)
        grid.setString(TextWidth.truncate(title, toWidth: width - 4), x: box.x + 2, y: box.y, style: CellStyle(bold: true), clip: border)
        if visible < lines.count {
            let where_ = Self.indicator(first + 1, first + visible, lines.count)
            let bottom = CellRect(x: box.x + 1, y: box.maxY - 1, width: width - 2, height: 1)
            grid.setString(TextWidth.truncate(where_, toWidth: width - 2), x: box.x + 1, y: box.maxY - 1, style: style, clip: bottom)
        }
        let inner = CellRect(x: box.x + 2, y: box.y + 1, width: width - 4, height: visible)
        for (index, line) in lines[first..<(first + visible)].enumerated() {
            grid.setString(TextWidth.truncate(line, toWidth: inner.width), x: inner.x, y: inner.y + index, style: style, clip: inner)
        }
        for bold in emphasis where (first..<(first + visible)).contains(bold.line)
            && bold.column + TextWidth.displayWidth(of: bold.text) <= inner.width {
            grid.setString(bold.text, x: inner.x + bold.column, y: inner.y + bold.line - first, style: CellStyle(bold: true), clip: inner)
        }
    }

    /// ` j/k 4-8/20 `: lines `first` to `last` of `count` are shown.
    private static func indicator(_ first: Int, _ last: Int, _ count: Int) -> String {
        " j/k \(first)-\(last)/\(count) "
    }

    /// `text` broken into lines of at most `width` columns, at spaces where it can be, else
    /// anywhere (for long warnings).
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0, TextWidth.displayWidth(of: text) > width else { return [text] }
        var lines: [String] = [], line = "", used = 0
        var lastSpace: String.Index?
        for character in text {
            let w = TextWidth.width(of: character)
            if used + w > width {
                if let space = lastSpace, space > line.startIndex {
                    let rest = String(line[line.index(after: space)...])
                    lines.append(String(line[..<space]))
                    line = rest
                } else {
                    lines.append(line)
                    line = ""
                }
                used = TextWidth.displayWidth(of: line)
                lastSpace = nil
            }
            if character == " " { lastSpace = line.endIndex }
            line.append(character)
            used += w
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
