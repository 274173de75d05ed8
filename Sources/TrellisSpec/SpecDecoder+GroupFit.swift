import TrellisLayout

/// The view a spec is checked at where a check needs one: the layout area of
/// `trellis render --size 80x24` (80 columns, 24 rows less the status line), in cells; times the
/// spec's `scale` for a spec in points. `attributes` lays a compositional spec out at this height
/// when no `--height` is given.
public enum DefaultView {
    /// The columns of the default view.
    public static let columns = 80
    /// The rows of the default view.
    public static let rows = 23
}

/// The checks of a compositional spec that need every key read: each section has a group (its
/// own or the top-level one), and each group's first subitem fits the group (rule 4).
extension SpecDecoder {
    /// Names each section of `spec` that has no group (nor a top-level one to fall back to), and
    /// warns where a group's first subitem does not fit it in the ``DefaultView``.
    mutating func checkGroups(of spec: LayoutSpec, topLevelGroup: Bool) {
        var warned = Set<String>()
        let view = Size(width: Double(DefaultView.columns) * scale.x, height: Double(DefaultView.rows) * scale.y)
        for (index, section) in spec.sections.enumerated() where index < sectionNodes.count {
            let node = sectionNodes[index]
            guard doc.kind(node) == .object else { continue }  // reported as not a section
            guard let group = section.style.group ?? spec.style.group else {
                if !topLevelGroup, !hasMember(node, "group") {
                    record(error(node, "sections[\(index)]",
                                 "missing key \"group\" (a compositional section needs a group, or a top-level \"group\" for every section)"))
                }
                continue
            }
            let path = section.style.group != nil ? "sections[\(index)].group" : "group"
            let inset = section.style.sectionStyle.inset ?? spec.style.sectionStyle.inset ?? .zero
            var layoutSection = LayoutSection(group: group)
            layoutSection.contentInsets = inset
            for overflow in layoutSection.firstSlotOverflows(viewSize: view) {
                warnAboutFirstSlot(overflow, groupPath: path + overflow.path.map { ".subitems[\($0)]" }.joined(),
                                   warned: &warned)
            }
        }
    }

    /// Warns that the first subitem of the group at `groupPath` does not fit it in the
    /// ``DefaultView`` (``LayoutSection/firstSlotOverflows(viewSize:)``, rule 4), at that
    /// subitem's place in the file; once per group (a top-level group serves every section).
    private mutating func warnAboutFirstSlot(_ overflow: LayoutSection.FirstSlotOverflow, groupPath: String,
                                             warned: inout Set<String>) {
        let subitemsPath = Self.join(groupPath, "subitems")
        guard let node = firstSlots[subitemsPath], warned.insert(subitemsPath).inserted else { return }
        let side = overflow.axis == .horizontal ? "wide" : "tall"
        warn(node, subitemsPath + "[0]",
             "does not fit its group: \(Self.number(overflow.slotLength)) \(side) in a group "
             + "\(Self.number(overflow.groupLength)) \(side) "
             + "at the default \(DefaultView.columns)×\(DefaultView.rows) view (placed anyway, overflowing the group)")
    }

    /// Whether the object at `node` has a member named `name`.
    private func hasMember(_ node: Int, _ name: String) -> Bool {
        var found = false
        doc.forEachMember(of: node) { key, _ in
            if doc.string(key) == name { found = true }
        }
        return found
    }

    /// A length for a message: whole numbers without a fraction, others to two decimals.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return "\(rounded)"
    }
}
