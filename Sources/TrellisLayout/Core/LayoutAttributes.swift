/// The layout information of one element, as UIKit's `UICollectionViewLayoutAttributes`.
///
/// An element is identified, as in UIKit, by its category, its kind and its index path: a cell
/// at `(section, item)`, or a supplementary or decoration view of some kind at an index path.
public struct LayoutAttributes: Hashable, Sendable {
    /// Cell, supplementary view or decoration view (UIKit's `representedElementCategory`).
    public var category: ElementCategory
    /// The element's kind: ``ElementKind/cell`` for cells, else the kind of supplementary or
    /// decoration view (UIKit's `representedElementKind`, which is `nil` for cells).
    public var kind: ElementKind
    /// The element's section and item (item 0 for a section's header, footer and background).
    public var indexPath: LayoutIndexPath
    /// The element's frame in content coordinates.
    public var frame: Rect
    /// The drawing order: higher values are drawn on top. Backgrounds are -1, cells 0,
    /// headers and footers 10 (pinned headers 20).
    public var zIndex: Int
    /// The element's opacity, from 0 (transparent) to 1 (opaque, the default).
    public var alpha: Double
    /// Whether the element is laid out but not shown (UIKit's `isHidden`; false by default).
    public var isHidden: Bool
    /// The transform applied to the element about its centre (identity by default), as UIKit's
    /// `transform`. ``frame`` is the untransformed frame, as in UIKit when the transform is the
    /// identity; viewers draw the frame and show the transform in the element's details.
    public var transform: LayoutTransform

    /// Attributes of an element of `kind`, in the kind's ``ElementKind/defaultCategory``.
    public init(kind: ElementKind, indexPath: LayoutIndexPath, frame: Rect, zIndex: Int = 0) {
        self.init(category: kind.defaultCategory, kind: kind, indexPath: indexPath, frame: frame, zIndex: zIndex)
    }

    /// Attributes of an element of `category` and `kind`, with UIKit's defaults for the rest.
    public init(category: ElementCategory, kind: ElementKind, indexPath: LayoutIndexPath, frame: Rect, zIndex: Int = 0,
                alpha: Double = 1, isHidden: Bool = false, transform: LayoutTransform = .identity) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex
        self.alpha = alpha
        self.isHidden = isHidden
        self.transform = transform
    }

    /// The attributes of the cell at `indexPath` (UIKit's `init(forCellWith:)`).
    public static func cell(at indexPath: LayoutIndexPath, frame: Rect) -> LayoutAttributes {
        LayoutAttributes(category: .cell, kind: .cell, indexPath: indexPath, frame: frame)
    }
}
