import Foundation
import XCTest

/// A package of `Examples/`, built as a user builds it: `swift build` of its own package, which
/// depends on this checkout by path. `MosaicPreview` (a custom `CollectionLayout`) and
/// `UIKitLayouts` (UIKit layout code through TrellisUIKit) are the two.
///
/// Every example build of a test run goes to one scratch path, `.build/examples` under the
/// package root, debug only: the in-tree packages and their copies in temporary folders share
/// the build of Trellis's own modules, which is most of the cost; only an example's own small
/// targets are compiled for it (and again for a copy).
struct ExamplePackage: Sendable {
    /// The package's folder under `Examples/`, which is also its name.
    let name: String
    /// Its executable product.
    let executable: String

    /// A custom layout of Trellis's own API, previewed (issue 16) and snapshot-tested (issue 17).
    static let mosaicPreview = ExamplePackage(name: "MosaicPreview", executable: "MosaicPreview")
    /// Classic UIKit layouts with only their import changed (issue 26).
    static let uikitLayouts = ExamplePackage(name: "UIKitLayouts", executable: "UIKitLayouts")

    /// The package in the source tree.
    var source: String { Shell.packageRoot + "/Examples/" + name }

    /// The package's test binary in the shared scratch path.
    var testBinary: String { Self.scratchPath + "/debug/\(name)PackageTests.xctest" }

    /// The package's executable, the in-tree package built on first use (once per test run).
    func previewExecutable() throws -> String {
        _ = try sourceBuildOutput()
        return Self.scratchPath + "/debug/" + executable
    }

    /// What SwiftPM printed when it built the in-tree package, products and tests (on first
    /// use, once per test run), or why it did not build.
    func sourceBuildOutput() throws -> Shell.Result {
        Self.buildsLock.lock()
        defer { Self.buildsLock.unlock() }
        if let built = Self.builds[name] { return try built.get() }
        let result: Result<Shell.Result, Failure>
        do {
            result = .success(try Self.build(source))
        } catch let failure as Failure {
            result = .failure(failure)
        } catch {
            result = .failure(Failure("\(error)"))
        }
        Self.builds[name] = result
        return try result.get()
    }

    /// A copy of the package in a new temporary folder (without any `.build`), its path
    /// dependency rewritten from `../..` to this checkout's absolute path. Returns its path.
    func copy() throws -> String {
        let directory = try Shell.makeTemporaryDirectory() + "/" + name
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

    // MARK: - Shared by every example

    /// The in-tree packages built so far in this test run, by name.
    nonisolated(unsafe) private static var builds: [String: Result<Shell.Result, Failure>] = [:]
    private static let buildsLock = NSLock()

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
}
