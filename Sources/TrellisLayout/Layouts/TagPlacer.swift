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
    /// Whether a row's frames move once the row is complete.
    private let aligns: Bool
    /// Unowned and unchecked: the layout that makes a placer holds the data source for longer.
    private unowned(unsafe) let dataSource: LayoutDataSource
    /// Where the current row stands.
    private var cursor: Cursor
    /// The buffers item sizes are read into, kept from batch to batch.
    private var sizes = ItemSizeRun()
    /// The current row's items and their frames before alignment, left-aligned and top-aligned
    /// (kept only when rows are aligned).
    private var row: [(item: Int, frame: Rect)] = []

    /// The position after the last item placed.
    private struct Cursor {
        var x: Double
        var rowTop: Double
        var rowHeight: Double = 0
        var rowCount = 0
    }

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
        aligns = style.alignment != .left || style.verticalAlignment != .top
        self.dataSource = dataSource
        cursor = Cursor(x: style.inset.left, rowTop: itemsTop)
    }

    var frontier: Double { cursor.rowTop }
    var itemsBottom: Double { cursor.rowTop + cursor.rowHeight }
    var pendingCount: Int { aligns ? cursor.rowCount : 0 }

    func place(item: Int, into sink: inout PlacementSink) {
        _ = place(items: item..<(item + 1), until: .infinity, into: &sink)
    }

    /// Places items in one tight loop over local copies of the state; stops when the current
    /// row's top (the lowest any later item can start) reaches `limit`.
    func place(items: Range<Int>, until limit: Double, into sink: inout PlacementSink) -> Int {
        let index = sink.index
        var c = cursor
        var rows = index.rows
        index.rows = Rows()
        defer {
            // The current row's bottom, written once per batch rather than once per item.
            if c.rowCount > 0 { rows.extend(toBottom: c.rowTop + c.rowHeight) }
            cursor = c
            index.rows = rows
        }
        var placed = 0
        var next = items.lowerBound
        var sizes = self.sizes
        self.sizes = ItemSizeRun()
        defer { self.sizes = sizes }
        runs: while next < items.upperBound {
            // Sizes in runs (one bulk call each), growing so a first screen asks for few.
            let run = next..<min(items.upperBound, next + ItemSizeRun.length(afterPlacing: placed))
            sizes.loadTags(run, section: section, maxWidth: maxItemWidth, from: dataSource)
            next = run.upperBound
            for k in 0..<run.count {
                let item = run.lowerBound + k
                if c.rowTop >= limit { break runs }
                let width = sizes.layoutWidth(k)
                let stored = sizes.heights[k]
                let height = (stored.isNaN ? itemHeight : stored).layoutLength
                if c.rowCount > 0 && c.x + width > right {
                    rows.extend(toBottom: c.rowTop + c.rowHeight)
                    if aligns { align(isLastRow: false, rowHeight: c.rowHeight, into: &sink) }
                    c.rowTop += c.rowHeight + lineSpacing
                    c.rowHeight = 0
                    c.x = left
                    c.rowCount = 0
                    row.removeAll(keepingCapacity: true)
                }
                if c.rowCount == 0 { rows.start(item: item, top: c.rowTop) }
                let frame = Rect(x: c.x, y: c.rowTop, width: width, height: height)
                c.rowHeight = max(c.rowHeight, height)
                c.rowCount += 1
                if aligns { row.append((item, frame)) }
                c.x += width + interitemSpacing
                sink.frames.append(frame, section: section)
                placed += 1
            }
        }
        return placed
    }

    func finish(into sink: inout PlacementSink) {
        if aligns { align(isLastRow: true, rowHeight: cursor.rowHeight, into: &sink) }
    }

    /// Writes the aligned frames of the current row, always computed from the unaligned ones,
    /// so a row that is aligned again (after items were appended to it) comes out the same.
    private func align(isLastRow: Bool, rowHeight: Double, into sink: inout PlacementSink) {
        guard let last = row.last else { return }
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
            sink[entry.item] = frame
        }
    }
}
