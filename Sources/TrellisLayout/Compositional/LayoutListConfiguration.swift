/// A list section's appearance and parts, as UIKit's `UICollectionLayoutListConfiguration`
/// (rule 25): full-width rows sized from their text, separators, headers and footers, with the
/// metrics docs/layouts.md gives ("Lists"), in points.
///
/// ```swift
/// var list = LayoutListConfiguration(appearance: .insetGrouped)
/// list.headerMode = .supplementary
/// let section = LayoutSection.list(using: list, environment: environment)
/// ```
public struct LayoutListConfiguration: Hashable, Sendable {
    /// The look of the list (UIKit's `UICollectionLayoutListConfiguration.Appearance`).
    public enum Appearance: String, Hashable, Sendable, CaseIterable {
        /// Rows edge to edge.
        case plain
        /// Sections apart, rows edge to edge.
        case grouped
        /// Sections apart, inset from the sides.
        case insetGrouped
        /// A sidebar: inset rows.
        case sidebar
        /// A sidebar without the grouped look.
        case sidebarPlain
    }

    /// Where a section's header comes from (UIKit's `HeaderMode`).
    public enum HeaderMode: String, Hashable, Sendable, CaseIterable {
        /// No header.
        case none
        /// A header supplementary view (kind ``ElementKind/header``).
        case supplementary
        /// The section's first item is its header.
        case firstItemInSection
    }

    /// Where a section's footer comes from (UIKit's `FooterMode`).
    public enum FooterMode: String, Hashable, Sendable, CaseIterable {
        /// No footer.
        case none
        /// A footer supplementary view (kind ``ElementKind/footer``).
        case supplementary
    }

    /// The look of the list.
    public var appearance: Appearance
    /// Where a section's header comes from; none by default.
    public var headerMode: HeaderMode = .none
    /// Where a section's footer comes from; none by default.
    public var footerMode: FooterMode = .none
    /// Whether rows are separated by lines; true by default.
    public var showsSeparators = true
    /// The space above a section's header, in points; `nil` for the appearance's default.
    public var headerTopPadding: Double?

    /// A list of `appearance`, with UIKit's defaults for the rest.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}

extension LayoutSection {
    /// A list section for `configuration` in `environment` (UIKit's
    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`, rule 25): one full-width row
    /// per item, self-sized from its text and at least the appearance's row height, with the
    /// appearance's insets, spacing, header and footer. Its ``listConfiguration`` is `configuration`.
    public static func list(using configuration: LayoutListConfiguration, environment: LayoutEnvironment) -> LayoutSection {
        // Rule 25 is filled in by the list work; until then, a plain self-sizing row per item.
        let row = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)))
        var section = LayoutSection(group: .vertical(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
                                                     subitems: [row]))
        section.listConfiguration = configuration
        return section
    }
}
