/// A direction a selection moves in on screen, as arrow keys and `h j k l` move it.
public enum FocusDirection: String, Hashable, Sendable, CaseIterable {
    /// Towards smaller `y`.
    case up
    /// Towards larger `y`.
    case down
    /// Towards smaller `x`.
    case left
    /// Towards larger `x`.
    case right

    /// Whether the direction runs along `y`.
    public var isVertical: Bool { self == .up || self == .down }
}
