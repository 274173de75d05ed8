/// The targets of issue 13's table (release build, medians of 5 runs, 1,000,000-item specs),
/// the ones already met before it that must stay met, and issue 18's compositional ones.
enum BenchTargets {
    /// The item count the targets are set for; smaller rows show no target.
    static let items = 1_000_000

    /// The target of figure `key` in a row of `layout` at `items`; nil if none applies.
    static func target(_ key: String, layout: String, items: Int) -> BenchTarget? {
        // Issue 27: the doctor's sweep of the waterfall at 100,000 items.
        if key == "doctor" { return items == 100_000 ? BenchTarget(text: "≤ 2 s", bound: 2, atMost: true) : nil }
        guard items >= Self.items else { return nil }
        let lean = layout.hasSuffix("(lean)")
        switch key {
        case "load": return BenchTarget(text: "≥ 300 MB/s", bound: 300e6, atMost: false)
        case "loadVsPython": return BenchTarget(text: "≥ 3x", bound: 3, atMost: false)
        case "peakRSS": return BenchTarget(text: "≤ 2x file", bound: 2, atMost: true)
        case "firstScreen": return BenchTarget(text: "≤ 150 ms", bound: 0.150, atMost: true)
        case "end": return layout == "text"
            ? BenchTarget(text: "≤ 1 s", bound: 1, atMost: true)
            : BenchTarget(text: "≤ 20 ms", bound: 0.020, atMost: true)
        case "resizeEnd": return layout == "text" ? nil : BenchTarget(text: "≤ 20 ms", bound: 0.020, atMost: true)
        case "key": return BenchTarget(text: "≤ 0.4 ms", bound: 0.0004, atMost: true)
        case "keyBytes": return BenchTarget(text: "≤ 200 B", bound: 200, atMost: true)
        case "prepare" where layout.hasPrefix("comp"): return BenchTarget(text: "≤ 1 ms", bound: 0.001, atMost: true)
        case "memory" where layout.hasPrefix("comp"): return BenchTarget(text: "≤ 8 B", bound: 8, atMost: true)
        case "renderVsPython", "renderEndVsPython": return BenchTarget(text: "≤ 2x python", bound: 2, atMost: true)
        case "prepare" where layout.hasPrefix("waterfall") && !lean:
            return BenchTarget(text: "cpu ≤ 10 ms, max ≤ 1.5x min", bound: 0.010, atMost: true, maxOverMin: 1.5)
        case "query": return BenchTarget(text: "≤ 5 µs", bound: 5e-6, atMost: true)
        case "ratio": return BenchTarget(text: "≥ 300x", bound: 300, atMost: false)
        // Tags draw far more text than a waterfall (about 1,050 labelled boxes on a 200x60 screen).
        case "frame" where layout == "tags": return BenchTarget(text: "≤ 100 µs", bound: 100e-6, atMost: true)
        case "frame": return BenchTarget(text: "≤ 40 µs", bound: 40e-6, atMost: true)
        case "append": return BenchTarget(text: "≤ 1 ms", bound: 0.001, atMost: true)
        case "searchMiss", "searchHit": return BenchTarget(text: "≤ 50 ms", bound: 0.050, atMost: true)
        default: return nil
        }
    }
}
