import TrellisLayout

/// A list section's appearance and parts, as UIKit's `UICollectionLayoutListConfiguration`: used
/// through ``NSCollectionLayoutSection/list(using:layoutEnvironment:)`` and
/// ``UICollectionViewCompositionalLayout/list(using:)``.
///
/// ```swift
/// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// let layout = UICollectionViewCompositionalLayout.list(using: configuration)
/// ```
///
/// It maps onto TrellisLayout's `LayoutListConfiguration` (rule 25 of docs/layouts.md):
/// ``appearance``, ``headerMode``, ``footerMode``, ``showsSeparators`` and ``headerTopPadding``
/// decide the section's rows, insets, header and footer, with Trellis's documented metrics (close
/// to iOS 17's; iOS varies its own by version and text size). A `.supplementary` header or footer
/// is a supplementary view of kind `UICollectionView.elementKindSectionHeader` or `…Footer`.
/// ``backgroundColor``, ``separatorConfiguration``, ``itemSeparatorHandler`` and the swipe-action
/// providers are stored, so that code setting them compiles, and never drawn or called: nothing
/// here draws colours or swipes.
public struct UICollectionLayoutListConfiguration {
    /// The look of the list, as UIKit's `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge.
        case plain = 0
        /// Sections apart, rows edge to edge.
        case grouped = 1
        /// Sections apart, inset from the sides, with rounded corners.
        case insetGrouped = 2
        /// A sidebar.
        case sidebar = 3
        /// A sidebar without the grouped look.
        case sidebarPlain = 4
    }

    /// Where a section's header comes from, as UIKit's `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary = 1
        /// The section's first item is its header.
        case firstItemInSection = 2
    }

    /// Where a section's footer comes from, as UIKit's `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Int, Sendable {
        /// No footer.
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary = 1
    }

    /// Gives a row's swipe actions, as UIKit's `SwipeActionsConfigurationProvider`.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    /// Gives a row's separator configuration from the section's, as UIKit's `ItemSeparatorHandler`.
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    /// The look of the list.
    public let appearance: Appearance
    /// Whether rows are separated by lines; true by default.
    public var showsSeparators = true
    /// The section's separators' look (stored, not drawn: the viewers draw plain separators).
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Changes a row's separators (stored, never called).
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background colour; nil for the appearance's (stored, not drawn).
    public var backgroundColor: UIColor?
    /// Where a section's header comes from; `.none` by default.
    public var headerMode: HeaderMode = .none
    /// Where a section's footer comes from; `.none` by default.
    public var footerMode: FooterMode = .none
    /// The space above each section's header; nil (the default) for the appearance's.
    public var headerTopPadding: CGFloat?
    /// A row's leading swipe actions (stored, never called: nothing swipes here).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// A row's trailing swipe actions (stored, never called: nothing swipes here).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A list of `appearance`, with UIKit's defaults for the rest.
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The model's list configuration: appearance, modes, separators and header padding.
    var layoutListConfiguration: LayoutListConfiguration {
        var model = LayoutListConfiguration(appearance: LayoutListConfiguration.Appearance(appearance))
        switch headerMode {
        case .none: model.headerMode = .none
        case .supplementary: model.headerMode = .supplementary
        case .firstItemInSection: model.headerMode = .firstItemInSection
        }
        model.footerMode = footerMode == .supplementary ? .supplementary : .none
        model.showsSeparators = showsSeparators
        model.headerTopPadding = headerTopPadding.map(Double.init)
        return model
    }
}

extension LayoutListConfiguration.Appearance {
    /// The model's appearance for UIKit's, case for case.
    init(_ appearance: UICollectionLayoutListConfiguration.Appearance) {
        switch appearance {
        case .plain: self = .plain
        case .grouped: self = .grouped
        case .insetGrouped: self = .insetGrouped
        case .sidebar: self = .sidebar
        case .sidebarPlain: self = .sidebarPlain
        }
    }
}

/// How a list section's separators look, as UIKit's `UIListSeparatorConfiguration`.
///
/// Declared so that code configuring separators compiles; the viewers draw plain separators
/// wherever ``UICollectionLayoutListConfiguration/showsSeparators`` is true, whatever this says.
public struct UIListSeparatorConfiguration {
    /// Whether a separator shows, as UIKit's `UIListSeparatorConfiguration.Visibility`.
    public enum Visibility: Int, Sendable {
        /// As the list decides.
        case automatic = 0
        /// Always shown.
        case visible = 1
        /// Never shown.
        case hidden = 2
    }

    /// The insets that stand for "as the list decides": a sentinel (here every side
    /// `-.greatestFiniteMagnitude`; UIKit does not document its value) to compare with, never to
    /// lay out with.
    public static let automaticInsets = NSDirectionalEdgeInsets(top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
                                                                bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)

    /// Whether the separator above a row shows; `.automatic` by default.
    public var topSeparatorVisibility: Visibility = .automatic
    /// Whether the separator below a row shows; `.automatic` by default.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// The insets of the separator above a row; ``automaticInsets`` by default.
    public var topSeparatorInsets: NSDirectionalEdgeInsets = automaticInsets
    /// The insets of the separator below a row; ``automaticInsets`` by default.
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = automaticInsets
    /// The separators' colour.
    public var color: UIColor = .separator
    /// The separators' colour while several rows are selected.
    public var multipleSelectionColor: UIColor = .separator

    /// The separators a list of `listAppearance` has by default.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}
