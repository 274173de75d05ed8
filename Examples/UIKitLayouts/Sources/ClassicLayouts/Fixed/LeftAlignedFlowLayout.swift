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
        let lines = CGRect(x: min(rect.minX, 0), y: rect.minY,
                           width: max(rect.maxX, collectionViewContentSize.width) - min(rect.minX, 0), height: rect.height)
        guard let attributes = super.layoutAttributesForElements(in: lines) else { return nil }
        // `!intersection(_:).isEmpty`, not `intersects(_:)`: a frame that only shares an edge with
        // the rect is not in it (CoreGraphics' `intersects` says so; Linux's Foundation does not).

        return attributes.compactMap { attributes in
            let aligned = attributes.representedElementCategory == .cell
                ? layoutAttributesForItem(at: attributes.indexPath) ?? attributes : attributes
            return aligned.frame.intersection(rect).isEmpty ? nil : aligned
        }
    }

    override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let original = super.layoutAttributesForItem(at: indexPath) else { return nil }
        let attributes = original.copy() as! UICollectionViewLayoutAttributes
        // The items before this one on its line: their frames share its line's middle.
        var x = sectionInset.left
        var item = indexPath.item - 1
        var before: [CGRect] = []
        while item >= 0, let previous = super.layoutAttributesForItem(at: IndexPath(item: item, section: indexPath.section))?.frame,
              previous.minY < original.frame.midY, previous.maxY > original.frame.midY {
            before.append(previous)
            item -= 1
        }
        for frame in before {
            x += frame.width + minimumInteritemSpacing
        }
        attributes.frame.origin.x = x
        return attributes
    }
}
