import Foundation

/// The engine behind every Trellis layout: sections stacked vertically, each with an optional
/// header, its insets, its items and an optional footer, in the UIKit life cycle.
///
/// Subclasses say only how one section places its items, by overriding ``makePlacer(section:style:width:itemsTop:)``
/// (``WaterfallLayout``, ``TagLayout``). The engine gives them, for free:
/// - **Section rules.** For each section: a header of height `h > 0` gets the frame
///   `(0, y, W, h)` and `y += h`; then `y += inset.top`; the placer places the items; the section's
///   bottom is the placer's items bottom plus `inset.bottom`; a footer of height `h > 0` gets
///   `(0, bottom, W, h)`; the next section starts below it. Content size is `(W, y)` after the last
///   section.
/// - **A flat store.** Frames live in one array in item order; index paths are derived from
///   per-section offsets, never stored per item. Placers write into it through a ``PlacementSink``,
///   which also takes the extra views they add (badges, decorations).
/// - **O(log n + k) rect queries** through each section's spatial index.
/// - **Lazy layout.** ``prepare()`` lays out only as far as the bounds need plus a margin; queries
///   continue on demand; ``completeLayout()`` finishes it. The content height of the part not laid
///   out yet is estimated until then. The frames are exactly those of a full layout.
/// - **Incremental appends.** ``invalidateLayout(with:)`` with ``InvalidationContext/itemsAppended(section:)``
///   keeps every frame already placed and resumes from the saved placer state.
///
/// Without an override the engine lays out a plain list: one full-width item per row.
open class SectionedLayout: CollectionLayout {
    /// The engine: bounds, run, lazy layout, estimate, queries (shared with ``CompositionalLayout``).
    let engine: LayoutEngine<PlacerStore>

    /// The data: counts, per-section metrics and item sizes.
    public var dataSource: LayoutDataSource { engine.dataSource }
    /// Layout-wide metrics: every section's value falls back to these, then to the built-in defaults.
    public var defaults: SectionStyle
    /// The collection view's bounds (origin = content offset, size = viewport size).
    public var bounds: Rect {
        get { engine.bounds }
        set { engine.bounds = newValue }
    }
    /// How many times ``prepare()`` ran: scrolling must leave it unchanged.
    package var prepareCount: Int { engine.prepareCount }
    /// How far below the bounds ``prepare()`` lays out ahead, in viewport heights.
    public var lookahead: Double {
        get { engine.lookahead }
        set { engine.lookahead = newValue }
    }
    /// Whether a section's header stays at the top of the visible bounds while any of the section
    /// is in view (UIKit's `sectionHeadersPinToVisibleBounds`); the next section pushes it up.
    /// Computed in every query from the bounds: scrolling never re-prepares.
    public var sectionHeadersPinToVisibleBounds: Bool {
        get { engine.sectionHeadersPinToVisibleBounds }
        set { engine.sectionHeadersPinToVisibleBounds = newValue }
    }
    /// Left to right, or right to left: every frame mirrored, `x' = W - x - width` (vertical scrolling).
    public var direction: LayoutDirection {
        get { engine.direction }
        set { engine.direction = newValue }
    }
    /// Vertical, or horizontal (rows become columns; a height change re-prepares). Only layouts whose
    /// ``supportsHorizontalScrolling`` is true scroll horizontally; others ignore it.
    public var scrollDirection: ScrollDirection = .vertical {
        didSet { engine.isHorizontal = isHorizontal }
    }
    /// What an item counts for in the content-size estimate while no item is placed yet (see
    /// ``collectionViewContentSize``): one unit; a layout in points sets one row's points, so
    /// that its estimate is the one in cells, scaled.
    public var unplacedItemLength: Double {
        get { engine.unplacedItemLength }
        set { engine.unplacedItemLength = newValue }
    }

    /// Creates a layout over `dataSource`, with layout-wide metrics `defaults`.
    public init(dataSource: LayoutDataSource, defaults: SectionStyle = SectionStyle()) {
        self.defaults = defaults
        engine = LayoutEngine(dataSource: dataSource)
        let pool = FrameBufferPool()
        engine.makeStore = { [unowned self] width, _, recycling in
            PlacerStore(layout: self, width: width, pool: pool, recycling: recycling)
        }
    }

    /// A short name of the layout ("waterfall", "tags", ...), for status lines and tools.
    open var name: String { "list" }

    /// Whether the layout can scroll horizontally (grid and tags can; a waterfall cannot).
    open var supportsHorizontalScrolling: Bool { false }

    /// Whether the layout is computed transposed, for horizontal scrolling.
    public var isHorizontal: Bool { scrollDirection == .horizontal && supportsHorizontalScrolling }

    /// The data source as placers see it: ``dataSource`` itself, or, when scrolling horizontally,
    /// a transposed view of it (widths and heights swapped). Placers must read this one.
    public var placementDataSource: LayoutDataSource {
        if !isHorizontal { return dataSource }
        if let transposedSource { return transposedSource }
        let source = TransposedDataSource(dataSource) { [unowned self] section in
            ResolvedSectionStyle(dataSource.style(forSection: section).fallingBack(to: defaults)).itemHeight
        }
        transposedSource = source
        return source
    }
    private var transposedSource: TransposedDataSource?

