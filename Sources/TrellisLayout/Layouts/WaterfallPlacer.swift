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
                            scratch.slots.withUnsafeMutableBufferPointer { slots in
                                scratch.maxYs.withUnsafeMutableBufferPointer { maxYs in
                                    (count, stopped) = Self.place(items, run, heights: heights, fullSpan: fullSpan, bottoms: bottoms,
                                                                  holds: holds, state: &state, slots: slots, maxYs: maxYs, out: out)
                                }
                            }
                        }
                    }
                }
            }
            frames.didAppend(count)
            scratch.file(count, from: items.lowerBound, in: &lanes)
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
    /// each frame to `out` and each item's slot and bottom to `slots` and `maxYs` (for filing in
    /// the lanes afterwards); stops before the first item the limit excludes. Returns how many
    /// it placed and whether it stopped.
    private static func place(_ items: Range<Int>, _ run: Run, heights: UnsafeBufferPointer<Double>,
                              fullSpan: UnsafeBufferPointer<Bool>, bottoms: UnsafeMutableBufferPointer<Double>,
                              holds: UnsafeMutableBufferPointer<Bool>, state: inout Columns,
                              slots: UnsafeMutableBufferPointer<UInt16>, maxYs: UnsafeMutableBufferPointer<Double>,
                              out: FrameStore.AppendPointers) -> (Int, Bool) {
        let slotCount = bottoms.count
        for k in 0..<items.count {
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
                slots[k] = 0
                maxYs[k] = maxY
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
            slots[k] = UInt16(truncatingIfNeeded: slot)
            maxYs[k] = maxY
        }
        return (items.count, false)
    }

    /// The smallest bottom (`bottoms` is never empty here).
    @inline(__always)
    private static func minimum(_ bottoms: UnsafeMutableBufferPointer<Double>) -> Double {
        var result = bottoms[0]
        for bottom in bottoms where bottom < result { result = bottom }
        return result
    }
}

/// A run's items by slot, for filing them in the section's lanes in bulk: per item of the run its
/// slot and bottom, gathered lane by lane (a counting sort), then appended to each lane at once.
private struct RunScratch {
    /// Per item of the run: its slot (lane 0 for a full-span item).
    var slots: [UInt16] = []
    /// Per item of the run: its frame's `maxY`.
    var maxYs: [Double] = []
    /// The run's item numbers, lane after lane.
    private var gathered: [Int32] = []
    /// Per slot: where its items start in ``gathered`` (one more entry, the end).
    private var starts: [Int] = []

    /// Makes room for a run of `count` items over `slots` slots.
    mutating func resize(_ count: Int, slots slotCount: Int) {
        if slots.count < count {
            slots = Array(repeating: 0, count: count)
            maxYs = Array(repeating: 0, count: count)
            gathered = Array(repeating: 0, count: count)
        }
        if starts.count < slotCount + 1 { starts = Array(repeating: 0, count: slotCount + 1) }
    }

    /// Files the first `count` items of the run (item numbers from `first`) at the end of their
    /// lanes, each lane's sample of every 16th bottom included (as ``Lane/append(item:maxY:)``).
    mutating func file(_ count: Int, from first: Int, in lanes: inout [Lane]) {
        guard count > 0 else { return }
        let laneCount = lanes.count
        slots.withUnsafeBufferPointer { slots in
            maxYs.withUnsafeBufferPointer { maxYs in
                gathered.withUnsafeMutableBufferPointer { gathered in
                    starts.withUnsafeMutableBufferPointer { starts in
                        withUnsafeTemporaryAllocation(of: Int.self, capacity: laneCount) { next in
                            for slot in 0...laneCount { starts[slot] = 0 }
                            for k in 0..<count { starts[Int(slots[k]) + 1] += 1 }
                            for slot in 0..<laneCount {
                                starts[slot + 1] += starts[slot]
                                next[slot] = starts[slot]
                            }
                            for k in 0..<count {
                                let slot = Int(slots[k])
                                gathered[next[slot]] = Int32(truncatingIfNeeded: first + k)
                                next[slot] += 1
                            }
                        }
                        for slot in 0..<laneCount where starts[slot + 1] > starts[slot] {
                            let range = starts[slot]..<starts[slot + 1]
                            let before = lanes[slot].items.count
                            lanes[slot].items.append(contentsOf: UnsafeBufferPointer(rebasing: gathered[range]))
                            // The samples: the bottom of each entry that completes a block.
                            var position = before + SampledSearch.blockSize - 1 - before % SampledSearch.blockSize
                            while position < before + range.count {
                                let item = Int(gathered[range.lowerBound + position - before])
                                lanes[slot].samples.append(maxYs[item - first])
                                position += SampledSearch.blockSize
                            }
                        }
                    }
                }
            }
        }
    }
}
