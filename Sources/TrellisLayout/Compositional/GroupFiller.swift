/// Lays one instance of a group out: it resolves the subitems against the group's frame inset by
/// its content insets (rule 16), places their slots along the group's axis with their edge
/// spacing (rules 4, 5 and 17), fills the item slots with items depth-first (rule 7), sizes the
/// estimated ones (rules 8 and 18), and writes each cell's frame, its slot inset (rules 6 and 15).
///
/// One algorithm serves both kinds of section: a fixed-size group is filled once with
/// ``ItemSizer/unlimited`` items to make its template; a self-sizing group is filled instance
/// by instance with the section's real items. It walks the group as a ``CompiledGroup``.
///
/// Flexible space (rule 17) is shared after a group's slots are placed: each slot is first placed
/// at its edges' minimums, then its cells move by the shares of the leftover before it (along the
/// axis) and by its share of the free space across. Only a group with something flexible keeps
/// the per-slot records this needs.
struct GroupFiller {
    /// The most slots one group instance may hold (items and nested groups, at every depth):
    /// a tiny fraction or a huge count stops here instead of exhausting memory (rule 13).
    static let slotLimit = 1 << 16
    /// The tolerance of the fit test of rule 4: a slot fits when its far edge is at most
    /// `group length + fitTolerance`.
    static let fitTolerance = 1e-9

    /// The group, flattened.
    let tree: CompiledGroup
    /// The cells filled so far, in item order.
    var frames: [Rect] = []
    /// The items and their sizes.
    var items: ItemSizer
    /// Whether ``leaves`` is kept (only where the group's items carry different badges).
    var recordsLeaves = false
    /// When ``recordsLeaves``: for each cell of ``frames`` from this filler on, the
    /// ``CompiledGroup`` node of its item slot: which ``LayoutItem`` it is, for its supplementary
    /// items (rule 19).
    var leaves: [Int32] = []
    /// Slots left before ``slotLimit``.
    private var slotsLeft = GroupFiller.slotLimit
    /// The slots of the groups being filled that share flexible space, as a stack: each such
    /// group appends its slots' records and removes them when done.
    private var records: [SlotRecord] = []

    /// A placed slot of a group that shares flexible space (rule 17).
    private struct SlotRecord {
        /// The slot's first cell in ``frames``; its cells run to the next record's first (or the end).
        var firstFrame: Int
        /// How many flexible shares (gaps and edges) lie before the slot's content along the axis.
        var sharesBefore: Int
        /// The slot's extent across the axis, its edges at their minimums.
        var acrossExtent: Double
        /// The part of the free space across the axis that lies before the slot's content:
        /// 1 for a flexible near edge alone, 0.5 for a flexible pair, else 0.
        var acrossShare: Double
    }

    /// The self-sized lengths shared by a group's `uniformAcrossSiblings` items (rule 18).
    private struct UniformLengths {
        var width: Double?
        var height: Double?
    }

    /// A filler of `tree` over `items`, writing into `frames` (emptied; its capacity kept).
    init(tree: CompiledGroup, items: ItemSizer, frames: [Rect] = []) {
        self.tree = tree
        self.items = items
        self.frames = frames
        self.frames.removeAll(keepingCapacity: true)
    }

    /// Starts a new instance: the slot budget is per instance.
    mutating func beginInstance() {
        slotsLeft = Self.slotLimit
    }

    /// Fills the root group as a slot `width` x `height` at `(x, y)`; see ``fill(node:x:y:width:height:estimatedWidth:estimatedHeight:)``.
    mutating func fill(x: Double, y: Double, width: Double, height: Double, estimatedWidth: Bool, estimatedHeight: Bool) -> Size {
        fill(node: 0, x: x, y: y, width: width, height: height, estimatedWidth: estimatedWidth, estimatedHeight: estimatedHeight)
    }

