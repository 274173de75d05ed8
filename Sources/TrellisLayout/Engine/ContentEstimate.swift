/// What the content-size estimate of a lazy ``SectionedLayout`` knows of the sections before
/// they are laid out, gathered once per prepare (or append) so that the estimate costs O(1) a
/// frame: each section's item count and, where the layout can estimate it from the data source
/// (``SectionedLayout/estimatedItemsLength(ofSection:itemCount:style:width:)``), its length.
struct ContentEstimate {
    /// The lengths of a section the layout estimates: above its items (header and `inset.top`),
    /// its items, and below them (`inset.bottom` and footer).
    struct SectionLength {
        var head: Double
        var items: Double
        var tail: Double
    }

    /// Every section's item count.
    private let counts: [Int]
    /// Every section's estimated lengths, `nil` for the sections the layout does not estimate.
    private let lengths: [SectionLength?]
    /// `estimatedLength[s]`: the whole length of the estimated sections from `s` on.
    private let estimatedLength: [Double]
    /// `estimatedItems[s]`: the items of the estimated sections from `s` on.
    private let estimatedItems: [Int]
    /// Every item of every section.
    let total: Int

    /// The estimate of `counts.count` sections, `lengths` giving those the layout estimates.
    init(counts: [Int], lengths: [SectionLength?]) {
        self.counts = counts
        self.lengths = lengths
        var length = Array(repeating: 0.0, count: counts.count + 1)
        var items = Array(repeating: 0, count: counts.count + 1)
        for section in counts.indices.reversed() {
            length[section] = length[section + 1]
            items[section] = items[section + 1]
            if let estimate = lengths[section] {
                length[section] += estimate.head + estimate.items + estimate.tail
                items[section] &+= counts[section]
            }
        }
        estimatedLength = length
        estimatedItems = items
        total = counts.reduce(0, &+)
    }

    /// No sections.
    static let empty = ContentEstimate(counts: [], lengths: [])

    /// The estimated content length: `known` (what is laid out and known to come, never beyond
    /// the real end) plus, for what is still to come, the estimated sections' lengths (the rest
    /// of the open one in proportion to its items left, and its tail) and every other item at
    /// the mean length per item placed (`known / placed`, or `unplacedItemLength` before any).
    ///
    /// - Parameters:
    ///   - begun: the sections begun so far.
    ///   - openPlaced: the items placed in the last section begun while it is still open, else `nil`.
    func length(known: Double, placed: Int, begun: Int, openPlaced: Int?, unplacedItemLength: Double) -> Double {
        var others = max(0, total - placed)
        var estimated = 0.0
        if let openPlaced, begun > 0, begun <= counts.count, let open = lengths[begun - 1] {
            let left = max(0, counts[begun - 1] - openPlaced)
            others -= left
            if counts[begun - 1] > 0 { estimated += open.items * Double(left) / Double(counts[begun - 1]) }
            estimated += open.tail
        }
        if begun < counts.count {
            estimated += estimatedLength[begun]
            others -= estimatedItems[begun]
        }
        let perItem = placed > 0 ? known / Double(placed) : unplacedItemLength
        return known + Double(max(0, others)) * perItem + estimated
    }
}
