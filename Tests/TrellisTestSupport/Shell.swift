import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs programs for the tests that drive the built `trellis` (end-to-end and docs tests).
public enum Shell {
    /// The result of a finished program.
    public struct Result: Sendable {
        /// The exit status, or 128 + the signal that ended the program.
        public var status: Int32
        /// Everything it wrote to standard output.
        public var stdout: String
        /// Everything it wrote to standard error.
        public var stderr: String
        /// Whether it was stopped because it ran past its time limit.
        public var timedOut = false
    }

    /// Runs `executable` with `arguments` (in `directory`, when given) and waits for it, at most
    /// `timeout` seconds (then it is terminated and `timedOut` is set). Standard input is a file
    /// holding `stdin` (or /dev/null); standard output and error are files: none is a terminal.
    ///
    /// `posix_spawn` and `waitpid`, not Foundation's `Process`: on Linux, `Process` decides that
    /// a child has ended when a descriptor it shares with the child is closed, and a daemon the
    /// child starts (the tmux server) keeps that descriptor open, so `waitUntilExit` would hang.
    @discardableResult
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                           stdin: String? = nil, directory: String? = nil, timeout: Double = 300) throws -> Result {
        let temporary = FileManager.default.temporaryDirectory.path
        let id = UUID().uuidString
        let inPath = stdin == nil ? "/dev/null" : "\(temporary)/trellis-test-\(id).in"
        let outPath = "\(temporary)/trellis-test-\(id).out", errPath = "\(temporary)/trellis-test-\(id).err"
        if let stdin { try stdin.write(toFile: inPath, atomically: false, encoding: .utf8) }
        defer {
            if stdin != nil { try? FileManager.default.removeItem(atPath: inPath) }
            try? FileManager.default.removeItem(atPath: outPath)
            try? FileManager.default.removeItem(atPath: errPath)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let environment = environment ?? ProcessInfo.processInfo.environment
        // (posix_spawn_file_actions_addchdir_np is not visible to Swift: a shell changes directory.)
        let command = directory.map { ["/bin/sh", "-c", "cd \"$1\" && shift && exec \"$@\"", "sh", $0] } ?? []
        let argv = (command + [executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, command.first ?? executable, &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw Failure("cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var timedOut = false
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid { break }
            if waited < 0 {
                guard errno == EINTR else { throw Failure("waitpid failed for \(executable): \(errno)") }
                continue
            }
            if !timedOut, Date() > deadline {
                timedOut = true
                kill(pid, SIGTERM)
            }
            usleep(2_000)
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift cannot import (they are macros).
        let signal = status & 0x7F
        let exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        return Result(status: exitStatus,
                      stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
                      stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "",
                      timedOut: timedOut)
    }

    /// The full path of `name` on PATH, if any.
    public static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The build's products folder: where `trellis`, `Modules/` and the `*.build/` object folders
    /// are, beside the running test bundle (or the folder of `TRELLIS_BIN`).
    public static var productsDirectory: String {
        if let explicit = ProcessInfo.processInfo.environment["TRELLIS_BIN"] {
            return URL(fileURLWithPath: explicit).deletingLastPathComponent().path
        }
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = bundle.deletingLastPathComponent()
        // Inside an .xctest bundle directory the binary sits one level deeper on some platforms.
        if directory.pathExtension == "xctest" { directory = directory.deletingLastPathComponent() }
        if !FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("trellis").path),
           bundle.pathExtension == "xctest" {
            // `swift test` may pass the bundle itself rather than its inner executable.
            directory = bundle.deletingLastPathComponent()
        }
        return directory.path
    }

    /// The `trellis` executable built beside the test bundle (or `TRELLIS_BIN`).
    public static var trellis: String {
        ProcessInfo.processInfo.environment["TRELLIS_BIN"] ?? productsDirectory + "/trellis"
    }

    /// The package's root folder.
    public static var packageRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }

    /// Whether the tests run under CI (`CI` set to anything but empty, `0` or `false`).
    public static var isCI: Bool {
        guard let value = ProcessInfo.processInfo.environment["CI"]?.lowercased() else { return false }
        return !value.isEmpty && value != "0" && value != "false"
    }

    /// A single-quoted shell word.
    public static func quote(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// An error with a message, for set-up problems (recorded as a test failure when thrown).
public struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
