import TrellisLayout

/// The collection view's bounds: a content offset and a size, in layout units, over a layout
/// it owns. All scrolling and resizing goes through here, so the layout life cycle is kept:
///
/// - every bounds change (scroll or resize) asks
///   ``CollectionLayout/shouldInvalidateLayout(forBoundsChange:)``; only when it says yes are
///   ``CollectionLayout/invalidateLayout()`` and ``CollectionLayout/prepare()`` called,
///   otherwise only ``CollectionLayout/bounds`` is updated (layouts invalidate on width
///   changes, so scrolling never re-prepares);
/// - the offset is always clamped: `y` to `0 ... max(0, contentHeight - height)`, `x` to
///   `0 ... max(0, contentWidth - width)` (0 for a vertical layout, which is as wide as the view),
///   but only against what the layout knows for sure: a lazy layout first lays out through the
///   target (``scroll(to:)``), so a jump lands exactly at `min(y, realMaxOffsetY)`;
/// - scrolling to the bottom first calls ``CollectionLayout/completeLayout()`` so that a lazy
///   layout's end is exact;
/// - a resize keeps your place: the first visible cell (smallest `minY`, then smallest `minX`)
///   keeps its distance to the top (and to the left edge), the top stays the top and the end
///   stays the end (see ``ScrollAnchor`` and ``resize(to:)``); a run of resizes with no scroll
///   between them works from the place before the first, so returning to a size returns to
///   the same offset;
/// - ``visibleElements()`` asks the layout for exactly ``visibleRect``, once per call.
///
/// ```swift
/// let viewport = Viewport(layout: layout, size: Viewport.contentSize(width: 80, height: 24))
/// viewport.scroll(byPages: 1)
/// let elements = viewport.visibleElements()
/// ```
public final class Viewport {
    /// The layout, prepared for ``size``'s width.
    public let layout: any CollectionLayout

    /// The visible size in layout units (``scale`` units per cell).
    public private(set) var size: Size

    /// Layout units (points) per cell: one line (`j`) is `scale.y`, one column (`l`) `scale.x`,
    /// and pages count whole rows. ``LayoutScale/unit`` (the default): one unit per cell.
    public var scale: LayoutScale

    /// The content offset: the content point shown at the top-left.
    public private(set) var contentOffset: Point

    /// The place the last run of resizes (or restores) started from; any scroll or data change
    /// forgets it. Anchoring every resize of a run to it keeps rounding from creeping.
    private var pendingAnchor: ScrollAnchor?

    /// Each orthogonal section's sideways offset and the largest offset it was set at: its place
    /// as a fraction (see Viewport+Orthogonal.swift); sections never scrolled sideways are not in it.
    var orthogonalFractions: [Int: (offset: Double, maximum: Double)] = [:]

    /// The part of the content on screen: ``contentOffset`` and ``size``, the layout's bounds.
    public var visibleRect: Rect { Rect(origin: contentOffset, size: size) }

    /// The layout's content height.
    public var contentHeight: Double { Self.length(layout.collectionViewContentSize.height) }

    /// The layout's content width.
    public var contentWidth: Double { Self.length(layout.collectionViewContentSize.width) }

    /// The largest allowed vertical offset, `max(0, contentHeight - size.height)`.
    public var maxOffsetY: Double { max(0, contentHeight - size.height) }

    /// The largest allowed horizontal offset, `max(0, contentWidth - size.width)`.
    public var maxOffsetX: Double { max(0, contentWidth - size.width) }

    /// Whether the content overflows the view only horizontally (a horizontally scrolling
    /// layout): pages then move sideways, and the position is measured along x.
    public var scrollsHorizontally: Bool { maxOffsetX > 0 && maxOffsetY == 0 }

    /// Whether the offset is 0 along the scroll axis.
    public var isAtTop: Bool { scrollsHorizontally ? contentOffset.x <= 0 : contentOffset.y <= 0 }

    /// Whether the offset is the largest allowed along the scroll axis (the end of the content
    /// is on screen).
    public var isAtBottom: Bool {
        scrollsHorizontally ? contentOffset.x >= maxOffsetX : contentOffset.y >= maxOffsetY
    }

