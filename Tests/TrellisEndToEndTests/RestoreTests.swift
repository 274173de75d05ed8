import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// However the previewer ends, the terminal is left as it was found: main screen, cursor shown,
/// no mouse reporting, keypad mode off, and the terminal's settings (`stty -g`) as before, so
/// the shell echoes what is typed.
final class RestoreTests: EndToEndTestCase {
    private let spec = "assets/sections.json"

    func testQuitRestoresTerminal() throws {
        let outcome = try runAndEnd { shell, _ in shell.tmux.send("q") }
        XCTAssertEqual(outcome.status, 0, "q should exit with status 0")
    }

    func testEndOfInputRestoresTerminal() throws {
        let shell = try openShell()
        // Input from a second window's terminal, which goes away when that window is closed.
        let (pane, tty) = try shell.tmux.newWindow("exec sleep 600")
        let outcome = try runAndEnd(in: shell, stdin: tty) { shell, _ in shell.tmux.killPane(pane) }
        XCTAssertEqual(outcome.status, 0, "the end of input should end the previewer normally")
    }

    func testCtrlCRestoresTerminal() throws {
        let outcome = try runAndEnd { shell, _ in shell.tmux.send("C-c") }
        XCTAssertEqual(outcome.status, 128 + Int(SIGINT), "Ctrl-C should end trellis by SIGINT")
    }

    /// Ctrl-C at the `:` or `/` prompt cancels the prompt, as in less and vim, and the previewer
    /// runs on (it reads the key itself: the terminal's interrupt character is off while a
    /// prompt is open, and back after, which the `stty -g` comparison pins); `q` then quits with 0.
    func testCtrlCAtThePromptCancelsItAndThePreviewerRunsOn() throws {
        let outcome = try runAndEnd { shell, _ in
            let first = shell.tmux.screen()
            for (key, typed) in [(":", "12"), ("/", "Lak")] {
                shell.tmux.send(key)
                shell.tmux.type(typed)
                shell.tmux.waitFor("the \(key) prompt") { Screen.status($0).hasPrefix(key + typed) }
                shell.tmux.send("C-c")
                shell.tmux.waitFor("Ctrl-C to close the \(key) prompt, nothing moved, the previewer still there") {
                    Screen.content($0) == Screen.content(first) && Screen.status($0).hasPrefix(" Sections │") && shell.tmux.alternateOn()
                }
            }
            shell.tmux.send("q")
        }
        XCTAssertEqual(outcome.status, 0, "q after Ctrl-C at the prompt should exit with status 0")
    }

    /// Ctrl-C ends a previewer that reads no more keys (hung by the `TRELLIS_TEST_HANG_ON_KEY`
    /// hook, as a user's layout with an endless loop in `prepare()` would hang it) at once, by
    /// the terminal's SIGINT, with the terminal given back: outside a prompt the interrupt
    /// character is the terminal's, never a key waiting to be read.
    func testCtrlCEndsAHungPreviewer() throws {
        let outcome = try runAndEnd(environment: ["TRELLIS_TEST_HANG_ON_KEY=!"]) { shell, _ in
            shell.tmux.send("!")
            shell.tmux.waitFor("the previewer to say it hangs") { $0.contains { $0.contains("hanging (TRELLIS_TEST_HANG_ON_KEY)") } }
            shell.tmux.send("C-c")
        }
        XCTAssertEqual(outcome.status, 128 + Int(SIGINT), "Ctrl-C should end the hung previewer by SIGINT")
    }

    /// Keys typed while the previewer was busy and not yet read are thrown away by Ctrl-C, as
    /// the tty does for any job: they do not reach the shell and run there (curses' NOFLSH had
    /// kept them). The typed line would print `LEAKED-42` before `assertUsable`'s own line.
    func testCtrlCThrowsAwayKeysTypedAhead() throws {
        let shell = try openShell()
        _ = try runAndEnd(in: shell, environment: ["TRELLIS_TEST_HANG_ON_KEY=!"]) { shell, _ in
            shell.tmux.send("!")
            shell.tmux.waitFor("the previewer to say it hangs") { $0.contains { $0.contains("hanging (TRELLIS_TEST_HANG_ON_KEY)") } }
            shell.tmux.type("echo LEAKED-42")
            shell.tmux.send("Enter")
            shell.tmux.send("C-c")
        }
        let screen = shell.tmux.screen()
        XCTAssertFalse(screen.contains("LEAKED-42"), "keys typed before Ctrl-C ran in the shell:\n\(Screen.dump(screen))")
    }

    /// SIGINT from outside ends the previewer by it, as Ctrl-C outside a prompt does.
    func testSIGINTFromOutsideRestoresTerminal() throws {
        let outcome = try runAndEnd { _, pid in XCTAssertEqual(kill(pid, SIGINT), 0) }
        XCTAssertEqual(outcome.status, 128 + Int(SIGINT), "trellis should end by SIGINT")
    }

