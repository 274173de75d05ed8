/// A scroll view's delegate, as UIKit's `UIScrollViewDelegate`: every method optional (defaults
/// that do nothing, Swift on Linux having no `@objc optional`).
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed. Nothing by default; Trellis's host does not call it.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// A collection view's delegate, as UIKit's `UICollectionViewDelegate`. Every method is optional
/// in UIKit; here each has a default that does what UIKit does when a delegate does not implement
/// it. A flow layout reads the refinement `UICollectionViewDelegateFlowLayout`. Trellis's host
/// does not select, highlight or display cells, so it calls none of these.
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// Whether the item may be highlighted; true by default.
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// Whether the item may be selected; true by default.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// The item was selected. Nothing by default.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// The item was deselected. Nothing by default.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// A cell is about to be shown. Nothing by default.
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// A cell was taken off screen. Nothing by default.
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// The content offset to use after an update: the proposed one by default.
    func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint
}

extension UICollectionViewDelegate {
    /// True.
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// True.
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Nothing.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Nothing.
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Nothing.
    public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// The proposed offset.
    public func collectionView(_ collectionView: UICollectionView,
                               targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
}
