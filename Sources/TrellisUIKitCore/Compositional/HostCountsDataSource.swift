import TrellisLayout

/// The data a compositional layout's model reads, from its collection view: the counts it had at
/// `prepare()`, and the sizes its self-sizing cells measured (`sizeProvider`), for estimated dimensions.
final class HostCountsDataSource: LayoutDataSource {
    /// The item count of each section.
    let counts: [Int]
    /// The measured widths and heights, by item (nil on an axis that is not estimated).
    let measured: [LayoutIndexPath: (width: Double?, height: Double?)]

    init(counts: [Int], measured: [LayoutIndexPath: (width: Double?, height: Double?)]) {
        self.counts = counts
        self.measured = measured
    }

    var numberOfSections: Int { counts.count }

    func numberOfItems(inSection section: Int) -> Int {
        counts.indices.contains(section) ? counts[section] : 0
    }

    /// The measured height, else nil: the estimate stands.
    func heightForItem(at indexPath: LayoutIndexPath, width: Double) -> Double? {
        measured[indexPath]?.height
    }

    /// The measured width, else nil: the estimate stands.
    func widthForItem(at indexPath: LayoutIndexPath) -> Double? {
        measured[indexPath]?.width
    }
}
