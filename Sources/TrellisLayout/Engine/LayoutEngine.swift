/// The lazy layout engine under ``SectionedLayout`` and ``CompositionalLayout``: sections stacked
/// along the scroll direction, each begun, filled and closed in order by a family's
/// ``SectionStore``, laid out only as far as the bounds and the queries need.
///
/// It owns everything the two families share:
/// - **the bounds and the run**: a prepare starts a run when the width changes (or the height,
///   when the sections depend on it) and lays out as far as the bounds plus ``lookahead``
///   viewport heights; scrolling never re-prepares;
/// - **advancing**: as far as a limit, to an item, or one step (a section begun, a batch of
///   items, a section closed); a lazy stop records how far the content is known to reach;
/// - **the content-size estimate** (``ContentEstimate``) and ``contentSize(forWidth:)``;
/// - **appends**: ``invalidateLayout(with:)`` continues the appended section;
/// - **right to left and horizontal scrolling**: the families lay out in one space (vertical,
///   left to right); the engine mirrors or transposes queries and frames;
/// - **queries**: the first section a rect meets by binary search over the sections' reach, then
///   each section's cells through its store in O(log n + k), headers (pinned or not), footers,
///   backgrounds and the extra views placers add (``PlacementSink``), and the single-element lookups.
final class LayoutEngine<Store: SectionStore> {
    /// The data: counts, per-section metrics and item sizes.
    let dataSource: LayoutDataSource
    /// Makes the store of a new run at a width and height; `recycling` says whether it may take
    /// the buffers of the run last discarded (a run for ``contentSize(forWidth:)`` does not). Set
    /// by the layout once it is initialized (the store refers back to it).
    var makeStore: ((_ width: Double, _ height: Double, _ recycling: Bool) -> Store)!

    /// The collection view's bounds (origin = content offset, size = viewport size).
    var bounds: Rect = .zero
    /// How many times ``prepare()`` ran.
    private(set) var prepareCount = 0
    /// How far below the bounds ``prepare()`` lays out ahead, in viewport heights.
    var lookahead: Double = 2
    /// Whether a section's header stays at the top of the visible bounds while its section is in view.
    var sectionHeadersPinToVisibleBounds = false
    /// Left to right, or right to left (every frame mirrored).
    var direction: LayoutDirection = .leftToRight
    /// Whether the layout is computed transposed (horizontal scrolling).
    var isHorizontal = false
    /// What an item counts for in the content-size estimate while none is placed yet.
    var unplacedItemLength: Double = 1
    /// Whether a change of the other extent (the height, scrolling vertically) needs a new run.
    var dependsOnHeight = false
    /// The current computation; `nil` after an invalidation until the next prepare.
    private(set) var run: EngineRun<Store>?

    /// An engine over `dataSource`; the layout sets ``makeStore`` before the first prepare.
    init(dataSource: LayoutDataSource) {
        self.dataSource = dataSource
    }

    // MARK: Spaces

    /// The extent the layout flows across: the width, or the height when scrolling horizontally.
    func crossExtent(_ bounds: Rect) -> Double {
        (isHorizontal ? bounds.height : bounds.width).layoutLength
    }

    /// The extent along the scroll direction.
    func alongExtent(_ bounds: Rect) -> Double {
        (isHorizontal ? bounds.width : bounds.height).layoutLength
    }

    /// A rect on screen in the space the layout is computed in; and a frame of that space on
    /// screen (both are their own inverse): mirrored for right to left, transposed for horizontal.
    @inline(__always)
    func flip(_ rect: Rect, width: Double) -> Rect {
        if isHorizontal { return rect.transposed }
        return direction == .rightToLeft ? rect.mirrored(inWidth: width) : rect
    }

    /// `attributes` with its frame taken from layout space to the screen.
    @inline(__always)
    func screenSpace(_ attributes: LayoutAttributes, width: Double) -> LayoutAttributes {
        var result = attributes
        result.frame = flip(attributes.frame, width: width)
        return result
    }

    // MARK: Life cycle