    func testSIGTERMRestoresTerminal() throws {
        let outcome = try runAndEnd { _, pid in XCTAssertEqual(kill(pid, SIGTERM), 0) }
        XCTAssertEqual(outcome.status, 128 + Int(SIGTERM), "trellis should end by SIGTERM")
    }

    func testSIGHUPRestoresTerminal() throws {
        let outcome = try runAndEnd { _, pid in XCTAssertEqual(kill(pid, SIGHUP), 0) }
        XCTAssertEqual(outcome.status, 128 + Int(SIGHUP), "trellis should end by SIGHUP")
    }

    func testCtrlBackslashRestoresTerminal() throws {
        let outcome = try runAndEnd { shell, _ in shell.tmux.send("C-\\") }
        XCTAssertEqual(outcome.status, 128 + Int(SIGQUIT), "Ctrl-\\ should end trellis by SIGQUIT")
    }

    /// A crash (here a SIGSEGV or SIGABRT sent from outside) also gives the terminal back before
    /// the process dies by the signal.
    func testCrashSignalsRestoreTerminal() throws {
        let shell = try openShell()
        for signal in [SIGSEGV, SIGABRT] {
            let outcome = try runAndEnd(in: shell) { _, pid in XCTAssertEqual(kill(pid, signal), 0) }
            XCTAssertEqual(outcome.status, 128 + Int(signal), "trellis should end by signal \(signal)")
        }
    }

    /// The only error that reaches the top of the previewer with a terminal: curses cannot open
    /// TERM. It is reported like every error, and the terminal is untouched.
    func testErrorOpeningTheTerminalIsReportedAndRestoresTerminal() throws {
        let shell = try openShell()
        let modes = shell.tmux.terminalModes()
        let run = try shell.startTrellis([spec], environment: ["TERM=trellis-no-such-terminal"], captureStderr: true)
        let outcome = try shell.finish(run)
        XCTAssertEqual(outcome.status, 2)
        let stderr = outcome.stderr ?? ""
        XCTAssertTrue(stderr.hasPrefix("trellis: error: cannot open the terminal 'trellis-no-such-terminal'"), stderr)
        XCTAssertTrue(stderr.contains("trellis render"), "no hint towards 'trellis render': \(stderr)")
        XCTAssertEqual(outcome.ttyAfter, outcome.ttyBefore, "terminal settings changed")
        XCTAssertEqual(shell.tmux.terminalModes(), modes)
        shell.assertUsable()
    }

    /// An error thrown to the top while the screen is taken (the `TRELLIS_TEST_THROW_ON_KEY` hook)
    /// gives the terminal back first, then is reported with exit status 1.
    func testErrorThrownToTheTopRestoresTerminal() throws {
        let outcome = try runAndEnd(environment: ["TRELLIS_TEST_THROW_ON_KEY=!"], captureStderr: true) { shell, _ in
            shell.tmux.send("!")
        }
        XCTAssertEqual(outcome.status, 1, "an error at run time exits with status 1")
        let stderr = outcome.stderr ?? ""
        XCTAssertTrue(stderr.hasPrefix("trellis: error: a test asked the previewer to fail"), stderr)
    }

    // MARK: - Helpers

    /// Runs trellis from a shell, waits for its screen, ends it with `end` (given the shell and
    /// trellis's pid), then checks the terminal is as before and the shell usable.
    private func runAndEnd(in existing: ShellPane? = nil, stdin: String? = nil, environment: [String] = [],
                           captureStderr: Bool = false, file: StaticString = #filePath, line: UInt = #line,
                           _ end: (ShellPane, pid_t) throws -> Void) throws -> ShellPane.Outcome {
        let shell = try existing ?? openShell(file: file, line: line)
        let modes = shell.tmux.terminalModes()
        XCTAssertEqual(modes["alternate_on"], "0", file: file, line: line)
        let run = try shell.startTrellis([spec], environment: environment, stdin: stdin, captureStderr: captureStderr)
        shell.waitForPreviewer(file: file, line: line)
        XCTAssertEqual(shell.tmux.format("#{mouse_standard_flag}"), "1", "trellis did not turn on the mouse", file: file, line: line)
        let pid = try XCTUnwrap(shell.trellisPID(file: file, line: line), file: file, line: line)
        try end(shell, pid)
        let outcome = try shell.finish(run)
        XCTAssertFalse(shell.tmux.alternateOn(), "the alternate screen is still on", file: file, line: line)
        let screen = shell.tmux.screen(joined: true)
        XCTAssertTrue(screen.contains("$ sh \(run.script)"), "the shell's screen was not given back:\n\(Screen.dump(screen))",
                      file: file, line: line)
        XCTAssertEqual(shell.tmux.terminalModes(), modes, "terminal modes differ from before trellis", file: file, line: line)
        XCTAssertEqual(outcome.ttyAfter, outcome.ttyBefore, "terminal settings (stty -g) differ from before trellis",
                       file: file, line: line)
        XCTAssertFalse(outcome.ttyAfter.isEmpty, file: file, line: line)
        shell.assertUsable(file: file, line: line)
        return outcome
    }
}
