/// The ``SectionStore`` of ``CompositionalLayout``: per section a ``CompositionalSectionState``,
/// whose cells are a group template and its instances (a fixed-size group: nothing per item) or
/// a frame per item (a self-sizing group). It places the sections' boundary items, decorations
/// and badges itself, and the layout-wide boundary items (rules 19–22).
final class CompositionalStore: SectionStore {
    /// The layout, for its sections and data source. Unowned and unchecked: the layout owns the
    /// engine, which owns the runs and their stores.
    private unowned(unsafe) let layout: CompositionalLayout
    /// The view's width `W`.
    let width: Double
    /// The view's height `H` (fractional heights resolve against it).
    let height: Double
    /// The sections begun, in order.
    private(set) var states: [CompositionalSectionState] = []
    /// The layout-wide boundary items (the configuration's), around all sections: the top ones
    /// above section 0, the bottom ones after the last section, the side ones beside the sections
    /// from the top of section 0 (overlaying them: they reserve no width).
    let layoutItems: BoundaryItems
    /// Where the layout-wide bottom items start, once every section is laid out.
    private var layoutBottomStart: Double?
    /// How far above its section's top any view of a section begun so far reaches.
    private(set) var upwardReach = 0.0

    /// A store for `layout` in a view `width` x `height`.
    init(layout: CompositionalLayout, width: Double, height: Double) {
        self.layout = layout
        self.width = width
        self.height = height
        layoutItems = BoundaryItems(layout.layoutBoundaryItems, section: 0, top: 0, width: width,
                                    height: height, left: 0, right: 0, dataSource: layout.placementDataSource)
    }

    /// No section is estimated from the data source: the mean of the items placed stands for the rest.
    func estimatedLength(ofSection section: Int, itemCount: Int) -> ContentEstimate.SectionLength? { nil }

    /// The effective content insets every section is laid out within (rule 23), in layout space.
    private lazy var containerInsets = layout.containerInsets(width: width, height: height)

    func beginSection(_ section: Int, _ record: inout SectionRecord) -> Double {
        let layoutSection = layout.buildSection(section, width: width, height: height)
        // The layout-wide top items come before section 0.
        if section == 0 { record.top = max(record.top, layoutItems.topHeight) }
        // Rule 22: the gap between two sections; rule 25: a list section's top padding.
        record.top += layout.spacing(beforeSection: section) + (layoutSection.listConfiguration?.topPadding ?? 0)
        let state = CompositionalSectionState(section: section, layoutSection: layoutSection,
                                              top: record.top, width: width, height: height, containerInsets: containerInsets,
                                              itemCount: record.itemCount, dataSource: layout.placementDataSource(for: layoutSection))
        states.append(state)
        // Decorations span the section from its top, known once it closes: a query meeting it
        // closes it (the engine's background rule).
        record.insetTop = state.top
        record.hasBackground = !state.layoutSection.decorationItems.isEmpty
        record.isOrthogonal = state.isOrthogonal
        upwardReach = max(upwardReach, state.boundary.upwardReach, state.badgeOutset.top)
        sync(state, &record)
        return state.contentTop
    }

    /// Copies the state's counts into the record: a closed section holds what it placed.
    private func sync(_ state: CompositionalSectionState, _ record: inout SectionRecord) {
        record.placedCount = state.placedCount
        record.itemCount = state.isOpen ? state.itemCount : state.placedCount
    }

    func placeItems(_ section: Int, _ record: inout SectionRecord, upTo end: Int, until limit: Double) -> Int {
        let state = states[section]
        let placed = state.placeInstances(from: layout.placementDataSource(for: state.layoutSection), until: limit, upTo: end)
        upwardReach = max(upwardReach, state.badgeOutset.top)
        sync(state, &record)
        return placed
    }

    func placedExtent(ofSection section: Int) -> Double {
        states[section].contentTop + states[section].contentHeight
    }

    var pendingCount: Int { 0 }

    /// No placer adds views: the store places its own (``placesOwnViews``).
    var addsExtraViews: Bool { false }

    func closeSection(_ section: Int, _ record: inout SectionRecord) -> Double {
        let state = states[section]
        if state.isOpen { state.close() }
        record.bottom = state.bottom
        return state.viewsBottom
    }

