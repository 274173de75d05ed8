import Foundation
import XCTest
import TrellisLayout
import TrellisRender
@testable import TrellisPreview
@testable import trellis

/// In inspect mode the selection stays in sight when the layout under it is rebuilt: a reload
/// that moves the selected card (its carousel made a vertical list) and an adjustment (`p`)
/// scroll to it, as a resize does, rather than leaving the outline off screen while the panel
/// describes it (QA of the polish round, finding 2).
final class InspectAfterReloadTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-inspect-reload-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Whether the selection's shown frame meets the part of the view the panel leaves uncovered.
    private func selectionInSight(_ session: PreviewSession) -> Bool {
        guard let frame = session.inspectMode.shownSelectionAttributes?.frame else { return false }
        let part = frame.intersection(session.inspectMode.uncoveredRect(besides: session.inspectMode.panelRect))
        return part.width > 0 && part.height > 0
    }

    /// `i`, then `l` four times: the fifth card of the carousel (section 0) is selected.
    private func selectFifthCard(_ session: PreviewSession) {
        XCTAssertNotEqual(session.perform(.toggleInspect), .quit)
        for _ in 0..<4 { XCTAssertNotEqual(session.perform(.moveSelection(.right)), .quit) }
        XCTAssertEqual(session.selection, Inspection.Element(kind: .cell, indexPath: LayoutIndexPath(item: 4, section: 0)))
        _ = session.compose(showingFrameTime: false).grid
        XCTAssertTrue(selectionInSight(session))
    }

    func testAReloadThatMovesTheSelectionScrollsToIt() throws {
        let path = directory + "/app-store.json"
        try AppStoreSpec.write(scrolling: "paging", to: path)
        let session = PreviewSession(documents: [try SpecDocument(.file(path))], width: 80, height: 24)
        selectFifthCard(session)
        try AppStoreSpec.write(scrolling: "none", to: path)
        XCTAssertEqual(session.reload([0]), 0)
        let screen = session.compose(showingFrameTime: false).grid.lines(trimmingTrailingSpaces: true)
        XCTAssertEqual(session.selection, Inspection.Element(kind: .cell, indexPath: LayoutIndexPath(item: 4, section: 0)),
                       "the reload keeps the selected card")
        XCTAssertTrue(selectionInSight(session), "the fifth card, now in a list, is off screen:\n" + screen.joined(separator: "\n"))
        XCTAssertTrue(screen.contains { $0.contains("╔") }, "no outline on screen:\n" + screen.joined(separator: "\n"))
    }

    func testAnAdjustmentThatMovesTheSelectionScrollsToIt() throws {
        let sections = URL(fileURLWithPath: AppStoreSpec.path).deletingLastPathComponent().appendingPathComponent("sections.json").path
        let session = PreviewSession(documents: [try SpecDocument(.file(sections))], width: 80, height: 24)
        XCTAssertNotEqual(session.perform(.toggleInspect), .quit)
        for _ in 0..<5 { XCTAssertNotEqual(session.perform(.moveSelection(.down)), .quit) }
        for _ in 0..<2 { XCTAssertNotEqual(session.perform(.moveSelection(.right)), .quit) }
        _ = session.compose(showingFrameTime: false).grid
        XCTAssertTrue(selectionInSight(session))
        let before = session.selection
        XCTAssertNotEqual(session.perform(.columns(-1)), .quit)   // one column: what was beside stacks below
        let screen = session.compose(showingFrameTime: false).grid.lines(trimmingTrailingSpaces: true)
        XCTAssertEqual(session.selection, before)
        XCTAssertTrue(selectionInSight(session), "the selection left the screen after -:\n" + screen.joined(separator: "\n"))
    }
}
