/// The benchmark's table for people.
enum BenchTable {
    static let columns = ["layout", "items", "prepare", "per item", "query", "query-linear", "ratio",
                          "frame", "reflow", "reflow@50%", "append", "bytes/item"]
    static let widths = [9, 9, 10, 10, 10, 12, 8, 10, 10, 10, 10, 10]

    static var header: String {
        line(columns) + "\n" + widths.map { String(repeating: "─", count: $0) }.joined(separator: " ")
    }

    static func row(_ r: BenchResult) -> String {
        let f = BenchStatistics.format
        return line([r.layout, String(r.items), f(r.prepare), f(r.prepare / Double(max(1, r.items))), f(r.query),
                     f(r.queryLinear), BenchStatistics.format3(r.ratio) + "x", f(r.frame), f(r.reflow),
                     f(r.reflowMiddle), f(r.append), BenchStatistics.format3(r.bytesPerItem)])
    }

    static let footer = """

    prepare: full layout at width 80. query: 80x24 rect at random offsets (median); query-linear: the
    same by filtering every frame. frame: query + rasterize 200x60 (median). reflow: 80 -> 81 columns
    until the first frame, at the top and at 50% of the content. append: 1,000 items until a query
    at the end is answered. bytes/item: retained by the prepared layout.
    """

    /// The `text` row's table: one line per figure, min / median / max of the repeats.
    static let textColumns = ["layout", "items", "figure", "min", "median", "max", "cpu median"]
    static let textWidths = [9, 9, 13, 10, 10, 10, 10]

    static var textHeader: String {
        line(textColumns, textWidths) + "\n" + textWidths.map { String(repeating: "─", count: $0) }.joined(separator: " ")
    }

    static func textRows(_ r: BenchTextResult) -> String {
        let f = BenchStatistics.format
        let figures = [("load", r.load), ("first screen", r.firstScreen), ("G (end)", r.end), ("reflow@end", r.reflowEnd)]
        return figures.map { name, spread in
            line(["text", String(r.items), name, f(spread.min), f(spread.median), f(spread.max), f(spread.cpuMedian)],
                 textWidths)
        }.joined(separator: "\n")
    }

    static let textFooter = """

    text: a spec of short self-sizing texts (waterfall, 4 columns), loaded from a file as the previewer
    does. load: read, parse, decode. first screen: prepare + draw 80x24. G (end): lay out every item and
    draw the last screen. reflow@end: 80 -> 81 columns at the end until the frame is drawn. min, median,
    max: wall clock; cpu median: this thread's CPU time (without waiting for a core on a busy machine).
    """

    private static func line(_ cells: [String], _ widths: [Int] = widths) -> String {
        zip(cells, widths).map { cell, width in
            cell.count >= width ? cell : String(repeating: " ", count: width - cell.count) + cell
        }.joined(separator: " ")
    }
}
