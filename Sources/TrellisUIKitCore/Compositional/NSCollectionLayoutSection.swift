/// How a compositional section scrolls sideways, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`. Any value but `.none` lays the
/// section's groups along x, in a row that scrolls on its own.
///
/// Each maps onto TrellisLayout's kind of the same name: `.groupPagingCentered` shifts the groups
/// by `(container width − group width) / 2` so that each page centres its group, and
/// `.continuousGroupLeadingBoundary` comes to rest with a group's leading edge at the section's
/// leading inset (rule 24 of docs/layouts.md).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// No sideways scrolling: the groups stack down the layout.
    case none = 0
    /// Scrolls freely.
    case continuous = 1
    /// Scrolls freely, coming to rest on a group's leading edge.
    case continuousGroupLeadingBoundary = 2
    /// Scrolls a page (the collection view's width) at a time.
    case paging = 3
    /// Scrolls a group at a time.
    case groupPaging = 4
    /// Scrolls a group at a time, each group centred.
    case groupPagingCentered = 5
}

/// The edges a section's (or the layout's) content insets are measured from, as UIKit's
/// `UIContentInsetsReference`.
///
/// It maps onto TrellisLayout's `ContentInsetsReference` (rule 23 of docs/layouts.md): the layout
/// lays out inside the collection view's adjusted content insets, and the reference adds the safe
/// area beyond them, the layout margins, or the readable content guide (672 points wide at most,
/// centred) as the environment's `effectiveContentInsets`. The model takes the reference from the
/// layout's configuration: a section whose own reference differs warns and follows the configuration's.
public enum UIContentInsetsReference: Int, Sendable {
    /// The system's default: a section follows its layout's configuration.
    case automatic = 0
    /// No additional insets.
    case none = 1
    /// Honour the safe area.
    case safeArea = 2
    /// Honour the layout margins.
    case layoutMargins = 3
    /// Honour the readable content guide.
    case readableContent = 4
}

/// An element a section shows, as its `visibleItemsInvalidationHandler` sees it, as UIKit's
/// `NSCollectionLayoutVisibleItem`.
@MainActor
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
    /// The element's opacity.
    var alpha: CGFloat { get set }
    /// The element's drawing order.
    var zIndex: Int { get set }
    /// Whether the element is hidden.
    var isHidden: Bool { get set }
    /// The element's centre.
    var center: CGPoint { get set }
    /// The element's transform about its centre.
    var transform: CGAffineTransform { get set }
    /// The element's name.
    var name: String { get }
    /// The element's index path.
    var indexPath: IndexPath { get }
    /// The element's frame.
    var frame: CGRect { get }
    /// The element's bounds.
    var bounds: CGRect { get }
    /// Cell, supplementary view or decoration view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The supplementary or decoration view's kind; nil for a cell.
    var representedElementKind: String? { get }
}

/// Called on each layout pass with a section's visible elements, to change them before they show,
/// as UIKit's `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`. Out of scope, never
/// called here: a section that sets one warns.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// A section of a compositional layout, as UIKit's `NSCollectionLayoutSection`: a group that
/// repeats until the section's items run out, with the spacing between its instances, the
/// section's insets, its sideways scrolling, and its header and footer.
///
/// ```swift
/// let section = NSCollectionLayoutSection(group: group)
/// section.interGroupSpacing = 8
/// section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
/// section.orthogonalScrollingBehavior = .groupPaging
/// section.boundarySupplementaryItems = [header]
/// ```
///
/// It maps onto TrellisLayout's `LayoutSection` member for member: ``interGroupSpacing``,
/// ``contentInsets`` (leading is left, trailing right), ``orthogonalScrollingBehavior``,
/// ``boundarySupplementaryItems`` (rule 21 of docs/layouts.md), ``decorationItems`` (rule 20) and
/// ``supplementariesFollowContentInsets``. A section made by ``list(using:layoutEnvironment:)`` is
/// the model's list section (rule 25), with any member changed afterwards applied over it.
/// ``visibleItemsInvalidationHandler`` is out of scope (a warning); ``contentInsetsReference`` is
/// as ``UIContentInsetsReference`` says.
@MainActor
open class NSCollectionLayoutSection: NSObject, @preconcurrency NSCopying {
    private let storedGroup: NSCollectionLayoutGroup

    /// A section of `group`.
    init(sectionGroup: NSCollectionLayoutGroup) {
        storedGroup = sectionGroup
        super.init()
    }

    /// A section repeating `group`, with no spacing, no insets, no sideways scrolling and no header or footer.
    public convenience init(group: NSCollectionLayoutGroup) {
        self.init(sectionGroup: group)
    }

    /// Unavailable, as in UIKit: use ``init(group:)``.
    @available(*, unavailable, message: "use init(group:)")
    public override init() {
        fatalError("NSCollectionLayoutSection.init() is unavailable")
    }

    /// The group that repeats (not public in UIKit; the layout reads it).
    var group: NSCollectionLayoutGroup { storedGroup }

    /// Space around the groups, inside the header and footer; `.zero` by default.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The space between two instances of the group; 0 by default.
    open var interGroupSpacing: CGFloat = 0
    /// What ``contentInsets`` are measured from: `.automatic` (the configuration's) by default.
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// Whether and how the section scrolls sideways: `.none` by default.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The section's headers and footers; empty by default.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers follow ``contentInsets`` sideways (true, the default) or span
    /// the section's full width.
    open var supplementariesFollowContentInsets: Bool = true
    /// Called on each layout pass with the visible elements; nil by default. Never called here (a warning).
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// Views behind the section (backgrounds); empty by default.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []

    /// The list configuration a ``list(using:layoutEnvironment:)`` section was made from; nil for
    /// any other section.
    private(set) var listConfiguration: UICollectionLayoutListConfiguration?

    /// A list section for `configuration` (UIKit's, iOS 14): one full-width row per item,
    /// self-sized from its content and at least the appearance's row height, with the appearance's
    /// insets, spacing, header and footer (rule 25 of docs/layouts.md). Members set afterwards
    /// (insets, spacing, boundary or decoration items, ...) apply over the list's own.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                        heightDimension: .estimated(44)), subitems: [row])
        let section = NSCollectionLayoutSection(sectionGroup: group)
        section.listConfiguration = configuration
        return section
    }

    /// A copy, with a copy of its group and the same supplementary and decoration items.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutSection(sectionGroup: storedGroup.copy() as! NSCollectionLayoutGroup)
        copy.contentInsets = contentInsets
        copy.interGroupSpacing = interGroupSpacing
        copy.contentInsetsReference = contentInsetsReference
        copy.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        copy.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
        copy.decorationItems = decorationItems
        copy.listConfiguration = listConfiguration
        return copy
    }
}
