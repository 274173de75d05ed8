/// The geometry and look of one element of a collection view, as UIKit's
/// `UICollectionViewLayoutAttributes`: a cell, a supplementary view (a header, a footer, a badge)
/// or a decoration view (a section background), with the index path and kind that name it.
///
/// `center` and `size` are the authority, as in UIKit: `frame` is derived from them (the bounding
/// box of the transformed bounds when `transform` is not the identity), and setting `frame` sets
/// both. A frame set through `frame` reads back exactly as it was set until `center` or `size`
/// changes (no floating-point trip through the centre). Layouts that add properties subclass it,
/// return the subclass from ``UICollectionViewLayout/layoutAttributesClass``, and override
/// `copy(with:)` and `isEqual(_:)`:
///
/// ```swift
/// final class PhotoAttributes: UICollectionViewLayoutAttributes {
///     var photoHeight: CGFloat = 0
///     override func copy(with zone: NSZone? = nil) -> Any {
///         let copy = super.copy(with: zone) as! PhotoAttributes   // already a PhotoAttributes
///         copy.photoHeight = photoHeight
///         return copy
///     }
/// }
/// ```
///
/// Linux: `init()` and the three initialisers are `required` here, so that `copy(with:)` and a
/// layout can make an instance of the dynamic class (`type(of: self).init()`,
/// `(layoutAttributesClass as! UICollectionViewLayoutAttributes.Type).init(forCellWith:)`), as
/// Objective-C's `alloc`/`init` does in UIKit. A subclass that declares its own designated
/// initialiser must also implement `init()`. A subclass's `isEqual(_:)` override is nonisolated
/// (NSObject's is), as it is under Swift 6 on iOS: it reads its properties in
/// `MainActor.assumeIsolated { … }`. There is
/// no `transform3D` (no QuartzCore on Linux) and no `UIDynamicItem` conformance.
@MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// The element's centre, in the collection view's content coordinates.
    open var center: CGPoint = .zero {
        didSet { exactFrame = nil }
    }

    /// The element's size (its bounds' size), before the transform.
    open var size: CGSize = .zero {
        didSet { exactFrame = nil }
    }

    /// The frame last set through ``frame``, until `center` or `size` changes: read back as it was
    /// set, so a frame survives the trip through its centre bit for bit (`(x + w/2) - w/2` need
    /// not be `x` in floating point), as issue 26 §2 asks of the flow layout's exact frames.
    private var exactFrame: CGRect?

    /// The origin of the element's bounds (normally zero); `bounds` sets it with the size.
    private var boundsOrigin: CGPoint = .zero

    /// The element's frame: its bounds placed at `center`, transformed about the centre. Setting
    /// it sets `center` and `size` (and ignores the transform, as UIKit's does).
    open var frame: CGRect {
        get {
            if transform.isIdentity, let exactFrame { return exactFrame }
            let untransformed = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
            if transform.isIdentity { return untransformed }
            let relative = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height).applying(transform)
            return relative.offsetBy(dx: center.x, dy: center.y)
        }
        set {
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            size = newValue.size
            exactFrame = newValue
        }
    }

    /// The element's bounds: its size, at an origin that is normally zero. Setting it sets `size`.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: size) }
        set {
            boundsOrigin = newValue.origin
            size = newValue.size
        }
    }

    /// The affine transform applied about the centre; `.identity` by default.
    open var transform: CGAffineTransform = .identity

    /// The element's opacity, 1 by default; 0 hides it.
    open var alpha: CGFloat = 1

    /// The element's place front to back; 0 by default, higher in front.
    open var zIndex: Int = 0

    /// Whether the element is hidden; false by default.
    open var isHidden: Bool = false

    /// The element's index path: a cell's item, or the section (and index) of a supplementary or
    /// decoration view.
    open var indexPath = IndexPath(item: 0, section: 0)

    /// What the element is, set by the initialiser: a cell unless made by the supplementary or
    /// decoration initialiser.
    open var representedElementCategory: UICollectionView.ElementCategory { storedCategory }

    /// The kind of a supplementary or decoration view (`UICollectionView.elementKindSectionHeader`,
    /// a layout's own kind); nil for a cell.
    open var representedElementKind: String? { storedKind }

    private var storedCategory: UICollectionView.ElementCategory = .cell
    private var storedKind: String?

    /// An empty cell's attributes at index path [0, 0]. Required on Linux (see the type's note).
    public required override init() {
        super.init()
    }

    /// The attributes of the cell at `indexPath`.
    public required convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// The attributes of the supplementary view of kind `elementKind` at `indexPath`.
    public required convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        storedCategory = .supplementaryView
        storedKind = elementKind
    }

    /// The attributes of the decoration view of kind `decorationViewKind` at `indexPath`.
    public required convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        storedCategory = .decorationView
        storedKind = decorationViewKind
    }

    /// Makes these the attributes of a supplementary or decoration view of `kind` (Trellis's
    /// bridge from its own attributes; UIKit's initialisers do the same).
    func setCategory(_ category: UICollectionView.ElementCategory, kind: String?) {
        storedCategory = category
        storedKind = category == .cell ? nil : kind
    }

    /// A new instance of the receiver's own class with every property copied. A subclass calls
    /// `super` and copies its own.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.boundsOrigin = boundsOrigin
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.storedCategory = storedCategory
        copy.storedKind = storedKind
        copy.exactFrame = exactFrame
        return copy
    }

    /// Whether `object` is attributes of the same class with equal properties. A subclass compares
    /// its own and calls `super`.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        nonisolated(unsafe) let object = object
        return MainActor.assumeIsolated {
            guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else { return false }
            return other.center == center && other.size == size && other.boundsOrigin == boundsOrigin
                && other.transform == transform && other.alpha == alpha && other.zIndex == zIndex && other.isHidden == isHidden
                && other.indexPath == indexPath && other.storedCategory == storedCategory && other.storedKind == storedKind
        }
    }

    /// A hash of the properties that name the element: its index path, category and kind.
    nonisolated open override var hash: Int {
        MainActor.assumeIsolated {
            var hasher = Hasher()
            hasher.combine(indexPath)
            hasher.combine(storedCategory)
            hasher.combine(storedKind)
            return hasher.finalize()
        }
    }

    /// The attributes as one line: class, index path, kind, frame, and what differs from the defaults.
    nonisolated open override var description: String {
        MainActor.assumeIsolated {
            var text = "<\(type(of: self)): index path: (\(indexPath.map(String.init).joined(separator: "-")))"
            if let storedKind { text += "; element kind: (\(storedKind))" }
            text += "; frame = (\(frame.minX) \(frame.minY); \(frame.width) \(frame.height))"
            if zIndex != 0 { text += "; zIndex = \(zIndex)" }
            if alpha != 1 { text += "; alpha = \(alpha)" }
            if isHidden { text += "; hidden = YES" }
            if !transform.isIdentity { text += "; transform = [\(transform.a), \(transform.b), \(transform.c), \(transform.d), \(transform.tx), \(transform.ty)]" }
            return text + ">"
        }
    }
}
