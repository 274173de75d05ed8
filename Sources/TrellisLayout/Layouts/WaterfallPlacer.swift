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
    /// Unowned and unchecked: the layout that makes a placer holds the data source for longer.
    private unowned(unsafe) let dataSource: LayoutDataSource
    /// The column state: see ``Columns``.
    private var state: Columns
    /// The buffers item sizes are read into, kept from batch to batch.
    private var sizes = ItemSizeRun()
    /// The buffers a run's slots are gathered in for the lanes, kept from batch to batch.
    private var scratch = RunScratch()

    /// The bottoms of the columns, by slot. A slot is the column of its items, except that
    /// right-to-left order mirrors it (slot `s` is column `C - 1 - s`), so that slots are used
    /// from 0 up and never exceed the number of items placed, whatever the column count.
    private struct Columns {
        /// Bottoms of the slots used so far; a slot not in here has the bottom `unusedBottom`.
        var bottoms: [Double] = []
        /// Whether each used slot holds an item (a full-span item counts for every column).
        var holdsItem: [Bool] = []
        /// The bottom of every slot not used yet: the items' top, or the last full-span item's bottom.
        var unusedBottom: Double
        /// Whether the slots not used yet hold an item (true after a full-span item).
        var unusedHoldsItem = false
    }

    init(section: Int, style: ResolvedSectionStyle, width: Double, itemsTop: Double,
         dataSource: LayoutDataSource) {
        self.section = section
        columns = style.columns
        left = style.inset.left
        interitemSpacing = style.interitemSpacing
        lineSpacing = style.lineSpacing
        itemHeight = style.itemHeight
        order = style.itemOrder
        state = Columns(unusedBottom: itemsTop)
        self.dataSource = dataSource
        contentWidth = max(0, width - style.inset.left - style.inset.right)
        itemWidth = Self.itemWidth(style: style, width: width)
    }

    /// The width of an item in a column (rule 1 of ``WaterfallLayout``):
    /// `max(0, (W − inset.left − inset.right − (C − 1) · interitemSpacing) / C)`.
    static func itemWidth(style: ResolvedSectionStyle, width: Double) -> Double {
        let gaps = Double(style.columns - 1) * style.interitemSpacing
        return max(0, (max(0, width - style.inset.left - style.inset.right) - gaps) / Double(style.columns)).layoutLength
    }

    /// Where the section's columns lie across, for the frame store's lanes encoding: lane `L` is
    /// column `L` (before right-to-left mirroring), at exactly the `x` rule 3 computes.
    static func laneGeometry(style: ResolvedSectionStyle, width: Double) -> FrameStore.LaneGeometry {
        let itemWidth = itemWidth(style: style, width: width)
        return FrameStore.LaneGeometry(left: style.inset.left, step: itemWidth + style.interitemSpacing, itemWidth: itemWidth,
                                       contentWidth: max(0, width - style.inset.left - style.inset.right), lanes: style.columns)
    }

    var frontier: Double { Self.frontier(state, columns) }

    var itemsBottom: Double { max(state.unusedBottom, state.bottoms.max() ?? state.unusedBottom) }

    private static func frontier(_ state: Columns, _ columns: Int) -> Double {
        let usedMin = state.bottoms.min() ?? state.unusedBottom
        return state.bottoms.count < columns ? min(state.unusedBottom, usedMin) : usedMin
    }

    func place(item: Int, into sink: inout PlacementSink) {
        _ = place(items: item..<(item + 1), until: .infinity, into: &sink)
    }

    /// Places items in one tight loop over local copies of the state, their sizes read in runs
    /// (``ItemSizeRun``): each item's size is asked once, in bulk. For shortest-first order
    /// the shortest column's bottom found for rule 3 is the frontier, so the limit check is free.
    ///
    /// Every slot the batch can use (at most one per item, at most one per column) is made up
    /// front, holding the bottom of unused slots, which keeps the choice of rule 3 exactly as with
    /// the unused slots left implicit, and lets the loop work on raw buffers.
    func place(items: Range<Int>, until limit: Double, into sink: inout PlacementSink) -> Int {
        guard !items.isEmpty else { return 0 }
        let index = sink.index
        var state = self.state
        self.state.bottoms = []
        self.state.holdsItem = []
        var lanes = index.lanes
        index.lanes = []
        defer {
            self.state = state
            index.lanes = lanes
        }
        let slotCount = min(columns, max(state.bottoms.count, items.upperBound))
        while state.bottoms.count < slotCount {
            state.bottoms.append(state.unusedBottom)
            state.holdsItem.append(state.unusedHoldsItem)
        }
        let share = items.count / max(1, slotCount) + 16
        while lanes.count < slotCount {
            // Room for this lane's share of the items still to come, so lanes never copy.
            var lane = Lane()
            lane.items.reserveCapacity(share)
            lanes.append(lane)
        }
        if items.count >= 4_096 {
            // A long batch (a jump to the end) after a short one (the first screen): room for the
            // share of each lane too, growing at least twofold so that batches never copy often.
            for lane in lanes.indices where lanes[lane].items.capacity < lanes[lane].items.count + share {
                let capacity = lanes[lane].items.capacity
                lanes[lane].items.reserveCapacity(max(lanes[lane].items.count + share, 2 * capacity))
            }
        }
        let run = Run(columns: columns, order: order, left: left, step: itemWidth + interitemSpacing, itemWidth: itemWidth,
                      contentWidth: contentWidth, itemHeight: itemHeight, lineSpacing: lineSpacing, limit: limit,
                      compact: sink.frames.encoding == .lanes)
        var placed = 0
        var bottoms = state.bottoms, holds = state.holdsItem
        state.bottoms = []
        state.holdsItem = []
        var sizes = self.sizes, scratch = self.scratch
        self.sizes = ItemSizeRun()
        self.scratch = RunScratch()
        defer {
            self.sizes = sizes
            self.scratch = scratch
        }
        let frames = sink.frames
        var next = items.lowerBound
        var stopped = false
        while next < items.upperBound && !stopped {
            // Sizes in runs (one bulk call each), growing so a first screen asks for few.
            let items = next..<min(items.upperBound, next + ItemSizeRun.length(afterPlacing: placed))
            sizes.load(items, section: section, width: itemWidth, fullSpanWidth: contentWidth, from: dataSource)
            next = items.upperBound
            frames.reserve(frames.count + items.count)
            scratch.resize(items.count, slots: lanes.count)
            let out = frames.appendPointers
            var count = 0
            bottoms.withUnsafeMutableBufferPointer { bottoms in
                holds.withUnsafeMutableBufferPointer { holds in
                    sizes.heights.withUnsafeBufferPointer { heights in
                        sizes.fullSpan.withUnsafeBufferPointer { fullSpan in
                            scratch.withFiling { filing in
                                (count, stopped) = Self.place(items, run, heights: heights, fullSpan: fullSpan, bottoms: bottoms,
                                                              holds: holds, state: &state, filing: filing, out: out)
                            }
                        }
                    }
                }
            }
            frames.didAppend(count)
            scratch.file(in: &lanes)
            placed += count
        }
        state.bottoms = bottoms
        state.holdsItem = holds
        return placed
    }

    /// What the placement loop needs of the placer, in registers.
    private struct Run {
        let columns: Int
        let order: ItemOrder
        let left, step, itemWidth, contentWidth, itemHeight, lineSpacing, limit: Double
        /// Whether the frame store keeps lanes (else rects).
        let compact: Bool
    }

    /// Places `items` (their sizes in `heights` and `fullSpan`) as rules 2 and 3 say, writing
    /// each frame to `out` and filing each item by slot (``Filing``, for the lanes afterwards);
    /// stops before the first item the limit excludes. Returns how many it placed and whether it
    /// stopped.
    private static func place(_ items: Range<Int>, _ run: Run, heights: UnsafeBufferPointer<Double>,
                              fullSpan: UnsafeBufferPointer<Bool>, bottoms: UnsafeMutableBufferPointer<Double>,
                              holds: UnsafeMutableBufferPointer<Bool>, state: inout Columns,
                              filing: Filing, out: FrameStore.AppendPointers) -> (Int, Bool) {
        let slotCount = bottoms.count
        // Rule 3 with every slot holding an item (all but a section's first few items) has a
        // fast path for up to four slots: see `placeShortestFirst`.
        let fastPath = run.order == .shortestFirst && slotCount <= FourBottoms.capacity && run.lineSpacing.sign == .plus
            && !bottoms.contains { $0.sign == .minus }
        var k = 0
        while k < items.count {
            if fastPath && !holds.contains(false) {
                var four = FourBottoms(bottoms)
                let stopped: Bool
                (k, stopped) = placeShortestFirst(from: k, items, run, heights: heights, fullSpan: fullSpan,
                                                  bottoms: &four, filing: filing, out: out)
                four.store(into: bottoms)
                if stopped { return (k, true) }
                if k == items.count { break }
            }
            let item = items.lowerBound + k
            let stored = heights[k]
            let height = (stored.isNaN ? run.itemHeight : stored).layoutLength
            if fullSpan[k] {
                if run.limit.isFinite && minimum(bottoms) >= run.limit { return (k, true) }
                // At the largest column bottom (plus lineSpacing when any column holds an item),
                // across the content width; afterwards every column's bottom is its bottom.
                let anyHolds = state.unusedHoldsItem || holds.contains(true)
                let bottom = max(state.unusedBottom, bottoms.max() ?? state.unusedBottom)
                let itemY = bottom + (anyHolds ? run.lineSpacing : 0)
                let maxY = itemY + height
                for slot in 0..<slotCount {
                    bottoms[slot] = maxY
                    holds[slot] = true
                }
                state.unusedBottom = maxY
                state.unusedHoldsItem = true
                out.write(k, minY: itemY, height: height, lane: FrameStore.fullSpan,
                          rect: Rect(x: run.left, y: itemY, width: run.contentWidth, height: height), compact: run.compact)
                filing.file(item, maxY: maxY, slot: 0)
                k += 1
                continue
            }
            let slot: Int
            switch run.order {
            case .shortestFirst:
                // Rule 3: the smallest bottom, the lowest index on ties.
                var best = 0
                var bestBottom = bottoms[0]
                for column in 1..<slotCount where bottoms[column] < bestBottom {
                    best = column
                    bestBottom = bottoms[column]
                }
                if bestBottom >= run.limit { return (k, true) }
                slot = best
            case .leftToRight, .rightToLeft:
                if run.limit.isFinite && minimum(bottoms) >= run.limit { return (k, true) }
                slot = item % run.columns
            }
            let column = run.order == .rightToLeft ? run.columns - 1 - slot : slot
            let itemY = bottoms[slot] + (holds[slot] ? run.lineSpacing : 0)
            let maxY = itemY + height
            bottoms[slot] = maxY
            holds[slot] = true
            out.write(k, minY: itemY, height: height, lane: UInt8(truncatingIfNeeded: column),
                      rect: Rect(x: run.left + Double(column) * run.step, y: itemY, width: run.itemWidth, height: height),
                      compact: run.compact)
            filing.file(item, maxY: maxY, slot: slot)
            k += 1
        }
        return (items.count, false)
    }

    /// Places items from `start` on as rule 3 says, for shortest-first order with every slot
    /// holding an item, until a full-span item, the end of `items` or the limit (then returns
    /// true). Writes what ``place(_:_:heights:fullSpan:bottoms:holds:state:filing:out:)``
    /// writes, bit for bit.
    @inline(__always)
    private static func placeShortestFirst(from start: Int, _ items: Range<Int>, _ run: Run, heights: UnsafeBufferPointer<Double>,
                                           fullSpan: UnsafeBufferPointer<Bool>, bottoms: inout FourBottoms,
                                           filing: Filing, out: FrameStore.AppendPointers) -> (Int, Bool) {
        var k = start
        while k < items.count && !fullSpan[k] {
            let (slot, bottom) = bottoms.shortest()
            if bottom >= run.limit { return (k, true) }
            let stored = heights[k]
            let height = (stored.isNaN ? run.itemHeight : stored).layoutLength
            let itemY = bottom + run.lineSpacing
            let maxY = itemY + height
            bottoms.set(slot, to: maxY)
            out.write(k, minY: itemY, height: height, lane: UInt8(truncatingIfNeeded: slot),
                      rect: Rect(x: run.left + Double(slot) * run.step, y: itemY, width: run.itemWidth, height: height),
                      compact: run.compact)
            filing.file(items.lowerBound + k, maxY: maxY, slot: slot)
            k += 1
        }
        return (k, false)
    }

    /// The smallest bottom (`bottoms` is never empty here).
    @inline(__always)
    private static func minimum(_ bottoms: UnsafeMutableBufferPointer<Double>) -> Double {
        var result = bottoms[0]
        for bottom in bottoms where bottom < result { result = bottom }
        return result
    }
}

