import TrellisLayout

/// One side of a compositional element's size, as UIKit's `NSCollectionLayoutDimension`: a fraction
/// of the container's width or height, an absolute length in points, or an estimate that the
/// element's own size replaces.
///
/// ```swift
/// let half = NSCollectionLayoutDimension.fractionalWidth(0.5)
/// let size = NSCollectionLayoutSize(widthDimension: half, heightDimension: .absolute(44))
/// ```
///
/// It maps onto TrellisLayout's `LayoutDimension` case for case, `uniformAcrossSiblings(estimate:)`
/// (iOS 17) included: every item of the group takes the largest self-sized length among them
/// (rule 18 of docs/layouts.md). As in UIKit, `init()` is unavailable: use the class methods.
@MainActor
open class NSCollectionLayoutDimension: NSObject, @preconcurrency NSCopying {
    /// What the dimension is relative to.
    enum Kind: Equatable {
        case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
    }

    /// The kind of dimension.
    let kind: Kind
    /// The fraction, length or estimate.
    let value: CGFloat

    /// A dimension of `kind` and `value`.
    init(kind: Kind, value: CGFloat) {
        self.kind = kind
        self.value = value
        super.init()
    }

    /// Unavailable, as in UIKit: use ``fractionalWidth(_:)`` and its siblings.
    @available(*, unavailable, message: "use fractionalWidth(_:), fractionalHeight(_:), absolute(_:) or estimated(_:)")
    public override init() {
        fatalError("NSCollectionLayoutDimension.init() is unavailable")
    }

    /// A fraction of the width of the containing group (or, for a section's group, of the section's container).
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        NSCollectionLayoutDimension(kind: .fractionalWidth, value: fractionalWidth) as! Self
    }

    /// A fraction of the height of the containing group (or, for a section's group, of the section's container).
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        NSCollectionLayoutDimension(kind: .fractionalHeight, value: fractionalHeight) as! Self
    }

    /// A fixed length in points.
    open class func absolute(_ absoluteDimension: CGFloat) -> Self {
        NSCollectionLayoutDimension(kind: .absolute, value: absoluteDimension) as! Self
    }

    /// An estimated length in points; the final size is the content's. Here a cell's size comes from
    /// the collection view's `sizeProvider` (see ``UICollectionViewCompositionalLayout``), a
    /// supplementary view keeps its estimate.
    open class func estimated(_ estimatedDimension: CGFloat) -> Self {
        NSCollectionLayoutDimension(kind: .estimated, value: estimatedDimension) as! Self
    }

    /// A self-sizing dimension that grows to match its largest sibling (iOS 17): every item of the
    /// group takes the largest self-sized length among them.
    open class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        NSCollectionLayoutDimension(kind: .uniformAcrossSiblings, value: estimatedDimension) as! Self
    }

    /// Whether this is a fraction of the container's width.
    open var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether this is a fraction of the container's height.
    open var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether this is an absolute length.
    open var isAbsolute: Bool { kind == .absolute }
    /// Whether this is an estimate (``uniformAcrossSiblings(estimate:)`` is not: see ``isUniformAcrossSiblings``).
    open var isEstimated: Bool { kind == .estimated }
    /// Whether this grows to match its largest sibling.
    open var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }
    /// The fraction, length or estimate the dimension was made with.
    open var dimension: CGFloat { value }

    /// A dimension of the same kind and value.
    open func copy(with zone: NSZone? = nil) -> Any {
        NSCollectionLayoutDimension(kind: kind, value: value)
    }

    /// Equal when of the same kind and value.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        nonisolated(unsafe) let object = object
        return MainActor.assumeIsolated {
            guard let other = object as? NSCollectionLayoutDimension else { return false }
            return other.kind == kind && other.value == value
        }
    }

    /// A hash of the kind and value.
    nonisolated open override var hash: Int {
        MainActor.assumeIsolated { value.hashValue ^ kind.hashValue }
    }

    /// TrellisLayout's dimension, case for case.
    var layoutDimension: LayoutDimension {
        let v = Double(value)
        switch kind {
        case .fractionalWidth: return .fractionalWidth(v)
        case .fractionalHeight: return .fractionalHeight(v)
        case .absolute: return .absolute(v)
        case .estimated: return .estimated(v)
        case .uniformAcrossSiblings: return .uniformAcrossSiblings(estimate: v)
        }
    }

    /// How UIKit writes it, for warnings: `.fractionalWidth(0.5)`.
    var swiftDescription: String {
        switch kind {
        case .fractionalWidth: return ".fractionalWidth(\(value))"
        case .fractionalHeight: return ".fractionalHeight(\(value))"
        case .absolute: return ".absolute(\(value))"
        case .estimated: return ".estimated(\(value))"
        case .uniformAcrossSiblings: return ".uniformAcrossSiblings(estimate: \(value))"
        }
    }
}

