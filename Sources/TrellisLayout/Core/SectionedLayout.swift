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
///   per-section offsets, never stored per item.
/// - **O(log n + k) rect queries** through each section's ``SectionIndex``.
/// - **Lazy layout.** ``prepare()`` lays out only as far as the bounds need plus a margin; queries
///   continue on demand; ``completeLayout()`` finishes it. The content height of the part not laid
///   out yet is estimated until then. The frames are exactly those of a full layout.
/// - **Incremental appends.** ``invalidateLayout(with:)`` with ``InvalidationContext/itemsAppended(section:)``
///   keeps every frame already placed and resumes from the saved placer state.
///
/// Without an override the engine lays out a plain list: one full-width item per row.
open class SectionedLayout: CollectionLayout {
    /// The data: counts, per-section metrics and item sizes.
    public let dataSource: LayoutDataSource
    /// Layout-wide metrics: every section's value falls back to these, then to the built-in defaults.
    public var defaults: SectionStyle
    /// The collection view's bounds (origin = content offset, size = viewport size).
    public var bounds: Rect = .zero
    /// How many times ``prepare()`` ran: scrolling must leave it unchanged.
    public private(set) var prepareCount = 0
    /// How far below the bounds ``prepare()`` lays out ahead, in viewport heights.
    public var lookahead: Double = 2
    /// Whether a section's header stays at the top of the visible bounds while any of the section
    /// is in view (UIKit's `sectionHeadersPinToVisibleBounds`); the next section pushes it up.
    /// Computed in every query from the bounds: scrolling never re-prepares.
    public var sectionHeadersPinToVisibleBounds = false
    /// Left to right, or right to left: every frame mirrored, `x' = W - x - width` (vertical scrolling).
    public var direction: LayoutDirection = .leftToRight
    /// Vertical, or horizontal (rows become columns; a height change re-prepares). Only layouts whose
    /// ``supportsHorizontalScrolling`` is true scroll horizontally; others ignore it.
    public var scrollDirection: ScrollDirection = .vertical

    /// The current computation; `nil` after an invalidation until the next prepare.
    var run: LayoutRun?
    /// Total item count over every section, as of the last prepare or append.
    var totalItemCount = 0
    /// Section count, as of the last prepare.
    var sectionCount = 0

    /// Creates a layout over `dataSource`, with layout-wide metrics `defaults`.
    public init(dataSource: LayoutDataSource, defaults: SectionStyle = SectionStyle()) {
        self.dataSource = dataSource
        self.defaults = defaults
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
    private func crossExtent(_ bounds: Rect) -> Double {
        (isHorizontal ? bounds.height : bounds.width).layoutLength
    }

    /// A rect on screen in the space the layout is computed in.
    private func layoutSpace(_ rect: Rect, width: Double) -> Rect {
        if isHorizontal { return rect.transposed }
        return direction == .rightToLeft ? rect.mirrored(inWidth: width) : rect
    }

    /// A frame of the layout's space on screen: mirrored for right to left, transposed for horizontal.
    private func screenSpace(_ frame: Rect, width: Double) -> Rect {
        if isHorizontal { return frame.transposed }
        return direction == .rightToLeft ? frame.mirrored(inWidth: width) : frame
    }

    private func screenSpace(_ attributes: LayoutAttributes, width: Double) -> LayoutAttributes {
        var result = attributes
        result.frame = screenSpace(attributes.frame, width: width)
        return result
    }

    // MARK: Life cycle

    /// Computes the layout for the current bounds as far as the bounds need (plus
    /// ``lookahead`` viewport heights). Keeps the current computation when only items were
    /// appended or nothing was invalidated at this width.
    open func prepare() {
        prepareCount += 1
        let width = crossExtent(bounds)
        if run == nil || run?.width != width {
            run = LayoutRun(width: width)
            countItems()
        }
        let visible = layoutSpace(bounds, width: width)
        advance(through: visible.maxY + lookahead * max(visible.height, 1))
    }

    /// True only when the width changes (the height, when scrolling horizontally): scrolling and
    /// changes of the other extent never re-prepare.
    open func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        crossExtent(newBounds) != crossExtent(bounds)
    }

