import TrellisRender

/// The diagnostics line and the `!` list: what the previewer says about files that failed to
/// reload, until they load again.
///
/// While any spec file's last reload failed, the row above the status line is the diagnostics
/// line (``PreviewSession/contentArea`` gives it up): `✗ photos.json:3:14: sections[0]: …` for
/// one error, `✗ 3 problems — press ! to list` for several. A key does not clear it; a good
/// reload of the file does. `!` lists every error, then every spec's warnings, in a scrollable
/// overlay. File names are as given on the command line, and spec text in them is escaped
/// (``SpecDiagnostic/description``).
extension PreviewSession {
    /// The rows the diagnostics line takes from the layout: 1 while a reload failed, else 0.
    var diagnosticsRows: Int { reloadErrors.isEmpty ? 0 : 1 }

    /// The diagnostics line's text, or nil when no reload failed.
    var diagnosticsLine: String? {
        switch reloadErrors.count {
        case 0: nil
        case 1: reloadErrors.values.first.map { "✗ " + $0 }
        default: "✗ \(reloadErrors.count) problems — press ! to list"
        }
    }

    /// What `!` lists: each failed file's error, in the order of the specs, then each spec's
    /// warnings (at most ``SpecLimits/maxWarnings`` a spec).
    var diagnosticsLines: [String] {
        let errors = reloadErrors.keys.sorted().compactMap { reloadErrors[$0].map { "✗ " + $0 } }
        return errors + documents.flatMap { $0.warnings.map { "warning: " + $0 } }
    }

    /// The `!` overlay, its lines wrapped to the screen.
    func diagnosticsOverlay() -> TextOverlay {
        let width = TextOverlay.textColumns(screenColumns: columns)
        let count = reloadErrors.count
        let title = count == 0 ? " Warnings — ! Esc q close " : " \(count) error\(count == 1 ? "" : "s") — ! Esc q close "
        return TextOverlay(title: title, lines: diagnosticsLines.flatMap { TextOverlay.wrap($0, width: width) })
    }

    /// The style of the diagnostics line: bold red (bold alone without colour).
    static let diagnosticsStyle = CellStyle(foreground: .red, bold: true)

    /// Draws the diagnostics line, if any, on the row just below ``contentArea``.
    func drawDiagnosticsLine(on grid: inout CellGrid) {
        guard let text = diagnosticsLine else { return }
        let area = areaAboveStatus
        let row = area.y + area.height
        guard row >= 0, row < grid.height else { return }
        let line = CellRect(x: 0, y: row, width: grid.width, height: 1)
        grid.fill(line, with: Cell(symbol: " ", style: .plain))
        grid.setString(TextWidth.truncate(text, toWidth: grid.width), x: 0, y: row, style: Self.diagnosticsStyle, clip: line)
    }
}
