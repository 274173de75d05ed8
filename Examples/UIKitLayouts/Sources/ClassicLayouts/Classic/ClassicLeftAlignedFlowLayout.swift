#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// The common 20-line left-aligning flow subclass, as it is passed around: it lets
/// `UICollectionViewFlowLayout` break the lines, then moves each item of a line to the right of
/// the one before it. It edits copies (the attributes `super` returns are the flow layout's own
/// cache, which must not change behind its back), and it has the defects every copy of it has:
///
/// - **only the rect query's copies move.** The flow layout's own `layoutAttributesForItem(at:)`
///   still answers the justified frame, so UIKit (for `scrollToItem`, animations and
///   self-sizing) puts the item somewhere else than the rect query did (the layout doctor's
///   `item-mismatch`);
/// - **a line starts wherever the rect starts it.** The left margin restarts at the first item
///   of a line that the rect returns, so when a rect cuts a line (its edge passes between a
///   tall item and a shorter one beside it), the items it returns move left, and the same item
///   comes back at another place from the next rect (`rect-unstable`): cells jump as you scroll.
///
/// `LeftAlignedFlowLayout` aligns each item from its line's items before it, as
/// AlignedCollectionViewFlowLayout does, whatever the rect, in both queries.
open class ClassicLeftAlignedFlowLayout: UICollectionViewFlowLayout {
    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)?
            .map { $0.copy() as! UICollectionViewLayoutAttributes }
        var leftMargin = sectionInset.left
        var maxY: CGFloat = -1.0
        attributes?.forEach { layoutAttribute in
            guard layoutAttribute.representedElementCategory == .cell else { return }
            if layoutAttribute.frame.origin.y >= maxY {
                leftMargin = sectionInset.left
            }
            layoutAttribute.frame.origin.x = leftMargin
            leftMargin += layoutAttribute.frame.width + minimumInteritemSpacing
            maxY = max(layoutAttribute.frame.maxY, maxY)
        }
        return attributes
    }
}
