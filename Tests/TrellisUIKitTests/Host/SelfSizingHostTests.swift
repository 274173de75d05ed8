import TrellisUIKit
import XCTest

/// The host's side of self-sizing: a size provider stands in for cells measuring themselves, and
/// the layout is offered preferred attributes as UIKit offers them.
@MainActor
final class SelfSizingHostTests: XCTestCase {
    /// Rows of an estimated 50 points that take the preferred height when they are offered one.
    final class RowsLayout: UICollectionViewLayout {
        var heights: [CGFloat] = []
        var offers: [(preferred: CGSize, original: CGSize)] = []
        var prepares = 0

        override func prepare() {
            prepares += 1
            let count = collectionView?.numberOfItems(inSection: 0) ?? 0
            if heights.count != count { heights = Array(repeating: 50, count: count) }
        }

        private func frame(_ item: Int) -> CGRect {
            CGRect(x: 0, y: heights[..<item].reduce(0, +), width: collectionView?.bounds.width ?? 0, height: heights[item])
        }

        override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.bounds.width ?? 0, height: heights.reduce(0, +)) }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            heights.indices.compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frame(indexPath.item)
            return attributes
        }

        override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                             withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
            offers.append((preferredAttributes.size, originalAttributes.size))
            return preferredAttributes.size.height != originalAttributes.size.height
        }

        override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                          withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
            heights[preferredAttributes.indexPath.item] = preferredAttributes.size.height
            let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
            context.invalidateItems(at: [preferredAttributes.indexPath])
            return context
        }
    }

    func testMeasuredCellsAreOfferedAndTheLayoutSettles() async {
        let source = CountsDataSource([6])
        let layout = RowsLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 400), collectionViewLayout: layout)
        collectionView.dataSource = source
        collectionView.sizeProvider = .sizes { indexPath, proposed in CGSize(width: proposed.size.width, height: 20 + CGFloat(indexPath.item) * 10) }
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.heights, [20, 30, 40, 50, 60, 70])
        XCTAssertEqual(collectionView.contentSize.height, 270)
        XCTAssertEqual(layout.offers.first?.original, CGSize(width: 100, height: 50), "the layout's own size is the original")
        XCTAssertEqual(layout.offers.first?.preferred, CGSize(width: 100, height: 20), "the measured size is the preferred")
        XCTAssertEqual(layout.offers.count, 5, "item 3 measures 50 already, and is not offered")
        XCTAssertEqual(layout.prepares, 2, "one pass with the estimates, one with the measured sizes")
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.prepares, 2, "settled: nothing changes on the next pass")
    }

    func testLabelsMeasureAsTheSpecsSelfSizingTextDoes() async {
        let layout = RowsLayout()
        let source = CountsDataSource([2])
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 400), collectionViewLayout: layout)
        collectionView.dataSource = source
        // 8 points per character plus 4 each side, 16 per line: 10 characters fit in 88 of the 100 points.
        let labels = ["short", String(repeating: "x", count: 25)]
        collectionView.sizeProvider = .labels({ labels[$0.item] }, pointsPerColumn: 8, lineHeight: 16, padding: 4)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.heights, [16, 48], "25 characters at 11 per line of 96 points make 3 lines")
    }
}
