import Foundation
import XCTest

/// A tmux server of its own (own socket, no config) running one program in an 80x24-style
/// window: type with ``send(_:)``, read the screen with ``screen()``, resize with ``resize(columns:rows:)``.
///
/// Every wait polls the screen until it shows what is expected, with a time-out, never a fixed sleep.
final class TmuxSession {
    let socket: String
    let tmux: String
    private var killed = false

    /// Starts `command` (a shell command line) in a new detached session of `columns` x `rows`.
    init(command: String, columns: Int = 80, rows: Int = 24) throws {
        guard let tmux = Shell.which("tmux") else {
            throw XCTSkip("tmux is not installed")
        }
        self.tmux = tmux
        socket = "trellis-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try Shell.run(tmux, ["-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)",
                             command])
        // Keep the pane after the program ends, so its last screen and exit status can be read.
        try Shell.run(tmux, ["-L", socket, "set-option", "-g", "remain-on-exit", "on"])
        try Shell.run(tmux, ["-L", socket, "set-option", "-g", "window-size", "manual"])
    }

    /// A command line that runs trellis with the environment a person's terminal has.
    static func trellisCommand(_ arguments: [String], extraEnvironment: String = "") -> String {
        let quoted = arguments.map { "'\($0.replacingOccurrences(of: "'", with: "'\\''"))'" }.joined(separator: " ")
        return "env LANG=C.UTF-8 TERM=tmux-256color \(extraEnvironment) '\(Shell.trellis)' \(quoted)"
    }

    deinit { kill() }

    /// Ends the tmux server.
    func kill() {
        guard !killed else { return }
        killed = true
        _ = try? Shell.run(tmux, ["-L", socket, "kill-server"])
    }

    /// Types keys, in tmux's key names (`j`, `PageDown`, `C-d`, `Escape`) or literal text.
    func send(_ keys: String...) {
        _ = try? Shell.run(tmux, ["-L", socket, "send-keys"] + keys)
    }

    /// Types literal text.
    func type(_ text: String) {
        _ = try? Shell.run(tmux, ["-L", socket, "send-keys", "-l", text])
    }

    /// The visible screen, one string per row.
    func screen() -> [String] {
        let result = try? Shell.run(tmux, ["-L", socket, "capture-pane", "-p"])
        var lines = (result?.stdout ?? "").components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Whether the alternate screen is in use (the previewer is still full-screen).
    func alternateOn() -> Bool {
        let result = try? Shell.run(tmux, ["-L", socket, "display-message", "-p", "#{alternate_on}"])
        return result?.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }

    /// The pane's program status, once it has ended (`nil` while it runs).
    func exitStatus() -> Int? {
        let result = try? Shell.run(tmux, ["-L", socket, "display-message", "-p", "#{pane_dead} #{pane_dead_status}"])
        let parts = (result?.stdout ?? "").split(separator: " ").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }
        guard parts.first == "1", parts.count > 1 else { return nil }
        return Int(parts[1])
    }

    /// Resizes the window.
    func resize(columns: Int, rows: Int) {
        _ = try? Shell.run(tmux, ["-L", socket, "resize-window", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// Polls the screen until `predicate` holds or `timeout` seconds pass; returns the last screen.
    @discardableResult
    func waitFor(timeout: Double = 10, file: StaticString = #filePath, line: UInt = #line,
                 _ what: String, _ predicate: ([String]) -> Bool) -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var last = screen()
        while !predicate(last) {
            if Date() > deadline {
                XCTFail("timed out waiting for \(what); screen:\n\(last.joined(separator: "\n"))", file: file, line: line)
                return last
            }
            usleep(30_000)
            last = screen()
        }
        return last
    }

    /// Polls until the program has ended; returns its exit status.
    func waitForExit(timeout: Double = 10, file: StaticString = #filePath, line: UInt = #line) -> Int? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let status = exitStatus() { return status }
            usleep(30_000)
        }
        XCTFail("timed out waiting for the program to exit", file: file, line: line)
        return nil
    }
}
