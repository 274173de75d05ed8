/// A waterfall (masonry) layout: each section's items in columns of equal width, each item
/// going to the shortest column, as the CHT waterfall and Pinterest layouts.
///
/// Rules, for each section (`W` is the collection view's width):
/// 1. A header of height `h > 0` gets frame `(0, y, W, h)`; `y += h`.
/// 2. `y += inset.top`. With `C >= 1` columns,
///    `itemWidth = max(0, (W - inset.left - inset.right - (C - 1) * interitemSpacing) / C)`;
///    every column's bottom starts at `y`.
/// 3. Items in order: the column with the smallest bottom (lowest index on ties);
///    `itemY = bottom + (column already holds an item ? lineSpacing : 0)`;
///    `x = inset.left + column * (itemWidth + interitemSpacing)`; frame `(x, itemY, itemWidth, height)`;
///    the column's bottom becomes `itemY + height`. The height comes from the data source, which is
///    handed `itemWidth` (so an aspect ratio can be honoured); `nil` means the section's `itemHeight`.
/// 4. Section bottom: the largest column bottom (or `y` when the section has no items), plus `inset.bottom`.
/// 5. A footer of height `h > 0` gets frame `(0, bottom, W, h)`; `y = bottom + h`.
///
/// Each section's ``SectionStyle/itemOrder`` may replace rule 3's choice of column: left to right
/// puts item `i` into column `i mod C`, right to left into column `C - 1 - (i mod C)`. A full-span
/// item (``LayoutDataSource/isFullSpan(at:)``) is placed at the largest column bottom (plus
/// `lineSpacing` when any column holds an item) across the whole content width
/// `W - inset.left - inset.right`; afterwards every column's bottom is its bottom.
///
/// Bad values never trap: fewer than 1 column counts as 1; negative, NaN or infinite sizes,
/// spacings and insets count as 0; insets wider than the width leave zero-width items.
/// Finding the shortest column costs O(columns used) per item.
public final class WaterfallLayout: SectionedLayout {
    /// "waterfall".
    override public var name: String { "waterfall" }

    /// A placer that follows rules 2 and 3.
    override public func makePlacer(section: Int, style: ResolvedSectionStyle, width: Double,
                                    itemsTop: Double) -> SectionPlacer {
        WaterfallPlacer(section: section, style: style, width: width, itemsTop: itemsTop, dataSource: placementDataSource)
    }

    /// The section's columns when the data source knows its items' mean height at the column
    /// width (``LayoutDataSource/averageItemHeight(inSection:width:)``): `ceil(N / C)` rows of
    /// that height, `lineSpacing` between them (exact for items alike without full-span ones).
    override public func estimatedItemsLength(ofSection section: Int, itemCount: Int, style: ResolvedSectionStyle,
                                              width: Double) -> Double? {
        let itemWidth = WaterfallPlacer.itemWidth(style: style, width: width)
        guard let mean = placementDataSource.averageItemHeight(inSection: section, width: itemWidth)?.layoutLength else { return nil }
        guard itemCount > 0 else { return 0 }
        let rows = (Double(itemCount) / Double(style.columns)).rounded(.up)
        return rows * mean + (rows - 1) * style.lineSpacing
    }
}