    /// The viewport size for a terminal `width` x `height` cells: every column, every row but
    /// the status line. A terminal of 1 row (or none) leaves 0 content rows.
    public static func contentSize(width: Int, height: Int) -> Size {
        Size(width: Double(max(0, width)), height: Double(max(0, height - 1)))
    }

    /// Takes `layout`, sets its bounds to `size` at offset 0, and prepares it: one
    /// ``CollectionLayout/invalidateLayout()`` and one ``CollectionLayout/prepare()``.
    ///
    /// - Parameter scale: layout units per cell (see ``scale``); `size` is in layout units.
    public init(layout: any CollectionLayout, size: Size, scale: LayoutScale = .unit) {
        self.layout = layout
        self.scale = scale
        self.size = Self.sanitized(size)
        self.contentOffset = .zero
        layout.bounds = Rect(origin: .zero, size: self.size)
        layout.invalidateLayout()
        layout.prepare()
    }

    // MARK: - Frames

    /// The elements to draw: ``CollectionLayout/layoutAttributesForElements(in:)`` for exactly
    /// ``visibleRect``, called once (for an ``OrthogonalScrollingLayout``, with each orthogonal section on
    /// screen shifted by its sideways offset: ``visibleElementsWithOrthogonalOffsets()``).
    public func visibleElements() -> [LayoutAttributes] {
        visibleElementsWithOrthogonalOffsets() ?? layout.layoutAttributesForElements(in: visibleRect)
    }

    // MARK: - Scrolling

    /// Moves to the content offset `(x, y)`, each clamped (NaN counts as 0) to what the layout
    /// knows for sure, so a jump lands exactly at `min(y, realMaxOffsetY)` (and likewise for `x`).
    ///
    /// A lazy layout's content size is only an estimate, so it is not trusted for clamping: while
    /// the layout is not exact, it is first asked to lay out through the target rect's far edge
    /// (``CollectionLayout/completeLayout(through:)``: to one unit past `target.maxY`, or to the
    /// end of the content, whichever comes first). Then either the layout is complete and the offset is
    /// clamped to the exact content size, or the content is known to reach past the target and
    /// the clamp leaves it where it is.
    public func scroll(to offset: Point) {
        pendingAnchor = nil
        move(to: offset)
    }

    /// ``scroll(to:)`` without forgetting the pending anchor.
    private func move(to offset: Point) {
        let x = offset.x.isNaN ? 0 : offset.x, y = offset.y.isNaN ? 0 : offset.y
        var target = Rect(x: max(0, x), y: max(0, y), width: size.width, height: size.height)
        if !layout.isContentSizeExact {
            // One cell past the far edges: what starts right at the view's edge (a trailing
            // footer, the next row) is then laid out too, so an estimate that runs short can
            // never make the view read as the end while content follows.
            layout.completeLayout(through: Rect(x: target.minX, y: target.minY,
                                                width: target.width + scale.x, height: target.height + scale.y))
        }
        target.origin = Point(x: min(target.minX, maxOffsetX), y: min(target.minY, maxOffsetY))
        apply(target)
    }

    /// Sets the vertical offset, clamped to `0 ... maxOffsetY`.
    public func scroll(toY y: Double) {
        scroll(to: Point(x: contentOffset.x, y: y))
    }

    /// Sets the horizontal offset, clamped to `0 ... maxOffsetX`.
    public func scroll(toX x: Double) {
        scroll(to: Point(x: x, y: contentOffset.y))
    }

    /// Scrolls vertically by `delta` layout units (positive: down).
    public func scroll(by delta: Double) {
        scroll(toY: contentOffset.y + delta)
    }

    /// Scrolls by `count` lines of one row, `scale.y` units (positive: down), like `j`/`k`.
    public func scroll(byLines count: Int) {
        scroll(by: Double(count) * scale.y)
    }

    /// Scrolls horizontally by `count` cells of `scale.x` units (positive: right), like `l`/`h`;
    /// only a layout wider than the view moves.
    public func scrollHorizontally(byCells count: Int) {
        scroll(toX: contentOffset.x + Double(count) * scale.x)
    }

    /// Scrolls by `count` half pages (positive: down or right), like Ctrl-D/Ctrl-U. A half page
    /// is half the viewport's extent along the scroll axis in cells, rounded down, at least 1
    /// cell (times the scale along that axis).
    public func scroll(byHalfPages count: Int) {
        scrollAlongAxis(Double(count) * max(1, (pageCells / 2).rounded(.down)) * axisScale)
    }