/// Up to four slots' bottoms in registers, for the placement loop's fast path. The slots past the
/// section's count hold `+infinity`, never the shortest.
///
/// The loop runs at the speed of the chain from one item's bottom to the next item's slot. Here
/// the bottoms never go through memory, the shortest is found by a tree of two levels rather than
/// a scan of three steps, and every choice is a conditional move, not a branch on a slot that is
/// as good as random: the bottoms are kept as bit patterns, which for doubles that are not
/// negative order as the values do, and on integers the compiler keeps the tree's selects as
/// moves (on doubles, and as a scan, it made them branches). See docs/performance.md.
private struct FourBottoms {
    /// The most slots it keeps.
    static let capacity = 4
    private var b0, b1, b2, b3: UInt64
    private let count: Int

    /// The bottoms of `bottoms` (1 to ``capacity`` of them, none NaN or negative).
    @inline(__always)
    init(_ bottoms: UnsafeMutableBufferPointer<Double>) {
        count = bottoms.count
        b0 = bottoms[0].bitPattern
        b1 = (count > 1 ? bottoms[1] : .infinity).bitPattern
        b2 = (count > 2 ? bottoms[2] : .infinity).bitPattern
        b3 = (count > 3 ? bottoms[3] : .infinity).bitPattern
    }

