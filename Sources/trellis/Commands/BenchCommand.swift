/// `trellis bench [--items N]... [--layout NAME] [--repeat K] [--json]`.
enum BenchCommand {
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
        case nil: layouts = ["waterfall", "tags", "text"]
        case "waterfall": layouts = ["waterfall"]
        case "tags": layouts = ["tags"]
        case "text": layouts = ["text"]
        case let other?: throw .usage("--layout: expected waterfall or tags or text, got '\(other)'", command: "bench")
        }
        let repeats = try parsed.value("repeat").map { text throws(CommandFailure) in
            try OptionValues.integer(text, option: "repeat", command: "bench", in: 1...1_000)
        } ?? 5
        if !parsed.operands.isEmpty { throw .usage("bench takes no files", command: "bench") }

        var results: [BenchResult] = []
        let json = parsed.has("json")
        if !json, layouts != ["text"] { try StandardStreams.writeLine(BenchTable.header) }
        for layout in layouts where layout != "text" {
            for count in counts {
                let result = BenchRunner(layoutName: layout, items: count, repeats: repeats).run()
                results.append(result)
                if !json { try StandardStreams.writeLine(BenchTable.row(result)) }
            }
        }
        if !json, layouts != ["text"] { try StandardStreams.writeLine(BenchTable.footer) }
        var textResults: [BenchTextResult] = []
        if layouts.contains("text") {
            if !json { try StandardStreams.writeLine((layouts == ["text"] ? "" : "\n") + BenchTable.textHeader) }
            for count in textCounts {
                let result = try BenchTextRunner(items: count, repeats: repeats).run()
                textResults.append(result)
                if !json { try StandardStreams.writeLine(BenchTable.textRows(result)) }
            }
            if !json { try StandardStreams.writeLine(BenchTable.textFooter) }
        }
        if json {
            let objects = results.map(\.json) + textResults.map(\.json)
            try StandardStreams.writeLine("{\"repeat\": \(repeats), \"results\": [\n  " + objects.joined(separator: ",\n  ") + "\n]}")
        }
    }
}
