/// How much room a dimension has, as UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not known.
    case unspecified = 0
    /// Little room (an iPhone's width in portrait).
    case compact = 1
    /// Ample room (an iPad's width).
    case regular = 2
}

/// The layout direction of a trait environment, as UIKit's `UITraitEnvironmentLayoutDirection`
/// (a different enumeration from `UIUserInterfaceLayoutDirection`, as in UIKit).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// The kind of device an interface is for, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// An iPhone.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// A TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac.
    case mac = 5
    /// Vision Pro.
    case vision = 6
}

/// The traits of an environment, as UIKit's `UITraitCollection`: size classes, display scale,
/// layout direction. Immutable and safe to share, as UIKit's is.
///
/// A collection view's traits take their size classes from its bounds by Trellis's rule,
/// ``sizeClasses(for:)``: UIKit takes them from the device and the window, which Linux does not have.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The horizontal size class; `.unspecified` by default.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class; `.unspecified` by default.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Points to pixels; 0 (unspecified) by default.
    public let displayScale: CGFloat
    /// The layout direction; `.unspecified` by default.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The device kind; `.unspecified` by default (a collection view's traits say `.phone`).
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    /// Traits with every value given (Trellis's memberwise initialiser; UIKit combines traits).
    init(horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified, verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
         displayScale: CGFloat = 0, layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified,
         userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
        self.userInterfaceIdiom = userInterfaceIdiom
        super.init()
    }

    /// Traits with every value unspecified.
    public override convenience init() {
        self.init(horizontalSizeClass: .unspecified)
    }

    /// Traits with only the horizontal size class given.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified)
    }

    /// Traits with only the vertical size class given.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass)
    }

    /// Traits with only the display scale given.
    public convenience init(displayScale scale: CGFloat) {
        self.init(horizontalSizeClass: .unspecified, displayScale: scale)
    }

    /// Traits with only the layout direction given.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(horizontalSizeClass: .unspecified, layoutDirection: layoutDirection)
    }

    /// Traits with only the idiom given.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(horizontalSizeClass: .unspecified, userInterfaceIdiom: idiom)
    }

    /// The traits of `traitCollections` combined: each value from the last collection that
    /// specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<T: Equatable>(_ value: (UITraitCollection) -> T, unspecified: T) -> T {
            traitCollections.last { value($0) != unspecified }.map(value) ?? unspecified
        }
        self.init(horizontalSizeClass: last(\.horizontalSizeClass, unspecified: .unspecified),
                  verticalSizeClass: last(\.verticalSizeClass, unspecified: .unspecified),
                  displayScale: last(\.displayScale, unspecified: 0),
                  layoutDirection: last(\.layoutDirection, unspecified: .unspecified),
                  userInterfaceIdiom: last(\.userInterfaceIdiom, unspecified: .unspecified))
    }

    /// Trellis's rule for the size classes of a view of `size` points (UIKit has no such rule; it
    /// takes them from the device): horizontally compact below 678 points (every compact width
    /// Apple lists, an iPad's narrowest split included, is at most 639; its regular widths start
    /// at 678), vertically compact below 480 points (an iPhone in landscape).
    nonisolated public static func sizeClasses(for size: CGSize) -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        (size.width < 678 ? .compact : .regular, size.height < 480 ? .compact : .regular)
    }

    /// Whether `object` is traits with the same values.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other.horizontalSizeClass == horizontalSizeClass && other.verticalSizeClass == verticalSizeClass
            && other.displayScale == displayScale && other.layoutDirection == layoutDirection
            && other.userInterfaceIdiom == userInterfaceIdiom
    }

    /// A hash of the values.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(displayScale)
        hasher.combine(layoutDirection)
        hasher.combine(userInterfaceIdiom)
        return hasher.finalize()
    }
}
