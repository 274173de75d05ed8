import XCTest
import TrellisLayout
import TrellisRender
@testable import TrellisPreview
import TrellisPreviewTestSupport

/// The session's small parts, each on its own: the screen's regions, the diagnostics, a page's
/// state, the words for the pages.
final class SessionPartsTests: XCTestCase {
    func testTheRegionsGiveUpARowForDiagnosticsAndCentreAContentWidth() {
        let plain = ScreenRegions(width: 80, height: 24, diagnosticsRows: 0, contentCells: nil)
        XCTAssertEqual(plain.areaAboveStatus, CellRect(x: 0, y: 0, width: 80, height: 23))
        XCTAssertEqual(plain.contentArea, plain.areaAboveStatus)
        let failed = ScreenRegions(width: 80, height: 24, diagnosticsRows: 1, contentCells: nil)
        XCTAssertEqual(failed.contentArea.height, 22)
        let narrow = ScreenRegions(width: 80, height: 24, diagnosticsRows: 0, contentCells: 40)
        XCTAssertEqual(narrow.contentArea.width, 40)
        XCTAssertGreaterThan(narrow.contentArea.x, 0, "centred between frame lines")
    }

    func testDiagnosticsSayOneErrorOrHowMany() {
        let page = PreviewPage(title: "Strip", layout: StripLayout(count: 3), label: { _ in nil })
        XCTAssertNil(Diagnostics(errors: [], pages: [page]).line)
        XCTAssertEqual(Diagnostics(errors: ["a.json:1:1: bad"], pages: [page]).line, "✗ a.json:1:1: bad")
        let two = Diagnostics(errors: ["a", "b"], pages: [page])
        XCTAssertEqual(two.line, "✗ 2 problems — press ! to list")
        XCTAssertEqual(two.lines, ["✗ a", "✗ b"])
        var grid = CellGrid(width: 20, height: 3)
        two.drawLine(on: &grid, row: 1)
        XCTAssertTrue(grid.lines()[1].hasPrefix("✗ 2 problems"), grid.plainText())
    }

    func testAPageStateStartsWithNothingButItsLoadError() {
        let state = PageState(reloadError: "did not load")
        XCTAssertNil(state.viewport)
        XCTAssertNil(state.contentWidth)
        XCTAssertNil(state.shownAdjustments)
        XCTAssertEqual(state.reloadError, "did not load")
    }

    func testASessionKeepsEachPagesContentWidthInItsState() {
        let pages = (0..<2).map { PreviewPage(title: "P\($0)", layout: StripLayout(count: 50), label: { _ in nil }) }
        let session = PreviewSession(pages: pages, width: 40, height: 12)
        session.press(">")
        XCTAssertEqual(session.pageStates.map(\.contentWidth), [41, nil], "> set the page shown's only")
        session.press("\t")
        XCTAssertEqual(session.contentWidth, nil)
        session.setContentWidthOfEveryPage(30)
        XCTAssertEqual(session.pageStates.map(\.contentWidth), [30, 30])
    }

    func testThePageWordsNameThePages() {
        XCTAssertEqual(PageWords(wording: .page, count: 1).pageKeyMessage(3), "there is only one page")
        XCTAssertEqual(PageWords(wording: .page, count: 3).pageKeyMessage(5), "there are only 3 pages")
        let specs = PageWording(noun: "spec", keysHeading: "Specs", onlyOne: "there is only 1 spec")
        XCTAssertEqual(PageWords(wording: specs, count: 1).pageKeyMessage(3), "there is only 1 spec", "the embedder words one page")
        XCTAssertEqual(PageWords(wording: specs, count: 3).pageKeyMessage(-1), "specs count from 1: 1-3 go to specs 1 to 3")
    }

    /// The `?` help speaks the embedder's words: its heading for the page keys, and the keys that
    /// go to another page only where there is one, unless the wording keeps them for one page.
    func testTheHelpTakesTheEmbeddersWording() {
        let page = PreviewPage(title: "Strip", layout: StripLayout(count: 20), label: { "row \($0.item)" })
        func pageKeys(_ wording: PageWording, pages: Int) -> [String]? {
            let pages = Array(repeating: page, count: pages)
            let groups = HelpContent.groups(for: page, among: pages, wording: wording)
            return groups.first { $0.heading == wording.keysHeading }?.entries.map(\.keys)
        }
        let screens = PageWording(noun: "screen", keysHeading: "Screens")
        XCTAssertEqual(pageKeys(screens, pages: 2), ["Tab / S-Tab", "1-9 / :p N"])
        XCTAssertNil(pageKeys(screens, pages: 1), "one screen: nothing to go to, the group goes")
        var kept = screens
        kept.listsPageKeysForOnePage = true
        XCTAssertEqual(pageKeys(kept, pages: 1), ["Tab / S-Tab", "1-9 / :p N"])
        let session = PreviewSession(pages: [page, page], width: 80, height: 24, wording: screens)
        XCTAssertTrue(session.helpGroups.contains { $0.heading == "Screens" && $0.entries.contains { $0.action == "next / previous screen" } })
    }
}
