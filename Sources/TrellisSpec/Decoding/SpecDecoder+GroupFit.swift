import TrellisLayout

/// The view a spec is checked at where a check needs one: the layout area of
/// `trellis render --size 80x24` (80 columns, 24 rows less the status line), in cells; times the
/// spec's `scale` for a spec in points. `attributes` lays a compositional spec out at this height
/// when no `--height` is given.
public enum DefaultView {
    /// The width of the default view, in cells.
    public static let width = 80
    /// The height of the default view, in cells (24 rows less the status line).
    public static let height = 23
}

/// The checks of a compositional spec that need every key read: each section has a group (its
/// own or the top-level one) or a list, and each slot of a group fits it (rule 4).
extension SpecDecoder {
    /// Names each section of `spec` that has no group (nor a top-level one to fall back to), and
    /// warns where a slot of a group does not fit it in the ``DefaultView``.
    mutating func checkGroups(of spec: LayoutSpec, topLevelGroup: Bool) {
        var warned = Set<String>()
        let view = Size(width: Double(DefaultView.width) * scale.x, height: Double(DefaultView.height) * scale.y)
        for (index, section) in spec.sections.enumerated() where index < sectionNodes.count {
            let node = sectionNodes[index]
            guard doc.kind(node) == .object else { continue }  // reported as not a section
            // A list section (its own `list`, or the top-level one under no group of its own) has no group to check.
            if section.style.list != nil || (section.style.group == nil && spec.style.group == nil && spec.style.list != nil) { continue }
            guard let group = section.style.group ?? spec.style.group else {
                if !topLevelGroup, !hasMember(node, "group"), !hasMember(node, "list") {
                    record(error(node, "sections[\(index)]",
                                 "missing key \"group\" (a compositional section needs a group, or a top-level \"group\" for every section)"))
                }
                continue
            }
            let path = section.style.group != nil ? "sections[\(index)].group" : "group"
            let inset = section.style.sectionStyle.inset ?? spec.style.sectionStyle.inset ?? .zero
            var layoutSection = LayoutSection(group: group)
            layoutSection.contentInsets = inset
            for overflow in layoutSection.slotOverflows(viewSize: view) {
                let slotPath = path + overflow.path.map { ".subitems[\($0)]" }.joined() + ".subitems[\(overflow.slot)]"
                // Once per slot: a top-level group serves every section.
                guard let node = slotNodes[slotPath], warned.insert(slotPath).inserted else { continue }
                warn(node, slotPath, Self.describe(overflow))
            }
        }
    }

    /// The warning for a slot that does not fit its group (``LayoutSection/slotOverflows(viewSize:)``):
    /// the lengths that add up past the group's end (edge spacing and spacing included), the
    /// group's length inside its content insets, at every width or at the ``DefaultView``, and
    /// what the layout does with the slot.
    static func describe(_ overflow: LayoutSection.SlotOverflow) -> String {
        let side = overflow.axis == .horizontal ? "wide" : "tall"
        let symbolic = overflow.atEveryWidth && overflow.terms.contains { $0.isFraction }
        let sum: String
        var group: String
        if symbolic {
            // Fractions of the group's own size: `0.6·W + 1 + 0.4·W wide in a group W wide`.
            sum = overflow.terms.map { term -> String in
                switch term {
                case .fractionalWidth(let f): return fraction(f) + "·W"
                case .fractionalHeight(let f): return fraction(f) + "·H"
                case .absolute(let v), .estimated(let v), .uniformAcrossSiblings(let v): return number(v)
                }
            }.joined(separator: " + ")
            let across = overflow.terms.contains { overflow.axis == .horizontal ? $0.isFractionalHeight : $0.isFractionalWidth }
            group = overflow.axis == .horizontal ? "W wide" : "H tall"
            if across { group += overflow.axis == .horizontal ? " and H tall" : " and W wide" }
        } else {
            // The lengths in the view: `48 + 1 + 32 = 81 wide in a group 80 wide`.
            let total = number(overflow.farEdge)
            sum = overflow.lengths.count > 1 ? overflow.lengths.map(number).joined(separator: " + ") + " = " + total : total
            group = number(overflow.groupLength) + " " + side
        }
        if overflow.insets > 0 {
            // Rule 16: the slots fit inside the group's content insets.
            group += symbolic ? " inside its insets" : " inside its insets (\(number(overflow.groupLength + overflow.insets)) less \(number(overflow.insets)))"
        }
        let view = overflow.atEveryWidth ? "at every width" : "at the default \(DefaultView.width)×\(DefaultView.height) view"
        let outcome = overflow.slot == 0 ? "placed anyway, overflowing the group"
            : overflow.path.isEmpty ? "its item starts the next group instead, so this subitem is never filled"
            : "its item goes to the enclosing group's next slot instead, so this subitem is never filled"
        return "does not fit its group: \(sum) \(side) in a group \(group) \(view) (\(outcome))"
    }

    /// A fraction for a message, as written: `0.6`, `1`.
    private static func fraction(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
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

extension LayoutDimension {
    /// Whether the dimension is a fraction of the container's width.
    fileprivate var isFractionalWidth: Bool {
        if case .fractionalWidth = self { return true }
        return false
    }

    /// Whether the dimension is a fraction of the container's height.
    fileprivate var isFractionalHeight: Bool {
        if case .fractionalHeight = self { return true }
        return false
    }

    /// Whether the dimension is a fraction of the container's width or height.
    fileprivate var isFraction: Bool { isFractionalWidth || isFractionalHeight }
}