    /// Every section continues: a fixed-size one is recomputed in O(1), a self-sizing one lays
    /// out its last instance again.
    func canContinue(section: Int, isLast: Bool) -> Bool { true }

    func reopenSection(_ section: Int, _ record: inout SectionRecord, itemCount: Int) -> Double {
        let state = states[section]
        layoutBottomStart = nil
        state.reopen(itemCount: itemCount)
        sync(state, &record)
        return state.contentTop + state.contentHeight
    }

    func setItemCount(_ itemCount: Int, ofOpenSection section: Int, _ record: inout SectionRecord) {
        states[section].itemCount = itemCount
        sync(states[section], &record)
    }

    func truncate(toSection section: Int) {
        layoutBottomStart = nil
        guard section < states.count else { return }
        states.removeSubrange(section...)
    }

    func frame(ofItem item: Int, inSection section: Int) -> Rect {
        states[section].frame(ofItem: item) ?? .zero
    }

    func forEachItem(inSection section: Int, _ record: SectionRecord, intersecting rect: Rect, _ body: (Int, Rect) -> Void) {
        states[section].forEachItem(intersecting: rect, body)
    }

    func retainedBytes(recordCapacity: Int) -> Int {
        states.reduce(states.capacity * 8 + recordCapacity * MemoryLayout<SectionRecord>.stride) { $0 + $1.retainedBytes }
    }

    func discard() {}

    // MARK: Boundary items, decorations and badges (rules 19–22)

    /// The store places every view of its sections and the layout's.
    var placesOwnViews: Bool { true }

    /// Before the cells: the decorations, then the top and side boundary items; after them: the
    /// badges, then the bottom boundary items.
    func forEachOwnView(inSection section: Int, beforeCells: Bool, intersecting rect: Rect, cellRect: Rect, offset: Double,
                        visible: Rect, pinsHeaders: Bool, _ body: (LayoutAttributes) -> Void) {
        let state = states[section]
        if beforeCells {
            if !state.layoutSection.decorationItems.isEmpty, state.frame != nil {
                forEachDecoration(of: state) { attributes in
                    if attributes.frame.intersects(rect) { body(attributes) }
                }
            }
            state.boundary.forEach(intersecting: rect, section: section, bottom: false, bottomStart: state.areaBottom,
                                   areaTop: state.areaTop, visible: visible, pinsHeaders: pinsHeaders, body)
            return
        }
        defer {
            state.boundary.forEach(intersecting: rect, section: section, bottom: true, bottomStart: state.areaBottom,
                                   areaTop: state.areaTop, visible: visible, pinsHeaders: pinsHeaders, body)
        }
        guard let badges = state.badges else { return }
        state.forEachItem(intersecting: state.badgeOutset.cellQuery(for: cellRect)) { item, cell in
            for badge in badges.badges(ofLeaf: state.leaf(ofItem: item)) {
                var frame = ItemBadges.frame(of: badge, onCell: cell)
                guard frame.intersects(cellRect) else { continue }
                frame.origin.x -= offset
                body(ItemBadges.attributes(badge, item: item, section: section, frame: frame))
            }
        }
    }

    /// Calls `body` with the decorations of closed section `state` (rule 20): each the section's
    /// frame inset by its insets, a decoration view at item k among its kind.
    private func forEachDecoration(of state: CompositionalSectionState, _ body: (LayoutAttributes) -> Void) {
        guard let frame = state.frame else { return }
        var counts: [ElementKind: Int] = [:]
        for decoration in state.layoutSection.decorationItems {
            let index = counts[decoration.kind, default: 0]
            counts[decoration.kind] = index + 1
            let insets = decoration.contentInsets.sanitized
            let inset = Rect(x: frame.minX + insets.left, y: frame.minY + insets.top,
                             width: max(0, frame.width - insets.left - insets.right),
                             height: max(0, frame.height - insets.top - insets.bottom))
            body(LayoutAttributes(category: .decorationView, kind: decoration.kind,
                                  indexPath: LayoutIndexPath(item: index, section: state.section), frame: inset,
                                  zIndex: decoration.zIndex))
        }
    }

    /// A pinned top or side item taller than the view, or a pinned bottom item moved up past its
    /// height: their places depend on the section's end.
    func needsClosing(openSection section: Int, visible: Rect, pinsHeaders: Bool) -> Bool {
        let boundary = states[section].boundary
        return boundary.hasPinnedBottomReachingUp || boundary.items.contains { item in
            item.edge != .bottom && BoundaryItems.pins(item, pinsHeaders: pinsHeaders) && item.frame.height > visible.height
        }
    }

