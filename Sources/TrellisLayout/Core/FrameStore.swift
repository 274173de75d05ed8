/// The placed cells' frames of a ``PlacerStore``, every section's items in order, in one of two
/// encodings chosen per store:
/// - **rects** (tags, grids, lists, custom placers): a 32-byte ``Rect`` per item, `x` free;
/// - **lanes** (the waterfall): per item its `minY` and height (exact `Double`s) and a one-byte
///   lane, 17 bytes in all. `x` and the width follow from the lane and the section's
///   ``LaneGeometry``: lane `L` is at `left + L · step`, `itemWidth` wide; lane ``fullSpan``
///   spans the content width from `left`. A frame decodes to exactly the `Rect` that was placed.
///
/// A lanes store that is handed a frame its lanes cannot express (a custom placer's `x`, more
/// than 255 columns) turns into a rects store first, so every placer keeps working; the
/// waterfall's placer writes lane entries directly (``appendLane(minY:height:lane:)``).
///
/// The columns are raw buffers owned by the store (no copy-on-write check per append), and the
/// fields a query reads skip the run-time exclusivity check (only the store's own methods, on one
/// thread, touch them); a store
/// emptied with ``removeAll()`` keeps them for the next run (``FrameBufferPool``), so a reflow
/// faults in no fresh pages.
final class FrameStore {
    /// How the frames are encoded.
    enum Encoding {
        /// A ``Rect`` per item.
        case rects
        /// `minY`, height and lane per item, with a ``LaneGeometry`` per section.
        case lanes
    }

    /// Where a section's lanes lie across: lane `L` starts at `left + L · step` and is
    /// `itemWidth` wide; a full-span item starts at `left` and is `contentWidth` wide.
    struct LaneGeometry {
        /// The left edge of lane 0 and of full-span items.
        var left: Double
        /// From one lane's left edge to the next one's (item width plus spacing).
        var step: Double
        /// The width of an item in a lane.
        var itemWidth: Double
        /// The width of a full-span item.
        var contentWidth: Double
        /// The number of lanes.
        var lanes: Int

        /// The `x` of lane `lane`, computed as the waterfall's rule 3 computes it.
        @inline(__always)
        func x(ofLane lane: Int) -> Double { left + Double(lane) * step }
    }

    /// An item's extent along the scroll direction, exactly as placed.
    struct Span {
        /// The frame's `minY`.
        var minY: Double
        /// The frame's height.
        var height: Double
    }

    /// The lane byte of a full-span item.
    static let fullSpan: UInt8 = 255

    /// The encoding in use.
    @exclusivity(unchecked) private(set) var encoding: Encoding
    /// The number of frames stored.
    @exclusivity(unchecked) private(set) var count = 0
    /// The number of frames the buffers hold room for.
    @exclusivity(unchecked) private(set) var capacity = 0
    @exclusivity(unchecked) private var rects: UnsafeMutablePointer<Rect>?
    /// Lanes encoding: per item its `minY` and height, side by side (what a query reads first).
    @exclusivity(unchecked) private var spans: UnsafeMutablePointer<Span>?
    @exclusivity(unchecked) private var laneBytes: UnsafeMutablePointer<UInt8>?
    /// Per section begun (lanes encoding): its lanes' geometry.
    @exclusivity(unchecked) private var geometries: [LaneGeometry] = []
    /// Per section begun: the index of its item 0.
    private var sectionStarts: [Int] = []
    /// Whether the store was turned from lanes into rects.
    private var fellBack = false

    /// An empty store in `encoding`.
    init(encoding: Encoding) {
        self.encoding = encoding
    }

    deinit { freeBuffers() }

    /// Empties the store, keeping its buffers, and sets the encoding of the next run (a store
    /// that fell back from lanes to rects stays rects: the layout's next run would too).
    func removeAll(encoding: Encoding) {
        let encoding = fellBack ? .rects : encoding
        count = 0
        geometries.removeAll(keepingCapacity: true)
        sectionStarts.removeAll(keepingCapacity: true)
        if encoding != self.encoding {
            freeBuffers()
            capacity = 0
            self.encoding = encoding
        }
    }

    /// Starts section `section`, whose lanes lie at `geometry` (lanes encoding; `nil` for a
    /// section that does not place in lanes, which turns a lanes store into rects).
    func beginSection(_ section: Int, geometry: LaneGeometry?) {
        sectionStarts.append(count)
        if encoding == .lanes {
            if let geometry, geometry.lanes < Int(Self.fullSpan), geometries.count == section {
                geometries.append(geometry)
            } else {
                convertToRects()
            }
        }
    }

    /// Forgets sections `section...` and every frame from `frame` on.
    func truncate(toSection section: Int, frame: Int) {
        count = min(count, frame)
        if geometries.count > section { geometries.removeSubrange(section...) }
        if sectionStarts.count > section { sectionStarts.removeSubrange(section...) }
    }

