/// A cell slot of a compositional layout, as UIKit's `NSCollectionLayoutItem`: a size and the
/// insets that shrink the cell inside its slot.
///
/// The cell's frame is its slot inset by ``contentInsets`` (rule 6): top, left, bottom and
/// right each subtracted, a size never below 0. Insets are always lengths, never fractions.
///
/// ```swift
/// let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)),
///                       contentInsets: EdgeInsets(left: 1, right: 1))
/// ```
public struct LayoutItem: Hashable, Sendable {
    /// The slot's size, resolved against the parent group's size (UIKit's `layoutSize`).
    public var size: LayoutSize
    /// How far the cell lies inside its slot on each side; negative or non-finite counts as 0.
    /// Ignored on an axis whose dimension is estimated (rule 15).
    public var contentInsets: EdgeInsets
    /// The space around the slot in its group (rule 17); `nil` for none. Ignored in a `count` group.
    public var edgeSpacing: LayoutEdgeSpacing?
    /// Views anchored to the item, such as badges (rule 19).
    public var supplementaryItems: [LayoutSupplementaryItem]

    /// Creates an item of `size` with `contentInsets`, `edgeSpacing` and `supplementaryItems` (none by default).
    public init(size: LayoutSize, contentInsets: EdgeInsets = .zero, edgeSpacing: LayoutEdgeSpacing? = nil,
                supplementaryItems: [LayoutSupplementaryItem] = []) {
        self.size = size
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }
}
