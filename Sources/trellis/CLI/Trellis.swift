import TrellisSpec

/// The command line: `trellis <command> [options] [files]`, as git.
enum Trellis {
    /// The command named `name`, if there is one.
    static func command(named name: String) -> (([String]) throws(CommandFailure) -> Void)? {
        switch name {
        case "preview": PreviewCommand.run
        case "render": RenderCommand.run
        case "attributes": AttributesCommand.run
        case "export": ExportCommand.run
        case "validate": ValidateCommand.run
        case "doctor": DoctorCommand.run
        case DoctorChild.command: DoctorChild.run
        case "bench": BenchCommand.run
        default: nil
        }
    }

    /// Runs the command line and returns the exit status.
    static func main(_ arguments: [String]) -> Int32 {
        do {
            try dispatch(arguments)
            return 0
        } catch {
            Diagnostics.report(error)
            return error.status
        }
    }

    private static func dispatch(_ arguments: [String]) throws(CommandFailure) {
        guard let first = arguments.first else {
            try PreviewCommand.run([])
            return
        }
        switch first {
        case "--help", "-h":
            try StandardStreams.writeLine(HelpText.overview)
        case "--version":
            if arguments.count > 1 { throw .usage("--version takes no arguments, got '\(arguments[1])'") }
            try StandardStreams.writeLine(HelpText.version)
        case "help":
            guard let topic = arguments.dropFirst().first else { try StandardStreams.writeLine(HelpText.overview); return }
            guard let text = HelpText.forCommand(topic) else {
                throw .usage("no help for '\(topic)': it is not a command")
            }
            try StandardStreams.writeLine(text)
        default:
            if let command = command(named: first) {
                try command(Array(arguments.dropFirst()))
            } else if first == "--" || first == SpecArguments.standardInput || PreviewCommand.isOption(first) {
                try PreviewCommand.run(arguments)
            } else if first.hasPrefix("-") {
                throw .usage("unknown option '\(first)'")
            } else if looksLikeFile(first) {
                try PreviewCommand.run(arguments)
            } else {
                throw .usage("'\(first)' is not a command or a spec file")
            }
        }
    }

    /// `trellis SPEC` is `trellis preview SPEC`: an operand with a path separator or a file
    /// extension, or a file that exists (`trellis myspec`), is taken for a file; any other bare
    /// word for a mistyped command.
    private static func looksLikeFile(_ operand: String) -> Bool {
        if operand.contains("/") || operand.contains(".") { return true }
        return FileNameBytes.withPath(operand) { Platform.fileExists(atPath: $0) }
    }
}
