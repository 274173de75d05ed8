/// An axis-aligned rectangle in layout units: an origin (top-left corner) and a size.
public struct Rect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// The extent.
    public var size: Size

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Creates a rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its four components.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    /// The left edge.
    @inlinable public var minX: Double { origin.x }
    /// The top edge.
    @inlinable public var minY: Double { origin.y }
    /// The right edge, `minX + width`.
    @inlinable public var maxX: Double { origin.x + size.width }
    /// The bottom edge, `minY + height`.
    @inlinable public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    @inlinable public var width: Double { size.width }
    /// The height.
    @inlinable public var height: Double { size.height }

    /// Whether the two rectangles share interior points.
    ///
    /// Intersection is open: rectangles that only touch along an edge do not intersect:
    /// `a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY`.
    /// So a rectangle of zero width or height intersects a rectangle that strictly contains it,
    /// but never another rectangle of zero extent on the same axis.
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The overlap of the two rectangles; a rectangle of zero width or height (at the nearer
    /// edges) where they do not overlap on that axis.
    @inlinable
    public func intersection(_ other: Rect) -> Rect {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: Swift.max(0, x1 - x0), height: Swift.max(0, y1 - y0))
    }

    /// Whether this rectangle holds all of `other` (closed: a shared edge counts).
    @inlinable
    public func contains(_ other: Rect) -> Bool {
        minX <= other.minX && minY <= other.minY && maxX >= other.maxX && maxY >= other.maxY
    }

    /// The same rectangle mirrored horizontally inside a container of the given width:
    /// `x' = width - x - self.width`.
    @inlinable
    public func mirrored(inWidth containerWidth: Double) -> Rect {
        Rect(x: containerWidth - maxX, y: minY, width: size.width, height: size.height)
    }
}
