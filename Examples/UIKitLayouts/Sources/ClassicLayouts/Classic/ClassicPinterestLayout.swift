#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// The photo wall of the well-known "UICollectionView Custom Layout Tutorial: Pinterest", as the
/// tutorial writes it, with the defect it has: **its rect query scans every photo** (the
/// `for attributes in cache` loop), so the cost of each query, which UIKit asks many times a
/// second while scrolling, grows with the number of photos. The layout doctor reports it as
/// `linear-query`; `PinterestLayout` is the same wall with a query that searches each column.
///
/// Photos go in `numberOfColumns` columns, each photo below the one before it in the next
/// column, round and round, `cellPadding` around each photo. Three departures from the
/// tutorial, none of them a fix of its query: it subclasses `UICollectionViewFlowLayout` (as
/// many photo walls do, for the flow layout's invalidation on a new width); its `prepare()`
/// starts again from an empty cache each time, where the tutorial's returns early once the cache
/// is full (`guard cache.isEmpty`), which would keep the old frames after a rotation; and its
/// content is never narrower than nothing, where the tutorial's goes negative in a view
/// narrower than its content insets.
open class ClassicPinterestLayout: UICollectionViewFlowLayout {
    /// Where the photo heights come from.
    open weak var delegate: PinterestLayoutDelegate?

    /// The number of columns. Default 2.
    open var numberOfColumns = 2
    /// The space around each photo, inside its column. Default 6.
    open var cellPadding: CGFloat = 6

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    private var contentWidth: CGFloat {
        guard let collectionView else { return 0 }
        let insets = collectionView.contentInset
        return max(0, collectionView.bounds.width - (insets.left + insets.right))
    }

    override open var collectionViewContentSize: CGSize {
        CGSize(width: contentWidth, height: contentHeight)
    }

    override open func prepare() {
        super.prepare()
        cache.removeAll()
        contentHeight = 0
        guard let collectionView, collectionView.numberOfSections > 0 else { return }

        let columnWidth = contentWidth / CGFloat(numberOfColumns)
        var xOffset: [CGFloat] = []
        for column in 0..<numberOfColumns {
            xOffset.append(CGFloat(column) * columnWidth)
        }
        var column = 0
        var yOffset = [CGFloat](repeating: 0, count: numberOfColumns)

        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let photoHeight = delegate?.collectionView(collectionView, heightForPhotoAtIndexPath: indexPath,
                                                       withWidth: columnWidth - cellPadding * 2) ?? 180
            let height = cellPadding * 2 + photoHeight
            let frame = CGRect(x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
            let insetFrame = frame.insetBy(dx: cellPadding, dy: cellPadding)

            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = insetFrame
            cache.append(attributes)

            contentHeight = max(contentHeight, frame.maxY)
            yOffset[column] = yOffset[column] + height
            column = column < (numberOfColumns - 1) ? (column + 1) : 0
        }
    }

    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var visibleLayoutAttributes: [UICollectionViewLayoutAttributes] = []
        // Every photo, for every rect. (`!intersection(_:).isEmpty` is what the tutorial's
        // `intersects(_:)` means on iOS; Linux's Foundation `intersects` also counts a frame that
        // only shares an edge with the rect.)
        for attributes in cache {
            if !attributes.frame.intersection(rect).isEmpty {
                visibleLayoutAttributes.append(attributes)
            }
        }
        return visibleLayoutAttributes
    }

    override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        indexPath.section == 0 && indexPath.item < cache.count ? cache[indexPath.item] : nil
    }
}
