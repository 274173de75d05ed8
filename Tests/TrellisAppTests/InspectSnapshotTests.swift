import Foundation
import XCTest
@testable import trellis

/// Golden screens of inspect mode: the bottom panel at 80 x 24 and the side panel at 150 x 30.
/// Set TRELLIS_UPDATE_SNAPSHOTS=1 to rewrite them, then review every changed file by eye.
final class InspectSnapshotTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The screen of `asset` at `columns` x `rows` after `keys`, as plain text.
    private func screen(_ asset: String, _ columns: Int, _ rows: Int, keys: [Character]) throws -> String {
        let document = try SpecDocument(.file(Self.root.appendingPathComponent("assets/\(asset).json").path))
        let session = PreviewSession(documents: [document], columns: columns, rows: rows)
        _ = session.compose(showingFrameTime: false)
        _ = InputBatch.apply(keys.map { .character($0) }, to: session)
        return session.compose(showingFrameTime: false).plainText()
    }

    private func assertSnapshot(_ text: String, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = Self.root.appendingPathComponent("Tests/TrellisAppTests/Snapshots/\(name).txt")
        if ProcessInfo.processInfo.environment["TRELLIS_UPDATE_SNAPSHOTS"] == "1" || !FileManager.default.fileExists(atPath: url.path) {
            try text.write(to: url, atomically: true, encoding: .utf8)
            XCTFail("snapshot \(name) written; review it by eye", file: file, line: line)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(text, expected, "snapshot \(name) differs; rerun with TRELLIS_UPDATE_SNAPSHOTS=1 and review", file: file, line: line)
    }

    func testBottomPanelOnACellDownTheColumn() throws {
        try assertSnapshot(try screen("sections", 80, 24, keys: ["i", "j", "j"]), named: "inspect_sections_80x24_jj")
    }

    func testSidePanelOnAHeader() throws {
        try assertSnapshot(try screen("sections", 150, 30, keys: ["i", "k"]), named: "inspect_sections_150x30_header")
    }
}
