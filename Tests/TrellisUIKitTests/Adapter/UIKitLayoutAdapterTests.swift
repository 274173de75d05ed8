import TrellisUIKit
import TrellisLayout
import TrellisRender
import XCTest

/// Issue 26 §4, "The adapter is public": through a viewport, as the previewer drives it, the
/// adapter asks the UIKit layout only what UIKit would ask for the same action, and counts it.
/// Every test reads the log of a layout that records each call (``RecordingLayout``: rows of 100
/// points, one per item).
@MainActor
final class UIKitLayoutAdapterTests: XCTestCase {
    private let dataSource = CountsDataSource([30])

    /// An adapter over a new recording layout, and a viewport of 320×480 points over it.
    private func make(invalidating: Bool = false) -> (UIKitLayoutAdapter, RecordingLayout, Viewport) {
        let layout = RecordingLayout()
        layout.invalidatesOnBoundsChange = invalidating
        let adapter = UIKitLayoutAdapter(layout: layout, dataSource: dataSource)
        let viewport = Viewport(layout: adapter, size: Size(width: 320, height: 480), scale: adapter.cellScale)
        return (adapter, layout, viewport)
    }

    /// The attribute queries of `log`: the calls that are not the content size or bounds questions.
    private func queries(_ log: [String]) -> [String] {
        log.filter { $0.hasPrefix("elements") || $0 == "item" || $0 == "supplementary" }
    }

    func testDrawingPreparesOnceThenAsksOnlyTheVisibleRect() async {
        let (_, layout, viewport) = make()
        XCTAssertEqual(layout.log, ["shouldInvalidate", "prepare"],
                       "the viewport sizes the new collection view (a bounds change, asked) and prepares it once, no invalidation")
        layout.clear()
        _ = viewport.visibleElements()
        _ = viewport.visibleElements()
        XCTAssertEqual(layout.log, ["contentSize", "elements(0,0,320,480)", "contentSize", "elements(0,0,320,480)"],
                       "each frame is a layout pass: the content size and the visible rect, never prepare again")
    }

    func testTheElementsAreTheLayoutsConverted() async {
        let (adapter, _, viewport) = make()
        let elements = viewport.visibleElements()
        XCTAssertEqual(elements.map(\.indexPath.item), [0, 1, 2, 3, 4])
        XCTAssertEqual(elements[1], LayoutAttributes(category: .cell, kind: .cell, indexPath: LayoutIndexPath(item: 1, section: 0),
                                                     frame: Rect(x: 0, y: 100, width: 320, height: 100)))
        XCTAssertEqual(adapter.collectionViewContentSize, Size(width: 320, height: 3000))
        XCTAssertEqual(adapter.collectionView.contentSize, CGSize(width: 320, height: 3000), "the collection view's content size follows")
    }

    func testAGoToAsksTheItemAsScrollToItemDoes() async {
        let (adapter, layout, _) = make()
        layout.clear()
        XCTAssertEqual(adapter.layoutAttributesForItem(at: LayoutIndexPath(item: 7, section: 0))?.frame, Rect(x: 0, y: 700, width: 320, height: 100))
        XCTAssertEqual(layout.log, ["item"])
    }

    func testAScrollThatDoesNotInvalidateNeverPrepares() async {
        let (adapter, layout, viewport) = make(invalidating: false)
        _ = viewport.visibleElements()
        for step in 1...20 {
            layout.clear()
            viewport.scroll(byLines: 3)
            _ = viewport.visibleElements()
            XCTAssertEqual(layout.log.filter { $0 != "contentSize" }, ["shouldInvalidate", "elements(0,\(48 * step),320,480)"], "step \(step)")
        }
        XCTAssertEqual(layout.prepares, 0)
        XCTAssertEqual(adapter.layoutActivity.prepareCount, 1)
        XCTAssertEqual(adapter.layoutActivity.invalidationCount, 0)
        XCTAssertEqual(layout.contexts.count, 0, "never invalidated")
    }

    func testALayoutThatAlwaysInvalidatesPreparesOnEveryScroll() async {
        let (adapter, layout, viewport) = make(invalidating: true)
        _ = viewport.visibleElements()
        for step in 1...10 {
            layout.clear()
            viewport.scroll(byLines: 1)
            _ = viewport.visibleElements()
            XCTAssertEqual(layout.log.filter { $0 != "contentSize" },
                           ["shouldInvalidate", "context", "invalidate", "prepare", "elements(0,\(16 * step),320,480)"], "step \(step)")
        }
        XCTAssertEqual(adapter.layoutActivity.prepareCount, 11)
        XCTAssertEqual(adapter.layoutActivity.invalidationCount, 11, "one per scroll, and the first sizing of the collection view")
    }

