#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// A flow layout whose lines start at the left inset, their items `minimumInteritemSpacing`
/// apart, instead of being spread across the line.
///
/// It lets `UICollectionViewFlowLayout` break the lines, then moves each item to the right of
/// the item before it on its line, as AlignedCollectionViewFlowLayout does. Unlike
/// `ClassicLeftAlignedFlowLayout`, an item's place depends only on its line, never on the rect
/// that asked, and both queries give it:
///
/// - `layoutAttributesForItem(at:)` walks back along the item's line (the flow layout's own
///   frames of the items before it, while they share its line) and puts the item after them;
/// - `layoutAttributesForElements(in:)` asks `super` for the whole width of the rect's lines
///   (an item moved left may come from beyond the rect's right edge), answers each cell with
///   `layoutAttributesForItem(at:)`, and keeps what meets the rect.
///
/// It edits copies: the attributes `super` returns are the flow layout's own cache, which must
/// not change behind its back.
open class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        // The rect's lines, the whole width: an item that moves left into the rect may start
        // beyond its right edge.
        let lines = CGRect(x: min(rect.minX, 0), y: rect.minY,
                           width: max(rect.maxX, collectionViewContentSize.width) - min(rect.minX, 0), height: rect.height)
        guard let attributes = super.layoutAttributesForElements(in: lines) else { return nil }
        return attributes.compactMap { attributes in
            let aligned = attributes.representedElementCategory == .cell
                ? layoutAttributesForItem(at: attributes.indexPath) ?? attributes : attributes
            // In the rect: `!intersection(_:).isEmpty`, not `intersects(_:)`, so that a frame
            // that only shares an edge with the rect is not in it, as with CoreGraphics'
            // `intersects` (Linux's Foundation counts a shared edge).
            return aligned.frame.intersection(rect).isEmpty ? nil : aligned
        }
    }

    override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let original = super.layoutAttributesForItem(at: indexPath) else { return nil }
        let attributes = original.copy() as! UICollectionViewLayoutAttributes
        // After the items before it on its line (their frames span its line's middle), whatever
        // the rect that asked.
        var x = sectionInset.left
        var item = indexPath.item - 1
        while item >= 0, let previous = super.layoutAttributesForItem(at: IndexPath(item: item, section: indexPath.section))?.frame,
              previous.minY < original.frame.midY, previous.maxY > original.frame.midY {
            x += previous.width + minimumInteritemSpacing
            item -= 1
        }
        attributes.frame.origin.x = x
        return attributes
    }
}
