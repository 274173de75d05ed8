/// The order in which a waterfall hands items to columns (after the CHT layout's render direction).
public enum ItemOrder: String, Hashable, Sendable, CaseIterable {
    /// Each item goes to the shortest column (lowest index on ties).
    case shortestFirst
    /// Item `i` goes to column `i mod C`.
    case leftToRight
    /// Item `i` goes to column `C - 1 - (i mod C)`.
    case rightToLeft
}

/// How a tag row places its items across the content width.
public enum RowAlignment: String, Hashable, Sendable, CaseIterable {
    /// Items start at the left inset.
    case left
    /// The row's extra space is split evenly on both sides.
    case center
    /// Items end at the right inset.
    case right
    /// The extra space of every row but the last is spread between its items, so the row spans
    /// the full content width; the last row stays left-aligned.
    case justified
}

/// Where an item sits in a row taller than itself.
public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
    /// At the row's top.
    case top
    /// Centred in the row.
    case center
    /// At the row's bottom.
    case bottom
}

/// The horizontal direction of a layout, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Left to right.
    case leftToRight
    /// Right to left: every frame mirrored horizontally, `x' = W - x - width`.
    case rightToLeft
}

/// The axis along which the content scrolls, as UIKit's `UICollectionView.ScrollDirection`.
public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
    /// Content grows downwards; a width change re-prepares.
    case vertical
    /// Content grows to the right: rows become columns; a height change re-prepares.
    case horizontal
}
