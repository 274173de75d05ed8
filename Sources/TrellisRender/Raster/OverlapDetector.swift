import TrellisLayout

/// Finds frames that overlap, so the rasterizer can draw overlapping cells as a warning.
///
/// Overlap is open intersection (``Rect/intersects(_:)``): frames that only share an edge do
/// not overlap, and an empty or non-finite frame overlaps nothing.
///
/// A sweep along y: frames sorted by `minY`; each frame is checked only against the frames
/// still open at its top edge (whose `maxY` is below it), so the cost is O(k log k + k·a),
/// with `a` the most frames crossing one horizontal line (a row of items side by side) —
/// not O(k²) for a tall list of k items.
public enum OverlapDetector {
    /// The positions in `frames` of every frame that overlaps at least one other.
    ///
    /// ```swift
    /// OverlapDetector.overlapping([Rect(x: 0, y: 0, width: 4, height: 2),
    ///                              Rect(x: 3, y: 1, width: 4, height: 2),
    ///                              Rect(x: 7, y: 0, width: 2, height: 2)])   // [0, 1]
    /// ```
    public static func overlapping(_ frames: [Rect]) -> Set<Int> {
        var order = frames.indices.filter { isUsable(frames[$0]) }
        // Frames mostly come top to bottom already: then one pass finds them in order, and no
        // sort runs (a stable sort would leave them as they are).
        if !zip(order, order.dropFirst()).allSatisfy({ frames[$0].minY <= frames[$1].minY }) {
            order.sort { frames[$0].minY < frames[$1].minY }
        }
        var open: [Int] = []
        var result = Set<Int>()
        var firstClose = Double.infinity   // the lowest maxY among the open frames
        for index in order {
            let frame = frames[index]
            // Only when a frame above has closed (mostly once per row of items) is the list swept.
            if firstClose <= frame.minY {
                open.removeAll { frames[$0].maxY <= frame.minY }
                firstClose = open.lazy.map { frames[$0].maxY }.min() ?? .infinity
            }
            firstClose = min(firstClose, frame.maxY)
            for other in open where frames[other].intersects(frame) {
                result.insert(other)
                result.insert(index)
            }
            open.append(index)
        }
        return result
    }

    /// Whether a frame can overlap anything: finite, with positive width and height.
    static func isUsable(_ frame: Rect) -> Bool {
        frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite
            && frame.width > 0 && frame.height > 0
    }
}
