import TrellisUIKit
@testable import TrellisUIKitCore

/// A small custom layout as an iOS developer writes one: per section a full-width header, then
/// items in two columns, each item into the shorter column, every third item twice as tall; it
/// caches its attributes in `prepare()` and invalidates only when the width changes. It counts
/// its prepares.
@MainActor
class ShelfLayout: UICollectionViewLayout {
    var columnSpacing: CGFloat = 8
    var lineSpacing: CGFloat = 16
    var headerHeight: CGFloat = 16
    private(set) var prepareCount = 0
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    override func prepare() {
        super.prepare()
        prepareCount += 1
        cache.removeAll()
        guard let collectionView else { return }
        let width = collectionView.bounds.width
        let columnWidth = (width - columnSpacing) / 2
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                          with: IndexPath(item: 0, section: section))
            header.frame = CGRect(x: 0, y: y, width: width, height: headerHeight)
            cache.append(header)
            var columns = [y + headerHeight, y + headerHeight]
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let column = columns[0] <= columns[1] ? 0 : 1
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = CGRect(x: CGFloat(column) * (columnWidth + columnSpacing), y: columns[column],
                                          width: columnWidth, height: item % 3 == 0 ? 64 : 32)
                cache.append(attributes)
                columns[column] = attributes.frame.maxY + lineSpacing
            }
            y = columns.max()!
        }
        contentHeight = y
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}

/// A ``ShelfLayout`` given a member TrellisUIKit does not model: its warning is what the adapter
/// reports (as the compositional layout's are).
@MainActor
final class WarnedShelfLayout: ShelfLayout {
    override var trellisWarnings: [String] {
        ["ShelfLayout.decorationAnimation is not modelled: the layout is shown without it"]
    }
}

/// A ``ShelfLayout`` that knows its warning only once prepared, as a compositional layout whose
/// section provider runs in `prepare()`.
@MainActor
final class LateWarnedShelfLayout: ShelfLayout {
    override var trellisWarnings: [String] {
        prepareCount > 0 ? ["NSCollectionLayoutSection.visibleItemsInvalidationHandler is not modelled"] : []
    }
}
