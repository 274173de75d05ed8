#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

// MARK: - ClassicWaterfallLayoutDelegate

/// What a `ClassicWaterfallLayout` asks the collection view's delegate, in the shape of
/// CHTCollectionViewWaterfallLayout's delegate: the height of each item at the column width
/// (required), and each section's column count, insets, spacings, header and footer (optional:
/// the defaults below return the layout's own properties, as CHT falls back to them).
public protocol ClassicWaterfallLayoutDelegate: UICollectionViewDelegate {
    /// The height of the item at `indexPath` when it is `width` wide.
    func collectionView(_ collectionView: UICollectionView, layout: ClassicWaterfallLayout,
                        heightForItemAt indexPath: IndexPath, width: CGFloat) -> CGFloat

    /// The number of columns of `section`.
    func collectionView(_ collectionView: UICollectionView, layout: ClassicWaterfallLayout,
                        columnCountForSection section: Int) -> Int

    /// The margins around the columns of `section`.
    func collectionView(_ collectionView: UICollectionView, layout: ClassicWaterfallLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets

    /// The space between two items of one column of `section`.
    func collectionView(_ collectionView: UICollectionView, layout: ClassicWaterfallLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat

    /// The height of the header of `section`; 0 for none.
    func collectionView(_ collectionView: UICollectionView, layout: ClassicWaterfallLayout,
                        heightForHeaderInSection section: Int) -> CGFloat

    /// The height of the footer of `section`; 0 for none.
    func collectionView(_ collectionView: UICollectionView, layout: ClassicWaterfallLayout,
                        heightForFooterInSection section: Int) -> CGFloat
}

/// The defaults of the optional methods: the layout's own properties.
public extension ClassicWaterfallLayoutDelegate {
    func collectionView(_ collectionView: UICollectionView, layout: ClassicWaterfallLayout,
                        columnCountForSection section: Int) -> Int {
        layout.columnCount
    }

    func collectionView(_ collectionView: UICollectionView, layout: ClassicWaterfallLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        layout.sectionInset
    }

    func collectionView(_ collectionView: UICollectionView, layout: ClassicWaterfallLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        layout.minimumInteritemSpacing
    }

    func collectionView(_ collectionView: UICollectionView, layout: ClassicWaterfallLayout,
                        heightForHeaderInSection section: Int) -> CGFloat {
        layout.headerHeight
    }

    func collectionView(_ collectionView: UICollectionView, layout: ClassicWaterfallLayout,
                        heightForFooterInSection section: Int) -> CGFloat {
        layout.footerHeight
    }
}

// MARK: - ClassicWaterfallLayout

/// A waterfall written as CHTCollectionViewWaterfallLayout and its many Swift ports write it:
/// `prepare()` walks the sections, puts each item at the top of the shortest column and keeps
/// every attributes object in `allItemAttributes`. It keeps the two defects such waterfalls
/// commonly have:
///
/// - **`shouldInvalidateLayout(forBoundsChange:)` returns `true`**, for every bounds change, so
///   UIKit throws the layout away and runs `prepare()` again on every scroll step (the layout
///   doctor's `prepare-on-scroll`);
/// - **its rect query scans every item** (`allItemAttributes.filter`), so each query costs time
///   in proportion to the item count (`linear-query`). CHT itself scans chunks of 20 items.
///
/// `WaterfallLayout` is the same waterfall without them: it invalidates on a new width only, and
/// finds the items of a rect by binary search.
open class ClassicWaterfallLayout: UICollectionViewLayout {
    /// The number of columns of a section the delegate does not say. Default 2.
    open var columnCount: Int = 2 { didSet { invalidateLayout() } }
    /// The space between columns. Default 10.
    open var minimumColumnSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The space between the items of a column. Default 10.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The height of each section's header; 0 (the default) for none.
    open var headerHeight: CGFloat = 0 { didSet { invalidateLayout() } }
    /// The height of each section's footer; 0 (the default) for none.
    open var footerHeight: CGFloat = 0 { didSet { invalidateLayout() } }
    /// The margins around each section's columns. Default `.zero`.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }

    private var delegate: ClassicWaterfallLayoutDelegate? {
        collectionView?.delegate as? ClassicWaterfallLayoutDelegate
    }

    /// The height of each column of each section.
    private var columnHeights: [[CGFloat]] = []
    /// Each section's item attributes.
    private var sectionItemAttributes: [[UICollectionViewLayoutAttributes]] = []
    /// Every element: headers, items and footers.
    private var allItemAttributes: [UICollectionViewLayoutAttributes] = []
    private var headersAttributes: [Int: UICollectionViewLayoutAttributes] = [:]
    private var footersAttributes: [Int: UICollectionViewLayoutAttributes] = [:]
    private var contentHeight: CGFloat = 0

    override open func prepare() {
        super.prepare()
        headersAttributes = [:]
        footersAttributes = [:]
        columnHeights = []
        allItemAttributes = []
        sectionItemAttributes = []
        contentHeight = 0
        guard let collectionView, let delegate else { return }
        let numberOfSections = collectionView.numberOfSections
        let width = collectionView.bounds.width

        var top: CGFloat = 0
        for section in 0..<numberOfSections {
            // 1. The section's metrics.
            let interitemSpacing = delegate.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
            let sectionInset = delegate.collectionView(collectionView, layout: self, insetForSectionAt: section)
            let columnCount = delegate.collectionView(collectionView, layout: self, columnCountForSection: section)
            let available = width - sectionInset.left - sectionInset.right
            let itemWidth = max(0, (available - CGFloat(columnCount - 1) * minimumColumnSpacing) / CGFloat(columnCount))

            // 2. The header.
            let headerHeight = delegate.collectionView(collectionView, layout: self, heightForHeaderInSection: section)
            if headerHeight > 0 {
                let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                                  with: IndexPath(item: 0, section: section))
                attributes.frame = CGRect(x: 0, y: top, width: width, height: headerHeight)
                headersAttributes[section] = attributes
                allItemAttributes.append(attributes)
                top = attributes.frame.maxY
            }
            top += sectionInset.top
            columnHeights.append([CGFloat](repeating: top, count: columnCount))

            // 3. The items, each in the shortest column.
            var itemAttributes: [UICollectionViewLayoutAttributes] = []
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let columnIndex = shortestColumnIndex(inSection: section)
                let xOffset = sectionInset.left + (itemWidth + minimumColumnSpacing) * CGFloat(columnIndex)
                let yOffset = columnHeights[section][columnIndex]
                let itemHeight = delegate.collectionView(collectionView, layout: self, heightForItemAt: indexPath, width: itemWidth)

                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(x: xOffset, y: yOffset, width: itemWidth, height: itemHeight)
                itemAttributes.append(attributes)
                allItemAttributes.append(attributes)
                columnHeights[section][columnIndex] = attributes.frame.maxY + interitemSpacing
            }
            sectionItemAttributes.append(itemAttributes)

            // 4. The footer, below the longest column.
            if !itemAttributes.isEmpty {
                top = columnHeights[section].max()! - interitemSpacing
            }
            top += sectionInset.bottom
            let footerHeight = delegate.collectionView(collectionView, layout: self, heightForFooterInSection: section)
            if footerHeight > 0 {
                let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                                                  with: IndexPath(item: 0, section: section))
                attributes.frame = CGRect(x: 0, y: top, width: width, height: footerHeight)
                footersAttributes[section] = attributes
                allItemAttributes.append(attributes)
                top = attributes.frame.maxY
            }
        }
        contentHeight = top
    }

    override open var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section < sectionItemAttributes.count,
              indexPath.item < sectionItemAttributes[indexPath.section].count else { return nil }
        return sectionItemAttributes[indexPath.section][indexPath.item]
    }

    override open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return headersAttributes[indexPath.section]
        case UICollectionView.elementKindSectionFooter: return footersAttributes[indexPath.section]
        default: return nil
        }
    }

    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        // Every element, for every rect. (`!intersection(_:).isEmpty` is what CHT's
        // `CGRectIntersectsRect` means on iOS; Linux's Foundation `intersects` also counts a
        // frame that only shares an edge with the rect.)
        allItemAttributes.filter { !rect.intersection($0.frame).isEmpty }
    }

    override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    /// The shortest column of `section`; the leftmost of equally short ones.
    private func shortestColumnIndex(inSection section: Int) -> Int {
        var index = 0
        var shortestHeight = CGFloat.greatestFiniteMagnitude
        for (column, height) in columnHeights[section].enumerated() where height < shortestHeight {
            shortestHeight = height
            index = column
        }
        return index
    }
}
