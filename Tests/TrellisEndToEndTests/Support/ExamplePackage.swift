import Foundation
import XCTest

/// `Examples/MosaicPreview`, built as a user builds it: `swift build` of its own package, which
/// depends on this checkout by path.
///
/// Every example build of a test run goes to one scratch path, `.build/examples` under the
/// package root, debug only: the in-tree package and its copies in temporary folders share the
/// build of Trellis's own modules, which is most of the cost; only the example's small targets
/// are compiled again for a copy.
enum ExamplePackage {
    /// The package in the source tree.
    static var source: String { Shell.packageRoot + "/Examples/MosaicPreview" }

    /// The one scratch path of every example build.
    static var scratchPath: String { Shell.packageRoot + "/.build/examples" }

    /// The environment of a `swift` run started from a test: this one without the variables
    /// `swift test` sets for its own test run.
    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in environment.keys where name.hasPrefix("SWIFTPM_") || name.hasPrefix("XCTest") {
            environment[name] = nil
        }
        return environment
    }

    /// `swift` on PATH.
    static func swift() throws -> String {
        guard let swift = Shell.which("swift") else { throw Failure("swift is not on PATH") }
        return swift
    }

    /// Runs `swift SUBCOMMAND` for the package at `path` with the shared scratch path, or with
    /// `scratch` when given.
    static func run(_ subcommand: [String], package path: String, scratchPath scratch: String? = nil,
                    timeout: Double = 900) throws -> Shell.Result {
        try Shell.run(try swift(), subcommand + ["--package-path", path, "--scratch-path", scratch ?? scratchPath],
                      environment: environment, timeout: timeout)
    }

    /// Builds the package at `path` (products and tests), failing the test with SwiftPM's output
    /// when it does not build. Prints the wall time, for the suite's time budget. Returns what
    /// SwiftPM printed.
    @discardableResult
    static func build(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws -> Shell.Result {
        let start = Date()
        // No cached build manifest: the scratch path is shared by packages at other paths, and a
        // manifest planned for one of them must never build another's sources.
        let result = try run(["build", "--build-tests", "--disable-build-manifest-caching"], package: path)
        print("example build of \(path): \(String(format: "%.1f", Date().timeIntervalSince(start))) s")
        guard result.status == 0 else {
            throw Failure("swift build of \(path) failed (\(result.status)):\n\(result.stdout)\n\(result.stderr)")
        }
        return result
    }

    /// The example's test binary in the shared scratch path.
    static var testBinary: String { scratchPath + "/debug/MosaicPreviewPackageTests.xctest" }

    /// The in-tree package built once per test run (products and tests): what SwiftPM printed,
    /// or why it did not build.
    private static let sourceBuild: Result<Shell.Result, Failure> = {
        do {
            return .success(try build(source))
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure("\(error)"))
        }
    }()

    /// The `MosaicPreview` executable of the in-tree package, built on first use.
    static func previewExecutable() throws -> String {
        _ = try sourceBuild.get()
        return scratchPath + "/debug/MosaicPreview"
    }

    /// What SwiftPM printed when it built the in-tree package (on first use).
    static func sourceBuildOutput() throws -> Shell.Result {
        try sourceBuild.get()
    }

    /// A copy of the example package in a new temporary folder (without any `.build`), its path
    /// dependency rewritten from `../..` to this checkout's absolute path. Returns its path.
    static func copy() throws -> String {
        let directory = try Shell.makeTemporaryDirectory() + "/MosaicPreview"
        let manager = FileManager.default
        try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for entry in try manager.contentsOfDirectory(atPath: source) where entry != ".build" && entry != ".swiftpm" {
            try manager.copyItem(atPath: source + "/" + entry, toPath: directory + "/" + entry)
        }
        let manifest = directory + "/Package.swift"
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        let rewritten = text.replacingOccurrences(of: "path: \"../..\"", with: "path: \"\(Shell.packageRoot)\"")
        guard rewritten != text else { throw Failure("no path: \"../..\" in \(manifest)") }
        try rewritten.write(toFile: manifest, atomically: true, encoding: .utf8)
        return directory
    }
}
