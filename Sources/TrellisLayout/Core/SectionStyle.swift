/// The metrics of a section. Every value is optional: a section's value falls back to the
/// layout-wide value (``SectionedLayout/defaults``), then to the built-in default.
///
/// Built-in defaults: 2 columns, spacings 0, insets 0, no header or footer (height 0),
/// item height 1, no background, shortest-first order, left and top alignment, grid items 10 x 3.
///
/// Bad values never crash a layout: fewer than 1 column counts as 1; negative, NaN or infinite
/// lengths count as 0.
public struct SectionStyle: Hashable, Sendable {
    /// Number of columns (waterfall). Fewer than 1 counts as 1.
    public var columns: Int?
    /// Vertical gap between items of a column (waterfall) or between rows (tags, grid).
    public var lineSpacing: Double?
    /// Horizontal gap between columns (waterfall) or between items of a row (tags, grid).
    public var interitemSpacing: Double?
    /// Space around the section's items, inside the header and footer.
    public var inset: EdgeInsets?
    /// Height of an item whose data source gives none.
    public var itemHeight: Double?
    /// Height of the section header; 0 means no header.
    public var headerHeight: Double?
    /// Height of the section footer; 0 means no footer.
    public var footerHeight: Double?
    /// Whether the section has a background decoration behind its inset area.
    public var background: Bool?
    /// Waterfall: the order in which items go to columns.
    public var itemOrder: ItemOrder?
    /// Tags: how rows place their items across the width.
    public var alignment: RowAlignment?
    /// Tags: where an item sits in a taller row.
    public var verticalAlignment: VerticalAlignment?
    /// Grid: the fixed size of every item.
    public var itemSize: Size?

    /// Creates a style; every value left out falls back.
    public init(columns: Int? = nil, lineSpacing: Double? = nil, interitemSpacing: Double? = nil,
                inset: EdgeInsets? = nil, itemHeight: Double? = nil,
                headerHeight: Double? = nil, footerHeight: Double? = nil, background: Bool? = nil,
                itemOrder: ItemOrder? = nil, alignment: RowAlignment? = nil,
                verticalAlignment: VerticalAlignment? = nil, itemSize: Size? = nil) {
        self.columns = columns
        self.lineSpacing = lineSpacing
        self.interitemSpacing = interitemSpacing
        self.inset = inset
        self.itemHeight = itemHeight
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.background = background
        self.itemOrder = itemOrder
        self.alignment = alignment
        self.verticalAlignment = verticalAlignment
        self.itemSize = itemSize
    }

    /// This style with every value it leaves out taken from `fallback`.
    package func fallingBack(to fallback: SectionStyle) -> SectionStyle {
        SectionStyle(columns: columns ?? fallback.columns,
                     lineSpacing: lineSpacing ?? fallback.lineSpacing,
                     interitemSpacing: interitemSpacing ?? fallback.interitemSpacing,
                     inset: inset ?? fallback.inset,
                     itemHeight: itemHeight ?? fallback.itemHeight,
                     headerHeight: headerHeight ?? fallback.headerHeight,
                     footerHeight: footerHeight ?? fallback.footerHeight,
                     background: background ?? fallback.background,
                     itemOrder: itemOrder ?? fallback.itemOrder,
                     alignment: alignment ?? fallback.alignment,
                     verticalAlignment: verticalAlignment ?? fallback.verticalAlignment,
                     itemSize: itemSize ?? fallback.itemSize)
    }
}

/// A section's metrics with every fallback applied and every value made safe.
public struct ResolvedSectionStyle: Hashable, Sendable {
    /// Columns, at least 1.
    public var columns: Int
    /// Vertical gap, at least 0.
    public var lineSpacing: Double
    /// Horizontal gap, at least 0.
    public var interitemSpacing: Double
    /// Insets, each side at least 0.
    public var inset: EdgeInsets
    /// Default item height, at least 0.
    public var itemHeight: Double
    /// Header height, at least 0 (0: no header).
    public var headerHeight: Double
    /// Footer height, at least 0 (0: no footer).
    public var footerHeight: Double
    /// Whether the section has a background decoration (default false).
    public var background: Bool
    /// Waterfall item order (default shortest first).
    public var itemOrder: ItemOrder
    /// Tag row alignment (default left).
    public var alignment: RowAlignment
    /// Tag vertical alignment (default top).
    public var verticalAlignment: VerticalAlignment
    /// Grid item size, each side at least 0 (default 10 x 3).
    public var itemSize: Size

    /// Resolves `style` against the built-in defaults and sanitizes every value.
    public init(_ style: SectionStyle) {
        columns = max(1, style.columns ?? 2)
        lineSpacing = (style.lineSpacing ?? 0).layoutLength
        interitemSpacing = (style.interitemSpacing ?? 0).layoutLength
        inset = (style.inset ?? .zero).sanitized
        itemHeight = (style.itemHeight ?? 1).layoutLength
        headerHeight = (style.headerHeight ?? 0).layoutLength
        footerHeight = (style.footerHeight ?? 0).layoutLength
        background = style.background ?? false
        itemOrder = style.itemOrder ?? .shortestFirst
        alignment = style.alignment ?? .left
        verticalAlignment = style.verticalAlignment ?? .top
        let size = style.itemSize ?? Size(width: 10, height: 3)
        itemSize = Size(width: size.width.layoutLength, height: size.height.layoutLength)
    }
}
