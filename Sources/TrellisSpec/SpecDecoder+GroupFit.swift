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
        let view = (width: Double(DefaultView.columns) * scale.x, height: Double(DefaultView.rows) * scale.y)
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
            let inset = (section.style.sectionStyle.inset ?? spec.style.sectionStyle.inset ?? .zero).sanitized
            let container = (width: max(0, view.width - inset.left - inset.right),
                             height: max(0, view.height - inset.top - inset.bottom))
            warnAboutSlotsThatDoNotFit(group, path,
                                       width: group.size.width.resolved(width: container.width, height: container.height),
                                       height: group.size.height.resolved(width: container.width, height: container.height),
                                       warned: &warned)
        }
    }

    /// Warns when not even the first subitem of `group` (at `path`, `width` × `height` in the
    /// default view) fits along its axis: `edge ≤ length + 1e-9` fails (rule 4), so the one slot
    /// is placed anyway and overflows. Groups with a `count` always fit (rule 5), and a vertical
    /// group of estimated height grows to its subitems. Then the nested groups,
    /// each resolved against its parent (against its slot, in a `count` group).
    private mutating func warnAboutSlotsThatDoNotFit(_ group: LayoutGroup, _ path: String, width: Double, height: Double,
                                                     warned: inout Set<String>) {
        let horizontal = group.axis == .horizontal
        let length = horizontal ? width : height
        let subitemsPath = Self.join(path, "subitems")
        // A vertical group of estimated height grows to its content (rule 8); an estimated width
        // is the estimate, which a first slot can overflow as any other.
        let grows = !horizontal && group.size.height.isEstimated
        if group.count == nil, !grows, let first = group.subitems.first,
           let node = firstSlots[subitemsPath] {
            let firstLength = (horizontal ? first.size.width : first.size.height).resolved(width: width, height: height)
            if firstLength > length + 1e-9, warned.insert(subitemsPath).inserted {
                let side = horizontal ? "wide" : "tall"
                warn(node, subitemsPath + "[0]",
                     "does not fit its group: \(Self.number(firstLength)) \(side) in a group \(Self.number(length)) \(side) "
                     + "at the default \(DefaultView.columns)×\(DefaultView.rows) view (placed anyway, overflowing the group)")
            }
        }
        for (index, subitem) in group.subitems.enumerated() {
            guard case .group(let nested) = subitem else { continue }
            var size = (width: nested.size.width.resolved(width: width, height: height),
                        height: nested.size.height.resolved(width: width, height: height))
            if let count = group.count {
                let slot = max(0, (length - group.interItemSpacing * Double(count - 1)) / Double(count))
                if horizontal { size.width = slot } else { size.height = slot }
            }
            warnAboutSlotsThatDoNotFit(nested, "\(subitemsPath)[\(index)]", width: size.width, height: size.height,
                                       warned: &warned)
        }
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
