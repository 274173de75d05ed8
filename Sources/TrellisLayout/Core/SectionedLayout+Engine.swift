/// The engine of ``SectionedLayout``: lazy, resumable placement of sections and their items.
extension SectionedLayout {
    /// Attributes of a header, footer or background: backgrounds below everything, the others above cells.
    func supplementary(_ kind: ElementKind, _ path: LayoutIndexPath, _ frame: Rect) -> LayoutAttributes {
        LayoutAttributes(kind: kind, indexPath: path, frame: frame, zIndex: kind == .background ? -1 : 10)
    }

    /// The current computation, preparing first when the layout was invalidated.
    func currentRun() -> LayoutRun {
        if let run { return run }
        prepare()
        return run!
    }

    /// The data source's item count of `section`, never negative.
    func itemCount(inSection section: Int) -> Int {
        max(0, dataSource.numberOfItems(inSection: section))
    }

    /// Reads the section and item counts again, and the lengths of the sections the layout
    /// estimates at the run's width (for the estimate of the content size): O(sections).
    func countItems() {
        sectionCount = max(0, dataSource.numberOfSections)
        let width = run?.width ?? crossExtent(bounds)
        var counts: [Int] = []
        var lengths: [ContentEstimate.SectionLength?] = []
        counts.reserveCapacity(sectionCount)
        lengths.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            let count = itemCount(inSection: section)
            counts.append(count)
            let style = resolvedStyle(forSection: section)
            lengths.append(estimatedItemsLength(ofSection: section, itemCount: count, style: style, width: width).map { items in
                ContentEstimate.SectionLength(head: style.headerHeight + style.inset.top, items: items,
                                              tail: style.inset.bottom + style.footerHeight)
            })
        }
        estimate = ContentEstimate(counts: counts, lengths: lengths)
    }

    /// Whether the item's frame is placed and final.
    func isPlaced(_ path: LayoutIndexPath, _ run: LayoutRun) -> Bool {
        guard path.section < run.sections.count else { return false }
        let record = run.sections[path.section]
        let isOpen = run.sectionIsOpen && path.section == run.sections.count - 1
        return path.item < record.placedCount - (isOpen ? run.placer?.pendingCount ?? 0 : 0)
    }

    /// Lays out until every element whose `minY` is below `limit` is placed.
    ///
    /// When it stops before the end, something still to come (an item whose placer's
    /// ``SectionPlacer/frontier`` is at or below `limit`, or a section starting at or below it)
    /// lies at or below `limit`, so the real content reaches at least `limit`: that is recorded
    /// in ``LayoutRun/knownExtent``.
    func advance(through limit: Double) {
        guard let run else { return }
        while !run.isComplete {
            if run.sectionIsOpen {
                let placed = run.sections[run.sections.count - 1].placedCount
                if placed < run.openSectionItemCount {
                    if placeItems(run, upTo: run.openSectionItemCount, until: limit) == 0 {
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

    /// Lays out until the item at `path` is placed and final, placing whole runs of items at a
    /// time (a jump to an item far down must not pay per-item overhead).
    func advance(toItem path: LayoutIndexPath, _ run: LayoutRun) {
        while !run.isComplete, !isPlaced(path, run) {
            let open = run.sections.count - 1
            guard run.sectionIsOpen, run.sections[open].placedCount < run.openSectionItemCount else {
                step(run)
                continue
            }
            let placed = run.sections[open].placedCount
            let end = open == path.section ? max(placed + 1, path.item + 1) : run.openSectionItemCount
            placeItems(run, upTo: min(end, run.openSectionItemCount), until: .infinity)
        }
    }

    /// One unit of work: begin a section, place one item, or close a section.
    func step(_ run: LayoutRun) {
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
    func closeOpenSectionIfItsBackgroundIsNeeded(_ run: LayoutRun, _ rect: Rect) {
        guard run.sectionIsOpen, let open = run.sections.last, open.style.background,
              open.insetTop < rect.maxY else { return }
        let section = run.sections.count - 1
        while run.sectionIsOpen, run.sections.count - 1 == section { step(run) }
    }

    /// Takes the last section back from closed to open, so appended items continue it.
    func reopenLastSection(_ run: LayoutRun) {
        let last = run.sections.count - 1
        run.openSectionItemCount = itemCount(inSection: last)
        guard !run.sectionIsOpen else { return }
        run.nextTop = run.sections[last].top
        run.sections[last].footer = nil
        run.sections[last].background = nil
        run.sections[last].bottom = .infinity
        run.extent = max(run.sections[last].insetTop, run.placer?.itemsBottom ?? 0)
        run.knownExtent = run.extent
        run.sectionIsOpen = true
        run.isComplete = false
    }
}
