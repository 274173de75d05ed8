/// One section of a ``CompositionalLayout`` as laid out so far: its boundary items (headers,
/// footers, side items), its cells (by arithmetic for a fixed-size group, by frame for a
/// self-sizing one) and their badges, its decorations (rules 2, 3, 9–12, 19–21).
final class CompositionalSectionState {
    /// The cells, in one of two shapes.
    enum Cells {
        /// A fixed-size group: one template, origins by multiplication.
        case fixed(FixedSectionCells)
        /// A self-sizing group: a frame per item.
        case selfSized(SelfSizedSectionCells)
    }

    /// The section number.
    let section: Int
    /// The section as built (from the list or the provider).
    let layoutSection: LayoutSection
    /// Whether the section scrolls sideways (rule 12).
    let isOrthogonal: Bool
    /// The section's insets, made safe, plus the container's effective content insets at the
    /// sides (rule 23: a section is laid out within both).
    let insets: EdgeInsets
    /// How far an orthogonal section's groups lie right of `insets.left`: for
    /// `.groupPagingCentered`, `(container width − group width) / 2` (never below 0), so that
    /// group 0 is centred in the section container (rule 24); 0 otherwise.
    let leadingShift: Double
    /// The gap between group instances, made safe.
    let interGroupSpacing: Double
    /// The section's top (the top of its top boundary items).
    let top: Double
    /// The section's boundary items (rule 21), the header and footer shorthands first.
    let boundary: BoundaryItems
    /// The top of the section's inset area: below its top boundary items.
    let areaTop: Double
    /// Where the groups start: `areaTop + inset.top`.
    let contentTop: Double
    /// Where the groups start across: the leading inset, or past the leading column of side items.
    let contentLeft: Double
    /// The group's resolved size in the section container (rule 2); an estimated side at its estimate.
    let groupSize: Size
    /// The badges of the group's items (rule 19), if any carries one.
    let badges: ItemBadges?
    /// For a fixed-size section with badges that differ between items: the group node of each
    /// template slot.
    private(set) var slotLeaves: [Int32] = []
    /// How far the badges reach past their cells.
    private(set) var badgeOutset = BadgeOutset()
    /// The end of the section's inset area, where its bottom boundary items start, once closed.
    private(set) var areaBottom: Double?
    /// The collection view's width.
    let width: Double
    /// The data source's item count.
    var itemCount: Int
    /// The cells.
    var cells: Cells
    /// Items laid out so far.
    var placedCount = 0
    /// Whether a self-sizing section still takes items.
    var isOpen = false
    /// The content height laid out so far: along y, the far edge of the last instance; for an
    /// orthogonal section, its tallest group.
    var contentHeight: Double = 0
    /// The largest `maxY` of any cell laid out (a cell may reach below its group).
    var cellsBottom: Double = -.infinity
    /// The section's bottom; infinite while it is open.
    var bottom: Double = .infinity

