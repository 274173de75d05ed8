import Foundation
import XCTest

/// Issue 17 as a user lives it, on a copy of `Examples/MosaicPreview` in a temporary folder
/// (depending on this checkout by its absolute path): its tests pass; one character changed in a
/// reference makes them fail with that row in the diff; a deleted reference makes them fail and
/// is written again byte for byte as committed; then they pass again.
final class ExampleSnapshotTests: XCTestCase {
    /// The reference changed and deleted: the mosaic at width 40.
    private static let reference = "Tests/MosaicTests/__Snapshots__/MosaicSnapshotTests/testMosaic.2.txt"

    func testTheExamplesSnapshotTestsPassFailOnAChangedReferenceAndRecordAMissingOne() throws {
        let package = try ExamplePackage.mosaicPreview.copy()
        defer { try? FileManager.default.removeItem(atPath: (package as NSString).deletingLastPathComponent) }
        try ExamplePackage.build(package)
        let binary = try Data(contentsOf: URL(fileURLWithPath: ExamplePackage.mosaicPreview.testBinary))
        XCTAssertNotNil(binary.range(of: Data((package + "/Tests/MosaicTests/MosaicSnapshotTests.swift").utf8)),
                        "the test binary is built from the copy's sources, so it reads the copy's references")
        let test = { try ExamplePackage.run(["test", "--skip-build"], package: package, timeout: 300) }

        let first = try test()
        XCTAssertEqual(first.status, 0, "the committed references match:\n\(first.stdout)\n\(first.stderr)")
        XCTAssertTrue(first.stdout.contains("Executed 5 tests, with 0 failures"), first.stdout)
        XCTAssertTrue((first.stdout + first.stderr).contains("Test run with 1 test"), "the Swift Testing test ran too")

        // One character of one row: item 4's label on row 16 of the picture (line 17 of the file).
        let path = package + "/" + Self.reference
        let committed = try Data(contentsOf: URL(fileURLWithPath: path))
        var lines = String(decoding: committed, as: UTF8.self).components(separatedBy: "\n")
        let row = 16
        let original = lines[row]
        XCTAssertTrue(original.hasPrefix("│0.4 "), "the row of item 4: \(original)")
        lines[row] = original.replacingOccurrences(of: "│0.4 ", with: "│0.7 ")
        try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
        let changed = try test()
        XCTAssertNotEqual(changed.status, 0, "a changed reference fails")
        let diff = "-\(row + 1): \(lines[row])\n+\(row + 1): \(original)\n"
        XCTAssertTrue(changed.stdout.contains(diff), "the diff shows the row:\n\(diff)\nin:\n\(changed.stdout)")
        XCTAssertTrue(changed.stdout.contains("testMosaic.2.txt does not match"), changed.stdout)
        try checkTheDocsShowThisFailure(changed.stdout, package: package)

        try FileManager.default.removeItem(atPath: path)
        let missing = try test()
        XCTAssertNotEqual(missing.status, 0, "a missing reference fails")
        XCTAssertTrue(missing.stdout.contains("recorded a new snapshot \(path); run the test again"), missing.stdout)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), committed, "recorded again byte for byte")

        // The Swift Testing test's reference: its failure is an issue, and fails the run too.
        let window = package + "/Tests/MosaicTests/__Snapshots__/MosaicSwiftTestingTests/mosaicWindow.1.txt"
        let windowCommitted = try String(contentsOfFile: window, encoding: .utf8)
        try windowCommitted.replacingOccurrences(of: "tile 8 ", with: "tile 9 ").write(toFile: window, atomically: true, encoding: .utf8)
        let issue = try test()
        XCTAssertNotEqual(issue.status, 0, "a changed reference of a @Test fails")
        XCTAssertTrue((issue.stdout + issue.stderr).contains("snapshot mosaicWindow.1.txt does not match"), issue.stdout)
        try windowCommitted.write(toFile: window, atomically: true, encoding: .utf8)

        let last = try test()
        XCTAssertEqual(last.status, 0, "the recorded reference matches:\n\(last.stdout)\n\(last.stderr)")
    }

    /// docs/custom-layouts.md shows this very failure (the block after `<!-- mismatch-output -->`),
    /// with the package in `/home/you/MosaicPreview`, the temporary folder `/tmp` and the user id 1000.
    private func checkTheDocsShowThisFailure(_ output: String, package: String) throws {
        let lines = output.components(separatedBy: "\n")
        guard let first = lines.firstIndex(where: { $0.contains("failed - snapshot testMosaic.2.txt") }),
              let last = lines[first...].firstIndex(where: { $0.hasPrefix("the actual snapshot is in ") }) else {
            return XCTFail("no failure of testMosaic.2.txt in:\n\(output)")
        }
        var temporary = FileManager.default.temporaryDirectory.path
        while temporary.hasSuffix("/") { temporary.removeLast() }
        let shown = lines[first...last].joined(separator: "\n")
            .replacingOccurrences(of: package, with: "/home/you/MosaicPreview")
            .replacingOccurrences(of: temporary + "/trellis-snapshots-\(getuid())/", with: "/tmp/trellis-snapshots-1000/")
        let docs = try String(contentsOfFile: Shell.packageRoot + "/docs/custom-layouts.md", encoding: .utf8)
            .components(separatedBy: "\n")
        guard let marker = docs.firstIndex(of: "<!-- mismatch-output -->"), docs[marker + 1] == "```text",
              let end = docs[(marker + 2)...].firstIndex(of: "```") else {
            return XCTFail("docs/custom-layouts.md has no ```text block after <!-- mismatch-output -->")
        }
        XCTAssertEqual(docs[(marker + 2)..<end].joined(separator: "\n"), shown,
                       "docs/custom-layouts.md shows the failure of a changed reference as swift test prints it")
    }
}
