/// The spatial index of one section's cells: it answers "which cells meet this rect" in
/// O(log n + k) without scanning the section.
///
/// Cells are filed in one of two shapes, chosen by the layout:
/// - **lanes** (waterfall columns): each lane lists item numbers in placement order, and along a
///   lane both `minY` and `maxY` never decrease (an item starts at or below the bottom of the one
///   before it). A query searches each lane for the first item whose `maxY` passes the rect's top
///   and walks on while items start above the rect's bottom.
/// - **rows** (tags, grid): each row is a run of consecutive items with a common top and bottom;
///   rows never move up. A query searches the rows, then tests the items of the rows it meets.
///
/// Searches are two-level (``SampledSearch``): a small array of every 16th key, then one block,
/// so a query touches a few cache lines however large the section is.
///
/// Memory: 4 bytes per cell (+ 1/2 byte of samples) for lanes; 24 bytes per row for rows. Frames
/// themselves live in the layout's ``FrameStore`` and are not copied.
final class SectionIndex {
    /// The lanes; see ``Lane``.
    var lanes: [Lane] = []
    /// The rows; see ``Rows``.
    var rows = Rows()

    /// Creates an empty index.
    init() {}

    /// The number of lanes.
    var laneCount: Int { lanes.count }

    /// The item numbers of lane `lane`, in placement order.
    func items(inLane lane: Int) -> [Int32] { lanes[lane].items }

    /// The bytes the index's buffers hold (by capacity), plus the lane arrays' headers.
    var retainedBytes: Int {
        lanes.capacity * MemoryLayout<Lane>.stride
            + lanes.reduce(0) { $0 + $1.retainedBytes }
            + rows.retainedBytes
    }

    /// Files `item`, whose frame ends at `maxY`, at the end of lane `lane` (lanes are created on demand).
    ///
    /// The caller guarantees the lane invariant: the item's `minY` is at least the `maxY` of
    /// the lane's last item. A full-span item is filed in lane 0 only: it lies below every
    /// item placed before it, and every later item lies below it.
    func append(item: Int, maxY: Double, toLane lane: Int) {
        while lanes.count <= lane { lanes.append(Lane()) }
        lanes[lane].append(item: item, maxY: maxY)
    }

    /// Starts a new row whose first item is `item` and whose top is `top`.
    func startRow(item: Int, top: Double) { rows.start(item: item, top: top) }

    /// Lowers the current row's bottom to at least `bottom` (an item of that height was added).
    func extendRow(toBottom bottom: Double) { rows.extend(toBottom: bottom) }

    /// Calls `body` with the item number and frame of every filed cell whose frame intersects `rect`.
    ///
    /// - Parameters:
    ///   - frames: the layout's flat frame store.
    ///   - base: the index in `frames` of the section's item 0.
    ///   - section: the section's number (for decoding its frames).
    ///   - count: the number of items placed in the section so far.
    @inline(__always)
    func forEachItem(intersecting rect: Rect, frames: FrameStore, base: Int, section: Int, count: Int,
                     _ body: (Int, Rect) -> Void) {
        let frames = frames.reader(section: section)
        if !lanes.isEmpty { forEachLaneItem(intersecting: rect, frames: frames, base: base, body) }
        guard !rows.entries.isEmpty else { return }
        let entries = rows.entries
        var row = SampledSearch.firstIndex(count: entries.count, samples: rows.samples, above: rect.minY) { entries[$0].bottom }
        while row < entries.count, entries[row].top < rect.maxY {
            let end = row + 1 < entries.count ? Int(entries[row + 1].start) : count
            for item in Int(entries[row].start)..<end {
                let frame = frames.frame(at: base + item)
                if frame.intersects(rect) { body(item, frame) }
            }
            row += 1
        }
    }
}

