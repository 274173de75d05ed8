/// One side of a compositional element's size, as UIKit's `NSCollectionLayoutDimension`.
///
/// A dimension resolves against its container's size `(cw, ch)` (rule 1 in docs/layouts.md):
/// `fractionalWidth(f)` is `f·cw`, `fractionalHeight(f)` is `f·ch`, `absolute(v)` is `v`, and
/// `estimated(v)` is `v` unless the item sizes itself from its data (its `height`, its text,
/// its `width` or its title). Bad values never trap: a negative or non-finite value counts as 0
/// and a fraction above 1000 counts as 1000.
///
/// ```swift
/// let half = LayoutDimension.fractionalWidth(0.5)   // half the container's width
/// ```
public enum LayoutDimension: Hashable, Sendable {
    /// A fraction of the container's width.
    case fractionalWidth(Double)
    /// A fraction of the container's height.
    case fractionalHeight(Double)
    /// A fixed length, in layout units.
    case absolute(Double)
    /// A first guess that the item's own size replaces (self-sizing).
    case estimated(Double)
    /// A first guess, self-sized, after which every item of the group takes the largest
    /// self-sized length among them (UIKit's `uniformAcrossSiblings(estimate:)`, rule 18).
    case uniformAcrossSiblings(estimate: Double)

    /// The largest fraction a dimension honours; larger fractions count as this.
    package static let maximumFraction: Double = 1000

    /// Whether the dimension is ``estimated(_:)`` or ``uniformAcrossSiblings(estimate:)``: both self-size.
    public var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: return true
        case .fractionalWidth, .fractionalHeight, .absolute: return false
        }
    }

    /// Whether the dimension is ``uniformAcrossSiblings(estimate:)``.
    public var isUniformAcrossSiblings: Bool {
        if case .uniformAcrossSiblings = self { return true }
        return false
    }

    /// The length this dimension stands for in a container of `width` x `height` (rule 1),
    /// the estimate for an estimated dimension. Never negative, never non-finite.
    func resolved(width: Double, height: Double) -> Double {
        switch self {
        case .fractionalWidth(let f): return (Self.safeFraction(f) * width.layoutLength).layoutLength
        case .fractionalHeight(let f): return (Self.safeFraction(f) * height.layoutLength).layoutLength
        case .absolute(let v), .estimated(let v), .uniformAcrossSiblings(let v): return v.layoutLength
        }
    }

    /// A fraction made safe: negative and non-finite count as 0, above ``maximumFraction`` as that.
    static func safeFraction(_ f: Double) -> Double {
        min(f.layoutLength, maximumFraction)
    }
}

/// The size of a compositional element: a dimension for each side, as UIKit's `NSCollectionLayoutSize`.
///
/// ```swift
/// let size = LayoutSize(width: .fractionalWidth(1), height: .absolute(6))
/// ```
public struct LayoutSize: Hashable, Sendable {
    /// The width dimension (UIKit's `widthDimension`).
    public var width: LayoutDimension
    /// The height dimension (UIKit's `heightDimension`).
    public var height: LayoutDimension

    /// Creates a size from its two dimensions.
    public init(width: LayoutDimension, height: LayoutDimension) {
        self.width = width
        self.height = height
    }
}
