/// What the engine under the layouts does, whatever the family its store serves: the
/// ``LazyLayout`` base class drives a ``LayoutEngine`` through this, so that it needs no store type.
protocol EngineCore: AnyObject {
    var dataSource: LayoutDataSource { get }
    var bounds: Rect { get set }
    var prepareCount: Int { get }
    var lookahead: Double { get set }
    var sectionHeadersPinToVisibleBounds: Bool { get set }
    var direction: LayoutDirection { get set }
    var unplacedItemLength: Double { get set }
    var isContentSizeExact: Bool { get }
    var contentSize: Size { get }
    var retainedBytes: Int { get }
    var placedItemCount: Int { get }
    func prepare()
    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool
    func discardRun()
    func invalidateLayout(with context: InvalidationContext)
    func completeLayout()
    func completeLayout(through rect: Rect)
    func contentSize(forWidth width: Double) -> Size
    func forEachElement(in rect: Rect, orthogonalOffsets offsets: [Int: Double], _ body: (LayoutAttributes) -> Void)
    func appendElements(in rect: Rect, orthogonalOffsets offsets: [Int: Double], to result: inout [LayoutAttributes])
    func attributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes?
    func attributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes?
    func attributesForDecorationView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes?
}

extension LayoutEngine: EngineCore {}

/// The base of the lazy layouts Trellis ships, ``SectionedLayout`` (waterfall, tags, grid, list,
/// your own placers) and ``CompositionalLayout``: the UIKit life cycle, the options and the queries
/// they share, all carried out by one engine. Sections are stacked along the scroll direction and
/// laid out only as far as the bounds and the queries need:
/// - **Lazy layout.** ``prepare()`` lays out as far as the bounds need plus a margin
///   (``lookahead``); queries continue on demand; ``completeLayout()`` finishes it. The content
///   size of the part not laid out yet is estimated until then. The frames are exactly those of
///   a full layout.
/// - **Incremental appends.** ``invalidateLayout(with:)`` with
///   ``InvalidationContext/itemsAppended(section:)`` keeps every frame already placed and
///   continues the appended section.
/// - **O(log n + k) rect queries**, pinned headers, right to left (and, for layouts that can,
///   horizontal scrolling), and the extra supplementary and decoration views placers add
///   (``PlacementSink``).
///
/// It is not subclassed directly: subclass ``SectionedLayout`` and write a ``SectionPlacer``, or
/// compose a ``CompositionalLayout``.
open class LazyLayout: CollectionLayout {
    /// The engine, whatever its store.
    let core: any EngineCore

    /// A layout driven by `core`.
    init(core: any EngineCore) {
        self.core = core
    }

    /// The data: counts, item sizes and (for a sectioned layout) per-section metrics.
    public var dataSource: LayoutDataSource { core.dataSource }
    /// The collection view's bounds (origin = content offset, size = viewport size).
    public var bounds: Rect { get { core.bounds } set { core.bounds = newValue } }
    /// How many times ``prepare()`` ran: scrolling must leave it unchanged.
    package var prepareCount: Int { core.prepareCount }
    /// How far below the bounds ``prepare()`` lays out ahead, in viewport heights.
    public var lookahead: Double { get { core.lookahead } set { core.lookahead = newValue } }
    /// Whether a section's header stays at the top of the visible bounds while any of the section
    /// is in view (UIKit's `sectionHeadersPinToVisibleBounds`); the section's end pushes it up.
    /// Computed in every query from the bounds: scrolling never re-prepares.
    public var sectionHeadersPinToVisibleBounds: Bool {
        get { core.sectionHeadersPinToVisibleBounds }
        set { core.sectionHeadersPinToVisibleBounds = newValue }
    }
    /// Left to right, or right to left: every frame mirrored, `x' = W − x − width` (when
    /// scrolling vertically; orthogonal sections included).
    public var direction: LayoutDirection { get { core.direction } set { core.direction = newValue } }
    /// What an item counts for in the content-size estimate while no item is placed yet (see
    /// ``collectionViewContentSize``): one unit; a layout in points sets one row's points, so
    /// that its estimate is the one in cells, scaled.
    public var unplacedItemLength: Double { get { core.unplacedItemLength } set { core.unplacedItemLength = newValue } }

    // MARK: Life cycle

    /// Computes the layout for the current bounds as far as the bounds need (plus
    /// ``lookahead`` viewport heights). Keeps the current computation when only items were
    /// appended or nothing was invalidated at this size.
    open func prepare() {
        core.prepare()
    }

    /// True only when the width changes (the height, when scrolling horizontally), or, for a
    /// compositional layout whose sizes depend on it, the height: scrolling never re-prepares.
    open func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        core.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    /// Throws the computed layout away.
    open func invalidateLayout() {
        core.discardRun()
    }

    /// Throws away only what `context` touches; see ``InvalidationContext``: after an append,
    /// every frame already placed stays, the appended section continues (a sectioned layout's
    /// last section from its placer's state, a compositional one from its last group instance),
    /// and the sections after it are laid out again.
    open func invalidateLayout(with context: InvalidationContext) {
        if context == .everything { invalidateLayout() } else { core.invalidateLayout(with: context) }
    }

