/// `trellis bench [--items N]... [--layout NAME] [--repeat K] [--json]`.
enum BenchCommand {
    /// The `--layout` names, in the order the rows are printed.
    static let layoutNames = ["waterfall", "tags", "text", "compositional", "lean", "doctor"]

    /// `bench`'s options, the only declaration of them.
    enum Option {
        static let items = CommandOption.valued("items", "N", .wholeNumber(1...2_000_000), repeatable: true, help: [
            "Item count (repeatable; default 1000, 10000, 100000, 1000000; for text",
            "2000000).",
        ])
        static let layout = CommandOption.valued("layout", "NAME", .choice(layoutNames), help: [
            "waterfall, tags, text, compositional, lean or doctor (default all six).",
        ])
        static let repeatCount = CommandOption.valued("repeat", "K", .wholeNumber(1...1_000), help: ["Runs per figure (default 5)."])
        static let json = CommandOption.flag("json", help: ["One JSON object for scripts (times in seconds)."])
    }

    /// The options in the order the help lists them.
    static let options = CommandOptions(command: "bench", helpColumn: 17,
                                        options: [Option.items, Option.layout, Option.repeatCount, Option.json])

    static func run(_ arguments: [String]) throws(CommandFailure) {
        let parsed = try options.parse(arguments)
        if parsed.has("help") { try StandardStreams.writeLine(HelpText.bench); return }
        var counts = try parsed.wholeNumbers(Option.items)
        // The text row is about 2M short texts unless --items says otherwise; the doctor row
        // 1,000 and 100,000 items (its target is at 100,000).
        let textCounts = counts.isEmpty ? [2_000_000] : counts
        let doctorCounts = counts.isEmpty ? [1_000, 100_000] : counts
        if counts.isEmpty { counts = [1_000, 10_000, 100_000, 1_000_000] }
        let layouts = try parsed.text(Option.layout).map { [$0] } ?? layoutNames
        let repeats = try parsed.wholeNumber(Option.repeatCount) ?? 5
        if !parsed.operands.isEmpty { throw .usage("bench takes no files", command: options.command) }

        let json = parsed.has(Option.json)
        var results: [BenchResult] = []
        if !json { try StandardStreams.writeLine(BenchTable.header) }
        func show(_ result: BenchResult) throws(CommandFailure) {
            results.append(result)
            if !json { try StandardStreams.writeLine(BenchTable.rows(result)) }
        }
        for layout in layouts {
            switch layout {
            case "lean":
                for name in ["waterfall", "tags"] {
                    for count in counts {
                        let subject = BenchSubject.lean(name, items: count, repeats: repeats)
                        try show(BenchResult(layout: subject.name, items: count,
                                             figures: BenchRunner(subject: subject, repeats: repeats).run()))
                    }
                }
            case "text":
                for count in textCounts { try show(try BenchSpecRunner(kind: .text, items: count, repeats: repeats).run()) }
            case "doctor":
                for count in doctorCounts { try show(try BenchDoctorRunner(items: count, repeats: repeats).run()) }
            case "compositional":
                for kind in [BenchSpec.Kind.compositionalGrid, .compositionalMosaic] {
                    for count in counts { try show(try BenchSpecRunner(kind: kind, items: count, repeats: repeats).run()) }
                }
            default:
                let kind: BenchSpec.Kind = layout == "tags" ? .tags : .waterfall
                for count in counts { try show(try BenchSpecRunner(kind: kind, items: count, repeats: repeats).run()) }
            }
        }
        if json {
            try StandardStreams.writeLine("{\"repeat\": \(repeats), \"results\": [\n  "
                                          + results.map(\.json).joined(separator: ",\n  ") + "\n]}")
        } else {
            try StandardStreams.writeLine(BenchTable.footer)
        }
    }
}
