import XCTest
import TrellisLayout
import TrellisTerminal
@testable import TrellisPreview
import TrellisPreviewTestSupport

/// The prompt mode on its own: a mode of its own, acting on a page through its context (here a
/// session over one page of 50 rows, 3 cells tall each).
final class PromptModeTests: XCTestCase {
    private func context() -> PreviewSession {
        PreviewSession(pages: [PreviewPage(title: "Strip", layout: StripLayout(count: 50), label: { "row \($0.item)" })],
                       width: 40, height: 12)
    }

    func testAPromptOpensTakesKeysAndCloses() {
        let session = context(), mode = PromptMode()
        XCTAssertNil(mode.handle(.character("j"), in: session), "no prompt: the key map has the key")
        mode.open(.goTo, in: session)
        XCTAssertEqual(mode.handle(.character("1"), in: session), PreviewOutcome.none)
        XCTAssertEqual(mode.prompt?.text, "1")
        XCTAssertNil(mode.handle(.resize(width: 30, height: 10), in: session), "a resize is the session's")
        XCTAssertEqual(mode.handle(.key(.escape), in: session), PreviewOutcome.none)
        XCTAssertNil(mode.prompt)
    }

    func testGoToMovesTheViewThroughTheContext() {
        let session = context(), mode = PromptMode()
        XCTAssertEqual(mode.goTo("10", in: session), PreviewOutcome.none)
        XCTAssertEqual(session.viewport.contentOffset.y, 30, "item 10 (0.10) at the top: 10 rows of 3 above it")
        XCTAssertEqual(mode.goTo("end", in: session), PreviewOutcome.none)
        XCTAssertEqual(session.viewport.contentOffset.y, session.viewport.maxOffsetY)
        XCTAssertEqual(mode.goTo("   ", in: session), PreviewOutcome.none, "an empty command does nothing")
        guard case .message = mode.goTo("nowhere", in: session) else { return XCTFail("a bad command says why") }
    }

    func testSearchRemembersThePatternAndWraps() {
        let session = context(), mode = PromptMode()
        XCTAssertEqual(mode.findNext(forward: true, in: session), "no previous search pattern: type / and a pattern")
        XCTAssertNil(mode.search("row 4", in: session))
        XCTAssertEqual(mode.search.pattern, "row 4")
        XCTAssertEqual(mode.search.current?.indexPath, LayoutIndexPath(item: 4, section: 0))
        XCTAssertNil(mode.findNext(forward: true, in: session), "row 40 is next")
        XCTAssertEqual(mode.search.current?.indexPath, LayoutIndexPath(item: 40, section: 0))
        XCTAssertNil(mode.findNext(forward: false, in: session), "and row 4 before it")
        XCTAssertEqual(mode.search.current?.indexPath, LayoutIndexPath(item: 4, section: 0))
        XCTAssertNil(mode.search("row 7", in: session))
        XCTAssertEqual(mode.findNext(forward: true, in: session), "search wrapped", "the only match: n wraps to it")
        XCTAssertEqual(mode.search.current?.indexPath, LayoutIndexPath(item: 7, section: 0))
        XCTAssertNotNil(mode.highlights(on: session.page), "the matches are highlighted")
    }
}
