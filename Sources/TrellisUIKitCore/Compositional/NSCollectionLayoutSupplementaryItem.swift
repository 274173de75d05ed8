import TrellisLayout

/// Where a supplementary item is attached to its container, as UIKit's `NSCollectionLayoutAnchor`:
/// edges, and an offset in points or as a fraction of the item's size.
///
/// ```swift
/// let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
/// ```
///
/// It maps onto TrellisLayout's `LayoutAnchor` (rule 19 of docs/layouts.md): the item is aligned
/// inside its container at the edges (`.leading` puts its left edge on the container's, `.trailing`
/// its right edge, neither centres it; `.top` and `.bottom` likewise), then moved by the offset.
@MainActor
open class NSCollectionLayoutAnchor: NSObject, @preconcurrency NSCopying {
    private let storedEdges: NSDirectionalRectEdge
    private let storedOffset: CGPoint
    private let fractional: Bool?

    /// An anchor at `edges` moved by `offset`, absolute (false), fractional (true) or none (nil).
    init(anchorEdges: NSDirectionalRectEdge, offset: CGPoint, fractional: Bool?) {
        storedEdges = anchorEdges
        storedOffset = offset
        self.fractional = fractional
        super.init()
    }

    /// An anchor at `edges`.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(anchorEdges: edges, offset: .zero, fractional: nil)
    }

    /// An anchor at `edges`, moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(anchorEdges: edges, offset: absoluteOffset, fractional: false)
    }

    /// An anchor at `edges`, moved by `fractionalOffset` times the item's size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(anchorEdges: edges, offset: fractionalOffset, fractional: true)
    }

    /// Unavailable, as in UIKit: use ``init(edges:)``.
    @available(*, unavailable, message: "use init(edges:)")
    public override init() {
        fatalError("NSCollectionLayoutAnchor.init() is unavailable")
    }

    /// The edges the item is attached to.
    open var edges: NSDirectionalRectEdge { storedEdges }
    /// The offset from the edges.
    open var offset: CGPoint { storedOffset }
    /// Whether the offset is in points.
    open var isAbsoluteOffset: Bool { fractional == false }
    /// Whether the offset is a fraction of the item's size.
    open var isFractionalOffset: Bool { fractional == true }

    /// An anchor with the same edges and offset.
    open func copy(with zone: NSZone? = nil) -> Any {
        NSCollectionLayoutAnchor(anchorEdges: storedEdges, offset: storedOffset, fractional: fractional)
    }

    /// TrellisLayout's anchor: the same edges (leading is left), the same offset.
    var layoutAnchor: LayoutAnchor {
        let edges = LayoutRectEdges(storedEdges)
        let offset = Point(x: Double(storedOffset.x), y: Double(storedOffset.y))
        return fractional == true ? LayoutAnchor(edges: edges, fractionalOffset: offset) : LayoutAnchor(edges: edges, absoluteOffset: offset)
    }
}

extension LayoutRectEdges {
    /// The same edges as `edges` (leading is left).
    init(_ edges: NSDirectionalRectEdge) {
        var made: LayoutRectEdges = []
        if edges.contains(.top) { made.insert(.top) }
        if edges.contains(.leading) { made.insert(.leading) }
        if edges.contains(.bottom) { made.insert(.bottom) }
        if edges.contains(.trailing) { made.insert(.trailing) }
        self = made
    }
}

/// A view attached to an item or a group (a badge), as UIKit's `NSCollectionLayoutSupplementaryItem`.
///
/// ```swift
/// let badge = NSCollectionLayoutSupplementaryItem(
///     layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
///     elementKind: "badge-element-kind",
///     containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
/// let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
/// ```
///
/// On an item it maps onto TrellisLayout's `LayoutSupplementaryItem` (rule 19 of
/// docs/layouts.md): its size resolves against the item's frame, it is placed by its
/// ``containerAnchor``, and its attributes are a supplementary view of ``elementKind`` at the
/// item's index path, drawn at ``zIndex``. Out of scope, each with a warning: an ``itemAnchor``
/// (the item is placed as if it had none), the item's own `contentInsets`, and supplementary items
/// on a group.
@MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    private let kind: String
    private let storedContainerAnchor: NSCollectionLayoutAnchor
    private let storedItemAnchor: NSCollectionLayoutAnchor?

    /// A supplementary item of `size` and `elementKind` at `containerAnchor` (and `itemAnchor`).
    init(size: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
         itemAnchor: NSCollectionLayoutAnchor?) {
        kind = elementKind
        storedContainerAnchor = containerAnchor
        storedItemAnchor = itemAnchor
        super.init(size: size, supplementaryItems: [])
    }

    /// A supplementary item of `layoutSize` and `elementKind`, at `containerAnchor` of its item.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// A supplementary item of `layoutSize` and `elementKind`, its `itemAnchor` at `containerAnchor` of its item.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                            itemAnchor: NSCollectionLayoutAnchor) {
        self.init(size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: itemAnchor)
    }

    /// The drawing order: 1 by default, above the cells.
    open var zIndex: Int = 1
    /// The kind of view, as the data source's supplementary view provider receives it.
    open var elementKind: String { kind }
    /// Where the item is attached to its container.
    open var containerAnchor: NSCollectionLayoutAnchor { storedContainerAnchor }
    /// Which point of the supplementary item meets the container anchor; nil by default.
    open var itemAnchor: NSCollectionLayoutAnchor? { storedItemAnchor }

    /// A supplementary item with the same size, kind, anchors, insets and zIndex.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutSupplementaryItem(size: layoutSize, elementKind: kind, containerAnchor: storedContainerAnchor,
                                                       itemAnchor: storedItemAnchor)
        copy.copyItemProperties(from: self)
        copy.zIndex = zIndex
        return copy
    }
}

