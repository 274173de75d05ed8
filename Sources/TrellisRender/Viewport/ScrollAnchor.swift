import TrellisLayout

/// A viewport's place in terms that survive a reflow (a resize, or a new layout of the same
/// items): taken with ``Viewport/scrollAnchor()``, put back with ``Viewport/restore(_:)``.
///
/// ```swift
/// let place = oldViewport.scrollAnchor()
/// let viewport = Viewport(layout: rebuiltLayout, size: oldViewport.size)
/// viewport.restore(place)   // the same first visible cell, at the same distance from the top
/// ```
public struct ScrollAnchor: Hashable, Sendable {
    /// An end of an axis the view was at.
    public enum Edge: Hashable, Sendable {
        /// Offset 0: the top (or the left edge).
        case start
        /// The largest offset: the end of the content is on screen.
        case end
    }

    /// The first visible cell (smallest `minY`, then smallest `minX`), if any cell was visible.
    public var item: LayoutIndexPath?
    /// The content offset minus the anchor cell's frame origin (0 on both axes without a cell).
    public var distance: Point
    /// The content offset itself, kept when there is no anchor cell.
    public var offset: Point
    /// The end of the horizontal axis the view was at, if any.
    public var edgeX: Edge?
    /// The end of the vertical axis the view was at, if any.
    public var edgeY: Edge?

    /// Creates an anchor; ``Viewport/scrollAnchor()`` makes them from a viewport.
    public init(item: LayoutIndexPath?, distance: Point, offset: Point, edgeX: Edge?, edgeY: Edge?) {
        self.item = item
        self.distance = distance
        self.offset = offset
        self.edgeX = edgeX
        self.edgeY = edgeY
    }
}
