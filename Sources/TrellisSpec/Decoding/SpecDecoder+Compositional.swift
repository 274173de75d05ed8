import TrellisLayout

/// Decoding of a compositional spec's groups: `group` objects, their subitems (item slots or
/// nested groups) and dimensions, each mistake named with its place and key path
/// (`sections[0].group.subitems[1].width: …`), as for every other key.
///
/// A group goes on after a mistake wherever the rest still makes sense, so one run names every
/// bad dimension of a tree; a group with any mistake is then left out (the error says why).
extension SpecDecoder {
    /// The `group` at `node`, nested `depth` levels deep (a section's group is level 1).
    mutating func group(_ node: Int, _ path: String, depth: Int) throws(SpecDiagnostic) -> LayoutGroup {
        guard doc.kind(node) == .object else { throw mismatch(node, path, expected: "an object (a group)") }
        guard depth <= SpecLimits.maxGroupDepth else {
            throw error(node, path, "groups nested deeper than \(SpecLimits.maxGroupDepth) levels")
        }
        var axis: LayoutGroup.Axis?
        var width: LayoutDimension?
        var height: LayoutDimension?
        var subitems: [LayoutSubitem]?
        var count: Int?
        var countNode: Int?
        var subitemCount = 0
        var spacing: LayoutSpacing = 0
        var spacingKey: Int?
        var insets = EdgeInsets.zero
        var edgeSpacing: LayoutEdgeSpacing?
        var present = Set<String>()  // known keys with a value, good or bad
        var failed = false
        forEachUsedMember(of: node, path, known: SpecKeys.group) { decoder, member in
            let (value, memberPath) = (member.value, member.path)
            present.insert(member.name)
            do throws(SpecDiagnostic) {
                switch member.name {
                case "axis": axis = try decoder.enumeration(value, memberPath, LayoutGroup.Axis.self)
                case "width": width = try decoder.dimension(value, memberPath)
                case "height": height = try decoder.dimension(value, memberPath)
                case "subitems":
                    // Counted before decoding: a subitem with a mistake of its own still counts.
                    if decoder.doc.kind(value) == .array { subitemCount = decoder.doc.count(value) }
                    subitems = try decoder.slots(value, memberPath, depth: depth)
                case "count":
                    countNode = value
                    count = try decoder.groupCount(value, memberPath)
                case "insets": insets = try decoder.insets(value, memberPath)
                case "edgeSpacing":
                    if depth == 1 {
                        decoder.warn(member.key, memberPath, "ignored on a section's group (edge spacing places a subitem in its parent group)")
                    }
                    edgeSpacing = try decoder.edgeSpacing(value, memberPath)
                default:
                    spacingKey = member.key
                    spacing = try decoder.spacing(value, memberPath)
                }
            } catch {
                decoder.record(error)
                failed = true
            }
        }
        for (key, what) in [("axis", "\"horizontal\" or \"vertical\""), ("width", "a dimension"), ("height", "a dimension"),
                            ("subitems", "an array of item slots and groups")] where !present.contains(key) {
            record(error(node, path, "missing key \"\(key)\" (\(what))"))
            failed = true
        }
        if let count, let countNode, subitemCount > 1 {
            record(error(countNode, Self.join(path, "count"),
                         "a group with a count repeats its one subitem \(count) times; this group has \(subitemCount) subitems"))
            failed = true
        }
        if count != nil {
            warnEdgeSpacingOfCountedSlots(of: node, path)
            if spacing.isFlexible, let spacingKey {
                warn(spacingKey, Self.join(path, "interItemSpacing"),
                     "counts as fixed in a group with a count (its slots divide its length equally)")
            }
        }
        guard !failed, let axis, let width, let height, let subitems else { throw error(node, path, "") }
        var group = LayoutGroup(axis: axis, size: LayoutSize(width: width, height: height), subitems: subitems, count: count,
                                interItemSpacing: spacing)
        group.contentInsets = insets
        group.edgeSpacing = edgeSpacing
        return group
    }

