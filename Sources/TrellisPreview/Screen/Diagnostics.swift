import TrellisRender

/// The diagnostics line and the `!` list: what the previewer says about files that failed to
/// reload, until they load again.
///
/// While any page's file's last reload failed, the row above the status line is the diagnostics
/// line (the session's content area gives it up): `✗ photos.json:3:14: sections[0]: …` for
/// one error, `✗ 3 problems — press ! to list` for several. A key does not clear it; a good
/// reload of the file does. `!` lists every error, then every page's warnings, in a scrollable
/// overlay. File names are as given on the command line, and page text in them is escaped
/// (``SpecDiagnostic/description``).
///
/// ```swift
/// let diagnostics = Diagnostics(errors: ["a.json:3:14: …"], pages: pages)
/// diagnostics.line   // "✗ a.json:3:14: …"
/// ```
struct Diagnostics {
    /// Each failed file's error, in the order of the pages.
    let errors: [String]
    /// The pages, whose warnings `!` lists after the errors.
    let pages: [PreviewPage]

    /// The diagnostics line's text, or nil when no reload failed.
    var line: String? {
        switch errors.count {
        case 0: nil
        case 1: errors.first.map { "✗ " + $0 }
        default: "✗ \(errors.count) problems — press ! to list"
        }
    }

    /// What `!` lists: each failed file's error, in the order of the pages, then each page's
    /// warnings (at most ``SpecLimits/maxWarnings`` a page).
    var lines: [String] {
        errors.map { "✗ " + $0 } + pages.flatMap { $0.warnings.map { "warning: " + $0 } }
    }

    /// The `!` overlay, its lines wrapped to a screen `screenWidth` cells wide.
    func overlay(screenWidth: Int) -> TextOverlay {
        let width = TextOverlay.textWidth(screenWidth: screenWidth)
        let count = errors.count
        let title = count == 0 ? " Warnings — ! Esc q close " : " \(count) error\(count == 1 ? "" : "s") — ! Esc q close "
        return TextOverlay(title: title, lines: lines.flatMap { TextOverlay.wrap($0, width: width) })
    }

    /// The style of the diagnostics line: bold red (bold alone without colour).
    static let style = CellStyle(foreground: .red, bold: true)

    /// Draws the diagnostics line, if any, on row `row` of `grid` (the row just below the area
    /// above the status line).
    func drawLine(on grid: inout CellGrid, row: Int) {
        guard let text = line, row >= 0, row < grid.height else { return }
        let rect = CellRect(x: 0, y: row, width: grid.width, height: 1)
        grid.fill(rect, with: Cell(symbol: " ", style: .plain))
        grid.setString(TextWidth.truncate(text, toWidth: grid.width), x: 0, y: row, style: Self.style, clip: rect)
    }
}
