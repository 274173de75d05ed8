/// The cells of a section whose group sizes itself (an estimated dimension somewhere in it): a
/// frame per item, as self-sizing waterfalls keep, and a record per group instance.
///
/// Instances start in order along the scroll axis (y, or x for an orthogonal section), and no
/// cell starts before its instance's origin; each instance records the farthest edge of any cell
/// up to it, so a query binary-searches the first instance that may reach a range and walks on
/// while instances start inside it: O(log n + k).
struct SelfSizedSectionCells {
    /// One group instance.
    struct Instance {
        /// Its first item.
        var firstItem: Int
        /// Its origin along the scroll axis.
        var origin: Double
        /// The farthest edge along the scroll axis of any cell of this or an earlier instance.
        var reach: Double
    }

    /// Whether the scroll axis is x (an orthogonal section).
    let alongX: Bool
    /// Every placed item's frame, in item order.
    var frames: [Rect] = []
    /// Whether ``leaves`` is kept: the group's items carry different badges (rule 19).
    let keepsLeaves: Bool
    /// When ``keepsLeaves``: every placed item's group node (``GroupFiller/leaves``), in item order.
    var leaves: [Int32] = []
    /// The instances, in order.
    var instances: [Instance] = []

    /// No cells yet, along x when `alongX`, keeping each cell's group node when `keepsLeaves`.
    init(alongX: Bool, keepsLeaves: Bool = false) {
        self.alongX = alongX
        self.keepsLeaves = keepsLeaves
    }

    /// Forgets the last instance and its items (appends lay it out again).
    mutating func removeLastInstance() {
        guard let last = instances.popLast() else { return }
        frames.removeSubrange(last.firstItem...)
        if keepsLeaves { leaves.removeSubrange(last.firstItem...) }
    }

    /// Calls `body` with the number and frame of every cell whose frame intersects `rect`.
    func forEachItem(intersecting rect: Rect, _ body: (Int, Rect) -> Void) {
        let low = alongX ? rect.minX : rect.minY
        let high = alongX ? rect.maxX : rect.maxY
        var lo = 0, hi = instances.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if instances[mid].reach > low { hi = mid } else { lo = mid + 1 }
        }
        var k = lo
        while k < instances.count, instances[k].origin < high {
            let end = k + 1 < instances.count ? instances[k + 1].firstItem : frames.count
            for item in instances[k].firstItem..<end where frames[item].intersects(rect) { body(item, frames[item]) }
            k += 1
        }
    }

    /// Bytes held, by capacity.
    var retainedBytes: Int {
        frames.capacity * MemoryLayout<Rect>.stride + instances.capacity * MemoryLayout<Instance>.stride + leaves.capacity * 4
    }
}