    /// The current run, preparing first when the layout was invalidated.
    func currentRun() -> EngineRun<Store> {
        if let run { return run }
        prepare()
        return run!
    }

    /// Computes the layout for the current bounds as far as they need (plus ``lookahead``
    /// viewport heights), keeping the current run when its size still holds.
    func prepare() {
        prepareCount += 1
        let width = crossExtent(bounds), height = alongExtent(bounds)
        if run == nil || run?.width != width || (dependsOnHeight && run?.height != height) {
            discardRun()
            let fresh = EngineRun(width: width, height: height, store: makeStore(width, height, true))
            countItems(fresh)
            run = fresh
        }
        let visible = flip(bounds, width: width)
        advance(run!, through: visible.maxY + lookahead * max(visible.height, 1))
    }

    /// True when the width changes (the height, scrolling horizontally), or the other extent
    /// when the sections depend on it.
    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        if crossExtent(newBounds) != crossExtent(bounds) { return true }
        return dependsOnHeight && alongExtent(newBounds) != alongExtent(bounds)
    }

    /// Throws the current run away (its store may keep its buffers for the next).
    func discardRun() {
        run?.store.discard()
        run = nil
    }

    /// Throws away only what `context` touches: after an append, every frame already placed stays
    /// and the appended section continues (the sections after it are laid out again).
    func invalidateLayout(with context: InvalidationContext) {
        switch context {
        case .everything:
            discardRun()
        case .itemsAppended(let section):
            guard let run else { return }
            countItems(run)
            guard section >= 0, section < run.sections.count else { return }
            let count = itemCount(inSection: section)
            if run.isOpen(section) {
                run.store.setItemCount(count, ofOpenSection: section, &run.sections[section])
                return
            }
            guard run.store.canContinue(section: section, isLast: section == run.last) else {
                run.truncate(toSection: section)
                return
            }
            run.truncate(toSection: section + 1)
            reopen(section, run, itemCount: count)
        }
    }

    /// Takes closed section `section`, the last one begun, back to open with `itemCount` items.
    private func reopen(_ section: Int, _ run: EngineRun<Store>, itemCount: Int) {
        var record = run.sections[section]
        let placedBefore = record.placedCount
        record.footer = nil
        record.background = nil
        record.bottom = .infinity
        record.reach = .infinity
        record.extras?.rollBack(to: record.extrasBeforeClose)
        let extent = run.store.reopenSection(section, &record, itemCount: itemCount)
        run.sections[section] = record
        run.placedItems += record.placedCount - placedBefore
        run.nextTop = record.top
        run.extent = extent
        run.knownExtent = extent
        run.sectionIsOpen = true
        run.isComplete = false
        if record.placedCount >= record.itemCount { closeSection(run) }
    }

    /// Whether everything is laid out, so that ``contentSize`` is exact.
    var isContentSizeExact: Bool { run?.isComplete ?? false }

    /// Lays out everything still left.
    func completeLayout() {
        advance(currentRun(), through: .infinity)
    }

    /// Lays out as far as `rect` (on screen) reaches along the scroll direction, or to the end.
    func completeLayout(through rect: Rect) {
        let run = currentRun()
        advance(run, through: flip(rect, width: run.width).maxY)
    }

    /// The data source's item count of `section`, never negative.
    func itemCount(inSection section: Int) -> Int {
        max(0, dataSource.numberOfItems(inSection: section))
    }

    /// Reads the section and item counts again, and the lengths of the sections the store
    /// estimates (for the content-size estimate): O(sections).
    private func countItems(_ run: EngineRun<Store>) {
        run.sectionCount = max(0, dataSource.numberOfSections)
        var counts: [Int] = []
        var lengths: [ContentEstimate.SectionLength?] = []
        counts.reserveCapacity(run.sectionCount)
        lengths.reserveCapacity(run.sectionCount)
        for section in 0..<run.sectionCount {
            let count = itemCount(inSection: section)
            counts.append(count)
            lengths.append(run.store.estimatedLength(ofSection: section, itemCount: count))
        }
        run.estimate = ContentEstimate(counts: counts, lengths: lengths)
    }

    /// The content size: exact once the run is complete, an estimate while it is lazy (see
    /// ``SectionedLayout/collectionViewContentSize``).
    var contentSize: Size {
        let run = currentRun()
        var length = run.nextTop
        if !run.isComplete {
            let known = max(run.extent, run.nextTop, run.knownExtent)
            let open = run.sectionIsOpen ? run.sections.last?.placedCount : nil
            length = run.estimate.length(known: known, placed: run.placedItems, begun: run.sections.count,
                                         openPlaced: open, unplacedItemLength: unplacedItemLength)
        }
        return isHorizontal ? Size(width: length, height: run.width) : Size(width: run.width, height: length)
    }

    /// The content size at `width` (the cross extent) and the current other extent, computed in
    /// a separate run: the current run is untouched.
    func contentSize(forWidth width: Double) -> Size {
        let width = width.layoutLength, height = alongExtent(bounds)
        let other = EngineRun(width: width, height: height, store: makeStore(width, height, false))
        countItems(other)
        advance(other, through: .infinity)
        return isHorizontal ? Size(width: other.nextTop, height: other.width) : Size(width: other.width, height: other.nextTop)
    }

    /// Items placed in the current run (every section begun; pending ones included).
    var placedItemCount: Int { run?.placedItems ?? 0 }

    /// The bytes the current run retains.
    var retainedBytes: Int {
        guard let run else { return 0 }
        var bytes = run.store.retainedBytes(recordCapacity: run.sections.capacity)
        for record in run.sections { bytes += record.extras?.retainedBytes ?? 0 }
        return bytes
    }

    // MARK: Advancing

    /// Lays out until everything starting above `limit` is placed. When it stops before the end,
    /// something still to come (an item at the store's frontier, or a section) starts at or
    /// below `limit`: recorded in ``EngineRun/knownExtent``.
    func advance(_ run: EngineRun<Store>, through limit: Double) {
        while !run.isComplete {
            if run.sectionIsOpen {
                let last = run.last
                if run.sections[last].placedCount < run.sections[last].itemCount {
                    let placed = placeItems(run, upTo: run.sections[last].itemCount, until: limit)
                    if placed == 0, run.sections[last].placedCount < run.sections[last].itemCount {
                        run.knownExtent = max(run.knownExtent, limit)
                        return
                    }
                    continue
                }
                closeSection(run)
            } else {
                if run.nextTop >= limit {
                    run.knownExtent = max(run.knownExtent, limit)
                    return
                }
                beginNextSection(run)
            }
        }
    }

    /// Whether item `path` is placed and final, or will never be (its section closed without it).
    func isSettled(_ path: LayoutIndexPath, _ run: EngineRun<Store>) -> Bool {
        guard path.section < run.sections.count else { return false }
        let record = run.sections[path.section]
        guard run.isOpen(path.section) else { return true }
        return path.item < record.placedCount - run.store.pendingCount
    }

    /// Whether item `path` is placed and final.
    func isPlaced(_ path: LayoutIndexPath, _ run: EngineRun<Store>) -> Bool {
        guard path.section < run.sections.count else { return false }
        let record = run.sections[path.section]
        return path.item < record.placedCount - (run.isOpen(path.section) ? run.store.pendingCount : 0)
    }

    /// Lays out until item `path` is placed and final (or cannot be), placing whole batches of
    /// items at a time: a jump to an item far down pays no per-item overhead.
    func advance(toItem path: LayoutIndexPath, _ run: EngineRun<Store>) {
        while !run.isComplete, !isSettled(path, run) {
            let open = run.last
            guard run.sectionIsOpen, run.sections[open].placedCount < run.sections[open].itemCount else {
                step(run)
                continue
            }
            let placed = run.sections[open].placedCount
            let count = run.sections[open].itemCount
            let end = open == path.section ? max(placed + 1, path.item + 1) : count
            placeItems(run, upTo: min(end, count), until: .infinity)
        }
    }

    /// One unit of work: begin a section, place one item (one group instance), or close a section.
    func step(_ run: EngineRun<Store>) {
        guard !run.isComplete else { return }
        guard run.sectionIsOpen else {
            beginNextSection(run)
            return
        }
        let placed = run.sections[run.last].placedCount
        if placed < run.sections[run.last].itemCount {
            placeItems(run, upTo: placed + 1, until: .infinity)
        } else {
            closeSection(run)
        }
    }

    /// Lays out until section `section` has begun (and closed, when `closed`), or the layout is complete.
    func advance(toSection section: Int, closed: Bool, _ run: EngineRun<Store>) {
        while !run.isComplete, !(section < run.sections.count && (!closed || !run.isOpen(section))) { step(run) }
    }

    /// Places items of the open section up to (not including) `end`, stopping when the store's
    /// frontier reaches `limit`; returns how many it placed.
    @discardableResult
    private func placeItems(_ run: EngineRun<Store>, upTo end: Int, until limit: Double) -> Int {
        let last = run.last
        let placed = run.store.placeItems(last, &run.sections[last], upTo: end, until: limit)
        run.placedItems += placed
        run.extent = max(run.extent, run.store.placedExtent(ofSection: last))
        return placed
    }

    private func beginNextSection(_ run: EngineRun<Store>) {
        let section = run.sections.count
        guard section < run.sectionCount else {
            finish(run)
            return
        }
        var record = SectionRecord(top: run.nextTop, itemCount: itemCount(inSection: section))
        let itemsTop = run.store.beginSection(section, &record)
        run.sections.append(record)
        run.sectionIsOpen = true
        run.placedItems += record.placedCount
        run.extent = max(run.extent, itemsTop)
        if record.placedCount >= record.itemCount { closeSection(run) }
    }

    private func closeSection(_ run: EngineRun<Store>) {
        let last = run.last
        run.sections[last].extrasBeforeClose = run.sections[last].extras?.mark ?? ExtraElements.Mark()
        let cellsBottom = run.store.closeSection(last, &run.sections[last])
        let record = run.sections[last]
        let previous = last > 0 ? run.sections[last - 1].reach : -Double.infinity
        run.sections[last].reach = max(previous, record.bottom, cellsBottom, record.extras?.bottom ?? -.infinity)
        run.nextTop = record.bottom
        run.extent = max(run.extent, record.bottom)
        run.sectionIsOpen = false
        if run.sections.count >= run.sectionCount { finish(run) }
    }

    /// Marks the run complete: the store places what follows the last section (a compositional
    /// layout's own footers), which the content then ends after.
    private func finish(_ run: EngineRun<Store>) {
        run.isComplete = true
        run.nextTop = run.store.finishLayout(contentEnd: run.nextTop)
        run.extent = max(run.extent, run.nextTop)
    }

    /// A section's background starts at its inset top but is only known once the section is
    /// closed: a query that reaches an open section with a background lays that section out to
    /// its end, so the background it returns is exact.
    private func closeOpenSectionIfItsBackgroundIsNeeded(_ run: EngineRun<Store>, _ rect: Rect) {
        guard run.sectionIsOpen, let open = run.sections.last, open.hasBackground, open.insetTop < rect.maxY else { return }
        let section = run.last
        while run.isOpen(section) { step(run) }
    }

    // MARK: Queries

    /// Calls `body` with every element whose frame meets `rect` (on screen), each section `s`
    /// that scrolls sideways shifted by `offsets[s]`: O(log n + k), never a scan of the items.
    /// With pinned headers, `rect` is taken as the visible bounds.
    @_specialize(where Store == PlacerStore)
    @_specialize(where Store == CompositionalStore)
    func forEachElement(in rect: Rect, orthogonalOffsets offsets: [Int: Double], _ body: (LayoutAttributes) -> Void) {
        forEachElementInline(in: rect, orthogonalOffsets: offsets, body)
    }

    /// Appends every element of ``forEachElement(in:orthogonalOffsets:_:)`` to `result`: the rect
    /// query of every frame, in one specialized loop with no closure call per element.
    @_specialize(where Store == PlacerStore)
    @_specialize(where Store == CompositionalStore)
    func appendElements(in rect: Rect, orthogonalOffsets offsets: [Int: Double], to result: inout [LayoutAttributes]) {
        forEachElementInline(in: rect, orthogonalOffsets: offsets) { result.append($0) }
    }

    /// The body of ``forEachElement(in:orthogonalOffsets:_:)``, inlined into its two callers so
    /// that `body` is known where it is called.
    @inline(__always)
    private func forEachElementInline(in rect: Rect, orthogonalOffsets offsets: [Int: Double],
                                      _ body: (LayoutAttributes) -> Void) {
        let run = currentRun()
        let width = run.width
        let query = flip(rect, width: width)
        advance(run, through: query.maxY)
        if run.sectionIsOpen, let extras = run.sections.last?.extras, extras.outset.top > 0 {
            // An item not placed yet may have a view reaching up into the rect.
            advance(run, through: query.maxY + extras.outset.top)
        }
        // A view of a section not begun yet may reach up into the rect (a store's badge or
        // boundary item moved up): lay out and visit that much further.
        var reach = 0.0
        while run.store.upwardReach > reach {
            reach = run.store.upwardReach
            advance(run, through: query.maxY + reach)
        }
        closeOpenSectionIfItsBackgroundIsNeeded(run, query)
        func emit(_ attributes: LayoutAttributes) { body(screenSpace(attributes, width: width)) }
        let ownViews = run.store.placesOwnViews
        let pinsHeaders = sectionHeadersPinToVisibleBounds
        if ownViews, !run.isComplete, run.store.layoutNeedsCompleting(visible: query) { advance(run, through: .infinity) }
        if ownViews {
            run.store.forEachLayoutView(bottom: false, intersecting: query, visible: query, isComplete: run.isComplete,
                                        pinsHeaders: pinsHeaders, emit)
        }
        var section = run.firstSection(reachingBelow: query.minY)
        while section < run.sections.count, run.sections[section].top - reach < query.maxY {
            if ownViews, run.isOpen(section), run.store.needsClosing(openSection: section, visible: query, pinsHeaders: pinsHeaders) {
                while run.isOpen(section) { step(run) }
            }
            let path = LayoutIndexPath(item: 0, section: section)
            let record = run.sections[section]
            if let background = record.background, background.intersects(query) {
                emit(Self.sectionView(.background, path, background))
            }
            if let header = header(ofSection: section, run, visible: query), header.frame.intersects(query) { emit(header) }
            let offset = record.isOrthogonal ? (offsets[section] ?? 0).layoutOffset : 0
            var cellQuery = query
            cellQuery.origin.x += offset
            if ownViews {
                run.store.forEachOwnView(inSection: section, beforeCells: true, intersecting: query,
                                         cellRect: cellQuery, offset: offset, visible: query, pinsHeaders: pinsHeaders, emit)
            }
            run.store.forEachItem(inSection: section, record, intersecting: cellQuery) { item, frame in
                var shown = frame
                shown.origin.x -= offset
                body(.cell(at: LayoutIndexPath(item: item, section: section), frame: flip(shown, width: width)))
            }
            if let extras = record.extras {
                forEachExtra(extras, section, run, intersecting: cellQuery, offset: offset, emit)
            }
            if let footer = record.footer, footer.intersects(query) {
                emit(Self.sectionView(.footer, path, footer))
            }
            if ownViews {
                run.store.forEachOwnView(inSection: section, beforeCells: false, intersecting: query,
                                         cellRect: cellQuery, offset: offset, visible: query, pinsHeaders: pinsHeaders, emit)
            }
            section += 1
        }
        if ownViews {
            run.store.forEachLayoutView(bottom: true, intersecting: query, visible: query, isComplete: run.isComplete,
                                        pinsHeaders: pinsHeaders, emit)
        }
    }

    /// The extra views of `section` that meet `rect` (layout space, shifted by `offset`).
    private func forEachExtra(_ extras: ExtraElements, _ section: Int, _ run: EngineRun<Store>, intersecting rect: Rect,
                              offset: Double, _ emit: (LayoutAttributes) -> Void) {
        func attributes(_ element: ExtraElements.Element, item: Int) -> LayoutAttributes {
            var frame = element.frame
            frame.origin.x -= offset
            return element.attributes(at: LayoutIndexPath(item: item, section: section), frame: frame)
        }
        for element in extras.sectionElements where element.frame.intersects(rect) { emit(attributes(element, item: 0)) }
        guard extras.hasItemElements else { return }
        run.store.forEachItem(inSection: section, run.sections[section], intersecting: extras.cellQuery(for: rect)) { item, frame in
            extras.forEachElement(ofItem: item, itemFrame: frame) { element in
                if element.frame.intersects(rect) { emit(attributes(element, item: item)) }
            }
        }
    }

    /// The attributes of a section's own header, footer or background at `path` (item 0) and
    /// `frame`: backgrounds under the cells (zIndex -1), headers and footers over them (10).
    static func sectionView(_ kind: ElementKind, _ path: LayoutIndexPath, _ frame: Rect) -> LayoutAttributes {
        LayoutAttributes(kind: kind, indexPath: path, frame: frame, zIndex: kind == .background ? -1 : 10)
    }

    /// A section's header in layout space: where it was placed or, with pinned headers, kept at
    /// the top of `visible` while the section is in view and pushed up by the section's end.
    func header(ofSection section: Int, _ run: EngineRun<Store>, visible: Rect) -> LayoutAttributes? {
        guard let placed = run.sections[section].header else { return nil }
        let path = LayoutIndexPath(item: 0, section: section)
        guard sectionHeadersPinToVisibleBounds else {
            return Self.sectionView(.header, path, placed)
        }
        if run.isOpen(section), placed.height > visible.height {
            // A section still open ends below the view (queries lay out through it), so its end
            // can push a header up only when the header is taller than the view.
            while run.isOpen(section) { step(run) }
        }
        let record = run.sections[section]
        let contentEnd = record.footer?.minY ?? record.bottom
        var frame = placed
        frame.origin.y = max(placed.minY, min(visible.minY, contentEnd - placed.height))
        return LayoutAttributes(kind: .header, indexPath: path, frame: frame, zIndex: 20)
    }

    /// The attributes of one cell (laying out as far as it), or `nil` when there is no such item.
    func attributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        let run = currentRun()
        guard indexPath.section >= 0, indexPath.section < run.sectionCount, indexPath.item >= 0,
              indexPath.item < itemCount(inSection: indexPath.section) else { return nil }
        advance(toItem: indexPath, run)
        guard isPlaced(indexPath, run) else { return nil }
        let frame = run.store.frame(ofItem: indexPath.item, inSection: indexPath.section)
        return LayoutAttributes(kind: .cell, indexPath: indexPath, frame: flip(frame, width: run.width))
    }

    /// A supplementary view: a section's header or footer at item 0 (laying out as far as it),
    /// or an extra view of `kind` a placer added.
    func attributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        let run = currentRun()
        let section = indexPath.section
        if run.store.placesOwnViews { return ownView(.supplementaryView, kind, at: indexPath, run) }
        guard section >= 0, section < run.sectionCount, indexPath.item >= 0 else { return nil }
        if kind == .header || kind == .footer {
            guard indexPath.item == 0 else { return nil }
            // A footer exists once the section closes; a header as soon as the section begins (a
            // pinned one is pushed up by the section's end, so it waits for the close too).
            advance(toSection: section, closed: kind == .footer || sectionHeadersPinToVisibleBounds, run)
            guard section < run.sections.count else { return nil }
            let attributes = kind == .header
                ? header(ofSection: section, run, visible: flip(bounds, width: run.width))
                : run.sections[section].footer.map { Self.sectionView(.footer, indexPath, $0) }
            return attributes.map { screenSpace($0, width: run.width) }
        }
        return extra(.supplementaryView, kind, at: indexPath, run)
    }

    /// A decoration view: a section's background at item 0 (laying out to the section's end), or
    /// an extra view of `kind` a placer added.
    func attributesForDecorationView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        let run = currentRun()
        let section = indexPath.section
        if run.store.placesOwnViews { return ownView(.decorationView, kind, at: indexPath, run) }
        guard section >= 0, section < run.sectionCount, indexPath.item >= 0 else { return nil }
        if kind == .background {
            guard indexPath.item == 0 else { return nil }
            // Whether the section has one is known when it begins; its frame once it closes.
            advance(toSection: section, closed: false, run)
            guard section < run.sections.count, run.sections[section].hasBackground else { return nil }
            advance(toSection: section, closed: true, run)
            guard let frame = run.sections[section].background else { return nil }
            return screenSpace(Self.sectionView(.background, indexPath, frame), width: run.width)
        }
        return extra(.decorationView, kind, at: indexPath, run)
    }

    /// A view the store places itself (rules 19–22), laying out as far as it needs: the section
    /// begun for a header, the item for a badge, the section's end for a footer, a decoration or
    /// a pinned view, everything for a layout-wide footer or pinned view. A section's own view
    /// answers before a layout-wide one of the same kind and index path.
    private func ownView(_ category: ElementCategory, _ kind: ElementKind, at path: LayoutIndexPath,
                         _ run: EngineRun<Store>) -> LayoutAttributes? {
        guard path.section >= 0, path.item >= 0 else { return nil }
        let pins = sectionHeadersPinToVisibleBounds
        let visible = flip(bounds, width: run.width)
        var found: LayoutAttributes?
        if path.section < run.sectionCount {
            advance(toSection: path.section, closed: false, run)
            guard path.section < run.sections.count else { return nil }
            let need = run.store.ownViewNeeds(category, kind, at: path, pinsHeaders: pins)
            switch need {
            case .none, .nothing: break
            case .item: advance(toItem: path, run)
            case .closedSection: advance(toSection: path.section, closed: true, run)
            case .everything: advance(run, through: .infinity)
            }
            if need != .none, need != .item || isPlaced(path, run) {
                found = run.store.ownView(category, kind, at: path, isOpen: run.isOpen(path.section), visible: visible,
                                          pinsHeaders: pins)
            }
        }
        if found == nil, category == .supplementaryView {
            let layoutNeed = run.store.layoutViewNeeds(kind, at: path, pinsHeaders: pins)
            if layoutNeed != .none {
                if layoutNeed == .everything { advance(run, through: .infinity) }
                found = run.store.layoutView(kind, at: path, isComplete: run.isComplete, visible: visible, pinsHeaders: pins)
            }
        }
        return found.map { screenSpace($0, width: run.width) }
    }

    /// The extra view of `category` and `kind` at `path`: one attached to the item (laying out as
    /// far as the item), else, once the section is closed, one attached to it or to the section.
    private func extra(_ category: ElementCategory, _ kind: ElementKind, at path: LayoutIndexPath,
                       _ run: EngineRun<Store>) -> LayoutAttributes? {
        guard run.store.addsExtraViews else { return nil }
        func find() -> LayoutAttributes? {
            guard path.section < run.sections.count, let extras = run.sections[path.section].extras else { return nil }
            var found: LayoutAttributes?
            if path.item < run.sections[path.section].placedCount {
                let frame = run.store.frame(ofItem: path.item, inSection: path.section)
                extras.forEachElement(ofItem: path.item, itemFrame: frame) { element in
                    if found == nil, element.category == category, element.kind == kind {
                        found = element.attributes(at: path, frame: element.frame)
                    }
                }
            }
            if found == nil, path.item == 0,
               let element = extras.sectionElements.first(where: { $0.category == category && $0.kind == kind }) {
                found = element.attributes(at: path, frame: element.frame)
            }
            return found
        }
        if path.item < itemCount(inSection: path.section) { advance(toItem: path, run) }
        var found = isPlaced(path, run) || path.item == 0 ? find() : nil
        if found == nil {
            advance(toSection: path.section, closed: true, run)
            found = find()
        }
        return found.map { screenSpace($0, width: run.width) }
    }
}

extension Double {
    /// This value as a sideways offset: NaN and infinities count as 0.
    var layoutOffset: Double { isFinite ? self : 0 }
}
