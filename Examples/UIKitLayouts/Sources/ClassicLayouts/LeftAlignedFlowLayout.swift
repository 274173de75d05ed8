#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// A flow layout whose lines start at the left inset, their items `minimumInteritemSpacing`
/// apart, instead of being spread across the line.
///
/// It lets `UICollectionViewFlowLayout` break the lines, then moves each item of a line to the
/// right of the one before it. It edits copies: the attributes `super` returns are the flow
/// layout's own cache, which must not change behind its back.
open class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        var leftMargin = sectionInset.left
        var lineBottom: CGFloat = -.greatestFiniteMagnitude
        return attributes.map { original in
            let attributes = original.copy() as! UICollectionViewLayoutAttributes
            guard attributes.representedElementCategory == .cell else { return attributes }
            // An item that starts below the line so far starts a new line (items of one line
            // are centred on it, so their tops differ, but each starts above the line's bottom).
            if attributes.frame.origin.y >= lineBottom {
                leftMargin = sectionInset.left
            }
            attributes.frame.origin.x = leftMargin
            leftMargin += attributes.frame.width + minimumInteritemSpacing
            lineBottom = max(lineBottom, attributes.frame.maxY)
            return attributes
        }
    }
}
