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

    // MARK: Views the store places itself (compositional boundary items, decorations, badges)

    /// Whether the store places its sections' supplementary and decoration views itself (rules
    /// 19–21): the engine then asks it for them instead of using the record's header, footer,
    /// background and extras.
    var placesOwnViews: Bool { get }

    /// How far above its section's top any view of a section begun so far may reach (0 at least):
    /// a query lays out and visits that much further down.
    var upwardReach: Double { get }

    /// Calls `body` with the store's own views of `section` meeting `rect` (layout space), pinned
    /// ones placed for `visible`; `cellRect` is `rect` shifted as the section's cells are (an
    /// orthogonal section scrolled by `offset`), for the views that move with the cells. The
    /// engine asks twice: before the section's cells (`beforeCells`: what is above or under
    /// them) and after them, so that a section's elements come out header, cells, footer.
    func forEachOwnView(inSection section: Int, beforeCells: Bool, intersecting rect: Rect, cellRect: Rect, offset: Double,
                        visible: Rect, pinsHeaders: Bool, _ body: (LayoutAttributes) -> Void)

    /// Whether the open section `section` must be laid out to its end before ``forEachOwnView``
    /// can place its views for `visible` (a pinned header taller than the view).
    func needsClosing(openSection section: Int, visible: Rect, pinsHeaders: Bool) -> Bool

    /// Whether the layout must be laid out to its end before ``forEachLayoutView`` can place the
    /// layout-wide views for `visible`.
    func layoutNeedsCompleting(visible: Rect) -> Bool

    /// How a single lookup of the store's own view of `category` and `kind` at `path` (its
    /// section begun) must lay out before ``ownView(_:_:at:isOpen:visible:pinsHeaders:)`` answers.
    func ownViewNeeds(_ category: ElementCategory, _ kind: ElementKind, at path: LayoutIndexPath,
                      pinsHeaders: Bool) -> OwnViewNeed

    /// The store's own view of `category` and `kind` at `path`, pinned ones placed for `visible`.
    func ownView(_ category: ElementCategory, _ kind: ElementKind, at path: LayoutIndexPath, isOpen: Bool,
                 visible: Rect, pinsHeaders: Bool) -> LayoutAttributes?

    /// Calls `body` with the layout-wide views meeting `rect`, pinned ones placed for `visible`:
    /// the bottom ones (`bottom`), or the top and side ones; `isComplete` says whether every
    /// section is laid out (the layout's end is known).
    func forEachLayoutView(bottom: Bool, intersecting rect: Rect, visible: Rect, isComplete: Bool, pinsHeaders: Bool,
                           _ body: (LayoutAttributes) -> Void)

    /// Whether the layout-wide view of `kind` at `path` exists, and whether it needs the whole
    /// layout laid out first.
    func layoutViewNeeds(_ kind: ElementKind, at path: LayoutIndexPath, pinsHeaders: Bool) -> OwnViewNeed

    /// The layout-wide view of `kind` at `path`.
    func layoutView(_ kind: ElementKind, at path: LayoutIndexPath, isComplete: Bool, visible: Rect,
                    pinsHeaders: Bool) -> LayoutAttributes?

    /// Every section is laid out and the content ended at `contentEnd`: returns where the whole
    /// content ends (after the layout-wide bottom views).
    func finishLayout(contentEnd: Double) -> Double
}

/// What a single lookup of a view a store places itself must lay out first.
enum OwnViewNeed {
    /// There is no such view.
    case none
    /// Nothing more: the section has begun.
    case nothing
    /// The item at the path (a badge).
    case item
    /// The section to its end (a footer, a decoration, a pinned view).
    case closedSection
    /// Everything (a layout-wide footer).
    case everything
}

extension SectionStore {
    /// No views of its own: the engine's header, footer, background and extras.
    var placesOwnViews: Bool { false }
    /// Nothing reaches above its section.
    var upwardReach: Double { 0 }
    /// No views of its own.
    func forEachOwnView(inSection section: Int, beforeCells: Bool, intersecting rect: Rect, cellRect: Rect, offset: Double,
                        visible: Rect, pinsHeaders: Bool, _ body: (LayoutAttributes) -> Void) {}
    /// Never.
    func needsClosing(openSection section: Int, visible: Rect, pinsHeaders: Bool) -> Bool { false }
    /// Never.
    func layoutNeedsCompleting(visible: Rect) -> Bool { false }
    /// No views of its own.
    func ownViewNeeds(_ category: ElementCategory, _ kind: ElementKind, at path: LayoutIndexPath,
                      pinsHeaders: Bool) -> OwnViewNeed { .none }
    /// No views of its own.
    func ownView(_ category: ElementCategory, _ kind: ElementKind, at path: LayoutIndexPath, isOpen: Bool,
                 visible: Rect, pinsHeaders: Bool) -> LayoutAttributes? { nil }
    /// No layout-wide views.
    func forEachLayoutView(bottom: Bool, intersecting rect: Rect, visible: Rect, isComplete: Bool, pinsHeaders: Bool,
                           _ body: (LayoutAttributes) -> Void) {}
    /// No layout-wide views.
    func layoutViewNeeds(_ kind: ElementKind, at path: LayoutIndexPath, pinsHeaders: Bool) -> OwnViewNeed { .none }
    /// No layout-wide views.
    func layoutView(_ kind: ElementKind, at path: LayoutIndexPath, isComplete: Bool, visible: Rect,
                    pinsHeaders: Bool) -> LayoutAttributes? { nil }
    /// The content ends after its last section.
    func finishLayout(contentEnd: Double) -> Double { contentEnd }
}
