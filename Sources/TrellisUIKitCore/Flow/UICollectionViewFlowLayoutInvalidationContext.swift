/// What an invalidation of a flow layout covers, as UIKit's
/// `UICollectionViewFlowLayoutInvalidationContext`: besides the base context's, whether the
/// delegate's metrics are asked again and whether the frames are computed again.
///
/// ``UICollectionViewFlowLayout`` makes these (its `invalidationContextClass`). A fresh one
/// invalidates everything the flow layout computes (both properties true), which is what
/// `invalidateLayout()` and `reloadData()` pass. A scroll that only moves the bounds (with pinned
/// headers or footers) passes one with both false: the frames stay, only the pinned views move.
/// A self-sizing cell's preferred size comes in one with `invalidateFlowLayoutDelegateMetrics`
/// false and the cell in `invalidatedItemIndexPaths`.
@MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// A context that invalidates the delegate's metrics and the frames.
    public required init() {
        super.init()
    }

    /// Whether the flow layout asks its delegate again for sizes, insets and spacings; true by
    /// default. False keeps the metrics it has and recomputes the frames from them.
    open var invalidateFlowLayoutDelegateMetrics = true

    /// Whether the flow layout computes its frames again; true by default. False keeps every
    /// frame, whatever `invalidateFlowLayoutDelegateMetrics` says ("effectively not
    /// invalidating", in UIKit's words): for a subclass that invalidates only its own part.
    open var invalidateFlowLayoutAttributes = true

    /// The preferred sizes of self-sizing cells this context carries to the layout, by index
    /// path (Trellis's own: UIKit keeps them in private state).
    var preferredItemSizes: [IndexPath: CGSize] = [:]
}
