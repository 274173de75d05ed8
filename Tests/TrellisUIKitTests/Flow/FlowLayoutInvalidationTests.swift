@testable import TrellisUIKitCore
import TrellisUIKit
import TrellisLayout
import XCTest

/// What each invalidation makes the flow layout do again: the delegate's metrics, the frames,
/// or nothing, as the flow invalidation context's two properties say.
@MainActor
final class FlowLayoutInvalidationTests: XCTestCase {
    private func setUp(_ metrics: FlowMetrics) -> (UICollectionViewFlowLayout, UICollectionView) {
        let layout = UICollectionViewFlowLayout()
        let collectionView = makeCollectionView(layout, metrics)
        return (layout, collectionView)
    }

    private func firstSize(_ layout: UICollectionViewLayout) -> CGSize? {
        layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size
    }

    func testInvalidateLayoutAsksTheDelegateAgain() async {
        let metrics = FlowMetrics([flowSection(sizes(3, 50, 50))])
        let (layout, collectionView) = setUp(metrics)
        metrics.sections[0].sizes[0] = CGSize(width: 70, height: 20)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(firstSize(layout), CGSize(width: 50, height: 50), "nothing invalidated: the old metrics")
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(firstSize(layout), CGSize(width: 70, height: 20))
    }

    func testAContextThatKeepsTheMetricsLaysOutWithoutTheDelegate() async {
        let metrics = FlowMetrics([flowSection(sizes(3, 50, 50))])
        let (layout, collectionView) = setUp(metrics)
        metrics.sections[0].sizes[0] = CGSize(width: 70, height: 20)
        let calls = metrics.delegateCalls
        let context = UICollectionViewFlowLayoutInvalidationContext()
        context.invalidateFlowLayoutDelegateMetrics = false
        layout.invalidateLayout(with: context)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(metrics.delegateCalls, calls, "the delegate is not asked")
        XCTAssertEqual(firstSize(layout), CGSize(width: 50, height: 50), "the kept metrics")
    }

    func testAContextThatKeepsTheAttributesKeepsEverything() async {
        let metrics = FlowMetrics([flowSection(sizes(3, 50, 50))])
        let (layout, collectionView) = setUp(metrics)
        metrics.sections[0].sizes[0] = CGSize(width: 70, height: 20)
        let context = UICollectionViewFlowLayoutInvalidationContext()
        context.invalidateFlowLayoutAttributes = false
        layout.invalidateLayout(with: context)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(firstSize(layout), CGSize(width: 50, height: 50), "'effectively not invalidating', whatever the metrics flag says")
    }

    func testABaseContextOrAReloadInvalidatesEverything() async {
        let metrics = FlowMetrics([flowSection(sizes(3, 50, 50))])
        let (layout, collectionView) = setUp(metrics)
        metrics.sections[0].sizes[0] = CGSize(width: 70, height: 20)
        layout.invalidateLayout(with: UICollectionViewLayoutInvalidationContext())
        collectionView.layoutIfNeeded()
        XCTAssertEqual(firstSize(layout), CGSize(width: 70, height: 20))
        metrics.sections[0].sizes.append(CGSize(width: 10, height: 10))
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.size, CGSize(width: 10, height: 10), "new counts")
    }

    func testAChangedInsetIsSeenAtTheNextPrepare() async {
        let metrics = FlowMetrics([flowSection(sizes(1, 500, 50), header: 10)])
        let (layout, collectionView) = setUp(metrics)
        collectionView.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(firstSize(layout)?.width, 260, "W = 300 − 40")
        XCTAssertEqual(layout.collectionViewContentSize.width, 260)
    }

    func testARightToLeftCollectionViewShowsTheFlowMirroredWhileTheLayoutStaysLeftToRight() async {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30)
        let counts = FlowCounts([3])
        let collectionView = makeCollectionView(layout, counts)
        let adapter = UIKitLayoutAdapter(collectionView: collectionView)
        XCTAssertFalse(adapter.isMirrored)
        let leftToRight = adapter.layoutAttributesForElements(in: adapter.bounds).map(\.frame.origin.x)
        collectionView.semanticContentAttribute = .forceRightToLeft
        XCTAssertTrue(adapter.isMirrored, "the flow layout flips, and the view is right to left")
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX, 10,
                       "the layout itself computes left to right, as UIKit's does")
        let width = Double(collectionView.bounds.width)
        let rightToLeft = adapter.layoutAttributesForElements(in: adapter.bounds)
        XCTAssertEqual(rightToLeft.map(\.frame.origin.x), leftToRight.map { width - $0 - 100 },
                       "every frame mirrored about the content's width: the first item at the right, inside the right inset's mirror")
        XCTAssertEqual(adapter.layoutAttributesForItem(at: LayoutIndexPath(item: 0, section: 0))?.frame.maxX, width - 10)
        XCTAssertEqual(layout.trellisWarnings, [], "nothing to warn about: the mirror is shown")
    }
}
