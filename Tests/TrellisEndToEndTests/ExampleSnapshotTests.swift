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
        let package = try ExamplePackage.copy()
        defer { try? FileManager.default.removeItem(atPath: (package as NSString).deletingLastPathComponent) }
        try ExamplePackage.build(package)
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

        try FileManager.default.removeItem(atPath: path)
        let missing = try test()
        XCTAssertNotEqual(missing.status, 0, "a missing reference fails")
        XCTAssertTrue(missing.stdout.contains("recorded a new snapshot \(path); run the test again"), missing.stdout)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), committed, "recorded again byte for byte")

        let last = try test()
        XCTAssertEqual(last.status, 0, "the recorded reference matches:\n\(last.stdout)\n\(last.stderr)")
    }
}
