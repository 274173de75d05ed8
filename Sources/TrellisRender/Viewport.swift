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
///   `0 ... max(0, contentWidth - width)` (0 for a vertical layout, which is as wide as the view);
/// - scrolling to the bottom first calls ``CollectionLayout/completeLayout()`` so that a lazy
///   layout's end is exact;
/// - a resize that re-prepares keeps the first visible cell (smallest `minY`, then smallest
///   `minX`) at the top (at the left edge too, when scrolled horizontally), except at the very
///   top, which stays at the top;
/// - ``visibleElements()`` asks the layout for exactly ``visibleRect``, once per call.
///
/// ```swift
/// let viewport = Viewport(layout: layout, size: Viewport.contentSize(columns: 80, rows: 24))
/// viewport.scroll(byPages: 1)
/// let elements = viewport.visibleElements()
/// ```
public final class Viewport {
    /// The layout, prepared for ``size``'s width.
    public let layout: any CollectionLayout

    /// The visible size in layout units (1 unit = 1 cell).
    public private(set) var size: Size

    /// The content offset: the content point shown at the top-left.
    public private(set) var contentOffset: Point

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

    /// The viewport size for a terminal: every column, every row but the status line.
    /// A terminal of 1 row (or none) leaves 0 content rows.
    public static func contentSize(columns: Int, rows: Int) -> Size {
        Size(width: Double(max(0, columns)), height: Double(max(0, rows - 1)))
    }

    /// Takes `layout`, sets its bounds to `size` at offset 0, and prepares it: one
    /// ``CollectionLayout/invalidateLayout()`` and one ``CollectionLayout/prepare()``.
    public init(layout: any CollectionLayout, size: Size) {
        self.layout = layout
        self.size = Self.sanitized(size)
        self.contentOffset = .zero
        layout.bounds = Rect(origin: .zero, size: self.size)
        layout.invalidateLayout()
        layout.prepare()
    }

    // MARK: - Frames

    /// The elements to draw: ``CollectionLayout/layoutAttributesForElements(in:)`` for exactly
    /// ``visibleRect``, called once.
    public func visibleElements() -> [LayoutAttributes] {
        layout.layoutAttributesForElements(in: visibleRect)
    }

    // MARK: - Scrolling

    /// Moves to the content offset `(x, y)`, each clamped (NaN counts as 0) to what the layout
    /// knows for sure, so a jump lands exactly at `min(y, realMaxOffsetY)` (and likewise for `x`).
    ///
    /// A lazy layout's content size is only an estimate, so it is not trusted for clamping: while
    /// the layout is not exact, it is first asked to lay out through the target rect's far edge
    /// (``CollectionLayout/completeLayout(through:)``: to `target.maxY`, or to the end of the
    /// content, whichever comes first). Then either the layout is complete and the offset is
    /// clamped to the exact content size, or the content is known to reach past the target and
    /// the clamp leaves it where it is.
    public func scroll(to offset: Point) {
        let x = offset.x.isNaN ? 0 : offset.x, y = offset.y.isNaN ? 0 : offset.y
        var target = Rect(x: max(0, x), y: max(0, y), width: size.width, height: size.height)
        if !layout.isContentSizeExact {
            layout.completeLayout(through: target)
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

    /// Scrolls by `count` lines of 1 unit (positive: down), like `j`/`k`.
    public func scroll(byLines count: Int) {
        scroll(by: Double(count))
    }

    /// Scrolls sideways by `count` columns of 1 unit (positive: right), like `l`/`h`; only a
    /// layout wider than the view moves.
    public func scroll(byColumns count: Int) {
        scroll(toX: contentOffset.x + Double(count))
    }

    /// Scrolls by `count` half pages (positive: down or right), like Ctrl-D/Ctrl-U. A half page
    /// is half the viewport's extent along the scroll axis, rounded down, at least 1.
    public func scroll(byHalfPages count: Int) {
        scrollAlongAxis(Double(count) * max(1, (pageLength / 2).rounded(.down)))
    }

    /// Scrolls by `count` pages (positive: down or right), like Space/`b`. A page is the
    /// viewport's extent along the scroll axis (its height, for a vertical layout), at least 1.
    public func scroll(byPages count: Int) {
        scrollAlongAxis(Double(count) * max(1, pageLength))
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

    /// Changes the visible size (a terminal resize).
    ///
    /// The new bounds go through ``CollectionLayout/shouldInvalidateLayout(forBoundsChange:)``.
    /// When the layout re-prepares, the scroll position is anchored: the first visible cell
    /// before the change (smallest `minY`, then smallest `minX`, among the cells that
    /// ``visibleElements()`` returns) is looked up again with
    /// ``CollectionLayout/layoutAttributesForItem(at:)`` and its `minY` put at the top (its
    /// `minX` at the left, when scrolled sideways), then the offset is clamped. At offset 0 the
    /// view stays at 0, so a first header stays visible. Without a re-prepare the offset is
    /// only clamped.
    public func resize(to newSize: Size) {
        let newSize = Self.sanitized(newSize)
        guard newSize != size else { return }
        let old = contentOffset
        let anchor: IndexPath? = (old.x <= 0 && old.y <= 0) ? nil : firstVisibleCell()
        size = newSize
        let prepared = apply(Rect(origin: old, size: newSize))
        var target = old
        if prepared {
            let frame = anchor.flatMap { layout.layoutAttributesForItem(at: $0)?.frame }
            target.y = old.y <= 0 ? 0 : (frame?.minY ?? old.y)
            target.x = old.x <= 0 ? 0 : (frame?.minX ?? old.x)
        }
        scroll(to: target)
    }

    /// Resizes to fit a terminal of `columns` x `rows` (see ``contentSize(columns:rows:)``).
    public func resize(columns: Int, rows: Int) {
        resize(to: Self.contentSize(columns: columns, rows: rows))
    }

    /// The index path of the first visible cell: among the cells in ``visibleElements()``,
    /// the one with the smallest `minY`, ties broken by the smallest `minX`.
    public func firstVisibleCell() -> IndexPath? {
        var best: LayoutAttributes?
        for element in visibleElements() where element.kind == .cell {
            guard let current = best else { best = element; continue }
            if (element.frame.minY, element.frame.minX) < (current.frame.minY, current.frame.minX) {
                best = element
            }
        }
        return best?.indexPath
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

    /// The viewport's extent along the scroll axis.
    private var pageLength: Double { scrollsHorizontally ? size.width : size.height }

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
