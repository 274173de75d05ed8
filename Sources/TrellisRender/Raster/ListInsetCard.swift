import TrellisLayout

/// The inset of one inset-grouped list section (``ListAppearance/isInsetGrouped``) among the
/// elements drawn: the section reads as one card, its side insets shaded from the top of its
/// first element shown (its header, else its first row) to the bottom of its last (its footer,
/// else its last row), gaps between rows included. The rasterizer shades ``sides`` with `░` as
/// a decoration view is shaded and `trellis export` writes them as shaded paths, so both
/// pictures show the same card.
///
/// ```swift
/// for card in ListInsetCard.cards(in: elements, roles: ElementRolesLookup.roles(of: layout)) {
///     for side in card.sides { shade(side, inSection: card.section) }
/// }
/// ```
///
/// A list in a horizontally scrolling layout (``ListAppearance/isHorizontal``) is its vertical
/// twin turned a quarter (rule 25), and so is its card: it runs from the left of its first
/// element to the right of its last, its sides shaded above its rows (from y 0) and below them
/// (to the content's height). The card is then kept turned (``isTurned``: top and bottom are
/// x, the rows' edges y) and ``sides`` turns it back.
///
/// Only the elements given count (the visible ones, for a screen): the card runs from the
/// topmost to the bottommost of the section's rows, `.header` and `.footer` boundary items among
/// them. O(k) for k elements, the section's list appearance asked once per run of elements of
/// one section; never anything per item of the section.
public struct ListInsetCard: Hashable, Sendable {
    /// The section.
    public var section: Int
    /// The card's top: the smallest `minY` of the section's rows, header and footer given.
    public var top: Double
    /// The card's bottom: the largest `maxY` of the same.
    public var bottom: Double
    /// The rows' left edge (the smallest `minX` of the section's rows; of its header and footer
    /// when no row was given): where the left side's shading ends.
    public var rowsMinX: Double
    /// The rows' right edge: where the right side's shading starts.
    public var rowsMaxX: Double
    /// The content's width (``ListAppearance/contentWidth``): where the right side's shading ends.
    public var contentWidth: Double
    /// Whether the card is turned a quarter, for a list in a horizontally scrolling layout: every
    /// field above then has x and y swapped (``top`` is a left edge, ``contentWidth`` the
    /// content's height), and ``sides`` swaps them back.
    public var isTurned: Bool

    /// A card; `isTurned` for a list in a horizontally scrolling layout, its fields transposed.
    public init(section: Int, top: Double, bottom: Double, rowsMinX: Double, rowsMaxX: Double, contentWidth: Double,
                isTurned: Bool = false) {
        self.section = section
        self.top = top
        self.bottom = bottom
        self.rowsMinX = rowsMinX
        self.rowsMaxX = rowsMaxX
        self.contentWidth = contentWidth
        self.isTurned = isTurned
    }

    /// The shaded sides, in layout units on screen: from the content's left edge (x 0) to the
    /// rows, and from the rows to ``contentWidth``, each from ``top`` to ``bottom``; an empty side
    /// is left out. A turned card's sides are those turned back: strips above and below the rows.
    public var sides: [Rect] {
        let height = bottom - top
        guard height > 0 else { return [] }
        var sides: [Rect] = []
        if rowsMinX > 0 { sides.append(Rect(x: 0, y: top, width: rowsMinX, height: height)) }
        if contentWidth > rowsMaxX { sides.append(Rect(x: rowsMaxX, y: top, width: contentWidth - rowsMaxX, height: height)) }
        return isTurned ? sides.map { Rect(x: $0.minY, y: $0.minX, width: $0.height, height: $0.width) } : sides
    }

    /// The card of every inset-grouped list section that has a row, header or footer among
    /// `elements` (drawn ones only, ``LayoutAttributes/isDrawn``; at their transformed frames),
    /// by section. Rows are the section's cells; its `.header` and `.footer` boundary items
    /// (``ElementRoles/isBoundaryItem(_:)``, as a list's header and footer modes make them)
    /// stretch the card up and down. Other kinds (badges, layout-wide items) do not count.
    public static func cards(in elements: [LayoutAttributes], roles: any ElementRoles) -> [ListInsetCard] {
        var cards: [Int: ListInsetCard] = [:]
        var hasRows: Set<Int> = []
        var lastSection = Int.min, lastList: ListAppearance? = nil
        for element in elements where element.isDrawn {
            let isRow = element.category == .cell
            guard isRow || (element.category == .supplementaryView && (element.kind == .header || element.kind == .footer))
            else { continue }
            let section = element.indexPath.section
            if section != lastSection { (lastSection, lastList) = (section, roles.listAppearance(inSection: section)) }
            guard let list = lastList, list.isInsetGrouped, isRow || roles.isBoundaryItem(element) else { continue }
            let shown = element.transform.isIdentity ? element.frame : element.transformedFrame
            // A horizontal list's card is worked out turned, as its vertical twin's.
            let frame = list.isHorizontal ? Rect(x: shown.minY, y: shown.minX, width: shown.height, height: shown.width) : shown
            guard var card = cards[section] else {
                cards[section] = ListInsetCard(section: section, top: frame.minY, bottom: frame.maxY, rowsMinX: frame.minX,
                                               rowsMaxX: frame.maxX, contentWidth: list.isHorizontal ? list.contentHeight : list.contentWidth,
                                               isTurned: list.isHorizontal)
                if isRow { hasRows.insert(section) }
                continue
            }
            card.top = min(card.top, frame.minY)
            card.bottom = max(card.bottom, frame.maxY)
            if isRow, !hasRows.contains(section) {
                // The first row: the rows' edges replace a header's.
                hasRows.insert(section)
                (card.rowsMinX, card.rowsMaxX) = (frame.minX, frame.maxX)
            } else if isRow || !hasRows.contains(section) {
                card.rowsMinX = min(card.rowsMinX, frame.minX)
                card.rowsMaxX = max(card.rowsMaxX, frame.maxX)
            }
            cards[section] = card
        }
        return cards.values.sorted { $0.section < $1.section }
    }
}