    /// The smallest bottom and the lowest slot that has it (rule 3).
    @inline(__always)
    func shortest() -> (slot: Int, bottom: Double) {
        let left = b1 < b0 ? (1, b1) : (0, b0)
        let right = b3 < b2 ? (3, b3) : (2, b2)
        let best = right.1 < left.1 ? right : left
        return (best.0, Double(bitPattern: best.1))
    }

    /// Sets the bottom of `slot` to `bottom`.
    @inline(__always)
    mutating func set(_ slot: Int, to bottom: Double) {
        let bits = bottom.bitPattern
        b0 = slot == 0 ? bits : b0
        b1 = slot == 1 ? bits : b1
        b2 = slot == 2 ? bits : b2
        b3 = slot == 3 ? bits : b3
    }

    /// Writes the bottoms back to `bottoms`.
    @inline(__always)
    func store(into bottoms: UnsafeMutableBufferPointer<Double>) {
        bottoms[0] = Double(bitPattern: b0)
        if count > 1 { bottoms[1] = Double(bitPattern: b1) }
        if count > 2 { bottoms[2] = Double(bitPattern: b2) }
        if count > 3 { bottoms[3] = Double(bitPattern: b3) }
    }
}

/// Where the placement loop files each item it places: per slot, the run's item numbers and
/// bottoms in order, in ``RunScratch``'s buffers (a slot's entries at `slot * length`).
private struct Filing {
    let items: UnsafeMutablePointer<Int32>
    let maxYs: UnsafeMutablePointer<Double>
    /// Per slot, how many entries it holds.
    let counts: UnsafeMutablePointer<Int>
    /// The room per slot: the run's length.
    let length: Int