/// A header or footer of a section (or of the whole layout), as UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`.
///
/// ```swift
/// let header = NSCollectionLayoutBoundarySupplementaryItem(
///     layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
///     elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
/// header.pinToVisibleBounds = true
/// section.boundarySupplementaryItems = [header]
/// ```
///
/// It maps onto TrellisLayout's `LayoutBoundaryItem` (rule 21 of docs/layouts.md), on a section
/// or, among the configuration's `boundarySupplementaryItems`, around the whole layout: every
/// alignment but `.none` (which warns), the size resolved against the section's container (an
/// `.estimated` height keeps its estimate: the collection view measures cells only), the offset,
/// ``extendsBoundary``, ``pinToVisibleBounds`` (headers and footers alike) and ``zIndex``; its
/// attributes carry ``elementKind``. The item's own `contentInsets` are out of scope (a warning).
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    private let storedAlignment: NSRectAlignment
    private let storedOffset: CGPoint

    /// A boundary item of `size` and `elementKind` at `alignment`, moved by `offset`.
    init(size: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, offset: CGPoint) {
        storedAlignment = alignment
        storedOffset = offset
        super.init(size: size, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: []), itemAnchor: nil)
    }

    /// A boundary item of `layoutSize` and `elementKind`, at `alignment` of its section: `.top`
    /// for a header, `.bottom` for a footer.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(size: layoutSize, elementKind: elementKind, alignment: alignment, offset: .zero)
    }

    /// A boundary item at `alignment`, moved by `absoluteOffset` points without changing the space it reserves.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                            absoluteOffset: CGPoint) {
        self.init(size: layoutSize, elementKind: elementKind, alignment: alignment, offset: absoluteOffset)
    }

    /// Whether the item adds to its section's extent (true by default); false overlays the content.
    open var extendsBoundary: Bool = true
    /// Whether the item stays in view while any of its section is (false by default): a header
    /// at the visible top, a footer at the visible bottom.
    open var pinToVisibleBounds: Bool = false
    /// Where the item sits on its section.
    open var alignment: NSRectAlignment { storedAlignment }
    /// The offset it was made with.
    open var offset: CGPoint { storedOffset }

    /// A boundary item with the same size, kind, alignment, offset, insets, zIndex and flags.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutBoundarySupplementaryItem(size: layoutSize, elementKind: elementKind, alignment: storedAlignment,
                                                               offset: storedOffset)
        copy.copyItemProperties(from: self)
        copy.zIndex = zIndex
        copy.extendsBoundary = extendsBoundary
        copy.pinToVisibleBounds = pinToVisibleBounds
        return copy
    }
}

/// A view behind a section (its background), as UIKit's `NSCollectionLayoutDecorationItem`.
///
/// ```swift
/// let background = NSCollectionLayoutDecorationItem.background(elementKind: "section-background-element-kind")
/// background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
/// section.decorationItems = [background]
/// ```
///
/// It maps onto TrellisLayout's `LayoutDecorationItem` (rule 20 of docs/layouts.md): a decoration
/// view of ``elementKind`` whose frame is the section's frame (full width, from its top boundary
/// item to its bottom one) inset by `contentInsets`, drawn at ``zIndex``. As in UIKit, the view's
/// class is registered with the layout (`register(_:forDecorationViewOfKind:)`), and nothing here
/// makes one.
@MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    private let kind: String

    /// A decoration item of `elementKind` filling its section.
    init(decorationKind: String) {
        kind = decorationKind
        super.init(size: NSCollectionLayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)), supplementaryItems: [])
    }

    /// A background behind the section's content area, of `elementKind` (register its view class with the layout).
    open class func background(elementKind: String) -> Self {
        NSCollectionLayoutDecorationItem(decorationKind: elementKind) as! Self
    }

    /// The drawing order: 0 by default, as in UIKit, which then raises the section's cells to
    /// zIndex 1 so that they draw over it; ``UICollectionViewCompositionalLayout`` does the same.
    open var zIndex: Int = 0
    /// The kind of decoration view.
    open var elementKind: String { kind }

    /// A decoration item with the same kind, insets and zIndex.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutDecorationItem(decorationKind: kind)
        copy.copyItemProperties(from: self)
        copy.zIndex = zIndex
        return copy
    }
}
