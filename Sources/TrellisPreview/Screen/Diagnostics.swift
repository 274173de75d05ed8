import TrellisDoctor
import TrellisRender

/// The diagnostics line and the `!` list: what the previewer says about files that failed to
/// reload, until they load again, and the layout doctor's findings on the layout shown.
///
/// While any page's file's last reload failed, or the layout shown has problems, the row above
/// the status line is the diagnostics line (the session's content area gives it up):
/// `✗ photos.json:3:14: sections[0]: …` for one error, `✗ 3 problems — press ! to list` for
/// several, `✗ 2 layout problems — press !` for the layout doctor's errors and warnings on the
/// page shown (with a failed reload too, every problem counts: `✗ 3 problems — press ! to list`).
/// A key does not clear it; a good reload of the file does, and a layout without problems.
/// `!` lists every error, then the layout's findings, then every page's warnings, in a
/// scrollable overlay. File names are as given on the command line, and page text in them is
/// escaped (``SpecDiagnostic/description``).
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
    /// The layout doctor's errors and warnings on the layout shown (``LayoutCheckup/problems``).
    var layoutProblems: [LayoutFinding] = []
    /// The title of the page shown, which `!` names with its layout's problems.
    var layoutTitle = ""

    /// The diagnostics line's text, or nil when no reload failed and the layout shown has no problem.
    var line: String? {
        let problems = layoutProblems.count
        switch (errors.count, problems) {
        case (0, 0): return nil
        case (0, _): return "✗ \(problems) layout problem\(problems == 1 ? "" : "s") — press !"
        case (1, 0): return errors.first.map { "✗ " + $0 }
        default: return "✗ \(errors.count + problems) problems — press ! to list"
        }
    }

    /// What `!` lists: each failed file's error, in the order of the pages, then the layout
    /// doctor's findings on the layout shown (`✗ Photos: rect-extra: returned …` for an error,
    /// `warning: Photos: overlap: …`), then each page's warnings (at most
    /// ``SpecLimits/maxWarnings`` a page).
    var lines: [String] {
        errors.map { "✗ " + $0 }
            + layoutProblems.map { ($0.severity == .error ? "✗ " : "warning: ") + layoutTitle + ": " + $0.check + ": " + $0.message }
            + pages.flatMap { $0.warnings.map { "warning: " + $0 } }
    }

    /// The `!` overlay, its lines wrapped to a screen `screenWidth` cells wide.
    func overlay(screenWidth: Int) -> TextOverlay {
        let width = TextOverlay.textWidth(screenWidth: screenWidth)
        let count = errors.count + layoutProblems.count(where: { $0.severity == .error })
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
