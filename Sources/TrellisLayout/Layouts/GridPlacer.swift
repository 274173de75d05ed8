/// Places a grid section's items in rows of fixed-size cells (the rules of ``GridLayout``).
final class GridPlacer: SectionPlacer {
    private let itemSize: Size
    private let perRow: Int
    private let left: Double
    private let step: Double
    private let lineSpacing: Double
    private var rowTop: Double
    private var column = 0
    private var hasItem = false

    init(style: ResolvedSectionStyle, width: Double, itemsTop: Double) {
        let available = max(0, width - style.inset.left - style.inset.right)
        let size = Size(width: min(style.itemSize.width, available), height: style.itemSize.height)
        perRow = GridLayout.columns(style: style, width: width)
        itemSize = size
        lineSpacing = style.lineSpacing
        rowTop = itemsTop
        if perRow > 1 {
            // The extra space spread evenly between the items: first at the left inset, last at the right.
            left = style.inset.left
            step = size.width + (available - Double(perRow) * size.width) / Double(perRow - 1)
        } else {
            // A lone item per row is centred, as UIKit's flow layout does.
            left = style.inset.left + (available - size.width) / 2
            step = 0
        }
    }

    var frontier: Double { hasItem && column == 0 ? rowTop + itemSize.height + lineSpacing : rowTop }
    var itemsBottom: Double { hasItem ? rowTop + itemSize.height : rowTop }

    func place(item: Int, into sink: inout PlacementSink) {
        if hasItem && column == 0 { rowTop += itemSize.height + lineSpacing }
        let frame = Rect(x: left + Double(column) * step, y: rowTop, width: itemSize.width, height: itemSize.height)
        sink.place(frame, startingRow: column == 0)
        hasItem = true
        column = (column + 1) % perRow
    }
}
