import TrellisLayout
import TrellisRender

/// Where each part of the previewer's screen goes. Everything that takes screen space from the
/// layout (an extra line above the status line, a narrower content width) changes
/// ``contentArea`` here and nowhere else: the viewport, the composer and the place-keeping all
/// follow it. The inspector panel takes none: it lies over the layout, which keeps its size
/// (PreviewSession+InspectPlacement.swift), so inspecting never changes a frame.
extension PreviewSession {
    /// The part of the screen the layout is drawn in: every row above the status line (and, while
    /// a reload failed, above the diagnostics line; the inspector panel is an overlay over it);
    /// every column of what is left, or the centred columns of a content width
    /// (``contentPlacement``).
    var contentArea: CellRect {
        contentPlacement.content
    }

    /// Every column of every row above the status line and the diagnostics line: what the layout
    /// and the panels share.
    var areaAboveStatus: CellRect {
        CellRect(x: 0, y: 0, width: max(0, width), height: max(0, height - 1 - diagnosticsRows))
    }

    /// The viewport size for ``contentArea``, in layout units: ``layoutWidth`` wide (a content
    /// width's own, when set, else the area's columns times the spec's points per column), and
    /// the area's rows times the spec's points per row (one unit per cell for a spec without
    /// `scale`). The one place where the content area's cells become layout units.
    var contentSize: Size {
        let area = contentArea
        return Size(width: layoutWidth, height: Double(max(0, area.height)) * document.cellScale.y)
    }
}