    /// A layout-wide pinned top or side item taller than the view, or a pinned bottom item moved
    /// up past its height: their places depend on the layout's end.
    func layoutNeedsCompleting(visible: Rect) -> Bool {
        layoutItems.hasPinnedBottomReachingUp || layoutItems.items.contains { item in
            item.edge != .bottom && item.pins && item.frame.height > visible.height
        }
    }

    func ownViewNeeds(_ category: ElementCategory, _ kind: ElementKind, at path: LayoutIndexPath,
                      pinsHeaders: Bool) -> OwnViewNeed {
        let state = states[path.section]
        if category == .decorationView {
            let count = state.layoutSection.decorationItems.lazy.filter { $0.kind == kind }.count
            return path.item < count ? .closedSection : .none
        }
        guard category == .supplementaryView else { return .none }
        if let item = state.boundary.item(kind: kind, index: path.item) {
            return item.edge == .bottom || BoundaryItems.pins(item, pinsHeaders: pinsHeaders) ? .closedSection : .nothing
        }
        if let badges = state.badges, badges.hasBadge(ofKind: kind), path.item < state.itemCount { return .item }
        return .none
    }

    func ownView(_ category: ElementCategory, _ kind: ElementKind, at path: LayoutIndexPath, isOpen: Bool,
                 visible: Rect, pinsHeaders: Bool) -> LayoutAttributes? {
        let state = states[path.section]
        if category == .decorationView {
            var found: LayoutAttributes?
            forEachDecoration(of: state) { attributes in
                if found == nil, attributes.kind == kind, attributes.indexPath == path { found = attributes }
            }
            return found
        }
        if let item = state.boundary.item(kind: kind, index: path.item) {
            return state.boundary.frame(of: item, bottomStart: state.areaBottom, areaTop: state.areaTop, visible: visible,
                                        pinsHeaders: pinsHeaders)
                .map { BoundaryItems.attributes(item, section: path.section, frame: $0, pinsHeaders: pinsHeaders) }
        }
        guard let badges = state.badges, let cell = state.frame(ofItem: path.item) else { return nil }
        guard let badge = badges.badges(ofLeaf: state.leaf(ofItem: path.item)).first(where: { $0.kind == kind }) else { return nil }
        return ItemBadges.attributes(badge, item: path.item, section: path.section, frame: ItemBadges.frame(of: badge, onCell: cell))
    }

    func forEachLayoutView(bottom: Bool, intersecting rect: Rect, visible: Rect, isComplete: Bool, pinsHeaders: Bool,
                           _ body: (LayoutAttributes) -> Void) {
        guard !layoutItems.isEmpty else { return }
        layoutItems.forEach(intersecting: rect, section: 0, bottom: bottom, bottomStart: isComplete ? layoutBottomStart : nil,
                            areaTop: layoutItems.topHeight, visible: visible, pinsHeaders: false, body)
    }

    func layoutViewNeeds(_ kind: ElementKind, at path: LayoutIndexPath, pinsHeaders: Bool) -> OwnViewNeed {
        guard path.section == 0, let item = layoutItems.item(kind: kind, index: path.item) else { return .none }
        return item.edge == .bottom || item.pins ? .everything : .nothing
    }

    func layoutView(_ kind: ElementKind, at path: LayoutIndexPath, isComplete: Bool, visible: Rect,
                    pinsHeaders: Bool) -> LayoutAttributes? {
        guard path.section == 0, let item = layoutItems.item(kind: kind, index: path.item) else { return nil }
        return layoutItems.frame(of: item, bottomStart: isComplete ? layoutBottomStart : nil, areaTop: layoutItems.topHeight,
                                 visible: visible, pinsHeaders: false)
            .map { BoundaryItems.attributes(item, section: 0, frame: $0, pinsHeaders: false) }
    }

    /// The layout-wide bottom items follow the last section (and the top ones, with no section).
    func finishLayout(contentEnd: Double) -> Double {
        let start = max(contentEnd, layoutItems.topHeight)
        layoutBottomStart = start
        return start + layoutItems.bottomHeight
    }
}