/// The size of a compositional element, as UIKit's `NSCollectionLayoutSize`: a width and a height dimension.
///
/// ```swift
/// let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
/// ```
@MainActor
open class NSCollectionLayoutSize: NSObject, @preconcurrency NSCopying {
    /// The width.
    open var widthDimension: NSCollectionLayoutDimension { width }
    /// The height.
    open var heightDimension: NSCollectionLayoutDimension { height }

    private let width: NSCollectionLayoutDimension
    private let height: NSCollectionLayoutDimension

    /// A size of `width` by `height`.
    init(width: NSCollectionLayoutDimension, height: NSCollectionLayoutDimension) {
        self.width = width
        self.height = height
        super.init()
    }

    /// A size of `width` by `height`.
    public convenience init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        self.init(width: width, height: height)
    }

    /// Unavailable, as in UIKit: use ``init(widthDimension:heightDimension:)``.
    @available(*, unavailable, message: "use init(widthDimension:heightDimension:)")
    public override init() {
        fatalError("NSCollectionLayoutSize.init() is unavailable")
    }

    /// A size with copies of the two dimensions.
    open func copy(with zone: NSZone? = nil) -> Any {
        NSCollectionLayoutSize(width: width.copy() as! NSCollectionLayoutDimension, height: height.copy() as! NSCollectionLayoutDimension)
    }

    /// Equal when both dimensions are.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        nonisolated(unsafe) let object = object
        return MainActor.assumeIsolated {
            guard let other = object as? NSCollectionLayoutSize else { return false }
            return other.width.isEqual(width) && other.height.isEqual(height)
        }
    }

    /// A hash of both dimensions.
    nonisolated open override var hash: Int {
        MainActor.assumeIsolated { width.hash &* 31 &+ height.hash }
    }

    /// TrellisLayout's size.
    var layoutSize: LayoutSize {
        LayoutSize(width: width.layoutDimension, height: height.layoutDimension)
    }
}

/// The space between items along a group's axis, or around an item, as UIKit's
/// `NSCollectionLayoutSpacing`: fixed (exactly) or flexible (at least).
///
/// Both map onto TrellisLayout's `LayoutSpacing`: a flexible spacing takes its minimum plus an
/// equal share of its group's leftover length (rule 17 of docs/layouts.md).
@MainActor
open class NSCollectionLayoutSpacing: NSObject, @preconcurrency NSCopying {
    private let value: CGFloat
    private let flexible: Bool

    /// A spacing of `value`, flexible or fixed.
    init(value: CGFloat, flexible: Bool) {
        self.value = value
        self.flexible = flexible
        super.init()
    }

    /// Unavailable, as in UIKit: use ``fixed(_:)`` or ``flexible(_:)``.
    @available(*, unavailable, message: "use fixed(_:) or flexible(_:)")
    public override init() {
        fatalError("NSCollectionLayoutSpacing.init() is unavailable")
    }

