/// The ``SectionStore`` of ``CompositionalLayout``: per section a ``CompositionalSectionState``,
/// whose cells are a group template and its instances (a fixed-size group: nothing per item) or
/// a frame per item (a self-sizing group).
final class CompositionalStore: SectionStore {
    /// The layout, for its sections and data source. Unowned and unchecked: the layout owns the
    /// engine, which owns the runs and their stores.
    private unowned(unsafe) let layout: CompositionalLayout
    /// The view's width `W`.
    let width: Double
    /// The view's height `H` (fractional heights resolve against it).
    let height: Double
    /// The sections begun, in order.
    private(set) var states: [CompositionalSectionState] = []

    /// A store for `layout` in a view `width` x `height`.
    init(layout: CompositionalLayout, width: Double, height: Double) {
        self.layout = layout
        self.width = width
        self.height = height
    }

    /// No section is estimated from the data source: the mean of the items placed stands for the rest.
    func estimatedLength(ofSection section: Int, itemCount: Int) -> ContentEstimate.SectionLength? { nil }

    /// The effective content insets every section is laid out within (rule 23), in layout space.
    private lazy var containerInsets = layout.containerInsets(width: width, height: height)

    func beginSection(_ section: Int, _ record: inout SectionRecord) -> Double {
        let layoutSection = layout.buildSection(section, width: width, height: height)
        // Rule 22: the gap between two sections; rule 25: a list section's top padding.
        record.top += layout.spacing(beforeSection: section) + (layoutSection.listConfiguration?.topPadding ?? 0)
        let state = CompositionalSectionState(section: section, layoutSection: layoutSection,
                                              top: record.top, width: width, height: height, containerInsets: containerInsets,
                                              itemCount: record.itemCount, dataSource: layout.placementDataSource)
        states.append(state)
        record.header = state.header
        record.insetTop = state.contentTop
        record.isOrthogonal = state.isOrthogonal
        sync(state, &record)
        return state.contentTop
    }

    /// Copies the state's counts into the record: a closed section holds what it placed.
    private func sync(_ state: CompositionalSectionState, _ record: inout SectionRecord) {
        record.placedCount = state.placedCount
        record.itemCount = state.isOpen ? state.itemCount : state.placedCount
    }

    func placeItems(_ section: Int, _ record: inout SectionRecord, upTo end: Int, until limit: Double) -> Int {
        let state = states[section]
        let placed = state.placeInstances(from: layout.placementDataSource, until: limit, upTo: end)
        sync(state, &record)
        return placed
    }

    func placedExtent(ofSection section: Int) -> Double {
        states[section].contentTop + states[section].contentHeight
    }

    var pendingCount: Int { 0 }

    /// Compositional sections have no views beyond their cells, header and footer (yet).
    var addsExtraViews: Bool { false }

    func closeSection(_ section: Int, _ record: inout SectionRecord) -> Double {
        let state = states[section]
        if state.isOpen { state.close() }
        record.footer = state.footer
        record.bottom = state.bottom
        return state.cellsBottom
    }

    /// Every section continues: a fixed-size one is recomputed in O(1), a self-sizing one lays
    /// out its last instance again.
    func canContinue(section: Int, isLast: Bool) -> Bool { true }

    func reopenSection(_ section: Int, _ record: inout SectionRecord, itemCount: Int) -> Double {
        let state = states[section]
        state.reopen(itemCount: itemCount)
        sync(state, &record)
        return state.contentTop + state.contentHeight
    }

    func setItemCount(_ itemCount: Int, ofOpenSection section: Int, _ record: inout SectionRecord) {
        states[section].itemCount = itemCount
        sync(states[section], &record)
    }

    func truncate(toSection section: Int) {
        guard section < states.count else { return }
        states.removeSubrange(section...)
    }

    func frame(ofItem item: Int, inSection section: Int) -> Rect {
        states[section].frame(ofItem: item) ?? .zero
    }

    func forEachItem(inSection section: Int, _ record: SectionRecord, intersecting rect: Rect, _ body: (Int, Rect) -> Void) {
        states[section].forEachItem(intersecting: rect, body)
    }

    func retainedBytes(recordCapacity: Int) -> Int {
        states.reduce(states.capacity * 8 + recordCapacity * MemoryLayout<SectionRecord>.stride) { $0 + $1.retainedBytes }
    }

    func discard() {}
}
