/// A gap of a compositional layout, as UIKit's `NSCollectionLayoutSpacing`: a fixed length, or a
/// flexible one that takes its minimum plus an equal share of its group's leftover length
/// (docs/layouts.md, "Compositional", rule 17).
///
/// A number literal is a fixed spacing, so `interItemSpacing: 1` reads as before.
///
/// ```swift
/// let gap: LayoutSpacing = 1              // .fixed(1)
/// let spread = LayoutSpacing.flexible(0)  // at least 0, and a share of the leftover
/// ```
public enum LayoutSpacing: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// Exactly this length (UIKit's `.fixed(_:)`).
    case fixed(Double)
    /// At least this length, plus an equal share of the group's leftover length (UIKit's `.flexible(_:)`).
    case flexible(Double)

    /// A fixed spacing of `value`.
    public init(floatLiteral value: Double) { self = .fixed(value) }

    /// A fixed spacing of `value`.
    public init(integerLiteral value: Int) { self = .fixed(Double(value)) }

    /// The fixed length, or the flexible minimum, made safe: negative or non-finite counts as 0.
    public var value: Double {
        switch self {
        case .fixed(let v), .flexible(let v): return v.layoutLength
        }
    }

    /// Whether the spacing is ``flexible(_:)``.
    public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }
}

/// The space around an item or group along its parent group's axis and across it, as UIKit's
/// `NSCollectionLayoutEdgeSpacing`: each edge `nil` (none), fixed or flexible (rule 17).
///
/// Edges are named as UIKit names them: `leading` is the left edge in the layout's own space
/// (right to left mirrors the frames afterwards, so it is the right edge on screen).
///
/// ```swift
/// let centred = LayoutEdgeSpacing(leading: .flexible(0), trailing: .flexible(0))
/// ```
public struct LayoutEdgeSpacing: Hashable, Sendable {
    /// Space before the slot on its leading (left) side.
    public var leading: LayoutSpacing?
    /// Space above the slot.
    public var top: LayoutSpacing?
    /// Space after the slot on its trailing (right) side.
    public var trailing: LayoutSpacing?
    /// Space below the slot.
    public var bottom: LayoutSpacing?

    /// Creates edge spacing; every edge defaults to none.
    public init(leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil, trailing: LayoutSpacing? = nil,
                bottom: LayoutSpacing? = nil) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
