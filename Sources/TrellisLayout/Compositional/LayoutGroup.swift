/// A group of a compositional layout, as UIKit's `NSCollectionLayoutGroup`: subitems (items or
/// nested groups) laid along an axis.
///
/// Without a ``count`` the subitems are laid in order and repeat cyclically while the next
/// one fits (rule 4); with a `count` N the group holds N equal slots of its one subitem (rule 5);
/// with ``repeatsSubitems`` false each subitem is laid once, at its own size (UIKit's
/// `repeatingSubitem:count:`, as `count` copies of the subitem).
///
/// ```swift
/// let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.5)))
/// let column = LayoutGroup.vertical(size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)),
///                                   subitems: [item])
/// let row = LayoutGroup.horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(6)),
///                                  subitems: [LayoutItem(size: column.size), column])
/// let grid = LayoutGroup.horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(3)),
///                                   subitem: item, count: 3)
/// ```
public struct LayoutGroup: Hashable, Sendable {
    /// The axis a group lays its subitems along.
    public enum Axis: String, Hashable, Sendable, CaseIterable {
        /// Left to right (UIKit's `horizontal(layoutSize:subitems:)`).
        case horizontal
        /// Top to bottom (UIKit's `vertical(layoutSize:subitems:)`).
        case vertical
    }

    /// The axis the subitems are laid along.
    public var axis: Axis
    /// The group's size, resolved against its container (UIKit's `layoutSize`).
    public var size: LayoutSize
    /// The subitems, items or nested groups, in order.
    public var subitems: [LayoutSubitem]
    /// With a count N, the group holds N equal slots of its (first) subitem; `nil` lays the
    /// subitems cyclically. Below 1 counts as 1.
    public var count: Int?
    /// The gap between every two neighbouring slots along the axis: fixed, or flexible (rule 17;
    /// in a `count` group a flexible gap is its minimum); negative or non-finite counts as 0.
    public var interItemSpacing: LayoutSpacing
    /// Whether the subitems (without a ``count``) repeat cyclically while the next one fits
    /// (rule 4, UIKit's `subitems:`), the default. When false, the group holds one pass of its
    /// subitems: each once, in order, at its own size, whether or not it fits the group (UIKit's
    /// `repeatingSubitem:count:`, whose fitting is the caller's responsibility). Ignored with a `count`.
    public var repeatsSubitems: Bool
    /// Space inside the group around its subitems: they are laid out in the group's frame inset
    /// by these, and their fractions resolve against the inset frame (rule 16). Ignored on an axis
    /// whose dimension is estimated (rule 15); negative or non-finite counts as 0.
    public var contentInsets: EdgeInsets = .zero
    /// The space around the group in its parent group (rule 17); `nil` for none. Ignored on a
    /// section's own group and in a `count` group.
    public var edgeSpacing: LayoutEdgeSpacing?

    /// Creates a group; prefer ``horizontal(size:subitems:)`` and its siblings.
    public init(axis: Axis, size: LayoutSize, subitems: [LayoutSubitem], count: Int? = nil, interItemSpacing: LayoutSpacing = 0,
                repeatsSubitems: Bool = true) {
        self.axis = axis
        self.size = size
        self.subitems = subitems
        self.count = count
        self.interItemSpacing = interItemSpacing
        self.repeatsSubitems = repeatsSubitems
    }

    /// A group laying `subitems` left to right, repeating them while they fit.
    public static func horizontal(size: LayoutSize, subitems: [any LayoutSubitemConvertible]) -> LayoutGroup {
        LayoutGroup(axis: .horizontal, size: size, subitems: subitems.map(\.layoutSubitem))
    }

    /// A group laying `subitems` top to bottom, repeating them while they fit.
    public static func vertical(size: LayoutSize, subitems: [any LayoutSubitemConvertible]) -> LayoutGroup {
        LayoutGroup(axis: .vertical, size: size, subitems: subitems.map(\.layoutSubitem))
    }

    /// A group of `count` equal slots of `subitem`, left to right.
    public static func horizontal(size: LayoutSize, subitem: any LayoutSubitemConvertible, count: Int) -> LayoutGroup {
        LayoutGroup(axis: .horizontal, size: size, subitems: [subitem.layoutSubitem], count: count)
    }

    /// A group of `count` equal slots of `subitem`, top to bottom.
    public static func vertical(size: LayoutSize, subitem: any LayoutSubitemConvertible, count: Int) -> LayoutGroup {
        LayoutGroup(axis: .vertical, size: size, subitems: [subitem.layoutSubitem], count: count)
    }

    /// A group of `subitem` repeated `count` times left to right, each at its own size, with no
    /// cycling (UIKit's `horizontal(layoutSize:repeatingSubitem:count:)`): ``repeatsSubitems`` false.
    /// A count below 1 counts as 1.
    public static func horizontal(size: LayoutSize, repeatingSubitem subitem: any LayoutSubitemConvertible, count: Int) -> LayoutGroup {
        LayoutGroup(axis: .horizontal, size: size, subitems: Array(repeating: subitem.layoutSubitem, count: max(1, min(count, GroupFiller.slotLimit))),
                    repeatsSubitems: false)
    }

    /// A group of `subitem` repeated `count` times top to bottom, each at its own size, with no
    /// cycling (UIKit's `vertical(layoutSize:repeatingSubitem:count:)`): ``repeatsSubitems`` false.
    /// A count below 1 counts as 1.
    public static func vertical(size: LayoutSize, repeatingSubitem subitem: any LayoutSubitemConvertible, count: Int) -> LayoutGroup {
        LayoutGroup(axis: .vertical, size: size, subitems: Array(repeating: subitem.layoutSubitem, count: max(1, min(count, GroupFiller.slotLimit))),
                    repeatsSubitems: false)
    }

    /// This group with ``interItemSpacing`` set to `spacing`.
    public func interItemSpacing(_ spacing: LayoutSpacing) -> LayoutGroup {
        var group = self
        group.interItemSpacing = spacing
        return group
    }
}

/// A subitem of a ``LayoutGroup``: an item slot or a nested group.
public enum LayoutSubitem: Hashable, Sendable {
    /// An item slot: a cell.
    case item(LayoutItem)
    /// A nested group.
    case group(LayoutGroup)

    /// The subitem's size.
    public var size: LayoutSize {
        switch self {
        case .item(let item): return item.size
        case .group(let group): return group.size
        }
    }
}

/// Anything that can stand in a group's subitem list: a ``LayoutItem``, a ``LayoutGroup`` or a
/// ``LayoutSubitem``, so that `subitems: [item, nestedGroup]` reads as in UIKit.
public protocol LayoutSubitemConvertible: Sendable {
    /// This value as a subitem.
    var layoutSubitem: LayoutSubitem { get }
}

extension LayoutItem: LayoutSubitemConvertible {
    /// The item as a subitem.
    public var layoutSubitem: LayoutSubitem { .item(self) }
}

extension LayoutGroup: LayoutSubitemConvertible {
    /// The group as a nested subitem.
    public var layoutSubitem: LayoutSubitem { .group(self) }
}

extension LayoutSubitem: LayoutSubitemConvertible {
    /// Itself.
    public var layoutSubitem: LayoutSubitem { self }
}
