import TrellisSpec

/// Loading the spec files named on a command line, with errors in the one-line form.
enum SpecArguments {
    /// The single spec operand of `command`, or the usage error that says it is missing (or one
    /// too many). A command asks for it before it looks at its options, so that one run with
    /// nothing names the spec first: the spec is what the command is about.
    static func single(_ arguments: ParsedArguments, command: String) throws(CommandFailure) -> String {
        guard let path = arguments.operands.first else {
            throw .usage("missing SPEC: name a spec file", command: command)
        }
        guard arguments.operands.count == 1 else {
            throw .usage("expected one SPEC, got \(arguments.operands.count)", command: command)
        }
        return path
    }

    /// The operand that names standard input.
    static let standardInput = "-"

    /// Loads the spec file at `path` (standard input for `-`); warnings go to stderr. A load
    /// stops at the first error: one with a place in the file gets ``validateHint(for:)``.
    static func load(_ path: String) throws(CommandFailure) -> SpecDocument {
        do {
            let source: SpecDocument.Source = path == standardInput ? .standardInput : .file(path)
            return try SpecDocument(source) { Diagnostics.warn($0.description) }
        } catch {
            var failure = CommandFailure.badInput(error.description)
            if error.line != nil { failure.hint = validateHint(for: path) }
            throw failure
        }
    }

    /// `Run 'trellis validate PATH' to see every problem.`: the command that lists every error
    /// of the spec at `path` (`--` before a path that looks like an option).
    static func validateHint(for path: String) -> String {
        let operand = path.hasPrefix("-") && path != standardInput ? "-- " + path : path
        return "Run 'trellis validate \(operand)' to see every problem."
    }
}
