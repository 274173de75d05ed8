import TrellisRender

/// One composed screen of the previewer, returned by ``PreviewSession/compose(showingFrameTime:)``:
/// the grid, and the scroll hint for the terminal.
///
/// ```swift
/// let frame = session.compose()
/// terminal.draw(frame.grid, scrolledRows: frame.scrolledRows)
/// if let check = frame.layoutCheck { session.receive(.frameChecked(check)) }
/// ```
package struct ComposedFrame {
    /// The whole screen.
    package var grid: CellGrid
    /// How many rows the content moved up from the previous composed frame to this one (down
    /// when negative): nonzero only when the same layout of the same size moved vertically. A
    /// hint for ``Terminal/draw(_:scrolledRows:)``, which scrolls the terminal instead of redrawing.
    package var scrolledRows: Int
    /// What the frame's own layout checks found (`rect-extra`, `invalid-frame` over the elements
    /// it drew), for the loop to hand back (``PreviewEvent/frameChecked(_:)``); nil for a frame
    /// without a layout.
    package var layoutCheck: FrameLayoutCheck?
}