    /// Scrolls by `count` pages (positive: down or right), like Space/`b`. A page is the
    /// viewport's extent along the scroll axis (its height, for a vertical layout), at least 1
    /// cell.
    public func scroll(byPages count: Int) {
        scrollAlongAxis(Double(count) * max(1, pageCells) * axisScale)
    }

    /// Scrolls to offset 0 on both axes, like `g`.
    public func scrollToTop() {
        scroll(to: .zero)
    }

    /// Completes the layout (a lazy layout lays out the rest), then scrolls to the largest
    /// offset, like `G`.
    public func scrollToBottom() {
        layout.completeLayout()
        scroll(to: Point(x: scrollsHorizontally ? .infinity : contentOffset.x, y: .infinity))
    }

    // MARK: - Resizing

    /// Changes the visible size (a terminal resize), keeping your place.
    ///
    /// The new bounds go through ``CollectionLayout/shouldInvalidateLayout(forBoundsChange:)``
    /// (the layout re-prepares only when it says so); then the place before the change,
    /// ``scrollAnchor()``, is restored with ``restore(_:)``:
    /// - the anchor is the first visible cell (smallest `minY`, then smallest `minX`, among the
    ///   cells ``visibleElements()`` returns);
    /// - `newOffset = anchor.minY' + (oldOffset − anchor.minY)`, the distance clamped to
    ///   `−(height' − 1) … max(0, anchor.height' − 1)`, then the offset clamped to the content
    ///   (likewise along x). A negative distance is a gap above the anchor (a header, an inset),
    ///   kept as long as the anchor stays on screen; a distance that still leaves part of the
    ///   anchor on screen (frames at fractions of a cell) is kept too (a unit of these clamps is
    ///   one row, ``scale``'s `y`, or one column, its `x`);
    /// - at the top the view stays at the top; at the end (``isAtBottom``) it stays at the end.
    ///
    /// Resizes with no scroll between them all restore the place from before the first one, so
    /// when item heights do not depend on the width, returning to a width returns to the
    /// same offset.
    public func resize(to newSize: Size) {
        let newSize = Self.sanitized(newSize)
        guard newSize != size else { return }
        let anchor = scrollAnchor()
        size = newSize
        apply(Rect(origin: contentOffset, size: newSize))
        restore(anchor)
    }

    /// Fits the viewport to the content area of a screen of `width` x `height` cells: every
    /// column, every row but the status line (``contentSize(width:height:)``), in layout units
    /// at ``scale``. A resize like any other (``resize(to:)``): nothing happens when the size is
    /// unchanged.
    ///
    /// Drawing never resizes a viewport; a caller that draws a whole screen (a test, the bench)
    /// calls this once before drawing.
    ///
    /// ```swift
    /// viewport.fitToScreen(width: 80, height: 24)   // 80 x 23 cells: the status line is row 23
    /// ```
    public func fitToScreen(width: Int, height: Int) {
        resize(to: scale.points(width: max(0, width), height: max(0, height - 1)))
    }

    /// The index path of the first visible cell: among the cells in ``visibleElements()``,
    /// the one with the smallest `minY`, ties broken by the smallest `minX`.
    public func firstVisibleCell() -> LayoutIndexPath? {
        firstVisibleCellAttributes()?.indexPath
    }

    /// The current place, to restore after a reflow here or on another viewport (the previewer
    /// builds a new layout for a changed spec): the first visible cell, the offset's distance
    /// to it, and whether the view is at the top or the end along each axis.
    ///
    /// Right after a resize or a restore (no scroll since) this is the place that one started
    /// from, so a run of reflows never drifts.
    public func scrollAnchor() -> ScrollAnchor {
        if let pendingAnchor { return pendingAnchor }
        let first = firstVisibleCellAttributes()
        let frame = first?.frame ?? Rect(origin: contentOffset, size: .zero)
        return ScrollAnchor(item: first?.indexPath,
                            distance: Point(x: contentOffset.x - frame.minX, y: contentOffset.y - frame.minY),
                            offset: contentOffset,
                            edgeX: edge(contentOffset.x, { $0.maxOffsetX }),
                            edgeY: edge(contentOffset.y, { $0.maxOffsetY }))
    }

