#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

// MARK: - TagLayoutDelegate

/// What a `TagLayout` asks the collection view's delegate: each tag's width, and each section's
/// header and footer heights. A tag is never wider than its line.
public protocol TagLayoutDelegate: UICollectionViewDelegate {
    /// The width of the tag at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, layout: TagLayout, widthForItemAt indexPath: IndexPath) -> CGFloat

    /// The height of the header of `section`; 0 for none. Default: the layout's `headerHeight`.
    func collectionView(_ collectionView: UICollectionView, layout: TagLayout, heightForHeaderInSection section: Int) -> CGFloat

    /// The height of the footer of `section`; 0 for none. Default: the layout's `footerHeight`.
    func collectionView(_ collectionView: UICollectionView, layout: TagLayout, heightForFooterInSection section: Int) -> CGFloat
}

/// The defaults of the optional methods: the layout's own heights.
public extension TagLayoutDelegate {
    func collectionView(_ collectionView: UICollectionView, layout: TagLayout, heightForHeaderInSection section: Int) -> CGFloat {
        layout.headerHeight
    }

    func collectionView(_ collectionView: UICollectionView, layout: TagLayout, heightForFooterInSection section: Int) -> CGFloat {
        layout.footerHeight
    }
}

// MARK: - TagLayout

/// Tags in lines, left-aligned: each section's tags fill a line from the left, `interitemSpacing`
/// apart, and go on to the next line when the next tag does not fit; lines are `lineSpacing`
/// apart. Each section has its header above its inset and its footer below it, both the full
/// width.
///
/// ```text
/// Colours
///  [red] [green] [blue]
///  [yellow] [purple]
/// 5 tags
/// ```
open class TagLayout: UICollectionViewLayout {
    /// The height of every tag. Default 32.
    open var itemHeight: CGFloat = 32 { didSet { invalidateLayout() } }
    /// The space between two tags of a line. Default 8.
    open var interitemSpacing: CGFloat = 8 { didSet { invalidateLayout() } }
    /// The space between two lines. Default 8.
    open var lineSpacing: CGFloat = 8 { didSet { invalidateLayout() } }
    /// The margins around each section's tags. Default `.zero`.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The height of a header the delegate does not give. Default 0: none.
    open var headerHeight: CGFloat = 0 { didSet { invalidateLayout() } }
    /// The height of a footer the delegate does not give. Default 0: none.
    open var footerHeight: CGFloat = 0 { didSet { invalidateLayout() } }

    private var itemAttributes: [[UICollectionViewLayoutAttributes]] = []
    private var headerAttributes: [Int: UICollectionViewLayoutAttributes] = [:]
    private var footerAttributes: [Int: UICollectionViewLayoutAttributes] = [:]
    /// Every element in order of its top: the headers, tags and footers as they were laid out.
    private var allAttributes: [UICollectionViewLayoutAttributes] = []
    private var contentSize: CGSize = .zero

    private var delegate: TagLayoutDelegate? {
        collectionView?.delegate as? TagLayoutDelegate
    }

    override open var collectionViewContentSize: CGSize { contentSize }

    override open func prepare() {
        super.prepare()
        itemAttributes = []
        headerAttributes = [:]
        footerAttributes = [:]
        allAttributes = []
        guard let collectionView, let delegate else { return }
        let width = collectionView.bounds.width - collectionView.contentInset.left - collectionView.contentInset.right
        let lineWidth = max(0, width - sectionInset.left - sectionInset.right)

        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let header = delegate.collectionView(collectionView, layout: self, heightForHeaderInSection: section)
            if header > 0 {
                let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                                  with: IndexPath(item: 0, section: section))
                attributes.frame = CGRect(x: 0, y: y, width: width, height: header)
                headerAttributes[section] = attributes
                allAttributes.append(attributes)
                y += header
            }
            y += sectionInset.top

            var tags: [UICollectionViewLayoutAttributes] = []
            var x = sectionInset.left
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let tagWidth = min(delegate.collectionView(collectionView, layout: self, widthForItemAt: indexPath), lineWidth)
                // A new line when this tag would pass the right inset; never before a line's first tag.
                if x > sectionInset.left, x + tagWidth > sectionInset.left + lineWidth {
                    x = sectionInset.left
                    y += itemHeight + lineSpacing
                }
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(x: x, y: y, width: tagWidth, height: itemHeight)
                tags.append(attributes)
                allAttributes.append(attributes)
                x += tagWidth + interitemSpacing
            }
            if !tags.isEmpty { y += itemHeight }
            itemAttributes.append(tags)
            y += sectionInset.bottom

            let footer = delegate.collectionView(collectionView, layout: self, heightForFooterInSection: section)
            if footer > 0 {
                let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                                                  with: IndexPath(item: 0, section: section))
                attributes.frame = CGRect(x: 0, y: y, width: width, height: footer)
                footerAttributes[section] = attributes
                allAttributes.append(attributes)
                y += footer
            }
        }
        contentSize = CGSize(width: width, height: y)
    }

    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        // Elements were laid out top to bottom, and no element is taller than a line or a
        // header: the first one that reaches the rect's top is found by binary search, and the
        // walk stops at the first one that starts below its bottom (a shared edge counts, as
        // for `intersects`).
        var low = 0, high = allAttributes.count
        while low < high {
            let middle = (low + high) / 2
            if allAttributes[middle].frame.maxY >= rect.minY { high = middle } else { low = middle + 1 }
        }
        // `!intersection(_:).isEmpty`, not `intersects(_:)`: a frame that only shares an edge with
        // the rect is not in it (CoreGraphics' `intersects` says so; Linux's Foundation does not).
        var found: [UICollectionViewLayoutAttributes] = []
        for attributes in allAttributes[low...] {
            if attributes.frame.minY > rect.maxY { break }
            if !attributes.frame.intersection(rect).isEmpty { found.append(attributes) }
        }
        return found
    }

    override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section < itemAttributes.count, indexPath.item < itemAttributes[indexPath.section].count else { return nil }
        return itemAttributes[indexPath.section][indexPath.item]
    }

    override open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return headerAttributes[indexPath.section]
        case UICollectionView.elementKindSectionFooter: return footerAttributes[indexPath.section]
        default: return nil
        }
    }

    override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}
