/// Distances inwards from the four edges of a rectangle, as UIKit's `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    /// Distance from the top edge.
    public var top: Double
    /// Distance from the left edge.
    public var left: Double
    /// Distance from the bottom edge.
    public var bottom: Double
    /// Distance from the right edge.
    public var right: Double

    /// No insets.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Creates insets; every side defaults to 0.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same insets with every side made safe: negative, NaN or infinite values become 0 (see `Double.layoutLength`).
    public var sanitized: EdgeInsets {
        EdgeInsets(top: top.layoutLength, left: left.layoutLength,
                   bottom: bottom.layoutLength, right: right.layoutLength)
    }
}

extension Double {
    /// The largest length a layout works with: larger lengths count as this, so that sums over
    /// millions of items stay finite.
    public static let maximumLayoutLength = 1e15

    /// This value as a safe layout length: negative, NaN and infinite values count as 0, values
    /// above ``maximumLayoutLength`` count as that.
    ///
    /// Every length that reaches a layout from a delegate passes through here, so that no
    /// input can make a layout trap, produce negative gaps or non-finite frames.
    @inlinable
    public var layoutLength: Double {
        // NaN fails both comparisons; infinities fail one.
        (self > 0 && self < .infinity) ? (self < Double.maximumLayoutLength ? self : Double.maximumLayoutLength) : 0
    }
}