    /// Scrolls to the place `anchor` describes, in this viewport's current layout and size:
    /// along each axis, the start stays the start, the end stays the end, and otherwise the
    /// anchor cell's new `min` plus the distance, clamped to `−(extent − 1) … max(0,
    /// cellExtent − 1)` (the cell stays on screen; a distance below `cellExtent` is kept),
    /// then to the content. Without an anchor cell (none was visible, or it is gone) the old
    /// offset is kept, clamped. Until the next scroll, ``scrollAnchor()`` returns `anchor`.
    public func restore(_ anchor: ScrollAnchor) {
        let frame = anchor.item.flatMap { layout.layoutAttributesForItem(at: $0)?.frame }
        func place(_ edge: ScrollAnchor.Edge?, _ offset: Double, _ distance: Double, _ cellMin: Double?,
                   _ cellExtent: Double?, _ viewExtent: Double, _ unit: Double) -> Double {
            switch edge {
            case .start: return 0
            case .end: return .infinity
            case nil:
                guard let cellMin, let cellExtent else { return offset }
                // A row of the anchor stays on screen; a distance that still leaves part of it on
                // screen (frames at fractions of a cell) is kept, so returning restores exactly.
                let upper = distance < cellExtent ? max(0, distance) : max(0, cellExtent - unit)
                return cellMin + min(max(distance, -max(0, viewExtent - unit)), upper)
            }
        }
        let x = place(anchor.edgeX, anchor.offset.x, anchor.distance.x, frame?.minX, frame?.width, size.width, scale.x)
        let y = place(anchor.edgeY, anchor.offset.y, anchor.distance.y, frame?.minY, frame?.height, size.height, scale.y)
        if x == .infinity || y == .infinity { layout.completeLayout() }
        move(to: Point(x: x, y: y))
        pendingAnchor = anchor
    }

    /// Whether `offset` is at the start or the end of its axis (the start wins when both);
    /// at an end of a lazy layout's estimate, the layout is completed first to be sure.
    private func edge(_ offset: Double, _ maxOffset: (Viewport) -> Double) -> ScrollAnchor.Edge? {
        if offset <= 0 { return .start }
        guard offset >= maxOffset(self) else { return nil }
        if !layout.isContentSizeExact {
            layout.completeLayout()
            if offset < maxOffset(self) { return nil }
        }
        return .end
    }

    /// The attributes of ``firstVisibleCell()``.
    private func firstVisibleCellAttributes() -> LayoutAttributes? {
        var best: LayoutAttributes?
        for element in visibleElements() where element.kind == .cell {
            guard let current = best else { best = element; continue }
            if (element.frame.minY, element.frame.minX) < (current.frame.minY, current.frame.minX) {
                best = element
            }
        }
        return best
    }

    // MARK: - Data changes

    /// Passes `context` to ``CollectionLayout/invalidateLayout(with:)``, re-prepares, and clamps
    /// the offset to the new content size (for data changes such as items appended).
    public func invalidateLayout(with context: InvalidationContext) {
        layout.invalidateLayout(with: context)
        layout.prepare()
        scroll(to: contentOffset)
    }

    // MARK: - Private

    /// The viewport's extent along the scroll axis, in cells.
    private var pageCells: Double { scrollsHorizontally ? size.width / scale.x : size.height / scale.y }

    /// Layout units per cell along the scroll axis.
    private var axisScale: Double { scrollsHorizontally ? scale.x : scale.y }

    private func scrollAlongAxis(_ delta: Double) {
        if scrollsHorizontally {
            scroll(toX: contentOffset.x + delta)
        } else {
            scroll(by: delta)
        }
    }

    /// Gives the layout new bounds the UIKit way; returns whether it re-prepared.
    @discardableResult
    private func apply(_ newBounds: Rect) -> Bool {
        contentOffset = newBounds.origin
        guard newBounds != layout.bounds else { return false }
        if layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            layout.bounds = newBounds
            layout.invalidateLayout()
            layout.prepare()
            return true
        }
        layout.bounds = newBounds
        return false
    }

    /// `value` when finite and positive, else 0.
    private static func length(_ value: Double) -> Double {
        (value.isFinite && value > 0) ? value : 0
    }

    private static func sanitized(_ size: Size) -> Size {
        Size(width: length(size.width), height: length(size.height))
    }
}
