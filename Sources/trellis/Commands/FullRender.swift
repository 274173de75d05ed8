import TrellisPreview
import TrellisLayout

/// `render --full`: a screen as large as the whole content, so that nothing is left to scroll.
///
/// - A spec that scrolls vertically gets as many rows as its content is tall (in rows, the
///   rasterizer's rounding of its bottom edge), plus the status line: the whole content, then the
///   status line last. A content shorter than the screen keeps the screen's rows, so `--full`
///   never prints less than the same render without it.
/// - A spec that scrolls horizontally gets as many columns as its content is wide, at the
///   screen's rows (the height its rows flow across); it has no content width of its own.
///
/// The size stays within `render`'s limits (``OptionValues/maxRows``, ``OptionValues/maxColumns``,
/// ``OptionValues/maxCells``): a larger content is a usage error that says how large it is.
enum FullRender {
    /// Resizes `session` to show the whole content of its spec.
    /// A screen too narrow (or, for a spec that scrolls sideways, too short) to show a layout
    /// at all keeps its size: it shows the too-small notice, not a taller or wider blank.
    static func expand(_ session: PreviewSession, width columns: Int, height rows: Int) throws(CommandFailure) {
        let document = session.document
        let horizontal = document.scrollsHorizontally
        if horizontal ? rows < PreviewSession.minimumHeight : columns < PreviewSession.minimumWidth { return }
        let viewport = session.viewport
        viewport.layout.completeLayout()
        if horizontal {
            let contentColumns = ContentWidth.cells(covering: viewport.contentWidth, unitsPerCell: PreviewSession.pointsPerColumn(of: document))
            let wide = max(columns, contentColumns)
            guard wide <= OptionValues.maxColumns, wide * rows <= OptionValues.maxCells else {
                throw .usage("--full: the whole content is \(contentColumns) columns wide at \(rows) rows; render prints at most "
                             + "\(OptionValues.maxColumns) columns and \(OptionValues.maxCells) cells", command: "render")
            }
            session.resize(width: wide, height: rows)
        } else {
            let contentRows = ContentWidth.cells(covering: viewport.contentHeight, unitsPerCell: PreviewSession.pointsPerRow(of: document))
            let tall = max(rows, contentRows + 1)
            guard tall <= OptionValues.maxRows, columns * tall <= OptionValues.maxCells else {
                throw .usage("--full: the whole content is \(contentRows) rows tall at \(columns) columns; render prints at most "
                             + "\(OptionValues.maxRows) rows and \(OptionValues.maxCells) cells", command: "render")
            }
            session.resize(width: columns, height: tall)
        }
    }
}
