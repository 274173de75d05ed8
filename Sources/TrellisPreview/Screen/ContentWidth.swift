import TrellisLayout
import TrellisRender

/// A content width other than the terminal's (`--width N`, `<`, `>`, `\`): where the content
/// goes on the screen, and every conversion between screen columns and layout units.
///
/// **Units.** A content width is in layout units (points once a page has a scale). One screen
/// column is `pointsPerColumn` units (``PreviewSession/pointsPerColumn``). A width of `w` units
/// covers `floor(w / pointsPerColumn + 0.5)` columns, at least 1: the rasterizer's rounding of
/// the content's right edge. The layout itself runs at exactly `w` units.
///
/// **Placement.** With no content width set, the content takes every column of the screen
/// area and no frame is drawn. With a content width of `W` columns on a screen of `C`, the
/// content and a dim `│` frame line on each side make a block of `W + 2` columns:
/// - when the block fits (`W + 2 <= C`), it sits centred: the content starts at column
///   `(C - W) / 2` (rounded down, so an odd spare column goes to the right margin), the frame
///   lines sit in the columns just left and right of it;
/// - when it does not, the left frame line sits in column 0 and the content starts in column 1;
///   the content is cut at the screen's right edge (its leading `C - 1` columns show; the right
///   frame line, off screen, is not drawn). The layout still runs at the full width, so what
///   shows is the left part of the real layout, never a squeezed one.
///
/// ```swift
/// ContentWidth.placement(contentCells: 40, in: CellRect(x: 0, y: 0, width: 80, height: 23))
/// // content 20,0 40x23, frame lines in columns 19 and 60
/// ```
package enum ContentWidth {
    /// The widest content, in cells: what a terminal can be (`render --size` takes as many).
    package static let maximumCells = 4096
    /// The narrowest content, in cells.
    package static let minimumCells = 1

    /// Where the content and its frame lines go.
    struct Placement: Equatable {
        /// The screen cells the layout is drawn in.
        var content: CellRect
        /// The screen columns that hold a frame line, left first (none, one or two), each over
        /// the content's rows.
        var frameColumns: [Int]
    }

    /// The placement of content `contentCells` cells wide (`nil`: follow the screen) in
    /// `screen`, the part of the screen the layout may use (see ``ContentWidth``).
    static func placement(contentCells: Int?, in screen: CellRect) -> Placement {
        guard let wanted = contentCells else { return Placement(content: screen, frameColumns: []) }
        let width = max(minimumCells, wanted)
        guard screen.width > 0 else {
            return Placement(content: CellRect(x: screen.x, y: screen.y, width: 0, height: screen.height), frameColumns: [])
        }
        if width + 2 <= screen.width {
            let x = screen.x + (screen.width - width) / 2
            return Placement(content: CellRect(x: x, y: screen.y, width: width, height: screen.height),
                             frameColumns: [x - 1, x + width])
        }
        let shown = min(width, screen.width - 1)
        return Placement(content: CellRect(x: screen.x + 1, y: screen.y, width: shown, height: screen.height),
                         frameColumns: [screen.x])
    }

    // MARK: - Columns and layout units (the one place they are converted)

    /// The screen cells a content `width` layout units wide covers: `floor(width /
    /// pointsPerCell + 0.5)`, at least ``minimumCells``, at most ``maximumCells``.
    package static func cells(forWidth width: Double, pointsPerCell: Double) -> Int {
        min(max(cells(covering: width, unitsPerCell: pointsPerCell), minimumCells), maximumCells)
    }

    /// The cells (columns or rows) a length of `length` layout units from 0 covers, with
    /// `unitsPerCell` units to a cell: `floor(length / unitsPerCell + 0.5)`, the rasterizer's
    /// rounding of the far edge; 0 for a length that is not positive, capped far beyond any
    /// screen so that it cannot trap.
    package static func cells(covering length: Double, unitsPerCell: Double) -> Int {
        let value = (length / unitsPerCell + 0.5).rounded(.down)
        guard value.isFinite, value > 0 else { return 0 }
        return Int(min(value, 1e12))
    }

    /// The width in layout units of `cells` screen cells side by side.
    package static func width(ofCells cells: Int, pointsPerCell: Double) -> Double {
        Double(cells) * pointsPerCell
    }

    /// The widths a content width may take, in layout units: ``minimumCells`` to
    /// ``maximumCells`` cells.
    package static func allowedWidths(pointsPerCell: Double) -> ClosedRange<Double> {
        width(ofCells: minimumCells, pointsPerCell: pointsPerCell)...width(ofCells: maximumCells, pointsPerCell: pointsPerCell)
    }

    // MARK: - Showing it

    /// The status line's field for a content width: `w:48` (`w:49.1`: one decimal when not
    /// whole), with the page's unit when it has one (`w:393pt` for a page in points).
    package static func statusText(width: Double, unit: String = "") -> String {
        "w:" + format(width) + unit
    }

    /// A width as the status line and messages write it: whole, or with one decimal.
    package static func format(_ width: Double) -> String {
        let tenths = (width * 10).rounded()
        guard tenths.isFinite, abs(tenths) < 1e15 else { return "?" }
        let value = Int(tenths)
        return value % 10 == 0 ? String(value / 10) : "\(value / 10).\(abs(value % 10))"
    }

    /// The style of a frame line: dim, in the terminal's own colour.
    static let frameStyle = CellStyle(dim: true)

    /// Draws `placement`'s frame lines (`│`, dim) over its content rows in `grid`; a frame
    /// column outside the grid is left out.
    static func drawFrame(_ placement: Placement, on grid: inout CellGrid) {
        for column in placement.frameColumns where column >= 0 && column < grid.width {
            grid.fill(CellRect(x: column, y: placement.content.y, width: 1, height: placement.content.height),
                      with: Cell(symbol: "│", style: frameStyle))
        }
    }
}
