import TrellisLayout
import TrellisRender

/// Generated data for the benchmark: one section of `count` items from a fixed seed, so that
/// runs are comparable. Heights for waterfalls, widths for tags.
final class BenchData: LayoutDataSource, RenderLabels {
    private(set) var heights: [Double] = []
    private(set) var widths: [Double] = []
    private var state: UInt64 = 0xBE7C4

    init(count: Int) { append(count) }

    /// Adds `count` items at the end (infinite scroll).
    func append(_ count: Int) {
        heights.reserveCapacity(heights.count + count)
        widths.reserveCapacity(widths.count + count)
        for _ in 0..<count {
            heights.append(Double(3 + next() % 12))
            widths.append(Double(3 + next() % 18))
        }
    }

    /// A deterministic random number (a 64-bit LCG's high bits).
    func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state >> 33
    }

    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { heights.count }
    func heightForItem(at indexPath: IndexPath, width: Double) -> Double? { heights[indexPath.item] }
    func widthForItem(at indexPath: IndexPath) -> Double? { widths[indexPath.item] }
}
