/// The figures of one layout at one item count; times in seconds.
struct BenchResult {
    var layout: String
    var items: Int
    var prepare: Double
    var query: Double
    var queryLinear: Double
    var frame: Double
    var reflow: Double
    var reflowMiddle: Double
    var append: Double
    var bytesPerItem: Double

    /// How many times faster the indexed query is than filtering every frame.
    var ratio: Double { query > 0 ? queryLinear / query : 0 }

    /// One JSON object, keys as `trellis help bench` names them; `memory` is bytes retained per item.
    var json: String {
        let n = JSONNumber.format
        return "{\"layout\": \"\(layout)\", \"items\": \(items), \"prepare\": \(n(prepare)), "
            + "\"preparePerItem\": \(n(prepare / Double(max(1, items)))), \"query\": \(n(query)), "
            + "\"query-linear\": \(n(queryLinear)), \"ratio\": \(n(ratio)), \"frame\": \(n(frame)), "
            + "\"reflow\": \(n(reflow)), \"reflowMiddle\": \(n(reflowMiddle)), \"append\": \(n(append)), "
            + "\"memory\": \(n(bytesPerItem))}"
    }
}
