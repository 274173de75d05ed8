/// What one action or event leaves for the terminal loop, returned rather than left in a field
/// for the loop to poll: nothing beyond the new state, a message for the message line, a line for
/// the terminal's clipboard (shown in the message line too), a full repaint, or the end.
///
/// ```swift
/// switch session.perform(.copySelection) {
/// case .copy(let line): terminal.copyToClipboard(line)
/// case .quit: return
/// default: break
/// }
/// ```
package enum PreviewOutcome: Equatable {
    /// The new state is all: the message line is cleared.
    case none
    /// A line for the message line (`reloaded`, why a key did nothing).
    case message(String)
    /// `y`: a line for the terminal's clipboard, which the message line shows too.
    case copy(String)
    /// Ctrl-L: repaint the whole terminal.
    case redraw
    /// `q`: the session ends.
    case quit
    /// Ctrl-C read as a key outside a prompt (typed at a prompt, read after it closed): the loop
    /// interrupts the program (``Terminal/interrupt()``). Only ``InputBatch`` returns it.
    case interrupt

    /// What the message line shows after this outcome; nil: nothing.
    package var message: String? {
        switch self {
        case .message(let text), .copy(let text): text
        case .none, .redraw, .quit, .interrupt: nil
        }
    }

    /// `text` as a message, or ``none`` for nil.
    package static func saying(_ text: String?) -> PreviewOutcome {
        text.map(PreviewOutcome.message) ?? .none
    }
}
