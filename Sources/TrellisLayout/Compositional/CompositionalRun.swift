/// One computation of a ``CompositionalLayout`` at one view size: the sections begun so far and
/// the progress of the lazy layout. Invalidation throws a run away.
final class CompositionalRun {
    /// The collection view's width `W`.
    let width: Double
    /// The collection view's height `H` (fractional heights resolve against it).
    let height: Double
    /// The sections begun so far, in order.
    var sections: [CompositionalSectionState] = []
    /// The data source's section count, as of the last prepare or append.
    var sectionCount = 0
    /// Every section's item count summed, as of the last prepare or append.
    var totalItemCount = 0
    /// Where the next section starts.
    var nextTop: Double = 0
    /// A length the real content is known to reach although nothing placed reaches it yet.
    var knownExtent: Double = 0
    /// Whether every section is laid out.
    var isComplete = false

    /// A run for a view `width` x `height`.
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The open section, if the last one begun still takes items.
    var openSection: CompositionalSectionState? {
        guard let last = sections.last, last.isOpen else { return nil }
        return last
    }

    /// Items laid out in the closed sections begun (the open one counts its own).
    var closedPlacedCount = 0

    /// Items laid out in every section begun.
    var placedItemCount: Int { closedPlacedCount + (openSection?.placedCount ?? 0) }

    /// The first section whose reach (the farthest `maxY` of it and of every section before it)
    /// lies below `y`: no earlier section has anything below `y`.
    func firstSection(reachingBelow y: Double) -> Int {
        sections.partitionPoint { $0.reach > y }
    }

    /// Forgets sections `section...` so they are laid out again.
    func truncate(toSection section: Int) {
        guard section < sections.count else { return }
        nextTop = sections[section].top
        sections.removeSubrange(section...)
        knownExtent = sections.last?.bottom ?? 0
        closedPlacedCount = sections.reduce(0) { $1.isOpen ? $0 : $0 + $1.placedCount }
        isComplete = false
    }
}
