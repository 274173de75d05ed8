import XCTest
import TrellisTestSupport
import TrellisLayout
import TrellisRender
import TrellisTerminal
@testable import TrellisPreview
import TrellisPreviewTestSupport

/// A page whose layout is a ``BuiltInLayout`` (a ``SectionedLayout`` subclass, a waterfall) and
/// does not adopt ``Adjustable``: `p` and `d` set the layout's own `sectionHeadersPinToVisibleBounds`
/// and `direction`, keeping the place, `=` puts them back, the help lists them; the keys no page
/// of it can take name the real reason.
final class BuiltInPageTests: XCTestCase {
    /// A list written as the docs show, by subclassing ``SectionedLayout``.
    private final class IndentedList: SectionedLayout {
        override var name: String { "indented list" }
    }

    private func list(pinned: Bool = false) -> IndentedList {
        let layout = IndentedList(dataSource: TestDataSource(counts: [30, 30, 30]), defaults: SectionStyle(inset: EdgeInsets(left: 6), itemHeight: 3, headerHeight: 1))
        layout.sectionHeadersPinToVisibleBounds = pinned
        return layout
    }

    private func session(_ layout: some CollectionLayout, width columns: Int = 40, height rows: Int = 12) -> PreviewSession {
        PreviewSession(pages: [PreviewPage(title: "List", layout: layout)], width: columns, height: rows)
    }



    func testPPinsTheHeadersOfASectionedLayoutSubclass() throws {
        let layout = list()
        let s = session(layout)
        s.press("jjjjj")
        XCTAssertFalse(s.screenLines()[0].contains("Section 0"), "unpinned, the header scrolled away")
        s.press("p")
        XCTAssertNil(s.message)
        XCTAssertTrue(layout.sectionHeadersPinToVisibleBounds, "p set the layout's own property")
        XCTAssertTrue(s.viewport.layout === layout, "the same layout, invalidated and shown again")
        XCTAssertEqual(s.viewport.contentOffset.y, 5, "the place is kept")
        XCTAssertTrue(s.screenLines()[0].contains("Section 0"), s.screenLines().joined(separator: "\n"))
        XCTAssertTrue(s.screenLines()[11].contains("pin"), s.screenLines()[11])
        s.press("p")
        XCTAssertFalse(layout.sectionHeadersPinToVisibleBounds)
        XCTAssertFalse(s.screenLines()[0].contains("Section 0"))
    }

    func testDMirrorsAWaterfallAndEqualsPutsItBack() throws {
        let layout = WaterfallLayout(dataSource: TestDataSource(counts: [30, 30, 30]), defaults: SectionStyle(columns: 2, itemHeight: 3, headerHeight: 1))
        let s = session(layout)
        s.press("jjjjjjj")
        let leftX = try XCTUnwrap(layout.layoutAttributesForItem(at: LayoutIndexPath(item: 0, section: 0))).frame.minX
        s.press("d")
        XCTAssertNil(s.message)
        XCTAssertEqual(layout.direction, .rightToLeft)
        let rightX = try XCTUnwrap(layout.layoutAttributesForItem(at: LayoutIndexPath(item: 0, section: 0))).frame.minX
        XCTAssertGreaterThan(rightX, leftX, "item 0 is mirrored to the right")
        XCTAssertEqual(s.viewport.contentOffset.y, 7, "the place is kept")
        XCTAssertTrue(s.screenLines()[11].contains("rtl"), s.screenLines()[11])
        s.press("p")
        s.press("=")
        XCTAssertEqual(layout.direction, .leftToRight, "= resets the direction")
        XCTAssertFalse(layout.sectionHeadersPinToVisibleBounds, "= resets the pin")
        XCTAssertEqual(try XCTUnwrap(layout.layoutAttributesForItem(at: LayoutIndexPath(item: 0, section: 0))).frame.minX, leftX)
        XCTAssertEqual(s.viewport.contentOffset.y, 7)
        s.press("=")
        XCTAssertEqual(s.message, "no adjustments or content width to reset")
    }

    func testTheTogglesStartFromTheLayoutsOwnValues() {
        let layout = list(pinned: true)
        let s = session(layout)
        s.press("p")
        XCTAssertFalse(layout.sectionHeadersPinToVisibleBounds, "p on a pinned layout unpins it")
        XCTAssertTrue(s.screenLines()[11].contains("unpin"), s.screenLines()[11])
        s.press("=")
        XCTAssertTrue(layout.sectionHeadersPinToVisibleBounds, "= goes back to the layout as given")
    }

    func testHelpListsPAndDAndTheOtherKeysNameAdjustable() {
        let s = session(list(), width: 80, height: 40)
        s.press("?")
        let help = s.screenLines().joined(separator: "\n")
        for listed in ["pin headers", "right to left", "reset all and width"] {
            XCTAssertTrue(help.contains(listed), "\(listed) is missing:\n\(help)")
        }
        for hidden in ["+ / -", "] / [", "tag alignment", "waterfall order"] { XCTAssertFalse(help.contains(hidden), hidden) }
        s.press("?")
        s.press("+")
        XCTAssertEqual(s.message, "+ and - change the columns of a layout that adopts Adjustable; IndentedList does not")
        s.press("o")
        XCTAssertEqual(s.message, "o changes the item order of a layout that adopts Adjustable; IndentedList does not")
    }

    func testAHorizontalLayoutRefusesDWithItsReason() {
        let grid = GridLayout(dataSource: TestDataSource(counts: [30, 30, 30]), defaults: SectionStyle(itemSize: Size(width: 8, height: 3)))
        grid.scrollDirection = .horizontal
        let s = session(grid)
        s.press("d")
        XCTAssertEqual(s.message, "d mirrors only a layout that scrolls vertically; this one scrolls sideways")
        XCTAssertEqual(grid.direction, .leftToRight)
        s.press("p")
        XCTAssertTrue(grid.sectionHeadersPinToVisibleBounds, "p still pins")
    }

    func testALayoutThatIsNeitherNamesAdjustable() {
        let s = session(StripLayout(count: 10))
        for (key, words) in [("p", "p pins the headers"), ("d", "d mirrors the layout right to left"), ("]", "] and [ change the spacing"),
                             ("a", "a changes the alignment")] {
            s.press(key)
            XCTAssertEqual(s.message, words + " of a layout that adopts Adjustable; StripLayout does not", key)
        }
    }
}
