import TrellisLayout
import TrellisRender

/// Where each part of the previewer's screen goes. Everything that takes screen space from the
/// layout (an extra line above the status line, a narrower content width) changes
/// ``contentArea`` here and nowhere else: the viewport, the composer and the place-keeping all
/// follow it. The inspector panel takes none: it lies over the layout, which keeps its size
/// (``InspectMode``), so inspecting never changes a frame.
///
/// ```swift
/// let regions = ScreenRegions(width: 80, height: 24, diagnosticsRows: 0, contentCells: nil)
/// regions.contentArea   // x 0, y 0, 80 x 23
/// ```
struct ScreenRegions {
    /// The screen's width, in cells.
    let width: Int
    /// The screen's height, in cells.
    let height: Int
    /// The rows the diagnostics line takes (1 while a reload failed, else 0).
    let diagnosticsRows: Int
    /// The cells a content width asks for, side by side; nil while the layout follows the screen.
    let contentCells: Int?

    /// Every column of every row above the status line and the diagnostics line: what the layout
    /// and the panels share.
    var areaAboveStatus: CellRect {
        CellRect(x: 0, y: 0, width: max(0, width), height: max(0, height - 1 - diagnosticsRows))
    }

    /// Where the content and its frame lines go (``ContentWidth/placement(contentCells:in:)``).
    var contentPlacement: ContentWidth.Placement {
        ContentWidth.placement(contentCells: contentCells, in: areaAboveStatus)
    }

    /// The part of the screen the layout is drawn in: every row above the status line (and, while
    /// a reload failed, above the diagnostics line; the inspector panel is an overlay over it);
    /// every column of what is left, or the centred columns of a content width.
    var contentArea: CellRect {
        contentPlacement.content
    }
}
