import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-Z and `fg`, and Ctrl-\ (SIGQUIT), as a person uses them: trellis run by a `sh` script
/// from an interactive shell in a tmux pane, with the Swift runtime's backtracer left as it is
/// by default (no `SWIFT_BACKTRACE=enable=no`).
final class SuspendAndQuitTests: EndToEndTestCase {
    private let spec = "assets/sections.json"

    /// Ctrl-Z gives the terminal back to the shell (main screen, cursor shown, keypad and mouse
    /// off, echo and line mode on) and stops the job; `fg` after a resize takes the screen
    /// again at the new size, with keypad and mouse on, and the first Down arrow scrolls.
    func testCtrlZThenFgRestoresAndResumes() throws {
        let shell = try openShell(width: 80, height: 24)
        let modes = shell.tmux.terminalModes()
        let run = try shell.startTrellis([spec], unsetting: ["SWIFT_BACKTRACE"])
        shell.waitForPreviewer()
        try waitForRender(shell.tmux, spec: spec, width: 80, height: 24, offset: 0)
        let previewerModes = shell.tmux.terminalModes()
        XCTAssertEqual(previewerModes["keypad_cursor_flag"], "1", "trellis did not turn keypad mode on")
        XCTAssertEqual(previewerModes["mouse_standard_flag"], "1", "trellis did not turn the mouse on")

        for cycle in 1...2 {
            shell.tmux.send("C-z")
            shell.tmux.waitFor("the shell reporting the stopped job (cycle \(cycle))") { screen in
                screen.contains { $0.hasPrefix("[1]+") && $0.contains("Stopped") } && screen.last(where: { !$0.isEmpty }) == "$"
            }
            XCTAssertEqual(shell.tmux.terminalModes(), modes, "terminal modes after Ctrl-Z differ from before trellis (cycle \(cycle))")
            // (The marker is computed by the shell, so the echoed command line does not end in it.)
            let marker = "STTY-\(cycle * 11)"
            shell.enter("stty -a | tr ' ' '\\n' | grep -x -e '-*icanon' -e '-*echo' | tr '\\n' ' '; echo STTY-$((\(cycle)*11))")
            let screen = shell.tmux.waitFor("the output of stty -a") { screen in screen.contains { $0.hasSuffix(marker) } }
            let line = screen.first { $0.hasSuffix(marker) } ?? ""
            XCTAssertEqual(line, "icanon echo \(marker)", "the shell's terminal after Ctrl-Z (cycle \(cycle))")

            // The terminal is resized while trellis is stopped.
            let (columns, rows) = cycle == 1 ? (70, 20) : (90, 26)
            shell.tmux.resize(width: columns, height: rows)
            // tmux gives the pane's terminal its new size asynchronously (it defers resizes):
            // wait until the terminal has it, so the resize really happens while trellis is
            // stopped.
            let sizeMarker = "SIZE-\(cycle * 13)"
            shell.enter("for i in $(seq 200); do [ \"$(stty size)\" = '\(rows) \(columns)' ] && break; sleep 0.05; done; "
                        + "stty size; echo SIZE-$((\(cycle)*13))")
            let sized = shell.tmux.waitFor("the shell seeing \(columns)x\(rows)") { screen in
                screen.contains { $0 == "\(rows) \(columns)" } && screen.contains { $0.hasSuffix(sizeMarker) }
            }
            XCTAssertTrue(sized.contains { $0 == "\(rows) \(columns)" })
            shell.enter("fg")
            try waitForRender(shell.tmux, spec: spec, width: columns, height: rows, offset: 0,
                              what: "the previewer after fg at \(columns)x\(rows) (cycle \(cycle))")
            let resumed = shell.tmux.terminalModes()
            XCTAssertEqual(resumed["alternate_on"], "1", "cycle \(cycle)")
            XCTAssertEqual(resumed["keypad_cursor_flag"], "1", "keypad mode is not back after fg (cycle \(cycle))")
            XCTAssertEqual(resumed["mouse_standard_flag"], "1", "the mouse is not back after fg (cycle \(cycle))")
            XCTAssertEqual(resumed["cursor_flag"], "0", "the cursor is shown after fg (cycle \(cycle))")
            shell.tmux.send("Down")
            try waitForRender(shell.tmux, spec: spec, width: columns, height: rows, offset: 1,
                              what: "the first Down arrow after fg scrolling one row (cycle \(cycle))")
            shell.tmux.send("Up")
            try waitForRender(shell.tmux, spec: spec, width: columns, height: rows, offset: 0)
        }
        shell.tmux.send("q")
        let outcome = try shell.finish(run)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.ttyAfter, outcome.ttyBefore, "terminal settings (stty -g) differ from before trellis")
        XCTAssertEqual(shell.tmux.terminalModes(), modes)
        shell.assertUsable()
    }

    /// Ctrl-Z and `fg` keep what Ctrl-C is: with a `:` prompt open it is still the key that
    /// cancels the prompt after `fg` (the shell meanwhile had its own interrupt character, as
    /// the `stty -g` comparison pins); with no prompt it is still the terminal's SIGINT, which
    /// ends a previewer that reads no more keys (the `TRELLIS_TEST_HANG_ON_KEY` hook).
    func testCtrlCAfterCtrlZAndFgIsWhatItWasBefore() throws {
        let shell = try openShell()
        let modes = shell.tmux.terminalModes()
        let run = try shell.startTrellis([spec], environment: ["TRELLIS_TEST_HANG_ON_KEY=!"], unsetting: ["SWIFT_BACKTRACE"])
        shell.waitForPreviewer()
        let first = shell.tmux.screen()
        func stopAndContinue(_ what: String) {
            shell.tmux.send("C-z")
            shell.tmux.waitFor("the shell reporting the stopped job (\(what))") { screen in
                screen.contains { $0.hasPrefix("[1]+") && $0.contains("Stopped") } && screen.last(where: { !$0.isEmpty }) == "$"
            }
            shell.enter("fg")
        }
        shell.tmux.send(":")
        shell.tmux.type("12")
        shell.tmux.waitFor("the : prompt") { Screen.status($0).hasPrefix(":12") }
        stopAndContinue("prompt open")
        shell.tmux.waitFor("the : prompt after fg") { Screen.status($0).hasPrefix(":12") && shell.tmux.alternateOn() }
        shell.tmux.send("C-c")
        shell.tmux.waitFor("Ctrl-C after fg to close the prompt, nothing moved") {
            Screen.content($0) == Screen.content(first) && Screen.status($0).hasPrefix(" Sections │")
        }
        stopAndContinue("no prompt")
        shell.tmux.waitFor("the previewer after fg") { Screen.status($0).hasPrefix(" Sections │") && shell.tmux.alternateOn() }
        shell.tmux.send("!")
        shell.tmux.waitFor("the previewer to say it hangs") { $0.contains { $0.contains("hanging (TRELLIS_TEST_HANG_ON_KEY)") } }
        shell.tmux.send("C-c")
        let outcome = try shell.finish(run)
        XCTAssertEqual(outcome.status, 128 + Int(SIGINT), "Ctrl-C should end the hung previewer by SIGINT")
        XCTAssertEqual(outcome.ttyAfter, outcome.ttyBefore, "terminal settings (stty -g) differ from before trellis")
        XCTAssertEqual(shell.tmux.terminalModes(), modes)
        shell.assertUsable()
    }

    /// A SIGTSTP from outside (`kill -TSTP`) gives the terminal back and stops trellis alone;
    /// SIGCONT takes the screen again, with keypad and mouse on, and keys work.
    func testSIGTSTPAndSIGCONTFromOutside() throws {
        let shell = try openShell()
        let modes = shell.tmux.terminalModes()
        let run = try shell.startTrellis([spec], unsetting: ["SWIFT_BACKTRACE"])
        shell.waitForPreviewer()
        let pid = try XCTUnwrap(shell.trellisPID())
        XCTAssertEqual(kill(pid, SIGTSTP), 0)
        XCTAssertTrue(TmuxSession.poll { Self.state(of: pid) == "T" }, "trellis did not stop")
        XCTAssertTrue(TmuxSession.poll { shell.tmux.terminalModes() == modes },
                      "terminal modes while stopped: \(shell.tmux.terminalModes()), before: \(modes)")
        XCTAssertEqual(kill(pid, SIGCONT), 0)
        try waitForRender(shell.tmux, spec: spec, width: 80, height: 24, offset: 0, what: "the previewer after SIGCONT")
        XCTAssertEqual(shell.tmux.terminalModes()["keypad_cursor_flag"], "1")
        XCTAssertEqual(shell.tmux.terminalModes()["mouse_standard_flag"], "1")
        shell.tmux.send("Down")
        try waitForRender(shell.tmux, spec: spec, width: 80, height: 24, offset: 1, what: "Down after SIGCONT")
        shell.tmux.send("q")
        let outcome = try shell.finish(run)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.ttyAfter, outcome.ttyBefore)
        XCTAssertEqual(shell.tmux.terminalModes(), modes)
        shell.assertUsable()
    }

    /// The state letter of a process (`R`, `S`, `T`, ...) from /proc.
    private static func state(of pid: pid_t) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(close, offsetBy: 2)...].split(separator: " ").first.map(String.init)
    }

    /// Ctrl-\ in the previewer ends trellis by SIGQUIT (status 131) with the terminal given
    /// back, and no crash report from the Swift runtime's backtracer.
    func testCtrlBackslashQuitsWithTheBacktracerEnabled() throws {
        let shell = try openShell()
        let modes = shell.tmux.terminalModes()
        let run = try shell.startTrellis([spec], unsetting: ["SWIFT_BACKTRACE"], captureStderr: true)
        shell.waitForPreviewer()
        shell.tmux.send("C-\\")
        let outcome = try shell.finish(run)
        XCTAssertEqual(outcome.status, 128 + Int(SIGQUIT), "Ctrl-\\ should end trellis by SIGQUIT")
        let stderr = outcome.stderr ?? ""
        XCTAssertFalse(stderr.lowercased().contains("crash") || stderr.contains("Backtrace"), "a crash report: \(stderr.prefix(300))")
        XCTAssertFalse(shell.tmux.alternateOn())
        XCTAssertEqual(shell.tmux.terminalModes(), modes)
        XCTAssertEqual(outcome.ttyAfter, outcome.ttyBefore)
        XCTAssertFalse(shell.tmux.screen(joined: true).contains { $0.contains("crashed") })
        shell.assertUsable()
    }

    /// `kill -QUIT` during `render` (blocked writing to a full pipe) ends it by SIGQUIT, with no
    /// crash report; it does not run on to exit 0.
    func testSIGQUITEndsRender() throws {
        let directory = try Shell.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = """
            ulimit -c 0 2>/dev/null
            # Job control on (bash: dash cannot without a terminal): else the shell starts the
            # background command with SIGQUIT ignored, which trellis keeps (an inherited ignored
            # signal stays ignored).
            set -m
            mkfifo "$2/out" || exit 99
            "$1" render assets/pinterest.json --size 2000x400 > "$2/out" 2> "$2/err" &
            pid=$!
            exec 3< "$2/out"   # a reader that never reads: trellis blocks once the pipe is full
            i=0
            until grep -q pipe "/proc/$pid/wchan" 2>/dev/null; do
                i=$((i + 1)); [ $i -gt 500 ] && { echo "never blocked"; kill -KILL $pid; exit 98; }
                sleep 0.02
            done
            kill -QUIT $pid
            i=0
            while kill -0 $pid 2>/dev/null && [ "$(cut -d' ' -f3 /proc/$pid/stat)" != Z ]; do
                i=$((i + 1)); [ $i -gt 250 ] && { echo "still running after SIGQUIT"; kill -KILL $pid; break; }
                sleep 0.02
            done
            wait $pid
            echo "status=$?"
            """
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "SWIFT_BACKTRACE")
        environment["LANG"] = "C.UTF-8"
        let result = try Shell.run("/bin/bash", ["-c", script, "bash", Shell.trellis, directory], environment: environment,
                                   directory: Shell.packageRoot, timeout: 60)
        XCTAssertEqual(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "status=\(128 + Int(SIGQUIT))")
        let stderr = (try? String(contentsOfFile: "\(directory)/err", encoding: .utf8)) ?? ""
        XCTAssertFalse(stderr.contains("crash"), "a crash report on stderr: \(stderr.prefix(300))")
    }
}
