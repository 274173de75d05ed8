/// A tag-cloud layout: left-aligned rows of variable-width items, as the seed
/// `SSLCollectionViewLayout` and TTGTagCollectionView.
///
/// Rules, for each section (`W` is the collection view's width): a header as in every layout;
/// `y += inset.top`; `x = inset.left`. An item's width (from the data source) is clamped to
/// `max(0, W - inset.left - inset.right)`; its height is the data source's height for it or the
/// section's `itemHeight`. An item starts a new row only when the row already holds an item and
/// `x + width > W - inset.right`; a new row starts at `rowTop + rowHeight + lineSpacing`
/// (`rowHeight` is the tallest item of the row); items are top-aligned in their row; after each
/// item `x += width + interitemSpacing`. Section bottom: the bottom of the last row (or `y` with no
/// items) plus `inset.bottom`; a footer as in every layout.
///
/// Each section's ``SectionStyle/alignment`` then places every finished row: left, centred, right,
/// or justified (a full row's extra space spread between its items; the last row stays left), and
/// ``SectionStyle/verticalAlignment`` places items in a taller row: top, centre or bottom.
///
/// So an over-wide tag takes a row of its own, clamped to the content width, and never leaves an
/// empty row before it. Bad values never trap: negative, NaN or infinite sizes count as 0.
public final class TagLayout: SectionedLayout {
    /// "tags".
    override public var name: String { "tags" }

    /// Tags can scroll horizontally: rows become columns.
    override public var supportsHorizontalScrolling: Bool { true }

    /// A placer that follows the tag rules.
    override public func makePlacer(section: Int, style: ResolvedSectionStyle, width: Double,
                                    itemsTop: Double) -> SectionPlacer {
        TagPlacer(section: section, style: style, width: width, itemsTop: itemsTop, dataSource: placementDataSource)
    }
}
