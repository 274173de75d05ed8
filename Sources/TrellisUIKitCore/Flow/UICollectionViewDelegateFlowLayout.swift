/// The flow layout's delegate, as UIKit's `UICollectionViewDelegateFlowLayout`: per item sizes,
/// and per section insets, spacings and header and footer sizes, in place of the layout's own
/// values. The flow layout reads it as `collectionView?.delegate as? UICollectionViewDelegateFlowLayout`.
///
/// ```swift
/// extension PhotosViewController: UICollectionViewDelegateFlowLayout {
///     func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
///                         sizeForItemAt indexPath: IndexPath) -> CGSize {
///         CGSize(width: collectionView.bounds.width / 3, height: photos[indexPath.item].height)
///     }
/// }
/// ```
///
/// Linux: UIKit's methods are Objective-C `optional`; Swift on Linux has no `@objc optional`, so
/// each has a default (in an extension) that returns the flow layout's own value: `itemSize`,
/// `sectionInset`, `minimumLineSpacing`, `minimumInteritemSpacing`, `headerReferenceSize`,
/// `footerReferenceSize`. A delegate that does not implement one behaves as it does in UIKit.
/// One difference: Swift picks a protocol's implementations where the conformance is declared,
/// so a method added by a *subclass* of the class that declares the conformance is not called
/// (the default is); declare the method in the conforming class (and override it in the
/// subclass), or declare the conformance on the subclass.
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of the item at `indexPath`; the layout's `itemSize` by default.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The inset of section `section`; the layout's `sectionInset` by default.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    /// The spacing between the lines of section `section`; the layout's `minimumLineSpacing` by default.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The minimum spacing between the items of a line of section `section`; the layout's
    /// `minimumInteritemSpacing` by default.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// The size of section `section`'s header (its height scrolling vertically, its width
    /// horizontally; 0 for none); the layout's `headerReferenceSize` by default.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The size of section `section`'s footer, as the header's; the layout's
    /// `footerReferenceSize` by default.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    /// The flow layout's `itemSize` (UIKit's 50×50 for another layout).
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? CGSize(width: 50, height: 50)
    }

    /// The flow layout's `sectionInset` (`.zero` for another layout).
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }

    /// The flow layout's `minimumLineSpacing` (10 for another layout).
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10
    }

    /// The flow layout's `minimumInteritemSpacing` (10 for another layout).
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
    }

    /// The flow layout's `headerReferenceSize` (`.zero` for another layout).
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }

    /// The flow layout's `footerReferenceSize` (`.zero` for another layout).
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
