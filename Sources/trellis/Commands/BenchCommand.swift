/// `trellis bench [--items N]... [--layout NAME] [--repeat K] [--json]`.
enum BenchCommand {
    static func run(_ arguments: [String]) throws(CommandFailure) {
        let parsed = try ParsedArguments(arguments, command: "bench", valued: ["items", "layout", "repeat"], flags: ["json"])
        if parsed.has("help") { try StandardStreams.writeLine(HelpText.bench); return }
        var counts: [Int] = []
        for text in parsed.allValues("items") {
            counts.append(try OptionValues.integer(text, option: "items", command: "bench", in: 1...2_000_000))
        }
        if counts.isEmpty { counts = [1_000, 10_000, 100_000, 1_000_000] }
        let layouts: [String]
        switch parsed.value("layout") {
        case nil: layouts = ["waterfall", "tags"]
        case "waterfall": layouts = ["waterfall"]
        case "tags": layouts = ["tags"]
        case let other?: throw .usage("--layout: expected waterfall or tags, got '\(other)'", command: "bench")
        }
        let repeats = try parsed.value("repeat").map { text throws(CommandFailure) in
            try OptionValues.integer(text, option: "repeat", command: "bench", in: 1...1_000)
        } ?? 5
        if !parsed.operands.isEmpty { throw .usage("bench takes no files", command: "bench") }

        var results: [BenchResult] = []
        if !parsed.has("json") { try StandardStreams.writeLine(BenchTable.header) }
        for layout in layouts {
            for count in counts {
                let result = BenchRunner(layoutName: layout, items: count, repeats: repeats).run()
                results.append(result)
                if !parsed.has("json") { try StandardStreams.writeLine(BenchTable.row(result)) }
            }
        }
        if parsed.has("json") {
            try StandardStreams.writeLine("{\"repeat\": \(repeats), \"results\": [\n  " + results.map(\.json).joined(separator: ",\n  ") + "\n]}")
        } else {
            try StandardStreams.writeLine(BenchTable.footer)
        }
    }
}
