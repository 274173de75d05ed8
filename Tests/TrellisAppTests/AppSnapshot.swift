import Foundation
import XCTest

/// The app tests' golden text files, `Tests/TrellisAppTests/Snapshots/<name>.txt`.
/// `TRELLIS_UPDATE_SNAPSHOTS=1` rewrites the ones a run touches; review each by eye before
/// committing it. A missing file is written and the assertion fails, so nothing is recorded
/// silently.
enum AppSnapshot {
    /// The package root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Asserts that `text` is the snapshot `name`.
    static func assert(_ text: String, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = root.appendingPathComponent("Tests/TrellisAppTests/Snapshots/\(name).txt")
        if ProcessInfo.processInfo.environment["TRELLIS_UPDATE_SNAPSHOTS"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            try text.write(to: url, atomically: true, encoding: .utf8)
            XCTFail("snapshot \(name) written; review it by eye, then run the test again", file: file, line: line)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(text, expected, "snapshot \(name) differs; rerun with TRELLIS_UPDATE_SNAPSHOTS=1 and review", file: file, line: line)
    }
}
