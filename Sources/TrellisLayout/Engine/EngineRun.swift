/// One computation of a layout at one size: the sections begun so far, the family's store of
/// their cells, and the progress of the lazy layout. Invalidation throws a run away; a change of
/// width (or of height, when the sections depend on it) starts a new one.
final class EngineRun<Store: SectionStore> {
    /// The extent the layout flows across (the collection view's width; its height when scrolling horizontally).
    let width: Double
    /// The other extent (fractional heights of a compositional layout resolve against it).
    let height: Double
    /// Where the family keeps its cells.
    let store: Store
    /// The sections begun so far.
    var sections: [SectionRecord] = []
    /// The data source's section count, as of the last prepare or append.
    var sectionCount = 0
    /// The item counts of the sections, and the lengths of those the layout estimates.
    var estimate = ContentEstimate.empty
    /// Items placed in every section begun.
    var placedItems = 0
    /// Whether the last section begun is still taking items.
    var sectionIsOpen = false
    /// The `y` at which the next section starts.
    var nextTop: Double = 0
    /// The largest bottom of what is placed so far (a cell poking out below a closed section
    /// does not count: it is no content).
    var extent: Double = 0
    /// A length the real content is known to reach although nothing placed reaches it yet: a
    /// lazy stop at `limit` means an item or section still to come starts at or below `limit`.
    var knownExtent: Double = 0
    /// Whether every section has been laid out.
    var isComplete = false

    /// A run at `width` x `height` over `store`.
    init(width: Double, height: Double, store: Store) {
        self.width = width
        self.height = height
        self.store = store
    }

    /// The index of the last section begun.
    var last: Int { sections.count - 1 }

    /// Whether `section` is the open one.
    func isOpen(_ section: Int) -> Bool { sectionIsOpen && section == sections.count - 1 }

    /// The first section whose reach lies below `y`: no earlier section has anything below `y`.
    func firstSection(reachingBelow y: Double) -> Int {
        sections.partitionPoint { $0.reach > y }
    }

    /// Forgets sections `section...` so they are laid out again.
    func truncate(toSection section: Int) {
        guard section < sections.count else { return }
        store.truncate(toSection: section)
        nextTop = sections[section].top
        sections.removeSubrange(section...)
        placedItems = sections.reduce(0) { $0 + $1.placedCount }
        extent = sections.last?.bottom ?? 0
        knownExtent = extent
        sectionIsOpen = false
        isComplete = false
    }
}
