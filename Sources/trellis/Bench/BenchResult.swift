/// The figures of one row: one layout (or spec kind) at one item count.
struct BenchResult {
    /// `waterfall`, `tags`, `text`, or `waterfall (lean)` for the generated data source.
    var layout: String
    var items: Int
    var figures: [BenchFigure]

    /// The figure with `key`, if the row has it.
    subscript(key: String) -> BenchFigure? { figures.first { $0.key == key } }

    /// One JSON object: `layout`, `items`, then one member per figure (see `trellis help bench`).
    var json: String {
        "{\"layout\": \"\(layout)\", \"items\": \(items), " + figures.map(\.json).joined(separator: ", ") + "}"
    }
}
