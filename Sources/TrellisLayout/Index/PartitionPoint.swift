extension RandomAccessCollection where Index == Int {
    /// The first index whose element is `isPast`, in a collection partitioned by it (every
    /// element that is past comes after every one that is not); ``endIndex`` when none is.
    /// A binary search: O(log n).
    ///
    /// ```swift
    /// [1, 3, 3, 7].partitionPoint { $0 > 3 }   // 3
    /// ```
    @inline(__always)
    func partitionPoint(where isPast: (Element) -> Bool) -> Int {
        var low = startIndex, high = endIndex
        while low < high {
            let mid = low + (high - low) / 2
            if isPast(self[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