    func testAResizeChangesTheFrameAndPreparesOnceWhenTheLayoutSaysSo() async {
        let (adapter, layout, viewport) = make(invalidating: false)
        _ = viewport.visibleElements()
        layout.clear()
        viewport.resize(to: Size(width: 400, height: 480))
        _ = viewport.visibleElements()
        // The previewer keeps the first visible cell in place across a resize, which UIKit does not
        // do: it takes that cell from the last frame's rect, then asks where it went. Nothing else.
        XCTAssertEqual(queries(layout.log), ["elements(0,0,320,480)", "item", "elements(0,0,400,480)"])
        XCTAssertFalse(layout.log.contains("prepare"), "the layout said no: nothing is prepared again")
        XCTAssertEqual(adapter.collectionView.frame.size, CGSize(width: 400, height: 480), "a resize is a new frame")

        layout.invalidatesOnBoundsChange = true
        layout.clear()
        viewport.resize(to: Size(width: 240, height: 480))
        _ = viewport.visibleElements()
        XCTAssertEqual(layout.log.filter { $0 == "prepare" }.count, 1, "the layout said yes: one prepare, at the next query")
        XCTAssertEqual(layout.log.first, "shouldInvalidate")
        XCTAssertEqual(layout.log.last, "elements(0,0,240,480)")
    }

    func testTheLayoutSeesTheOldBoundsWhileItIsAsked() async {
        let (adapter, layout, viewport) = make(invalidating: true)
        viewport.scroll(toY: 200)
        XCTAssertEqual(layout.boundsSeen.suffix(2).map(\.old), [CGRect(x: 0, y: 0, width: 320, height: 480), CGRect(x: 0, y: 0, width: 320, height: 480)],
                       "shouldInvalidateLayout(forBoundsChange:) and invalidationContext(forBoundsChange:)")
        XCTAssertEqual(layout.boundsSeen.last?.new, CGRect(x: 0, y: 200, width: 320, height: 480))
        viewport.resize(to: Size(width: 160, height: 320))
        XCTAssertEqual(layout.boundsSeen.first { $0.new.width == 160 }?.old, CGRect(x: 0, y: 200, width: 320, height: 480))
        XCTAssertEqual(adapter.bounds, viewport.visibleRect)
    }

    func testTheAdapterNeverInvalidatesOnItsOwn() async {
        let (adapter, layout, viewport) = make(invalidating: false)
        XCTAssertFalse(adapter.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 999, height: 1)),
                       "the collection view asks the layout when the bounds are set")
        viewport.scroll(byPages: 3)
        viewport.scrollToBottom()
        viewport.scrollToTop()
        viewport.resize(to: Size(width: 100, height: 100))
        _ = viewport.visibleElements()
        XCTAssertEqual(layout.contexts.count, 0)
        XCTAssertEqual(adapter.layoutActivity.prepareCount, 1)
    }

    func testAWiderRectIsAskedAsItIsAndCounted() async {
        let (adapter, layout, viewport) = make()
        _ = viewport.visibleElements()
        let before = adapter.layoutActivity
        layout.clear()
        let band = adapter.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 320, height: 2000))
        XCTAssertEqual(band.count, 21, "the layout's answer as it is: row 20, which touches the rect, too")
        XCTAssertEqual(layout.log, ["elements(0,0,320,2000)"], "not a layout pass: no content size, the rect as asked")
        XCTAssertEqual(adapter.layoutActivity.rectQueryCount, before.rectQueryCount + 1)
    }

    func testADataChangeReloadsTheCollectionView() async {
        let source = CountsDataSource([2])
        let layout = RecordingLayout()
        let adapter = UIKitLayoutAdapter(layout: layout, dataSource: source)
        let viewport = Viewport(layout: adapter, size: Size(width: 320, height: 480), scale: adapter.cellScale)
        XCTAssertEqual(viewport.visibleElements().count, 2)
        source.counts = [4]
        viewport.invalidateLayout(with: .itemsAppended(section: 0))
        XCTAssertEqual(viewport.visibleElements().count, 4, "the counts are read again")
        XCTAssertEqual(layout.prepares, 2)
        XCTAssertEqual(adapter.dataSource.numberOfItems(inSection: 0), 4)
        XCTAssertEqual(adapter.dataSource.numberOfItems(inSection: 9), 0, "a section that does not exist has no items")
    }

    func testTheAdapterKeepsTheDataSourceAndDelegateItWasGiven() async {
        weak var weakSource: CountsDataSource?
        let adapter: UIKitLayoutAdapter
        do {
            let source = CountsDataSource([3])
            weakSource = source
            adapter = UIKitLayoutAdapter(layout: RecordingLayout(), dataSource: source)
        }
        XCTAssertNotNil(weakSource, "the collection view holds it weakly; the adapter keeps it")
        XCTAssertEqual(adapter.dataSource.numberOfSections, 1)
    }

    func testAnAdapterOverACollectionViewUsesItAsItIs() async {
        let layout = RecordingLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout)
        collectionView.dataSource = dataSource
        let adapter = UIKitLayoutAdapter(collectionView: collectionView, scale: LayoutScale(x: 10, y: 20))
        XCTAssertEqual(adapter.bounds, Rect(x: 0, y: 0, width: 200, height: 300))
        XCTAssertEqual(adapter.cellScale, LayoutScale(x: 10, y: 20))
        XCTAssertEqual(adapter.lengthUnit, "pt")
        XCTAssertEqual(UIKitLayoutAdapter(layout: layout, dataSource: dataSource).cellScale, LayoutScale(x: 8, y: 16), "8 points a column, 16 a row")
        XCTAssertTrue(adapter.collectionViewLayout === layout)
        XCTAssertEqual(adapter.warningMessages, [], "a layout that uses only what is modelled has no warnings")
    }
}
