/// A header or footer of a section, or of the whole layout, as UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem` (rule 21): a supplementary view of ``kind`` that
/// stacks at one of the section's boundaries.
///
/// ```swift
/// var header = LayoutBoundaryItem(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
///                                 kind: .header, alignment: .top)
/// header.pinToVisibleBounds = true
/// ```
public struct LayoutBoundaryItem: Hashable, Sendable {
    /// Where the item stacks, as UIKit's `NSRectAlignment` (only the values a boundary item takes).
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        /// Above the content, centred across it.
        case top
        /// Above the content, at its leading edge.
        case topLeading
        /// Above the content, at its trailing edge.
        case topTrailing
        /// Below the content, centred across it.
        case bottom
        /// Below the content, at its leading edge.
        case bottomLeading
        /// Below the content, at its trailing edge.
        case bottomTrailing
        /// Beside the content, at its leading edge.
        case leading
        /// Beside the content, at its trailing edge.
        case trailing
    }

    /// The element kind its attributes carry (UIKit's `elementKind`): ``ElementKind/header``,
    /// ``ElementKind/footer`` or any other.
    public var kind: ElementKind
    /// Its size, resolved against the section's container (the layout's, for a layout-wide item).
    public var size: LayoutSize
    /// Where it stacks.
    public var alignment: Alignment
    /// How far its frame moves from its place, without changing the space it reserves (UIKit's `offset`).
    public var offset: Point
    /// Whether it reserves space (true, the default) or overlays the content (UIKit's `extendsBoundary`).
    public var extendsBoundary: Bool
    /// Whether it stays in the visible bounds while its section is in view (UIKit's `pinToVisibleBounds`).
    public var pinToVisibleBounds: Bool
    /// Its drawing order (UIKit's `zIndex`); 10 by default, as Trellis's headers and footers.
    public var zIndex: Int

    /// A boundary item of `kind` and `size` at `alignment`, moved by `offset` (none by default),
    /// reserving its space, not pinned, at zIndex 10.
    public init(size: LayoutSize, kind: ElementKind, alignment: Alignment, offset: Point = Point(x: 0, y: 0),
                extendsBoundary: Bool = true, pinToVisibleBounds: Bool = false, zIndex: Int = 10) {
        self.size = size
        self.kind = kind
        self.alignment = alignment
        self.offset = offset
        self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds
        self.zIndex = zIndex
    }
}

/// A view the layout draws behind a section, as UIKit's `NSCollectionLayoutDecorationItem`
/// made with `background(elementKind:)` (rule 20): a decoration view of ``kind`` whose frame is
/// the section's frame (full width, from its top boundary item to its bottom one) inset by
/// ``contentInsets``, at ``zIndex`` (-1 by default: under the cells).
///
/// ```swift
/// var background = LayoutDecorationItem.background(kind: .background)
/// background.contentInsets = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
/// ```
public struct LayoutDecorationItem: Hashable, Sendable {
    /// The element kind its attributes carry (UIKit's `elementKind`).
    public var kind: ElementKind
    /// How far it lies inside the section's frame; negative or non-finite counts as 0.
    public var contentInsets: EdgeInsets
    /// Its drawing order (UIKit's `zIndex`); -1 by default.
    public var zIndex: Int

    /// A section background of `kind` (UIKit's `background(elementKind:)`).
    public static func background(kind: ElementKind) -> LayoutDecorationItem {
        LayoutDecorationItem(kind: kind, contentInsets: .zero, zIndex: -1)
    }

    /// A decoration item of `kind`.
    public init(kind: ElementKind, contentInsets: EdgeInsets = .zero, zIndex: Int = -1) {
        self.kind = kind
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }
}
