/// Min, median and max of one wall-clock timing over the repeats, and the median CPU time of
/// the same runs; seconds.
struct BenchSpread {
    var min: Double
    var median: Double
    var max: Double
    var cpuMedian: Double

    /// The spread of `samples` (all 0 for none).
    init(_ samples: [(wall: Double, cpu: Double)]) {
        let wall = samples.map(\.wall)
        min = wall.min() ?? 0
        median = BenchStatistics.median(wall)
        max = wall.max() ?? 0
        cpuMedian = BenchStatistics.median(samples.map(\.cpu))
    }

    /// `{"min": …, "median": …, "max": …, "cpu": …}` (`cpu`: the median CPU time).
    var json: String {
        let n = JSONNumber.format
        return "{\"min\": \(n(min)), \"median\": \(n(median)), \"max\": \(n(max)), \"cpu\": \(n(cpuMedian))}"
    }
}

/// The figures of the `text` row: a spec of self-sizing text items through the previewer's path.
struct BenchTextResult {
    var items: Int
    /// Reading, parsing and decoding the spec file into a data source and a layout.
    var load: BenchSpread
    /// The first 80x24 screen: the lazy prepare and drawing.
    var firstScreen: BenchSpread
    /// `G`: laying out the rest (every item's height) and drawing the last screen.
    var end: BenchSpread
    /// A width change 80 -> 81 columns with the view at the end: every height again.
    var reflowEnd: BenchSpread

    /// One JSON object, in the same `results` array as the other layouts' rows.
    var json: String {
        "{\"layout\": \"text\", \"items\": \(items), \"load\": \(load.json), \"firstScreen\": \(firstScreen.json), "
            + "\"end\": \(end.json), \"reflowEnd\": \(reflowEnd.json)}"
    }
}