    /// Fills group `node` as a slot `width` x `height` at `(x, y)`: `width` and `height` are its
    /// resolved size (an estimated side at its estimate), `estimatedWidth`/`estimatedHeight` whether
    /// that side is self-sized. Returns the group's size as laid out: an estimated height becomes the
    /// content height (tallest slot across, last slot's far edge along); every other side stays.
    ///
    /// A group with `uniformAcrossSiblings` items (rule 18) is filled twice: once to measure its
    /// items at their own sizes, then again with each uniform dimension at the largest of them.
    private mutating func fill(node: Int, x: Double, y: Double, width: Double, height: Double,
                               estimatedWidth: Bool, estimatedHeight: Bool) -> Size {
        var measured = UniformLengths()
        guard tree.nodes[node].hasUniformItems else {
            return fillOnce(node: node, x: x, y: y, width: width, height: height, estimatedWidth: estimatedWidth,
                            estimatedHeight: estimatedHeight, uniform: nil, measured: &measured)
        }
        let mark = (frames.count, items.next, slotsLeft)
        let leafMark = leaves.count
        _ = fillOnce(node: node, x: x, y: y, width: width, height: height, estimatedWidth: estimatedWidth,
                     estimatedHeight: estimatedHeight, uniform: nil, measured: &measured)
        frames.removeSubrange(mark.0...)
        leaves.removeSubrange(leafMark...)
        items.next = mark.1
        slotsLeft = mark.2
        var unused = UniformLengths()
        return fillOnce(node: node, x: x, y: y, width: width, height: height, estimatedWidth: estimatedWidth,
                        estimatedHeight: estimatedHeight, uniform: measured, measured: &unused)
    }

