import XCTest
import TrellisLayout
import TrellisPreview
@testable import TrellisRender

final class ViewportTests: XCTestCase {
    /// 100 items 10x3 in a 40-wide view: 4 columns, 25 rows of items, content height 75.
    private func makeViewport(count: Int = 100, width: Double = 40, height: Double = 10) -> (Viewport, StubLayout) {
        let layout = StubLayout.grid(count: count)
        let viewport = Viewport(layout: layout, size: Size(width: width, height: height))
        return (viewport, layout)
    }

    func testInitPreparesOnceAtTheFullWidth() {
        let (viewport, layout) = makeViewport()
        XCTAssertEqual(layout.prepareCount, 1)
        XCTAssertEqual(layout.invalidateCount, 1)
        XCTAssertEqual(layout.bounds, Rect(x: 0, y: 0, width: 40, height: 10))
        XCTAssertEqual(viewport.contentHeight, 75)
        XCTAssertEqual(viewport.maxOffsetY, 65)
    }

    func testEachFrameAsksOnlyTheVisibleRectOnce() {
        let (viewport, layout) = makeViewport()
        layout.resetCounters()
        var expected: [Rect] = []
        for step in 0..<50 {
            viewport.scroll(byLines: step % 7 == 0 ? -3 : 2)
            let elements = viewport.visibleElements()
            expected.append(viewport.visibleRect)
            XCTAssertEqual(viewport.visibleRect, layout.bounds)
            XCTAssertFalse(elements.isEmpty)
        }
        XCTAssertEqual(layout.askedRects, expected)
    }

    /// The cells on screen at hand-picked offsets, worked out by hand: rows of 4 items, 3 high
    /// (row `r` at `y = 3r`), a view 10 high; open intersection, so a row ending at the top edge
    /// or starting at the bottom edge is not on screen.
    func testVisibleElementsAtHandPickedOffsets() {
        let (viewport, _) = makeViewport()
        let cases: [(offset: Double, items: [Int])] = [
            (0, Array(0...15)),      // rows 0–3 (y 0..12); row 4 starts at 12
            (1, Array(0...15)),      // row 0 cut at the top, row 3 cut at the bottom
            (2, Array(0...15)),      // row 4 would start at 12 = 2 + 10: touching, not on screen
            (3, Array(4...19)),      // row 0 ends at 3: touching, gone; rows 1–4
            (31, Array(40...55)),    // rows 10–13 (y 30..42)
            (32.5, Array(40...59)),  // rows 10–14: row 14 starts at 42 < 42.5
            (65, Array(84...99)),    // the end: rows 21–24
            (1e9, Array(84...99)),   // clamped to the end
        ]
        for (offset, items) in cases {
            viewport.scroll(toY: offset)
            let shown = viewport.visibleElements().map(\.indexPath.item).sorted()
            XCTAssertEqual(shown, items, "offset \(offset)")
        }
    }

    func testComposedFramesAskOnlyTheVisibleRect() {
        let (viewport, layout) = makeViewport()
        let composer = ScreenComposer(title: "t", layoutName: "Stub", numberOfSections: 1, numberOfItems: 100)
        viewport.fitToScreen(width: 40, height: 11)
        layout.resetCounters()
        for _ in 0..<20 {
            viewport.scroll(byLines: 1)
            _ = composer.renderScreen(viewport: viewport, width: 40, height: 11)
            XCTAssertEqual(layout.askedRects.last, viewport.visibleRect)
        }
        XCTAssertEqual(layout.askedRects.count, 20, "one query per frame")
        XCTAssertEqual(Set(layout.askedRects.map(\.size)), [Size(width: 40, height: 10)])
        XCTAssertEqual(layout.prepareCount, 0)
    }

    func testThousandScrollStepsNeverPrepare() {
        let (viewport, layout) = makeViewport()
        layout.resetCounters()
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<1_000 {
            switch Int.random(in: 0..<8, using: &generator) {
            case 0: viewport.scroll(byLines: 1)
            case 1: viewport.scroll(byLines: -1)
            case 2: viewport.scroll(byHalfPages: 1)
            case 3: viewport.scroll(byHalfPages: -1)
            case 4: viewport.scroll(byPages: 1)
            case 5: viewport.scroll(byPages: -1)
            case 6: viewport.scrollToTop()
            default: viewport.scrollToBottom()
            }
            _ = viewport.visibleElements()
        }
        XCTAssertEqual(layout.prepareCount, 0)
        XCTAssertEqual(layout.invalidateCount, 0)
        XCTAssertEqual(layout.askedRects.count, 1_000)
    }

