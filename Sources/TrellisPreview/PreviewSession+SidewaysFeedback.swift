import TrellisLayout

/// `h`/`l` (and Left/Right) where nothing scrolls sideways: they say why in the message line,
/// as the other keys that do nothing do, rather than doing nothing in silence.
extension PreviewSession {
    /// Scrolls the view `steps` columns sideways (positive: right), for `h`/`l` with no carousel
    /// on screen to scroll (``scrollSideways(_:)``); when the view cannot scroll sideways at all
    /// (the layout is no wider than the view), says why (``nothingSidewaysMessage``). At an edge
    /// of a layout that does scroll sideways it says nothing, as `j` at the end does.
    func scrollViewSideways(_ steps: Int) {
        viewport.scrollHorizontally(byCells: steps)
        if viewport.maxOffsetX <= 0 { message = nothingSidewaysMessage }
    }

    /// Why `h`/`l` moved nothing: a content width wider than the screen shows only its left
    /// part; a compositional layout has no carousel (an orthogonal section wider than the view)
    /// on screen; any other layout fits the width. O(1).
    var nothingSidewaysMessage: String {
        if let width = contentWidth, ContentWidth.columns(forWidth: width, pointsPerColumn: pointsPerColumn) > contentArea.width {
            return "a content width does not pan sideways; \\ fits it to the screen"
        }
        return document.layout is CompositionalLayout
            ? "nothing to scroll sideways: no carousel on screen is wider than the view"
            : "nothing to scroll sideways: the layout fits the width"
    }
}
