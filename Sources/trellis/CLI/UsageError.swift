/// A failure that ends a command with a message and an exit status; its description is the
/// message.
///
/// Exit statuses, as git and the guide say: 0 success, 1 failure at run time,
/// 2 bad usage or bad input.
struct CommandFailure: Error, CustomStringConvertible {
    /// The message, without the `trellis: error: ` prefix.
    var message: String
    /// The exit status.
    var status: Int32
    /// The message (``message``), without the hint.
    var description: String { message }
    /// A hint printed on a second line, such as `Try 'trellis help render'.`
    var hint: String?

    /// Bad usage or bad input: exit status 2.
    static func usage(_ message: String, command: String? = nil) -> CommandFailure {
        let hint = command.map { "Try 'trellis help \($0)' or 'trellis --help'." } ?? "Try 'trellis --help'."
        return CommandFailure(message: message, status: 2, hint: hint)
    }

    /// Bad input (a spec file): exit status 2, no hint.
    static func badInput(_ message: String) -> CommandFailure {
        CommandFailure(message: message, status: 2, hint: nil)
    }

    /// A failure whose messages were already printed: only the exit status remains.
    static func reported(status: Int32) -> CommandFailure {
        CommandFailure(message: "", status: status, hint: nil)
    }

    /// A failure at run time: exit status 1.
    static func runtime(_ message: String) -> CommandFailure {
        CommandFailure(message: message, status: 1, hint: nil)
    }
}
