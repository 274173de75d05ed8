// What Apple's platforms already have and Linux's Foundation lacks: CoreGraphics'
// `CGAffineTransform`, Foundation's `NSRectAlignment` and `NSDirectionalRectEdge`, and AppKit's
// (UIKit's) `NSDirectionalEdgeInsets` and `IndexPath`'s `item`/`section`/`row`. TrellisUIKitCore
// is built only where UIKit is not (Package.swift), so on macOS these come from the platform and
// are not declared again; on Linux and the other platforms without them, they are declared here
// with Apple's names, fields and semantics. The rest of the module uses them the same on every
// platform. (`CGFloat`, `CGPoint`, `CGSize` and `CGRect` are Foundation's everywhere, re-exported
// below.)
//
// On macOS only `NSDirectionalEdgeInsets` is imported from AppKit, by name: AppKit also declares
// the `NSCollectionLayout*` classes, which TrellisUIKitCore declares with UIKit's semantics, and a
// whole-module re-export would make every such name ambiguous. Loading AppKit this way also makes
// its `IndexPath` additions visible. (macOS is not built here: this branch is untested.)
@_exported import Foundation
#if canImport(AppKit)
@_exported import struct AppKit.NSDirectionalEdgeInsets
#else

/// An affine transform, as CoreGraphics' `CGAffineTransform`: the matrix
/// `[a b 0; c d 0; tx ty 1]` that maps `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`.
///
/// ```swift
/// let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
/// CGPoint(x: 1, y: 1).applying(t)   // (12, 2): scaled first, then moved
/// ```
public struct CGAffineTransform: Equatable, Hashable, Sendable {
    /// The matrix's entries, named as CoreGraphics names them.
    public var a, b, c, d, tx, ty: CGFloat

    /// The transform with the given entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity transform, as CoreGraphics' default `init()` is not: an all-zero matrix.
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// The transform that changes nothing.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Scales x by `sx` and y by `sy`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Moves by `(tx, ty)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Rotates by `angle` radians (counter-clockwise in a y-up space, clockwise on a y-down screen).
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(cos(Double(angle))), sine = CGFloat(sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// This transform, then `t2` (the matrix product `self × t2`).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                          c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                          tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A scale by `(sx, sy)`, then this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A move by `(tx, ty)`, then this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A rotation by `angle`, then this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The transform that undoes this one; this one unchanged when it cannot be inverted, as
    /// CoreGraphics returns it.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return CGAffineTransform(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                                 tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}

extension CGPoint {
    /// The point mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped by `t`'s linear part (no translation), as CoreGraphics maps it: the
    /// result may be negative.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding this one's four corners mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if t.isIdentity { return self }
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
            .map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minimumX = xs.min()!, minimumY = ys.min()!
        return CGRect(x: minimumX, y: minimumY, width: xs.max()! - minimumX, height: ys.max()! - minimumY)
    }
}

/// Edge insets whose horizontal sides follow the layout direction, as UIKit's and AppKit's
/// `NSDirectionalEdgeInsets`: `leading` is the left in a left-to-right layout, the right in a
/// right-to-left one.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    /// The insets from each edge.
    public var top, leading, bottom, trailing: CGFloat

    /// No insets.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// The given insets.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// No insets.
    public static let zero = NSDirectionalEdgeInsets()
}

extension IndexPath {
    /// The index path of item `item` in section `section`, as UIKit's collection views name it.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The index path of row `row` in section `section`, as UIKit's table views name it.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section: the first index. Like UIKit's, it traps on a path that is not two indexes long.
    public var section: Int {
        get { checkedPair()[0] }
        set { self[0] = newValue }
    }

    /// The item in the section: the second index.
    public var item: Int {
        get { checkedPair()[1] }
        set { self[1] = newValue }
    }

    /// The row in the section: the second index, as `item` is.
    public var row: Int {
        get { item }
        set { item = newValue }
    }

    private func checkedPair() -> IndexPath {
        precondition(count == 2, "Invalid index path for use with UICollectionView. Index paths for use with UICollectionView must contain exactly two indices.")
        return self
    }
}

/// Where a boundary supplementary item sits on its section (or layout), as Foundation's
/// `NSRectAlignment` on Apple platforms.
///
/// ```swift
/// let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "header", alignment: .top)
/// ```
///
/// `.top` (a header) and `.bottom` (a footer) are modelled; the others are declared, and a layout
/// using them warns and does not place the item.
public enum NSRectAlignment: Int, Sendable {
    /// No alignment.
    case none = 0
    /// Above the section: a header.
    case top = 1
    /// At the top leading corner.
    case topLeading = 2
    /// Beside the section, on its leading side.
    case leading = 3
    /// At the bottom leading corner.
    case bottomLeading = 4
    /// Below the section: a footer.
    case bottom = 5
    /// At the bottom trailing corner.
    case bottomTrailing = 6
    /// Beside the section, on its trailing side.
    case trailing = 7
    /// At the top trailing corner.
    case topTrailing = 8
}

/// A set of a rectangle's edges, leading and trailing rather than left and right, as Foundation's
/// `NSDirectionalRectEdge` on Apple platforms. ``NSCollectionLayoutAnchor`` takes one.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The edges' bits.
    public let rawValue: UInt

    /// The edges with these bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
#endif