/// The rows of a ``SectionIndex``: runs of consecutive items; tops and bottoms never decrease.
struct Rows {
    /// One row: its first item, top and bottom, side by side so a query reads one cache line.
    struct Entry {
        /// The row's first item number.
        var start: Int32
        /// The row's top.
        var top: Double
        /// The row's bottom (the bottom of its tallest item).
        var bottom: Double
    }

    /// The rows, top to bottom.
    var entries: [Entry] = []
    /// Every 16th row bottom (the last of each full block), for ``SampledSearch``.
    var samples: [Double] = []

    /// Starts a new row whose first item is `item` and whose top is `top`.
    mutating func start(item: Int, top: Double) {
        if !entries.isEmpty, entries.count % SampledSearch.blockSize == 0 { samples.append(entries[entries.count - 1].bottom) }
        entries.append(Entry(start: Int32(truncatingIfNeeded: item), top: top, bottom: top))
    }

    /// Lowers the current row's bottom to at least `bottom`.
    mutating func extend(toBottom bottom: Double) {
        guard !entries.isEmpty else { return }
        let last = entries.count - 1
        if bottom > entries[last].bottom { entries[last].bottom = bottom }
    }

    /// Bytes held, by capacity.
    var retainedBytes: Int {
        entries.capacity * MemoryLayout<Entry>.stride + samples.capacity * MemoryLayout<Double>.stride
    }
}

extension SectionIndex {
    /// The lane query, with the lanes walked side by side: one step in every lane before the next
    /// step in any, so that the cache misses of different lanes overlap instead of queueing.
    private func forEachLaneItem(intersecting rect: Rect, frames: FrameStore.Reader, base: Int,
                                 _ body: (Int, Rect) -> Void) {
        let laneCount = lanes.count
        withUnsafeTemporaryAllocation(of: Int.self, capacity: laneCount) { position in
            // The block of each lane that holds its first entry ending below the rect's top.
            for lane in 0..<laneCount {
                position[lane] = lanes[lane].blockStart(endingBelow: rect.minY)
            }
            // Within the blocks, step past entries that end at or above the rect's top.
            var stepping = true
            var steps = 0
            while stepping, steps < SampledSearch.blockSize {
                stepping = false
                for lane in 0..<laneCount {
                    let k = position[lane]
                    if k < lanes[lane].items.count, frames.verticalExtent(at: base + Int(lanes[lane].items[k])).maxY <= rect.minY {
                        position[lane] = k + 1
                        stepping = true
                    }
                }
                steps += 1
            }
            // Walk on while entries start above the rect's bottom.
            var walking = true
            while walking {
                walking = false
                for lane in 0..<laneCount {
                    let k = position[lane]
                    guard k < lanes[lane].items.count else { continue }
                    let item = Int(lanes[lane].items[k])
                    let frame = frames.frame(at: base + item)
                    guard frame.minY < rect.maxY else { continue }
                    if frame.intersects(rect) { body(item, frame) }
                    position[lane] = k + 1
                    walking = true
                }
            }
        }
    }
}

/// One lane of a ``SectionIndex``: item numbers whose `minY` and `maxY` never decrease.
struct Lane {
    /// Item numbers, in placement order.
    var items: [Int32] = []
    /// The `maxY` of every 16th entry (the last of each full block), for ``SampledSearch``.
    var samples: [Double] = []

    /// Files an item whose frame ends at `maxY`.
    mutating func append(item: Int, maxY: Double) {
        items.append(Int32(truncatingIfNeeded: item))
        if items.count % SampledSearch.blockSize == 0 { samples.append(maxY) }
    }

    /// The first entry of the block that holds the first entry whose frame's `maxY` is greater
    /// than `y`: every entry before it ends at or above `y` (see ``SampledSearch``).
    func blockStart(endingBelow y: Double) -> Int {
        SampledSearch.blockStart(samples: samples, above: y)
    }

    /// Bytes held, by capacity.
    var retainedBytes: Int {
        items.capacity * MemoryLayout<Int32>.stride + samples.capacity * MemoryLayout<Double>.stride + 64
    }
}
