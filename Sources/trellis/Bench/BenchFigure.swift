/// One figure of a benchmark row: its name, unit, spread over the runs and, where issue 13's
/// table has one, its target.
struct BenchFigure {
    /// How a figure's values read.
    enum Unit: String {
        /// A duration in seconds.
        case seconds = "s"
        /// Megabytes (10^6 bytes) per second.
        case megabytesPerSecond = "MB/s"
        /// A plain ratio, shown as `2.50x`.
        case ratio = "x"
        /// A count of bytes.
        case bytes = "B"
        /// A plain count (page faults).
        case count = "count"
    }

    /// The name in the table (`first screen`).
    var name: String
    /// The key in `--json` (`firstScreen`).
    var key: String
    var unit: Unit
    var spread: BenchSpread
    /// What the figure should reach, or nil where no target is set (or the row's item count is
    /// not the one the target is for).
    var target: BenchTarget?

    /// Whether the target is met; nil without a target.
    var met: Bool? { target.map { $0.isMet(spread) } }

    /// A value in this figure's unit, for people: `12.3 ms`, `310 MB/s`, `2.50x`, `125 B`.
    func format(_ value: Double) -> String {
        switch unit {
        case .seconds: BenchStatistics.format(value)
        case .megabytesPerSecond: BenchStatistics.format3(value / 1e6) + " MB/s"
        case .ratio: BenchStatistics.format3(value) + "x"
        case .bytes: BenchStatistics.format3(value) + " B"
        case .count: String(Int(value.rounded()))
        }
    }

    /// `"key": {"min": …, "median": …, "max": …, "unit": …}`, with `"cpu"`, `"target"` and
    /// `"met"` where they apply.
    var json: String {
        var members = "\"\(key)\": {" + spread.jsonMembers + ", \"unit\": \"\(unit.rawValue)\""
        if let target, let met {
            members += ", \"target\": \"\(target.text)\", \"met\": \(met)"
        }
        return members + "}"
    }
}

/// A target from issue 13's table: a bound on the median (and, for prepare, on max over min).
struct BenchTarget {
    /// How the target reads in the table (`≤ 20 ms`).
    var text: String
    /// The bound on the median.
    var bound: Double
    /// Whether the median must be at most (true) or at least (false) the bound.
    var atMost: Bool
    /// If set, max over min of the runs must be at most this too (a stable figure), judged on
    /// the thread's CPU time like the median: on a shared machine the wall clock also counts
    /// the time spent waiting for a core, which is not the code's.
    var maxOverMin: Double? = nil

    func isMet(_ spread: BenchSpread) -> Bool {
        guard let maxOverMin else { return atMost ? spread.median <= bound : spread.median >= bound }
        let (low, median, high) = (spread.cpuMin ?? spread.min, spread.cpuMedian ?? spread.median, spread.cpuMax ?? spread.max)
        return median <= bound && low > 0 && high / low <= maxOverMin
    }
}