    func testWidthChangePreparesExactlyOnce() {
        let (viewport, layout) = makeViewport()
        viewport.scroll(toY: 10)
        layout.resetCounters()
        viewport.resize(to: Size(width: 30, height: 10))
        XCTAssertEqual(layout.prepareCount, 1)
        XCTAssertEqual(layout.invalidateCount, 1)
        XCTAssertEqual(layout.bounds.width, 30)
        XCTAssertEqual(Array(layout.calls.prefix(2)), ["elements", "invalidate"],
                       "the anchor is found before the bounds change")
    }

    func testHeightOnlyChangeNeverPrepares() {
        let (viewport, layout) = makeViewport()
        layout.resetCounters()
        viewport.resize(to: Size(width: 40, height: 20))
        viewport.resize(to: Size(width: 40, height: 5))
        viewport.resize(to: Size(width: 40, height: 5))
        XCTAssertEqual(layout.prepareCount, 0)
        XCTAssertEqual(layout.invalidateCount, 0)
        XCTAssertEqual(layout.bounds.size, Size(width: 40, height: 5))
    }

    func testSameSizeDoesNothing() {
        let (viewport, layout) = makeViewport()
        layout.resetCounters()
        viewport.resize(to: Size(width: 40, height: 10))
        XCTAssertEqual(layout.calls, [])
    }

    func testLinesHalfPagesPages() {
        let (viewport, _) = makeViewport()
        viewport.scroll(byLines: 1)
        XCTAssertEqual(viewport.contentOffset.y, 1)
        viewport.scroll(byLines: 3)
        XCTAssertEqual(viewport.contentOffset.y, 4)
        viewport.scroll(byLines: -2)
        XCTAssertEqual(viewport.contentOffset.y, 2)
        viewport.scroll(byHalfPages: 1)
        XCTAssertEqual(viewport.contentOffset.y, 7)
        viewport.scroll(byPages: 2)
        XCTAssertEqual(viewport.contentOffset.y, 27)
        viewport.scroll(byPages: -1)
        XCTAssertEqual(viewport.contentOffset.y, 17)
        viewport.scroll(byHalfPages: -1)
        XCTAssertEqual(viewport.contentOffset.y, 12)
        XCTAssertEqual(viewport.contentOffset.x, 0)
    }

    func testHalfPageOfOddHeightAndTinyViewports() {
        let (viewport, _) = makeViewport(height: 7)
        viewport.scroll(byHalfPages: 1)
        XCTAssertEqual(viewport.contentOffset.y, 3)
        let (tiny, _) = makeViewport(height: 1)
        tiny.scroll(byHalfPages: 1)
        XCTAssertEqual(tiny.contentOffset.y, 1, "a half page is at least one line")
        let (none, _) = makeViewport(height: 0)
        none.scroll(byPages: 1)
        XCTAssertEqual(none.contentOffset.y, 1, "a page is at least one line")
    }

    func testClamping() {
        let (viewport, _) = makeViewport()
        viewport.scroll(byLines: -5)
        XCTAssertEqual(viewport.contentOffset.y, 0)
        XCTAssertTrue(viewport.isAtTop)
        viewport.scroll(byPages: 100)
        XCTAssertEqual(viewport.contentOffset.y, 65)
        XCTAssertTrue(viewport.isAtBottom)
        viewport.scroll(byLines: 1)
        XCTAssertEqual(viewport.contentOffset.y, 65)
        viewport.scroll(toY: .nan)
        XCTAssertEqual(viewport.contentOffset.y, 0)
        viewport.scroll(toY: -.infinity)
        XCTAssertEqual(viewport.contentOffset.y, 0)
        viewport.scroll(toY: .infinity)
        XCTAssertEqual(viewport.contentOffset.y, 65)
    }

    func testShortContentNeverScrolls() {
        let (viewport, _) = makeViewport(count: 4, height: 10)
        viewport.scroll(byPages: 3)
        XCTAssertEqual(viewport.contentOffset.y, 0)
        viewport.scrollToBottom()
        XCTAssertEqual(viewport.contentOffset.y, 0)
    }

