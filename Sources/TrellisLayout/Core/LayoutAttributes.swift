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

    /// Whether a viewer draws the element: it is not hidden and not fully transparent
    /// (`alpha > 0`), as UIKit shows a view.
    @inlinable
    public var isDrawn: Bool { !isHidden && alpha > 0 }

    /// The smallest rectangle holding ``frame`` transformed about its centre, as UIKit applies
    /// ``transform`` about `center`: ``frame`` itself for the identity. A scale by 2 of a
    /// 4×2 frame at (10, 10) is the 8×4 frame at (8, 9); a translation moves the frame.
    ///
    /// ```swift
    /// var badge = LayoutAttributes(kind: "badge", indexPath: LayoutIndexPath(item: 0, section: 0),
    ///                              frame: Rect(x: 10, y: 10, width: 4, height: 2))
    /// badge.transform = LayoutTransform(scaleX: 2, y: 2)
    /// badge.transformedFrame   // Rect(x: 8, y: 9, width: 8, height: 4)
    /// ```
    public var transformedFrame: Rect {
        if transform.isIdentity { return frame }
        let centre = Point(x: frame.midX, y: frame.midY)
        let halfWidth = frame.width / 2, halfHeight = frame.height / 2
        // The four corners, relative to the centre, transformed without the centre's move.
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (dx, dy) in [(-halfWidth, -halfHeight), (halfWidth, -halfHeight), (-halfWidth, halfHeight), (halfWidth, halfHeight)] {
            let x = transform.a * dx + transform.c * dy + transform.tx
            let y = transform.b * dx + transform.d * dy + transform.ty
            minX = Swift.min(minX, x)
            minY = Swift.min(minY, y)
            maxX = Swift.max(maxX, x)
            maxY = Swift.max(maxY, y)
        }
        return Rect(x: centre.x + minX, y: centre.y + minY, width: maxX - minX, height: maxY - minY)
    }
}
