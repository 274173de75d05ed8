#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// Gives a `PinterestLayout` the height of each photo at the column width.
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
open class PinterestLayout: UICollectionViewFlowLayout {
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
        return collectionView.bounds.width - (insets.left + insets.right)
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
        let xOffset = (0..<numberOfColumns).map { CGFloat($0) * columnWidth }
        var yOffset = [CGFloat](repeating: 0, count: numberOfColumns)

        var column = 0
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let photoWidth = columnWidth - cellPadding * 2
            let photoHeight = delegate?.collectionView(collectionView, heightForPhotoAtIndexPath: indexPath,
                                                       withWidth: photoWidth) ?? 180
            let height = cellPadding * 2 + photoHeight
            let frame = CGRect(x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
            let insetFrame = frame.insetBy(dx: cellPadding, dy: cellPadding)

            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = insetFrame
            cache.append(attributes)

            contentHeight = max(contentHeight, frame.maxY)
            yOffset[column] += height
            column = column < numberOfColumns - 1 ? column + 1 : 0
        }
    }

    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        indexPath.section == 0 && indexPath.item < cache.count ? cache[indexPath.item] : nil
    }
}
