import TrellisLayout

/// Finds frames that overlap, so the rasterizer can draw overlapping cells as a warning.
///
/// Overlap is open intersection (``Rect/intersects(_:)``): frames that only share an edge do
/// not overlap, and an empty or non-finite frame overlaps nothing.
///
/// A sweep along y: frames sorted by `minY`; each frame is checked only against the frames
/// still open at its top edge (whose `maxY` is below it), so the cost is O(k log k + k·a),
/// with `a` the most frames crossing one horizontal line (a row of items side by side) —
/// not O(k²) for a tall list of k items. Within a row, a frame that starts right of every
/// open frame's right edge (or ends left of every open frame's left edge), as each tag of a
/// row of tags does, is not compared with them at all: a row of `a` tags costs O(a), not O(a²).
public enum OverlapDetector {
    /// The positions in `frames` of every frame that overlaps at least one other.
    ///
    /// ```swift
    /// OverlapDetector.overlapping([Rect(x: 0, y: 0, width: 4, height: 2),
    ///                              Rect(x: 3, y: 1, width: 4, height: 2),
    ///                              Rect(x: 7, y: 0, width: 2, height: 2)])   // [0, 1]
    /// ```
    public static func overlapping(_ frames: [Rect]) -> Set<Int> {
        var result = Set<Int>()
        frames.withUnsafeBufferPointer { frames in
            sweep(frames.indices.filter { isUsable(frames[$0]) }, frame: { frames[$0] }) { result.insert($0) }
        }
        return result
    }

    /// The positions in `elements` of the cells that are drawn (``LayoutAttributes/isDrawn``) and
    /// overlap another drawn cell: ``overlapping(_:)`` of those cells' frames, read in place
    /// (no array of frames is made). Ascending, each once.
    static func overlappingCells(in elements: [LayoutAttributes]) -> [Int] {
        var found: [Int] = []
        elements.withUnsafeBufferPointer { elements in
            var cells: [Int] = []
            cells.reserveCapacity(elements.count)
            for index in elements.indices {
                let element = elements[index]
                if element.category == .cell, element.isDrawn, isUsable(element.frame) { cells.append(index) }
            }
            sweep(cells, frame: { elements[$0].frame }) { found.append($0) }
        }
        guard !found.isEmpty else { return found }
        return Array(Set(found)).sorted()
    }

    /// The sweep over the usable frames at `positions`: `report` is called with both positions
    /// of every overlapping pair found (a position may be reported more than once).
    @inline(__always)
    private static func sweep(_ positions: [Int], frame: (Int) -> Rect, report: (Int) -> Void) {
        var order = positions
        // Frames mostly come top to bottom already: then one pass finds them in order, and no
        // sort runs (a stable sort would leave them as they are).
        if !zip(order, order.dropFirst()).allSatisfy({ frame($0).minY <= frame($1).minY }) {
            order.sort { frame($0).minY < frame($1).minY }
        }
        var open: [Int] = []
        open.reserveCapacity(16)
        var firstClose = Double.infinity   // the lowest maxY among the open frames
        // The open frames' extent sideways: a frame wholly right of `openMaxX` (or left of
        // `openMinX`) intersects none of them.
        var openMinX = Double.infinity, openMaxX = -Double.infinity
        for index in order {
            let current = frame(index)
            // Only when a frame above has closed (mostly once per row of items) is the list swept.
            if firstClose <= current.minY {
                open.removeAll { frame($0).maxY <= current.minY }
                firstClose = .infinity
                openMinX = .infinity
                openMaxX = -.infinity
                for other in open {
                    let rect = frame(other)
                    firstClose = min(firstClose, rect.maxY)
                    openMinX = min(openMinX, rect.minX)
                    openMaxX = max(openMaxX, rect.maxX)
                }
            }
            firstClose = min(firstClose, current.maxY)
            if current.minX < openMaxX && openMinX < current.maxX {
                for other in open where frame(other).intersects(current) {
                    report(other)
                    report(index)
                }
            }
            openMinX = min(openMinX, current.minX)
            openMaxX = max(openMaxX, current.maxX)
            open.append(index)
        }
    }

    /// Whether a frame can overlap anything: finite, with positive width and height.
    static func isUsable(_ frame: Rect) -> Bool {
        frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite
            && frame.width > 0 && frame.height > 0
    }
}
