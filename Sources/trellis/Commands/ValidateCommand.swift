/// `trellis validate SPEC...`: checks spec files.
enum ValidateCommand {
    static func run(_ arguments: [String]) throws(CommandFailure) {
        let parsed = try ParsedArguments(arguments, command: "validate", valued: [], flags: [])
        if parsed.has("help") { try StandardStreams.writeLine(HelpText.validate); return }
        guard !parsed.operands.isEmpty else { throw .usage("missing SPEC: name one or more spec files", command: "validate") }
        var failed = false
        for path in parsed.operands {
            do {
                _ = try SpecArguments.load(path)
            } catch {
                Diagnostics.report(error)
                failed = true
            }
        }
        if failed { throw .reported(status: 2) }
    }
}
