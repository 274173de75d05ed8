import TrellisRender

/// What a page whose content did not load (``PreviewPage/init(title:filePath:error:load:)``)
/// shows where its layout would be, and what it says to the keys that need a layout.
///
/// Its body, over the rows a layout would take (the error as the page's loader gave it, which
/// for a spec names the file, line and column):
///
/// ```text
///
///  broken.json did not load:
///
///  /tmp/broken.json:1:13: invalid JSON: expected a JSON value, got the end of the
///  file
///
///  It loads as soon as the file is fixed or created (r tries again now).
/// ```
///
/// The status line shows the title, `[n/N]` and ``notice``; the diagnostics line and `!` list the
/// error with the others.
enum LoadFailurePage {
    /// The status line's notice on such a page.
    static let notice = "did not load — r to retry"

    /// One line of the body and its style.
    struct Line: Equatable {
        var text: String
        var style: CellStyle
    }

    /// The body's lines for a text `width` columns wide: a blank line, `TITLE did not load:`,
    /// the error wrapped (in the diagnostics line's style), and how the page comes back: by
    /// itself once the file is fixed or created when the files are `watched`, else with `r`.
    static func lines(title: String, error: String, watched: Bool, width: Int) -> [Line] {
        let plain = CellStyle.plain
        let hint = watched ? "It loads as soon as the file is fixed or created (r tries again now)."
                           : "Fix or create the file, then press r to load it."
        return [Line(text: "", style: plain), Line(text: title + " did not load:", style: CellStyle(bold: true)),
                Line(text: "", style: plain)]
            + TextOverlay.wrap(error, width: width).map { Line(text: $0, style: PreviewSession.diagnosticsStyle) }
            + [Line(text: "", style: plain)]
            + TextOverlay.wrap(hint, width: width).map { Line(text: $0, style: plain) }
    }

    /// Draws the body into `area` of `grid`, a column in from each side, as many lines as fit.
    static func draw(title: String, error: String, watched: Bool, in area: CellRect, on grid: inout CellGrid) {
        let text = CellRect(x: area.x + 1, y: area.y, width: max(0, area.width - 2), height: area.height)
        guard text.width > 0 else { return }
        for (row, line) in lines(title: title, error: error, watched: watched, width: text.width).prefix(text.height).enumerated() {
            grid.setString(TextWidth.truncate(line.text, toWidth: text.width), x: text.x, y: text.y + row, style: line.style, clip: text)
        }
    }

    /// Why `action` does nothing on such a page titled `title` (`nothing to scroll: broken.json
    /// did not load`); nil for an action that needs no layout: the pages, the overlays, `r`,
    /// `=` (which acts on every page), quit, redraw, a resize.
    static func refusal(of action: PreviewAction, title: String) -> String? {
        let nothing: String
        switch action {
        case .scrollLines, .scrollHalfPages, .scrollPages, .scrollHorizontally, .top, .bottom: nothing = "scroll"
        case .columns, .spacing, .toggleSectionHeadersPinToVisibleBounds, .toggleDirection, .cycleAlignment, .cycleOrder: nothing = "adjust"
        case .contentWidth, .followTerminalWidth: nothing = "lay out at another width"
        case .openPrompt(.goTo): nothing = "go to"
        case .openPrompt(.search), .findNext: nothing = "search"
        case .toggleInspect, .moveSelection, .nextItem, .click: nothing = "inspect"
        case .copySelection: nothing = "copy"
        case .nextPage, .page, .resetAdjustments, .toggleWarnings, .toggleDiagnostics, .dismiss, .reload, .toggleHelp,
             .redraw, .resize, .quit:
            return nil
        }
        return "nothing to \(nothing): \(title) did not load"
    }
}
