/// The screen, as UIKit's `UIScreen`: layouts read `UIScreen.main`'s bounds and scale.
///
/// Linux has no screen a layout could mean, so `main` is a fixed iPhone-sized one: 390 × 844
/// points at scale 2 (Trellis's choice, documented in docs/porting-from-uikit.md). Layouts that
/// round to pixels (`(x * scale).rounded() / scale`) round to half points.
@MainActor
open class UIScreen: NSObject {
    /// The main screen.
    open class var main: UIScreen { mainScreen }

    private static let mainScreen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2)

    /// The screen's bounds, in points.
    open private(set) var bounds: CGRect

    /// Pixels per point.
    open private(set) var scale: CGFloat

    /// Pixels per point of the physical screen: the same as ``scale`` here.
    open var nativeScale: CGFloat { scale }

    /// The main screen's traits: its size classes by ``UITraitCollection/sizeClasses(for:)``, its scale.
    open var traitCollection: UITraitCollection {
        let classes = UITraitCollection.sizeClasses(for: bounds.size)
        return UITraitCollection(horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical, displayScale: scale,
                                 layoutDirection: UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                                 userInterfaceIdiom: .phone)
    }

    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
        super.init()
    }
}

/// The application, as UIKit's `UIApplication`: layouts read
/// `UIApplication.shared.userInterfaceLayoutDirection`.
@MainActor
open class UIApplication: NSObject {
    /// The application.
    open class var shared: UIApplication { sharedApplication }

    private static let sharedApplication = UIApplication()

    /// The direction of the application's interface: left to right unless set by
    /// ``setUserInterfaceLayoutDirection(_:)`` (UIKit takes it from the language).
    open private(set) var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight

    /// Sets ``userInterfaceLayoutDirection``: a Trellis addition, for previews and tests of
    /// right-to-left layouts (on a device the language decides).
    public func setUserInterfaceLayoutDirection(_ direction: UIUserInterfaceLayoutDirection) {
        userInterfaceLayoutDirection = direction
    }
}
