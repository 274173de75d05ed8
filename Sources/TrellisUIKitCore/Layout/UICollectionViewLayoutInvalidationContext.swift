/// What an invalidation of a layout covers, as UIKit's `UICollectionViewLayoutInvalidationContext`.
///
/// The collection view makes one for `reloadData()` (everything and the counts) and asks the
/// layout for one on a bounds change it invalidates for; layouts pass their own to
/// `invalidateLayout(with:)` and read them back in an override of it.
///
/// Linux: `init()` is `required`, so that a layout can make an instance of its
/// `invalidationContextClass`.
@MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// An empty context: nothing named, no adjustments.
    public required override init() {
        super.init()
    }

    var storedInvalidateEverything = false
    var storedInvalidateDataSourceCounts = false
    private var items: [IndexPath]?
    private var supplementaries: [String: [IndexPath]]?
    private var decorations: [String: [IndexPath]]?

    /// Whether everything is invalidated: true only when the collection view reloads its data.
    open var invalidateEverything: Bool { storedInvalidateEverything }

    /// Whether the layout should read the section and item counts again: true on `reloadData()`
    /// (and on inserts and deletes, which Trellis's host does not make).
    open var invalidateDataSourceCounts: Bool { storedInvalidateDataSourceCounts }

    /// Adds `indexPaths` to the invalidated cells.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        items = (items ?? []) + indexPaths
    }

    /// Adds `indexPaths` to the invalidated supplementary views of `elementKind`.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        supplementaries = supplementaries ?? [:]
        supplementaries![elementKind, default: []] += indexPaths
    }

    /// Adds `indexPaths` to the invalidated decoration views of `elementKind`.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        decorations = decorations ?? [:]
        decorations![elementKind, default: []] += indexPaths
    }

    /// The cells invalidated so far; nil when none were named.
    open var invalidatedItemIndexPaths: [IndexPath]? { items }

    /// The supplementary views invalidated so far, by kind; nil when none were named.
    open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? { supplementaries }

    /// The decoration views invalidated so far, by kind; nil when none were named.
    open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? { decorations }

    /// A change the collection view applies to its content offset; `.zero` by default.
    open var contentOffsetAdjustment: CGPoint = .zero

    /// A change the collection view applies to its content size; `.zero` by default.
    open var contentSizeAdjustment: CGSize = .zero

    /// The index paths of items being moved interactively; nil (nothing drags here).
    open var previousIndexPathsForInteractivelyMovingItems: [IndexPath]? { nil }

    /// Where items being moved interactively would go; nil (nothing drags here).
    open var targetIndexPathsForInteractivelyMovingItems: [IndexPath]? { nil }

    /// The point a drag is at; `.zero` (nothing drags here).
    open var interactiveMovementTarget: CGPoint { .zero }
}
