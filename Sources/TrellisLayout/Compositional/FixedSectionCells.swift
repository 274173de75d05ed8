/// The cells of a section whose group has a fixed size: arithmetic over one ``GroupTemplate``.
///
/// Instance `k` has its origin `first + k·pitch` along the scroll axis (y for a vertical section,
/// x for an orthogonal one, rules 3 and 12); item `i` is slot `i mod S` of instance `i / S`, `S`
/// the template's cell count. Nothing is stored per item; a query costs O(log S + k).
struct FixedSectionCells {
    /// One instance's cells.
    let template: GroupTemplate
    /// Instance 0's origin.
    let origin: Point
    /// The distance between two instances' origins along the scroll axis.
    let pitch: Double
    /// The items placed: the section's item count, or 0 when the group has no item slot.
    let itemCount: Int

    /// Cells per instance.
    var slotsPerInstance: Int { template.count }

    /// Instances holding at least one item.
    var instanceCount: Int {
        let s = template.count
        return s == 0 ? 0 : (itemCount + s - 1) / s
    }

    /// Instance `k`'s origin.
    @inline(__always)
    func origin(ofInstance k: Int) -> Point {
        let offset = Double(k) * pitch
        return template.alongX ? Point(x: origin.x + offset, y: origin.y) : Point(x: origin.x, y: origin.y + offset)
    }

    /// The frame of item `item` (which is below ``itemCount``).
    func frame(ofItem item: Int) -> Rect {
        let s = template.count
        let o = origin(ofInstance: item / s)
        let slot = template.slots[item % s]
        return Rect(x: o.x + slot.minX, y: o.y + slot.minY, width: slot.width, height: slot.height)
    }

    /// Calls `body` with the number and frame of every cell whose frame intersects `rect`.
    func forEachItem(intersecting rect: Rect, _ body: (Int, Rect) -> Void) {
        let s = template.count
        let instances = instanceCount
        guard instances > 0 else { return }
        let alongX = template.alongX
        let low = alongX ? rect.minX : rect.minY
        let high = alongX ? rect.maxX : rect.maxY
        let first = alongX ? origin.x : origin.y
        func emit(instance k: Int, slot: Int) {
            let item = k * s + slot
            guard item < itemCount else { return }
            let o = origin(ofInstance: k)
            let cell = template.slots[slot]
            let frame = Rect(x: o.x + cell.minX, y: o.y + cell.minY, width: cell.width, height: cell.height)
            if frame.intersects(rect) { body(item, frame) }
        }
        guard pitch > 0 else {
            // Every instance lies on instance 0: a slot meets the rect in all of them or in none.
            var meeting: [Int] = []
            template.forEachSlot(meetingAlongAxis: low - first, high - first) { slot in
                let cell = template.slots[slot]
                if Rect(x: origin.x + cell.minX, y: origin.y + cell.minY, width: cell.width, height: cell.height).intersects(rect) {
                    meeting.append(slot)
                }
            }
            for k in 0..<instances { for slot in meeting { emit(instance: k, slot: slot) } }
            return
        }
        // Instances whose cells may meet (low, high): first + k·pitch + farthest > low and
        // first + k·pitch + nearest < high.
        let lowK = ((low - first - template.farthest) / pitch).rounded(.down)
        let highK = ((high - first - template.nearest) / pitch).rounded(.up)
        guard !lowK.isNaN, !highK.isNaN, highK >= 0, lowK < Double(instances) else { return }
        let k0 = lowK > 0 ? Int(lowK) : 0
        let k1 = highK < Double(instances - 1) ? Int(highK) : instances - 1
        guard k0 <= k1 else { return }
        for k in k0...k1 {
            let o = first + Double(k) * pitch
            template.forEachSlot(meetingAlongAxis: low - o, high - o) { emit(instance: k, slot: $0) }
        }
    }

    /// Bytes held, by capacity.
    var retainedBytes: Int { template.retainedBytes }
}
