import Foundation
import XCTest
@testable import trellis

/// Golden text of centred renders (`render --width`, issue 15 §3) and of `render --full`, as the
/// previewer composes them. TRELLIS_UPDATE_SNAPSHOTS=1 rewrites them; review each by eye.
final class ContentWidthSnapshotTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func session(_ asset: String, _ columns: Int, _ rows: Int, width: Double?) throws -> PreviewSession {
        let path = asset.contains("/") ? asset : "assets/\(asset).json"
        let document = try SpecDocument(.file(Self.root.appendingPathComponent(path).path))
        let session = PreviewSession(documents: [document], columns: columns, rows: rows)
        session.showsWarningsNotice = false
        if let width { session.setContentWidth(width) }
        return session
    }

    private func assertSnapshot(_ text: String, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = Self.root.appendingPathComponent("Tests/TrellisAppTests/Snapshots/\(name).txt")
        if ProcessInfo.processInfo.environment["TRELLIS_UPDATE_SNAPSHOTS"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(text, expected, "snapshot \(name) differs; rerun with TRELLIS_UPDATE_SNAPSHOTS=1 and review", file: file, line: line)
    }

    func testSectionsCentredAtFortyColumns() throws {
        let session = try session("sections", 80, 24, width: 40)
        try assertSnapshot(session.compose(showingFrameTime: false).plainText(), named: "sections_80x24_width40")
    }

    func testTagsCentredAtAnOddWidthOnAnEvenScreen() throws {
        let session = try session("tags", 60, 16, width: 37)
        try assertSnapshot(session.compose(showingFrameTime: false).plainText(), named: "tags_60x16_width37")
    }

    func testPinterestWiderThanTheScreen() throws {
        let session = try session("pinterest", 40, 14, width: 560)   // 70 columns of 8 points
        try assertSnapshot(session.compose(showingFrameTime: false).plainText(), named: "pinterest_40x14_width560")
    }

    func testAWholeWaterfallAtAContentWidth() throws {
        let session = try session("docs/examples/waterfall.json", 50, 8, width: 30)
        try FullRender.expand(session, columns: 50, rows: 8)
        try assertSnapshot(session.compose(showingFrameTime: false).plainText(), named: "waterfall_50x8_width30_full")
    }
}