    /// Warns at the `edgeSpacing` of each subitem of the group at `node`, which has a `count`:
    /// its slots are equal shares of the group, so edge spacing does not place them.
    private mutating func warnEdgeSpacingOfCountedSlots(of node: Int, _ path: String) {
        guard let subitemsKey = lastKeys(of: node)["subitems"], doc.kind(subitemsKey + 1) == .array else { return }
        var index = 0
        doc.forEachElement(of: subitemsKey + 1) { element in
            defer { index += 1 }
            guard doc.kind(element) == .object, let key = lastKeys(of: element)["edgeSpacing"] else { return }
            warn(key, "\(path).subitems[\(index)].edgeSpacing",
                 "ignored in a group with a count (its slots are equal shares of the group: use the group's interItemSpacing)")
        }
    }

    /// The `subitems` array at `node` of a group `depth` levels deep: at least one slot.
    private mutating func slots(_ node: Int, _ path: String, depth: Int) throws(SpecDiagnostic) -> [LayoutSubitem] {
        guard doc.kind(node) == .array else {
            throw mismatch(node, path, expected: "an array of item slots and groups")
        }
        guard doc.count(node) > 0 else { throw error(node, path, "a group needs at least one subitem, got an empty array") }
        var slots: [LayoutSubitem] = []
        var failed = false
        var index = 0
        doc.forEachElement(of: node) { element in
            let slotPath = "\(path)[\(index)]"
            slotNodes[slotPath] = element
            do throws(SpecDiagnostic) {
                slots.append(try slot(element, slotPath, depth: depth))
            } catch {
                record(error)
                failed = true
            }
            index += 1
        }
        if failed { throw error(node, path, "") }
        return slots
    }

    /// One subitem: a nested group (an object with `axis`, or with another key only a group
    /// has: then it is a group missing its `axis`), else an item slot.
    private mutating func slot(_ node: Int, _ path: String, depth: Int) throws(SpecDiagnostic) -> LayoutSubitem {
        guard doc.kind(node) == .object else {
            throw mismatch(node, path, expected: "an object (an item slot or a group)")
        }
        var isGroup = false
        doc.forEachMember(of: node) { key, _ in
            if ["axis", "subitems", "count", "interItemSpacing"].contains(doc.string(key)) { isGroup = true }
        }
        if isGroup { return .group(try group(node, path, depth: depth + 1)) }
        return .item(try itemSlot(node, path))
    }

    /// An item slot: `width` and `height` (required), `insets`, `edgeSpacing` and `supplementaries`.
    private mutating func itemSlot(_ node: Int, _ path: String) throws(SpecDiagnostic) -> LayoutItem {
        var width: LayoutDimension?
        var height: LayoutDimension?
        var insets = EdgeInsets.zero
        var edgeSpacing: LayoutEdgeSpacing?
        var supplementaries: [LayoutSupplementaryItem] = []
        var present = Set<String>()
        var failed = false
        forEachUsedMember(of: node, path, known: SpecKeys.itemSlot) { decoder, member in
            present.insert(member.name)
            do throws(SpecDiagnostic) {
                switch member.name {
                case "width": width = try decoder.dimension(member.value, member.path, uniform: true)
                case "height": height = try decoder.dimension(member.value, member.path, uniform: true)
                case "edgeSpacing": edgeSpacing = try decoder.edgeSpacing(member.value, member.path)
                case "supplementaries": supplementaries = try decoder.supplementaries(member.value, member.path)
                default: insets = try decoder.insets(member.value, member.path)
                }
            } catch {
                decoder.record(error)
                failed = true
            }
        }
        for key in ["width", "height"] where !present.contains(key) {
            record(error(node, path, "missing key \"\(key)\" (a dimension)"))
            failed = true
        }
        guard !failed, let width, let height else { throw error(node, path, "") }
        return LayoutItem(size: LayoutSize(width: width, height: height), contentInsets: insets, edgeSpacing: edgeSpacing,
                          supplementaryItems: supplementaries)
    }

