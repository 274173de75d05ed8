/// The supplementary items on the items of one section's group (badges, rule 19): which items
/// carry which, and where each lies on its cell.
///
/// Nothing is stored per item: a badge's frame follows from its cell's frame and its
/// definition, so a fixed-size section keeps, per template slot, which item of the group the
/// slot is, and a self-sizing section per cell (when the group's items carry different badges).
struct ItemBadges {
    /// For each node of the group's ``CompiledGroup``, the supplementary items of its item (empty
    /// for a group node).
    private let byNode: [[LayoutSupplementaryItem]]
    /// The badges of every item, when all of the group's items carry the same ones: no cell need
    /// say which item it is.
    let uniform: [LayoutSupplementaryItem]?

    /// The badges of `group`'s items, or `nil` when none carries any.
    init?(group: LayoutGroup) {
        // The nodes in ``CompiledGroup``'s order: the root, then breadth first, each group's
        // subitems side by side.
        var nodes: [[LayoutSupplementaryItem]] = [[]]
        var queue: [LayoutGroup] = [group]
        var next = 0
        var sets: [[LayoutSupplementaryItem]] = []
        while next < queue.count {
            for subitem in queue[next].subitems {
                switch subitem {
                case .item(let item):
                    nodes.append(item.supplementaryItems)
                    sets.append(item.supplementaryItems)
                case .group(let nested):
                    queue.append(nested)
                    nodes.append([])
                }
            }
            next += 1
        }
        guard sets.contains(where: { !$0.isEmpty }) else { return nil }
        byNode = nodes
        uniform = sets.allSatisfy { $0 == sets[0] } ? sets[0] : nil
    }

    /// Whether any item carries a badge of `kind`.
    func hasBadge(ofKind kind: ElementKind) -> Bool {
        byNode.contains { $0.contains { $0.kind == kind } }
    }

    /// The badges of the item at node `leaf` (a cell's ``GroupFiller/leaves`` entry).
    func badges(ofLeaf leaf: Int32) -> [LayoutSupplementaryItem] {
        if let uniform { return uniform }
        let index = Int(leaf)
        return index >= 0 && index < byNode.count ? byNode[index] : []
    }

    /// The frame of `badge` on a cell at `cell` (rule 19): its size resolved against the cell's
    /// frame; aligned at the anchor's edges (`leading` puts its left edge on the cell's,
    /// `trailing` its right edge, neither or both centre it; `top`/`bottom` likewise); then moved
    /// by the absolute offset, or the fractional offset times its own size.
    static func frame(of badge: LayoutSupplementaryItem, onCell cell: Rect) -> Rect {
        let w = badge.size.width.resolved(width: cell.width, height: cell.height)
        let h = badge.size.height.resolved(width: cell.width, height: cell.height)
        let edges = badge.anchor.edges
        func place(_ low: LayoutRectEdges, _ high: LayoutRectEdges, min: Double, length: Double, size: Double) -> Double {
            let atLow = edges.contains(low), atHigh = edges.contains(high)
            if atLow && !atHigh { return min }
            if atHigh && !atLow { return min + length - size }
            return min + (length - size) / 2
        }
        var x = place(.leading, .trailing, min: cell.minX, length: cell.width, size: w)
        var y = place(.top, .bottom, min: cell.minY, length: cell.height, size: h)
        switch badge.anchor.offset {
        case .absolute(let offset):
            x += offset.x.layoutOffset
            y += offset.y.layoutOffset
        case .fractional(let fraction):
            x += (fraction.x * w).layoutOffset
            y += (fraction.y * h).layoutOffset
        }
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// The attributes of `badge` on item `item` of `section`, at `frame`: a supplementary view of
    /// its kind, at the item's index path.
    static func attributes(_ badge: LayoutSupplementaryItem, item: Int, section: Int, frame: Rect) -> LayoutAttributes {
        LayoutAttributes(category: .supplementaryView, kind: badge.kind, indexPath: LayoutIndexPath(item: item, section: section),
                         frame: frame, zIndex: badge.zIndex)
    }
}

/// How far the badges of a section reach past their cells, on each side (0 at least): a query
/// visits the cells of the rect grown by these to find every badge that meets it.
struct BadgeOutset {
    /// Above the cell.
    var top = 0.0
    /// Left of the cell.
    var left = 0.0
    /// Below the cell.
    var bottom = 0.0
    /// Right of the cell.
    var right = 0.0

    /// Takes in a badge at `badge` on a cell at `cell`.
    mutating func include(_ badge: Rect, onCell cell: Rect) {
        top = max(top, cell.minY - badge.minY)
        left = max(left, cell.minX - badge.minX)
        bottom = max(bottom, badge.maxY - cell.maxY)
        right = max(right, badge.maxX - cell.maxX)
    }

    /// The cells to visit for badges meeting `rect`: `rect` grown by the outset the other way.
    func cellQuery(for rect: Rect) -> Rect {
        Rect(x: rect.minX - right, y: rect.minY - bottom,
             width: rect.width + left + right, height: rect.height + top + bottom)
    }
}
