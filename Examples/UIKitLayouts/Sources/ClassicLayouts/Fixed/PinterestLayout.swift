#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// Gives a `PinterestLayout` (or a `ClassicPinterestLayout`) the height of each photo at the
/// column width.
@MainActor
public protocol PinterestLayoutDelegate: AnyObject {
    /// The height of the photo at `indexPath` when it is `width` wide.
    func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath,
                        withWidth width: CGFloat) -> CGFloat
}

/// A Pinterest photo wall: photos in `numberOfColumns` columns, each photo going below the one
/// before it in the next column, round and round, `cellPadding` around each photo.
///
/// It subclasses `UICollectionViewFlowLayout`, as many photo walls do, to keep the flow
/// layout's invalidation (a new width lays it out again, scrolling does not), and overrides
/// `prepare()` to compute its own frames, once per invalidation.
///
/// `ClassicPinterestLayout` is the tutorial's wall, whose rect query scans every photo. This one
/// keeps each column's photos in order (a column only grows downwards), so a rect query finds
/// the photos of each column in the rect by binary search: its cost depends on the photos in the
/// rect, not on how many there are.
open class PinterestLayout: UICollectionViewFlowLayout {
    /// Where the photo heights come from.
    open weak var delegate: PinterestLayoutDelegate?

    /// The number of columns. Default 2.
    open var numberOfColumns = 2
    /// The space around each photo, inside its column. Default 6.
    open var cellPadding: CGFloat = 6

    /// Every photo, by item.
    private var cache: [UICollectionViewLayoutAttributes] = []
    /// Each column's photos, top to bottom.
    private var columns: [[UICollectionViewLayoutAttributes]] = []
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
        columns = Array(repeating: [], count: max(1, numberOfColumns))
        contentHeight = 0
        guard let collectionView, collectionView.numberOfSections > 0 else { return }

        let columnCount = columns.count
        let columnWidth = contentWidth / CGFloat(columnCount)
        // The padding, but never more than a narrow column has room for.
        let padding = min(cellPadding, columnWidth / 2)
        var yOffset = [CGFloat](repeating: 0, count: columnCount)

        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let column = item % columnCount
            let photoWidth = columnWidth - padding * 2
            let photoHeight = delegate?.collectionView(collectionView, heightForPhotoAtIndexPath: indexPath,
                                                       withWidth: photoWidth) ?? 180
            let height = padding * 2 + max(0, photoHeight)

            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: CGFloat(column) * columnWidth + padding, y: yOffset[column] + padding,
                                      width: photoWidth, height: height - padding * 2)
            cache.append(attributes)
            columns[column].append(attributes)

            yOffset[column] += height
            contentHeight = max(contentHeight, yOffset[column])
        }
    }

    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        // `!intersection(_:).isEmpty`, not `intersects(_:)`: a frame that only shares an edge with
        // the rect is not in it (CoreGraphics' `intersects` says so; Linux's Foundation does not).
        var found: [UICollectionViewLayoutAttributes] = []
        for column in columns {
            // The first photo of the column that reaches the rect's top (a shared edge counts,
            // as for `intersects`), then down to the first that starts below its bottom.
            var low = 0, high = column.count
            while low < high {
                let middle = (low + high) / 2
                if column[middle].frame.maxY >= rect.minY { high = middle } else { low = middle + 1 }
            }
            for attributes in column[low...] {
                if attributes.frame.minY > rect.maxY { break }
                if !attributes.frame.intersection(rect).isEmpty { found.append(attributes) }
            }
        }
        // In item order, as the classic wall answers.
        return found.sorted { $0.indexPath.item < $1.indexPath.item }
    }

    override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        indexPath.section == 0 && indexPath.item < cache.count ? cache[indexPath.item] : nil
    }
}
