import TrellisLayout
import TrellisRender

/// The lean generated data source of the benchmark's `(lean)` rows: one section of `count`
/// items from a fixed seed, so that runs are comparable. Heights for waterfalls, widths for tags.
/// Not what the previewer runs (that is a spec loaded into a ``SpecDataSource``): it shows what
/// the layout alone costs.
///
/// A lean data source, as an app with a large list would write one: the sizes live in buffers
/// allocated once (with `room` for appended items) behind `let` pointers, so answering a layout's
/// question is one load, without the run-time exclusivity check that a `var` array property of
/// a class costs on every read.
final class BenchData: LayoutDataSource, RenderLabels {
    private let heights: UnsafeMutablePointer<Double>
    private let widths: UnsafeMutablePointer<Double>
    private let room: Int
    /// Items so far.
    private(set) var count = 0
    private var state: UInt64 = 0xBE7C4

    /// `count` items, with room for `room` in all (appends beyond it are refused).
    init(count: Int, room: Int) {
        self.room = max(count, room)
        heights = .allocate(capacity: self.room)
        widths = .allocate(capacity: self.room)
        append(count)
    }

    deinit {
        heights.deallocate()
        widths.deallocate()
    }

    /// Adds up to `count` items at the end (infinite scroll), as many as there is room for.
    func append(_ count: Int) {
        for _ in 0..<min(count, room - self.count) {
            heights[self.count] = Double(3 + next() % 12)
            widths[self.count] = Double(3 + next() % 18)
            self.count += 1
        }
    }

    /// A deterministic random number (a 64-bit LCG's high bits).
    func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state >> 33
    }

    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { count }
    func heightForItem(at indexPath: LayoutIndexPath, width: Double) -> Double? {
        indexPath.item < count ? heights[indexPath.item] : nil
    }
    func widthForItem(at indexPath: LayoutIndexPath) -> Double? {
        indexPath.item < count ? widths[indexPath.item] : nil
    }
}
