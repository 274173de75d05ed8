import Foundation
@_exported import TrellisTestSupport

/// What only the end-to-end tests need on top of the shared ``Shell``.
extension Shell {
    /// Runs the built `trellis` with `arguments` from the package root, without a terminal.
    @discardableResult
    static func runTrellis(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        var merged = ProcessInfo.processInfo.environment
        merged["LANG"] = "C.UTF-8"
        merged["SWIFT_BACKTRACE"] = "enable=no"
        for name in ["NO_COLOR", "LC_ALL", "LC_CTYPE"] { merged.removeValue(forKey: name) }
        for (key, value) in environment { merged[key] = value }
        return try run(trellis, arguments, environment: merged, directory: packageRoot)
    }

    /// What `trellis render SPEC --size COLSxROWS --offset Y` prints, one string per row.
    static func render(_ spec: String, width columns: Int, height rows: Int, offset: Int = 0) throws -> [String] {
        let result = try runTrellis(["render", spec, "--size", "\(columns)x\(rows)", "--offset", "\(offset)"])
        guard result.status == 0 else {
            throw Failure("trellis render \(spec) failed (\(result.status)): \(result.stderr)")
        }
        var lines = result.stdout.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// An asset spec's absolute path (`assets/NAME`).
    static func asset(_ name: String) -> String {
        packageRoot + "/assets/" + name
    }

    /// A fresh temporary directory, removed by the caller.
    static func makeTemporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-e2e-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }
}
