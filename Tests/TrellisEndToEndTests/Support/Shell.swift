import Foundation

/// Runs programs for the end-to-end tests.
enum Shell {
    /// The result of a finished program.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `executable` with `arguments` and waits for it.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                    stdin: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        // Files, not pipes: a large output can never block the child, and nothing is shared
        // between threads.
        let directory = FileManager.default.temporaryDirectory
        let outURL = directory.appendingPathComponent("trellis-e2e-\(UUID().uuidString).out")
        let errURL = directory.appendingPathComponent("trellis-e2e-\(UUID().uuidString).err")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        let input = Pipe()
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        try? out.close()
        try? err.close()
        return Result(status: process.terminationStatus,
                      stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                      stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
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

    /// The `trellis` executable built beside this test bundle (or `TRELLIS_BIN`).
    static var trellis: String {
        if let explicit = ProcessInfo.processInfo.environment["TRELLIS_BIN"] { return explicit }
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = bundle.deletingLastPathComponent()
        // Inside an .xctest bundle directory the binary sits one level deeper on some platforms.
        if directory.pathExtension == "xctest" { directory = directory.deletingLastPathComponent() }
        return directory.appendingPathComponent("trellis").path
    }

    /// The package's root folder.
    static var packageRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
    }
}
