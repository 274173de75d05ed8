/// Places a waterfall section's items in columns (rules 2 and 3 of ``WaterfallLayout``, item
/// order and full-span items).
final class WaterfallPlacer: SectionPlacer {
    private let section: Int
    private let columns: Int
    private let left: Double
    private let contentWidth: Double
    private let itemWidth: Double
    private let interitemSpacing: Double
    private let lineSpacing: Double
    private let itemHeight: Double
    private let order: ItemOrder
    private unowned let dataSource: LayoutDataSource
    /// Bottoms of the columns used so far, by slot; a slot not in here has the bottom
    /// `unusedBottom`. Never longer than the number of items placed, whatever the column count.
    private var bottoms: [Double] = []
    /// Whether each used slot holds an item (a full-span item counts for every column).
    private var holdsItem: [Bool] = []
    /// The bottom of every slot not used yet: the items' top, or the bottom of the last full-span item.
    private var unusedBottom: Double
    /// Whether the slots not used yet hold an item (true after a full-span item).
    private var unusedHoldsItem = false

    init(section: Int, style: ResolvedSectionStyle, width: Double, itemsTop: Double,
         dataSource: LayoutDataSource) {
        self.section = section
        columns = style.columns
        left = style.inset.left
        interitemSpacing = style.interitemSpacing
        lineSpacing = style.lineSpacing
        itemHeight = style.itemHeight
        order = style.itemOrder
        unusedBottom = itemsTop
        self.dataSource = dataSource
        contentWidth = max(0, width - style.inset.left - style.inset.right)
        let gaps = Double(columns - 1) * style.interitemSpacing
        itemWidth = max(0, (contentWidth - gaps) / Double(columns)).layoutLength
    }

    var frontier: Double {
        bottoms.count < columns ? min(unusedBottom, bottoms.min() ?? unusedBottom) : (bottoms.min() ?? unusedBottom)
    }

    var itemsBottom: Double { max(unusedBottom, bottoms.max() ?? unusedBottom) }

    /// The slot an item goes to: the column of its frame, except that right-to-left order mirrors
    /// the column (slot `s` is column `C - 1 - s`), so slots never exceed the number of items.
    private func slot(for item: Int) -> Int {
        switch order {
        case .shortestFirst:
            // Rule 3: the smallest bottom, the lowest index on ties. Unused slots (all at
            // `unusedBottom`, which no used slot is above) are represented by the first of them.
            var best = bottoms.count < columns ? bottoms.count : 0
            var bestBottom = bottoms.count < columns ? unusedBottom : bottoms[0]
            for (column, bottom) in bottoms.enumerated() where bottom < bestBottom || (bottom == bestBottom && column < best) {
                best = column
                bestBottom = bottom
            }
            return best
        case .leftToRight, .rightToLeft:
            return item % columns
        }
    }

    func place(item: Int, in index: SectionIndex, frames: inout [Rect], base: Int) {
        let path = IndexPath(item: item, section: section)
        if dataSource.isFullSpan(at: path) {
            placeFullSpan(path, index, &frames)
            return
        }
        let slot = slot(for: item)
        while bottoms.count <= slot {
            bottoms.append(unusedBottom)
            holdsItem.append(unusedHoldsItem)
        }
        let column = order == .rightToLeft ? columns - 1 - slot : slot
        let itemY = bottoms[slot] + (holdsItem[slot] ? lineSpacing : 0)
        let x = left + Double(column) * (itemWidth + interitemSpacing)
        let height = (dataSource.heightForItem(at: path, width: itemWidth) ?? itemHeight).layoutLength
        let frame = Rect(x: x, y: itemY, width: itemWidth, height: height)
        bottoms[slot] = frame.maxY
        holdsItem[slot] = true
        index.append(item: item, toLane: slot)
        frames.append(frame)
    }

    /// A full-span item: at the largest column bottom (plus `lineSpacing` when any column holds an
    /// item), across the whole content width; afterwards every column's bottom is its bottom.
    private func placeFullSpan(_ path: IndexPath, _ index: SectionIndex, _ frames: inout [Rect]) {
        let anyHolds = unusedHoldsItem || holdsItem.contains(true)
        let itemY = itemsBottom + (anyHolds ? lineSpacing : 0)
        let height = (dataSource.heightForItem(at: path, width: contentWidth) ?? itemHeight).layoutLength
        let frame = Rect(x: left, y: itemY, width: contentWidth, height: height)
        bottoms = Array(repeating: frame.maxY, count: bottoms.count)
        holdsItem = Array(repeating: true, count: holdsItem.count)
        unusedBottom = frame.maxY
        unusedHoldsItem = true
        index.append(item: path.item, toLane: 0)
        frames.append(frame)
    }
}
