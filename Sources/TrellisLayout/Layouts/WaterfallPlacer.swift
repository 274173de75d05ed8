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
        let columns = columns, lineSpacing = lineSpacing, step = itemWidth + interitemSpacing
        let order = order, itemWidth = itemWidth, itemHeight = itemHeight, left = left
        var placed = 0
        var bottoms = state.bottoms, holds = state.holdsItem
        state.bottoms = []
        state.holdsItem = []
        var sizes = self.sizes
        self.sizes = ItemSizeRun()
        defer { self.sizes = sizes }
        var next = items.lowerBound
        var stopped = false
        while next < items.upperBound && !stopped {
            // Sizes in runs (one bulk call each), growing so a first screen asks for few.
            let run = next..<min(items.upperBound, next + ItemSizeRun.length(afterPlacing: placed))
            sizes.load(run, section: section, width: itemWidth, fullSpanWidth: contentWidth, from: dataSource)
            next = run.upperBound
            let frames = sink.frames
            frames.reserve(frames.count + run.count)
            let compact = frames.encoding == .lanes
            lanes.withUnsafeMutableBufferPointer { lanes in
                bottoms.withUnsafeMutableBufferPointer { bottoms in
                    holds.withUnsafeMutableBufferPointer { holds in
                        sizes.heights.withUnsafeBufferPointer { heights in
                            sizes.fullSpan.withUnsafeBufferPointer { fullSpan in
                                for k in 0..<run.count {
                                    let item = run.lowerBound + k
                                    let stored = heights[k]
                                    let height = (stored.isNaN ? itemHeight : stored).layoutLength
                                    if fullSpan[k] {
                                        if limit.isFinite && Self.minimum(bottoms) >= limit { stopped = true; return }
                                        placeFullSpan(item, height: height, &state, bottoms, holds, &lanes[0], frames)
                                        placed += 1
                                        continue
                                    }
                                    let slot: Int
                                    switch order {
                                    case .shortestFirst:
                                        // Rule 3: the smallest bottom, the lowest index on ties.
                                        var best = 0
                                        var bestBottom = bottoms[0]
                                        for column in 1..<bottoms.count where bottoms[column] < bestBottom {
                                            best = column
                                            bestBottom = bottoms[column]
                                        }
                                        if bestBottom >= limit { stopped = true; return }
                                        slot = best
                                    case .leftToRight, .rightToLeft:
                                        if limit.isFinite && Self.minimum(bottoms) >= limit { stopped = true; return }
                                        slot = item % columns
                                    }
                                    let column = order == .rightToLeft ? columns - 1 - slot : slot
                                    let itemY = bottoms[slot] + (holds[slot] ? lineSpacing : 0)
                                    let maxY = itemY + height
                                    bottoms[slot] = maxY
                                    holds[slot] = true
                                    lanes[slot].append(item: item, maxY: maxY)
                                    if compact {
                                        frames.appendLane(minY: itemY, height: height, lane: UInt8(truncatingIfNeeded: column))
                                    } else {
                                        frames.appendRect(Rect(x: left + Double(column) * step, y: itemY, width: itemWidth, height: height))
                                    }
                                    placed += 1
                                }
                            }
                        }
                    }
                }
            }
        }
        state.bottoms = bottoms
        state.holdsItem = holds
        return placed
    }

    /// The smallest bottom (`bottoms` is never empty here).
    private static func minimum(_ bottoms: UnsafeMutableBufferPointer<Double>) -> Double {
        var result = bottoms[0]
        for bottom in bottoms where bottom < result { result = bottom }
        return result
    }

    /// A full-span item `height` tall: at the largest column bottom (plus `lineSpacing` when any column holds an
    /// item), across the whole content width; afterwards every column's bottom is its bottom.
    private func placeFullSpan(_ item: Int, height: Double, _ state: inout Columns, _ bottoms: UnsafeMutableBufferPointer<Double>,
                               _ holds: UnsafeMutableBufferPointer<Bool>, _ firstLane: inout Lane, _ frames: FrameStore) {
        let anyHolds = state.unusedHoldsItem || holds.contains(true)
        let bottom = max(state.unusedBottom, bottoms.max() ?? state.unusedBottom)
        let itemY = bottom + (anyHolds ? lineSpacing : 0)
        let frame = Rect(x: left, y: itemY, width: contentWidth, height: height)
        for slot in bottoms.indices {
            bottoms[slot] = frame.maxY
            holds[slot] = true
        }
        state.unusedBottom = frame.maxY
        state.unusedHoldsItem = true
        firstLane.append(item: item, maxY: frame.maxY)
        if frames.encoding == .lanes {
            frames.appendLane(minY: itemY, height: height, lane: FrameStore.fullSpan)
        } else {
            frames.appendRect(frame)
        }
    }
}
