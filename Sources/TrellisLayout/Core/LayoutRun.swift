/// One computation of a layout at one width: the flat frame store and the progress of a lazy
/// layout. Invalidation throws a run away; a width change starts a new one.
final class LayoutRun {
    /// The collection view's width the run lays out for.
    let width: Double
    /// Every placed cell's frame, section after section, item after item.
    var frames: [Rect] = []
    /// The sections begun so far.
    var sections: [SectionRecord] = []
    /// The placer of the last section begun (kept after it closes, so appends can resume it).
    var placer: SectionPlacer?
    /// Whether the last section begun is still taking items.
    var sectionIsOpen = false
    /// Item count of the last section begun, as the data source said.
    var openSectionItemCount = 0
    /// The `y` at which the next section starts.
    var nextTop: Double = 0
    /// The largest `maxY` of anything placed so far.
    var extent: Double = 0
    /// A length the real content is known to reach although nothing placed reaches it yet: a
    /// lazy stop at `limit` means an item or section still to come starts at or below `limit`.
    var knownExtent: Double = 0
    /// Whether every section has been laid out.
    var isComplete = false

    /// A run at `width`; `frames` is an empty buffer, perhaps with capacity (a previous run's,
    /// so that laying out again writes into memory already mapped instead of faulting in fresh pages).
    init(width: Double, frames: consuming [Rect] = []) {
        self.width = width
        self.frames = frames
    }

    /// The first section whose bottom lies below `y` (sections never move up).
    func firstSection(endingBelow y: Double) -> Int {
        sections.partitionPoint { $0.bottom > y }
    }

    /// Forgets sections `section...` so they are laid out again.
    func truncate(toSection section: Int) {
        guard section < sections.count else { return }
        let record = sections[section]
        frames.removeSubrange(record.firstFrame...)
        sections.removeSubrange(section...)
        nextTop = record.top
        extent = sections.last?.bottom ?? 0
        knownExtent = extent
        placer = nil
        sectionIsOpen = false
        isComplete = false
    }
}
