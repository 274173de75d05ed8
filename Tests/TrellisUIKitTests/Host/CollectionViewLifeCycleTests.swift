import TrellisUIKit
import XCTest

/// Issue 26 §1, "The life cycle, as UIKit's": each rule, through a layout that logs every call.
@MainActor
final class CollectionViewLifeCycleTests: XCTestCase {
    private var dataSource = CountsDataSource([10])

    private func make(_ layout: RecordingLayout = RecordingLayout()) -> (UICollectionView, RecordingLayout) {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.dataSource = dataSource
        return (collectionView, layout)
    }

    // Rule 1: layoutIfNeeded, and every query, prepares only when the layout was invalidated.
    func testPrepareRunsOnlyBeforeTheFirstPassAndAfterAnInvalidation() async {
        let (collectionView, layout) = make()
        XCTAssertEqual(layout.prepares, 0, "nothing prepares before the first layout pass")
        collectionView.layoutIfNeeded()
        collectionView.layoutIfNeeded()
        _ = collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))
        _ = collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        _ = collectionView.indexPathsForVisibleItems
        XCTAssertEqual(layout.prepares, 1)
        layout.invalidateLayout()
        XCTAssertEqual(layout.prepares, 1, "an invalidation prepares nothing by itself")
        _ = collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))
        XCTAssertEqual(layout.prepares, 2, "the next query prepares first")
        XCTAssertEqual(layout.log.suffix(2), ["prepare", "item"])
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.prepares, 2)
    }

    func testAQueryBeforeAnyLayoutPassPreparesFirst() async {
        let (collectionView, layout) = make()
        _ = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(layout.log, ["prepare", "item"])
    }

    // Rule 2: a layout pass asks prepare (when invalidated), the content size, and the visible rect only.
    func testALayoutPassAsksPrepareContentSizeAndTheVisibleRectOnly() async {
        let (collectionView, layout) = make()
        collectionView.contentOffset = CGPoint(x: 0, y: 250)
        layout.clear()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.log, ["prepare", "contentSize", "elements(0,250,320,480)"])
        layout.clear()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.log, ["contentSize", "elements(0,250,320,480)"], "no prepare without an invalidation, and never an item query")
    }

    // Rule 3: a bounds change asks shouldInvalidate, and only on true the context and the invalidation.
    func testABoundsChangeAsksTheLayoutWhileBoundsIsStillOld() async {
        let (collectionView, layout) = make()
        collectionView.layoutIfNeeded()
        layout.clear()
        collectionView.contentOffset = CGPoint(x: 0, y: 40)
        XCTAssertEqual(layout.log, ["shouldInvalidate"], "false: no context, no invalidation")
        XCTAssertEqual(layout.boundsSeen.last?.old, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(layout.boundsSeen.last?.new, CGRect(x: 0, y: 40, width: 320, height: 480))
        XCTAssertEqual(collectionView.bounds, CGRect(x: 0, y: 40, width: 320, height: 480), "then the bounds change")

        layout.invalidatesOnBoundsChange = true
        layout.clear()
        layout.boundsSeen.removeAll()
        collectionView.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
        XCTAssertEqual(layout.log, ["shouldInvalidate", "context", "invalidate"])
        XCTAssertEqual(layout.boundsSeen.map(\.old), [CGRect(x: 0, y: 40, width: 320, height: 480), CGRect(x: 0, y: 40, width: 320, height: 480)],
                       "both calls see the old bounds")
        XCTAssertEqual(layout.boundsSeen.map(\.new), [CGRect(x: 0, y: 40, width: 400, height: 480), CGRect(x: 0, y: 40, width: 400, height: 480)],
                       "a frame change keeps the content offset")
        XCTAssertFalse(layout.contexts.last!.invalidateEverything, "a bounds change is not a reload")

        layout.clear()
        collectionView.bounds = collectionView.bounds
        XCTAssertEqual(layout.log, [], "bounds set to the same value is no change")
    }

    func testAScrollNeverPreparesALayoutThatSaysFalse() async {
        let (collectionView, layout) = make()
        collectionView.layoutIfNeeded()
        for step in 1...20 {
            collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 17)
            collectionView.layoutIfNeeded()
        }
        XCTAssertEqual(layout.prepares, 1)
        XCTAssertEqual(layout.log.filter { $0 == "shouldInvalidate" }.count, 20, "every scroll step asks")
    }

    func testALayoutThatAlwaysSaysTruePreparesOnEveryScroll() async {
        let (collectionView, layout) = make()
        layout.invalidatesOnBoundsChange = true
        collectionView.layoutIfNeeded()
        for step in 1...20 {
            collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 17)
            collectionView.layoutIfNeeded()
        }
        XCTAssertEqual(layout.prepares, 21, "as in UIKit: once at first, then once per scroll step")
    }

    // Rule 4: reloadData and a new layout invalidate everything.
    func testReloadDataInvalidatesEverythingAndReadsTheCountsAgain() async {
        let (collectionView, layout) = make()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.contentSize.height, 1000)
        dataSource.counts = [3, 4]
        XCTAssertEqual(collectionView.numberOfSections, 1, "counts are kept until reloadData, as UIKit keeps them")
        collectionView.reloadData()
        let context = layout.contexts.last!
        XCTAssertTrue(context.invalidateEverything)
        XCTAssertTrue(context.invalidateDataSourceCounts)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.prepares, 2)
        XCTAssertEqual(collectionView.numberOfSections, 2)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 1), 4)
        XCTAssertEqual(collectionView.contentSize.height, 700)
    }

    func testANewLayoutIsPreparedAndTheOldOneLetGo() async {
        let (collectionView, old) = make()
        collectionView.layoutIfNeeded()
        let new = RecordingLayout()
        collectionView.collectionViewLayout = new
        XCTAssertNil(old.collectionView)
        XCTAssertTrue(new.collectionView === collectionView)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(new.log, ["prepare", "contentSize", "elements(0,0,320,480)"])
        collectionView.contentOffset.y = 10
        XCTAssertEqual(old.log.filter { $0 == "shouldInvalidate" }.count, 0, "the old layout is no longer asked")
    }

    // Rule 5: contentSize is the layout's collectionViewContentSize.
    func testContentSizeIsTheLayoutsAfterEachPass() async {
        let (collectionView, _) = make()
        XCTAssertEqual(collectionView.contentSize, .zero)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 320, height: 1000))
    }

    func testInvalidateLayoutPassesAFreshContextOfTheLayoutsClass() async {
        final class Context: UICollectionViewLayoutInvalidationContext {}
        final class Layout: UICollectionViewLayout {
            var seen: [UICollectionViewLayoutInvalidationContext] = []
            override class var invalidationContextClass: AnyClass { Context.self }
            override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
                seen.append(context)
                super.invalidateLayout(with: context)
            }
        }
        let layout = Layout()
        layout.invalidateLayout()
        XCTAssertTrue(layout.seen.first is Context)
        XCTAssertFalse(layout.seen.first!.invalidateEverything, "UIKit sets invalidateEverything only for reloadData")
        XCTAssertTrue(layout.invalidationContext(forBoundsChange: .zero) is Context)
    }

    func testTheContextsAdjustmentsApplyToOffsetAndSize() async {
        let (collectionView, layout) = make()
        collectionView.layoutIfNeeded()
        let context = UICollectionViewLayoutInvalidationContext()
        context.contentOffsetAdjustment = CGPoint(x: 0, y: 30)
        context.contentSizeAdjustment = CGSize(width: 0, height: 5)
        layout.clear()
        layout.invalidateLayout(with: context)
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 30))
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 320, height: 1005))
        XCTAssertEqual(layout.log, ["invalidate"], "an adjustment is not a bounds change the layout is asked about")
    }

    func testVisibleItemsAreTheCellsInTheBoundsInOrder() async {
        let (collectionView, _) = make()
        collectionView.contentOffset = CGPoint(x: 0, y: 150)
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, (1...6).map { IndexPath(item: $0, section: 0) })
        XCTAssertEqual(collectionView.indexPathForItem(at: CGPoint(x: 10, y: 420)), IndexPath(item: 4, section: 0))
    }

    func testScrollToItemAsksTheItemQueryAndStaysInTheContent() async {
        let (collectionView, layout) = make()
        collectionView.layoutIfNeeded()
        layout.clear()
        collectionView.scrollToItem(at: IndexPath(item: 2, section: 0), at: .top, animated: false)
        XCTAssertEqual(layout.log.first, "item")
        XCTAssertEqual(collectionView.contentOffset.y, 200)
        collectionView.scrollToItem(at: IndexPath(item: 9, section: 0), at: .top, animated: true)
        XCTAssertEqual(collectionView.contentOffset.y, 520, "the last screenful: the content is 1000 tall, the view 480")
    }

    func testScrollStateIsAlwaysAtRest() async {
        let (collectionView, _) = make()
        XCTAssertFalse(collectionView.isDragging)
        XCTAssertFalse(collectionView.isDecelerating)
        XCTAssertFalse(collectionView.isTracking)
    }
}
