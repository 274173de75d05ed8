import XCTest
import TrellisLayout
import TrellisRender
import TrellisTerminal
@testable import TrellisPreview
import TrellisPreviewTestSupport

/// A ``Previewer``'s pages are pages, not specs: the messages and the help say "page", a single
/// page says so, and the inspector titles an element as the screen does (the app's own wording,
/// "spec", is pinned by its tests in TrellisAppTests).
final class PageWordingTests: XCTestCase {
    private func page(_ title: String, count: Int = 200) -> PreviewPage {
        PreviewPage(title: title, layout: StripLayout(count: count), label: { "row \($0.item)" })
    }




    func testTheMessagesSayPage() {
        let two = PreviewSession(pages: [page("A"), page("B")], width: 80, height: 24)
        two.press("3")
        XCTAssertEqual(two.message, "there are only 2 pages")
        two.type(":300")
        XCTAssertEqual(two.message, "no item 300 (the page has 200 items, 0 to 199)")
        two.type(":1.0")
        XCTAssertEqual(two.message, "no section 1 (the page has only section 0)")
        let one = PreviewSession(pages: [page("A")], width: 80, height: 24)
        one.press("2")
        XCTAssertEqual(one.message, "there is only one page")
    }

    func testTheHelpSaysPageAndFitsOnePageAt80x24() {
        let two = PreviewSession(pages: [page("A"), page("B")], width: 80, height: 24)
        two.press("?")
        let help = two.screenText()
        XCTAssertTrue(help.contains("next / previous page"), help)
        XCTAssertTrue(help.contains("n-th page"), help)
        XCTAssertNil(help.range(of: "\\bspec", options: .regularExpression), "no spec in the help of pages:\n\(help)")
        XCTAssertTrue(help.contains("inspect on / off"), help)
        two.press("G")
        XCTAssertEqual(two.overlayOffset, 0, "every key on one screen at 80x24")
    }

    func testTheHelpOfASinglePageHasNoPageKeys() {
        let one = PreviewSession(pages: [page("A")], width: 80, height: 24)
        one.press("?")
        let help = one.screenText()
        XCTAssertFalse(help.contains("next / previous page"), help)
        XCTAssertFalse(help.contains("n-th"), help)
        XCTAssertFalse(help.contains("Pages"), "no heading over nothing:\n\(help)")
        XCTAssertTrue(help.contains("next / previous item"), "inspect's Tab stays:\n\(help)")
        XCTAssertNil(help.range(of: "\\bspec", options: .regularExpression), help)
    }

    func testTheInspectorTitlesAnElementAsTheScreenDoes() {
        let layout = UncountedList(sections: [3], headerHeight: 1)
        let s = PreviewSession(pages: [PreviewPage(title: "Bare", layout: layout)], width: 60, height: 20)
        s.press("i")
        XCTAssertTrue(s.screenText().contains("title  0.0"), "an unlabelled cell shows its index path:\n\(s.screenText())")
        s.press("k")
        let text = s.screenText()
        XCTAssertTrue(text.contains("header 0.0"), text)
        XCTAssertTrue(text.contains("title  Section 0"), "the header draws Section 0:\n\(text)")
    }
}
