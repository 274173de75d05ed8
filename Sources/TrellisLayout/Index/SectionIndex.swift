/// The spatial index of one section's cells: it answers "which cells meet this rect" in
/// O(log n + k) without scanning the section.
///
/// Cells are filed in one of two shapes, chosen by the layout:
/// - **lanes** (waterfall columns): each lane lists item numbers in placement order, and along a
///   lane both `minY` and `maxY` never decrease (an item starts at or below the bottom of the one
///   before it). A query binary-searches each lane for the first item whose `maxY` passes the
///   rect's top and walks on while items start above the rect's bottom.
/// - **rows** (tags, grid): each row is a run of consecutive items with a common top and bottom;
///   rows never move up. A query binary-searches the rows, then tests the items of the rows it meets.
///
/// Memory: 4 bytes per cell for lanes; 20 bytes per row for rows. Frames themselves live in the
/// layout's flat frame array and are not copied.
public final class SectionIndex {
    /// Item numbers per lane, in placement order.
    public private(set) var lanes: [[Int32]] = []
    /// First item number of each row.
    public private(set) var rowStarts: [Int32] = []
    /// Top of each row.
    public private(set) var rowTops: [Double] = []
    /// Bottom of each row (the bottom of its tallest item).
    public private(set) var rowBottoms: [Double] = []
    /// Creates an empty index.
    public init() {}

    /// Files `item` at the end of lane `lane` (lanes are created on demand).
    ///
    /// The caller guarantees the lane invariant: the item's `minY` is at least the `maxY` of
    /// the lane's last item. A full-span item is filed in lane 0 only: it lies below every
    /// item placed before it, and every later item lies below it.
    public func append(item: Int, toLane lane: Int) {
        while lanes.count <= lane { lanes.append([]) }
        lanes[lane].append(Int32(truncatingIfNeeded: item))
    }

    /// Starts a new row whose first item is `item` and whose top is `top`.
    public func startRow(item: Int, top: Double) {
        rowStarts.append(Int32(truncatingIfNeeded: item))
        rowTops.append(top)
        rowBottoms.append(top)
    }

    /// Lowers the current row's bottom to at least `bottom` (an item of that height was added).
    public func extendRow(toBottom bottom: Double) {
        guard let last = rowBottoms.indices.last else { return }
        if bottom > rowBottoms[last] { rowBottoms[last] = bottom }
    }

    /// Calls `body` with the item number of every filed cell whose frame intersects `rect`.
    ///
    /// - Parameters:
    ///   - frames: the layout's flat frame array.
    ///   - base: the index in `frames` of the section's item 0.
    ///   - count: the number of items placed in the section so far.
    public func forEachItem(intersecting rect: Rect, frames: [Rect], base: Int, count: Int,
                            _ body: (Int) -> Void) {
        if !lanes.isEmpty {
            queryLanes(rect, frames, base, body)
        }
        if !rowStarts.isEmpty {
            queryRows(rect, frames, base, count, body)
        }
    }

    private func queryLanes(_ rect: Rect, _ frames: [Rect], _ base: Int, _ body: (Int) -> Void) {
        for lane in lanes {
            // First entry whose maxY passes the rect's top: maxY never decreases along a lane.
            var low = 0, high = lane.count
            while low < high {
                let mid = (low + high) / 2
                if frames[base + Int(lane[mid])].maxY > rect.minY { high = mid } else { low = mid + 1 }
            }
            var k = low
            while k < lane.count {
                let item = lane[k]
                let frame = frames[base + Int(item)]
                if frame.minY >= rect.maxY { break }
                if frame.intersects(rect) { body(Int(item)) }
                k += 1
            }
        }
    }

    private func queryRows(_ rect: Rect, _ frames: [Rect], _ base: Int, _ count: Int,
                           _ body: (Int) -> Void) {
        var low = 0, high = rowBottoms.count
        while low < high {
            let mid = (low + high) / 2
            if rowBottoms[mid] > rect.minY { high = mid } else { low = mid + 1 }
        }
        var row = low
        while row < rowStarts.count, rowTops[row] < rect.maxY {
            let end = row + 1 < rowStarts.count ? Int(rowStarts[row + 1]) : count
            for item in Int(rowStarts[row])..<end where frames[base + item].intersects(rect) {
                body(item)
            }
            row += 1
        }
    }
}
