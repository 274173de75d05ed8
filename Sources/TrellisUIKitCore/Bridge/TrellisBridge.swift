import TrellisLayout

// Conversions between UIKit's names and TrellisLayout's, used where a UIKit layout is backed by a
// Trellis one (the compositional layout) and where the adapter shows a UIKit layout as a
// Trellis `CollectionLayout`.

extension Rect {
    /// The same rectangle as `rect`.
    init(_ rect: CGRect) {
        self.init(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
    }
}

extension CGRect {
    /// The same rectangle as `rect`.
    init(_ rect: Rect) {
        self.init(x: CGFloat(rect.origin.x), y: CGFloat(rect.origin.y), width: CGFloat(rect.size.width), height: CGFloat(rect.size.height))
    }
}

extension Size {
    /// The same size as `size`.
    init(_ size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }
}

extension CGSize {
    /// The same size as `size`.
    init(_ size: Size) {
        self.init(width: CGFloat(size.width), height: CGFloat(size.height))
    }
}

extension IndexPath {
    /// The same index path as `path`.
    init(_ path: LayoutIndexPath) {
        self.init(item: path.item, section: path.section)
    }

    /// The same index path in TrellisLayout's type (item 0 of section 0 for a path not two long).
    var layoutIndexPath: LayoutIndexPath {
        count == 2 ? LayoutIndexPath(item: self[1], section: self[0]) : LayoutIndexPath(item: 0, section: 0)
    }
}

extension ElementKind {
    /// The Trellis kind of a UIKit element kind: a section header or footer is `.header` or
    /// `.footer` (so the previewer draws it as a section bar); any other kind keeps its string.
    init(uiKitKind kind: String) {
        switch kind {
        case UICollectionView.elementKindSectionHeader: self = .header
        case UICollectionView.elementKindSectionFooter: self = .footer
        default: self.init(rawValue: kind)
        }
    }

    /// The UIKit element kind of this Trellis kind (the inverse of ``init(uiKitKind:)``).
    var uiKitKind: String {
        switch self {
        case .header: UICollectionView.elementKindSectionHeader
        case .footer: UICollectionView.elementKindSectionFooter
        default: rawValue
        }
    }
}

extension LayoutTransform {
    /// The same transform as `transform`.
    init(_ transform: CGAffineTransform) {
        self.init(a: Double(transform.a), b: Double(transform.b), c: Double(transform.c), d: Double(transform.d),
                  tx: Double(transform.tx), ty: Double(transform.ty))
    }
}

extension CGAffineTransform {
    /// The same transform as `transform`.
    init(_ transform: LayoutTransform) {
        self.init(a: CGFloat(transform.a), b: CGFloat(transform.b), c: CGFloat(transform.c), d: CGFloat(transform.d),
                  tx: CGFloat(transform.tx), ty: CGFloat(transform.ty))
    }
}

extension UICollectionViewLayoutAttributes {
    /// New attributes of `attributesClass` (a `layoutAttributesClass`) with everything `attributes` has.
    static func make(from attributes: LayoutAttributes, as attributesClass: AnyClass = UICollectionViewLayoutAttributes.self)
        -> UICollectionViewLayoutAttributes {
        let made = (attributesClass as? UICollectionViewLayoutAttributes.Type ?? UICollectionViewLayoutAttributes.self).init()
        made.indexPath = IndexPath(attributes.indexPath)
        switch attributes.category {
        case .cell: break
        case .supplementaryView: made.setCategory(.supplementaryView, kind: attributes.kind.uiKitKind)
        case .decorationView: made.setCategory(.decorationView, kind: attributes.kind.uiKitKind)
        }
        made.frame = CGRect(attributes.frame)
        made.transform = CGAffineTransform(attributes.transform)
        made.alpha = CGFloat(attributes.alpha)
        made.zIndex = attributes.zIndex
        made.isHidden = attributes.isHidden
        return made
    }

    /// These attributes in TrellisLayout's type: the untransformed frame, kind, category and look.
    var layoutAttributes: LayoutAttributes {
        let category: ElementCategory
        switch representedElementCategory {
        case .cell: category = .cell
        case .supplementaryView: category = .supplementaryView
        case .decorationView: category = .decorationView
        }
        let kind = representedElementKind.map(ElementKind.init(uiKitKind:)) ?? .cell
        // Without a transform, the frame as the layout set it (exact: `x + w/2 - w/2` need not
        // be `x` in floating point); with one, the untransformed rectangle about the centre.
        let untransformed = transform.isIdentity ? frame
            : CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        return LayoutAttributes(category: category, kind: kind, indexPath: indexPath.layoutIndexPath, frame: Rect(untransformed),
                                zIndex: zIndex, alpha: Double(alpha), isHidden: isHidden, transform: LayoutTransform(transform))
    }
}
