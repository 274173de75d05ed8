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
/// The size stays within `render`'s limits (``OptionValues/maxHeight``, ``OptionValues/maxWidth``,
/// ``OptionValues/maxCells``): a larger content is a usage error that says how large it is.
enum FullRender {
    /// Resizes `session` to show the whole content of its spec.
    /// A screen too narrow (or, for a spec that scrolls sideways, too short) to show a layout
    /// at all keeps its size: it shows the too-small notice, not a taller or wider blank.
    static func expand(_ session: PreviewSession, width: Int, height: Int) throws(CommandFailure) {
        let document = session.document
        let horizontal = document.scrollsHorizontally
        if horizontal ? height < PreviewSession.minimumHeight : width < PreviewSession.minimumWidth { return }
        let viewport = session.viewport
        viewport.layout.completeLayout()
        if horizontal {
            let contentWidth = ContentWidth.cells(covering: viewport.contentWidth, unitsPerCell: PreviewSession.pointsPerColumn(of: document))
            let wide = max(width, contentWidth)
            guard wide <= OptionValues.maxWidth, wide * height <= OptionValues.maxCells else {
                throw .usage("--full: the whole content is \(contentWidth) columns wide at \(height) rows; render prints at most "
                             + "\(OptionValues.maxWidth) columns and \(OptionValues.maxCells) cells", command: "render")
            }
            session.resize(width: wide, height: height)
        } else {
            let contentHeight = ContentWidth.cells(covering: viewport.contentHeight, unitsPerCell: PreviewSession.pointsPerRow(of: document))
            let tall = max(height, contentHeight + 1)
            guard tall <= OptionValues.maxHeight, width * tall <= OptionValues.maxCells else {
                throw .usage("--full: the whole content is \(contentHeight) rows tall at \(width) columns; render prints at most "
                             + "\(OptionValues.maxHeight) rows and \(OptionValues.maxCells) cells", command: "render")
            }
            session.resize(width: width, height: tall)
        }
    }
}
