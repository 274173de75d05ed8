import TrellisLayout

/// A size along one side of a compositional item or group, as a spec gives it: an object with
/// exactly one of the keys `fractionalWidth`, `fractionalHeight`, `absolute`, `estimated`.
///
/// The spec-level twin of TrellisLayout's `LayoutDimension` (``LayoutSpec/makeLayout(over:)``
/// turns one into the other); a fraction is finite and greater than 0, a length a spec length.
public enum DimensionSpec: Hashable, Sendable {
    /// `{"fractionalWidth": f}`: `f` times the container's width.
    case fractionalWidth(Double)
    /// `{"fractionalHeight": f}`: `f` times the container's height.
    case fractionalHeight(Double)
    /// `{"absolute": v}`: `v` spec units.
    case absolute(Double)
    /// `{"estimated": v}`: `v` spec units, unless the item sizes itself.
    case estimated(Double)

    /// The spec keys of a dimension, in the order the documentation lists them.
    public static let keys = ["fractionalWidth", "fractionalHeight", "absolute", "estimated"]

    /// The largest fraction a layout uses: a larger one counts as this (rule 13).
    public static let maxFraction: Double = 1000

    /// The length this dimension resolves to in a container of `width` × `height` (rule 1), an
    /// estimate counting as its value; a fraction above ``maxFraction`` counts as that.
    public func resolved(width: Double, height: Double) -> Double {
        switch self {
        case .fractionalWidth(let f): min(f, Self.maxFraction) * width
        case .fractionalHeight(let f): min(f, Self.maxFraction) * height
        case .absolute(let v), .estimated(let v): v
        }
    }

    /// Whether the dimension is `estimated`.
    public var isEstimated: Bool {
        if case .estimated = self { return true }
        return false
    }
}

/// The axis a compositional group lays its subitems along (`axis`).
public enum GroupAxis: String, Hashable, Sendable, CaseIterable {
    /// Side by side, left to right.
    case horizontal
    /// One below the other.
    case vertical
}

/// How a compositional section scrolls sideways (`scrolling`), as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: `none` stacks its groups vertically,
/// the others lay them along x, in a band the previewer scrolls on its own.
public enum SectionScrolling: String, Hashable, Sendable, CaseIterable {
    /// Groups stack vertically (the default).
    case none
    /// Sideways, smoothly (the previewer moves a quarter of the view per key).
    case continuous
    /// Sideways, a page at a time (the previewer moves one group per key).
    case paging
    /// Sideways, a group at a time (the previewer moves one group per key).
    case groupPaging
}

/// An item slot of a compositional group: `{"width", "height", "insets"}`. Items fill slots in
/// order; the cell is the slot inset by ``insets`` (rule 6).
public struct ItemSlotSpec: Hashable, Sendable {
    /// The slot's width (`width`).
    public var width: DimensionSpec
    /// The slot's height (`height`).
    public var height: DimensionSpec
    /// The item's content insets (`insets`), lengths: zero when left out.
    public var insets: EdgeInsets

    /// Creates an item slot.
    public init(width: DimensionSpec, height: DimensionSpec, insets: EdgeInsets = .zero) {
        self.width = width
        self.height = height
        self.insets = insets
    }
}

/// One subitem of a compositional group: an item slot, or a nested group (it has `axis`).
public indirect enum SlotSpec: Hashable, Sendable {
    /// An item slot.
    case item(ItemSlotSpec)
    /// A nested group.
    case group(GroupSpec)

    /// The slot's width.
    public var width: DimensionSpec {
        switch self {
        case .item(let item): item.width
        case .group(let group): group.width
        }
    }

    /// The slot's height.
    public var height: DimensionSpec {
        switch self {
        case .item(let item): item.height
        case .group(let group): group.height
        }
    }
}

/// A compositional group as a spec gives it:
/// `{"axis", "width", "height", "subitems", "count", "interItemSpacing"}`.
public struct GroupSpec: Hashable, Sendable {
    /// The axis its subitems are laid along (`axis`).
    public var axis: GroupAxis
    /// The group's width (`width`).
    public var width: DimensionSpec
    /// The group's height (`height`).
    public var height: DimensionSpec
    /// The subitems (`subitems`): at least one; exactly one when ``count`` is set.
    public var subitems: [SlotSpec]
    /// `count`: the one subitem repeated this many times, sharing the group's length (rule 5);
    /// `nil`: the subitems repeat while they fit (rule 4).
    public var count: Int?
    /// The space between two neighbouring subitems (`interItemSpacing`), 0 when left out.
    public var interItemSpacing: Double

    /// Creates a group.
    public init(axis: GroupAxis, width: DimensionSpec, height: DimensionSpec, subitems: [SlotSpec],
                count: Int? = nil, interItemSpacing: Double = 0) {
        self.axis = axis
        self.width = width
        self.height = height
        self.subitems = subitems
        self.count = count
        self.interItemSpacing = interItemSpacing
    }

    /// The length of a side along the group's axis: `width` for a horizontal group.
    public var lengthAlongAxis: DimensionSpec { axis == .horizontal ? width : height }
}
