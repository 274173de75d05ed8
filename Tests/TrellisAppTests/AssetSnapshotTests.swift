import Foundation
import TrellisTesting
import TrellisTestSupport
import XCTest
@testable import trellis
@testable import TrellisPreview

/// Golden text of the gallery assets as `trellis render` prints them (the previewer's own
/// composition), at several sizes and offsets, pinned with TrellisTesting
/// (`__Snapshots__/AssetSnapshotTests/`). TRELLIS_RECORD=1 rewrites them and fails: review every
/// changed file by eye before committing it.
final class AssetSnapshotTests: XCTestCase {
    /// The screen for `asset` at `columns` x `rows`, scrolled `offset` rows down (as
    /// `trellis render --offset`: rows of the spec's scale), as plain text.
    private func render(_ asset: String, _ columns: Int, _ rows: Int, offset: Double = 0) throws -> String {
        let document = try SpecDocument(.file(URL(fileURLWithPath: Shell.packageRoot).appendingPathComponent("assets/\(asset).json").path))
        let session = PreviewSession(documents: [document], width: columns, height: rows)
        session.viewport.scroll(toY: offset * session.viewport.scale.y)
        return session.compose(showingFrameTime: false).grid.plainText()
    }

    func testSectionsAtTheTop() throws { assertTextSnapshot(of: try render("sections", 80, 24), named: "sections_80x24") }
    func testSectionsScrolledPastAFooter() throws { assertTextSnapshot(of: try render("sections", 80, 24, offset: 28), named: "sections_80x24_offset28") }
    func testSectionsNarrow() throws { assertTextSnapshot(of: try render("sections", 40, 20, offset: 3), named: "sections_40x20_offset3") }
    func testChineseTags() throws { assertTextSnapshot(of: try render("tags", 80, 24), named: "tags_80x24") }
    func testChineseTagsWrapInANarrowTerminal() throws { assertTextSnapshot(of: try render("tags", 30, 16), named: "tags_30x16") }
    func testPinterestAtTheTop() throws { assertTextSnapshot(of: try render("pinterest", 80, 24), named: "pinterest_80x24") }
    func testPinterestWideAndScrolled() throws { assertTextSnapshot(of: try render("pinterest", 120, 40, offset: 50), named: "pinterest_120x40_offset50") }
    func testPinterestOffsetIsClampedToTheEnd() throws {
        assertTextSnapshot(of: try render("pinterest", 80, 24, offset: 99_999), named: "pinterest_80x24_end")
    }
    func testTinyTerminals() throws {
        assertTextSnapshot(of: try render("pinterest", 1, 1) + "---\n" + render("pinterest", 2, 2) + "---\n" + render("pinterest", 9, 3),
                           named: "pinterest_tiny")
    }

    /// Every rendered row has display width exactly COLS before trimming.
    func testEveryRowIsExactlyTheTerminalWidth() throws {
        for (asset, columns, rows) in [("tags", 80, 24), ("tags", 33, 9), ("sections", 57, 31), ("pinterest", 80, 24)] {
            let document = try SpecDocument(.file(URL(fileURLWithPath: Shell.packageRoot).appendingPathComponent("assets/\(asset).json").path))
            let grid = PreviewSession(documents: [document], width: columns, height: rows).compose(showingFrameTime: false).grid
            let lines = grid.lines(trimmingTrailingSpaces: false)
            XCTAssertEqual(lines.count, rows)
            for line in lines { XCTAssertEqual(TrellisRenderWidth.of(line), columns, "\(asset) \(columns)x\(rows): \(line)") }
        }
    }
}
