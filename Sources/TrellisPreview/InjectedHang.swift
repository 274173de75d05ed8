#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation
import TrellisTerminal

/// A test hook: `TRELLIS_TEST_HANG_ON_KEY=!` makes the previewer hang for good when `!` is
/// pressed outside a prompt, as a user's layout with an endless loop in `prepare()` or in a rect
/// query would, so an end-to-end test can check that Ctrl-C still ends it at once (the loop
/// reads no more keys, so only the terminal's own SIGINT can). Before hanging it says so in
/// the message line, so the test knows the previewer is past reading keys.
enum InjectedHang {
    /// The key that hangs the previewer; nil (the hook off) unless the variable is set.
    static var key: Character? {
        ProcessInfo.processInfo.environment["TRELLIS_TEST_HANG_ON_KEY"].flatMap(\.first)
    }

    /// Draws `session` with a message saying it hangs, then never returns (it sleeps, so the
    /// hung process costs no CPU; a signal still ends it).
    static func hang(_ session: PreviewSession, on terminal: Terminal) -> Never {
        session.showMessage(of: .message("hanging (TRELLIS_TEST_HANG_ON_KEY)"))
        let frame = session.compose()
        terminal.draw(frame.grid, scrolledRows: frame.scrolledRows)
        while true { _ = sleep(60) }
    }
}
