import TrellisTerminal

/// Hooks for the end-to-end tests, injected by whoever runs the previewer (the app reads them
/// from `TRELLIS_TEST_THROW_ON_KEY` and `TRELLIS_TEST_HANG_ON_KEY`); the library itself never
/// reads the environment. Both are off by default.
///
/// ```swift
/// var previewer = Previewer(pages: pages)
/// previewer.testHooks = PreviewerTestHooks(throwOnKey: "!", hangOnKey: nil)
/// ```
package struct PreviewerTestHooks: Sendable {
    /// The key that throws ``InjectedFailure`` to the top while the screen is taken: the terminal
    /// must still be given back (RestoreTests).
    package var throwOnKey: Character?
    /// The key that hangs the previewer for good when pressed outside a prompt, as a user's
    /// layout with an endless loop in `prepare()` or in a rect query would, so an end-to-end test
    /// can check that Ctrl-C still ends it at once (the loop reads no more keys, so only the
    /// terminal's own SIGINT can). Before hanging it says so in the message line, so the test
    /// knows the previewer is past reading keys.
    package var hangOnKey: Character?

    /// Hooks with the keys given (nil: that hook off).
    package init(throwOnKey: Character? = nil, hangOnKey: Character? = nil) {
        self.throwOnKey = throwOnKey
        self.hangOnKey = hangOnKey
    }

    /// Draws `session` with a message saying it hangs, then never returns (it sleeps, so the
    /// hung process costs no CPU; a signal still ends it).
    static func hang(_ session: PreviewSession, on terminal: Terminal) -> Never {
        session.showMessage(of: .message("hanging (TRELLIS_TEST_HANG_ON_KEY)"))
        let frame = session.compose()
        terminal.draw(frame.grid, scrolledRows: frame.scrolledRows)
        while true { Platform.sleep(seconds: 60) }
    }
}

/// The error the ``PreviewerTestHooks/throwOnKey`` hook throws.
package struct InjectedFailure: Error, CustomStringConvertible {
    /// What the failure says when it reaches the top.
    package var description: String { "a test asked the previewer to fail (TRELLIS_TEST_THROW_ON_KEY)" }
}
