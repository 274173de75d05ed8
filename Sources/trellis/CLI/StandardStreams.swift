/// The app's only way to standard output and standard error (issue 12 §1): results go to stdout
/// and a failed write there ends the command; messages go to stderr, where a failed write is
/// ignored (the exit status still tells).
enum StandardStreams {
    /// Set when a write to stdout failed with `EPIPE`: the process then ends by SIGPIPE once the
    /// command has unwound (see `main.swift` and ``BrokenPipe``). Only the main thread writes.
    nonisolated(unsafe) static var stdoutClosed = false

    /// Writes `text` to stdout. A closed pipe (`EPIPE`) ends the command quietly with status 1
    /// and sets ``stdoutClosed`` (the process then ends by SIGPIPE, 141, unless SIGPIPE was
    /// inherited as ignored); any other failure ends it with
    /// `trellis: error: cannot write the output: <strerror>` and status 1.
    static func write(_ text: String) throws(CommandFailure) {
        do {
            try FileDescriptorWriter(fd: Platform.standardOutput).write(text)
        } catch {
            throw failure(error)
        }
    }

    /// Writes `text` and a newline to stdout; as ``write(_:)``.
    static func writeLine(_ text: String) throws(CommandFailure) {
        try write(text + "\n")
    }

    /// Writes `text` and a newline to stderr; a failure is ignored.
    static func writeErrorLine(_ text: String) {
        try? FileDescriptorWriter(fd: Platform.standardError).write(text + "\n")
    }

    /// The command failure a failed write to stdout becomes.
    static func failure(_ error: FileDescriptorWriter.WriteError) -> CommandFailure {
        if error.code == Platform.brokenPipe {
            stdoutClosed = true
            return .reported(status: 1)
        }
        return .runtime("cannot write the output: \(error.message)")
    }
}
