import Foundation
import TrellisTesting
import TrellisTestSupport
import XCTest
@testable import trellis
@testable import TrellisPreview

/// Golden screens of inspect mode: the bottom panel at 80 x 24 and the side panel at 150 x 30.
/// Pinned with TrellisTesting (`__Snapshots__/InspectSnapshotTests/`); TRELLIS_RECORD=1 rewrites them
/// and fails: review every changed file by eye.
final class InspectSnapshotTests: XCTestCase {
    /// The screen of `asset` at `columns` x `rows` after `keys`, as plain text.
    private func screen(_ asset: String, _ columns: Int, _ rows: Int, keys: [Character]) throws -> String {
        let document = try SpecDocument(.file(URL(fileURLWithPath: Shell.packageRoot).appendingPathComponent("assets/\(asset).json").path))
        let session = PreviewSession(documents: [document], width: columns, height: rows)
        _ = session.compose(showingFrameTime: false).grid
        _ = InputBatch.apply(keys.map { .character($0) }, to: session)
        return session.compose(showingFrameTime: false).grid.plainText()
    }

    func testBottomPanelOnACellDownTheColumn() throws {
        assertTextSnapshot(of: try screen("sections", 80, 24, keys: ["i", "j", "j"]), named: "inspect_sections_80x24_jj")
    }

    func testSidePanelOnAHeader() throws {
        assertTextSnapshot(of: try screen("sections", 150, 30, keys: ["i", "k"]), named: "inspect_sections_150x30_header")
    }
}
