import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A tmux server of its own (own socket, no config) running one program in a window of a given
/// size: type with ``send(_:)`` and ``type(_:)``, read the screen with ``screen()``, resize with
/// ``resize(width:height:)``.
///
/// Every wait polls the screen until it shows what is expected, with a time-out, never a fixed
/// sleep. The server is killed by ``kill()`` (tests register it as a tear-down block) or at the
/// latest when the session is released.
final class TmuxSession: @unchecked Sendable {
    let socket: String
    let tmux: String
    private var killed = false

    /// The environment for tmux: the test's, without `TMUX` (the tests may run inside tmux),
    /// in a UTF-8 locale whatever the test's own (a CI's `LC_ALL=C` would turn CJK into `_`).
    private static let environment: [String: String] = {
        var environment = ProcessInfo.processInfo.environment
        for name in ["TMUX", "TMUX_PANE", "LC_ALL", "LC_CTYPE"] { environment.removeValue(forKey: name) }
        environment["LANG"] = "C.UTF-8"
        return environment
    }()

    /// The tmux executable. Without tmux the test fails (issue 24 §3: a test that cannot run its
    /// fixture fails, never skips, so a run without tmux is never mistaken for a passing one).
    static func requireTmux() throws -> String {
        if let tmux = Shell.which("tmux") { return tmux }
        throw Failure("tmux is not installed: the end-to-end tests drive the app in tmux "
                      + "(`make deps` installs it on Debian; `brew install tmux` on macOS)")
    }

    /// Fails unless the `trellis` executable is built beside the test bundle.
    static func requireTrellis() throws {
        guard FileManager.default.isExecutableFile(atPath: Shell.trellis) else {
            throw Failure("no trellis executable at \(Shell.trellis); build with --build-tests (or set TRELLIS_BIN)")
        }
    }

    /// Starts `command` (a shell command line) in a new detached session of `columns` x `rows`.
    /// The pane stays after the program ends, so its last screen and exit status can be read.
    init(command: String, width columns: Int = 80, height rows: Int = 24) throws {
        tmux = try Self.requireTmux()
        try Self.requireTrellis()
        socket = "trellis-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        // Options first, in the same client command as the session: the program may end at once.
        let result = try Shell.run(tmux, ["-L", socket, "-f", "/dev/null",
                                          "start-server", ";",
                                          "set-option", "-g", "remain-on-exit", "on", ";",
                                          "set-option", "-g", "status", "off", ";",
                                          // No global `window-size manual`: it makes tmux 3.3a exit (set before the
                                          // session) or crash on new-window; resize-window sets it for its window.
                                          "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", command],
                                   environment: Self.environment)
        guard result.status == 0 else {
            _ = try? Shell.run(tmux, ["-L", socket, "kill-server"], environment: Self.environment)
            throw Failure("tmux new-session failed (\(result.status)): \(result.stderr)")
        }
    }

    /// A session running trellis with `arguments`, as a person's terminal runs it.
    static func trellis(_ arguments: [String], width columns: Int = 80, height rows: Int = 24,
                        extraEnvironment: String = "") throws -> TmuxSession {
        try TmuxSession(command: trellisCommand(arguments, extraEnvironment: extraEnvironment),
                        width: columns, height: rows)
    }

    /// A command line that runs trellis with the environment a person's terminal has, from the
    /// package root (so `assets/...` paths work).
    static func trellisCommand(_ arguments: [String], extraEnvironment: String = "") -> String {
        let quoted = arguments.map(Shell.quote).joined(separator: " ")
        return "cd \(Shell.quote(Shell.packageRoot)) && exec env -u LC_ALL -u LC_CTYPE LANG=C.UTF-8 TERM=tmux-256color "
            + "SWIFT_BACKTRACE=enable=no "
            + "\(extraEnvironment) \(Shell.quote(Shell.trellis)) \(quoted)"
    }

    deinit { kill() }

    /// Ends the tmux server (and with it the programs in it). Safe to call twice.
    func kill() {
        guard !killed else { return }
        killed = true
        _ = try? Shell.run(tmux, ["-L", socket, "kill-server"], environment: Self.environment)
    }

    /// Runs a tmux command against this server.
    @discardableResult
    func command(_ arguments: [String]) -> Shell.Result? {
        try? Shell.run(tmux, ["-L", socket] + arguments, environment: Self.environment)
    }