    /// Lays out everything still left, so that the content size is exact.
    public func completeLayout() {
        core.completeLayout()
    }

    /// Lays out as far as `rect` reaches along the scroll direction, or to the end: afterwards the
    /// layout is complete, or the real content is known to reach `rect`'s far edge and
    /// ``collectionViewContentSize`` is at least that long.
    public func completeLayout(through rect: Rect) {
        core.completeLayout(through: rect)
    }

    /// Whether everything is laid out, so that ``collectionViewContentSize`` is exact.
    public var isContentSizeExact: Bool { core.isContentSizeExact }

    /// The content size: exact once the layout is complete, an estimate while it is lazy.
    ///
    /// The estimate is `K · N / P` (`K + N · u` while nothing is placed, `u` the
    /// ``unplacedItemLength``), where `K` is the length
    /// known for sure (everything placed, and how far the content is known to reach, see
    /// ``completeLayout(through:)``), `P` the items placed and `N` every item the data source
    /// has, as of the last prepare or invalidation (appends count at once). A section the layout
    /// can estimate from the data source without laying it out
    /// (``SectionedLayout/estimatedItemsLength(ofSection:itemCount:style:width:)``: a waterfall whose data source
    /// gives the items' ``LayoutDataSource/averageItemHeight(inSection:width:)``, as a spec's
    /// heights and aspect ratios do) counts at that length instead of at `K / P` per item, the
    /// section being laid out in proportion to its items left. The sections are read once per
    /// prepare, so the estimate costs O(1). Its bounds:
    /// - it is never below `K`, and `K` is never beyond the real end;
    /// - for one section of items alike (one size, one style), `|estimate − exact| ≤ (header +
    ///   inset.top + inset.bottom + footer + 2 · (itemHeight + lineSpacing)) · N / P`: the
    ///   section's fixed lengths and two rows, scaled by how few of the items are laid out;
    /// - for a waterfall whose every section is estimated and holds items alike (one height, or
    ///   one aspect ratio: `width × ratio` at the column width), without full-span items,
    ///   `|estimate − exact| ≤ itemHeight + lineSpacing` of the section being laid out, however
    ///   few items are placed.
    /// Items of mixed sizes have no such bound: the items still to come may be of any size (an
    /// estimated section is off by the difference between the mean and the items to come).
    /// A compositional layout estimates no section: for it the estimate is `K + (N − P) · K / P`.
    public var collectionViewContentSize: Size { core.contentSize }

    /// The content size at `width` (the height, when scrolling horizontally), computed in a separate
    /// run: this layout's state is untouched.
    public func contentSize(forWidth width: Double) -> Size {
        core.contentSize(forWidth: width)
    }

    /// The bytes the computed layout retains, counted by the capacity of every buffer (what the
    /// allocator holds for them): a sectioned layout's frame store and indexes; a compositional
    /// layout's templates (nothing per item for fixed-size groups) and self-sized frames.
    package var retainedBytes: Int { core.retainedBytes }

    /// Items placed so far (how far the lazy layout has gone), pending ones included.
    var placedItemCount: Int { core.placedItemCount }

    // MARK: Queries

    /// Every element whose frame intersects `rect`: O(log n + k), never a scan of the items.
    /// With pinned headers, `rect` is taken as the visible bounds: the header of every section in
    /// view is moved to its top.
    open func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        // Room for as many as the last query found (a screen's worth, frame after frame): a
        // growing array would copy its 128-byte attributes through a dozen reallocations.
        result.reserveCapacity(lastQueryCount)
        core.appendElements(in: rect, orthogonalOffsets: [:], to: &result)
        lastQueryCount = result.count
        return result
    }

    /// How many elements ``layoutAttributesForElements(in:)`` returned last.
    private var lastQueryCount = 0

    /// Calls `body` with every element of ``layoutAttributesForElements(in:)``, without building an array.
    package func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        core.forEachElement(in: rect, orthogonalOffsets: [:], body)
    }

    /// The attributes of one cell (laying out as far as it if needed), or `nil` when there is no such item.
    open func layoutAttributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        core.attributesForItem(at: indexPath)
    }

    /// The header or footer of a section (laying out as far as it), or a supplementary view a
    /// placer added (``PlacementSink/addSupplementaryView(ofKind:item:frame:zIndex:)``); `nil`
    /// when there is none. A compositional layout answers its boundary items, its badges and its
    /// layout-wide boundary items (rules 19, 21 and 22).
    open func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        core.attributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The background of a section (laying out to the section's end), or a decoration view a
    /// placer added (``PlacementSink/addDecorationView(ofKind:item:frame:zIndex:)``); `nil` when
    /// there is none. A compositional layout answers its sections' decoration items (rule 20).
    open func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        core.attributesForDecorationView(ofKind: kind, at: indexPath)
    }
}
