/// How many layout units (points) one display cell stands for: `x` per column, `y` per row.
///
/// A spec in points (`"scale": {"x": 8, "y": 16}`) is laid out in points; whatever shows it in
/// cells divides by the scale (a viewport's scroll steps, a rasterizer's edges). The default,
/// ``unit``, is one unit per cell, so code that knows nothing of scales is unchanged.
///
/// ```swift
/// let scale = LayoutScale(x: 8, y: 16)
/// scale.points(width: 49, height: 23)   // 392 x 368
/// ```
public struct LayoutScale: Hashable, Sendable {
    /// Layout units per column.
    public var x: Double
    /// Layout units per row.
    public var y: Double

    /// One unit per cell: layout units are cells.
    public static let unit = LayoutScale(x: 1, y: 1)

    /// Creates a scale; a value that is not finite and positive counts as 1.
    public init(x: Double, y: Double) {
        self.x = (x.isFinite && x > 0) ? x : 1
        self.y = (y.isFinite && y > 0) ? y : 1
    }

    /// The size in layout units of `width` x `height` cells (negative counts as 0).
    public func points(width: Int, height: Int) -> Size {
        Size(width: Double(max(0, width)) * x, height: Double(max(0, height)) * y)
    }
}
