/// A view a collection view shows for a supplementary element, as UIKit's
/// `UICollectionReusableView`: a stub, so code that registers and dequeues views compiles.
/// Nothing draws on Linux.
@MainActor
open class UICollectionReusableView: UIView {
    /// The identifier it was dequeued with.
    open internal(set) var reuseIdentifier: String?

    /// Called before the view is reused. Nothing by default.
    open func prepareForReuse() {}

    /// Applies the layout's attributes to the view: its frame. (UIKit also applies alpha,
    /// transform, zIndex and hidden to the view's layer, which Linux does not have.)
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        frame = layoutAttributes.frame
    }

    /// Called before a layout transition. Nothing by default.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Called after a layout transition. Nothing by default.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The attributes the view would take to fit its content: the given ones, unchanged (there is
    /// no content to measure; a host's `sizeProvider` stands in for it).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}

/// A cell, as UIKit's `UICollectionViewCell`: a stub with a content view and selection state, so
/// code that registers and configures cells compiles. Drawing cells, and the views inside them,
/// are out of scope (docs/porting-from-uikit.md shows how to keep cell code under
/// `#if canImport(UIKit)`).
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view cell content goes in.
    open private(set) lazy var contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))

    /// Whether the cell is selected.
    open var isSelected = false

    /// Whether the cell is highlighted.
    open var isHighlighted = false

    /// The view behind the content.
    open var backgroundView: UIView?

    /// The view behind the content when selected.
    open var selectedBackgroundView: UIView?
}

/// A list cell, as UIKit's `UICollectionViewListCell`: a stub, so that cell registrations of
/// list cells compile. Its content configuration (`defaultContentConfiguration()`, accessories)
/// is view code, out of scope on Linux: keep it under `#if canImport(UIKit)`.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The indentation level of the cell's content; 0 by default.
    open var indentationLevel = 0
}