    /// Throws the computed layout away.
    open func invalidateLayout() {
        run = nil
    }

    /// Throws away only what `context` touches; see ``InvalidationContext``.
    open func invalidateLayout(with context: InvalidationContext) {
        switch context {
        case .everything:
            invalidateLayout()
        case .itemsAppended(let section):
            guard let run else { return }
            countItems()
            if section >= run.sections.count { return }
            if section == run.sections.count - 1, run.placer != nil {
                reopenLastSection(run)
            } else {
                run.truncate(toSection: section)
            }
        }
    }

    /// Lays out everything still left, so that the content size is exact.
    public func completeLayout() {
        advance(through: .infinity)
    }

    /// Whether everything is laid out, so that ``collectionViewContentSize`` is exact.
    public var isContentSizeExact: Bool { run?.isComplete ?? false }

    /// The content size; an estimate (never less than what is laid out) while the layout is lazy.
    public var collectionViewContentSize: Size {
        let run = currentRun()
        var length = run.nextTop
        if !run.isComplete {
            let known = max(run.extent, run.nextTop)
            let placed = run.frames.count
            let remaining = max(0, totalItemCount - placed)
            let perItem = placed > 0 ? known / Double(placed) : 1
            length = known + Double(remaining) * perItem
        }
        return isHorizontal ? Size(width: length, height: run.width) : Size(width: run.width, height: length)
    }

    /// The content size at `width` (the height, when scrolling horizontally), computed in a separate
    /// run: this layout's state is untouched.
    public func contentSize(forWidth width: Double) -> Size {
        let saved = (run, totalItemCount, sectionCount)
        run = LayoutRun(width: width.layoutLength)
        countItems()
        completeLayout()
        let size = Size(width: run!.width, height: run!.nextTop)
        (run, totalItemCount, sectionCount) = saved
        if isHorizontal { return Size(width: size.height, height: size.width) }
        return size
    }

    /// The bytes the computed layout retains: its frame store, its section records and their
    /// indexes, counted by the capacity of every buffer (what the allocator holds for them).
    public var retainedBytes: Int {
        guard let run else { return 0 }
        var bytes = run.frames.capacity * MemoryLayout<Rect>.stride
            + run.sections.capacity * MemoryLayout<SectionRecord>.stride
        for record in run.sections { bytes += record.index.retainedBytes + 48 }
        return bytes
    }

    // MARK: Queries

