/// Insets from a rectangle's four edges, as UIKit's `UIEdgeInsets`: positive values shrink the
/// rectangle (a section's inset, a collection view's content inset).
///
/// ```swift
/// CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
/// // (10, 5, 80, 40)
/// ```
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    /// The inset from each edge.
    public var top, left, bottom, right: CGFloat

    /// No insets.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// The given insets.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    /// No insets.
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// This rectangle with `insets` taken from its edges, as UIKit's `UIEdgeInsetsInsetRect`:
    /// the origin moves by `(left, top)` and the size shrinks by both sides' sum. Insets larger
    /// than the rectangle give a negative size, which `CGRect` standardises.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }
}
