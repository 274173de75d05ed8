/// Places a section's items as a plain list: one full-width item per row, `lineSpacing` apart,
/// each as tall as the data source says (or the section's `itemHeight`).
final class ListPlacer: SectionPlacer {
    private let section: Int
    private let x: Double
    private let itemWidth: Double
    private let lineSpacing: Double
    private let itemHeight: Double
    /// Unowned and unchecked: the layout that makes a placer holds the data source for longer.
    private unowned(unsafe) let dataSource: LayoutDataSource
    private var bottom: Double
    private var hasItem = false

    init(section: Int, style: ResolvedSectionStyle, width: Double, itemsTop: Double,
         dataSource: LayoutDataSource) {
        self.section = section
        x = style.inset.left
        itemWidth = max(0, width - style.inset.left - style.inset.right)
        lineSpacing = style.lineSpacing
        itemHeight = style.itemHeight
        self.dataSource = dataSource
        bottom = itemsTop
    }

    var frontier: Double { hasItem ? bottom + lineSpacing : bottom }
    var itemsBottom: Double { bottom }

    func place(item: Int, into sink: inout PlacementSink) {
        let height = (dataSource.heightForItem(at: LayoutIndexPath(item: item, section: section), width: itemWidth)
            ?? itemHeight).layoutLength
        let frame = Rect(x: x, y: frontier, width: itemWidth, height: height)
        hasItem = true
        bottom = frame.maxY
        sink.place(frame, inLane: 0)
    }
}
