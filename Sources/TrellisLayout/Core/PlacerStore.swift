/// The ``SectionStore`` of ``SectionedLayout``: every placed cell's frame in one flat array,
/// section after section, item after item (index paths are derived from per-section offsets,
/// never stored per item), filed in each section's ``SectionIndex``, and placed by the section's
/// ``SectionPlacer`` through a ``PlacementSink``.
final class PlacerStore: SectionStore {
    /// The layout, for its placers, styles and estimates. Unowned and unchecked: the layout owns
    /// the engine, which owns the runs and their stores.
    private unowned(unsafe) let layout: SectionedLayout
    /// Where a discarded store leaves its frame buffer for the next.
    private let pool: FrameBufferPool
    /// The cross extent the run lays out for.
    private let width: Double
    /// Every placed cell's frame, section after section, item after item, in the encoding the
    /// layout's placers suit (see ``FrameStore``).
    let frames: FrameStore
    /// Per section begun: the index in ``frames`` of its item 0.
    private(set) var firstFrames: [Int] = []
    /// Per section begun: its spatial index.
    private var indexes: [SectionIndex] = []
    /// Per section begun: its resolved style.
    private var styles: [ResolvedSectionStyle] = []
    /// The placer of the last section begun (kept after it closes, so appends can resume it).
    private var placer: SectionPlacer?

    /// A store for `layout` at `width`, writing into the pool's spare buffer when `recycling`.
    init(layout: SectionedLayout, width: Double, pool: FrameBufferPool, recycling: Bool) {
        self.layout = layout
        self.width = width
        self.pool = pool
        let encoding: FrameStore.Encoding = layout is WaterfallLayout ? .lanes : .rects
        frames = recycling ? pool.take(encoding: encoding) : FrameStore(encoding: encoding)
    }

    func estimatedLength(ofSection section: Int, itemCount: Int) -> ContentEstimate.SectionLength? {
        let style = layout.resolvedStyle(forSection: section)
        return layout.estimatedItemsLength(ofSection: section, itemCount: itemCount, style: style, width: width).map { items in
            ContentEstimate.SectionLength(head: style.headerHeight + style.inset.top, items: items,
                                          tail: style.inset.bottom + style.footerHeight)
        }
    }

    func beginSection(_ section: Int, _ record: inout SectionRecord) -> Double {
        let style = layout.resolvedStyle(forSection: section)
        var y = record.top
        if style.headerHeight > 0 {
            record.header = Rect(x: 0, y: y, width: width, height: style.headerHeight)
            y += style.headerHeight
            record.insetTop = y
        }
        record.hasBackground = style.background
        y += style.inset.top
        placer = layout.makePlacer(section: section, style: style, width: width, itemsTop: y)
        firstFrames.append(frames.count)
        frames.beginSection(section, geometry: frames.encoding == .lanes ? WaterfallPlacer.laneGeometry(style: style, width: width) : nil)
        indexes.append(SectionIndex())
        styles.append(style)
        // Room for the whole section at once: no copies while it grows, no slack when it is done.
        frames.reserve(frames.count + record.itemCount)
        return y
    }

    func placeItems(_ section: Int, _ record: inout SectionRecord, upTo end: Int, until limit: Double) -> Int {
        guard let placer else { return 0 }
        var sink = PlacementSink(section: section, frames: frames, base: firstFrames[section], index: indexes[section],
                                 extras: record.extras)
        let count = placer.place(items: record.placedCount..<end, until: limit, into: &sink)
        record.extras = sink.extras
        record.placedCount += count
        return count
    }

    func placedExtent(ofSection section: Int) -> Double { placer?.itemsBottom ?? 0 }

    var pendingCount: Int { placer?.pendingCount ?? 0 }

    /// Placers may add badges and decorations through their sink.
    var addsExtraViews: Bool { true }

    func closeSection(_ section: Int, _ record: inout SectionRecord) -> Double {
        guard let placer else { return record.top }
        let style = styles[section]
        var sink = PlacementSink(section: section, frames: frames, base: firstFrames[section], index: indexes[section],
                                 extras: record.extras)
        placer.finish(into: &sink)
        record.extras = sink.extras
        let bottom = placer.itemsBottom + style.inset.bottom
        var end = bottom
        if style.footerHeight > 0 {
            record.footer = Rect(x: 0, y: bottom, width: width, height: style.footerHeight)
            end += style.footerHeight
        }
        if style.background {
            record.background = Rect(x: 0, y: record.insetTop, width: width, height: bottom - record.insetTop)
        }
        record.bottom = end
        return placer.itemsBottom
    }

    func canContinue(section: Int, isLast: Bool) -> Bool { isLast && placer != nil }

    func reopenSection(_ section: Int, _ record: inout SectionRecord, itemCount: Int) -> Double {
        record.itemCount = itemCount
        return max(record.insetTop, placer?.itemsBottom ?? 0)
    }

    func setItemCount(_ itemCount: Int, ofOpenSection section: Int, _ record: inout SectionRecord) {
        record.itemCount = itemCount
    }

    func truncate(toSection section: Int) {
        guard section < firstFrames.count else { return }
        frames.truncate(toSection: section, frame: firstFrames[section])
        firstFrames.removeSubrange(section...)
        indexes.removeSubrange(section...)
        styles.removeSubrange(section...)
        placer = nil
    }

    func frame(ofItem item: Int, inSection section: Int) -> Rect {
        frames.frame(at: firstFrames[section] + item, section: section)
    }

    @inline(__always)
    func forEachItem(inSection section: Int, _ record: SectionRecord, intersecting rect: Rect, _ body: (Int, Rect) -> Void) {
        let base = firstFrames[section]
        indexes[section].forEachItem(intersecting: rect, frames: frames, base: base, section: section,
                                     count: record.placedCount, body)
    }

    func retainedBytes(recordCapacity: Int) -> Int {
        var bytes = frames.retainedBytes + recordCapacity * MemoryLayout<SectionRecord>.stride
            + firstFrames.capacity * 8 + styles.capacity * MemoryLayout<ResolvedSectionStyle>.stride
        for index in indexes { bytes += index.retainedBytes + 48 }
        return bytes
    }

    func discard() {
        pool.give(frames)
    }

    /// The number of frames stored (every section's placed items).
    var frameCount: Int { frames.count }

    /// The spatial index of section `section` (begun).
    func index(ofSection section: Int) -> SectionIndex { indexes[section] }

    /// The resolved style of section `section` (begun).
    func style(ofSection section: Int) -> ResolvedSectionStyle { styles[section] }
}

/// The frame store of the run last thrown away, emptied with its buffers kept: the next run
/// writes its frames into it, so a reflow (a width change) faults in no fresh pages.
final class FrameBufferPool {
    private var spare: FrameStore?

    /// The spare store, emptied for a run in `encoding`, or a new one.
    func take(encoding: FrameStore.Encoding) -> FrameStore {
        guard let store = spare else { return FrameStore(encoding: encoding) }
        spare = nil
        store.removeAll(encoding: encoding)
        return store
    }

    /// Keeps `store` as the spare (it is emptied when taken).
    func give(_ store: FrameStore) {
        spare = store
    }
}