    /// Makes the placer of one section.
    ///
    /// - Parameters:
    ///   - section: the section number.
    ///   - style: the section's metrics, resolved and made safe.
    ///   - width: the collection view's width `W` (finite, at least 0).
    ///   - itemsTop: the `y` at which the items start (below the header and `inset.top`).
    open func makePlacer(section: Int, style: ResolvedSectionStyle, width: Double,
                         itemsTop: Double) -> SectionPlacer {
        ListPlacer(section: section, style: style, width: width, itemsTop: itemsTop, dataSource: placementDataSource)
    }

    /// The section's metrics: the data source's, falling back to ``defaults``, resolved and made safe.
    /// When scrolling horizontally, the metrics are those of the transposed space (insets and item
    /// size turned a quarter).
    public func resolvedStyle(forSection section: Int) -> ResolvedSectionStyle {
        let style = ResolvedSectionStyle(dataSource.style(forSection: section).fallingBack(to: defaults))
        return isHorizontal ? style.transposed : style
    }

    /// The extent the layout flows across: the width, or the height when scrolling horizontally.
    func crossExtent(_ bounds: Rect) -> Double { engine.crossExtent(bounds) }

    // MARK: Life cycle

    /// Computes the layout for the current bounds as far as the bounds need (plus
    /// ``lookahead`` viewport heights). Keeps the current computation when only items were
    /// appended or nothing was invalidated at this width.
    open func prepare() {
        engine.prepare()
    }

    /// True only when the width changes (the height, when scrolling horizontally): scrolling and
    /// changes of the other extent never re-prepare.
    open func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        engine.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    /// Throws the computed layout away.
    open func invalidateLayout() {
        engine.discardRun()
    }

    /// Throws away only what `context` touches; see ``InvalidationContext``: after an append,
    /// every frame already placed stays and the last section resumes from its placer's state.
    open func invalidateLayout(with context: InvalidationContext) {
        if context == .everything { invalidateLayout() } else { engine.invalidateLayout(with: context) }
    }

    /// Lays out everything still left, so that the content size is exact.
    public func completeLayout() {
        engine.advance(engine.currentRun(), through: .infinity)
    }

    /// Lays out as far as `rect` reaches along the scroll direction, or to the end: afterwards the
    /// layout is complete, or the real content is known to reach `rect`'s far edge and
    /// ``collectionViewContentSize`` is at least that long.
    public func completeLayout(through rect: Rect) {
        engine.completeLayout(through: rect)
    }

    /// Whether everything is laid out, so that ``collectionViewContentSize`` is exact.
    public var isContentSizeExact: Bool { engine.isContentSizeExact }

    /// The content size: exact once the layout is complete, an estimate while it is lazy.
    ///
    /// The estimate is `K · N / P` (`K + N · u` while nothing is placed, `u` the
    /// ``unplacedItemLength``), where `K` is the length
    /// known for sure (everything placed, and how far the content is known to reach, see
    /// ``completeLayout(through:)``), `P` the items placed and `N` every item the data source
    /// has, as of the last prepare or invalidation (appends count at once). A section the layout
    /// can estimate from the data source without laying it out
    /// (``estimatedItemsLength(ofSection:itemCount:style:width:)``: a waterfall whose data source
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
    public var collectionViewContentSize: Size { engine.contentSize }

    /// The length the items of `section` (`itemCount` of them, in its resolved `style`) take
    /// at `width`, estimated from what the data source tells without laying them out, for the
    /// content size of a lazy layout (``collectionViewContentSize``); `nil` when there is
    /// nothing better than the mean length of the items placed so far. Asked once per section
    /// per prepare, so it must not cost O(items).
    ///
    /// The default is `nil`; ``WaterfallLayout`` estimates its columns from the data source's
    /// ``LayoutDataSource/averageItemHeight(inSection:width:)``.
    open func estimatedItemsLength(ofSection section: Int, itemCount: Int, style: ResolvedSectionStyle,
                                   width: Double) -> Double? {
        nil
    }

    /// The content size at `width` (the height, when scrolling horizontally), computed in a separate
    /// run: this layout's state is untouched.
    public func contentSize(forWidth width: Double) -> Size {
        engine.contentSize(forWidth: width)
    }

    /// The bytes the computed layout retains: its frame store, its section records and their
    /// indexes, counted by the capacity of every buffer (what the allocator holds for them).
    package var retainedBytes: Int { engine.retainedBytes }

    // MARK: Queries

    /// Every element whose frame intersects `rect`: O(log n + k), never a scan of the items.
    /// With pinned headers, `rect` is taken as the visible bounds: the header of every section in
    /// view is moved to its top.
    open func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        engine.forEachElement(in: rect) { result.append($0) }
        return result
    }

    /// Calls `body` with every element of ``layoutAttributesForElements(in:)``, without building an array.
    package func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        engine.forEachElement(in: rect, body)
    }

    /// The attributes of one cell (laying out as far as it if needed), or `nil` when there is no such item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        engine.attributesForItem(at: indexPath)
    }

    /// The header or footer of a section (laying out as far as it), or a supplementary view a
    /// placer added (``PlacementSink/addSupplementaryView(ofKind:item:frame:zIndex:)``); `nil`
    /// when there is none.
    open func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        engine.attributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The background of a section (laying out to the section's end), or a decoration view a
    /// placer added (``PlacementSink/addDecorationView(ofKind:item:frame:zIndex:)``); `nil` when
    /// there is none.
    open func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        engine.attributesForDecorationView(ofKind: kind, at: indexPath)
    }
}
