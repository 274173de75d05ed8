import Foundation
import XCTest

/// Without a terminal (stdin or stdout not a tty, TERM unset or dumb) the previewer refuses to
/// start: `trellis: error: …needs a terminal…` on stderr with a hint towards `trellis render`,
/// exit status 2, nothing on stdout, the terminal untouched.
final class TerminalRequirementTests: EndToEndTestCase {
    private let spec = "assets/sections.json"

    func testNoTerminalAtAll() throws {
        for arguments in [[], [spec], ["preview", spec]] {
            let result = try Shell.runTrellis(arguments, environment: ["TERM": "xterm-256color"])
            XCTAssertEqual(result.status, 2, "trellis \(arguments)")
            XCTAssertEqual(result.stdout, "", "trellis \(arguments) wrote to stdout")
            assertRefusal(result.stderr)
        }
    }

    func testStdinNotATerminal() throws {
        try assertRefusedInPane(stdin: "/dev/null")
    }

    func testTermDumb() throws {
        try assertRefusedInPane(environment: ["TERM=dumb"])
    }

    func testTermUnset() throws {
        try assertRefusedInPane(unsetting: ["TERM"])
    }

    func testStdoutNotATerminal() throws {
        let shell = try openShell()
        let output = shell.directory + "/stdout.txt"
        let modes = shell.tmux.terminalModes()
        // The script's own stdout stays the terminal; only trellis's goes to the file.
        let run = try shell.startTrellis([spec], stdoutFile: output, captureStderr: true)
        let outcome = try shell.finish(run)
        XCTAssertEqual(outcome.status, 2)
        assertRefusal(outcome.stderr ?? "")
        XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), "", "trellis wrote to stdout")
        XCTAssertEqual(outcome.ttyAfter, outcome.ttyBefore)
        XCTAssertEqual(shell.tmux.terminalModes(), modes)
        shell.assertUsable()
    }

    /// A spec that does not load is reported before the terminal is touched.
    func testBadSpecIsReportedBeforeTakingTheTerminal() throws {
        let shell = try openShell()
        let modes = shell.tmux.terminalModes()
        let run = try shell.startTrellis(["assets/no-such-spec.json"], captureStderr: true)
        let outcome = try shell.finish(run)
        XCTAssertEqual(outcome.status, 2)
        let stderr = outcome.stderr ?? ""
        XCTAssertTrue(stderr.hasPrefix("trellis: error: ") && stderr.contains("no-such-spec.json"), "stderr: \(stderr)")
        XCTAssertEqual(outcome.ttyAfter, outcome.ttyBefore)
        XCTAssertEqual(shell.tmux.terminalModes(), modes)
        shell.assertUsable()
    }

    // MARK: - Helpers

    private func assertRefusedInPane(stdin: String? = nil, environment: [String] = [], unsetting: [String] = [],
                                     file: StaticString = #filePath, line: UInt = #line) throws {
        let shell = try openShell(file: file, line: line)
        let modes = shell.tmux.terminalModes()
        let run = try shell.startTrellis([spec], environment: environment, unsetting: unsetting, stdin: stdin,
                                         captureStderr: true)
        let outcome = try shell.finish(run)
        XCTAssertEqual(outcome.status, 2, file: file, line: line)
        assertRefusal(outcome.stderr ?? "", file: file, line: line)
        // stdout is the terminal: the line after the command must be the script's status line.
        let screen = shell.tmux.waitFor("the status line of the run", joined: true, file: file, line: line) { screen in
            screen.contains("status=2")
        }
        let command = try XCTUnwrap(screen.lastIndex { $0.hasSuffix(run.script) }, file: file, line: line)
        XCTAssertEqual(screen[command + 1], "status=2", "trellis wrote to stdout:\n\(Screen.dump(screen))", file: file, line: line)
        XCTAssertFalse(shell.tmux.alternateOn(), file: file, line: line)
        XCTAssertEqual(outcome.ttyAfter, outcome.ttyBefore, file: file, line: line)
        XCTAssertEqual(shell.tmux.terminalModes(), modes, file: file, line: line)
        shell.assertUsable(file: file, line: line)
    }

    private func assertRefusal(_ stderr: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(stderr.hasPrefix("trellis: error: "), "stderr: \(stderr)", file: file, line: line)
        XCTAssertTrue(stderr.contains("needs a terminal"), "stderr: \(stderr)", file: file, line: line)
        XCTAssertTrue(stderr.contains("trellis render"), "no hint towards 'trellis render': \(stderr)", file: file, line: line)
    }
}
