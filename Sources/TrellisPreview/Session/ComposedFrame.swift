import TrellisRender

/// One composed screen of the previewer, returned by ``PreviewSession/compose(showingFrameTime:)``:
/// the grid, and the scroll hint for the terminal.
///
/// ```swift
/// let frame = session.compose()
/// terminal.draw(frame.grid, scrolledRows: frame.scrolledRows)
/// ```
package struct ComposedFrame {
    /// The whole screen.
    package var grid: CellGrid
    /// How many rows the content moved up from the previous composed frame to this one (down
    /// when negative): nonzero only when the same layout of the same size moved vertically. A
    /// hint for ``Terminal/draw(_:scrolledRows:)``, which scrolls the terminal instead of redrawing.
    package var scrolledRows: Int
}
