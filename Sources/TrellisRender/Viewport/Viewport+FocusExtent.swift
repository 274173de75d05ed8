import TrellisLayout

/// What a spatial move of the inspect selection needs to know of the carousels as the screen
/// shows them: how far sideways their cards reach (the previewer's focus search takes it as `horizontalExtent`).
extension Viewport {
    /// The x-range the elements meeting `rect`'s rows span where the screen shows them: each
    /// orthogonal section scrolled by its sideways offset
    /// (``OrthogonalScrollingLayout/horizontalExtent(of:orthogonalOffsets:)``), so a move along a
    /// carousel looks as far as its cards lie, past the content's edges; `0 … contentWidth` for
    /// any other layout. O(orthogonal sections meeting `rect`), as ``elementsWithOrthogonalOffsets(in:)``.
    public func horizontalExtentWithOrthogonalOffsets(of rect: Rect) -> ClosedRange<Double> {
        guard let layout = orthogonalLayout else { return 0...max(0, contentWidth) }
        return layout.horizontalExtent(of: rect, orthogonalOffsets: orthogonalOffsets(meeting: rect, in: layout))
    }

    /// The y-range the elements meeting `rect` span where the screen shows them: `0 … contentHeight`,
    /// widened by each section that scrolls vertically (in a horizontally scrolling layout)
    /// scrolled by its offset (``OrthogonalScrollingLayout/verticalExtent(of:orthogonalOffsets:)``),
    /// so a move down such a section looks as far as its cards lie, past the view's height.
    public func verticalExtentWithOrthogonalOffsets(of rect: Rect) -> ClosedRange<Double> {
        guard let layout = orthogonalLayout else { return 0...max(0, layout.collectionViewContentSize.height) }
        return layout.verticalExtent(of: rect, orthogonalOffsets: orthogonalOffsets(meeting: rect, in: layout))
    }
}