    /// Begins section `section` at `top` in a view `width` x `height`: a fixed-size or orthogonal
    /// section is laid out whole and closed; a self-sizing vertical one stays open, laid out by
    /// ``placeInstances(from:until:upTo:)``.
    init(section: Int, layoutSection: LayoutSection, top: Double, width: Double, height: Double,
         containerInsets: EdgeInsets = .zero, itemCount: Int, dataSource: LayoutDataSource) {
        self.section = section
        self.layoutSection = layoutSection
        self.width = width
        self.itemCount = itemCount
        isOrthogonal = layoutSection.orthogonalScrollingBehavior != .none
        var insets = layoutSection.contentInsets.sanitized
        insets.left += containerInsets.left.layoutLength
        insets.right += containerInsets.right.layoutLength
        self.insets = insets
        interGroupSpacing = layoutSection.interGroupSpacing.layoutLength
        self.top = top
        // Rule 21: the boundary items, the shorthands first; the content below and beside them.
        let follows = layoutSection.supplementariesFollowContentInsets
        let left = follows ? insets.left : 0, right = follows ? insets.right : 0
        boundary = BoundaryItems(Self.boundaryDefinitions(layoutSection), section: section, top: top, width: width,
                                 height: height, left: left, right: right, dataSource: dataSource)
        areaTop = top + boundary.topHeight
        contentTop = areaTop + insets.top
        contentLeft = max(insets.left, left + boundary.leadingWidth)
        let contentRight = max(insets.right, right + boundary.trailingWidth)
        // Rule 2: the section container.
        let containerWidth = max(0, width - contentLeft - contentRight)
        let containerHeight = max(0, height - insets.top - insets.bottom)
        badges = ItemBadges(group: layoutSection.group)
        let group = layoutSection.group
        groupSize = Size(width: group.size.width.resolved(width: containerWidth, height: containerHeight),
                         height: group.size.height.resolved(width: containerWidth, height: containerHeight))
        leadingShift = isOrthogonal && layoutSection.orthogonalScrollingBehavior == .groupPagingCentered
            ? max(0, (containerWidth - groupSize.width) / 2) : 0
        if group.hasFixedSize {
            let template = GroupTemplate(group: group, size: groupSize, alongX: isOrthogonal)
            let pitch = (isOrthogonal ? groupSize.width : groupSize.height) + interGroupSpacing
            let fixed = FixedSectionCells(template: template, origin: Point(x: contentLeft + leadingShift, y: contentTop), pitch: pitch,
                                          itemCount: template.count == 0 ? 0 : itemCount)
            cells = .fixed(fixed)
            placedCount = fixed.itemCount
            if let badges { takeBadges(badges, of: template, group: group) }
            let instances = fixed.instanceCount
            if instances > 0 {
                contentHeight = isOrthogonal ? groupSize.height : Double(instances - 1) * pitch + groupSize.height
                let lastOrigin = fixed.origin(ofInstance: isOrthogonal ? 0 : instances - 1)
                cellsBottom = lastOrigin.y + template.bottom
            }
            close()
        } else {
            cells = .selfSized(SelfSizedSectionCells(alongX: isOrthogonal, keepsLeaves: badges != nil && badges?.uniform == nil))
            isOpen = true
            if isOrthogonal {
                placeInstances(from: dataSource, until: .infinity)
            }
        }
    }

    /// The origin along the scroll axis of the next instance of a self-sizing section.
    private var nextOrigin: Double = 0
    /// The self-sizing group, flattened once for every instance.
    private var compiled: CompiledGroup?

    /// Lays out instances of a self-sizing section while the next one starts above `limit` and
    /// fewer than `end` items are placed, closing the section after its last item. Returns how
    /// many items it placed.
    @discardableResult
    func placeInstances(from dataSource: LayoutDataSource, until limit: Double, upTo end: Int = .max) -> Int {
        guard isOpen, case .selfSized(var store) = cells else { return 0 }
        cells = .fixed(FixedSectionCells.empty)  // keep `store` uniquely referenced while it grows
        defer { cells = .selfSized(store) }
        let group = layoutSection.group
        let estimatedWidth = group.size.width.isEstimated, estimatedHeight = group.size.height.isEstimated
        let pitch = groupSize.width + interGroupSpacing
        if compiled == nil { compiled = CompiledGroup(group) }
        var sizer = ItemSizer(dataSource: dataSource, section: section, items: placedCount..<itemCount)
        sizer.minimumHeight = layoutSection.listConfiguration?.minimumRowHeight ?? 0
        var filler = GroupFiller(tree: compiled!, items: sizer)
        swap(&filler.frames, &store.frames)
        defer { swap(&filler.frames, &store.frames) }
        filler.recordsLeaves = store.keepsLeaves
        if store.keepsLeaves { swap(&filler.leaves, &store.leaves) }
        defer { if store.keepsLeaves { swap(&filler.leaves, &store.leaves) } }
        let start = placedCount
        while placedCount < itemCount, placedCount < end {
            let k = store.instances.count
            let origin = isOrthogonal ? contentLeft + leadingShift + Double(k) * pitch : (k == 0 ? contentTop : nextOrigin)
            if !isOrthogonal && origin >= limit { break }
            let x = isOrthogonal ? origin : contentLeft
            let y = isOrthogonal ? contentTop : origin
            filler.beginInstance()
            let first = filler.frames.count
            let size = filler.fill(x: x, y: y, width: groupSize.width, height: groupSize.height,
                                   estimatedWidth: estimatedWidth, estimatedHeight: estimatedHeight)
            let consumed = filler.items.next - placedCount
            guard consumed > 0 else {
                // The group has no item slot: the remaining items cannot be placed.
                itemCount = placedCount
                break
            }
            var reach = store.instances.last?.reach ?? -.infinity
            for k in first..<filler.frames.count {
                let frame = filler.frames[k]
                reach = max(reach, isOrthogonal ? frame.maxX : frame.maxY)
                cellsBottom = max(cellsBottom, frame.maxY)
                if let badges {
                    let leaf: Int32 = store.keepsLeaves ? filler.leaves[k] : 0
                    for badge in badges.badges(ofLeaf: leaf) {
                        let badgeFrame = ItemBadges.frame(of: badge, onCell: frame)
                        badgeOutset.include(badgeFrame, onCell: frame)
                        cellsBottom = max(cellsBottom, badgeFrame.maxY)
                    }
                }
            }
            store.instances.append(.init(firstItem: first, origin: origin, reach: max(reach, origin)))
            placedCount += consumed
            if isOrthogonal {
                contentHeight = max(contentHeight, size.height)
            } else {
                contentHeight = origin + size.height - contentTop
                nextOrigin = origin + size.height + interGroupSpacing
            }
        }
        if placedCount >= itemCount { close() }
        return placedCount - start
    }