    /// One fill of group `node` (see ``fill(node:x:y:width:height:estimatedWidth:estimatedHeight:)``):
    /// `uniform` gives the lengths of its uniform items (`nil` to size them on their own), and
    /// `measured` collects the largest self-sized length of each uniform dimension.
    private mutating func fillOnce(node: Int, x: Double, y: Double, width: Double, height: Double,
                                   estimatedWidth: Bool, estimatedHeight: Bool,
                                   uniform: UniformLengths?, measured: inout UniformLengths) -> Size {
        let group = tree.nodes[node]
        let horizontal = group.horizontal
        // Rule 15: no insets on a self-sized axis. Rule 16: the subitems live in the inset frame.
        var insets = group.insets
        if estimatedWidth { insets.left = 0; insets.right = 0 }
        if estimatedHeight { insets.top = 0; insets.bottom = 0 }
        let innerWidth = max(0, width - insets.left - insets.right)
        let innerHeight = max(0, height - insets.top - insets.bottom)
        let originX = x + insets.left, originY = y + insets.top
        let length = horizontal ? innerWidth : innerHeight
        let alongEstimated = horizontal ? estimatedWidth : estimatedHeight
        let acrossEstimated = horizontal ? estimatedHeight : estimatedWidth
        let spacing = group.spacing
        let children = group.firstChild..<(group.firstChild + group.childCount)
        // A `count` group ignores its subitem's edges and leaves no leftover: nothing to share.
        let sharing = group.hasFlexible && group.count == 0
        let recordMark = records.count
        var shares = 0          // flexible shares along the axis so far
        var along: Double = 0   // the far edge of the last slot along the axis
        var across: Double = 0  // the largest slot extent across the axis
        if !children.isEmpty {
            if group.count > 0 {
                let n = group.count
                let slotLength = max(0, (length - spacing * Double(n - 1)) / Double(n))
                for i in 0..<n {
                    guard !items.isExhausted, slotsLeft > 0 else { break }
                    let position = Double(i) * (slotLength + spacing)
                    let slot = place(children.lowerBound, parentAxisIsHorizontal: horizontal, x: originX, y: originY, position: position,
                                     parentWidth: innerWidth, parentHeight: innerHeight, forcedLength: slotLength,
                                     uniform: uniform, measured: &measured)
                    along = position + slot.along
                    across = max(across, slot.across)
                }
            } else {
                // One pass: along an estimated length, or when the group does not repeat its subitems.
                var onePass = group.onePass || alongEstimated
                if !onePass {
                    // Rule 13: subitems all of zero length along the axis would cycle forever.
                    onePass = true
                    for child in children where alongLength(of: child, horizontal: horizontal, innerWidth, innerHeight) != 0 {
                        onePass = false
                        break
                    }
                }
                var position: Double = 0
                var index = 0
                var ended = false  // the group ended (a slot did not fit, or its one pass is done), not its items
                while !items.isExhausted, slotsLeft > 0 {
                    if onePass && index == children.count { ended = true; break }
                    let mark = (frames.count, items.next, slotsLeft)
                    let leafMark = leaves.count  // 0 when not recording
                    let child = children.lowerBound + index % children.count
                    let (lead, trail) = tree.nodes[child].edges.along(horizontal: horizontal)
                    let before = shares + (index > 0 && group.spacingIsFlexible ? 1 : 0) + (lead.isFlexible ? 1 : 0)
                    let slot = place(child, parentAxisIsHorizontal: horizontal, x: originX, y: originY, position: position,
                                     parentWidth: innerWidth, parentHeight: innerHeight, forcedLength: nil,
                                     uniform: uniform, measured: &measured)
                    if !onePass && index > 0 && position + slot.along > length + Self.fitTolerance {
                        // Does not fit: take the slot back and end the group (rule 4). A group
                        // holding one pass holds every subitem once: its length is no limit.
                        frames.removeSubrange(mark.0...)
                        leaves.removeSubrange(leafMark...)
                        items.next = mark.1
                        slotsLeft = mark.2
                        ended = true
                        break
                    }
                    if sharing {
                        let (near, far) = tree.nodes[child].edges.across(horizontal: horizontal)
                        let acrossShare: Double = near.isFlexible ? (far.isFlexible ? 0.5 : 1) : 0
                        records.append(SlotRecord(firstFrame: mark.0, sharesBefore: before, acrossExtent: slot.across,
                                                  acrossShare: acrossShare))
                    }
                    shares = before + (trail.isFlexible ? 1 : 0)
                    along = position + slot.along
                    across = max(across, slot.across)
                    position = along + spacing
                    index += 1
                }
                if sharing && !ended && !alongEstimated && items.isExhausted {
                    // A partly filled instance shares its leftover as a full one would: the
                    // slots it would still hold count at their resolved (or estimated) lengths.
                    var phantoms = 0
                    while phantoms < Self.slotLimit {
                        if onePass && index == children.count { break }
                        let child = children.lowerBound + index % children.count
                        let (lead, trail) = tree.nodes[child].edges.along(horizontal: horizontal)
                        let extent = lead.minimum + alongLength(of: child, horizontal: horizontal, innerWidth, innerHeight) + trail.minimum
                        if !onePass && index > 0 && position + extent > length + Self.fitTolerance { break }
                        shares += (index > 0 && group.spacingIsFlexible ? 1 : 0) + (lead.isFlexible ? 1 : 0) + (trail.isFlexible ? 1 : 0)
                        along = position + extent
                        position = along + spacing
                        index += 1
                        phantoms += 1
                    }
                }
            }
        }
        if sharing {
            shareFlexibleSpace(from: recordMark, horizontal: horizontal, shares: shares,
                               leftover: alongEstimated ? 0 : max(0, length - along),
                               acrossLength: acrossEstimated ? across : (horizontal ? innerHeight : innerWidth))
        }
        guard estimatedHeight else { return Size(width: width, height: height) }
        return Size(width: width, height: horizontal ? across : along)
    }

    /// Rule 17: moves the cells of the slots recorded from `mark` on by their shares of the
    /// `leftover` along the axis (`shares` equal shares) and of the free space across it (within
    /// `acrossLength`), then drops the records.
    private mutating func shareFlexibleSpace(from mark: Int, horizontal: Bool, shares: Int, leftover: Double, acrossLength: Double) {
        let share = shares > 0 ? leftover / Double(shares) : 0
        for r in mark..<records.count {
            let record = records[r]
            let end = r + 1 < records.count ? records[r + 1].firstFrame : frames.count
            let dAlong = share * Double(record.sharesBefore)
            let dAcross = max(0, acrossLength - record.acrossExtent) * record.acrossShare
            guard dAlong != 0 || dAcross != 0, record.firstFrame < end else { continue }
            let dx = horizontal ? dAlong : dAcross, dy = horizontal ? dAcross : dAlong
            for k in record.firstFrame..<end {
                let f = frames[k]
                frames[k] = Rect(x: f.minX + dx, y: f.minY + dy, width: f.width, height: f.height)
            }
        }
        records.removeSubrange(mark...)
    }

