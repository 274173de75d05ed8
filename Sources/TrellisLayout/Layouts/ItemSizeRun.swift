/// The sizes of a run of items, read from a data source in bulk calls (see
/// ``LayoutDataSource/heightsForItems(_:inSection:widths:into:)``): what a placer loops over
/// instead of asking the data source item by item. Its buffers are reused from run to run.
struct ItemSizeRun {
    /// Per item of the run, its height, NaN for the section's `itemHeight`.
    private(set) var heights: [Double] = []
    /// Per item of the run, whether it spans every column (waterfalls only; else all false).
    private(set) var fullSpan: [Bool] = []
    /// Per item of the run, its natural width, NaN for none (tags only).
    private(set) var widths: [Double] = []
    /// Per item of the run, the width its height is asked at.
    private var layoutWidths: [Double] = []

    /// How many items the next run holds after `placed` items of this batch: 64 at first, then
    /// doubling up to 4,096, so that a first screen asks for few sizes and a long batch for
    /// each in long runs.
    static func length(afterPlacing placed: Int) -> Int { min(4_096, max(64, placed)) }

    /// Reads the run `items` of `section` of a waterfall (or list): whether each item spans,
    /// then its height at `fullSpanWidth` if it does, else at `width`.
    mutating func load(_ items: Range<Int>, section: Int, width: Double, fullSpanWidth: Double,
                       from dataSource: LayoutDataSource) {
        resize(items.count)
        fullSpan.withUnsafeMutableBufferPointer {
            dataSource.fullSpanForItems(items, inSection: section, into: UnsafeMutableBufferPointer(rebasing: $0[0..<items.count]))
        }
        fullSpan.withUnsafeBufferPointer { fullSpan in
            layoutWidths.withUnsafeMutableBufferPointer { widths in
                for k in 0..<items.count { widths[k] = fullSpan[k] ? fullSpanWidth : width }
            }
        }
        readHeights(items, section: section, from: dataSource)
    }

    /// Reads the run `items` of `section` of a tags layout: each item's natural width (NaN
    /// for none), then its height at `min(width, maxWidth)` (see ``TagLayout``).
    mutating func loadTags(_ items: Range<Int>, section: Int, maxWidth: Double, from dataSource: LayoutDataSource) {
        resize(items.count)
        widths.withUnsafeMutableBufferPointer {
            dataSource.widthsForItems(items, inSection: section, into: UnsafeMutableBufferPointer(rebasing: $0[0..<items.count]))
        }
        widths.withUnsafeBufferPointer { widths in
            layoutWidths.withUnsafeMutableBufferPointer { layoutWidths in
                for k in 0..<items.count {
                    let natural = widths[k].isNaN ? 0 : widths[k]
                    layoutWidths[k] = min(natural.layoutLength, maxWidth)
                }
            }
        }
        readHeights(items, section: section, from: dataSource)
    }

    /// The width item `k` of the run was laid out at (``loadTags(_:section:maxWidth:from:)``).
    func layoutWidth(_ k: Int) -> Double { layoutWidths[k] }

    private mutating func readHeights(_ items: Range<Int>, section: Int, from dataSource: LayoutDataSource) {
        layoutWidths.withUnsafeBufferPointer { widths in
            heights.withUnsafeMutableBufferPointer { heights in
                dataSource.heightsForItems(items, inSection: section, widths: UnsafeBufferPointer(rebasing: widths[0..<items.count]),
                                           into: UnsafeMutableBufferPointer(rebasing: heights[0..<items.count]))
            }
        }
    }

    /// Makes every buffer hold at least `count` values.
    private mutating func resize(_ count: Int) {
        guard heights.count < count else { return }
        heights = Array(repeating: .nan, count: count)
        fullSpan = Array(repeating: false, count: count)
        widths = Array(repeating: .nan, count: count)
        layoutWidths = Array(repeating: 0, count: count)
    }
}
