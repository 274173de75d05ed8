/// The boundary supplementary items of one section, or of the whole layout, resolved (rule 21):
/// their sizes, the space they reserve, and their frames as far as they are known when the
/// section begins.
///
/// - `.top*` items stack downwards from the section's top, before its content inset: `.top`
///   centres an item across the container, `.topLeading`/`.topTrailing` align it.
/// - `.leading`/`.trailing` items stack downwards from the bottom of the top stack, in a column
///   at the container's leading or trailing edge beside the content; the widest item that
///   extends the boundary reserves its column (the content starts after it).
/// - `.bottom*` items stack downwards from the end of the section's inset area (after its bottom
///   inset, and after the side columns). Their frames are kept relative to that end, known when
///   the section closes.
/// - An item that does not extend the boundary reserves nothing: it overlays the content at the
///   place the stack has reached (a bottom one ends there).
/// - `offset` moves an item's frame after its space is reserved.
///
/// Widths and heights resolve against the container: the layout's width inside the section's
/// leading and trailing insets (when ``LayoutSection/supplementariesFollowContentInsets``; the
/// full width otherwise) and the view's height. An `.estimated` height is the data source's
/// ``LayoutDataSource/heightForSupplementaryView(ofKind:at:width:)`` at the item's width, else the
/// estimate. Scrolling horizontally (the items turned a quarter, the data source a
/// ``TransposedDataSource``) an `.estimated` width is the item's screen height: the data
/// source's height at the item's screen width (its height here); an estimated height here (a
/// screen width) keeps its estimate. Index paths: item `k` is the `k`th item of its kind in the list.
struct BoundaryItems {
    /// Where an item stacks.
    enum Edge {
        /// Above the content (`.top*`).
        case top
        /// Beside the content (`.leading`, `.trailing`).
        case side
        /// Below the content (`.bottom*`).
        case bottom
    }

    /// One resolved item.
    struct Item {
        /// Its element kind.
        var kind: ElementKind
        /// Its index among the items of its kind (its index path's item).
        var index: Int
        /// Where it stacks.
        var edge: Edge
        /// Its frame: in layout coordinates for a top or side item; for a bottom item, relative to
        /// the start of the bottom stack (its `y` is added to it).
        var frame: Rect
        /// Its drawing order.
        var zIndex: Int
        /// Whether it pins to the visible bounds (its own `pinToVisibleBounds`).
        var pins: Bool
    }

    /// The items, in the order given.
    private(set) var items: [Item] = []
    /// The height the top items reserve.
    private(set) var topHeight = 0.0
    /// The height the bottom items reserve.
    private(set) var bottomHeight = 0.0
    /// The width the leading column reserves.
    private(set) var leadingWidth = 0.0
    /// The width the trailing column reserves.
    private(set) var trailingWidth = 0.0
    /// The height of the taller side column (items that extend the boundary).
    private(set) var sideHeight = 0.0
    /// How far any item reaches above the top it was resolved from (a negative offset), at least 0.
    private(set) var upwardReach = 0.0
    /// The largest `maxY` of a top or side item (in layout coordinates): with the bottom items,
    /// how far the section's views reach down besides its content.
    private(set) var lowestTopOrSide = -Double.infinity
    /// The largest `maxY` of a bottom item, relative to the start of the bottom stack.
    private(set) var lowestBottom = -Double.infinity

    /// No items.
    init() {}

    /// Resolves `definitions` for `section` (0 for the layout's own items), the top stack starting
    /// at `top`, in a layout `width` x `height` whose container spans `left ..< width - right`.
    init(_ definitions: [LayoutBoundaryItem], section: Int, top: Double, width: Double, height: Double,
         left: Double, right: Double, dataSource: LayoutDataSource) {
        guard !definitions.isEmpty else { return }
        let containerWidth = max(0, width - left - right)
        var counts: [ElementKind: Int] = [:]
        var sides: [(definition: LayoutBoundaryItem, item: Item)] = []
        for definition in definitions {
            let index = counts[definition.kind, default: 0]
            counts[definition.kind] = index + 1
            var w = definition.size.width.resolved(width: containerWidth, height: height)
            var h = definition.size.height.resolved(width: containerWidth, height: height)
            let path = LayoutIndexPath(item: index, section: section)
            if definition.size.height.isEstimated,
               let measured = dataSource.heightForSupplementaryView(ofKind: definition.kind, at: path, width: w) {
                h = measured.layoutLength
            }
            // Scrolling horizontally, an estimated width here is an estimated height on screen:
            // the self-sized height at the screen width (this space's height).
            if definition.size.width.isEstimated, let transposed = dataSource as? TransposedDataSource,
               let measured = transposed.widthForSupplementaryView(ofKind: definition.kind, at: path, height: h) {
                w = measured.layoutLength
            }
            let dx = definition.offset.x.layoutOffset, dy = definition.offset.y.layoutOffset
            var item = Item(kind: definition.kind, index: index, edge: .top, frame: Rect(x: 0, y: 0, width: w, height: h),
                            zIndex: definition.zIndex, pins: definition.pinToVisibleBounds)
            let centred = left + (containerWidth - w) / 2, leading = left, trailing = width - right - w
            switch definition.alignment {
            case .top, .topLeading, .topTrailing:
                let x = definition.alignment == .top ? centred : definition.alignment == .topLeading ? leading : trailing
                item.frame.origin = Point(x: x + dx, y: top + topHeight + dy)
                if definition.extendsBoundary { topHeight += h }
                upwardReach = max(upwardReach, top - item.frame.minY)
            case .bottom, .bottomLeading, .bottomTrailing:
                let x = definition.alignment == .bottom ? centred : definition.alignment == .bottomLeading ? leading : trailing
                item.edge = .bottom
                item.frame.origin = Point(x: x + dx, y: (definition.extendsBoundary ? bottomHeight : bottomHeight - h) + dy)
                if definition.extendsBoundary { bottomHeight += h }
                lowestBottom = max(lowestBottom, item.frame.maxY)
            case .leading, .trailing:
                item.edge = .side
                item.frame.origin.x = (definition.alignment == .leading ? leading : trailing) + dx
                sides.append((definition, item))
                continue
            }
            items.append(item)
        }
        // The side columns start below the whole top stack.
        var leadingY = top + topHeight, trailingY = top + topHeight
        for (definition, var item) in sides {
            let isLeading = definition.alignment == .leading
            item.frame.origin.y = (isLeading ? leadingY : trailingY) + definition.offset.y.layoutOffset
            if definition.extendsBoundary {
                if isLeading {
                    leadingY += item.frame.height
                    leadingWidth = max(leadingWidth, item.frame.width)
                } else {
                    trailingY += item.frame.height
                    trailingWidth = max(trailingWidth, item.frame.width)
                }
            }
            upwardReach = max(upwardReach, top - item.frame.minY)
            items.append(item)
        }
        sideHeight = max(leadingY, trailingY) - (top + topHeight)
        for item in items where item.edge != .bottom { lowestTopOrSide = max(lowestTopOrSide, item.frame.maxY) }
    }

