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

    /// The items a row of a section styled `style` holds at the width `width` (the rule above:
    /// `max(1, floor((A + interitemSpacing) / (w + interitemSpacing)))`, `w` clamped to `A`).
    static func columns(style: ResolvedSectionStyle, width: Double) -> Int {
        let available = max(0, width - style.inset.left - style.inset.right)
        let itemWidth = min(style.itemSize.width, available)
        let spacing = style.interitemSpacing
        // As many as fit with at least `spacing` between them; at least one.
        let fit = itemWidth + spacing > 0 ? ((available + spacing) / (itemWidth + spacing)).rounded(.down) : 1
        return Int(max(1, min(fit, 1_000_000)))
    }

    /// The items a row of `section` holds at the layout's current bounds (a column of a grid
    /// that scrolls horizontally): what the inspector shows as the section's columns.
    package func columns(inSection section: Int) -> Int {
        Self.columns(style: resolvedStyle(forSection: section), width: crossExtent(bounds))
    }
}