    /// Files `item`, whose frame ends at `maxY`, in `slot` (lane 0 for a full-span item).
    @inline(__always)
    func file(_ item: Int, maxY: Double, slot: Int) {
        let entry = slot &* length &+ counts[slot]
        counts[slot] &+= 1
        items[entry] = Int32(truncatingIfNeeded: item)
        maxYs[entry] = maxY
    }
}

/// A run's items by slot, for filing them in the section's lanes in bulk: the placement loop
/// files each item in its slot's part of the buffers as it places it (``Filing``), and
/// ``file(in:)`` then appends each slot's part to its lane at once.
private struct RunScratch {
    /// Per slot, `length` entries: the item numbers filed there.
    private var items: [Int32] = []
    /// Beside ``items``: each filed item's `maxY`.
    private var maxYs: [Double] = []
    /// Per slot: how many entries it holds.
    private var counts: [Int] = []
    /// The room per slot.
    private var length = 0

    /// Makes room for a run of `count` items over `slots` slots, every slot empty.
    mutating func resize(_ count: Int, slots slotCount: Int) {
        if length < count || counts.count < slotCount {
            length = max(length, count)
            let room = length * max(slotCount, counts.count)
            items = Array(repeating: 0, count: room)
            maxYs = Array(repeating: 0, count: room)
            counts = Array(repeating: 0, count: max(slotCount, counts.count))
        }
        for slot in counts.indices { counts[slot] = 0 }
    }

    /// `body` with the buffers to file into.
    mutating func withFiling<Result>(_ body: (Filing) -> Result) -> Result {
        let length = length
        return items.withUnsafeMutableBufferPointer { items in
            maxYs.withUnsafeMutableBufferPointer { maxYs in
                counts.withUnsafeMutableBufferPointer { counts in
                    body(Filing(items: items.baseAddress!, maxYs: maxYs.baseAddress!, counts: counts.baseAddress!, length: length))
                }
            }
        }
    }

    /// Appends what each slot holds to the end of its lane, each lane's sample of every 16th
    /// bottom included (as ``Lane/append(item:maxY:)``).
    mutating func file(in lanes: inout [Lane]) {
        for slot in lanes.indices where counts[slot] > 0 {
            let start = slot * length, count = counts[slot]
            let before = lanes[slot].items.count
            items.withUnsafeBufferPointer { items in
                lanes[slot].items.append(contentsOf: UnsafeBufferPointer(rebasing: items[start..<(start + count)]))
            }
            // The samples: the bottom of each entry that completes a block.
            var position = before + SampledSearch.blockSize - 1 - before % SampledSearch.blockSize
            while position < before + count {
                lanes[slot].samples.append(maxYs[start + position - before])
                position += SampledSearch.blockSize
            }
        }
    }
}
