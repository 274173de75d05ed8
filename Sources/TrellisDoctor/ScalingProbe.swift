import TrellisLayout

/// What `linear-query` and `linear-prepare` measure: the median cost of a visible-rect query and
/// of a prepare of one layout, at one item count.
struct ScalingProbe {
    /// The item counts compared: 100 times the items.
    static let smallCount = 1_000, largeCount = 100_000
    /// A query cost that grows by more than this for 100 times the items is flagged.
    static let flaggedRatio = 20.0

    /// The median seconds of one visible-rect query.
    var query: Double
    /// The median seconds of one `invalidateLayout()` + `prepare()`.
    var prepare: Double

    /// Measures `layout` at `width` × `height`: three prepares, then a query of the visible rect
    /// at 101 places spread through the content (31 when one query takes over a millisecond),
    /// each asked once to warm up and then timed, repeated while a query is cheap.
    static func measure(_ layout: any CollectionLayout, width: Double, height: Double) -> ScalingProbe {
        let clock = ContinuousClock()
        let bounds = Rect(x: 0, y: 0, width: width, height: height)
        layout.bounds = bounds
        var prepares: [Double] = []
        for _ in 0..<3 {
            let start = clock.now
            layout.invalidateLayout()
            layout.prepare()
            prepares.append(FrameMath.seconds(clock.now - start))
        }
        layout.completeLayout()
        let size = layout.collectionViewContentSize
        let horizontal = size.width > width && !(size.height > height)
        let travel = max(0, (horizontal ? size.width - width : size.height - height))
        func rect(_ k: Int, of count: Int) -> Rect {
            let offset = travel.isFinite ? travel * Double(k) / Double(max(1, count - 1)) : 0
            return horizontal ? Rect(x: offset, y: 0, width: width, height: height)
                : Rect(x: 0, y: offset, width: width, height: height)
        }
        // One query first, to choose how many to time.
        let probeStart = clock.now
        _ = layout.layoutAttributesForElements(in: rect(0, of: 1))
        let one = FrameMath.seconds(clock.now - probeStart)
        let places = one > 1e-3 ? 31 : 101
        let repeats = one > 1e-4 ? 1 : 8
        for k in 0..<places { _ = layout.layoutAttributesForElements(in: rect(k, of: places)) }
        var samples: [Double] = []
        samples.reserveCapacity(places)
        for k in 0..<places {
            let visible = rect(k, of: places)
            let start = clock.now
            for _ in 0..<repeats { _ = layout.layoutAttributesForElements(in: visible) }
            samples.append(FrameMath.seconds(clock.now - start) / Double(repeats))
        }
        return ScalingProbe(query: FrameMath.median(samples), prepare: FrameMath.median(prepares))
    }
}
