import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs programs for the docs tests (a copy of the end-to-end tests' helper, with a working
/// directory, extra environment and a time limit).
enum Shell {
    /// The result of a finished program.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Whether the program was stopped because it ran past its time limit.
        var timedOut = false
    }

    /// Runs `executable` with `arguments` in `directory` and waits for it, at most `timeout`
    /// seconds (then it is terminated and `timedOut` is set).
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], directory: String? = nil,
                    environment: [String: String]? = nil, timeout: Double = 300) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment { process.environment = environment }
        // Files, not pipes: a large output can never block the child, and nothing is shared
        // between threads.
        let temporary = FileManager.default.temporaryDirectory
        let outURL = temporary.appendingPathComponent("trellis-docs-\(UUID().uuidString).out")
        let errURL = temporary.appendingPathComponent("trellis-docs-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let start = Date()
        var timedOut = false
        while process.isRunning {
            if Date().timeIntervalSince(start) > timeout {
                timedOut = true
                process.terminate()
                break
            }
            usleep(5_000)
        }
        process.waitUntilExit()
        try? out.close()
        try? err.close()
        return Result(status: process.terminationStatus,
                      stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                      stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "",
                      timedOut: timedOut)
    }

    /// The full path of `name` on PATH, if any.
    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The build's products folder: where `trellis`, `Modules/` and the `*.build/` object folders
    /// are, beside this test bundle (or the folder of `TRELLIS_BIN`).
    static var productsDirectory: String {
        if let explicit = ProcessInfo.processInfo.environment["TRELLIS_BIN"] {
            return URL(fileURLWithPath: explicit).deletingLastPathComponent().path
        }
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = bundle.deletingLastPathComponent()
        // Inside an .xctest bundle directory the binary sits one level deeper on some platforms.
        if directory.pathExtension == "xctest" { directory = directory.deletingLastPathComponent() }
        return directory.path
    }

    /// The `trellis` executable built beside this test bundle (or `TRELLIS_BIN`).
    static var trellis: String {
        ProcessInfo.processInfo.environment["TRELLIS_BIN"] ?? productsDirectory + "/trellis"
    }

    /// The package's root folder.
    static var packageRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
    }
}