    /// At least `flexibleSpacing` points, plus an equal share of the group's leftover length with
    /// the group's other flexible spacings.
    open class func flexible(_ flexibleSpacing: CGFloat) -> Self {
        NSCollectionLayoutSpacing(value: flexibleSpacing, flexible: true) as! Self
    }

    /// Exactly `fixedSpacing` points.
    open class func fixed(_ fixedSpacing: CGFloat) -> Self {
        NSCollectionLayoutSpacing(value: fixedSpacing, flexible: false) as! Self
    }

    /// The spacing in points.
    open var spacing: CGFloat { value }
    /// Whether the spacing is flexible.
    open var isFlexible: Bool { flexible }
    /// Whether the spacing is fixed.
    open var isFixed: Bool { !flexible }

    /// A spacing of the same kind and value.
    open func copy(with zone: NSZone? = nil) -> Any {
        NSCollectionLayoutSpacing(value: value, flexible: flexible)
    }

    /// TrellisLayout's spacing: `.fixed` or `.flexible` of the same value.
    var layoutSpacing: LayoutSpacing {
        flexible ? .flexible(Double(value)) : .fixed(Double(value))
    }

    /// Equal when of the same kind and value.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        nonisolated(unsafe) let object = object
        return MainActor.assumeIsolated {
            guard let other = object as? NSCollectionLayoutSpacing else { return false }
            return other.value == value && other.flexible == flexible
        }
    }

    /// A hash of the kind and value.
    nonisolated open override var hash: Int {
        MainActor.assumeIsolated { value.hashValue ^ (flexible ? 1 : 0) }
    }
}

/// Extra space around an item when its group lays it out, as UIKit's `NSCollectionLayoutEdgeSpacing`.
///
/// It maps onto TrellisLayout's `LayoutEdgeSpacing` edge for edge (leading is left): along the
/// group's axis a slot takes up its leading edge, its length and its trailing edge; across it a
/// fixed top edge moves the item down and a flexible top and bottom pair centres it (rule 17).
@MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject, @preconcurrency NSCopying {
    /// The space before the item's leading edge.
    open var leading: NSCollectionLayoutSpacing? { storedLeading }
    /// The space above the item.
    open var top: NSCollectionLayoutSpacing? { storedTop }
    /// The space after the item's trailing edge.
    open var trailing: NSCollectionLayoutSpacing? { storedTrailing }
    /// The space below the item.
    open var bottom: NSCollectionLayoutSpacing? { storedBottom }

    private let storedLeading, storedTop, storedTrailing, storedBottom: NSCollectionLayoutSpacing?

    /// Edge spacing with the four given spacings (each may be nil).
    init(spacings leading: NSCollectionLayoutSpacing?, _ top: NSCollectionLayoutSpacing?,
         _ trailing: NSCollectionLayoutSpacing?, _ bottom: NSCollectionLayoutSpacing?) {
        (storedLeading, storedTop, storedTrailing, storedBottom) = (leading, top, trailing, bottom)
        super.init()
    }

    /// Edge spacing with the four given spacings (each may be nil).
    public convenience init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                            trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.init(spacings: leading, top, trailing, bottom)
    }

    /// Unavailable, as in UIKit: use ``init(leading:top:trailing:bottom:)``.
    @available(*, unavailable, message: "use init(leading:top:trailing:bottom:)")
    public override init() {
        fatalError("NSCollectionLayoutEdgeSpacing.init() is unavailable")
    }

    /// Edge spacing with the same four spacings.
    open func copy(with zone: NSZone? = nil) -> Any {
        NSCollectionLayoutEdgeSpacing(spacings: storedLeading, storedTop, storedTrailing, storedBottom)
    }

    /// TrellisLayout's edge spacing, edge for edge (leading is left).
    var layoutEdgeSpacing: LayoutEdgeSpacing {
        LayoutEdgeSpacing(leading: storedLeading?.layoutSpacing, top: storedTop?.layoutSpacing,
                          trailing: storedTrailing?.layoutSpacing, bottom: storedBottom?.layoutSpacing)
    }
}
