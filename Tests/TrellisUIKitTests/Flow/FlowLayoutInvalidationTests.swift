@testable import TrellisUIKitCore
import TrellisUIKit
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

    func testARightToLeftCollectionViewIsReportedAsNotMirrored() async {
        let layout = UICollectionViewFlowLayout()
        let counts = FlowCounts([1])
        let collectionView = makeCollectionView(layout, counts)
        XCTAssertEqual(layout.trellisWarnings, [])
        collectionView.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(layout.trellisWarnings.count, 1)
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX, 0, "left to right")
    }
}
