/// A location in layout units. `x` grows to the right, `y` grows downwards, as in UIKit.
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
