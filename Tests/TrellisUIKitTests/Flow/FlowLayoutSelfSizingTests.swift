import TrellisUIKit
import XCTest

/// Rule 8: with `estimatedItemSize`, items take the estimate until the collection view reports
/// the size a cell prefers (Trellis's host takes it from its size provider); the layout
/// invalidates for it as UIKit's does, and the next prepare lays out with it.
@MainActor
final class FlowLayoutSelfSizingTests: XCTestCase {
    private func preferred(_ indexPath: IndexPath) -> CGSize {
        CGSize(width: 60 + CGFloat(indexPath.item % 3) * 45, height: 20 + CGFloat(indexPath.item) * 3)
    }

    func testItemsTakeTheEstimateUntilTheHostReportsTheirSize() async {
        let layout = CountingFlowLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 50)
        let counts = FlowCounts([9])
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 1000), collectionViewLayout: layout)
        collectionView.dataSource = counts
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.size, CGSize(width: 100, height: 50),
                       "the estimate, before the host measures")
        collectionView.sizeProvider = .sizes { indexPath, _ in self.preferred(indexPath) }
        collectionView.layoutIfNeeded()
        let expected = FlowReference.layOut([flowSection((0..<9).map { preferred(IndexPath(item: $0, section: 0)) })], width: 300)
        XCTAssertEqual((0..<9).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }, expected.items[0],
                       "every frame as if the preferred sizes had been the sizes")
        XCTAssertEqual(collectionView.contentSize, expected.contentSize)
        let prepares = layout.prepares
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.prepares, prepares, "settled: measuring again changes nothing")
    }

    func testShouldInvalidateOnlyForACellWhoseSizeChanged() async {
        let layout = UICollectionViewFlowLayout()
        let original = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        original.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        let taller = original.copy() as! UICollectionViewLayoutAttributes
        taller.size = CGSize(width: 100, height: 70)
        XCTAssertFalse(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: taller, withOriginalAttributes: original),
                       "no estimate: items do not size themselves")
        layout.estimatedItemSize = CGSize(width: 100, height: 50)
        XCTAssertTrue(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: taller, withOriginalAttributes: original))
        XCTAssertFalse(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: original.copy() as! UICollectionViewLayoutAttributes,
                                                     withOriginalAttributes: original))
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 0))
        let tallerHeader = header.copy() as! UICollectionViewLayoutAttributes
        tallerHeader.size = CGSize(width: 10, height: 10)
        XCTAssertFalse(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: tallerHeader, withOriginalAttributes: header))
    }

    func testTheContextCarriesTheItemAndTheChange() async {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 50)
        let original = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
        original.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        let preferred = original.copy() as! UICollectionViewLayoutAttributes
        preferred.size = CGSize(width: 80, height: 72)
        let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        let flow = context as? UICollectionViewFlowLayoutInvalidationContext
        XCTAssertNotNil(flow)
        XCTAssertEqual(context.invalidatedItemIndexPaths, [IndexPath(item: 2, section: 1)])
        XCTAssertEqual(context.contentSizeAdjustment, CGSize(width: 0, height: 22), "the change along the scroll axis")
        XCTAssertEqual(flow?.invalidateFlowLayoutDelegateMetrics, false, "the delegate is not asked again")
        XCTAssertEqual(flow?.invalidateFlowLayoutAttributes, true)
        layout.scrollDirection = .horizontal
        XCTAssertEqual(layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original).contentSizeAdjustment,
                       CGSize(width: -20, height: 0), "horizontally, the change in width")
    }

    func testAPreferredSizeIsLaidOutWithoutAskingTheDelegateAgain() async {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let metrics = FlowMetrics([flowSection(sizes(6, 90, 40))])
        let collectionView = makeCollectionView(layout, metrics, width: 300, height: 1000)
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size, CGSize(width: 90, height: 40),
                       "automaticSize estimates with the item's own size")
        let calls = metrics.delegateCalls
        collectionView.sizeProvider = .sizes { indexPath, proposed in
            indexPath.item == 4 ? CGSize(width: 90, height: 75) : proposed.size
        }
        collectionView.layoutIfNeeded()
        XCTAssertEqual(metrics.delegateCalls, calls, "the delegate's metrics are kept")
        var sizes = sizes(6, 90, 40)
        sizes[4].height = 75
        let expected = FlowReference.layOut([flowSection(sizes)], width: 300)
        XCTAssertEqual(layout.cellFrames()[IndexPath(item: 4, section: 0)], expected.items[0][4])
        XCTAssertEqual(layout.cellFrames()[IndexPath(item: 3, section: 0)], expected.items[0][3], "its line-mates centred in the taller line")
        XCTAssertEqual(collectionView.contentSize, expected.contentSize)
    }

    func testPreferredSizesSurviveAResizeButNotAReload() async {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 50)
        let counts = FlowCounts([3])
        let collectionView = makeCollectionView(layout, counts, width: 300, height: 1000)
        collectionView.sizeProvider = .sizes { _, _ in CGSize(width: 100, height: 30) }
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size.height, 30)
        collectionView.sizeProvider = nil
        collectionView.frame.size.width = 250
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size.height, 30, "kept across a width change")
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size.height, 50, "a reload starts from the estimates")
    }
}
