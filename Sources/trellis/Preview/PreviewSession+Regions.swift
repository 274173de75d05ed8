import TrellisLayout
import TrellisRender

/// Where each part of the previewer's screen goes. Everything that takes screen space from the
/// layout (a panel, an extra line above the status line, a narrower content width) changes
/// ``contentArea`` here and nowhere else: the viewport, the composer and the place-keeping all
/// follow it.
extension PreviewSession {
    /// The part of the screen the layout is drawn in: every column, every row but the status
    /// line on the last row, less the inspector panel while inspecting.
    var contentArea: CellRect {
        inspectorRegions(in: areaAboveStatus).content
    }

    /// Every column of every row above the status line: what the layout and the panels share.
    var areaAboveStatus: CellRect {
        CellRect(x: 0, y: 0, width: max(0, columns), height: max(0, rows - 1))
    }

    /// The viewport size for ``contentArea``, in layout units.
    var contentSize: Size {
        let area = contentArea
        return Size(width: Double(max(0, area.width)), height: Double(max(0, area.height)))
    }
}