    /// Types keys, in tmux's key names (`j`, `PageDown`, `C-d`, `Escape`) or literal text.
    func send(_ keys: String...) {
        command(["send-keys"] + keys)
    }

    /// Presses `key` (a tmux key name) `times` times, in one go.
    func press(_ key: String, times: Int) {
        guard times > 0 else { return }
        command(["send-keys"] + Array(repeating: key, count: times))
    }

    /// Types keys, in tmux's key names, into `target` (a pane id such as `%1`).
    func send(to target: String, _ keys: [String]) {
        command(["send-keys", "-t", target] + keys)
    }

    /// Types literal text (also raw escape sequences, such as a mouse report).
    func type(_ text: String) {
        command(["send-keys", "-l", text])
    }

    /// The visible screen of the first pane, one string per row (trailing blanks trimmed),
    /// exactly as many rows as the pane has. With `joined`, wrapped lines are joined.
    func screen(joined: Bool = false, target: String? = nil) -> [String] {
        var arguments = ["capture-pane", "-p"]
        if joined { arguments.append("-J") }
        if let target { arguments += ["-t", target] }
        let result = command(arguments)
        var lines = (result?.stdout ?? "").components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        if !joined {
            let rows = size.height
            if rows > 0, lines.count < rows { lines += Array(repeating: "", count: rows - lines.count) }
            if rows > 0, lines.count > rows { lines = Array(lines.prefix(rows)) }
        }
        return lines
    }