    /// Whether there are no items.
    var isEmpty: Bool { items.isEmpty }

    /// Whether a pinned bottom item's place may be above the visible bottom before the section
    /// (the layout) ends: an offset moves it up by more than its height. Its section must then be
    /// laid out to its end before it is placed; any other pinned bottom item of an open section is
    /// at the visible bottom (see ``frame(of:bottomStart:areaTop:visible:pinsHeaders:)``).
    var hasPinnedBottomReachingUp: Bool {
        items.contains { $0.edge == .bottom && $0.pins && $0.frame.minY < -$0.frame.height }
    }

    /// The first item of `kind` numbered `index`.
    func item(kind: ElementKind, index: Int) -> Item? {
        items.first { $0.kind == kind && $0.index == index }
    }

    /// Whether `item` pins: its own flag, or a top `.header` under the layout's
    /// `sectionHeadersPinToVisibleBounds` (`pinsHeaders`).
    static func pins(_ item: Item, pinsHeaders: Bool) -> Bool {
        item.pins || (pinsHeaders && item.edge == .top && item.kind == .header)
    }

    /// The frame of `item` as shown, or `nil` when it is a bottom item whose place is not known
    /// yet (`bottomStart` nil: the section is open) and it does not pin.
    ///
    /// - `bottomStart`: where the bottom stack starts (the end of the inset area), nil while open.
    /// - `areaTop`: the end of the top stack: a pinned bottom item goes no higher.
    /// - `visible`: the visible bounds (layout space).
    ///
    /// A pinned top or side item stays at `visible.minY` until the section's end (`bottomStart`,
    /// infinite while open) pushes it up; a pinned bottom item stays at `visible.maxY` until the
    /// top of the section's inset area holds it down. While the section is open its end lies
    /// below what the query laid out, so a pinned bottom item is at the visible bottom (unless
    /// ``hasPinnedBottomReachingUp``: the caller closes the section first).
    func frame(of item: Item, bottomStart: Double?, areaTop: Double, visible: Rect, pinsHeaders: Bool) -> Rect? {
        var frame = item.frame
        let pinned = Self.pins(item, pinsHeaders: pinsHeaders)
        switch item.edge {
        case .top, .side:
            if pinned {
                let end = bottomStart ?? .infinity
                frame.origin.y = max(item.frame.minY, min(visible.minY, end - frame.height))
            }
        case .bottom:
            let natural = bottomStart.map { $0 + item.frame.minY }
            if pinned {
                frame.origin.y = min(natural ?? .infinity, max(visible.maxY - frame.height, areaTop))
            } else {
                guard let natural else { return nil }
                frame.origin.y = natural
            }
        }
        return frame
    }

    /// The attributes of `item` at `frame` in `section`: a supplementary view of its kind; a
    /// header pinned by `sectionHeadersPinToVisibleBounds` draws at zIndex 20 (over other headers).
    static func attributes(_ item: Item, section: Int, frame: Rect, pinsHeaders: Bool) -> LayoutAttributes {
        let byLayout = pinsHeaders && item.edge == .top && item.kind == .header && !item.pins
        return LayoutAttributes(category: .supplementaryView, kind: item.kind,
                                indexPath: LayoutIndexPath(item: item.index, section: section), frame: frame,
                                zIndex: byLayout ? max(item.zIndex, 20) : item.zIndex)
    }

    /// Calls `body` with the attributes of every bottom item (`bottom`), or every top and side
    /// item, of `section` that meets `rect`, placed as
    /// ``frame(of:bottomStart:areaTop:visible:pinsHeaders:)`` says.
    func forEach(intersecting rect: Rect, section: Int, bottom: Bool, bottomStart: Double?, areaTop: Double, visible: Rect,
                 pinsHeaders: Bool, _ body: (LayoutAttributes) -> Void) {
        for item in items where (item.edge == .bottom) == bottom {
            guard let frame = frame(of: item, bottomStart: bottomStart, areaTop: areaTop, visible: visible,
                                    pinsHeaders: pinsHeaders), frame.intersects(rect) else { continue }
            body(Self.attributes(item, section: section, frame: frame, pinsHeaders: pinsHeaders))
        }
    }
}