    func testTopAndBottom() {
        let (viewport, layout) = makeViewport()
        viewport.scrollToBottom()
        XCTAssertEqual(viewport.contentOffset.y, 65)
        XCTAssertEqual(layout.completeCount, 1)
        viewport.scrollToTop()
        XCTAssertEqual(viewport.contentOffset.y, 0)
    }

    func testScrollToBottomCompletesALazyLayoutFirst() {
        let (viewport, layout) = makeViewport()
        layout.lazyEstimate = 40   // the layout guesses low until completed
        layout.resetCounters()
        viewport.scrollToBottom()
        XCTAssertEqual(layout.calls.first, "completeLayout")
        XCTAssertTrue(layout.isContentSizeExact)
        XCTAssertEqual(viewport.contentOffset.y, 65, "the exact end")
        XCTAssertEqual(layout.prepareCount, 0)
    }

    func testAJumpPastALowEstimateLandsAtTheRealEnd() {
        let (viewport, layout) = makeViewport()
        layout.lazyEstimate = 40   // real height 75: a clamp to the estimate would stop at 30
        viewport.scroll(byPages: 100)
        XCTAssertEqual(viewport.contentOffset.y, 65, "min(Y, real max offset)")
        XCTAssertTrue(layout.isContentSizeExact)
    }

    func testAJumpWithinTheEstimateIsNotClampedAndLaysOutThroughTheTarget() {
        let (viewport, layout) = makeViewport()
        layout.lazyEstimate = 40
        layout.resetCounters()
        viewport.scroll(toY: 25)
        XCTAssertEqual(viewport.contentOffset.y, 25)
        XCTAssertEqual(layout.throughRects, [Rect(x: 0, y: 25, width: 41, height: 11)],
                       "the layout is asked through the target rect and one unit past it, before the clamp")
        XCTAssertFalse(layout.isContentSizeExact)
        viewport.scroll(toY: 31)   // needs content below the estimate: the layout reaches its end
        XCTAssertEqual(viewport.contentOffset.y, 31)
        XCTAssertTrue(layout.isContentSizeExact)
    }

    func testAnExactLayoutIsNeverAskedToLayOutFurther() {
        let (viewport, layout) = makeViewport()
        layout.resetCounters()
        viewport.scroll(toY: 1e9)
        XCTAssertEqual(viewport.contentOffset.y, 65)
        XCTAssertEqual(layout.throughRects, [])
    }

    func testResizeAnchorsTheFirstVisibleCell() {
        let (viewport, layout) = makeViewport()
        viewport.scroll(toY: 31)   // row of items 40–43 (y 30..33) is cut at the top, 1 row above
        XCTAssertEqual(viewport.firstVisibleCell(), LayoutIndexPath(item: 40, section: 0))
        layout.resetCounters()
        viewport.resize(to: Size(width: 20, height: 10))   // 2 columns: item 40 at y 60
        XCTAssertEqual(layout.itemQueries, [LayoutIndexPath(item: 40, section: 0)])
        XCTAssertEqual(viewport.contentOffset.y, 61, "the distance to the anchor's top is kept")
        XCTAssertEqual(viewport.firstVisibleCell(), LayoutIndexPath(item: 40, section: 0))
        viewport.resize(to: Size(width: 40, height: 10))
        XCTAssertEqual(viewport.contentOffset.y, 31)
        XCTAssertEqual(layout.prepareCount, 2)
    }

    func testResizeDistanceIsClampedToKeepARowOfTheAnchor() {
        // Items 10 wide, 3 high at width 40, 1 high at width 20 (one column of 100 rows).
        let layout = StubLayout { width in
            let columns = max(1, Int(width / 10)), height: Double = width >= 40 ? 3 : 1
            return (0..<100).map { cell($0, Double($0 % columns) * 10, Double($0 / columns) * height, 10, height) }
        }
        let viewport = Viewport(layout: layout, size: Size(width: 40, height: 10))
        viewport.scroll(toY: 32)   // item 40 at 30..33: distance 2
        XCTAssertEqual(viewport.firstVisibleCell(), LayoutIndexPath(item: 40, section: 0))
        viewport.resize(to: Size(width: 20, height: 10))   // 2 columns, item 40 at y 20, 1 high
        XCTAssertEqual(viewport.contentOffset.y, 20, "distance 2 clamped to anchor.height' - 1 = 0")
        viewport.resize(to: Size(width: 40, height: 10))
        XCTAssertEqual(viewport.contentOffset.y, 32, "back at the first width: the place before the run of resizes")
        viewport.scroll(byLines: 1)
        viewport.resize(to: Size(width: 20, height: 10))
        XCTAssertEqual(viewport.firstVisibleCell(), LayoutIndexPath(item: 44, section: 0), "a scroll takes a new anchor")
    }

