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

    /// The same insets with every side made safe: negative, NaN or infinite values become 0.
    public var sanitized: EdgeInsets {
        EdgeInsets(top: top.nonNegativeFinite, left: left.nonNegativeFinite,
                   bottom: bottom.nonNegativeFinite, right: right.nonNegativeFinite)
    }
}

extension Double {
    /// This value when it is finite and at least 0, otherwise 0.
    ///
    /// Every length that reaches a layout from a delegate passes through here, so that no
    /// input can make a layout trap or produce negative gaps.
    @inlinable
    public var nonNegativeFinite: Double {
        (isFinite && self > 0) ? self : 0
    }
}
