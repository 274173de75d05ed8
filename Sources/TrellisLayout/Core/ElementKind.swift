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
public struct ElementKind: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible {
    /// The kind's name, as the `attributes` JSON and the snapshots write it.
    public var rawValue: String

    /// The kind named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The kind named `name`.
    public init(_ name: String) {
        self.rawValue = name
    }

    /// The kind written as a string literal: `let badge: ElementKind = "badge"`.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The kind of every cell.
    public static let cell: ElementKind = "cell"
    /// A section header, above the section's items (a supplementary view).
    public static let header: ElementKind = "header"
    /// A section footer, below the section's items (a supplementary view).
    public static let footer: ElementKind = "footer"
    /// A section background behind the section's inset area (a decoration view).
    public static let background: ElementKind = "background"

    /// Trellis's own kinds, in the order listings show them: cells, headers, footers, backgrounds.
    public static let builtIn: [ElementKind] = [.cell, .header, .footer, .background]

    /// The category an element of this kind has unless its layout says otherwise: cells are
    /// cells, backgrounds are decoration views, every other kind is a supplementary view.
    public var defaultCategory: ElementCategory {
        switch self {
        case .cell: .cell
        case .background: .decorationView
        default: .supplementaryView
        }
    }

    /// Trellis's own kinds in ``builtIn`` order, then every other kind by name.
    public static func < (lhs: ElementKind, rhs: ElementKind) -> Bool {
        let left = builtIn.firstIndex(of: lhs) ?? builtIn.count, right = builtIn.firstIndex(of: rhs) ?? builtIn.count
        return left != right ? left < right : lhs.rawValue < rhs.rawValue
    }

    /// The kind's name.
    public var description: String { rawValue }
}