    /// Subitem `node`'s resolved length along its parent's axis (an estimate for a self-sizing one).
    private func alongLength(of node: Int, horizontal: Bool, _ parentWidth: Double, _ parentHeight: Double) -> Double {
        (horizontal ? tree.nodes[node].width : tree.nodes[node].height).resolved(width: parentWidth, height: parentHeight)
    }

    /// Lays out one slot of subitem `node` at `position` along its parent's axis, its content after
    /// its leading edge and below its top edge (their minimums, rule 17); `forcedLength` is the slot
    /// length of a `count` group, which ignores edge spacing. Returns the slot's extent along and
    /// across the parent's axis, edges included.
    private mutating func place(_ node: Int, parentAxisIsHorizontal horizontal: Bool, x: Double, y: Double,
                                position: Double, parentWidth: Double, parentHeight: Double, forcedLength: Double?,
                                uniform: UniformLengths?, measured: inout UniformLengths) -> (along: Double, across: Double) {
        slotsLeft -= 1
        let subitem = tree.nodes[node]
        let edges = forcedLength == nil ? subitem.edges : LayoutEdgeSpacing()
        let (lead, trail) = edges.along(horizontal: horizontal)
        let (near, far) = edges.across(horizontal: horizontal)
        let edgesAlong = lead.minimum + trail.minimum, edgesAcross = near.minimum + far.minimum
        let slotX = horizontal ? x + position + lead.minimum : x + near.minimum
        let slotY = horizontal ? y + near.minimum : y + position + lead.minimum
        var w = subitem.width.resolved(width: parentWidth, height: parentHeight)
        var h = subitem.height.resolved(width: parentWidth, height: parentHeight)
        if subitem.isItem {
            var insets = subitem.insets
            if horizontal, let forcedLength {
                w = forcedLength
            } else if subitem.width.isEstimated {
                // Rule 15: no insets across a self-sized width. Rule 18: a uniform width is shared.
                insets.left = 0
                insets.right = 0
                if subitem.width.isUniformAcrossSiblings, let shared = uniform?.width {
                    w = shared
                } else {
                    w = items.width(estimate: w)
                    if subitem.width.isUniformAcrossSiblings, uniform == nil { measured.width = max(measured.width ?? 0, w) }
                }
            }
            let cellWidth = max(0, w - insets.left - insets.right)
            if !horizontal, let forcedLength {
                h = forcedLength
            } else if subitem.height.isEstimated {
                insets.top = 0
                insets.bottom = 0
                if subitem.height.isUniformAcrossSiblings, let shared = uniform?.height {
                    h = shared
                } else {
                    h = items.height(cellWidth: cellWidth, estimate: h)
                    if subitem.height.isUniformAcrossSiblings, uniform == nil { measured.height = max(measured.height ?? 0, h) }
                }
            }
            frames.append(Rect(x: slotX + insets.left, y: slotY + insets.top,
                               width: cellWidth, height: max(0, h - insets.top - insets.bottom)))
            if recordsLeaves { leaves.append(Int32(node)) }
            items.next += 1
            return horizontal ? (w + edgesAlong, h + edgesAcross) : (h + edgesAlong, w + edgesAcross)
        }
        var estimatedWidth = subitem.width.isEstimated
        var estimatedHeight = subitem.height.isEstimated
        if let forcedLength {
            // A nested group in a `count` group takes the slot's length along the axis (rule 5).
            if horizontal { w = forcedLength; estimatedWidth = false } else { h = forcedLength; estimatedHeight = false }
        }
        let size = fill(node: node, x: slotX, y: slotY, width: w, height: h,
                        estimatedWidth: estimatedWidth, estimatedHeight: estimatedHeight)
        return horizontal ? (size.width + edgesAlong, size.height + edgesAcross) : (size.height + edgesAlong, size.width + edgesAcross)
    }
}
