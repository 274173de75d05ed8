import Foundation
import XCTest

/// The README's "Using TrellisLayout in your package" works as written: a package whose manifest
/// is the README's `<!-- package-manifest -->` block, depending on this checkout by path, with the
/// README's compiled examples as its `main.swift`, builds and prints what the README shows.
final class PackageUsageTests: XCTestCase {
    func testTheReadmePackageSnippetBuildsAndRunsTheReadmeExample() throws {
        let readme = try MarkdownDocument(path: "README.md")
        let manifests = readme.blocks.filter { $0.language == "swift" && $0.marker == "package-manifest" }
        XCTAssertEqual(manifests.count, 1, "README.md has one <!-- package-manifest --> block")
        guard let manifest = manifests.first else { return }
        let program = SwiftExampleTests.Program(readme)
        XCTAssertFalse(program.blocks.isEmpty)
        guard let swift = Shell.which("swift") else {
            XCTFail("swift is not on PATH")
            return
        }
        // <tmp>/trellis -> the package root, <tmp>/MyApp/Package.swift with the README's body, so
        // that `.package(path: "../trellis")` and `package: "trellis"` mean what they say.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-docs-\(UUID().uuidString)")
        let app = directory.appendingPathComponent("MyApp")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Sources/MyApp"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("trellis").path,
                                                   withDestinationPath: Shell.packageRoot)
        let packageSwift = """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "MyApp",
            \(manifest.text.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
            )

            """
        try packageSwift.write(to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try program.source.write(to: app.appendingPathComponent("Sources/MyApp/main.swift"), atomically: true, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        for name in environment.keys where name.hasPrefix("SWIFTPM_") || name.hasPrefix("XCTest") { environment[name] = nil }
        let build = try Shell.run(swift, ["build", "--package-path", app.path], environment: environment, timeout: 900)
        guard build.status == 0 else {
            XCTFail("a package using TrellisLayout as the README shows does not build:\n\(build.stdout)\n\(build.stderr)")
            return
        }
        let binPath = try Shell.run(swift, ["build", "--package-path", app.path, "--show-bin-path"], environment: environment)
        let executable = binPath.stdout.trimmingCharacters(in: .whitespacesAndNewlines) + "/MyApp"
        let run = try Shell.run(executable, [], timeout: 60)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, program.expectedOutput, "the README's example prints something else in a package of its own")
    }
}
