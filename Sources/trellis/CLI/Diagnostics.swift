import Foundation

/// Writes messages for people to stderr, never to stdout (stdout carries only results).
enum Diagnostics {
    /// Writes `text` and a newline to stderr.
    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// `trellis: error: MESSAGE`, then the failure's hint on a line of its own.
    static func report(_ failure: CommandFailure) {
        if !failure.message.isEmpty { printError("trellis: error: \(failure.message)") }
        if let hint = failure.hint { printError(hint) }
    }

    /// `trellis: warning: MESSAGE`.
    static func warn(_ message: String) {
        printError("trellis: warning: \(message)")
    }
}
