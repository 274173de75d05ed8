/// Which slots of a section's groups do not fit their group (rule 4): what `trellis validate` warns of.
/// Package-only: the spec loader's check, not a layout author's API.
extension LayoutSection {
    /// A slot of a group that does not fit it along its axis (rule 4). The first slot of a group
    /// is placed anyway and overflows the group; a later slot ends the group instead, so in every
    /// instance the items meant for it and for the subitems after it go on past the group (the
    /// next instance, for the section's group): that subitem is never filled.
    package struct SlotOverflow: Equatable, Sendable {
        /// The group, as the path of subitem indices from ``LayoutSection/group`` (`[]` is the
        /// section's group itself, `[1, 0]` is `group.subitems[1].subitems[0]`).
        package var path: [Int]
        /// The index of the slot in the group's subitems.
        package var slot: Int
        /// The group's axis: the lengths below are widths for a horizontal group, else heights.
        package var axis: LayoutGroup.Axis
        /// What the slot's far edge adds up from, along the axis, each relative to the group's
        /// own size inside its content insets (rule 16): the along-axis dimension of every subitem
        /// up to the slot, each between its leading and trailing edge spacing where it has one, and
        /// the group's `interItemSpacing` between every two of them, spacings as `absolute`
        /// dimensions at their minimums (rule 17).
        package var terms: [LayoutDimension]
        /// The length of each of ``terms`` in the view checked.
        package var lengths: [Double]
        /// The slot's far edge along the axis, in the view checked: the sum of ``terms``.
        package var farEdge: Double
        /// The group's length along the axis inside its content insets, in the view checked.
        package var groupLength: Double
        /// Whether the slot overflows whatever the view's size (the terms and the group's length
        /// grow together, or not at all, and the terms win): else only the view checked is known.
        package var atEveryWidth: Bool
        /// The group's content insets along the axis, both sides together (rule 16): the group
        /// is ``groupLength`` plus these long. 0 for none, or on an estimated axis (rule 15).
        package var insets: Double = 0
    }

    /// The slots of this section's groups that do not fit them in a view of `viewSize` (rule 4),
    /// outermost group first, the slots of one group in order: each group's first slot when it
    /// is longer than the group, and the first later slot whose far edge passes the group's end
    /// in the first pass of its subitems (the layout ends the group there). Each slot counts its
    /// leading and trailing edge spacing (flexible ones at their minimum) and each group its
    /// content insets along its axis (rules 16 and 17), as the layout's fit test does.
    ///
    /// Only what the layout really places is looked at: the groups inside a slot that never fits
    /// are left out. A later slot is named only when the lengths before it do not depend on the
    /// items (no self-sizing item or group along the axis), so the layout moves it whatever the
    /// data; a first slot counts at its estimate. A `count` group always fits (rule 5), and a
    /// group whose length along its axis is estimated holds one pass (rule 8), as does one whose
    /// subitems all have zero length (rule 13).
    ///
    /// ```swift
    /// let hero = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.6), height: .fractionalHeight(1)))
    /// let pair = LayoutGroup.vertical(size: LayoutSize(width: .fractionalWidth(0.4), height: .fractionalHeight(1)),
    ///                                 subitems: [LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.5)))])
    /// let row = LayoutGroup.horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(4)),
    ///                                  subitems: [hero, pair]).interItemSpacing(1)
    /// let overflow = LayoutSection(group: row).slotOverflows(viewSize: Size(width: 80, height: 23))[0]
    /// (overflow.slot, overflow.farEdge, overflow.atEveryWidth)   // (1, 81, true): 0.6·W + 1 + 0.4·W > W
    /// ```
    package func slotOverflows(viewSize: Size) -> [SlotOverflow] {
        let insets = contentInsets.sanitized
        let width = max(0, viewSize.width.layoutLength - insets.left - insets.right)
        let height = max(0, viewSize.height.layoutLength - insets.top - insets.bottom)
        let container = GroupExtent(width: width, height: height, widthTerm: .perWidth, heightTerm: .perHeight)
        var overflows: [SlotOverflow] = []
        group.collectOverflows(container.resolving(group.size), path: [], alongIsForced: false, into: &overflows)
        return overflows
    }
}

/// A length as a function of the section container's size `(cw, ch)`: `a·cw + c·ch + b`, for
/// telling an overflow that holds at every size from one that holds at the view checked.
private struct LinearLength {
    var a: Double, c: Double, b: Double

