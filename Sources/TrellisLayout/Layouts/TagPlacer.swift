/// Places a tag section's items in rows (the rules of ``TagLayout``), then aligns each finished row.
final class TagPlacer: SectionPlacer {
    private let section: Int
    private let left: Double
    private let right: Double
    private let maxItemWidth: Double
    private let interitemSpacing: Double
    private let lineSpacing: Double
    private let itemHeight: Double
    private let alignment: RowAlignment
    private let verticalAlignment: VerticalAlignment
    private unowned let dataSource: LayoutDataSource
    private var x: Double
    private var rowTop: Double
    private var rowHeight: Double = 0
    /// The current row's items and their frames before alignment, left-aligned and top-aligned.
    private var row: [(item: Int, frame: Rect)] = []

    init(section: Int, style: ResolvedSectionStyle, width: Double, itemsTop: Double,
         dataSource: LayoutDataSource) {
        self.section = section
        left = style.inset.left
        right = width - style.inset.right
        maxItemWidth = max(0, width - style.inset.left - style.inset.right)
        interitemSpacing = style.interitemSpacing
        lineSpacing = style.lineSpacing
        itemHeight = style.itemHeight
        alignment = style.alignment
        verticalAlignment = style.verticalAlignment
        self.dataSource = dataSource
        x = left
        rowTop = itemsTop
    }

    /// Whether a row's frames move once the row is complete.
    private var aligns: Bool { alignment != .left || verticalAlignment != .top }

    var frontier: Double { rowTop }
    var itemsBottom: Double { rowTop + rowHeight }
    var pendingCount: Int { aligns ? row.count : 0 }

    func place(item: Int, in index: SectionIndex, frames: inout [Rect], base: Int) {
        let path = IndexPath(item: item, section: section)
        let width = min((dataSource.widthForItem(at: path) ?? 0).layoutLength, maxItemWidth)
        let height = (dataSource.heightForItem(at: path, width: width) ?? itemHeight).layoutLength
        if !row.isEmpty && x + width > right {
            align(isLastRow: false, frames: &frames, base: base)
            rowTop += rowHeight + lineSpacing
            rowHeight = 0
            x = left
            row.removeAll(keepingCapacity: true)
        }
        if row.isEmpty { index.startRow(item: item, top: rowTop) }
        let frame = Rect(x: x, y: rowTop, width: width, height: height)
        rowHeight = max(rowHeight, height)
        row.append((item, frame))
        x += width + interitemSpacing
        index.extendRow(toBottom: frame.maxY)
        frames.append(frame)
    }

    func finish(frames: inout [Rect], base: Int) {
        align(isLastRow: true, frames: &frames, base: base)
    }

    /// Writes the aligned frames of the current row, always computed from the unaligned ones,
    /// so a row that is aligned again (after items were appended to it) comes out the same.
    private func align(isLastRow: Bool, frames: inout [Rect], base: Int) {
        guard aligns, let last = row.last else { return }
        let extra = max(0, right - last.frame.maxX)
        for (position, entry) in row.enumerated() {
            var frame = entry.frame
            switch alignment {
            case .left: break
            case .center: frame.origin.x += extra / 2
            case .right: frame.origin.x += extra
            case .justified:
                if !isLastRow, row.count > 1 { frame.origin.x += extra * Double(position) / Double(row.count - 1) }
            }
            switch verticalAlignment {
            case .top: break
            case .center: frame.origin.y += (rowHeight - frame.height) / 2
            case .bottom: frame.origin.y += rowHeight - frame.height
            }
            frames[base + entry.item] = frame
        }
    }
}
