/// The cells of one full instance of a fixed-size group (no estimated dimension anywhere in
/// it; group insets, edge spacing and flexible spacing are fixed too), relative to the instance's origin: every instance of the group in a section has the same
/// cells, so a section stores these once instead of a frame per item (part 3 of the rules).
///
/// The slots are also sorted by their near edge along the section's scroll axis (y, or x for an
/// orthogonal section), so a query finds the slots of one instance that meet a range in
/// O(log S + candidates) even for a group of many slots.
struct GroupTemplate {
    /// The cells' frames relative to the instance origin, in fill order (rule 7).
    let slots: [Rect]
    /// The group's resolved size.
    let size: Size
    /// Whether the scroll axis is x (an orthogonal section).
    let alongX: Bool
    /// Slot numbers, sorted by near edge along the scroll axis.
    private let order: [Int32]
    /// The near edges of `order`, ascending.
    private let nearEdges: [Double]
    /// The largest extent of a slot along the scroll axis.
    private let maxSpan: Double
    /// The smallest near edge along the scroll axis (0 with no slots).
    let nearest: Double
    /// The largest far edge along the scroll axis (0 with no slots).
    let farthest: Double
    /// The largest `maxY` of a slot (0 with no slots): how far a cell may reach below the instance origin.
    let bottom: Double

    /// The template of `group` resolved to `size` (its resolved size in the section container).
    init(group: LayoutGroup, size: Size, alongX: Bool) {
        var filler = GroupFiller(tree: CompiledGroup(group), items: .unlimited)
        _ = filler.fill(x: 0, y: 0, width: size.width, height: size.height, estimatedWidth: false, estimatedHeight: false)
        slots = filler.frames
        self.size = size
        self.alongX = alongX
        let near = slots.map { alongX ? $0.minX : $0.minY }
        let sorted = near.indices.sorted { near[$0] < near[$1] }
        order = sorted.map { Int32($0) }
        nearEdges = sorted.map { near[$0] }
        maxSpan = slots.reduce(0) { max($0, alongX ? $1.width : $1.height) }
        nearest = nearEdges.first ?? 0
        farthest = slots.reduce(0) { max($0, alongX ? $1.maxX : $1.maxY) }
        bottom = slots.reduce(0) { max($0, $1.maxY) }
    }

    /// The number of cells in one full instance.
    var count: Int { slots.count }

    /// Calls `body` with every slot whose extent along the scroll axis meets the open range
    /// `(low, high)` (relative to the instance origin), and perhaps a few more: the caller tests
    /// the whole frame.
    func forEachSlot(meetingAlongAxis low: Double, _ high: Double, _ body: (Int) -> Void) {
        // Slots start after `low - maxSpan`; binary search for the first such near edge.
        let start = low - maxSpan
        var lo = 0, hi = nearEdges.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if nearEdges[mid] < start { lo = mid + 1 } else { hi = mid }
        }
        var k = lo
        while k < nearEdges.count, nearEdges[k] < high {
            body(Int(order[k]))
            k += 1
        }
    }

    /// Bytes held, by capacity.
    var retainedBytes: Int {
        slots.capacity * MemoryLayout<Rect>.stride + order.capacity * 4 + nearEdges.capacity * 8
    }
}
