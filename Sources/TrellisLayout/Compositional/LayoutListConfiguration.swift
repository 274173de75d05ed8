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
    /// The space above each section (above its header, else its first row), in points; `nil`
    /// for the appearance's default (``topPadding``).
    public var headerTopPadding: Double?

    /// A list of `appearance`, with UIKit's defaults for the rest.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}

extension LayoutListConfiguration {
    /// The least height of a row, in points (rule 25): 44, iOS's minimum row height at the
    /// default text size. A row's self-sized height is its text's, never below it.
    public var minimumRowHeight: Double { 44 }

    /// The inset of a section's rows, header and footer from each side, in points: 20 for
    /// `.insetGrouped` (iOS 17's inset at a compact width), 10 for `.sidebar`, 0 otherwise.
    public var sideInset: Double {
        switch appearance {
        case .insetGrouped: return 20
        case .sidebar: return 10
        case .plain, .grouped, .sidebarPlain: return 0
        }
    }

    /// The space above each section, before its header (or its first row when it has none), in
    /// points: ``headerTopPadding`` when set (negative or non-finite counts as 0), else the
    /// appearance's: 35 for `.grouped` and `.insetGrouped` (iOS 17's gap between grouped
    /// sections), 10 for `.sidebar`, 0 for `.plain` and `.sidebarPlain`. The first section has it
    /// too, as iOS's grouped lists start below a gap.
    public var topPadding: Double {
        if let headerTopPadding { return headerTopPadding.layoutLength }
        switch appearance {
        case .grouped, .insetGrouped: return 35
        case .sidebar: return 10
        case .plain, .sidebarPlain: return 0
        }
    }

    /// The estimated height of a `.supplementary` header, in points, which its text replaces
    /// (rule 21's estimated boundary items): 38 for the grouped appearances and `.sidebar` (a
    /// small caption with its padding), 28 for `.plain` and `.sidebarPlain`.
    public var headerEstimatedHeight: Double {
        switch appearance {
        case .grouped, .insetGrouped, .sidebar: return 38
        case .plain, .sidebarPlain: return 28
        }
    }

    /// The estimated height of a `.supplementary` footer, in points: 28 for every appearance.
    public var footerEstimatedHeight: Double { 28 }
}

extension LayoutSection {
    /// A list section for `configuration` in `environment` (UIKit's
    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`, rule 25), in points:
    /// - one row per item, `fractionalWidth(1)` wide and self-sized from its text
    ///   (`estimated(44)` high), never below ``LayoutListConfiguration/minimumRowHeight``, no
    ///   gap between rows (separators are drawn by viewers from ``listConfiguration``);
    /// - ``LayoutListConfiguration/sideInset`` at the left and right (20 for `.insetGrouped`);
    /// - ``LayoutListConfiguration/topPadding`` above the section (35 for the grouped kinds);
    /// - with `headerMode` `.supplementary`, a `.top` header boundary item `fractionalWidth(1)`
    ///   wide and `estimated(headerEstimatedHeight)` high; with `footerMode` `.supplementary`, a
    ///   `.bottom` footer `estimated(28)` high; both follow the side insets;
    /// - with `headerMode` `.firstItemInSection`, nothing changes in the layout: the first row is a
    ///   row like the others (its frame by the same rules), and viewers style it as the header.
    ///
    /// The section is laid out within the environment's effective content insets as every
    /// section is (rule 23), so `environment` adds nothing here. Its ``listConfiguration`` is
    /// `configuration`.
    public static func list(using configuration: LayoutListConfiguration, environment: LayoutEnvironment) -> LayoutSection {
        let row = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(configuration.minimumRowHeight)))
        var section = LayoutSection(group: .vertical(size: LayoutSize(width: .fractionalWidth(1),
                                                                      height: .estimated(configuration.minimumRowHeight)),
                                                     subitems: [row]))
        section.contentInsets = EdgeInsets(top: 0, left: configuration.sideInset, bottom: 0, right: configuration.sideInset)
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(LayoutBoundaryItem(
                size: LayoutSize(width: .fractionalWidth(1), height: .estimated(configuration.headerEstimatedHeight)),
                kind: .header, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(LayoutBoundaryItem(
                size: LayoutSize(width: .fractionalWidth(1), height: .estimated(configuration.footerEstimatedHeight)),
                kind: .footer, alignment: .bottom))
        }
        section.listConfiguration = configuration
        return section
    }
}