    /// Makes room for `total` frames in all (growing at least twofold). The buffers grow by
    /// `realloc` (``PlatformMemory/reallocate(_:count:)``): a large one keeps its pages, moved
    /// rather than copied, so a store grown to a million frames faults each page in once. The
    /// values are plain data (`Rect`, `Span`, bytes), so moving their bytes moves them.
    func reserve(_ total: Int) {
        guard total > capacity else { return }
        let newCapacity = max(total, 2 * capacity)
        switch encoding {
        case .rects:
            rects = PlatformMemory.reallocate(rects, count: newCapacity)
        case .lanes:
            spans = PlatformMemory.reallocate(spans, count: newCapacity)
            laneBytes = PlatformMemory.reallocate(laneBytes, count: newCapacity)
        }
        capacity = newCapacity
    }

    /// The frame of item `index` (of the whole store), in section `section`.
    @inline(__always)
    func frame(at index: Int, section: Int) -> Rect {
        precondition(index >= 0 && index < count, "frame index out of range")
        return unsafeFrame(at: index, section: section)
    }

    /// The `minY` and `maxY` of item `index` (what the lane query reads).
    @inline(__always)
    func verticalExtent(at index: Int) -> (minY: Double, maxY: Double) {
        switch encoding {
        case .rects:
            let rect = rects.unsafelyUnwrapped[index]
            return (rect.minY, rect.maxY)
        case .lanes:
            let span = spans.unsafelyUnwrapped[index]
            return (span.minY, span.minY + span.height)
        }
    }

    @inline(__always)
    private func unsafeFrame(at index: Int, section: Int) -> Rect {
        switch encoding {
        case .rects:
            return rects.unsafelyUnwrapped[index]
        case .lanes:
            let geometry = geometries[section]
            let lane = laneBytes.unsafelyUnwrapped[index]
            let span = spans.unsafelyUnwrapped[index]
            let minY = span.minY, height = span.height
            if lane == Self.fullSpan {
                return Rect(x: geometry.left, y: minY, width: geometry.contentWidth, height: height)
            }
            return Rect(x: geometry.x(ofLane: Int(lane)), y: minY, width: geometry.itemWidth, height: height)
        }
    }

    /// Reads the frames of one section with no lookup per frame: the buffers' addresses and the
    /// section's geometry taken once (valid until the store changes; a query's whole walk).
    struct Reader {
        let encoding: Encoding
        let rects: UnsafeMutablePointer<Rect>?
        let spans: UnsafeMutablePointer<Span>?
        let lanes: UnsafeMutablePointer<UInt8>?
        let geometry: LaneGeometry

        /// The `minY` and `maxY` of item `index` (of the whole store).
        @inline(__always)
        func verticalExtent(at index: Int) -> (minY: Double, maxY: Double) {
            if encoding == .rects {
                let rect = rects.unsafelyUnwrapped[index]
                return (rect.minY, rect.maxY)
            }
            let span = spans.unsafelyUnwrapped[index]
            return (span.minY, span.minY + span.height)
        }

        /// The frame of item `index` (of the whole store).
        @inline(__always)
        func frame(at index: Int) -> Rect {
            if encoding == .rects { return rects.unsafelyUnwrapped[index] }
            let span = spans.unsafelyUnwrapped[index]
            let lane = lanes.unsafelyUnwrapped[index]
            if lane == FrameStore.fullSpan {
                return Rect(x: geometry.left, y: span.minY, width: geometry.contentWidth, height: span.height)
            }
            return Rect(x: geometry.x(ofLane: Int(lane)), y: span.minY, width: geometry.itemWidth, height: span.height)
        }
    }

    /// A reader of section `section`'s frames, for indexes below ``count``.
    func reader(section: Int) -> Reader {
        let geometry = encoding == .lanes ? geometries[section]
            : LaneGeometry(left: 0, step: 0, itemWidth: 0, contentWidth: 0, lanes: 0)
        return Reader(encoding: encoding, rects: rects, spans: spans, lanes: laneBytes, geometry: geometry)
    }

    /// Appends `frame`, an item of section `section` (turning a lanes store into rects when its
    /// lanes cannot express the frame).
    func append(_ frame: Rect, section: Int) {
        if encoding == .lanes {
            if let lane = laneByte(of: frame, section: section) {
                reserve(count + 1)
                writeLane(at: count, minY: frame.minY, height: frame.height, lane: lane)
                count += 1
                return
            }
            convertToRects()
        }
        reserve(count + 1)
        rects.unsafelyUnwrapped.advanced(by: count).initialize(to: frame)
        count += 1
    }

    /// Appends an item at `minY`, `height` tall, in lane `lane` (or ``fullSpan``): the lanes
    /// encoding's fast path. The caller made room (``reserve(_:)``).
    @inline(__always)
    func appendLane(minY: Double, height: Double, lane: UInt8) {
        writeLane(at: count, minY: minY, height: height, lane: lane)
        count += 1
    }