    /// Ends the section (rules 10 and 21): `inset.bottom` after the content (and no higher than
    /// the end of the side columns), then the bottom boundary items.
    func close() {
        isOpen = false
        let end = max(contentTop + contentHeight + insets.bottom, areaTop + boundary.sideHeight)
        areaBottom = end
        bottom = end + boundary.bottomHeight
    }

    /// The boundary item definitions of `section`: the header shorthand, the footer shorthand,
    /// then its own list (rule 21).
    static func boundaryDefinitions(_ section: LayoutSection) -> [LayoutBoundaryItem] {
        var definitions: [LayoutBoundaryItem] = []
        let header = section.headerHeight.layoutLength, footer = section.footerHeight.layoutLength
        if header > 0 {
            definitions.append(LayoutBoundaryItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(header)),
                                                  kind: .header, alignment: .top))
        }
        if footer > 0 {
            definitions.append(LayoutBoundaryItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(footer)),
                                                  kind: .footer, alignment: .bottom))
        }
        return definitions + section.boundarySupplementaryItems
    }

    /// Records the badges of a fixed-size section: which group item each template slot is (when
    /// the items carry different badges) and how far the badges reach past their cells.
    private func takeBadges(_ badges: ItemBadges, of template: GroupTemplate, group: LayoutGroup) {
        if badges.uniform == nil {
            var filler = GroupFiller(tree: CompiledGroup(group), items: .unlimited)
            filler.recordsLeaves = true
            _ = filler.fill(x: 0, y: 0, width: template.size.width, height: template.size.height,
                            estimatedWidth: false, estimatedHeight: false)
            slotLeaves = filler.leaves
        }
        for (slot, cell) in template.slots.enumerated() {
            for badge in badges.badges(ofLeaf: slot < slotLeaves.count ? slotLeaves[slot] : 0) {
                badgeOutset.include(ItemBadges.frame(of: badge, onCell: cell), onCell: cell)
            }
        }
    }

    /// The group node of item `item` (placed), for its badges.
    func leaf(ofItem item: Int) -> Int32 {
        switch cells {
        case .fixed(let fixed): return slotLeaves.isEmpty ? 0 : slotLeaves[item % fixed.slotsPerInstance]
        case .selfSized(let store): return store.keepsLeaves ? store.leaves[item] : 0
        }
    }

    /// The section's frame (rule 20): the layout's full width, from its top to its bottom, once closed.
    var frame: Rect? {
        isOpen ? nil : Rect(x: 0, y: top, width: width, height: bottom - top)
    }

    /// The bottom of everything the closed section shows besides its cells: its boundary items
    /// (moved by their offsets) and badges.
    var viewsBottom: Double {
        var result = max(boundary.lowestTopOrSide, bottom)
        if let areaBottom { result = max(result, areaBottom + boundary.lowestBottom) }
        return max(result, cellsBottom + badgeOutset.bottom)
    }

    /// Takes the section back to open after items were appended to it: a fixed-size section is
    /// recomputed (in O(1)); a self-sizing one forgets its last instance, which may have been partial, and
    /// lays it out again with the new items on the next advance.
    func reopen(itemCount newCount: Int) {
        switch cells {
        case .fixed(let fixed):
            itemCount = newCount
            let updated = FixedSectionCells(template: fixed.template, origin: fixed.origin, pitch: fixed.pitch,
                                            itemCount: fixed.template.count == 0 ? 0 : newCount)
            cells = .fixed(updated)
            placedCount = updated.itemCount
            let instances = updated.instanceCount
            contentHeight = 0
            cellsBottom = -.infinity
            if instances > 0 {
                contentHeight = isOrthogonal ? groupSize.height : Double(instances - 1) * updated.pitch + groupSize.height
                cellsBottom = updated.origin(ofInstance: isOrthogonal ? 0 : instances - 1).y + updated.template.bottom
            }
            close()
        case .selfSized(var store):
            cells = .fixed(FixedSectionCells.empty)
            if isOrthogonal {
                // Its height is its tallest group: lay the whole section out again.
                store = SelfSizedSectionCells(alongX: true, keepsLeaves: store.keepsLeaves)
                placedCount = 0
            } else if let last = store.instances.last {
                placedCount = last.firstItem
                store.removeLastInstance()
                nextOrigin = last.origin
            }
            itemCount = newCount
            contentHeight = store.instances.isEmpty ? 0 : nextOrigin - interGroupSpacing - contentTop
            cells = .selfSized(store)
            areaBottom = nil
            bottom = .infinity
            isOpen = true
        }
    }

    /// The frame of item `item`, if it is laid out.
    func frame(ofItem item: Int) -> Rect? {
        guard item >= 0, item < placedCount else { return nil }
        switch cells {
        case .fixed(let fixed): return fixed.frame(ofItem: item)
        case .selfSized(let store): return store.frames[item]
        }
    }

    /// Calls `body` with every laid-out cell whose frame intersects `rect`.
    func forEachItem(intersecting rect: Rect, _ body: (Int, Rect) -> Void) {
        switch cells {
        case .fixed(let fixed): fixed.forEachItem(intersecting: rect, body)
        case .selfSized(let store): store.forEachItem(intersecting: rect, body)
        }
    }

    /// The number of group instances laid out.
    var instanceCount: Int {
        switch cells {
        case .fixed(let fixed): return fixed.instanceCount
        case .selfSized(let store): return store.instances.count
        }
    }

    /// Bytes held for the boundary items and badges, by capacity: per template slot, never per item.
    private var ownViewBytes: Int {
        boundary.items.capacity * MemoryLayout<BoundaryItems.Item>.stride + slotLeaves.capacity * 4
    }

    /// Bytes held, by capacity.
    var retainedBytes: Int {
        switch cells {
        case .fixed(let fixed): return fixed.retainedBytes + 256 + ownViewBytes
        case .selfSized(let store): return store.retainedBytes + 256 + ownViewBytes
        }
    }
}

