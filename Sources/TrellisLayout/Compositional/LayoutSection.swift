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
    /// Any value but ``none`` lays the groups along x (rule 12); the kinds differ only in how a
    /// viewer scrolls them, never in the frames.
    public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
        /// No sideways scrolling: groups stack downwards.
        case none
        /// Scrolls freely.
        case continuous
        /// Scrolls by the width of the view.
        case paging
        /// Scrolls by one group.
        case groupPaging
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

    /// A section of `group`, with no spacing, no insets, no sideways scrolling, no header or footer.
    public init(group: LayoutGroup) {
        self.group = group
    }
}
