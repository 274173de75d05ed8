import XCTest
import TrellisLayout
import TrellisRender
import TrellisTerminal
@testable import TrellisPreview
import TrellisPreviewTestSupport

/// A page whose items the previewer cannot count (``UncountedList``: no ``ItemCounting``, no
/// ``LayoutDataSource`` property): the status line claims no counts, `/` and inspect's Tab work
/// on what is laid out near the view, `:S.I` asks the layout itself, and what needs the counts
/// (`:N`, a search past 8 screens) says so and names what to adopt.
final class UncountedPageTests: XCTestCase {
    private let advice = "adopt ItemCounting (or LayoutDataSourceProviding)"

    private func session(sections: [Int] = [1_000], headerHeight: Double = 0, width columns: Int = 40, height rows: Int = 12,
                         label: @escaping (LayoutIndexPath) -> String = { "c\($0.item)" }) -> PreviewSession {
        let page = PreviewPage(title: "Bare", layout: UncountedList(sections: sections, headerHeight: headerHeight),
                               label: label)
        return PreviewSession(pages: [page], width: columns, height: rows)
    }





    private func selected(_ session: PreviewSession) -> Inspection.Element? { session.selection }

    func testTheStatusLineClaimsNoCountsItDoesNotKnow() {
        let s = session(width: 100)
        XCTAssertNil(s.document.counts, "the test layout must not be countable")
        let status = s.screenLines()[11]
        XCTAssertTrue(status.contains("UncountedList"), status)
        XCTAssertFalse(status.contains("section"), "no section count is claimed: \(status)")
        XCTAssertFalse(status.contains(" items"), "no item count is claimed: \(status)")
    }

    func testSearchFindsWhatIsOnScreenAndNearIt() {
        let s = session()
        s.type("/c3")
        XCTAssertNil(s.message, "c3 is on screen")
        XCTAssertEqual(s.viewport.contentOffset.y, 9, "c3 (row 9) goes to the top")
        s.press("n")
        XCTAssertEqual(s.viewport.contentOffset.y, 90, "n goes on to c30")
        s.press("N")
        XCTAssertEqual(s.viewport.contentOffset.y, 9, "N goes back to c3")
        XCTAssertTrue(s.screenLines().contains { $0.contains("c3 ") }, "the match is in view")
        s.type("/c999")
        XCTAssertEqual(s.viewport.contentOffset.y, 9, "a match past 8 screens is not gone to")
        let message = try? XCTUnwrap(s.message)
        XCTAssertTrue(message?.hasPrefix("not found within 8 screens: c999") == true, message ?? "no message")
        XCTAssertTrue(message?.contains(advice) == true, message ?? "no message")
    }

    func testRepeatedSearchesWalkThePageEightScreensAtATime() {
        let s = session()
        s.type("/c99")
        XCTAssertEqual(s.viewport.contentOffset.y, 99 * 3)
        s.press("n")   // c990 is 891 items on: 2,673 rows, more than 8 screens of 40
        XCTAssertEqual(s.message, "only match within 8 screens: c99; to search every item, " + advice)
        XCTAssertEqual(s.viewport.contentOffset.y, 99 * 3, "the view stays on c99")
        s.type(":0.900")
        s.press("n")
        XCTAssertEqual(s.viewport.contentOffset.y, 990 * 3, "from further on, n finds c990")
    }

    func testGoToAnOrdinalSaysWhatItNeeds() {
        let s = session()
        s.type(":15")
        XCTAssertEqual(s.message, ":15 needs the item counts: " + advice)
        XCTAssertEqual(s.viewport.contentOffset.y, 0)
    }

    func testGoToSectionAndItemAsksTheLayout() {
        let s = session(sections: [5, 20], headerHeight: 1)
        s.type(":1.7")
        XCTAssertNil(s.message)
        XCTAssertEqual(s.viewport.contentOffset.y, 1 + 15 + 1 + 21, "item 7 of section 1 at the top")
        s.type(":1.20")
        XCTAssertEqual(s.message, "no item 1.20 in the layout")
        s.type(":-1.0")
        XCTAssertEqual(s.message, "no section -1 (sections count from 0)")
        s.type(":50%")
        XCTAssertNil(s.message, ":P% needs no counts")
        s.type(":top")
        XCTAssertEqual(s.viewport.contentOffset.y, 0)
    }

