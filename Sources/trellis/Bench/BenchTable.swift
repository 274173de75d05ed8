/// The benchmark's table for people: one line per figure, min / median / max of the runs, the
/// median CPU time where the figure is a wall-clock time, and the target with whether it is met.
enum BenchTable {
    static let columns = ["layout", "items", "figure", "min", "median", "max", "cpu median", "target", "met"]
    static let widths = [16, 9, 14, 11, 11, 11, 11, 24, 4]

    static var header: String {
        line(columns) + "\n" + widths.map { String(repeating: "─", count: $0) }.joined(separator: " ")
    }

    /// The lines of one row, one per figure.
    static func rows(_ result: BenchResult) -> String {
        result.figures.map { figure in
            let spread = figure.spread
            return line([result.layout, String(result.items), figure.name, figure.format(spread.min),
                         figure.format(spread.median), figure.format(spread.max),
                         spread.cpuMedian.map(figure.format) ?? "-", figure.target?.text ?? "-",
                         figure.met.map { $0 ? "yes" : "NO" } ?? "-"])
        }.joined(separator: "\n")
    }

    static let footer = """

    Specs are generated (fixed seed), written to a temporary file and loaded as the previewer loads
    them; `(lean)` rows use a generated in-memory data source instead. load: read, parse, decode
    (MB/s; load faults: page faults per load run); python json / JSONDecoder: CPython's json.load and Foundation on the same file, and
    load/… how many times faster trellis is; peak RSS/file: `trellis validate` in a child process.
    first screen: load + 80x24 screen; G (end): lay out everything and draw the last screen;
    resize@end: 80 -> 81 columns at the end. search miss / late: `/` from the top through every
    title or text, a pattern no item has / one only the last but one waterfall item has. key (cpu): CPU per `j` at 200x60 on a pseudo-terminal,
    from reading the key to the end of the frame's write; bytes/j: what the terminal receives.
    render, render@end (comp rows): `trellis render` at 80x24 at the top / at the end, in a child
    process; /py: that time over CPython's json.load of the same file.
    prepare: full layout at width 80 after two untimed runs (faults: page faults per run; cold: the
    first run); query: 80x24 rect at random offsets; frame: query + rasterize
    200x60; reflow: 80 -> 81 columns, at the top and at 50%; append: 1,000 items. min, median, max:
    of the runs (wall clock unless cpu); targets apply at 1,000,000 items.
    doctor: the layout doctor over the waterfall spec at 80x23 (target at 100,000 items); page scroll:
    one 80x23 query per page of a freshly prepared layout, the anchor; doctor/scroll: their ratio;
    longest step: the longest unit of the same examination in slices, as the previewer runs it.
    """

    private static func line(_ cells: [String]) -> String {
        zip(cells, widths).map { cell, width in
            cell.count >= width ? cell : String(repeating: " ", count: width - cell.count) + cell
        }.joined(separator: " ")
    }
}
