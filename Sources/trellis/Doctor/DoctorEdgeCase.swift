import TrellisDoctor
import TrellisSpec

/// The edge cases `trellis doctor` derives from a spec and examines each in a child process of
/// its own, so that a layout that traps on one is reported (`crash`) instead of ending the run:
/// no sections, an empty section, one item, and a width of 1.
enum DoctorEdgeCase: String, CaseIterable {
    /// The spec with no section at all.
    case noSections = "no-sections"
    /// The spec with its first section's items removed (the other sections kept, so an empty
    /// section is followed by full ones when the spec has several).
    case emptySection = "empty-section"
    /// The first section with only its first item.
    case oneItem = "one-item"
    /// The spec at a width of 1 (a column, or a point for a spec in points).
    case narrow = "width-1"

    /// How a message names it: `with no sections`, `at a width of 1`.
    var phrase: String {
        switch self {
        case .noSections: "with no sections"
        case .emptySection: "with an empty section"
        case .oneItem: "with one item"
        case .narrow: "at a width of 1"
        }
    }

    /// `spec` as this edge case changes it (`narrow` keeps it as it is).
    func spec(from spec: LayoutSpec) -> LayoutSpec {
        var spec = spec
        switch self {
        case .noSections:
            spec.sections = []
        case .emptySection:
            if spec.sections.isEmpty { spec.sections = [SectionSpec()] } else { spec.sections[0].items = [] }
        case .oneItem:
            let first = spec.sections.first { $0.columns.count > 0 } ?? spec.sections.first ?? SectionSpec()
            var section = first
            section.items = Array(first.items.prefix(1))
            spec.sections = [section]
        case .narrow:
            break
        }
        return spec
    }

    /// Whether a finding of `check` counts in this edge case, as in the library's own edge cases
    /// (``LayoutDoctor/Options``' `fresh` and `sizes`): an edge case is one layout at one size,
    /// so the life-cycle checks (`nondeterministic`, `prepare-on-scroll`, `stale-on-width`) do
    /// not count, and at a width of 1 neither do `outside-content` and `overlap`, which that width
    /// makes meaningless (no cell fits).
    func counts(_ check: String) -> Bool {
        let lifeCycle: Set<LayoutCheck> = [.nondeterministic, .prepareOnScroll, .staleOnWidth]
        let geometry: Set<LayoutCheck> = [.outsideContent, .overlap]
        guard let known = LayoutCheck(rawValue: check) else { return true }
        return !lifeCycle.contains(known) && !(self == .narrow && geometry.contains(known))
    }

    /// The width this edge case is examined at, for `width` asked.
    func width(for width: Double) -> Double {
        self == .narrow ? 1 : width
    }
}
