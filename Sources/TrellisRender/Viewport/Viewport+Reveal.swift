import TrellisLayout

extension Viewport {
    /// Scrolls as little as possible to show `frame` (content coordinates) whole: along each
    /// axis, nothing moves when the frame is already inside the view; a frame above (left of)
    /// the view is brought to its top (left) edge, one below (right of) it to its bottom
    /// (right) edge; a frame longer than the view shows its top (left) edge at the view's top
    /// (left). The offset is then clamped as every scroll is (``scroll(to:)``).
    ///
    /// ```swift
    /// viewport.scrollToReveal(layout.layoutAttributesForItem(at: path)!.frame)
    /// ```
    public func scrollToReveal(_ frame: Rect) {
        guard frame.minX.isFinite, frame.minY.isFinite, frame.maxX.isFinite, frame.maxY.isFinite else { return }
        let x = Self.revealOffset(contentOffset.x, extent: size.width, min: frame.minX, max: frame.maxX)
        let y = Self.revealOffset(contentOffset.y, extent: size.height, min: frame.minY, max: frame.maxY)
        guard x != contentOffset.x || y != contentOffset.y else { return }
        scroll(to: Point(x: x, y: y))
    }

    /// The offset along one axis that shows `min ..< max` in a view `extent` long at `offset`
    /// with the least movement (its start, when it is longer than the view).
    public static func revealOffset(_ offset: Double, extent: Double, min: Double, max: Double) -> Double {
        if max - min > extent { return min }
        if min < offset { return min }
        if max > offset + extent { return max - extent }
        return offset
    }
}