    /// Appends `frame` to a rects store: its fast path. The caller made room (``reserve(_:)``).
    @inline(__always)
    func appendRect(_ frame: Rect) {
        rects.unsafelyUnwrapped.advanced(by: count).initialize(to: frame)
        count += 1
    }

    /// Where the next frames go: raw pointers at ``count`` into the buffers of the encoding in
    /// use, valid until the next ``reserve(_:)``. Write after making room, then ``didAppend(_:)``.
    struct AppendPointers {
        let spans: UnsafeMutablePointer<Span>?
        let lanes: UnsafeMutablePointer<UInt8>?
        let rects: UnsafeMutablePointer<Rect>?

        /// Writes frame `k` after ``count``: its lane entry when `compact`, else `rect`.
        @inline(__always)
        func write(_ k: Int, minY: Double, height: Double, lane: UInt8, rect: @autoclosure () -> Rect, compact: Bool) {
            if compact {
                spans.unsafelyUnwrapped[k] = Span(minY: minY, height: height)
                lanes.unsafelyUnwrapped[k] = lane
            } else {
                (rects.unsafelyUnwrapped + k).initialize(to: rect())
            }
        }
    }

    /// Pointers at ``count`` for writing frames in bulk (see ``AppendPointers``).
    var appendPointers: AppendPointers {
        AppendPointers(spans: spans.map { $0 + count },
                       lanes: laneBytes.map { $0 + count }, rects: rects.map { $0 + count })
    }

    /// Counts `n` frames written through ``appendPointers`` (room was made for them).
    func didAppend(_ n: Int) {
        precondition(count + n <= capacity, "frames written past the room made")
        count += n
    }

    /// Replaces the frame of item `index`, in section `section`.
    func set(_ frame: Rect, at index: Int, section: Int) {
        precondition(index >= 0 && index < count, "frame index out of range")
        if encoding == .lanes {
            if let lane = laneByte(of: frame, section: section) {
                writeLane(at: index, minY: frame.minY, height: frame.height, lane: lane)
                return
            }
            convertToRects()
        }
        rects.unsafelyUnwrapped[index] = frame
    }

    /// The frames from `start` on of section `section`, as rects (for tests and tools).
    func frames(from start: Int, section: Int) -> [Rect] {
        (start..<count).map { frame(at: $0, section: section) }
    }

    /// The address of the first buffer (the rects, or the spans): the same after a reflow
    /// that reused the store's buffers.
    var bufferAddress: UnsafeRawPointer? {
        encoding == .rects ? rects.map { UnsafeRawPointer($0) } : spans.map { UnsafeRawPointer($0) }
    }

    /// Bytes held by the buffers (by capacity).
    var retainedBytes: Int {
        let perItem = encoding == .rects ? MemoryLayout<Rect>.stride : 2 * MemoryLayout<Double>.stride + 1
        return capacity * perItem + geometries.capacity * MemoryLayout<LaneGeometry>.stride
    }

    @inline(__always)
    private func writeLane(at index: Int, minY: Double, height: Double, lane: UInt8) {
        spans.unsafelyUnwrapped[index] = Span(minY: minY, height: height)
        laneBytes.unsafelyUnwrapped[index] = lane
    }

    /// The lane byte that decodes to exactly `frame` in section `section`, if any.
    private func laneByte(of frame: Rect, section: Int) -> UInt8? {
        guard section < geometries.count else { return nil }
        let geometry = geometries[section]
        let x = frame.minX.bitPattern, width = frame.width.bitPattern
        if width == geometry.itemWidth.bitPattern, geometry.step > 0 || geometry.lanes == 1 {
            // The lane whose x it is, found by the same arithmetic that placed it.
            let guess = geometry.step > 0 ? ((frame.minX - geometry.left) / geometry.step).rounded() : 0
            if guess >= 0, guess < Double(geometry.lanes), geometry.x(ofLane: Int(guess)).bitPattern == x {
                return UInt8(guess)
            }
        }
        if x == geometry.left.bitPattern, width == geometry.contentWidth.bitPattern { return Self.fullSpan }
        return nil
    }

    /// Turns a lanes store into a rects store holding the same frames.
    private func convertToRects() {
        guard encoding == .lanes else { return }
        let newCapacity = max(capacity, 1)
        let converted: UnsafeMutablePointer<Rect> = PlatformMemory.reallocate(nil, count: newCapacity)
        var section = 0
        for index in 0..<count {
            while section + 1 < sectionStarts.count, index >= sectionStarts[section + 1] { section += 1 }
            (converted + index).initialize(to: unsafeFrame(at: index, section: section))
        }
        freeBuffers()
        rects = converted
        capacity = newCapacity
        encoding = .rects
        fellBack = true
        geometries.removeAll()
    }

    private func freeBuffers() {
        PlatformMemory.free(rects)
        PlatformMemory.free(spans)
        PlatformMemory.free(laneBytes)
        rects = nil
        spans = nil
        laneBytes = nil
    }
}
