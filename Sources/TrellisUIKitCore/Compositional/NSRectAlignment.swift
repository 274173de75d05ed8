/// Where a boundary supplementary item sits on its section (or layout), as Foundation's
/// `NSRectAlignment` on Apple platforms.
///
/// ```swift
/// let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "header", alignment: .top)
/// ```
///
/// `.top` (a header) and `.bottom` (a footer) are modelled; the others are declared, and a layout
/// using them warns and does not place the item.
public enum NSRectAlignment: Int, Sendable {
    /// No alignment.
    case none = 0
    /// Above the section: a header.
    case top = 1
    /// At the top leading corner.
    case topLeading = 2
    /// Beside the section, on its leading side.
    case leading = 3
    /// At the bottom leading corner.
    case bottomLeading = 4
    /// Below the section: a footer.
    case bottom = 5
    /// At the bottom trailing corner.
    case bottomTrailing = 6
    /// Beside the section, on its trailing side.
    case trailing = 7
    /// At the top trailing corner.
    case topTrailing = 8
}

/// A set of a rectangle's edges, leading and trailing rather than left and right, as Foundation's
/// `NSDirectionalRectEdge` on Apple platforms. ``NSCollectionLayoutAnchor`` takes one.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The edges' bits.
    public let rawValue: UInt

    /// The edges with these bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
