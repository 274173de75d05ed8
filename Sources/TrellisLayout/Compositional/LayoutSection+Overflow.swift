extension LayoutSection {
    /// A group whose first slot does not fit it along its axis (rule 4: that one slot is placed
    /// anyway, and overflows the group).
    public struct FirstSlotOverflow: Equatable, Sendable {
        /// The group, as the path of subitem indices from ``LayoutSection/group`` (`[]` is the
        /// section's group itself, `[1, 0]` is `group.subitems[1].subitems[0]`).
        public var path: [Int]
        /// The group's axis: the lengths below are widths for a horizontal group, else heights.
        public var axis: LayoutGroup.Axis
        /// The first slot's length along the axis.
        public var slotLength: Double
        /// The group's length along the axis.
        public var groupLength: Double
    }

    /// The groups of this section whose first slot does not fit them in a view of `viewSize`
    /// (rule 4), outermost first. A spec validator warns about them. Estimated dimensions count
    /// at their estimates; a group with a `count` always fits (rule 5), and a vertical group of
    /// estimated height grows to its subitems (rule 8), so neither is named.
    ///
    /// ```swift
    /// let wide = LayoutGroup.horizontal(size: LayoutSize(width: .absolute(5), height: .absolute(1)),
    ///                                   subitems: [LayoutItem(size: LayoutSize(width: .absolute(8), height: .absolute(1)))])
    /// LayoutSection(group: wide).firstSlotOverflows(viewSize: Size(width: 80, height: 24)).map(\.path)   // [[]]
    /// ```
    public func firstSlotOverflows(viewSize: Size) -> [FirstSlotOverflow] {
        let insets = contentInsets.sanitized
        let width = max(0, viewSize.width.layoutLength - insets.left - insets.right)
        let height = max(0, viewSize.height.layoutLength - insets.top - insets.bottom)
        var overflows: [FirstSlotOverflow] = []
        group.collectOverflows(width: group.size.width.resolved(width: width, height: height),
                               height: group.size.height.resolved(width: width, height: height), path: [], into: &overflows)
        return overflows
    }
}

extension LayoutGroup {
    /// Adds this group (laid out `width` x `height`, at `path`) when its first slot does not
    /// fit, then its nested groups, each resolved against this group (against its slot, in a
    /// `count` group).
    fileprivate func collectOverflows(width: Double, height: Double, path: [Int],
                                      into overflows: inout [LayoutSection.FirstSlotOverflow]) {
        let horizontal = axis == .horizontal
        let length = horizontal ? width : height
        let spacing = interItemSpacing.layoutLength
        let grows = !horizontal && size.height.isEstimated
        var slotLength: Double?
        if let count {
            let n = Double(max(1, min(count, GroupFiller.slotLimit)))
            slotLength = max(0, (length - spacing * (n - 1)) / n)
        } else if !grows, let first = subitems.first {
            let along = (horizontal ? first.size.width : first.size.height).resolved(width: width, height: height)
            if along > length + GroupFiller.fitTolerance {
                overflows.append(.init(path: path, axis: axis, slotLength: along, groupLength: length))
            }
        }
        for (index, subitem) in subitems.enumerated() {
            guard case .group(let nested) = subitem else { continue }
            var w = nested.size.width.resolved(width: width, height: height)
            var h = nested.size.height.resolved(width: width, height: height)
            if let slotLength { if horizontal { w = slotLength } else { h = slotLength } }
            nested.collectOverflows(width: w, height: h, path: path + [index], into: &overflows)
        }
    }
}