    /// A dimension: an object with exactly one of ``SpecKeys/dimension``. `uniformAcrossSiblings`
    /// is an item slot's (`uniform`); anywhere else it loads as `estimated`, with a warning.
    mutating func dimension(_ node: Int, _ path: String, uniform: Bool = false) throws(SpecDiagnostic) -> LayoutDimension {
        let choices = SpecKeys.dimension.map { "\"\($0)\"" }.joined(separator: ", ")
        guard doc.kind(node) == .object else {
            throw mismatch(node, path, expected: "an object with one of \(choices)")
        }
        var found: [(name: String, value: LayoutDimension?)] = []
        forEachUsedMember(of: node, path, known: SpecKeys.dimension) { decoder, member in
            let (value, memberPath) = (member.value, member.path)
            do throws(SpecDiagnostic) {
                let dimension: LayoutDimension = switch member.name {
                case "fractionalWidth": .fractionalWidth(try decoder.fraction(value, memberPath))
                case "fractionalHeight": .fractionalHeight(try decoder.fraction(value, memberPath))
                case "absolute": .absolute(try decoder.length(value, memberPath))
                case "estimated": .estimated(try decoder.estimate(value, memberPath, dimension: path))
                default: try decoder.uniformDimension(value, memberPath, dimension: path, key: member.key, allowed: uniform)
                }
                found.append((member.name, dimension))
            } catch {
                decoder.record(error)
                found.append((member.name, nil))
            }
        }
        guard found.count == 1 else {
            let names = found.map { "\"\($0.name)\"" }
            let got = names.isEmpty ? "none" : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
            throw error(node, path, "expected exactly one of \(choices), got \(got)")
        }
        guard let dimension = found[0].value else { throw error(node, path, "") }  // reported where it is
        return dimension
    }

    /// A fraction of a container: a finite number greater than 0. One above
    /// ``LayoutDimension/maximumFraction`` loads, with a warning that it counts as that.
    private mutating func fraction(_ node: Int, _ path: String) throws(SpecDiagnostic) -> Double {
        let value = doc.number(node)
        guard doc.kind(node) == .number, value.isFinite, value > 0 else {
            throw mismatch(node, path, expected: "a number greater than 0 (a fraction of the container)")
        }
        if value > LayoutDimension.maximumFraction {
            warn(node, path, "counts as \(Int(LayoutDimension.maximumFraction)) (the largest fraction a layout uses)")
        }
        return value
    }

    /// An `estimated` length. An estimate of 0 loads, with a warning: whatever does not size
    /// itself in that dimension (an item with no `height` or `text`, or no `width` or `title`, and
    /// a fraction inside the group) then gets no size at all, which is seldom what was meant.
    private mutating func estimate(_ node: Int, _ path: String, dimension: String) throws(SpecDiagnostic) -> Double {
        let value = try length(node, path)
        if value == 0 {
            let own = dimension.hasSuffix("width") ? "no \"width\" or \"title\"" : "no \"height\" or \"text\""
            warn(node, path, "an estimate of 0 gives no size to what does not size itself (an item with \(own), a fraction of its group)")
        }
        return value
    }

    /// A `uniformAcrossSiblings` estimate: on an item slot, every item of its group takes the
    /// largest self-sized length (rule 18); elsewhere (a group, a supplementary or boundary item)
    /// it has no siblings to match and counts as `estimated`, with a warning.
    private mutating func uniformDimension(_ node: Int, _ path: String, dimension: String, key: Int,
                                           allowed: Bool) throws(SpecDiagnostic) -> LayoutDimension {
        let value = try estimate(node, path, dimension: dimension)
        guard allowed else {
            warn(key, path, "counts as \"estimated\" (only an item slot's dimension is uniform across its siblings)")
            return .estimated(value)
        }
        return .uniformAcrossSiblings(estimate: value)
    }

    /// A group's `count`: an integer from 1 to ``SpecLimits/maxGroupCount``.
    private func groupCount(_ node: Int, _ path: String) throws(SpecDiagnostic) -> Int {
        let value = doc.number(node)
        guard doc.kind(node) == .number, value.rounded() == value, value >= 1, value <= Double(SpecLimits.maxGroupCount) else {
            throw mismatch(node, path, expected: "an integer from 1 to \(SpecLimits.maxGroupCount)")
        }
        return Int(value)
    }
}
