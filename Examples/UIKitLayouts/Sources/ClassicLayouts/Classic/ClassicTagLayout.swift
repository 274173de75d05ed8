#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

// MARK: - ClassicTagLayoutDelegate

/// What a `ClassicTagLayout` asks its delegate, in the shape of SSLCollectionViewLayout's: each
/// tag's width, and each section's header and footer heights (optional: 0, no header or footer,
/// when the delegate does not say).
@MainActor
public protocol ClassicTagLayoutDelegate: AnyObject {
    /// The width of the tag at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, wideForItemAt indexPath: IndexPath) -> CGFloat

    /// The height of the header of the section of `indexPath`; 0 for none.
    func heightOfSectionHeader(for indexPath: IndexPath) -> CGFloat

    /// The height of the footer of the section of `indexPath`; 0 for none.
    func heightOfSectionFooter(for indexPath: IndexPath) -> CGFloat
}

/// The defaults of the optional methods: no header, no footer.
public extension ClassicTagLayoutDelegate {
    func heightOfSectionHeader(for indexPath: IndexPath) -> CGFloat { 0 }
    func heightOfSectionFooter(for indexPath: IndexPath) -> CGFloat { 0 }
}

// MARK: - ClassicTagLayout

/// Left-aligned tags in sections with headers and footers, written as SSLCollectionViewLayout
/// writes them, with its two defects:
///
/// - **it lays the tags out inside `layoutAttributesForItem(at:)`** (and the headers and footers
///   inside `layoutAttributesForSupplementaryView(ofKind:at:)`): each call places its element
///   where the last one ended and moves that place on. `prepare()` gets its frames by calling
///   them in order; anyone else who asks (UIKit does, for `scrollToItem`, for animations and for
///   self-sizing cells) gets a frame further on, and a different one each time (the layout
///   doctor's `item-mismatch` and `query-mutates`);
/// - **its rect query answers every rect with every element** (`rect-extra`), whatever the rect,
///   so UIKit walks every element on every scroll step (`linear-query`).
///
/// Where SSL's arithmetic is off (it closes a section's last row only at the next header, so a
/// footer covers that row and the content size leaves it out, and it invalidates on no bounds
/// change at all), this follows `TagLayout`, so that the defects above are the only ones.
/// `TagLayout` computes the same frames in `prepare()`, answers the item queries from them and
/// finds the elements of a rect by binary search.
open class ClassicTagLayout: UICollectionViewLayout {
    /// Where the widths and heights come from.
    open weak var delegate: ClassicTagLayoutDelegate?

    /// The height of every tag. Default 32.
    open var itemHeight: CGFloat = 32
    /// The space between two tags of a row. Default 8.
    open var itemLRSpace: CGFloat = 8
    /// The space between two rows. Default 8.
    open var itemHVSpace: CGFloat = 8
    /// The margins around each section's tags. Default `.zero`.
    open var sectionEdge: UIEdgeInsets = .zero

    /// Where the next element goes: the top of the current row (or of the next header or
    /// footer), the left of the next tag, and whether the current row holds a tag yet.
    private var totalHeight: CGFloat = 0
    private var itemX: CGFloat = 0
    private var rowHasItem = false
    /// Every element, as `prepare()` asked for them.
    private var attrsArr: [UICollectionViewLayoutAttributes] = []
    private var contentSize: CGSize = .zero

    private var width: CGFloat {
        guard let collectionView else { return 0 }
        return collectionView.bounds.width - collectionView.contentInset.left - collectionView.contentInset.right
    }

    override open func prepare() {
        super.prepare()
        totalHeight = 0
        itemX = sectionEdge.left
        rowHasItem = false
        var attributesArr: [UICollectionViewLayoutAttributes] = []
        guard let collectionView else { return }
        for section in 0..<collectionView.numberOfSections {
            let indexPath = IndexPath(item: 0, section: section)
            // The header.
            let header = layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: indexPath)!
            if header.frame.height > 0 { attributesArr.append(header) }
            // The tags.
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                attributesArr.append(layoutAttributesForItem(at: IndexPath(item: item, section: section))!)
            }
            // The footer.
            let footer = layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: indexPath)!
            if footer.frame.height > 0 { attributesArr.append(footer) }
        }
        attrsArr = attributesArr
        contentSize = CGSize(width: width, height: totalHeight)
    }

    override open var collectionViewContentSize: CGSize { contentSize }

    override open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let layoutAttrs = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        if elementKind == UICollectionView.elementKindSectionHeader {
            let height = delegate?.heightOfSectionHeader(for: indexPath) ?? 0
            layoutAttrs.frame = CGRect(x: 0, y: totalHeight, width: width, height: height)
            totalHeight += height + sectionEdge.top
            itemX = sectionEdge.left
            rowHasItem = false
        } else {
            // The section's last row ends here.
            if rowHasItem { totalHeight += itemHeight }
            totalHeight += sectionEdge.bottom
            let height = delegate?.heightOfSectionFooter(for: indexPath) ?? 0
            layoutAttrs.frame = CGRect(x: 0, y: totalHeight, width: width, height: height)
            totalHeight += height
            rowHasItem = false
        }
        return layoutAttrs
    }

    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attrsArr
    }

    override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let layoutAttributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        let lineWidth = max(0, width - sectionEdge.left - sectionEdge.right)
        var wide: CGFloat = 0
        if let collectionView, let delegate {
            wide = min(delegate.collectionView(collectionView, wideForItemAt: indexPath), lineWidth)
        }
        // A new row when this tag would pass the right edge; never before a row's first tag.
        if rowHasItem, itemX + wide > width - sectionEdge.right {
            totalHeight += itemHeight + itemHVSpace
            itemX = sectionEdge.left
        }
        layoutAttributes.frame = CGRect(x: itemX, y: totalHeight, width: wide, height: itemHeight)
        itemX += wide + itemLRSpace
        rowHasItem = true
        return layoutAttributes
    }

    /// A new width lays the tags out again; scrolling does not.
    override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}
