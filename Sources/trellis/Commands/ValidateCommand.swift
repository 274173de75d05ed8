import TrellisSpec

/// `trellis validate SPEC...`: checks spec files and reports every problem of each.
enum ValidateCommand {
    /// The most problems printed for one file; the rest are counted in one last line.
    static let maxProblemsPerFile = 50

    /// `validate` takes no options of its own.
    static let options = CommandOptions(command: "validate", helpColumn: 0, options: [])

    static func run(_ arguments: [String]) throws(CommandFailure) {
        let parsed = try options.parse(arguments)
        if parsed.has("help") { try StandardStreams.writeLine(HelpText.validate); return }
        guard !parsed.operands.isEmpty else { throw .usage("missing SPEC: name one or more spec files", command: "validate") }
        var failed = false
        for path in parsed.operands {
            let file = path == SpecArguments.standardInput ? nil : path
            let report = SpecLoader.check(path: file, measure: LayoutFactory.measure,
                                          printableASCIIWidth: LayoutFactory.printableASCIIWidth)
            lines(for: report, file: file ?? SpecLoader.standardInputName).forEach(Diagnostics.printError)
            if !report.isValid { failed = true }
        }
        if failed { throw .reported(status: 2) }
    }

    /// The stderr lines for one file's report: every error and warning in the order of the file,
    /// at most ``maxProblemsPerFile``, then `trellis: note: FILE: … and N more`.
    static func lines(for report: SpecReport, file: String) -> [String] {
        var lines: [String] = []
        for problem in report.problems.prefix(maxProblemsPerFile) {
            switch problem.severity {
            case .error: lines.append("trellis: error: \(problem.description)")
            case .warning: lines.append("trellis: warning: \(problem.description)")
            }
        }
        let more = report.count - lines.count
        if more > 0 { lines.append("trellis: note: \(file): … and \(more) more") }
        return lines
    }
}