    func testResizeKeepsAGapAboveTheFirstVisibleCell() {
        // A header of 4 rows, then rows of items 3 high; the view starts inside the header.
        let layout = StubLayout { width in
            let columns = max(1, Int(width / 10))
            return [supplementary(.header, section: 0, 0, 0, width, 4)] +
                (0..<100).map { cell($0, Double($0 % columns) * 10, 4 + Double($0 / columns) * 3, 10, 3) }
        }
        let viewport = Viewport(layout: layout, size: Size(width: 40, height: 10))
        viewport.scroll(toY: 2)   // item 0 at y 4: distance -2
        viewport.resize(to: Size(width: 20, height: 10))
        XCTAssertEqual(viewport.contentOffset.y, 2, "the header keeps its 2 visible rows")
        viewport.resize(to: Size(width: 40, height: 10))
        XCTAssertEqual(viewport.contentOffset.y, 2)
    }

    func testScrollAnchorRestoresOnAnotherViewport() {
        let (viewport, _) = makeViewport()
        viewport.scroll(toY: 32)   // item 40 at 30: distance 2
        let anchor = viewport.scrollAnchor()
        XCTAssertEqual(anchor, ScrollAnchor(item: LayoutIndexPath(item: 40, section: 0), distance: Point(x: 0, y: 2),
                                            offset: Point(x: 0, y: 32), edgeX: .start, edgeY: nil))
        let (other, _) = makeViewport(width: 20)   // 2 columns: item 40 at y 60
        other.restore(anchor)
        XCTAssertEqual(other.contentOffset.y, 62)
        let (end, _) = makeViewport()
        end.scrollToBottom()
        XCTAssertEqual(end.scrollAnchor().edgeY, .end)
        let (narrow, _) = makeViewport(width: 20)
        narrow.restore(end.scrollAnchor())
        XCTAssertEqual(narrow.contentOffset.y, 140, "2 columns: content 150, the end stays the end")
        let (top, _) = makeViewport()
        XCTAssertEqual(top.scrollAnchor().edgeY, .start)
    }

    func testResizeAnchorIsClamped() {
        let (viewport, _) = makeViewport()
        viewport.scroll(toY: 64)   // first visible row y 63 (items 84–87), one row above the end
        XCTAssertEqual(viewport.firstVisibleCell(), LayoutIndexPath(item: 84, section: 0))
        viewport.resize(to: Size(width: 100, height: 10))   // 10 columns: content 30, max 20
        XCTAssertEqual(viewport.contentOffset.y, 20)
        XCTAssertTrue(viewport.isAtBottom)
    }

    func testResizeAtTheEndStaysAtTheEnd() {
        let (viewport, _) = makeViewport()
        viewport.scrollToBottom()   // 65
        viewport.resize(to: Size(width: 20, height: 10))   // 2 columns: content 150
        XCTAssertEqual(viewport.contentOffset.y, 140)
        viewport.resize(to: Size(width: 30, height: 10))   // 3 columns: content 102
        XCTAssertEqual(viewport.contentOffset.y, 92)
    }

    func testResizeAtTheTopStaysAtTheTop() {
        let layout = StubLayout { width in
            [supplementary(.header, section: 0, 0, 0, width, 1)] +
                (0..<40).map { cell($0, 0, 1 + Double($0) * 2, width, 2) }
        }
        let viewport = Viewport(layout: layout, size: Size(width: 40, height: 10))
        viewport.resize(to: Size(width: 30, height: 10))
        XCTAssertEqual(viewport.contentOffset.y, 0, "the header stays visible")
    }

    func testFirstVisibleCellIgnoresSupplementariesAndBreaksTiesByMinX() {
        let layout = StubLayout(attributes: [
            supplementary(.header, section: 0, 0, 0, 40, 2),
            cell(1, 20, 2, 10, 3),
            cell(0, 0, 2, 10, 3),
            cell(2, 0, 1.5, 5, 0.5),
        ])
        let viewport = Viewport(layout: layout, size: Size(width: 40, height: 10))
        XCTAssertEqual(viewport.firstVisibleCell(), LayoutIndexPath(item: 2, section: 0))
        let tie = StubLayout(attributes: [cell(1, 20, 2, 10, 3), cell(0, 0, 2, 10, 3)])
        XCTAssertEqual(Viewport(layout: tie, size: Size(width: 40, height: 10)).firstVisibleCell(),
                       LayoutIndexPath(item: 0, section: 0))
    }

