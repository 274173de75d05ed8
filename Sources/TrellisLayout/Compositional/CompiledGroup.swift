/// A group tree flattened into plain values, for ``GroupFiller``: the group and every subitem
/// at any depth as one ``Node`` each, the subitems of a group side by side. Walking it touches
/// no reference-counted storage, where the `LayoutGroup` tree (arrays inside enums inside
/// arrays) costs a retain and a release per slot.
struct CompiledGroup {
    /// One group or item slot of the tree.
    struct Node {
        /// Whether this is an item slot (else a group).
        var isItem: Bool
        /// A group's axis is horizontal.
        var horizontal: Bool
        /// The width dimension.
        var width: LayoutDimension
        /// The height dimension.
        var height: LayoutDimension
        /// The item's or group's content insets, made safe (rules 6 and 16); the filler drops
        /// them on a self-sized axis (rule 15).
        var insets: EdgeInsets
        /// The space around the slot in its parent group (rule 17), each edge made safe; all
        /// `nil` for none (and for the root group, whose edge spacing is ignored).
        var edges: LayoutEdgeSpacing
        /// A group's `interItemSpacing` (its minimum when flexible), made safe.
        var spacing: Double
        /// Whether a group's `interItemSpacing` is flexible (rule 17).
        var spacingIsFlexible: Bool
        /// Whether a group has something flexible along its axis or across it: a flexible
        /// spacing or a subitem with a flexible edge. Only such a group shares leftover space.
        var hasFlexible: Bool
        /// Whether a group has an item subitem with a `uniformAcrossSiblings` dimension (rule 18).
        var hasUniformItems: Bool
        /// A group's `count`, clamped to `1...slotLimit`; 0 for none (the subitems cycle).
        var count: Int
        /// A group that holds one pass of its subitems (``LayoutGroup/repeatsSubitems`` false).
        var onePass: Bool
        /// The index of a group's first subitem in ``nodes``.
        var firstChild: Int
        /// A group's number of subitems.
        var childCount: Int
    }

    /// The nodes; `nodes[0]` is the root group.
    let nodes: [Node]

    /// Flattens `group`, breadth first, so that each group's subitems lie side by side.
    init(_ group: LayoutGroup) {
        var root = Self.node(.group(group))
        root.edges = LayoutEdgeSpacing()  // a section's own group has no edge spacing (rule 17)
        var nodes: [Node] = [root]
        var queue: [(group: LayoutGroup, node: Int)] = [(group, 0)]
        var next = 0
        while next < queue.count {
            let (current, parent) = queue[next]
            nodes[parent].firstChild = nodes.count
            nodes[parent].childCount = current.subitems.count
            for subitem in current.subitems {
                if case .group(let nested) = subitem { queue.append((nested, nodes.count)) }
                let child = Self.node(subitem)
                if child.edges.hasFlexible { nodes[parent].hasFlexible = true }
                if child.isItem && (child.width.isUniformAcrossSiblings || child.height.isUniformAcrossSiblings) {
                    nodes[parent].hasUniformItems = true
                }
                nodes.append(child)
            }
            next += 1
        }
        self.nodes = nodes
    }

    private static func node(_ subitem: LayoutSubitem) -> Node {
        switch subitem {
        case .item(let item):
            return Node(isItem: true, horizontal: true, width: item.size.width, height: item.size.height,
                        insets: item.contentInsets.sanitized, edges: (item.edgeSpacing ?? LayoutEdgeSpacing()).sanitized,
                        spacing: 0, spacingIsFlexible: false, hasFlexible: false, hasUniformItems: false,
                        count: 0, onePass: false, firstChild: 0, childCount: 0)
        case .group(let group):
            return Node(isItem: false, horizontal: group.axis == .horizontal, width: group.size.width, height: group.size.height,
                        insets: group.contentInsets.sanitized, edges: (group.edgeSpacing ?? LayoutEdgeSpacing()).sanitized,
                        spacing: group.interItemSpacing.value, spacingIsFlexible: group.interItemSpacing.isFlexible,
                        hasFlexible: group.interItemSpacing.isFlexible, hasUniformItems: false,
                        count: group.count.map { max(1, min($0, GroupFiller.slotLimit)) } ?? 0,
                        onePass: !group.repeatsSubitems, firstChild: 0, childCount: 0)
        }
    }
}

extension LayoutEdgeSpacing {
    /// Each edge with its value made safe (negative or non-finite counts as 0), its kind kept.
    var sanitized: LayoutEdgeSpacing {
        func safe(_ spacing: LayoutSpacing?) -> LayoutSpacing? {
            switch spacing {
            case .fixed?: return .fixed(spacing!.value)
            case .flexible?: return .flexible(spacing!.value)
            case nil: return nil
            }
        }
        return LayoutEdgeSpacing(leading: safe(leading), top: safe(top), trailing: safe(trailing), bottom: safe(bottom))
    }

    /// Whether any edge is flexible.
    var hasFlexible: Bool {
        leading?.isFlexible == true || top?.isFlexible == true || trailing?.isFlexible == true || bottom?.isFlexible == true
    }

    /// The edges before and after a slot along a parent group's axis (leading/trailing for a
    /// horizontal group, top/bottom for a vertical one), and across it (near, far).
    func along(horizontal: Bool) -> (lead: LayoutSpacing?, trail: LayoutSpacing?) {
        horizontal ? (leading, trailing) : (top, bottom)
    }

    /// The edges across a parent group's axis: top/bottom for a horizontal group, leading/trailing for a vertical one.
    func across(horizontal: Bool) -> (near: LayoutSpacing?, far: LayoutSpacing?) {
        horizontal ? (top, bottom) : (leading, trailing)
    }
}

extension Optional where Wrapped == LayoutSpacing {
    /// The length an optional edge counts at least: 0 for none.
    var minimum: Double { self?.value ?? 0 }
    /// Whether the edge is flexible.
    var isFlexible: Bool { self?.isFlexible ?? false }
}
