/// Places a waterfall section's items in columns (rules 2 and 3 of ``WaterfallLayout``).
final class WaterfallPlacer: SectionPlacer {
    private let section: Int
    private let columns: Int
    private let left: Double
    private let itemWidth: Double
    private let interitemSpacing: Double
    private let lineSpacing: Double
    private let itemHeight: Double
    private let itemsTop: Double
    private unowned let dataSource: LayoutDataSource
    /// Bottoms of the columns used so far; a column not in here is empty, its bottom `itemsTop`.
    /// Never longer than the number of items placed, whatever the column count.
    private var bottoms: [Double] = []

    init(section: Int, style: ResolvedSectionStyle, width: Double, itemsTop: Double,
         dataSource: LayoutDataSource) {
        self.section = section
        columns = style.columns
        left = style.inset.left
        interitemSpacing = style.interitemSpacing
        lineSpacing = style.lineSpacing
        itemHeight = style.itemHeight
        self.itemsTop = itemsTop
        self.dataSource = dataSource
        let gaps = Double(columns - 1) * style.interitemSpacing
        let available = width - style.inset.left - style.inset.right - gaps
        itemWidth = max(0, available / Double(columns)).layoutLength
    }

    /// Rule 3: the column with the smallest bottom, the lowest index on ties. Columns not used
    /// yet have the bottom `itemsTop`, which no used column is above.
    private func shortestColumn() -> Int {
        var best = bottoms.count < columns ? bottoms.count : 0
        var bestBottom = bottoms.count < columns ? itemsTop : bottoms[0]
        for (column, bottom) in bottoms.enumerated() where bottom < bestBottom || (bottom == bestBottom && column < best) {
            best = column
            bestBottom = bottom
        }
        return best
    }

    var frontier: Double {
        bottoms.count < columns ? itemsTop : (bottoms.min() ?? itemsTop)
    }

    var itemsBottom: Double { bottoms.max() ?? itemsTop }

    func place(item: Int, in index: SectionIndex) -> Rect {
        let column = shortestColumn()
        let used = column < bottoms.count
        let itemY = used ? bottoms[column] + lineSpacing : itemsTop
        let x = left + Double(column) * (itemWidth + interitemSpacing)
        let height = (dataSource.heightForItem(at: IndexPath(item: item, section: section), width: itemWidth)
            ?? itemHeight).layoutLength
        let frame = Rect(x: x, y: itemY, width: itemWidth, height: height)
        if used { bottoms[column] = frame.maxY } else { bottoms.append(frame.maxY) }
        index.append(item: item, toLane: column)
        return frame
    }
}
