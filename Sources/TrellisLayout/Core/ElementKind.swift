/// What a laid-out element is, as UIKit's `UICollectionView.ElementCategory`: a cell, a
/// supplementary view (headers, footers, badges: views the data source provides) or a
/// decoration view (section backgrounds: views the layout owns).
public enum ElementCategory: String, Hashable, Sendable, CaseIterable {
    /// An item of a section.
    case cell
    /// A view the data source provides beside the cells: a header, a footer, a badge.
    case supplementaryView
    /// A view the layout owns, with no data behind it: a section background.
    case decorationView
}

/// The kind of a laid-out element: an open string, as UIKit's element kinds
/// (`UICollectionView.elementKindSectionHeader`, or any string a layout chooses, such as
/// `"badge"`).
///
/// Trellis's own elements keep the short names its tools have always shown (`cell`, `header`,
/// `footer`, `background`); any other kind is written under its own name. A kind says what the
/// element is within its ``ElementCategory``; ``LayoutAttributes/category`` says which query
/// answers for it (``CollectionLayout/layoutAttributesForSupplementaryView(ofKind:at:)`` or
/// ``CollectionLayout/layoutAttributesForDecorationView(ofKind:at:)``).
///
/// An `ElementKind` is a plain 16-byte value, like a small `String` but with nothing to retain:
/// a name of up to 15 UTF-8 bytes is kept inline, a longer one is numbered once in a registry
/// shared by the process. So attributes, which carry a kind, copy as plain bytes, and comparing
/// two kinds compares two words. Make a kind with a long name once (a `static let`) rather than
/// per element: each construction of a long name looks it up under a lock.
public struct ElementKind: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible {
    /// The first 8 bytes of an inline name (little-endian), or a registered name's number.
    @usableFromInline let low: UInt64
    /// Bytes 8 to 14 of an inline name, and in the top byte its length (0 to 15), or
    /// ``registered`` for a name in the registry.
    @usableFromInline let high: UInt64

    /// The top byte of ``high`` of a registered name.
    @usableFromInline static let registered: UInt64 = 0xFF

    /// The kind stored as `low` and `high`.
    @inlinable init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// The kind named `rawValue`.
    public init(rawValue: String) {
        var name = rawValue
        let bytes = name.withUTF8 { utf8 -> (UInt64, UInt64)? in
            guard utf8.count <= 15 else { return nil }
            var low: UInt64 = 0, high = UInt64(utf8.count) << 56
            for (k, byte) in utf8.enumerated() {
                if k < 8 { low |= UInt64(byte) << (8 * k) } else { high |= UInt64(byte) << (8 * (k - 8)) }
            }
            return (low, high)
        }
        if let (low, high) = bytes {
            self.init(low: low, high: high)
        } else {
            self.init(low: ElementKindRegistry.shared.number(of: rawValue), high: Self.registered << 56)
        }
    }

    /// The kind named `name`.
    public init(_ name: String) {
        self.init(rawValue: name)
    }

    /// The kind written as a string literal: `let badge: ElementKind = "badge"`.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    /// The kind's name, as the `attributes` JSON and the snapshots write it.
    public var rawValue: String {
        let length = Int(high >> 56)
        if length == Self.registered { return ElementKindRegistry.shared.name(number: low) }
        return withUnsafeBytes(of: (low.littleEndian, high.littleEndian)) { raw in
            String(decoding: raw.prefix(length), as: UTF8.self)
        }
    }

    /// The kind of every cell.
    @inlinable public static var cell: ElementKind { ElementKind(low: 0x6c6c_6563, high: 4 << 56) }
    /// A section header, above the section's items (a supplementary view).
    @inlinable public static var header: ElementKind { ElementKind(low: 0x7265_6461_6568, high: 6 << 56) }
    /// A section footer, below the section's items (a supplementary view).
    @inlinable public static var footer: ElementKind { ElementKind(low: 0x7265_746f_6f66, high: 6 << 56) }
    /// A section background behind the section's inset area (a decoration view).
    @inlinable public static var background: ElementKind {
        ElementKind(low: 0x756f_7267_6b63_6162, high: 10 << 56 | 0x646e)
    }

    /// Trellis's own kinds, in the order listings show them: cells, headers, footers, backgrounds.
    public static let builtIn: [ElementKind] = [.cell, .header, .footer, .background]

    /// The category an element of this kind has unless its layout says otherwise: cells are
    /// cells, backgrounds are decoration views, every other kind is a supplementary view.
    @inlinable public var defaultCategory: ElementCategory {
        if self == .cell { return .cell }
        return self == .background ? .decorationView : .supplementaryView
    }

    /// The kind's place among Trellis's own in listings (cell, header, footer, background), or 4.
    var builtInRank: Int {
        if self == .cell { return 0 }
        if self == .header { return 1 }
        if self == .footer { return 2 }
        return self == .background ? 3 : 4
    }

    /// Trellis's own kinds in ``builtIn`` order, then every other kind by name.
    public static func < (lhs: ElementKind, rhs: ElementKind) -> Bool {
        let left = lhs.builtInRank, right = rhs.builtInRank
        if left != right { return left < right }
        return left == 4 && lhs != rhs && lhs.rawValue < rhs.rawValue
    }

    /// Whether the two kinds have one name: their two words are equal (written out, because
    /// `RawRepresentable`'s default would compare the names as strings).
    @inlinable public static func == (lhs: ElementKind, rhs: ElementKind) -> Bool {
        lhs.low == rhs.low && lhs.high == rhs.high
    }

    /// Hashes the two words (not the name, as `RawRepresentable`'s default would).
    @inlinable public func hash(into hasher: inout Hasher) {
        hasher.combine(low)
        hasher.combine(high)
    }

    /// The kind's name.
    public var description: String { rawValue }
}
