/// Lays one instance of a group out: it resolves the subitems, places their slots along the
/// group's axis (rules 4 and 5), fills the item slots with items depth-first (rule 7), sizes the
/// estimated ones (rule 8), and writes each cell's frame, its slot inset (rule 6).
///
/// One algorithm serves both kinds of section: a fixed-size group is filled once with
/// ``ItemSizer/unlimited`` items to make its template; a self-sizing group is filled instance
/// by instance with the section's real items. It walks the group as a ``CompiledGroup``.
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
    /// For each cell of ``frames`` from this filler on, the ``CompiledGroup`` node of its item
    /// slot: which ``LayoutItem`` it is, for its supplementary items (rule 19).
    var leaves: [Int32] = []
    /// Slots left before ``slotLimit``.
    private var slotsLeft = GroupFiller.slotLimit

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
    /// that side is estimated. Returns the group's size as laid out: an estimated height becomes the
    /// content height (tallest slot across, last slot's far edge along); every other side stays.
    private mutating func fill(node: Int, x: Double, y: Double, width: Double, height: Double,
                               estimatedWidth: Bool, estimatedHeight: Bool) -> Size {
        let group = tree.nodes[node]
        let horizontal = group.horizontal
        let length = horizontal ? width : height
        let spacing = group.spacing
        let children = group.firstChild..<(group.firstChild + group.childCount)
        var along: Double = 0   // the far edge of the last slot along the axis
        var across: Double = 0  // the largest slot extent across the axis
        if !children.isEmpty {
            if group.count > 0 {
                let n = group.count
                let slotLength = max(0, (length - spacing * Double(n - 1)) / Double(n))
                for i in 0..<n {
                    guard !items.isExhausted, slotsLeft > 0 else { break }
                    let position = Double(i) * (slotLength + spacing)
                    let slot = place(children.lowerBound, parentAxisIsHorizontal: horizontal, x: x, y: y, position: position,
                                     parentWidth: width, parentHeight: height, forcedLength: slotLength)
                    along = position + slot.along
                    across = max(across, slot.across)
                }
            } else {
                // One pass: along an estimated length, or when the group does not repeat its subitems.
                var onePass = group.onePass || (horizontal ? estimatedWidth : estimatedHeight)
                if !onePass {
                    // Rule 13: subitems all of zero length along the axis would cycle forever.
                    onePass = true
                    for child in children {
                        let size = (tree.nodes[child].width, tree.nodes[child].height)
                        if (horizontal ? size.0 : size.1).resolved(width: width, height: height) != 0 { onePass = false; break }
                    }
                }
                var position: Double = 0
                var index = 0
                while !items.isExhausted, slotsLeft > 0 {
                    if onePass && index == children.count { break }
                    let mark = (frames.count, items.next, slotsLeft)
                    let leafMark = leaves.count
                    let slot = place(children.lowerBound + index % children.count, parentAxisIsHorizontal: horizontal,
                                     x: x, y: y, position: position, parentWidth: width, parentHeight: height, forcedLength: nil)
                    if !onePass && index > 0 && position + slot.along > length + Self.fitTolerance {
                        // Does not fit: take the slot back and end the group (rule 4). A group
                        // holding one pass holds every subitem once: its length is no limit.
                        frames.removeSubrange(mark.0...)
                        leaves.removeSubrange(leafMark...)
                        items.next = mark.1
                        slotsLeft = mark.2
                        break
                    }
                    along = position + slot.along
                    across = max(across, slot.across)
                    position = along + spacing
                    index += 1
                }
            }
        }
        guard estimatedHeight else { return Size(width: width, height: height) }
        return Size(width: width, height: horizontal ? across : along)
    }

    /// Lays out one slot of subitem `node` at `position` along its parent's axis; `forcedLength` is
    /// the slot length of a `count` group. Returns the slot's length along and across the parent's axis.
    private mutating func place(_ node: Int, parentAxisIsHorizontal horizontal: Bool, x: Double, y: Double,
                                position: Double, parentWidth: Double, parentHeight: Double,
                                forcedLength: Double?) -> (along: Double, across: Double) {
        slotsLeft -= 1
        let subitem = tree.nodes[node]
        let slotX = horizontal ? x + position : x
        let slotY = horizontal ? y : y + position
        var w = subitem.width.resolved(width: parentWidth, height: parentHeight)
        var h = subitem.height.resolved(width: parentWidth, height: parentHeight)
        if subitem.isItem {
            let insets = subitem.insets
            if horizontal, let forcedLength { w = forcedLength } else if subitem.width.isEstimated { w = items.width(estimate: w) }
            let cellWidth = max(0, w - insets.left - insets.right)
            if !horizontal, let forcedLength {
                h = forcedLength
            } else if subitem.height.isEstimated {
                h = items.height(cellWidth: cellWidth, estimate: h)
            }
            frames.append(Rect(x: slotX + insets.left, y: slotY + insets.top,
                               width: cellWidth, height: max(0, h - insets.top - insets.bottom)))
            leaves.append(Int32(node))
            items.next += 1
            return horizontal ? (w, h) : (h, w)
        }
        var estimatedWidth = subitem.width.isEstimated
        var estimatedHeight = subitem.height.isEstimated
        if let forcedLength {
            // A nested group in a `count` group takes the slot's length along the axis (rule 5).
            if horizontal { w = forcedLength; estimatedWidth = false } else { h = forcedLength; estimatedHeight = false }
        }
        let size = fill(node: node, x: slotX, y: slotY, width: w, height: h,
                        estimatedWidth: estimatedWidth, estimatedHeight: estimatedHeight)
        return horizontal ? (size.width, size.height) : (size.height, size.width)
    }
}
