/// A section of a compositional layout, as UIKit's `NSCollectionLayoutSection`: a group that
/// repeats until the section's items run out, with the spacing between its instances, the
/// section's insets, its sideways scrolling, and a header and footer.
///
/// ```swift
/// var section = LayoutSection(group: row)
/// section.interGroupSpacing = 1
/// section.contentInsets = EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
/// section.orthogonalScrollingBehavior = .groupPaging
/// section.headerHeight = 1
/// ```
public struct LayoutSection: Hashable, Sendable {
    /// How a section scrolls sideways, as UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
    /// Any value but ``none`` lays the groups along x (rule 12); the kinds differ in how a viewer
    /// scrolls them, and ``groupPagingCentered`` also shifts the groups (rule 24).
    public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
        /// No sideways scrolling: groups stack downwards.
        case none
        /// Scrolls freely.
        case continuous
        /// Scrolls by the width of the view.
        case paging
        /// Scrolls by one group.
        case groupPaging
        /// Scrolls by one group, each page centring its group: the groups shift by
        /// `(container width − group width) / 2` (rule 24).
        case groupPagingCentered
        /// Scrolls freely, each scroll stopping with a group's leading edge at the section's leading inset (rule 24).
        case continuousGroupLeadingBoundary
    }

    /// The group that repeats.
    public var group: LayoutGroup
    /// The gap between two instances of the group; negative or non-finite counts as 0.
    public var interGroupSpacing: Double = 0
    /// Space around the groups, inside the header and footer; each side negative or non-finite counts as 0.
    public var contentInsets: EdgeInsets = .zero
    /// Whether and how the section scrolls sideways.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    /// Height of the section header (a boundary supplementary item at the top); 0 means none.
    public var headerHeight: Double = 0
    /// Height of the section footer (a boundary supplementary item at the bottom); 0 means none.
    public var footerHeight: Double = 0
    /// The section's headers, footers and side items (rule 21), after the ``headerHeight`` and
    /// ``footerHeight`` shorthands: a header shorthand stacks first at the top, a footer shorthand
    /// first at the bottom, each `.top`/`.bottom`, `fractionalWidth(1)` wide, at zIndex 10.
    public var boundarySupplementaryItems: [LayoutBoundaryItem] = []
    /// Views the layout draws behind the section, such as its background (rule 20).
    public var decorationItems: [LayoutDecorationItem] = []
    /// Whether boundary items are inset by the section's leading and trailing content insets
    /// (true, the default) or span the full width (rule 21).
    public var supplementariesFollowContentInsets = true
    /// The list configuration the section was made from with ``list(using:environment:)``, so that
    /// viewers draw its separators; `nil` for any other section (rule 25).
    public var listConfiguration: LayoutListConfiguration?

    /// A section of `group`, with no spacing, no insets, no sideways scrolling, no header or footer.
    public init(group: LayoutGroup) {
        self.group = group
    }
}
