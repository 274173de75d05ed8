import Foundation
import XCTest

/// An interactive bash in a tmux pane, to run trellis the way a person does and check what it
/// leaves behind.
///
/// The shell runs without line editing (`--noediting`), so what is typed is echoed by the
/// terminal itself: seeing typed text echoed proves the terminal's modes were given back.
/// Trellis runs inside a tiny `sh` script that records the terminal's settings (`stty -g`)
/// just before trellis starts and just after it ends, and trellis's exit status (before bash,
/// which resets the terminal after a job killed by a signal, can hide anything).
final class ShellPane: @unchecked Sendable {
    let tmux: TmuxSession
    /// Scripts and results.
    let directory: String

    /// One run of trellis in the pane.
    struct Run {
        let token: String
        /// The `sh` script's path.
        let script: String
    }

    /// What a finished run left.
    struct Outcome {
        /// Trellis's exit status, as the shell reports it (128 + N for signal N).
        var status: Int
        /// `stty -g` before trellis started and after it ended.
        var ttyBefore: String
        var ttyAfter: String
        /// What trellis wrote to stderr, when it was captured.
        var stderr: String?
    }

    init(width columns: Int = 80, height rows: Int = 24) throws {
        directory = try Shell.makeTemporaryDirectory()
        do {
            tmux = try TmuxSession(command: "cd \(Shell.quote(Shell.packageRoot)) && exec env PS1='$ ' HISTFILE=/dev/null "
                                   + "bash --norc --noprofile --noediting", width: columns, height: rows)
        } catch {
            try? FileManager.default.removeItem(atPath: directory)
            throw error
        }
    }

    /// Ends the tmux server and removes the scripts.
    func kill() {
        tmux.kill()
        try? FileManager.default.removeItem(atPath: directory)
    }

    deinit { kill() }

    /// Waits for the prompt at the end of the screen.
    func waitForPrompt(file: StaticString = #filePath, line: UInt = #line) {
        tmux.waitFor("the shell prompt", file: file, line: line) { screen in
            screen.last(where: { !$0.isEmpty }) == "$"
        }
    }

    /// Types `line` and Enter.
    func enter(_ line: String) {
        tmux.type(line)
        tmux.send("Enter")
    }

    /// Starts trellis with `arguments` from the package root, through the recording script.
    /// - Parameters:
    ///   - environment: extra `NAME=value` words for `env`, after the usual
    ///     `LANG=C.UTF-8 TERM=tmux-256color` (so `TERM=dumb` overrides).
    ///   - unsetting: variables to remove (`env -u NAME`).
    ///   - stdin: a file to read standard input from instead of the terminal.
    ///   - stdoutFile: a file to send standard output to instead of the terminal.
    ///   - captureStderr: send stderr to a file (read back in ``finish(_:)``).
    ///   - executable: the program to run instead of the built `trellis`, such as an example
    ///     package's previewer.
    func startTrellis(_ arguments: [String], environment: [String] = [], unsetting: [String] = [],
                      stdin: String? = nil, stdoutFile: String? = nil, captureStderr: Bool = false,
                      executable: String = Shell.trellis) throws -> Run {
        let token = String(UUID().uuidString.prefix(8)).lowercased()
        let d = Shell.quote(directory)
        var command = ["env"] + (["LC_ALL", "LC_CTYPE"] + unsetting).flatMap { ["-u", $0] }
        command += ["LANG=C.UTF-8", "TERM=tmux-256color", "SWIFT_BACKTRACE=enable=no"]
            .filter { !unsetting.contains(String($0.prefix { $0 != "=" })) } + environment
        command = command.map(Shell.quote) + [Shell.quote(executable)] + arguments.map(Shell.quote)
        if let stdin { command.append("< \(Shell.quote(stdin))") }
        if let stdoutFile { command.append("> \(Shell.quote(stdoutFile))") }
        if captureStderr { command.append("2> \(d)/stderr.\(token)") }
        let script = """
            ulimit -c 0 2>/dev/null
            stty -g > \(d)/before.\(token)
            trap : INT QUIT
            cd \(Shell.quote(Shell.packageRoot))
            \(command.joined(separator: " "))
            status=$?
            stty -g > \(d)/after.\(token)
            echo "status=$status"
            echo "$status" > \(d)/status.\(token)

            """
        let path = "\(directory)/run-\(token).sh"
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        enter("sh \(path)")
        return Run(token: token, script: path)
    }

    /// Waits until trellis shows its screen: the alternate screen on and a status line at the
    /// bottom.
    @discardableResult
    func waitForPreviewer(file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let shown = TmuxSession.poll { self.tmux.alternateOn() }
        if !shown { XCTFail("trellis did not take the screen; screen:\n\(Screen.dump(tmux.screen()))", file: file, line: line) }
        return tmux.waitFor("the previewer's status line", file: file, line: line) { screen in
            Screen.status(screen).contains(" │ ")
        }
    }

    /// Waits until the run has ended; returns what it left.
    func finish(_ run: Run, timeout: Double = 10, file: StaticString = #filePath, line: UInt = #line) throws -> Outcome {
        let statusPath = "\(directory)/status.\(run.token)"
        let ended = TmuxSession.poll(timeout: timeout) {
            guard let text = try? String(contentsOfFile: statusPath, encoding: .utf8) else { return false }
            return text.hasSuffix("\n")
        }
        guard ended else {
            throw Failure("trellis did not end within \(timeout) s; screen:\n\(Screen.dump(tmux.screen()))")
        }
        func read(_ name: String) -> String? {
            (try? String(contentsOfFile: "\(directory)/\(name).\(run.token)", encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return Outcome(status: Int(read("status") ?? "") ?? -1, ttyBefore: read("before") ?? "",
                       ttyAfter: read("after") ?? "", stderr: read("stderr"))
    }

    /// The trellis process of the current run.
    func trellisPID(file: StaticString = #filePath, line: UInt = #line) -> pid_t? {
        var pid: pid_t?
        _ = TmuxSession.poll { pid = self.tmux.trellisProcesses().first; return pid != nil }
        if pid == nil { XCTFail("no trellis process found under the shell", file: file, line: line) }
        return pid
    }

    /// Checks that the terminal is usable at the prompt: typed text is echoed, and the shell
    /// runs the line (`echo ALIVE-…` prints `ALIVE-…`).
    func assertUsable(file: StaticString = #filePath, line: UInt = #line) {
        waitForPrompt(file: file, line: line)
        let word = "ALIVE-\(UInt16.random(in: 1000...9999))"
        enter("echo \(word)")
        tmux.waitFor("the typed 'echo \(word)' echoed and its output '\(word)'", file: file, line: line) { screen in
            screen.contains("$ echo \(word)") && screen.contains(word)
        }
        waitForPrompt(file: file, line: line)
    }
}
