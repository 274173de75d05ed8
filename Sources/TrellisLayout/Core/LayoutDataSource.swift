/// What a layout asks about the data it lays out: the collection view's data source and the
/// layout delegate in one, in the spirit of UIKit's `UICollectionViewDataSource` and
/// `UICollectionViewDelegateFlowLayout`.
///
/// Only the two counts are required; every other method has a default.
public protocol LayoutDataSource: AnyObject {
    /// The number of sections. Negative counts as 0.
    var numberOfSections: Int { get }
    /// The number of items in `section`. Negative counts as 0.
    func numberOfItems(inSection section: Int) -> Int
    /// The section's own metrics; values it leaves out fall back to the layout's defaults.
    func style(forSection section: Int) -> SectionStyle
    /// The height of an item laid out at `width` (a sizing delegate: an aspect ratio or
    /// wrapped text can honour the width). `nil` means the section's `itemHeight`.
    func heightForItem(at indexPath: IndexPath, width: Double) -> Double?
    /// The natural width of an item (tags). `nil` counts as 0.
    func widthForItem(at indexPath: IndexPath) -> Double?
    /// Whether a waterfall item spans every column (as Android's staggered grid and Compose).
    func isFullSpan(at indexPath: IndexPath) -> Bool
}

extension LayoutDataSource {
    /// No per-section metrics: every value falls back to the layout's defaults.
    public func style(forSection section: Int) -> SectionStyle { SectionStyle() }
    /// No height: the section's `itemHeight` is used.
    public func heightForItem(at indexPath: IndexPath, width: Double) -> Double? { nil }
    /// No width.
    public func widthForItem(at indexPath: IndexPath) -> Double? { nil }
    /// No item spans every column.
    public func isFullSpan(at indexPath: IndexPath) -> Bool { false }
}
