import TrellisSpec
import TrellisLayout

/// Writes messages for people to stderr, never to stdout (stdout carries only results).
/// Every line is written with ``MessageText/escaped(_:)``: a control, bidi or invisible character
/// in a file name, a key or a value shows as `\u{XXXX}`, never acts on the terminal.
enum Diagnostics {
    /// Writes `text` and a newline to stderr (a failed write is ignored).
    static func printError(_ text: String) {
        StandardStreams.writeErrorLine(MessageText.escaped(text))
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
