/// The part of a layout family that the ``LayoutEngine`` does not own: where one family keeps its
/// sections' cells and how it places them. One store serves one run (one computation at one size).
///
/// Two families conform:
/// - ``PlacerStore`` (``SectionedLayout``): a frame per item in one flat array, filed in each
///   section's spatial index, placed by the layout's ``SectionPlacer``s through a ``PlacementSink``;
/// - ``CompositionalStore`` (``CompositionalLayout``): a group template and its instances for a
///   fixed-size section (nothing per item), frames per item for a self-sizing one.
///
/// The engine calls the store for the last section begun only, in order: begin it, place its
/// items (in batches, each stopping when the store's frontier reaches a limit), close it; and,
/// after an append, reopen it or forget it.
protocol SectionStore: AnyObject {
    /// The length the items of `section` take, estimated without laying them out, for the
    /// content size of a lazy layout; `nil` when the mean of the items placed is the best guess.
    func estimatedLength(ofSection section: Int, itemCount: Int) -> ContentEstimate.SectionLength?

    /// Begins `section`, whose `record` holds its top and item count: sets the record's header,
    /// inset top, background flag and orientation, and may place items at once (a fixed-size
    /// compositional section places them all). Returns the `y` at which its items start.
    func beginSection(_ section: Int, _ record: inout SectionRecord) -> Double

    /// Places items of the open section `section` from `record.placedCount` up to (not including)
    /// `end`, stopping when the frontier (the lowest `minY` an item not placed yet can have)
    /// reaches `limit`; adds them to `record.placedCount` (and may lower `record.itemCount`).
    /// Returns how many it placed.
    func placeItems(_ section: Int, _ record: inout SectionRecord, upTo end: Int, until limit: Double) -> Int

    /// The bottom of what the open section `section` has placed so far (for the content size).
    func placedExtent(ofSection section: Int) -> Double

    /// How many of the open section's last placed items may still move.
    var pendingCount: Int { get }

    /// Whether the store's sections can hold extra views (a placer's badges and decorations):
    /// when false, a lookup of another kind than the engine's own answers `nil` at once instead of
    /// laying its section out to the end to be sure.
    var addsExtraViews: Bool { get }

    /// Closes the open section `section`: makes every pending frame final and sets the record's
    /// bottom, footer and background. Returns the largest `maxY` of its cells.
    func closeSection(_ section: Int, _ record: inout SectionRecord) -> Double

    /// Whether items appended to `section` (the last one begun when `isLast`) can continue it;
    /// otherwise the engine forgets it and lays it out again.
    func canContinue(section: Int, isLast: Bool) -> Bool

    /// Takes section `section` back from closed to open with `itemCount` items (its footer and
    /// background already cleared), so that appended items continue it: sets the record's
    /// placed and item counts. Returns the bottom of what stays placed.
    func reopenSection(_ section: Int, _ record: inout SectionRecord, itemCount: Int) -> Double

    /// Sets the item count of the open section `section` (items were appended to it).
    func setItemCount(_ itemCount: Int, ofOpenSection section: Int, _ record: inout SectionRecord)

    /// Forgets sections `section...`.
    func truncate(toSection section: Int)

    /// The frame of placed item `item` of `section`.
    func frame(ofItem item: Int, inSection section: Int) -> Rect

    /// Calls `body` with the number and frame of every placed cell of `section` that meets `rect`,
    /// in O(log n + k).
    func forEachItem(inSection section: Int, _ record: SectionRecord, intersecting rect: Rect,
                     _ body: (Int, Rect) -> Void)

    /// The bytes the store retains (buffers by capacity), the engine's `recordCapacity` records included.
    func retainedBytes(recordCapacity: Int) -> Int

    /// The run is thrown away: the store may keep its buffers for the next run's store.
    func discard()
}
