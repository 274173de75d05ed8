/// `trellis bench [--items N]... [--layout NAME] [--repeat K] [--json]`.
enum BenchCommand {
    /// The `--layout` names, in the order the rows are printed.
    static let layoutNames = ["waterfall", "tags", "text", "compositional", "lean"]

    static func run(_ arguments: [String]) throws(CommandFailure) {
        let parsed = try ParsedArguments(arguments, command: "bench", valued: ["items", "layout", "repeat"], flags: ["json"])
        if parsed.has("help") { try StandardStreams.writeLine(HelpText.bench); return }
        var counts: [Int] = []
        for text in parsed.allValues("items") {
            counts.append(try OptionValues.integer(text, option: "items", command: "bench", in: 1...2_000_000))
        }
        // The text row is about 2M short texts unless --items says otherwise.
        let textCounts = counts.isEmpty ? [2_000_000] : counts
        if counts.isEmpty { counts = [1_000, 10_000, 100_000, 1_000_000] }
        let layouts: [String]
        switch parsed.value("layout") {
        case nil: layouts = layoutNames
        case let name? where layoutNames.contains(name): layouts = [name]
        case let other?:
            throw .usage("--layout: expected waterfall or tags or text or compositional or lean, got '\(other)'", command: "bench")
        }
        let repeats = try parsed.value("repeat").map { text throws(CommandFailure) in
            try OptionValues.integer(text, option: "repeat", command: "bench", in: 1...1_000)
        } ?? 5
        if !parsed.operands.isEmpty { throw .usage("bench takes no files", command: "bench") }

        let json = parsed.has("json")
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
