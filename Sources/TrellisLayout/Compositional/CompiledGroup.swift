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
        /// An item's insets, made safe.
        var insets: EdgeInsets
        /// A group's `interItemSpacing`, made safe.
        var spacing: Double
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
        var nodes: [Node] = [Self.node(.group(group))]
        var queue: [(group: LayoutGroup, node: Int)] = [(group, 0)]
        var next = 0
        while next < queue.count {
            let (current, parent) = queue[next]
            nodes[parent].firstChild = nodes.count
            nodes[parent].childCount = current.subitems.count
            for subitem in current.subitems {
                if case .group(let nested) = subitem { queue.append((nested, nodes.count)) }
                nodes.append(Self.node(subitem))
            }
            next += 1
        }
        self.nodes = nodes
    }

    private static func node(_ subitem: LayoutSubitem) -> Node {
        switch subitem {
        case .item(let item):
            return Node(isItem: true, horizontal: true, width: item.size.width, height: item.size.height,
                        insets: item.contentInsets.sanitized, spacing: 0, count: 0, onePass: false, firstChild: 0, childCount: 0)
        case .group(let group):
            return Node(isItem: false, horizontal: group.axis == .horizontal, width: group.size.width, height: group.size.height,
                        insets: .zero, spacing: group.interItemSpacing.value,
                        count: group.count.map { max(1, min($0, GroupFiller.slotLimit)) } ?? 0,
                        onePass: !group.repeatsSubitems, firstChild: 0, childCount: 0)
        }
    }
}