    /// A tmux format, such as `#{pane_width}`, for `target` (the first pane by default).
    func format(_ format: String, target: String? = nil) -> String {
        var arguments = ["display-message", "-p"]
        if let target { arguments += ["-t", target] }
        let result = command(arguments + [format])
        return (result?.stdout ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The pane's size.
    var size: (width: Int, height: Int) {
        let parts = format("#{pane_width} #{pane_height}").split(separator: " ").compactMap { Int($0) }
        return parts.count == 2 ? (parts[0], parts[1]) : (0, 0)
    }

    /// Whether the alternate screen is in use (the previewer is still full-screen).
    func alternateOn(target: String? = nil) -> Bool {
        format("#{alternate_on}", target: target) == "1"
    }

    /// The terminal modes a program can leave behind, as tmux tracks them for the pane:
    /// alternate screen, cursor visibility, keypad modes, mouse tracking, insert, origin, wrap.
    func terminalModes(target: String? = nil) -> [String: String] {
        let names = ["alternate_on", "cursor_flag", "insert_flag", "keypad_cursor_flag", "keypad_flag",
                     "mouse_all_flag", "mouse_any_flag", "mouse_button_flag", "mouse_standard_flag",
                     "mouse_sgr_flag", "mouse_utf8_flag", "origin_flag", "wrap_flag"]
        let values = format(names.map { "#{\($0)}" }.joined(separator: " "), target: target)
            .split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var modes: [String: String] = [:]
        for (index, name) in names.enumerated() { modes[name] = index < values.count ? values[index] : "?" }
        return modes
    }

    /// The pane's program status, once it has ended and tmux has its status (`nil` until then);
    /// a program ended by a signal gives 128 + the signal number, as a shell reports it.
    func exitStatus() -> Int? {
        let result = command(["list-panes", "-F", "#{pane_dead} #{pane_dead_status} #{pane_dead_signal}"])
        let firstLine = (result?.stdout ?? "").split(separator: "\n").first ?? ""
        let parts = firstLine.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard parts.first == "1" else { return nil }
        if parts.count > 1, let status = Int(parts[1]) { return status }
        if parts.count > 2, let signal = Int(parts[2]) { return 128 + signal }
        // Dead (its terminal closed) but no status: tmux has not reaped it yet, or never will —
        // Debian's tmux links libutempter, whose own SIGCHLD handler can swallow the signal
        // (tmux/tmux#311), leaving a zombie and an empty #{pane_dead_status}. Nudge our server.
        if let server = pid_t(format("#{pid}")), server > 0 { Glibc.kill(server, SIGCHLD) }
        return nil
    }

    /// Whether the pane's program is still running.
    var isRunning: Bool { format("#{pane_dead}") == "0" }

    /// Resizes the window.
    func resize(width columns: Int, height rows: Int) {
        command(["resize-window", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// Opens a second window running `command`; returns its pane id (`%1`) and terminal
    /// (`/dev/pts/N`).
    func newWindow(_ command: String) throws -> (pane: String, tty: String) {
        guard let result = self.command(["new-window", "-d", "-P", "-F", "#{pane_id} #{pane_tty}", command]),
              result.status == 0 else { throw Failure("tmux new-window failed") }
        let parts = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ").map(String.init)
        guard parts.count == 2 else { throw Failure("unexpected new-window output: \(result.stdout)") }
        return (parts[0], parts[1])
    }

    /// Closes a pane (its terminal is hung up).
    func killPane(_ pane: String) {
        command(["kill-pane", "-t", pane])
    }

    /// The process id of the first pane's program.
    var panePID: pid_t? { pid_t(format("#{pane_pid}")) }

    /// The running `trellis` processes started in the first pane (the pane's program or its
    /// descendants).
    func trellisProcesses() -> [pid_t] {
        guard let root = panePID else { return [] }
        return ProcessTable.descendants(of: root, including: true).filter { ProcessTable.name(of: $0) == "trellis" }
    }

    // MARK: - Waiting

    /// Polls the screen until `predicate` holds or `timeout` seconds pass; returns the last
    /// screen. On time-out records a failure showing `what` and the screen.
    @discardableResult
    func waitFor(_ what: String, timeout: Double = 10, joined: Bool = false,
                 file: StaticString = #filePath, line: UInt = #line,
                 _ predicate: ([String]) -> Bool) -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var last = screen(joined: joined)
        while true {
            if predicate(last) {
                // A capture can catch a frame while it is being written: take the screen only
                // once a second look, 20 ms later, shows the same.
                usleep(20_000)
                let again = screen(joined: joined)
                if again == last { return last }
                last = again
                continue
            }
            if Date() > deadline {
                XCTFail("timed out after \(timeout) s waiting for \(what); screen:\n\(Screen.dump(last))",
                        file: file, line: line)
                return last
            }
            usleep(20_000)
            last = screen(joined: joined)
        }
    }

    /// Polls until the screen shows the same thing twice in a row, 80 ms apart, and
    /// `predicate` holds for it (e.g. "the status line is drawn").
    @discardableResult
    func waitForStable(_ what: String, timeout: Double = 10, file: StaticString = #filePath, line: UInt = #line,
                       _ predicate: ([String]) -> Bool = { _ in true }) -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var previous = screen()
        while true {
            usleep(80_000)
            let current = screen()
            if current == previous && predicate(current) { return current }
            if Date() > deadline {
                XCTFail("timed out after \(timeout) s waiting for a stable screen with \(what); screen:\n\(Screen.dump(current))",
                        file: file, line: line)
                return current
            }
            previous = current
        }
    }

    /// Polls until the program has ended; returns its exit status.
    func waitForExit(timeout: Double = 10, file: StaticString = #filePath, line: UInt = #line) -> Int? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let status = exitStatus() { return status }
            usleep(20_000)
        }
        XCTFail("timed out waiting for the program to exit; screen:\n\(Screen.dump(screen()))", file: file, line: line)
        return nil
    }

    /// Polls until `condition` holds, checking every 20 ms; false on time-out.
    static func poll(timeout: Double = 10, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline { return false }
            usleep(20_000)
        }
        return true
    }
}

/// Processes, read from /proc.
enum ProcessTable {
    /// The parent of every running process.
    static func parents() -> [pid_t: pid_t] {
        var parents: [pid_t: pid_t] = [:]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = pid_t(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            // "pid (comm) state ppid ...": comm may hold spaces and parentheses.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = pid_t(fields[1]) { parents[pid] = parent }
        }
        return parents
    }

    /// `root`'s descendants (and `root` itself if `including`).
    static func descendants(of root: pid_t, including: Bool) -> [pid_t] {
        let parents = parents()
        var children: [pid_t: [pid_t]] = [:]
        for (pid, parent) in parents { children[parent, default: []].append(pid) }
        var result: [pid_t] = including ? [root] : []
        var queue = [root]
        while let next = queue.popLast() {
            for child in children[next] ?? [] {
                result.append(child)
                queue.append(child)
            }
        }
        return result
    }

    /// A process's command name (`/proc/PID/comm`).
    static func name(of pid: pid_t) -> String? {
        (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
