/// The life cycle of a collection-view layout, as UIKit's `UICollectionViewLayout`.
///
/// The owner of the layout (the "collection view", for example TrellisRender's `Viewport`)
/// keeps ``bounds`` current. When the bounds change it asks
/// ``shouldInvalidateLayout(forBoundsChange:)``; only when that is true does it call
/// ``invalidateLayout()`` and then ``prepare()``. Queries never re-prepare.
public protocol CollectionLayout: AnyObject {
    /// The collection view's bounds: origin = content offset, size = viewport size.
    var bounds: Rect { get set }
    /// Computes the layout for the current bounds and data. Called once after every
    /// invalidation, before any query.
    func prepare()
    /// The size of the whole content. A lazy layout may estimate the part it has not laid
    /// out yet; ``isContentSizeExact`` says whether it did.
    var collectionViewContentSize: Size { get }
    /// Whether ``collectionViewContentSize`` is exact (everything laid out).
    var isContentSizeExact: Bool { get }
    /// Lays out everything still left, so that the content size is exact.
    func completeLayout()
    /// Lays out at least as far as `rect` reaches along the scroll direction (its `maxY`; its
    /// `maxX` when the layout scrolls horizontally), or to the end of the content, whichever
    /// comes first.
    ///
    /// Afterwards either ``isContentSizeExact`` is true, or the real content reaches at least to
    /// that edge and ``collectionViewContentSize`` is no shorter: so a scroll to `rect` can be
    /// clamped against the content size without ever stopping short of the real content. The
    /// default calls ``completeLayout()``.
    func completeLayout(through rect: Rect)
    /// Every element whose frame intersects `rect` (open intersection), in no particular order.
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes]
    /// The attributes of one cell, or `nil` when there is no such item.
    func layoutAttributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes?
    /// The attributes of a supplementary view (a header, a footer, a badge) of `kind`, or `nil`
    /// when there is none.
    func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes?
    /// The attributes of a decoration view (a section background) of `kind`, or `nil` when there
    /// is none. The default answers `nil`: a layout without decorations need not implement it.
    func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes?
    /// Whether a change of the bounds to `newBounds` needs a new layout.
    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool
    /// Throws the computed layout away; the next ``prepare()`` computes it anew.
    func invalidateLayout()
    /// Marks only part of the layout as invalid (for example items appended to a section);
    /// the next ``prepare()`` recomputes only what that part touches.
    func invalidateLayout(with context: InvalidationContext)
    /// The content size the layout would have at `width`, without a view and without touching
    /// this layout's own state (height for a width, as the tag libraries offer).
    func contentSize(forWidth width: Double) -> Size
}

extension CollectionLayout {
    /// No decoration views.
    public func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        nil
    }

    /// The attributes of the element of `category` and `kind` at `indexPath`, from the query that
    /// answers for its category.
    public func layoutAttributesForElement(category: ElementCategory, kind: ElementKind,
                                           at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        switch category {
        case .cell: layoutAttributesForItem(at: indexPath)
        case .supplementaryView: layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
        case .decorationView: layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
        }
    }

    /// Lays out everything: always correct, for layouts that are never lazy or cannot do better.
    public func completeLayout(through rect: Rect) {
        completeLayout()
    }
}

/// What changed, for ``CollectionLayout/invalidateLayout(with:)``, in the spirit of UIKit's
/// `UICollectionViewLayoutInvalidationContext`.
public enum InvalidationContext: Hashable, Sendable {
    /// Everything changed.
    case everything
    /// The data source now has more items at the end of `section` (infinite scroll); items
    /// already laid out keep their frames.
    case itemsAppended(section: Int)
}