    /// Every element whose frame intersects `rect`: O(log n + k), never a scan of the items.
    open func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        forEachElement(in: rect) { result.append($0) }
        return result
    }

    /// Calls `body` with every element whose frame intersects `rect`, without building an array.
    ///
    /// With pinned headers, `rect` is taken as the visible bounds: the header of every section in
    /// view is moved to its top.
    public func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        let run = currentRun()
        let query = layoutSpace(rect, width: run.width)
        advance(through: query.maxY)
        closeOpenSectionIfItsBackgroundIsNeeded(run, query)
        func emit(_ attributes: LayoutAttributes) { body(screenSpace(attributes, width: run.width)) }
        var section = run.firstSection(endingBelow: query.minY)
        while section < run.sections.count, run.sections[section].top < query.maxY {
            let path = IndexPath(item: 0, section: section)
            if let background = run.sections[section].background, background.intersects(query) {
                emit(supplementary(.background, path, background))
            }
            if let header = header(ofSection: section, run, visible: query), header.frame.intersects(query) {
                emit(header)
            }
            let record = run.sections[section]
            record.index.forEachItem(intersecting: query, frames: run.frames, base: record.firstFrame,
                                     count: record.placedCount) { item in
                emit(LayoutAttributes(kind: .cell, indexPath: IndexPath(item: item, section: section),
                                      frame: run.frames[record.firstFrame + item]))
            }
            if let footer = record.footer, footer.intersects(query) { emit(supplementary(.footer, path, footer)) }
            section += 1
        }
    }

    /// A section's header in layout space: where it was placed or, with pinned headers, kept at the
    /// top of `visible` while the section is in view and pushed up by the section's end.
    private func header(ofSection section: Int, _ run: LayoutRun, visible: Rect) -> LayoutAttributes? {
        guard let placed = run.sections[section].header else { return nil }
        let path = IndexPath(item: 0, section: section)
        guard sectionHeadersPinToVisibleBounds else { return supplementary(.header, path, placed) }
        if run.sections[section].bottom == .infinity, placed.height > visible.height {
            // Whether the section's end pushes this header up depends on where the section ends.
            while run.sectionIsOpen, run.sections.count - 1 == section { step(run) }
        }
        let record = run.sections[section]
        let contentEnd = record.footer?.minY ?? record.bottom
        var frame = placed
        frame.origin.y = max(placed.minY, min(visible.minY, contentEnd - placed.height))
        return LayoutAttributes(kind: .header, indexPath: path, frame: frame, zIndex: 20)
    }

    /// The attributes of one cell (laying out as far as it if needed), or `nil` when there is no such item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        let run = currentRun()
        guard indexPath.section >= 0, indexPath.section < sectionCount, indexPath.item >= 0,
              indexPath.item < itemCount(inSection: indexPath.section) else { return nil }
        while !run.isComplete, !isPlaced(indexPath, run) { step(run) }
        guard isPlaced(indexPath, run) else { return nil }
        let record = run.sections[indexPath.section]
        return LayoutAttributes(kind: .cell, indexPath: indexPath,
                                frame: screenSpace(run.frames[record.firstFrame + indexPath.item], width: run.width))
    }

    /// The header, footer or background of a section (laying out as far as it), or `nil` when
    /// the section has none.
    open func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        let run = currentRun()
        let section = indexPath.section
        guard section >= 0, section < sectionCount else { return nil }
        while !run.isComplete, !(section < run.sections.count && run.sections[section].bottom.isFinite) { step(run) }
        guard section < run.sections.count else { return nil }
        let record = run.sections[section]
        let path = IndexPath(item: 0, section: section)
        let attributes: LayoutAttributes?
        switch kind {
        case .header: attributes = header(ofSection: section, run, visible: layoutSpace(bounds, width: run.width))
        case .footer: attributes = record.footer.map { supplementary(kind, path, $0) }
        case .background: attributes = record.background.map { supplementary(kind, path, $0) }
        case .cell: attributes = nil
        }
        return attributes.map { screenSpace($0, width: run.width) }
    }

    // MARK: Engine

    private func supplementary(_ kind: ElementKind, _ path: IndexPath, _ frame: Rect) -> LayoutAttributes {
        LayoutAttributes(kind: kind, indexPath: path, frame: frame, zIndex: kind == .background ? -1 : 10)
    }

    private func currentRun() -> LayoutRun {
        if let run { return run }
        prepare()
        return run!
    }

    private func itemCount(inSection section: Int) -> Int {
        max(0, dataSource.numberOfItems(inSection: section))
    }

    private func countItems() {
        sectionCount = max(0, dataSource.numberOfSections)
        var total = 0
        for section in 0..<sectionCount { total &+= itemCount(inSection: section) }
        totalItemCount = total
    }

    /// Whether the item's frame is placed and final.
    private func isPlaced(_ path: IndexPath, _ run: LayoutRun) -> Bool {
        guard path.section < run.sections.count else { return false }
        let record = run.sections[path.section]
        let isOpen = run.sectionIsOpen && path.section == run.sections.count - 1
        return path.item < record.placedCount - (isOpen ? run.placer?.pendingCount ?? 0 : 0)
    }

    /// Lays out until every element whose `minY` is below `limit` is placed.
    func advance(through limit: Double) {
        guard let run else { return }
        while !run.isComplete {
            if run.sectionIsOpen {
                let placed = run.sections[run.sections.count - 1].placedCount
                if placed < run.openSectionItemCount {
                    if placeItems(run, upTo: run.openSectionItemCount, until: limit) == 0 { return }
                    continue
                }
                closeSection(run)
            } else {
                if run.nextTop >= limit { return }
                beginNextSection(run)
            }
        }
    }

    /// One unit of work: begin a section, place one item, or close a section.
    private func step(_ run: LayoutRun) {
        guard !run.isComplete else { return }
        guard run.sectionIsOpen else {
            beginNextSection(run)
            return
        }
        let placed = run.sections[run.sections.count - 1].placedCount
        if placed < run.openSectionItemCount {
            placeItems(run, upTo: placed + 1, until: .infinity)
        } else {
            closeSection(run)
        }
    }

    /// Places items of the open section up to (not including) `end`, stopping when the placer's
    /// frontier reaches `limit`; returns how many were placed.
    @discardableResult
    private func placeItems(_ run: LayoutRun, upTo end: Int, until limit: Double) -> Int {
        guard let placer = run.placer else { return 0 }
        let last = run.sections.count - 1
        let record = run.sections[last]
        let count = placer.place(items: record.placedCount..<end, until: limit, in: record.index,
                                 frames: &run.frames, base: record.firstFrame)
        run.sections[last].placedCount += count
        run.extent = max(run.extent, placer.itemsBottom)
        return count
    }

    private func beginNextSection(_ run: LayoutRun) {
        let section = run.sections.count
        guard section < sectionCount else {
            run.isComplete = true
            return
        }
        beginSection(section, run)
    }

    private func beginSection(_ section: Int, _ run: LayoutRun) {
        let style = resolvedStyle(forSection: section)
        var y = run.nextTop
        var record = SectionRecord(top: y, firstFrame: run.frames.count, insetTop: y, style: style)
        if style.headerHeight > 0 {
            record.header = Rect(x: 0, y: y, width: run.width, height: style.headerHeight)
            y += style.headerHeight
            record.insetTop = y
        }
        y += style.inset.top
        run.placer = makePlacer(section: section, style: style, width: run.width, itemsTop: y)
        run.sections.append(record)
        run.sectionIsOpen = true
        run.openSectionItemCount = itemCount(inSection: section)
        // Room for the whole section at once: no copies while it grows, no slack when it is done.
        run.frames.reserveCapacity(run.frames.count + run.openSectionItemCount)
        run.extent = max(run.extent, y)
    }

    private func closeSection(_ run: LayoutRun) {
        guard let placer = run.placer else { return }
        let last = run.sections.count - 1
        let style = run.sections[last].style
        placer.finish(frames: &run.frames, base: run.sections[last].firstFrame)
        let bottom = placer.itemsBottom + style.inset.bottom
        var end = bottom
        if style.footerHeight > 0 {
            run.sections[last].footer = Rect(x: 0, y: bottom, width: run.width, height: style.footerHeight)
            end += style.footerHeight
        }
        let insetTop = run.sections[last].insetTop
        if style.background {
            run.sections[last].background = Rect(x: 0, y: insetTop, width: run.width, height: bottom - insetTop)
        }
        run.sections[last].bottom = end
        run.nextTop = end
        run.extent = max(run.extent, end)
        run.sectionIsOpen = false
        if run.sections.count >= sectionCount { run.isComplete = true }
    }

    /// A section's background starts at its inset top but is only known once the section is
    /// closed: a query that reaches an open section with a background lays that section out to
    /// its end, so the background it returns is exact.
    private func closeOpenSectionIfItsBackgroundIsNeeded(_ run: LayoutRun, _ rect: Rect) {
        guard run.sectionIsOpen, let open = run.sections.last, open.style.background,
              open.insetTop < rect.maxY else { return }
        let section = run.sections.count - 1
        while run.sectionIsOpen, run.sections.count - 1 == section { step(run) }
    }

    /// Takes the last section back from closed to open, so appended items continue it.
    private func reopenLastSection(_ run: LayoutRun) {
        let last = run.sections.count - 1
        run.openSectionItemCount = itemCount(inSection: last)
        guard !run.sectionIsOpen else { return }
        run.nextTop = run.sections[last].top
        run.sections[last].footer = nil
        run.sections[last].background = nil
        run.sections[last].bottom = .infinity
        run.extent = max(run.sections[last].insetTop, run.placer?.itemsBottom ?? 0)
        run.sectionIsOpen = true
        run.isComplete = false
    }
}