    static let perWidth = LinearLength(a: 1, c: 0, b: 0)
    static let perHeight = LinearLength(a: 0, c: 1, b: 0)
    static func constant(_ b: Double) -> LinearLength { LinearLength(a: 0, c: 0, b: b) }

    var isConstant: Bool { a == 0 && c == 0 }

    static func + (l: LinearLength, r: LinearLength) -> LinearLength { LinearLength(a: l.a + r.a, c: l.c + r.c, b: l.b + r.b) }
    static func - (l: LinearLength, r: LinearLength) -> LinearLength { LinearLength(a: l.a - r.a, c: l.c - r.c, b: l.b - r.b) }
    static func * (f: Double, l: LinearLength) -> LinearLength { LinearLength(a: f * l.a, c: f * l.c, b: f * l.b) }

    /// Whether this length is above the fit tolerance at every size `cw, ch ≥ 0` (coefficients
    /// within 1e-9 of 0 count as 0: fractions that add up to 1 in floating point).
    var isPositiveEverywhere: Bool { b > GroupFiller.fitTolerance && a > -1e-9 && c > -1e-9 }
}

/// A group's size in the view checked, and as a function of the container's size (`nil` where
/// it is not linear: inside a `count` group with spacing, whose slots are clamped at 0).
private struct GroupExtent {
    var width: Double, height: Double
    var widthTerm: LinearLength?, heightTerm: LinearLength?

    /// The length of `dimension` resolved against this extent (rule 1).
    func resolve(_ dimension: LayoutDimension) -> (Double, LinearLength?) {
        let value = dimension.resolved(width: width, height: height)
        switch dimension {
        case .fractionalWidth(let f): return (value, widthTerm.map { LayoutDimension.safeFraction(f) * $0 })
        case .fractionalHeight(let f): return (value, heightTerm.map { LayoutDimension.safeFraction(f) * $0 })
        case .absolute, .estimated, .uniformAcrossSiblings: return (value, .constant(value))
        }
    }

    /// This extent less `dx` across and `dy` down (content insets), never below 0. Its terms stay
    /// linear only where nothing is taken off a length that grows with the view (the clamp at 0
    /// would bend them).
    func inset(by dx: Double, _ dy: Double) -> GroupExtent {
        func term(_ t: LinearLength?, _ d: Double) -> LinearLength? {
            guard d > 0 else { return t }
            guard let t, t.isConstant else { return nil }
            return .constant(max(0, t.b - d))
        }
        return GroupExtent(width: max(0, width - dx), height: max(0, height - dy),
                           widthTerm: term(widthTerm, dx), heightTerm: term(heightTerm, dy))
    }

    /// The extent of a subitem of `size` resolved against this one.
    func resolving(_ size: LayoutSize) -> GroupExtent {
        let (w, wTerm) = resolve(size.width), (h, hTerm) = resolve(size.height)
        return GroupExtent(width: w, height: h, widthTerm: wTerm, heightTerm: hTerm)
    }
}

extension LayoutGroup {
    /// Adds the slots of this group (laid out at `extent`, at `path`) that do not fit, then
    /// those of the nested groups the layout places, each resolved against this group (against
    /// its slot, in a `count` group). `alongIsForced`: a `count` group set this group's length
    /// along its axis, which then is no estimate.
    fileprivate func collectOverflows(_ extent: GroupExtent, path: [Int], alongIsForced: Bool,
                                      into overflows: inout [LayoutSection.SlotOverflow]) {
        let horizontal = axis == .horizontal
        let alongIsEstimated = !alongIsForced && (horizontal ? size.width : size.height).isEstimated
        // Rules 15 and 16: the subitems resolve against the frame inset by the insets of each
        // axis that is not estimated.
        let widthIsEstimated = horizontal ? alongIsEstimated : size.width.isEstimated
        let heightIsEstimated = horizontal ? size.height.isEstimated : alongIsEstimated
        let insets = contentInsets.sanitized
        let insetsX = widthIsEstimated ? 0 : insets.left + insets.right
        let insetsY = heightIsEstimated ? 0 : insets.top + insets.bottom
        let extent = extent.inset(by: insetsX, insetsY)
        let length = horizontal ? extent.width : extent.height
        let lengthTerm = horizontal ? extent.widthTerm : extent.heightTerm
        let spacing = interItemSpacing.value
        let insetsAlong = horizontal ? insetsX : insetsY
        var placed = subitems.count  // the subitems the layout places: those before a slot that never fits
        var slotLength: (Double, LinearLength?)?
        if let count {
            let n = Double(max(1, min(count, GroupFiller.slotLimit)))
            let value = max(0, (length - spacing * (n - 1)) / n)
            let term = spacing * (n - 1) == 0 ? lengthTerm.map { (1 / n) * $0 } : (lengthTerm?.isConstant == true ? .constant(value) : nil)
            slotLength = (value, term)
        } else if !(alongIsEstimated && !horizontal) {  // a vertical group of estimated height grows to its subitems
            placed = checkSlots(extent, length: length, lengthTerm: lengthTerm, insets: insetsAlong,
                                onePass: alongIsEstimated || !repeatsSubitems, path: path, into: &overflows)
        }
        for (index, subitem) in subitems.enumerated().prefix(placed) {
            guard case .group(let nested) = subitem else { continue }
            var inner = extent.resolving(nested.size)
            if let slot = slotLength {
                if horizontal { (inner.width, inner.widthTerm) = slot } else { (inner.height, inner.heightTerm) = slot }
            }
            nested.collectOverflows(inner, path: path + [index], alongIsForced: slotLength != nil, into: &overflows)
        }
    }

