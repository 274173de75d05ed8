/// A grid layout: every item of a section has the section's fixed `itemSize`, as UIKit's flow
/// layout with a fixed item size.
///
/// Rules, for each section: a header as in every layout; `y += inset.top`. With the content width
/// `A = W - inset.left - inset.right` and the item width `w` (clamped to `A`), a row holds
/// `n = max(1, floor((A + interitemSpacing) / (w + interitemSpacing)))` items, so at least
/// `interitemSpacing` lies between them. The extra space is spread evenly between the items: the
/// first starts at `inset.left`, the last ends at `W - inset.right`; a lone item is centred. Rows are
/// `lineSpacing` apart; the last row keeps the grid's columns. Section bottom: the last row's bottom
/// (or `y` with no items) plus `inset.bottom`; a footer as in every layout.
public final class GridLayout: SectionedLayout {
    /// "grid".
    override public var name: String { "grid" }

    /// A grid can scroll horizontally: rows become columns.
    override public var supportsHorizontalScrolling: Bool { true }

    /// A placer that follows the grid rules.
    override public func makePlacer(section: Int, style: ResolvedSectionStyle, width: Double,
                                    itemsTop: Double) -> SectionPlacer {
        GridPlacer(style: style, width: width, itemsTop: itemsTop)
    }
}
