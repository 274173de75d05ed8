/// What a layout asks about the data it lays out: the collection view's data source and the
/// layout delegate in one, in the spirit of UIKit's `UICollectionViewDataSource` and
/// `UICollectionViewDelegateFlowLayout`.
///
/// Only the two counts are required; every other method has a default.
///
/// Layouts ask for item sizes in runs, through the bulk methods
/// (``heightsForItems(_:inSection:widths:into:)``, ``widthsForItems(_:inSection:into:)``,
/// ``fullSpanForItems(_:inSection:into:)``), whose defaults ask the per-item methods one item at a
/// time. A data source that stores its sizes in arrays can answer a whole run at once instead,
/// with no per-item call: implement them when a million items must lay out fast.
public protocol LayoutDataSource: AnyObject {
    /// The number of sections. Negative counts as 0.
    var numberOfSections: Int { get }
    /// The number of items in `section`. Negative counts as 0.
    func numberOfItems(inSection section: Int) -> Int
    /// The section's own metrics; values it leaves out fall back to the layout's defaults.
    func style(forSection section: Int) -> SectionStyle
    /// The height of an item laid out at `width` (a sizing delegate: an aspect ratio or
    /// wrapped text can honour the width). `nil` means the section's `itemHeight`.
    func heightForItem(at indexPath: LayoutIndexPath, width: Double) -> Double?
    /// The natural width of an item (tags). `nil` counts as 0.
    func widthForItem(at indexPath: LayoutIndexPath) -> Double?
    /// Whether a waterfall item spans every column (as Android's staggered grid and Compose).
    func isFullSpan(at indexPath: LayoutIndexPath) -> Bool

    /// Writes the heights of the items `items` of `section` into `heights`, one per item in
    /// order: the height of item `items.lowerBound + k` laid out at `widths[k]`, or NaN where
    /// ``heightForItem(at:width:)`` gives `nil` (the section's `itemHeight` applies). A bad
    /// height (negative, infinite) counts as 0, as from ``heightForItem(at:width:)``; write 0 for one that is NaN. Both buffers
    /// hold `items.count` values. The default asks ``heightForItem(at:width:)`` for each item.
    func heightsForItems(_ items: Range<Int>, inSection section: Int, widths: UnsafeBufferPointer<Double>,
                         into heights: UnsafeMutableBufferPointer<Double>)
    /// Writes the natural widths of the items `items` of `section` into `widths` (which holds
    /// `items.count` values), NaN where ``widthForItem(at:)`` gives `nil`. The default asks
    /// ``widthForItem(at:)`` for each item.
    func widthsForItems(_ items: Range<Int>, inSection section: Int, into widths: UnsafeMutableBufferPointer<Double>)
    /// Writes whether each of the items `items` of `section` spans every column into `fullSpan`
    /// (which holds `items.count` values). The default asks ``isFullSpan(at:)`` for each item.
    func fullSpanForItems(_ items: Range<Int>, inSection section: Int, into fullSpan: UnsafeMutableBufferPointer<Bool>)
    /// The mean height of the items of `section` laid out at `width`, when the data source
    /// knows it without laying them out (their heights, or their aspect ratios times `width`),
    /// for a lazy layout's estimate of its content size before it reaches the section; `nil`
    /// when it does not (the default). Asked once per section each time the layout prepares at
    /// a new width: keep what it needs, rather than walk the items on every ask.
    func averageItemHeight(inSection section: Int, width: Double) -> Double?
    /// The height of the supplementary view of `kind` at `indexPath` laid out at `width`: a
    /// compositional boundary item whose height is `.estimated` takes it (its self-sized height,
    /// as a cell's from ``heightForItem(at:width:)``); `nil` (the default) keeps the estimate. A
    /// bad height (negative, NaN, infinite) counts as 0. Index paths as the layout gives them: a
    /// section's item `k` of a kind is its `k`th boundary item of that kind; the layout's own
    /// boundary items are in section 0.
    func heightForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath, width: Double) -> Double?
}

extension LayoutDataSource {
    /// No per-section metrics: every value falls back to the layout's defaults.
    public func style(forSection section: Int) -> SectionStyle { SectionStyle() }
    /// No height: the section's `itemHeight` is used.
    public func heightForItem(at indexPath: LayoutIndexPath, width: Double) -> Double? { nil }
    /// No width.
    public func widthForItem(at indexPath: LayoutIndexPath) -> Double? { nil }
    /// No item spans every column.
    public func isFullSpan(at indexPath: LayoutIndexPath) -> Bool { false }
    /// No mean height known: the estimate goes by the items laid out.
    public func averageItemHeight(inSection section: Int, width: Double) -> Double? { nil }
    /// No self-sized height: an estimated boundary item keeps its estimate.
    public func heightForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath, width: Double) -> Double? { nil }

    /// Asks ``heightForItem(at:width:)`` for each item: NaN for `nil`, 0 for a NaN height
    /// (a bad value, which counts as 0, not as "no height").
    public func heightsForItems(_ items: Range<Int>, inSection section: Int, widths: UnsafeBufferPointer<Double>,
                                into heights: UnsafeMutableBufferPointer<Double>) {
        for (k, item) in items.enumerated() {
            let height = heightForItem(at: LayoutIndexPath(item: item, section: section), width: widths[k])
            heights[k] = height.map { $0.isNaN ? 0 : $0 } ?? .nan
        }
    }

    /// Asks ``widthForItem(at:)`` for each item, NaN for `nil`.
    public func widthsForItems(_ items: Range<Int>, inSection section: Int, into widths: UnsafeMutableBufferPointer<Double>) {
        for (k, item) in items.enumerated() {
            widths[k] = widthForItem(at: LayoutIndexPath(item: item, section: section)) ?? .nan
        }
    }

    /// Asks ``isFullSpan(at:)`` for each item.
    public func fullSpanForItems(_ items: Range<Int>, inSection section: Int, into fullSpan: UnsafeMutableBufferPointer<Bool>) {
        for (k, item) in items.enumerated() {
            fullSpan[k] = isFullSpan(at: LayoutIndexPath(item: item, section: section))
        }
    }
}
