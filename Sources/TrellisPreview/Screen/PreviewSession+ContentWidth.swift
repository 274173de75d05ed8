import TrellisLayout
import TrellisRender

/// The content width keys (`<`, `>`, `\`) and `--width`: the layout laid out at a width of its
/// own, centred between dim frame lines (``ContentWidth``), whatever the terminal's width.
extension PreviewSession {
    /// How many spec units one screen column is for `document`: the spec's `scale.x` (points
    /// per column), 1 for a spec in cells. Every conversion between columns and spec units takes
    /// it from here (through ``ContentWidth``).
    package static func pointsPerColumn(of document: PreviewPage) -> Double { document.cellScale.x }

    /// How many spec units one screen row is for `document`: the spec's `scale.y` (points per
    /// row), 1 for a spec in cells. `export` sizes its text by it.
    package static func pointsPerRow(of document: PreviewPage) -> Double { document.cellScale.y }

    /// ``pointsPerColumn(of:)`` of the spec shown.
    var pointsPerColumn: Double { Self.pointsPerColumn(of: document) }

    /// A content width as the status line writes it for the spec shown: `393pt` for a spec in
    /// points, `48` for one in cells.
    func formattedContentWidth(_ width: Double) -> String {
        ContentWidth.format(width) + document.lengthUnit
    }

    /// The screen part the layout may use before a content width narrows it: every row above
    /// the status line and the diagnostics line (the inspector panel is drawn over it).
    var layoutScreenArea: CellRect {
        areaAboveStatus
    }

    /// Where the content and its frame lines go (``ContentWidth/placement(contentColumns:in:)``).
    var contentPlacement: ContentWidth.Placement {
        let wanted = contentWidth.map { ContentWidth.columns(forWidth: $0, pointsPerColumn: pointsPerColumn) }
        return ContentWidth.placement(contentColumns: wanted, in: layoutScreenArea)
    }

    /// The width the layout runs at, in spec units: the content width when one is set (exactly,
    /// also when the screen shows only part of it), else the content area's columns.
    var layoutWidth: Double {
        contentWidth ?? ContentWidth.width(ofColumns: contentArea.width, pointsPerColumn: pointsPerColumn)
    }

    /// Lays the current spec out at `width` of its units from now on (`nil`: follow the
    /// terminal), keeping the place as a resize does. The caller checks the width
    /// (``ContentWidth/allowedWidths(pointsPerColumn:)``).
    func setContentWidth(_ width: Double?) {
        pageStates[current].contentWidth = width
        reflowToContentArea()
    }

    /// `--width N`: every spec at `width` of its own units (the caller checked it against every
    /// spec's scale); the current one reflows now, the others when shown.
    package func setContentWidthOfEveryPage(_ width: Double) {
        for index in pageStates.indices { pageStates[index].contentWidth = width }
        reflowToContentArea()
    }

    /// `<` / `>`: the content `delta` columns narrower or wider, starting from the terminal's
    /// width when it follows the terminal. Returns the message refusing a step past 1 column or
    /// ``ContentWidth/maximumColumns`` (nothing changes then), else nil.
    func stepContentWidth(by delta: Int) -> String? {
        let perColumn = pointsPerColumn
        let allowed = ContentWidth.allowedWidths(pointsPerColumn: perColumn)
        // Following the terminal, the layout is as wide as the screen part it may use.
        let current = contentWidth ?? ContentWidth.width(ofColumns: layoutScreenArea.width, pointsPerColumn: perColumn)
        let stepped = (current + Double(delta) * perColumn).clamped(to: allowed)
        guard stepped != current else {
            return delta < 0
                ? "the content is \(formattedContentWidth(current)) wide: it cannot be narrower than 1 column"
                : "the content is \(formattedContentWidth(current)) wide: it cannot be wider than \(ContentWidth.maximumColumns) columns"
        }
        setContentWidth(stepped)
        return nil
    }

    /// `\`: follow the terminal's width again. Returns the message refusing it when the content
    /// already follows the terminal, else nil.
    func followTerminalWidth() -> String? {
        guard contentWidth != nil else { return "the content already follows the terminal's width (< and > set one)" }
        setContentWidth(nil)
        return nil
    }
}
