/// A two-level search over keys that never decrease: first a binary search of a small array of
/// samples (the key of every ``blockSize``-th entry, the last of each full block), then a short
/// linear scan inside one block. The samples of a million keys take 500 KB and stay in the processor's second-level cache, so a
/// search touches a handful of cache lines where a plain binary search would miss on most steps.
enum SampledSearch {
    /// Entries per sampled block.
    static let blockSize = 16

    /// The first index in `0..<count` whose key is greater than `y` (`count` when there is none).
    ///
    /// - Parameters:
    ///   - samples: `samples[b]` is the key of entry `(b + 1) * blockSize - 1`.
    ///   - key: the key of an entry; never decreasing in the index.
    @inline(__always)
    static func firstIndex(count: Int, samples: [Double], above y: Double, key: (Int) -> Double) -> Int {
        var index = blockStart(samples: samples, above: y)
        // Inside the block, a linear scan: its loads do not depend on each other, so the processor
        // overlaps their cache misses, where a binary search would wait for each in turn.
        let end = min(count, index + blockSize)
        while index < end, key(index) <= y { index += 1 }
        return index
    }

    /// The first entry of the first block whose last key passes `y`: every entry before it has a
    /// key `<= y`, and the first entry with a key `> y` lies in that block (or is the end).
    @inline(__always)
    static func blockStart(samples: [Double], above y: Double) -> Int {
        samples.partitionPoint { $0 > y } * blockSize
    }
}
