import TrellisLayout
import TrellisRender
import TrellisSpec

/// The inspector panel's style facts for a section, only those that act on its layout kind:
/// a waterfall's columns, spacings, insets and item order; a grid's columns, item size,
/// spacings and insets; tags' spacings, insets and row alignment (tags have no columns).
enum InspectorStyleLines {
    /// One `name value` pair per fact that applies to `kind`, in the panel's order (insets
    /// apart: every kind has them, on their own line). A grid's columns are `gridColumns`, the
    /// count its layout fits at its width, when given (its style has no say in them).
    /// A compositional section's facts are its spacings (a flexible one as `flexible N`), its
    /// group's `insets`, its `list` appearance, its `background` (with its insets when it has
    /// some), its `boundaryItems` by kind and `supplementariesFollowContentInsets` when false,
    /// from `compositional` (none without them).
    static func facts(_ style: ResolvedSectionStyle, kind: LayoutSpec.Kind, gridColumns: Int? = nil,
                      compositional: InspectorDetails.CompositionalSpacing? = nil) -> [(name: String, value: String)] {
        let spacings = [("lineSpacing", n(style.lineSpacing)), ("interitemSpacing", n(style.interitemSpacing))]
        switch kind {
        case .waterfall: return [("columns", "\(style.columns)")] + spacings + [("order", style.itemOrder.rawValue)]
        case .grid: return [("columns", "\(gridColumns ?? style.columns)"), ("itemSize", n(style.itemSize.width) + "×" + n(style.itemSize.height))] + spacings
        case .tags: return spacings + [("alignment", style.alignment.rawValue)]
        case .compositional:
            // Its groups size its items: only its spacings apply.
            guard let compositional else { return [] }
            var facts = [("interGroupSpacing", n(compositional.interGroupSpacing))]
                + (compositional.interItemSpacing.map { [("interItemSpacing", spacing($0))] } ?? [])
            if let insets = compositional.groupInsets { facts.append(("groupInsets", tlbr(insets))) }
            if let list = compositional.list { facts.append(("list", list.rawValue)) }
            if let background = compositional.background {
                facts.append(("background", background.contentInsets == .zero ? "yes" : "inset " + tlbr(background.contentInsets)))
            }
            if !compositional.boundaryKinds.isEmpty {
                facts.append(("boundaryItems", compositional.boundaryKinds.map(\.rawValue).joined(separator: ",")))
            }
            if !compositional.supplementariesFollowContentInsets { facts.append(("followInsets", "no")) }
            return facts
        }
    }

    /// A spacing as the spec writes it: `1`, or `flexible 0`.
    static func spacing(_ spacing: LayoutSpacing) -> String {
        spacing.isFlexible ? "flexible " + n(spacing.value) : n(spacing.value)
    }

    /// Insets as `t/l/b/r` numbers: `1/2/1/2`.
    static func tlbr(_ insets: EdgeInsets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map(n).joined(separator: "/")
    }

    /// The bottom panel's two style lines: the section and the facts of `kind` other than the
    /// spacings (`style  section 0 · columns 2 · order shortestFirst`), then the spacings and
    /// insets (`space  lineSpacing 1 · interitemSpacing 2 · inset t/l/b/r 0/0/0/0`),
    /// each under 80 columns (`t/l/b/r`: top, left, bottom, right).
    static func wide(_ details: InspectorDetails, kind: LayoutSpec.Kind) -> [String] {
        let style = details.style
        let facts = facts(style, kind: kind, gridColumns: details.gridColumns, compositional: details.compositionalSpacing)
        let own = facts.filter { !$0.name.hasSuffix("Spacing") }.map { "\($0.name) \($0.value)" }
        let spacings = facts.filter { $0.name.hasSuffix("Spacing") }.map { "\($0.name) \($0.value)" }
        let inset = "inset t/l/b/r " + tlbr(style.inset)
        return [(["style  section \(details.section)"] + own).joined(separator: " · "),
                "space  " + (spacings + [inset]).joined(separator: " · ")]
    }

    /// The side panel's style lines, one fact a line, names aligned (a name of 17 letters or
    /// more, `interGroupSpacing`, keeps one space before its value).
    static func tall(_ details: InspectorDetails, kind: LayoutSpec.Kind) -> [String] {
        facts(details.style, kind: kind, gridColumns: details.gridColumns, compositional: details.compositionalSpacing).map {
            "  " + $0.name.padding(toLength: max(17, $0.name.count + 1), withPad: " ", startingAt: 0) + $0.value
        }
    }

    /// The side panel's inset lines, under the style facts.
    static func insetLines(_ details: InspectorDetails) -> [String] {
        let inset = details.style.inset
        return ["  inset top \(n(inset.top)) left \(n(inset.left))",
                "        bottom \(n(inset.bottom)) right \(n(inset.right))"]
    }

    /// A number as the spec writes it.
    static func n(_ value: Double) -> String { LayoutJSON.number(value) }
}
