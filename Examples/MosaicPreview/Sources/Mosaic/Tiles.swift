import TrellisLayout

/// A data source of `count` tiles in one section (or `counts.count` sections): only the
/// numbers matter to the mosaic.
public final class Tiles: LayoutDataSource {
    /// The number of items of each section.
    public let counts: [Int]

    /// One section of `count` tiles.
    public init(count: Int) {
        counts = [count]
    }

    /// One section per element of `counts`.
    public init(counts: [Int]) {
        self.counts = counts
    }

    public var numberOfSections: Int { counts.count }

    public func numberOfItems(inSection section: Int) -> Int {
        counts.indices.contains(section) ? counts[section] : 0
    }
}
