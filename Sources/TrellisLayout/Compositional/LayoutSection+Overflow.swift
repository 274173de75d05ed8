extension LayoutSection {
    /// The groups of this section whose first slot does not fit them in a view of `viewSize`
    /// (rule 4: that one slot is placed anyway), each as the path of subitem indices from
    /// ``group`` (`[]` is the section's group itself, `[1, 0]` is `group.subitems[1].subitems[0]`).
    /// A spec validator warns about them. Estimated dimensions count at their estimates.
    ///
    /// ```swift
    /// let wide = LayoutGroup.horizontal(size: LayoutSize(width: .absolute(5), height: .absolute(1)),
    ///                                   subitems: [LayoutItem(size: LayoutSize(width: .absolute(8), height: .absolute(1)))])
    /// LayoutSection(group: wide).groupsWhoseFirstSlotOverflows(viewSize: Size(width: 80, height: 24))   // [[]]
    /// ```
    public func groupsWhoseFirstSlotOverflows(viewSize: Size) -> [[Int]] {
        let insets = contentInsets.sanitized
        let width = max(0, viewSize.width.layoutLength - insets.left - insets.right)
        let height = max(0, viewSize.height.layoutLength - insets.top - insets.bottom)
        var paths: [[Int]] = []
        group.collectOverflows(width: group.size.width.resolved(width: width, height: height),
                               height: group.size.height.resolved(width: width, height: height), path: [], into: &paths)
        return paths
    }
}

extension LayoutGroup {
    /// Adds the path of this group (laid out `width` x `height`) when its first slot does not fit,
    /// then those of its nested groups.
    fileprivate func collectOverflows(width: Double, height: Double, path: [Int], into paths: inout [[Int]]) {
        let horizontal = axis == .horizontal
        let length = horizontal ? width : height
        let spacing = interItemSpacing.layoutLength
        var slotLength: Double?
        if let count {
            let n = Double(max(1, min(count, GroupFiller.slotLimit)))
            slotLength = max(0, (length - spacing * (n - 1)) / n)
        } else if let first = subitems.first {
            let along = (horizontal ? first.size.width : first.size.height).resolved(width: width, height: height)
            if along > length + GroupFiller.fitTolerance { paths.append(path) }
        }
        for (index, subitem) in subitems.enumerated() {
            guard case .group(let nested) = subitem else { continue }
            var w = nested.size.width.resolved(width: width, height: height)
            var h = nested.size.height.resolved(width: width, height: height)
            if let slotLength { if horizontal { w = slotLength } else { h = slotLength } }
            nested.collectOverflows(width: w, height: h, path: path + [index], into: &paths)
        }
    }
}
