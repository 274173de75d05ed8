import TrellisRender

/// Min, median and max of one figure over the runs, and the median CPU time of the same runs
/// where the figure is a wall-clock time.
struct BenchSpread {
    var min: Double
    var median: Double
    var max: Double
    /// The median of this thread's CPU time over the runs; nil where the figure is not a time
    /// or is a CPU time itself.
    var cpuMedian: Double?
    /// The least and the most CPU time of one run; nil with ``cpuMedian``.
    var cpuMin: Double?, cpuMax: Double?

    /// The spread of timed runs: wall clock, and the thread's CPU time beside it.
    init(_ samples: [(wall: Double, cpu: Double)]) {
        self.init(samples.map(\.wall))
        let cpu = samples.map(\.cpu)
        cpuMedian = BenchStatistics.median(cpu)
        cpuMin = cpu.min()
        cpuMax = cpu.max()
    }

    /// The spread of `values`, one per run (all 0 for none).
    init(_ values: [Double]) {
        min = values.min() ?? 0
        median = BenchStatistics.median(values)
        max = values.max() ?? 0
        cpuMedian = nil
        cpuMin = nil
        cpuMax = nil
    }

    /// The spread of `transform` over the runs, for a transform that keeps the order (a time
    /// per item from a time); the CPU times are left out.
    func map(_ transform: (Double) -> Double) -> BenchSpread {
        var spread = BenchSpread([transform(min), transform(max)])
        spread.median = transform(median)
        return spread
    }

    /// `"min": …, "median": …, "max": …` and, for a wall-clock time, `"cpu": …` (the median CPU
    /// time), `"cpuMin": …`, `"cpuMax": …`.
    var jsonMembers: String {
        let n = LayoutJSON.number
        var members = "\"min\": \(n(min)), \"median\": \(n(median)), \"max\": \(n(max))"
        if let cpuMedian, let cpuMin, let cpuMax {
            members += ", \"cpu\": \(n(cpuMedian)), \"cpuMin\": \(n(cpuMin)), \"cpuMax\": \(n(cpuMax))"
        }
        return members
    }
}