extension FixedSectionCells {
    /// No cells: a placeholder while a self-sizing store is being changed in place.
    static let empty = FixedSectionCells(template: GroupTemplate(group: LayoutGroup(axis: .horizontal,
        size: LayoutSize(width: .absolute(0), height: .absolute(0)), subitems: []), size: .zero, alongX: false),
        origin: .zero, pitch: 0, itemCount: 0)
}

extension LayoutGroup {
    /// Whether no dimension of the group or of anything in it is estimated: its instances are all alike.
    var hasFixedSize: Bool {
        !size.width.isEstimated && !size.height.isEstimated && subitems.allSatisfy { subitem in
            switch subitem {
            case .item(let item): return !item.size.width.isEstimated && !item.size.height.isEstimated
            case .group(let group): return group.hasFixedSize
            }
        }
    }
}

extension LayoutGroup {
    /// Whether a length of the group or of anything in it depends on the view's height, given
    /// whether its container's width and height do (the section container's height does).
    func dependsOnHeight(widthDepends: Bool, heightDepends: Bool) -> Bool {
        let width = size.width.dependsOnHeight(widthDepends: widthDepends, heightDepends: heightDepends)
        let height = size.height.dependsOnHeight(widthDepends: widthDepends, heightDepends: heightDepends)
        if width || height { return true }
        return subitems.contains { subitem in
            switch subitem {
            case .item(let item):
                return item.size.width.dependsOnHeight(widthDepends: width, heightDepends: height)
                    || item.size.height.dependsOnHeight(widthDepends: width, heightDepends: height)
            case .group(let group):
                return group.dependsOnHeight(widthDepends: width, heightDepends: height)
            }
        }
    }
}

extension LayoutDimension {
    /// Whether the resolved length depends on the view's height, given whether the container's sides do.
    func dependsOnHeight(widthDepends: Bool, heightDepends: Bool) -> Bool {
        switch self {
        case .fractionalWidth: return widthDepends
        case .fractionalHeight: return heightDepends
        case .absolute, .estimated, .uniformAcrossSiblings: return false
        }
    }
}
