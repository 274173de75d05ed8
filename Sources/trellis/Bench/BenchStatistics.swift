/// Timing helpers for the benchmark.
enum BenchStatistics {
    /// The median of `values` (0 for none).
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Seconds taken by `body`.
    static func seconds(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let elapsed = clock.measure(body)
        let (whole, atto) = elapsed.components
        return Double(whole) + Double(atto) * 1e-18
    }

    /// Seconds taken by `body`, on the wall clock and on this thread's CPU clock. On a shared,
    /// busy machine the wall time includes waiting for a core; the CPU time does not.
    static func wallAndCPUSeconds(_ body: () -> Void) -> (wall: Double, cpu: Double) {
        let cpuStart = threadCPUSeconds()
        let wall = seconds(body)
        return (wall, threadCPUSeconds() - cpuStart)
    }

    /// This thread's CPU time so far, in seconds.
    static func threadCPUSeconds() -> Double {
        Platform.threadCPUSeconds()
    }

    /// The process's minor page faults so far (`ru_minflt`): each is a fresh page of memory
    /// touched for the first time.
    static func minorPageFaults() -> Int {
        Platform.minorPageFaults()
    }

    /// A duration for people: `12.3 ms`, `4.56 µs`, `789 ns`.
    static func format(_ seconds: Double) -> String {
        switch seconds {
        case 1...: return String(format3(seconds)) + " s"
        case 1e-3...: return format3(seconds * 1e3) + " ms"
        case 1e-6...: return format3(seconds * 1e6) + " µs"
        default: return format3(seconds * 1e9) + " ns"
        }
    }

    /// Three significant digits.
    static func format3(_ value: Double) -> String {
        let digits = value >= 100 ? 0 : value >= 10 ? 1 : 2
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if digits == 0 { return String(Int(rounded)) }
        let text = String(rounded)
        let parts = text.split(separator: ".")
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        return parts[0] + "." + String((fraction + String(repeating: "0", count: digits)).prefix(digits))
    }
}