    func testResizeWithHeightChangeOnlyKeepsThePlaceButClamps() {
        let (viewport, _) = makeViewport()
        viewport.scroll(toY: 60)
        viewport.resize(to: Size(width: 40, height: 20))
        XCTAssertEqual(viewport.contentOffset.y, 55)
        viewport.resize(to: Size(width: 40, height: 5))
        XCTAssertEqual(viewport.contentOffset.y, 60, "the place before the run of resizes")
    }

    func testTerminalGeometry() {
        XCTAssertEqual(Viewport.contentSize(width: 80, height: 24), Size(width: 80, height: 23))
        XCTAssertEqual(Viewport.contentSize(width: 80, height: 1), Size(width: 80, height: 0))
        XCTAssertEqual(Viewport.contentSize(width: -1, height: 0), Size(width: 0, height: 0))
    }

    func testInvalidateWithContextReprepares() {
        let (viewport, layout) = makeViewport()
        layout.resetCounters()
        viewport.invalidateLayout(with: .itemsAppended(section: 0))
        XCTAssertEqual(layout.calls, ["invalidate(with:)", "prepare"])
    }

    func testVerticalLayoutNeverScrollsHorizontally() {
        let (viewport, layout) = makeViewport()
        layout.resetCounters()
        viewport.scrollHorizontally(byCells: 5)
        XCTAssertEqual(viewport.contentOffset, .zero)
        XCTAssertFalse(viewport.scrollsHorizontally)
        XCTAssertEqual(layout.prepareCount, 0)
    }

    func testHorizontalScrolling() {
        // 30 items 10x3 in one row: content 300 wide, 3 high.
        let layout = StubLayout(attributes: (0..<30).map { cell($0, Double($0) * 10, 0, 10, 3) })
        let viewport = Viewport(layout: layout, size: Size(width: 40, height: 10))
        layout.resetCounters()
        XCTAssertTrue(viewport.scrollsHorizontally)
        XCTAssertEqual(viewport.maxOffsetX, 260)
        viewport.scrollHorizontally(byCells: 5)
        XCTAssertEqual(viewport.contentOffset, Point(x: 5, y: 0))
        viewport.scroll(byPages: 1)
        XCTAssertEqual(viewport.contentOffset.x, 45, "pages move along the scroll axis")
        viewport.scroll(byHalfPages: -1)
        XCTAssertEqual(viewport.contentOffset.x, 25)
        XCTAssertEqual(ScrollPosition(viewport), .percent(9), "25 of 260")
        viewport.scroll(byLines: 3)
        XCTAssertEqual(viewport.contentOffset.y, 0, "nothing to scroll vertically")
        viewport.scrollToBottom()
        XCTAssertEqual(viewport.contentOffset.x, 260)
        XCTAssertTrue(viewport.isAtBottom)
        XCTAssertEqual(ScrollPosition(viewport), .right)
        viewport.scrollHorizontally(byCells: -1_000)
        XCTAssertEqual(viewport.contentOffset.x, 0)
        XCTAssertEqual(ScrollPosition(viewport), .left)
        XCTAssertEqual(layout.prepareCount, 0)
        viewport.scroll(toX: 100)
        XCTAssertEqual(layout.askedRects.count, 0)
        _ = viewport.visibleElements()
        XCTAssertEqual(layout.askedRects, [Rect(x: 100, y: 0, width: 40, height: 10)])
    }

    func testHorizontalResizeAnchorsTheLeftEdge() {
        // Columns of 3 items 10 wide; the number of rows per column follows the height.
        let layout = StubLayout { _ in (0..<60).map { cell($0, Double($0 / 3) * 10, Double($0 % 3) * 3, 10, 3) } }
        let viewport = Viewport(layout: layout, size: Size(width: 40, height: 10))
        viewport.scroll(toX: 52)   // items 15–17 (x 50..60) are the leftmost visible
        XCTAssertEqual(viewport.firstVisibleCell(), LayoutIndexPath(item: 15, section: 0))
        viewport.resize(to: Size(width: 30, height: 10))
        XCTAssertEqual(viewport.contentOffset, Point(x: 52, y: 0), "the distance to the anchor's left edge is kept")
    }
}
