/// The layout behind the waterfall, tags, grid and list: sections stacked vertically, each with an
/// optional header, its insets, its items and an optional footer, in the UIKit life cycle
/// (``LazyLayout``).
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
open class SectionedLayout: LazyLayout {
    /// The engine: bounds, run, lazy layout, estimate, queries (shared with ``CompositionalLayout``).
    let engine: LayoutEngine<PlacerStore>

    /// Layout-wide metrics: every section's value falls back to these, then to the built-in defaults.
    public var defaults: SectionStyle
    /// Vertical, or horizontal (rows become columns; a height change re-prepares). Only layouts whose
    /// ``supportsHorizontalScrolling`` is true scroll horizontally; others ignore it.
    public var scrollDirection: ScrollDirection = .vertical {
        didSet { engine.isHorizontal = isHorizontal }
    }

    /// Creates a layout over `dataSource`, with layout-wide metrics `defaults`.
    public init(dataSource: LayoutDataSource, defaults: SectionStyle = SectionStyle()) {
        self.defaults = defaults
        let engine = LayoutEngine<PlacerStore>(dataSource: dataSource)
        self.engine = engine
        super.init(core: engine)
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
}
