/// Where a ``SectionPlacer`` puts what it places: the frames of its section's items, filed for
/// rect queries, and any extra supplementary or decoration views (a badge on an item, a
/// decoration of the section).
///
/// The engine hands a placer the sink of its section for each batch of items. Items come in
/// order: each `place` call places the next item (number ``count``) and files it in the section's
/// spatial index, in one of two shapes:
/// - **lanes** (``place(_:inLane:)``, waterfall columns): along a lane, items start at or below
///   the bottom of the item before them;
/// - **rows** (``place(_:startingRow:)``, tags, grids): a row is a run of consecutive items with
///   a common top (its first item's `minY`; the others may lie lower, never higher); rows never
///   move up.
///
/// A pending frame (an aligned tag row that is not complete yet) is moved through the item
/// subscript until the section closes. Frames are in the layout's space: vertical scrolling, left
/// to right; the engine mirrors them for right to left and turns them for horizontal scrolling,
/// extra views included.
///
/// ```swift
/// func place(item: Int, into sink: inout PlacementSink) {
///     let frame = Rect(x: left, y: bottom, width: width, height: 1)
///     sink.place(frame, inLane: 0)
///     if item % 10 == 0 {
///         sink.addSupplementaryView(ofKind: "badge", item: item,
///                                   frame: Rect(x: frame.maxX - 1, y: frame.minY, width: 1, height: 1))
///     }
///     bottom = frame.maxY + lineSpacing
/// }
/// ```
public struct PlacementSink {
    /// The layout's flat frame store, every section's items in order.
    let frames: FrameStore
    /// The index in ``frames`` of the section's item 0.
    let base: Int
    /// The section's spatial index.
    let index: SectionIndex
    /// The section's extra views, made on the first one added.
    var extras: ExtraElements?

    /// The section being placed.
    public let section: Int

    /// A sink over `frames` for `section`, whose item 0 is at `base`, filing into `index`.
    init(section: Int, frames: FrameStore, base: Int, index: SectionIndex, extras: ExtraElements?) {
        self.section = section
        self.frames = frames
        self.base = base
        self.index = index
        self.extras = extras
    }

    /// How many of the section's items are placed: the number of the next item.
    public var count: Int { frames.count - base }

    /// Places the next item at `frame` and files it at the end of lane `lane` (lanes are made on
    /// demand). The caller keeps the lane's order: `frame.minY` is at least the `maxY` of the
    /// lane's last item. An item spanning every lane (a full-span item) is filed in lane 0 only:
    /// it must lie below every item placed before it, and every later item below it.
    @inline(__always)
    public mutating func place(_ frame: Rect, inLane lane: Int) {
        index.append(item: count, maxY: frame.maxY, toLane: lane)
        frames.append(frame, section: section)
    }

    /// Places the next item at `frame` in the rows: it starts a new row, whose top is `frame.minY`,
    /// when `startingRow` is true (always for the section's first item), and joins the current
    /// row otherwise; the row's bottom grows to `frame.maxY`.
    @inline(__always)
    public mutating func place(_ frame: Rect, startingRow: Bool) {
        if startingRow || index.rows.entries.isEmpty { index.startRow(item: count, top: frame.minY) }
        index.extendRow(toBottom: frame.maxY)
        frames.append(frame, section: section)
    }

    /// The frame of placed item `item` of the section; set it to move a pending frame (one of the
    /// last ``SectionPlacer/pendingCount`` items) within its row or lane.
    public subscript(item: Int) -> Rect {
        get {
            precondition(item >= 0 && item < count, "item not placed")
            return frames.frame(at: base + item, section: section)
        }
        set {
            precondition(item >= 0 && item < count, "item not placed")
            frames.set(newValue, at: base + item, section: section)
        }
    }

    /// Adds a supplementary view of `kind` (a badge, a label) at `frame`, attached to placed item
    /// `item` (it then moves with the item, and its index path is the item's), or to the section
    /// when `item` is `nil` or not placed yet (index path item 0). It comes back from rect queries
    /// and from ``CollectionLayout/layoutAttributesForSupplementaryView(ofKind:at:)``. The
    /// section's own views are tested one by one in a query: add few of them, and attach per-item
    /// views to items. A view may reach past its item on any side, by as much as the views before
    /// it did (lazy layout looks that far ahead), but not above its section's top.
    public mutating func addSupplementaryView(ofKind kind: ElementKind, item: Int? = nil, frame: Rect, zIndex: Int = 10) {
        add(.supplementaryView, kind, item, frame, zIndex)
    }

    /// Adds a decoration view of `kind` at `frame`, attached to placed item `item` or to the
    /// section when `item` is `nil`, as ``addSupplementaryView(ofKind:item:frame:zIndex:)`` does;
    /// it comes back from rect queries and from
    /// ``CollectionLayout/layoutAttributesForDecorationView(ofKind:at:)``. Drawn below the cells by default.
    public mutating func addDecorationView(ofKind kind: ElementKind, item: Int? = nil, frame: Rect, zIndex: Int = -1) {
        add(.decorationView, kind, item, frame, zIndex)
    }

    private mutating func add(_ category: ElementCategory, _ kind: ElementKind, _ item: Int?, _ frame: Rect, _ zIndex: Int) {
        let extras = self.extras ?? ExtraElements()
        self.extras = extras
        if let item, item >= 0, item < count {
            extras.addItemElement(category: category, kind: kind, item: item, itemFrame: frames.frame(at: base + item, section: section),
                                  frame: frame, zIndex: zIndex)
        } else {
            extras.addSectionElement(category: category, kind: kind, frame: frame, zIndex: zIndex)
        }
    }
}
