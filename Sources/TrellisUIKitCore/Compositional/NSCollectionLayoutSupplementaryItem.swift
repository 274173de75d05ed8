/// Where a supplementary item is attached to its container, as UIKit's `NSCollectionLayoutAnchor`:
/// edges, and an offset in points or as a fraction of the item's size.
///
/// Declared so that code placing badges compiles; item supplementary items are not modelled.
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
}

/// A view attached to an item or a group (a badge), as UIKit's `NSCollectionLayoutSupplementaryItem`.
///
/// Declared so that code compiles; not modelled: a layout whose items carry supplementary items
/// warns (naming the kind and the section) and places none of them.
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
/// On a section, one `.top` item (the header) and one `.bottom` item (the footer) are modelled:
/// TrellisLayout's section header and footer, of the item's height (an estimate counts as its
/// value), as wide as the section inside its content insets, with the item's ``elementKind``
/// and ``zIndex`` in their attributes. `pinToVisibleBounds` is modelled for headers when every
/// section's header pins (TrellisLayout pins all headers or none). Any other alignment, an
/// `absoluteOffset`, `extendsBoundary` false, a pinned footer, a width other than the section's,
/// or a second header or footer warns.
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

    /// A boundary item at `alignment`, moved by `absoluteOffset` points (an offset is not modelled: a warning).
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                            absoluteOffset: CGPoint) {
        self.init(size: layoutSize, elementKind: elementKind, alignment: alignment, offset: absoluteOffset)
    }

    /// Whether the item adds to its section's extent (true by default); false is not modelled: a warning.
    open var extendsBoundary: Bool = true
    /// Whether the item stays in view while any of its section is (false by default).
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
/// Declared so that code compiles; not modelled (TrellisLayout's compositional sections have no
/// backgrounds yet): a section with decoration items warns and shows none.
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

    /// The drawing order: 0 by default, below the section's other elements.
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
