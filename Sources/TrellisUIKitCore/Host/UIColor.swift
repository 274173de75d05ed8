/// A colour, as UIKit's `UIColor`: red, green, blue and alpha components from 0 to 1.
///
/// Declared so that layout code that sets a colour (a list's `backgroundColor`, its separators')
/// compiles; nothing here draws with it. The system colours are fixed light-mode values.
///
/// ```swift
/// var list = UICollectionLayoutListConfiguration(appearance: .plain)
/// list.backgroundColor = .systemGroupedBackground
/// ```
open class UIColor: NSObject, @unchecked Sendable {
    /// The components, each from 0 to 1.
    let red, green, blue, alpha: CGFloat

    /// A colour of these components (each clamped to 0…1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamped(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(1, max(0, v)) }
        self.red = clamped(red)
        self.green = clamped(green)
        self.blue = clamped(blue)
        self.alpha = clamped(alpha)
        super.init()
    }

    /// A grey of brightness `white`.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Whether `object` is a colour of the same components.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return other.red == red && other.green == green && other.blue == blue && other.alpha == alpha
    }

    /// A hash of the components.
    open override var hash: Int {
        var hasher = Hasher()
        for v in [red, green, blue, alpha] { hasher.combine(v) }
        return hasher.finalize()
    }

    /// Fully transparent.
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// Black.
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// White.
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// The background of a plain view (white).
    public class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
    /// The background of a grouped list (iOS's light grey, #F2F2F7).
    public class var systemGroupedBackground: UIColor { UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1) }
    /// The background of content on a grouped background (white).
    public class var secondarySystemGroupedBackground: UIColor { UIColor(white: 1, alpha: 1) }
    /// A thin line between rows (iOS's, #3C3C43 at 29 %).
    public class var separator: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29) }
    /// A faint fill (iOS's, #767680 at 12 %).
    public class var tertiarySystemFill: UIColor { UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12) }
    /// The system's red (#FF3B30).
    public class var systemRed: UIColor { UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1) }
    /// The system's blue (#007AFF).
    public class var systemBlue: UIColor { UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1) }
}
