/// The engine of ``CompositionalLayout``: sections begun lazily in order, self-sizing sections
/// laid out group instance by group instance as far as the queries need.
extension CompositionalLayout {
    /// The current computation, preparing first when the layout was invalidated.
    func currentRun() -> CompositionalRun {
        if let run { return run }
        prepare()
        return run!
    }

    /// The data source's item count of `section`, never negative.
    func itemCount(inSection section: Int) -> Int {
        max(0, dataSource.numberOfItems(inSection: section))
    }

    /// Reads the section and item counts again (for the estimate of the content size).
    func countItems(_ run: CompositionalRun) {
        run.sectionCount = max(0, dataSource.numberOfSections)
        var total = 0
        for section in 0..<run.sectionCount { total &+= itemCount(inSection: section) }
        run.totalItemCount = total
    }

    /// The section `section` from the list or the provider (whose environment holds the view's size).
    func buildSection(_ section: Int, _ run: CompositionalRun) -> LayoutSection {
        switch sections {
        case .list(let list):
            guard let last = list.last else { return Self.emptySection }
            return section < list.count ? list[section] : last
        case .provider(let provider):
            return provider(section, LayoutEnvironment(container: LayoutContainer(contentSize: Size(width: run.width, height: run.height))))
        }
    }

    /// What an empty section list gives every section: a group with no item slot.
    static var emptySection: LayoutSection {
        LayoutSection(group: LayoutGroup(axis: .vertical, size: LayoutSize(width: .absolute(0), height: .absolute(0)), subitems: []))
    }

    /// A rect on screen in the space the layout is computed in (mirrored for right to left).
    func layoutSpace(_ rect: Rect, width: Double) -> Rect {
        direction == .rightToLeft ? rect.mirrored(inWidth: width) : rect
    }

    /// A frame of the layout's space on screen (mirrored for right to left, rule 14).
    func screenSpace(_ attributes: LayoutAttributes, width: Double) -> LayoutAttributes {
        guard direction == .rightToLeft else { return attributes }
        var result = attributes
        result.frame = attributes.frame.mirrored(inWidth: width)
        return result
    }

    /// Lays out until everything starting above `limit` is laid out. When it stops before the
    /// end, something still to come starts at or below `limit`: recorded in ``CompositionalRun/knownExtent``.
    func advance(_ run: CompositionalRun, through limit: Double) {
        while !run.isComplete {
            if let open = run.openSection {
                open.placeInstances(from: dataSource, until: limit, maxInstances: .max)
                if open.isOpen {
                    run.knownExtent = max(run.knownExtent, limit)
                    return
                }
                closeSection(open, run)
            } else {
                if run.nextTop >= limit {
                    run.knownExtent = max(run.knownExtent, limit)
                    return
                }
                beginNextSection(run)
            }
        }
    }

    /// One unit of work: begin a section, lay out one group instance, or close a section.
    func step(_ run: CompositionalRun) {
        guard !run.isComplete else { return }
        if let open = run.openSection {
            open.placeInstances(from: dataSource, until: .infinity, maxInstances: 1)
            if !open.isOpen { closeSection(open, run) }
        } else {
            beginNextSection(run)
        }
    }

    /// Lays out until item `path` is laid out (or cannot be).
    func advance(toItem path: LayoutIndexPath, _ run: CompositionalRun) {
        while !run.isComplete {
            if path.section < run.sections.count {
                let state = run.sections[path.section]
                if !state.isOpen || path.item < state.placedCount { return }
            }
            step(run)
        }
    }

    private func beginNextSection(_ run: CompositionalRun) {
        let section = run.sections.count
        guard section < run.sectionCount else {
            run.isComplete = true
            return
        }
        let state = CompositionalSectionState(section: section, layoutSection: buildSection(section, run), top: run.nextTop,
                                              width: run.width, height: run.height,
                                              itemCount: itemCount(inSection: section), dataSource: dataSource)
        run.sections.append(state)
        if !state.isOpen { closeSection(state, run) }
    }

    /// Records a section that has just closed: the next section starts at its bottom.
    func closeSection(_ state: CompositionalSectionState, _ run: CompositionalRun) {
        let previous = state.section > 0 ? run.sections[state.section - 1].reach : -Double.infinity
        state.reach = max(previous, state.bottom, state.cellsBottom)
        run.nextTop = state.bottom
        run.closedPlacedCount += state.placedCount
        // The section's end, not its reach: a cell poking out below its section is no content.
        run.knownExtent = max(run.knownExtent, state.bottom)
        if run.sections.count >= run.sectionCount { run.isComplete = true }
    }
}
