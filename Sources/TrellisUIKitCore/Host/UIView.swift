/// The little of UIKit's `UIView` a layout reads through its collection view: frame and bounds,
/// margins, safe area, traits and layout direction. Nothing draws: cells and their views are out
/// of scope on Linux (docs/porting-from-uikit.md).
///
/// Linux: `init(frame:)` is `required`, so that a registered cell class can be made from its
/// metatype, as Objective-C's `alloc`/`initWithFrame:` does in UIKit. `safeAreaInsets` is the
/// one set by ``setSafeAreaInsets(_:)`` (there is no window to take it from).
@MainActor
open class UIView: NSObject {
    private var storedFrameOrigin: CGPoint
    private var storedBounds: CGRect
    private var storedSafeAreaInsets: UIEdgeInsets = .zero

    /// A view with the given frame; its bounds have the frame's size at the origin.
    public required init(frame: CGRect) {
        storedFrameOrigin = frame.origin
        storedBounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// A view decoded from an archive: Trellis has none, so this fails as UIKit's fails for an
    /// archive it cannot read.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// The view's frame in its superview: its origin there and its bounds' size. Setting it
    /// changes the bounds' size (see ``bounds``).
    open var frame: CGRect {
        get { CGRect(origin: storedFrameOrigin, size: storedBounds.size) }
        set {
            storedFrameOrigin = newValue.origin
            changeBounds(to: CGRect(origin: storedBounds.origin, size: newValue.size))
        }
    }

    /// The view's own coordinate space: its size, and for a scroll view the content offset as its origin.
    open var bounds: CGRect {
        get { storedBounds }
        set { changeBounds(to: newValue) }
    }

    /// The centre of the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// Changes the bounds, the one path every frame, bounds and content offset change takes. A
    /// subclass (the collection view) overrides it to ask its layout first, while ``bounds``
    /// still reads the old value.
    func changeBounds(to newBounds: CGRect) {
        storedBounds = newBounds
    }

    /// The insets the safe area takes from the bounds: zero unless set by ``setSafeAreaInsets(_:)``.
    open var safeAreaInsets: UIEdgeInsets { storedSafeAreaInsets }

    /// Trellis's stand-in for a window's safe area (a notch, a home indicator): sets
    /// ``safeAreaInsets``, which `.fromSafeArea` section insets and `adjustedContentInset` read.
    public func setSafeAreaInsets(_ insets: UIEdgeInsets) {
        storedSafeAreaInsets = insets
        safeAreaInsetsDidChange()
    }

    /// Called when ``safeAreaInsets`` changes. The default does nothing.
    open func safeAreaInsetsDidChange() {}

    /// The margins for content laid out inside the view: 8 points on each side by default, as a
    /// plain UIView's.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// ``layoutMargins`` with leading and trailing for left and right in the view's layout direction.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return NSDirectionalEdgeInsets(top: layoutMargins.top, leading: rightToLeft ? layoutMargins.right : layoutMargins.left,
                                           bottom: layoutMargins.bottom, trailing: rightToLeft ? layoutMargins.left : layoutMargins.right)
        }
        set {
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            layoutMargins = UIEdgeInsets(top: newValue.top, left: rightToLeft ? newValue.trailing : newValue.leading,
                                         bottom: newValue.bottom, right: rightToLeft ? newValue.leading : newValue.trailing)
        }
    }

    /// Whether the view's content is flipped for right-to-left languages; `.unspecified` follows
    /// the application's direction.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    /// The direction the view lays out in: forced by ``semanticContentAttribute``, else the
    /// application's ``UIApplication/userInterfaceLayoutDirection``.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified: UIApplication.shared.userInterfaceLayoutDirection
        }
    }

    /// The view's traits: size classes from its bounds by Trellis's rule
    /// (``UITraitCollection/sizeClasses(for:)``), the main screen's scale, its layout direction.
    open var traitCollection: UITraitCollection {
        let classes = UITraitCollection.sizeClasses(for: bounds.size)
        return UITraitCollection(horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical,
                                 displayScale: UIScreen.main.scale,
                                 layoutDirection: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// Lays out the view now if it needs it. A plain view has nothing to lay out.
    open func layoutIfNeeded() {}

    /// Marks the view as needing layout. Trellis lays out on ``layoutIfNeeded()`` and on queries.
    open func setNeedsLayout() {}

    /// Lays out subviews. A plain view has none.
    open func layoutSubviews() {}
}

/// Whether a view's content flips for right-to-left languages, as UIKit's enumeration.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follow the application's layout direction.
    case unspecified = 0
    /// Playback controls: always left to right.
    case playback = 1
    /// Directional controls: always left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}

/// The direction of an interface, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
