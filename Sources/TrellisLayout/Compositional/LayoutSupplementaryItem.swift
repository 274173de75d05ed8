/// A set of a rectangle's edges, as UIKit's `NSDirectionalRectEdge`: `leading` is the left edge
/// in the layout's own space (right to left mirrors the frames afterwards).
public struct LayoutRectEdges: OptionSet, Hashable, Sendable {
    /// The edges as bits.
    public let rawValue: Int

    /// The edges of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = LayoutRectEdges(rawValue: 1 << 0)
    /// The leading (left) edge.
    public static let leading = LayoutRectEdges(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = LayoutRectEdges(rawValue: 1 << 2)
    /// The trailing (right) edge.
    public static let trailing = LayoutRectEdges(rawValue: 1 << 3)
    /// No edge.
    public static let none: LayoutRectEdges = []
    /// All four edges.
    public static let all: LayoutRectEdges = [.top, .leading, .bottom, .trailing]
}

/// Where a supplementary item sits on its item, as UIKit's `NSCollectionLayoutAnchor` (rule 19):
/// aligned inside the item at ``edges`` (`leading` puts its left edge on the item's, `trailing`
/// its right edge, neither centres it; `top` and `bottom` likewise), then moved by ``offset``.
///
/// ```swift
/// // A badge on the top trailing corner, 30 % of its width out to the right and 30 % of its height up.
/// let anchor = LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3))
/// ```
public struct LayoutAnchor: Hashable, Sendable {
    /// How the item moves from its aligned place.
    public enum Offset: Hashable, Sendable {
        /// By this many layout units (UIKit's `absoluteOffset`).
        case absolute(Point)
        /// By these fractions of the supplementary item's own size (UIKit's `fractionalOffset`).
        case fractional(Point)
    }

    /// The edges the item is aligned to.
    public var edges: LayoutRectEdges
    /// How far it moves from there.
    public var offset: Offset

    /// An anchor at `edges`, moved by `absoluteOffset` (none by default): UIKit's
    /// `init(edges:)` and `init(edges:absoluteOffset:)`.
    public init(edges: LayoutRectEdges, absoluteOffset: Point = Point(x: 0, y: 0)) {
        self.edges = edges
        offset = .absolute(absoluteOffset)
    }

    /// An anchor at `edges`, moved by `fractionalOffset` times the item's own size: UIKit's
    /// `init(edges:fractionalOffset:)`.
    public init(edges: LayoutRectEdges, fractionalOffset: Point) {
        self.edges = edges
        offset = .fractional(fractionalOffset)
    }
}

/// A view anchored to an item, such as a badge, as UIKit's `NSCollectionLayoutSupplementaryItem`
/// with `init(layoutSize:elementKind:containerAnchor:)` (rule 19): its size resolves against the
/// item's frame, its frame is placed by its ``anchor``, its index path is the item's, and it is a
/// supplementary view of ``kind`` drawn at ``zIndex`` (1 by default: over the cells).
///
/// ```swift
/// let badge = LayoutSupplementaryItem(size: LayoutSize(width: .absolute(20), height: .absolute(20)),
///                                     kind: "badge",
///                                     anchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3)))
/// let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.25), height: .fractionalHeight(1)),
///                       supplementaryItems: [badge])
/// ```
public struct LayoutSupplementaryItem: Hashable, Sendable {
    /// The element kind its attributes carry (UIKit's `elementKind`).
    public var kind: ElementKind
    /// Its size, resolved against its item's frame (UIKit's `layoutSize`).
    public var size: LayoutSize
    /// Where it sits on its item (UIKit's `containerAnchor`).
    public var anchor: LayoutAnchor
    /// Its drawing order (UIKit's `zIndex`); 1 by default, over the cells.
    public var zIndex: Int

    /// A supplementary item of `kind` and `size` at `anchor`.
    public init(size: LayoutSize, kind: ElementKind, anchor: LayoutAnchor, zIndex: Int = 1) {
        self.size = size
        self.kind = kind
        self.anchor = anchor
        self.zIndex = zIndex
    }
}