    func testTabStepsThroughTheItemsLaidOutAcrossSections() {
        let s = session(sections: [2, 0, 3], headerHeight: 1, height: 30)
        s.press("i")
        XCTAssertEqual(selected(s), Inspection.Element(kind: .cell, indexPath: LayoutIndexPath(item: 0, section: 0)))
        s.press([.key(.tab)])
        XCTAssertEqual(selected(s)?.indexPath, LayoutIndexPath(item: 1, section: 0))
        s.press([.key(.tab)])
        XCTAssertEqual(selected(s)?.indexPath, LayoutIndexPath(item: 0, section: 2), "the empty section is passed over")
        s.press([.key(.backTab)])
        XCTAssertEqual(selected(s)?.indexPath, LayoutIndexPath(item: 1, section: 0))
        s.press([.key(.tab), .key(.tab), .key(.tab)])
        XCTAssertEqual(selected(s)?.indexPath, LayoutIndexPath(item: 2, section: 2))
        s.press([.key(.tab)])
        XCTAssertEqual(selected(s)?.indexPath, LayoutIndexPath(item: 2, section: 2), "the last stays selected")
        XCTAssertEqual(s.message, "no next item within 8 screens; to step through every item, " + advice)
        s.select(Inspection.Element(kind: .header, indexPath: LayoutIndexPath(item: 0, section: 2)))
        s.press([.key(.tab)])
        XCTAssertEqual(selected(s)?.indexPath, LayoutIndexPath(item: 0, section: 2), "a header's next is its first item")
        s.select(Inspection.Element(kind: .header, indexPath: LayoutIndexPath(item: 0, section: 2)))
        s.press([.key(.backTab)])
        XCTAssertEqual(selected(s)?.indexPath, LayoutIndexPath(item: 1, section: 0), "a header's previous is the last item before it")
    }

    func testTabReachesAnItemFarAwayThroughTheLayout() {
        let s = session(sections: [1_000])
        s.press("i")
        for _ in 0..<400 { s.press([.key(.tab)]) }
        XCTAssertEqual(selected(s)?.indexPath, LayoutIndexPath(item: 400, section: 0))
        XCTAssertNil(s.message)
    }

    // MARK: n and N when nothing lies ahead within reach

    func testOnAPageWhollyWithinReachNAndShiftNWrapLikeACountedPage() {
        let s = session(sections: [20])   // 60 rows: all within 8 screens; "c3" matches c3 only
        s.type("/c3")
        XCTAssertNil(s.message)
        XCTAssertEqual(s.viewport.contentOffset.y, 9)
        s.press("n")
        XCTAssertEqual(s.message, "search wrapped", "the only match, on screen, is not \"not found\"")
        XCTAssertEqual(s.viewport.contentOffset.y, 9, "the view stays on c3")
        s.press("N")
        XCTAssertEqual(s.message, "search wrapped")
        XCTAssertEqual(s.viewport.contentOffset.y, 9)
        s.type(":end")
        XCTAssertFalse(s.screenLines().contains { $0.contains("c3 ") }, "c3 is scrolled out of view")
        s.press("n")
        XCTAssertEqual(s.message, "search wrapped")
        XCTAssertEqual(s.viewport.contentOffset.y, 9, "n wraps back to c3")
        s.type("/zz")
        XCTAssertEqual(s.message, "pattern not found: zz", "every item was searched")
    }

    func testOnALongPageTheOnlyMatchWithinReachIsSaidSo() {
        let s = session(label: { $0.item == 3 || $0.item == 900 ? "c3" : "x\($0.item)" })
        s.type("/c3")
        XCTAssertNil(s.message)
        XCTAssertEqual(s.viewport.contentOffset.y, 9)
        let only = "only match within 8 screens: c3; to search every item, " + advice
        s.press("n")
        XCTAssertEqual(s.message, only)
        XCTAssertEqual(s.viewport.contentOffset.y, 9, "the view stays on c3")
        s.press("N")
        XCTAssertEqual(s.message, only)
        XCTAssertEqual(s.viewport.contentOffset.y, 9)
        s.type(":0.50")
        s.press("n")
        XCTAssertEqual(s.message, only, "c3 is behind the view but within reach")
        XCTAssertEqual(s.viewport.contentOffset.y, 150)
    }

    func testOnALongPageNothingFurtherWithinReachSaysWhichWay() {
        let s = session(label: { [3, 5, 900].contains($0.item) ? "c3" : "x\($0.item)" })
        s.type("/c3")
        s.press("N")
        XCTAssertEqual(s.message, "no earlier match within 8 screens: c3; to search every item, " + advice)
        XCTAssertEqual(s.viewport.contentOffset.y, 9, "the view stays on c3")
        s.press("n")
        XCTAssertEqual(s.viewport.contentOffset.y, 15, "n goes on to item 5")
        s.press("n")
        XCTAssertEqual(s.message, "no later match within 8 screens: c3; to search every item, " + advice)
        XCTAssertEqual(s.viewport.contentOffset.y, 15)
    }
}
