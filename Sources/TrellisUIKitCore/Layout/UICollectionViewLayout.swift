import TrellisLayout

/// The abstract layout, as UIKit's `UICollectionViewLayout`: subclass it, compute frames in
/// `prepare()`, and answer the queries. Its collection view (``collectionView``) drives the life
/// cycle exactly as UIKit's does (see ``UICollectionView``).
///
/// ```swift
/// final class ColumnsLayout: UICollectionViewLayout {
///     private var frames: [CGRect] = []
///     override func prepare() {
///         super.prepare()
///         guard let collectionView else { return }
///         let width = collectionView.bounds.width / 2
///         frames = (0..<collectionView.numberOfItems(inSection: 0)).map {
///             CGRect(x: CGFloat($0 % 2) * width, y: CGFloat($0 / 2) * 100, width: width, height: 100)
///         }
///     }
///     override var collectionViewContentSize: CGSize {
///         CGSize(width: collectionView?.bounds.width ?? 0, height: frames.last?.maxY ?? 0)
///     }
///     override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { … }
///     override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { … }
/// }
/// ```
///
/// Every overridable member is declared in the class itself, with UIKit's default: on Linux a
/// member declared in an extension cannot be overridden (UIKit declares many in Objective-C
/// categories). The update and reordering hooks are declared so overrides compile; Trellis's host
/// never animates updates, so it never calls them. `register(_:forDecorationViewOfKind:)` with a
/// nib does not exist (no nibs on Linux).
@MainActor
open class UICollectionViewLayout: NSObject, @preconcurrency NSCoding {
    /// The collection view that hosts this layout (weak; UIKit keeps it unretained too).
    weak var host: UICollectionView?

    private var decorationClasses: [String: AnyClass] = [:]

    /// A layout with no collection view yet.
    public override init() {
        super.init()
    }

    /// A layout from an archive: there are none here, so the layout is made with its defaults,
    /// as a subclass's `init?(coder:)` expects of `super`.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Writes nothing: Trellis has no archives.
    open func encode(with coder: NSCoder) {}

    /// The collection view showing this layout, nil until it is given to one.
    open var collectionView: UICollectionView? { host }

    // MARK: Invalidation

    /// Invalidates the whole layout: `invalidateLayout(with:)` with a fresh context of
    /// ``invalidationContextClass`` (whose `invalidateEverything` stays false: UIKit sets that only
    /// for `reloadData()`). Subclasses that override it call `super`.
    open func invalidateLayout() {
        invalidateLayout(with: makeInvalidationContext())
    }

    /// Invalidates what `context` names; the collection view prepares the layout again before its
    /// next query. Subclasses that override it call `super`, as in UIKit.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        host?.layoutWasInvalidated(with: context)
    }

    /// A fresh context of ``invalidationContextClass``.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let contextClass = type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
        return (contextClass ?? UICollectionViewLayoutInvalidationContext.self).init()
    }

    /// Registers a decoration view class for `elementKind` (kept; nothing draws on Linux).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass
    }

    // MARK: Subclassing hooks

    /// The class of the attributes this layout makes: `UICollectionViewLayoutAttributes` by default.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts this layout makes:
    /// `UICollectionViewLayoutInvalidationContext` by default.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Computes the layout. The collection view calls it before its first query and again after
    /// each invalidation, never otherwise. The default does nothing; subclasses call `super`.
    open func prepare() {}

    /// The attributes of every element in `rect`; nil by default.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath`; nil by default.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`; nil by default.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`; nil by default.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds to `newBounds` invalidates the layout;
    /// false by default. The collection view's `bounds` still reads the old bounds here.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context for a bounds change that invalidates: a fresh ``invalidationContextClass``
    /// context by default. Overrides call `super` first and configure what it returns.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Whether a self-sizing cell's preferred attributes invalidate the layout; false by default.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }

    /// The context for a preferred-attributes invalidation: a fresh context by default.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Where scrolling that would stop at `proposedContentOffset` stops: there, by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The content offset to use after an update or a layout change: the proposed one, by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The size of the whole content; `.zero` by default. Subclasses override it.
    open var collectionViewContentSize: CGSize { .zero }

    /// The direction the layout was written for: left to right (UIKit reads the main bundle's
    /// development region, which Linux programs do not have).
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Whether the collection view flips this layout horizontally in the opposite direction;
    /// false by default.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    // MARK: Update hooks (declared so overrides compile; Trellis's host never animates updates)

    /// Called before batch updates with what they change. Never called by Trellis's host.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called after batch updates. Never called by Trellis's host.
    open func finalizeCollectionViewUpdates() {}

    /// Called before an animated bounds change. Never called by Trellis's host.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called after an animated bounds change. Never called by Trellis's host.
    open func finalizeAnimatedBoundsChange() {}

    /// Called before a transition to `newLayout`. Never called by Trellis's host.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Called before a transition from `oldLayout`. Never called by Trellis's host.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Called after a layout transition. Never called by Trellis's host.
    open func finalizeLayoutTransition() {}

    /// Where an inserted item appears from; nil by default.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a deleted item disappears to; nil by default.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an inserted supplementary view appears from; nil by default.
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                       at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a deleted supplementary view disappears to; nil by default.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                        at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an inserted decoration view appears from; nil by default.
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String,
                                                                    at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a deleted decoration view disappears to; nil by default.
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String,
                                                                     at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Supplementary views an update deletes; none by default.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Decoration views an update deletes; none by default.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Supplementary views an update inserts; none by default.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Decoration views an update inserts; none by default.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    // MARK: Reordering hooks (declared so overrides compile; nothing drags here)

    /// The index path an interactively moved item would move to: `previousIndexPath` by default
    /// (Trellis does not hit-test a drag).
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        previousIndexPath
    }

    /// The attributes of an item being dragged: its own, centred on `position`.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes)
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.center = position
        return attributes
    }

    /// The context for an interactive move: a fresh context by default.
    open func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                  previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// The context for the end of an interactive move: a fresh context by default.
    open func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
                                                                     movementCancelled: Bool) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    // MARK: Trellis's own hooks (internal)

    /// One warning per member this layout was given that Trellis declares but does not model
    /// (reported by the adapter in the previewer and in snapshots); none by default.
    var trellisWarnings: [String] { [] }

    /// The Trellis layout behind this one when it has orthogonally scrolling sections (the
    /// compositional layout), so the previewer can show them as carousels; nil by default.
    var backingOrthogonalLayout: (any OrthogonalScrollingLayout)? { nil }
}
