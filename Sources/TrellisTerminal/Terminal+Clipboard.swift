import CNcursesw
import CTrellisTerminal
import Foundation

extension Terminal {
    /// What ``copyToClipboard(_:)`` did.
    public enum ClipboardResult: Equatable, Sendable {
        /// The terminal was sent the text (OSC 52); whether it keeps it is the terminal's choice.
        case sent
        /// The terminal has no clipboard capability (terminfo `Ms`): nothing was sent.
        case unsupported
        /// The write failed (or the terminal is not active): the text did not all go out.
        case failed
    }

    /// Asks the terminal to put `text` on the system clipboard with OSC 52 (`ESC ] 52 ; c ;
    /// base64 BEL`), as the terminal's terminfo `Ms` capability spells it, when it has one
    /// (xterm and tmux do; tmux passes it on or keeps a paste buffer with `set-clipboard on`).
    ///
    /// The sequence is written with `write(2)` straight to the terminal, after the last frame
    /// (each frame goes out whole in one `write(2)`), and every byte's write is checked. It
    /// moves no cursor and changes no attribute, so the next frame needs no repaint.
    public func copyToClipboard(_ text: String) -> ClipboardResult {
        guard isActive else { return .failed }
        let encoded = Data(text.utf8).base64EncodedString()
        guard let pointer = encoded.withCString({ trellis_clipboard_sequence($0) }) else { return .unsupported }
        let sequence = Platform.bytes(ofCString: pointer)
        return Self.writeAll(sequence, to: outputDescriptor) ? .sent : .failed
    }

    /// The file descriptor the terminal is drawn on.
    var outputDescriptor: Int32 { deviceOutput ?? Platform.standardOutput }

    /// Writes every byte of `bytes` to `fd`, retrying after a signal and after a short write;
    /// false when a write fails (never a trap, unlike `FileHandle.write`).
    package static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        Platform.writeAll(bytes, to: fd)
    }
}