    /// Walks the first pass of this group's subitems as ``GroupFiller`` lays them (rule 4):
    /// adds the first slot when it alone is longer than the group, and the first later slot whose
    /// far edge passes the group's end, where the group ends. Returns how many subitems the
    /// layout places (all of them, when none ends the group).
    private func checkSlots(_ extent: GroupExtent, length: Double, lengthTerm: LinearLength?, insets: Double, onePass: Bool,
                            path: [Int], into overflows: inout [LayoutSection.SlotOverflow]) -> Int {
        let horizontal = axis == .horizontal
        let spacing = interItemSpacing.value
        let dimensions = subitems.map { horizontal ? $0.size.width : $0.size.height }
        // Rule 13: subitems all of zero length hold one pass, whatever the spacing.
        let cycles = !onePass && dimensions.contains { extent.resolve($0).0 != 0 }
        var terms: [LayoutDimension] = []
        var lengths: [Double] = []
        var edge = 0.0
        var edgeTerm: LinearLength? = .constant(0)
        func overflow(_ slot: Int) -> LayoutSection.SlotOverflow {
            let excess = edgeTerm.flatMap { edge in lengthTerm.map { edge - $0 } }
            return .init(path: path, slot: slot, axis: axis, terms: terms, lengths: lengths, farEdge: edge, groupLength: length,
                         atEveryWidth: excess?.isPositiveEverywhere ?? false, insets: insets)
        }
        func add(_ spacing: Double) {
            edge += spacing
            edgeTerm = edgeTerm.map { $0 + .constant(spacing) }
            terms.append(.absolute(spacing))
            lengths.append(spacing)
        }
        for (index, dimension) in dimensions.enumerated() {
            if index > 0 {
                guard cycles else { break }
                // A self-sizing length before this slot: whether it fits depends on the items.
                if subitems[index - 1].sizesItselfAlong(horizontal: horizontal) { break }
                add(spacing)
            }
            // Rule 17: a slot takes its leading edge, its length and its trailing edge (minimums).
            let (lead, trail) = (subitems[index].edgeSpacing ?? LayoutEdgeSpacing()).along(horizontal: horizontal)
            if let lead { add(lead.value) }
            let (value, term) = extent.resolve(dimension)
            edge += value
            edgeTerm = edgeTerm.flatMap { sum in term.map { sum + $0 } }
            terms.append(dimension)
            lengths.append(value)
            if let trail { add(trail.value) }
            guard edge > length + GroupFiller.fitTolerance else { continue }
            if index == 0 {
                overflows.append(overflow(0))  // placed anyway, overflowing the group
            } else if !subitems[index].sizesItselfAlong(horizontal: horizontal) {
                overflows.append(overflow(index))
                return index
            } else {
                break  // its own length, from the items, decides
            }
        }
        return subitems.count
    }
}

extension LayoutSubitem {
    /// The subitem's edge spacing (rule 17).
    fileprivate var edgeSpacing: LayoutEdgeSpacing? {
        switch self {
        case .item(let item): return item.edgeSpacing
        case .group(let group): return group.edgeSpacing
        }
    }

    /// Whether this subitem's length along its group's axis comes from the items (rule 8): an
    /// item of estimated length along it, or a nested group of estimated height in a vertical group.
    fileprivate func sizesItselfAlong(horizontal: Bool) -> Bool {
        switch self {
        case .item(let item): return (horizontal ? item.size.width : item.size.height).isEstimated
        case .group(let group): return !horizontal && group.size.height.isEstimated
        }
    }
}
