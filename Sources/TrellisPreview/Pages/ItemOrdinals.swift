import TrellisLayout

/// Item counts per section as prefix sums, for `:N` (the N-th item counting across all sections
/// from 0): O(sections) to build, O(log sections) to turn N into an index path, whatever the
/// number of items.
///
/// ```swift
/// let ordinals = ItemOrdinals(counts: [2, 0, 3])
/// ordinals.indexPath(ofOrdinal: 2)   // section 2, item 0 (section 1 is empty)
/// ordinals.indexPath(ofOrdinal: 5)   // nil: there are 5 items
/// ```
struct ItemOrdinals: Equatable {
    /// `starts[s]`: how many items the sections before `s` hold; one more entry, the total.
    private let starts: [Int]

    /// The ordinals of sections with `counts` items (negative counts read as 0).
    init(counts: [Int]) {
        var starts = [0]
        starts.reserveCapacity(counts.count + 1)
        for count in counts { starts.append(starts[starts.count - 1] &+ max(0, count)) }
        self.starts = starts
    }

    /// The number of sections.
    var numberOfSections: Int { starts.count - 1 }

    /// The number of items in all sections.
    var total: Int { starts[starts.count - 1] }

    /// The number of items in `section` (which exists).
    func count(inSection section: Int) -> Int { starts[section + 1] - starts[section] }

    /// The index path of the `n`-th item across sections (from 0), or nil when there is none:
    /// the last section whose first ordinal is at most `n` (empty sections before it share its
    /// first ordinal, so they are passed over).
    func indexPath(ofOrdinal n: Int) -> LayoutIndexPath? {
        guard n >= 0, n < total else { return nil }
        var low = 0, high = numberOfSections - 1
        while low < high {
            let middle = low + (high - low + 1) / 2
            if starts[middle] <= n { low = middle } else { high = middle - 1 }
        }
        return LayoutIndexPath(item: n - starts[low], section: low)
    }

    /// The ordinal of `indexPath` (which exists) across sections.
    func ordinal(of indexPath: LayoutIndexPath) -> Int { starts[indexPath.section] + indexPath.item }
}
