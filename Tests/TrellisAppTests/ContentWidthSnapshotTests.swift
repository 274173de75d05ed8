import Foundation
import TrellisTesting
import TrellisTestSupport
import XCTest
@testable import trellis
@testable import TrellisPreview

/// Golden text of centred renders (`render --width`, issue 15 §3) and of `render --full`, as the
/// previewer composes them, pinned with TrellisTesting (`__Snapshots__/ContentWidthSnapshotTests/`).
/// TRELLIS_RECORD=1 rewrites them and fails; review each by eye.
final class ContentWidthSnapshotTests: XCTestCase {
    private func session(_ asset: String, _ columns: Int, _ rows: Int, width: Double?) throws -> PreviewSession {
        let path = asset.contains("/") ? asset : "assets/\(asset).json"
        let document = try SpecDocument(.file(URL(fileURLWithPath: Shell.packageRoot).appendingPathComponent(path).path))
        let session = PreviewSession(documents: [document], width: columns, height: rows)
        session.showsWarningsNotice = false
        if let width { session.setContentWidth(width) }
        return session
    }

    func testSectionsCentredAtFortyColumns() throws {
        let session = try session("sections", 80, 24, width: 40)
        assertTextSnapshot(of: session.compose(showingFrameTime: false).grid.plainText(), named: "sections_80x24_width40")
    }

    func testTagsCentredAtAnOddWidthOnAnEvenScreen() throws {
        let session = try session("tags", 60, 16, width: 37)
        assertTextSnapshot(of: session.compose(showingFrameTime: false).grid.plainText(), named: "tags_60x16_width37")
    }

    /// The photo wall is in points at 8 x 16: 560 points are 70 columns, wider than the 40 shown.
    func testPinterestWiderThanTheScreen() throws {
        let session = try session("pinterest", 40, 14, width: 560)
        assertTextSnapshot(of: session.compose(showingFrameTime: false).grid.plainText(), named: "pinterest_40x14_width560")
    }

    func testAWholeWaterfallAtAContentWidth() throws {
        let session = try session("docs/examples/waterfall.json", 50, 8, width: 30)
        try FullRender.expand(session, width: 50, height: 8)
        assertTextSnapshot(of: session.compose(showingFrameTime: false).grid.plainText(), named: "waterfall_50x8_width30_full")
    }
}
