import XCTest
import TrellisLayout
import TrellisTestSupport
@testable import TrellisPreview
import TrellisPreviewTestSupport

/// The inspector panel over a layout in points that counts its work (``CellScaled`` and
/// ``LayoutActivityReporting``, as TrellisUIKit's adapter is): frames carry the unit, and a line
/// says how many times the layout prepared and how many queries it answered, as of the frame shown.
final class LayoutActivityInspectTests: XCTestCase {
    /// A strip in points, 8 a column and 16 a row, that counts its prepares and rect queries.
    private final class CountingPointStrip: StripLayout, LayoutActivityReporting, CellScaled {
        var prepares = 0, rectQueries = 0
        override func prepare() { prepares += 1 }
        override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
            rectQueries += 1
            return super.layoutAttributesForElements(in: rect)
        }
        var layoutActivity: LayoutActivity { LayoutActivity(prepareCount: prepares, rectQueryCount: rectQueries, itemQueryCount: 2, supplementaryQueryCount: 1) }
        var cellScale: LayoutScale { LayoutScale(x: 8, y: 16) }
        var lengthUnit: String { "pt" }
    }

    func testTheBottomPanelGivesFramesInPointsAndThePrepareAndQueryCounts() {
        let strip = CountingPointStrip(count: 6, rowHeight: 48)
        let s = PreviewSession(pages: [PreviewPage(title: "Points", layout: strip, label: { "item \($0.item)" })], width: 80, height: 20)
        s.press("i")
        let lines = s.screenLines(trimmingTrailingSpaces: true)
        XCTAssertEqual(strip.prepares, 1, "the viewport prepares once")
        XCTAssertTrue(lines.contains(" frame  x 0.00pt  y 0.00pt  width 640.00pt  height 48.00pt  zIndex 0"),
                      "80 columns of 8 points: " + lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains(" layout prepared 1 time · queries: \(strip.rectQueries) rect, 2 item, 1 supplementary"),
                      lines.joined(separator: "\n"))
        s.press("j")
        let scrolled = s.screenLines(trimmingTrailingSpaces: true)
        XCTAssertEqual(strip.prepares, 1, "a scroll does not invalidate the strip")
        XCTAssertTrue(scrolled.contains(" layout prepared 1 time · queries: \(strip.rectQueries) rect, 2 item, 1 supplementary"),
                      "the counts as of the frame shown: " + scrolled.joined(separator: "\n"))
    }

    func testTheSidePanelGivesEachLengthInPointsAndTheCountsOnTwoLines() {
        let strip = CountingPointStrip(count: 6, rowHeight: 48)
        let s = PreviewSession(pages: [PreviewPage(title: "Points", layout: strip, label: { "item \($0.item)" })], width: 150, height: 30)
        s.press("i")
        let text = s.screenLines(trimmingTrailingSpaces: true).joined(separator: "\n")
        for expected in ["│ x            0.00pt", "│ width     1200.00pt", "│ height      48.00pt", "│ layout prepared 1 time",
                         "│ queries  \(strip.rectQueries) rect, 2 item, 1 supplementary"] {
            XCTAssertTrue(text.contains(expected), "\(expected) is missing (150 columns of 8 points: the panel lies over the layout):\n" + text)
        }
    }

    func testAPageInCellsWithoutCountsSaysNeither() {
        let s = PreviewSession(pages: [PreviewPage(title: "Cells", layout: StripLayout(count: 6), label: { "item \($0.item)" })], width: 60, height: 20)
        s.press("i")
        let text = s.screenLines(trimmingTrailingSpaces: true).joined(separator: "\n")
        XCTAssertTrue(text.contains(" frame  x 0.00  y 0.00  width 60.00  height 3.00"), text)
        XCTAssertFalse(text.contains("prepared"), text)
    }

    func testTheActivityLinesCountEachKindOfQueryAndSayDecorationsOnlyWhenThereWereAny() {
        let none = LayoutActivity(prepareCount: 2, rectQueryCount: 14, itemQueryCount: 3)
        XCTAssertEqual(InspectorPanel.activityLines(none, tall: false), ["layout prepared 2 times · queries: 14 rect, 3 item, 0 supplementary"])
        let some = LayoutActivity(prepareCount: 1, rectQueryCount: 1, decorationQueryCount: 4)
        XCTAssertEqual(InspectorPanel.activityLines(some, tall: true),
                       ["layout prepared 1 time", "queries  1 rect, 0 item, 0 supplementary, 4 decoration"])
        XCTAssertEqual(some.queryCount, 5)
        let nothing = InspectorPanel.lines(nil, width: 80, tall: false, activity: some)
        XCTAssertEqual(nothing.last, "layout prepared 1 time · queries: 1 rect, 0 item, 0 supplementary, 4 decoration",
                       "a layout with nothing to select still says what it was asked")
    }
}
