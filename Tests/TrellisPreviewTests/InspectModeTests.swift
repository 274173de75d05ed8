import XCTest
import TrellisLayout
@testable import TrellisPreview
import TrellisPreviewTestSupport

/// Inspect mode on its own: its state, and what it does to a page through its context (here a
/// session over one page of 50 rows, 3 cells tall each).
final class InspectModeTests: XCTestCase {
    private func context() -> PreviewSession {
        PreviewSession(pages: [PreviewPage(title: "Strip", layout: StripLayout(count: 50), label: { "row \($0.item)" })],
                       width: 80, height: 24)
    }

    func testItEntersOnTheFirstCellInSightMovesAndLeaves() {
        let session = context()
        let mode = InspectMode(context: session)
        XCTAssertNil(mode.inspection)
        XCTAssertEqual(mode.performInspect(.toggleInspect), PreviewOutcome.none)
        XCTAssertEqual(mode.selection?.indexPath, LayoutIndexPath(item: 0, section: 0))
        XCTAssertEqual(mode.performInspect(.moveSelection(.down)), PreviewOutcome.none)
        XCTAssertEqual(mode.selection?.indexPath, LayoutIndexPath(item: 1, section: 0))
        XCTAssertEqual(mode.performInspect(.nextItem(forward: false)), PreviewOutcome.none)
        XCTAssertEqual(mode.performInspect(.nextItem(forward: false)), .message("no previous item: this is the first"))
        XCTAssertEqual(mode.performInspect(.moveSelection(.up)), .message("nothing above within 8 screens"))
        XCTAssertEqual(mode.performInspect(.toggleInspect), PreviewOutcome.none)
        XCTAssertNil(mode.inspection)
    }

    func testYCopiesOnlyInInspectMode() throws {
        let session = context()
        let mode = InspectMode(context: session)
        XCTAssertEqual(mode.performInspect(.copySelection), .message("y copies the selection: press i to inspect first"))
        _ = mode.performInspect(.toggleInspect)
        guard case .copy(let line) = mode.performInspect(.copySelection) else { return XCTFail("y copies in inspect mode") }
        XCTAssertTrue(line.hasPrefix("{\"kind\": \"cell\", \"category\": \"cell\", \"section\": 0, \"item\": 0"), line)
    }

    func testTheSessionsModeFollowsTheKeys() {
        let session = context()
        session.press("i")
        XCTAssertNotNil(session.inspectMode.inspection)
        XCTAssertTrue(session.inspectKeysActive)
        session.press("?")
        XCTAssertFalse(session.inspectKeysActive, "an overlay takes the keys")
    }
}
