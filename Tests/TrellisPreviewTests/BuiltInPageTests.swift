import XCTest
import TrellisTestSupport
import TrellisLayout
import TrellisRender
import TrellisTerminal
@testable import TrellisPreview

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

    private func session(_ layout: some CollectionLayout, columns: Int = 40, rows: Int = 12) -> PreviewSession {
        PreviewSession(pages: [PreviewPage(title: "List", layout: layout)], columns: columns, rows: rows)
    }

    private func press(_ keys: String, _ session: PreviewSession) {
        _ = InputBatch.apply(keys.map { InputEvent.character($0) }, to: session)
    }

    private func screen(_ session: PreviewSession) -> [String] {
        session.compose(showingFrameTime: false).plainText().components(separatedBy: "\n")
    }

    func testPPinsTheHeadersOfASectionedLayoutSubclass() throws {
        let layout = list()
        let s = session(layout)
        press("jjjjj", s)
        XCTAssertFalse(screen(s)[0].contains("Section 0"), "unpinned, the header scrolled away")
        press("p", s)
        XCTAssertNil(s.message)
        XCTAssertTrue(layout.sectionHeadersPinToVisibleBounds, "p set the layout's own property")
        XCTAssertTrue(s.viewport.layout === layout, "the same layout, invalidated and shown again")
        XCTAssertEqual(s.viewport.contentOffset.y, 5, "the place is kept")
        XCTAssertTrue(screen(s)[0].contains("Section 0"), screen(s).joined(separator: "\n"))
        XCTAssertTrue(screen(s)[11].contains("pin"), screen(s)[11])
        press("p", s)
        XCTAssertFalse(layout.sectionHeadersPinToVisibleBounds)
        XCTAssertFalse(screen(s)[0].contains("Section 0"))
    }

    func testDMirrorsAWaterfallAndEqualsPutsItBack() throws {
        let layout = WaterfallLayout(dataSource: TestDataSource(counts: [30, 30, 30]), defaults: SectionStyle(columns: 2, itemHeight: 3, headerHeight: 1))
        let s = session(layout)
        press("jjjjjjj", s)
        let leftX = try XCTUnwrap(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame.minX
        press("d", s)
        XCTAssertNil(s.message)
        XCTAssertEqual(layout.direction, .rightToLeft)
        let rightX = try XCTUnwrap(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame.minX
        XCTAssertGreaterThan(rightX, leftX, "item 0 is mirrored to the right")
        XCTAssertEqual(s.viewport.contentOffset.y, 7, "the place is kept")
        XCTAssertTrue(screen(s)[11].contains("rtl"), screen(s)[11])
        press("p", s)
        press("=", s)
        XCTAssertEqual(layout.direction, .leftToRight, "= resets the direction")
        XCTAssertFalse(layout.sectionHeadersPinToVisibleBounds, "= resets the pin")
        XCTAssertEqual(try XCTUnwrap(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame.minX, leftX)
        XCTAssertEqual(s.viewport.contentOffset.y, 7)
        press("=", s)
        XCTAssertEqual(s.message, "no adjustments or content width to reset")
    }

    func testTheTogglesStartFromTheLayoutsOwnValues() {
        let layout = list(pinned: true)
        let s = session(layout)
        press("p", s)
        XCTAssertFalse(layout.sectionHeadersPinToVisibleBounds, "p on a pinned layout unpins it")
        XCTAssertTrue(screen(s)[11].contains("unpin"), screen(s)[11])
        press("=", s)
        XCTAssertTrue(layout.sectionHeadersPinToVisibleBounds, "= goes back to the layout as given")
    }

    func testHelpListsPAndDAndTheOtherKeysNameAdjustable() {
        let s = session(list(), columns: 80, rows: 40)
        press("?", s)
        let help = screen(s).joined(separator: "\n")
        for listed in ["pin headers", "right to left", "reset all and width"] {
            XCTAssertTrue(help.contains(listed), "\(listed) is missing:\n\(help)")
        }
        for hidden in ["+ / -", "] / [", "tag alignment", "waterfall order"] { XCTAssertFalse(help.contains(hidden), hidden) }
        press("?", s)
        press("+", s)
        XCTAssertEqual(s.message, "+ and - change the columns of a layout that adopts Adjustable; IndentedList does not")
        press("o", s)
        XCTAssertEqual(s.message, "o changes the item order of a layout that adopts Adjustable; IndentedList does not")
    }

    func testAHorizontalLayoutRefusesDWithItsReason() {
        let grid = GridLayout(dataSource: TestDataSource(counts: [30, 30, 30]), defaults: SectionStyle(itemSize: Size(width: 8, height: 3)))
        grid.scrollDirection = .horizontal
        let s = session(grid)
        press("d", s)
        XCTAssertEqual(s.message, "d mirrors only a layout that scrolls vertically; this one scrolls sideways")
        XCTAssertEqual(grid.direction, .leftToRight)
        press("p", s)
        XCTAssertTrue(grid.sectionHeadersPinToVisibleBounds, "p still pins")
    }

    func testALayoutThatIsNeitherNamesAdjustable() {
        let s = session(StripLayout(count: 10))
        for (key, words) in [("p", "p pins the headers"), ("d", "d mirrors the layout right to left"), ("]", "] and [ change the spacing"),
                             ("a", "a changes the alignment")] {
            press(key, s)
            XCTAssertEqual(s.message, words + " of a layout that adopts Adjustable; StripLayout does not", key)
        }
    }
}
