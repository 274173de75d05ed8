/// Places the items of one section, one at a time, in item order: the part of a layout that
/// differs from one layout to the next.
///
/// ``SectionedLayout`` does everything else (headers, footers, insets, stacking the sections,
/// the frame store, lazy layout, appends, pinned headers, right-to-left, rect queries). A
/// placer is created when its section begins, with the section's resolved style, the width and
/// the `y` at which the section's items start (below the header and `inset.top`); it writes what
/// it places into the section's ``PlacementSink``.
public protocol SectionPlacer: AnyObject {
    /// The lowest `minY` that any item not placed yet, or still pending, can have. Lazy layout
    /// stops once this passes the lowest row a query needs.
    var frontier: Double { get }
    /// The bottom of the items placed so far, or the items' top `y` when there are none.
    /// The section's bottom is this plus `inset.bottom`.
    var itemsBottom: Double { get }
    /// How many of the last placed items may still move (an aligned tag row that is not
    /// complete yet). Their frames become final when the placer says so or the section closes.
    var pendingCount: Int { get }
    /// Places item `item` (items come in order, from 0; `item` is `sink.count`): puts its frame
    /// into `sink`, filed in a lane or a row, and may move the section's pending frames and add
    /// extra views (a badge, a decoration).
    func place(item: Int, into sink: inout PlacementSink)
    /// Places items `items.lowerBound`, `items.lowerBound + 1`, ... in order, as ``place(item:into:)``,
    /// stopping before the first item when ``frontier`` is at or below `limit`; returns how many
    /// it placed. The default calls ``place(item:into:)`` one item at a time; the built-in
    /// placers do the same work in one tight loop.
    func place(items: Range<Int>, until limit: Double, into sink: inout PlacementSink) -> Int
    /// The section is closing: make every pending frame final (and add any view of the whole
    /// section, such as a decoration, now that its extent is known).
    func finish(into sink: inout PlacementSink)
}

extension SectionPlacer {
    /// One item at a time, checking ``frontier`` before each.
    public func place(items: Range<Int>, until limit: Double, into sink: inout PlacementSink) -> Int {
        var placed = 0
        for item in items {
            if frontier >= limit { break }
            place(item: item, into: &sink)
            placed += 1
        }
        return placed
    }

    /// No pending items: every frame is final once placed.
    public var pendingCount: Int { 0 }
    /// Nothing to finish.
    public func finish(into sink: inout PlacementSink) {}
}
