/// Places a tag section's items in left-aligned rows (the rules of ``TagLayout``).
final class TagPlacer: SectionPlacer {
    private let section: Int
    private let left: Double
    private let right: Double
    private let maxItemWidth: Double
    private let interitemSpacing: Double
    private let lineSpacing: Double
    private let itemHeight: Double
    private unowned let dataSource: LayoutDataSource
    private var x: Double
    private var rowTop: Double
    private var rowHeight: Double = 0
    private var rowHasItem = false

    init(section: Int, style: ResolvedSectionStyle, width: Double, itemsTop: Double,
         dataSource: LayoutDataSource) {
        self.section = section
        left = style.inset.left
        right = width - style.inset.right
        maxItemWidth = max(0, width - style.inset.left - style.inset.right)
        interitemSpacing = style.interitemSpacing
        lineSpacing = style.lineSpacing
        itemHeight = style.itemHeight
        self.dataSource = dataSource
        x = left
        rowTop = itemsTop
    }

    var frontier: Double { rowTop }
    var itemsBottom: Double { rowTop + rowHeight }

    func place(item: Int, in index: SectionIndex) -> Rect {
        let path = IndexPath(item: item, section: section)
        let width = min((dataSource.widthForItem(at: path) ?? 0).layoutLength, maxItemWidth)
        let height = (dataSource.heightForItem(at: path, width: width) ?? itemHeight).layoutLength
        if rowHasItem && x + width > right {
            rowTop += rowHeight + lineSpacing
            rowHeight = 0
            x = left
            rowHasItem = false
        }
        if !rowHasItem { index.startRow(item: item, top: rowTop) }
        let frame = Rect(x: x, y: rowTop, width: width, height: height)
        rowHeight = max(rowHeight, height)
        rowHasItem = true
        x += width + interitemSpacing
        index.extendRow(toBottom: frame.maxY)
        return frame
    }
}
