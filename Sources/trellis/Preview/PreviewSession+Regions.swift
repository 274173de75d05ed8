import TrellisLayout
import TrellisRender

/// Where each part of the previewer's screen goes. Everything that takes screen space from the
/// layout (a panel, an extra line above the status line, a narrower content width) changes
/// ``contentArea`` here and nowhere else: the viewport, the composer and the place-keeping all
/// follow it.
extension PreviewSession {
    /// The part of the screen the layout is drawn in: every column, every row but the status
    /// line on the last row.
    var contentArea: CellRect {
        CellRect(x: 0, y: 0, width: max(0, columns), height: max(0, rows - 1))
    }

    /// The viewport size for ``contentArea``, in layout units: its cells times the current
    /// spec's scale (points per column and row; one unit per cell for a spec without `scale`).
    /// The one place where the content area's cells become layout units.
    var contentSize: Size {
        let area = contentArea
        return document.spec.cellScale.points(columns: area.width, rows: area.height)
    }
}
