import TrellisDoctor
import TrellisLayout
import TrellisSpec

/// One spec as the doctor examines it: how messages name it, the spec, and the file a child
/// process loads it from.
struct DoctorSubject {
    /// How the report names it: the path as given, or `<stdin>`.
    let name: String
    /// The spec.
    let spec: LayoutSpec
    /// The file a child process reads the spec from (for standard input, a temporary copy).
    let childPath: String

    /// A new layout over a new data source of `spec`, as the app builds one.
    static func layout(for spec: LayoutSpec) -> any BuiltInLayout {
        SpecDocument.dataSourceAndLayout(for: spec).1
    }

    /// The default width, in spec units: 80 columns (times the spec's `scale.x`).
    static func defaultWidth(of spec: LayoutSpec) -> Double { 80 * spec.cellScale.x }

    /// The default height, in spec units: the 23 rows of `render --size 80x24` above the status
    /// line (times the spec's `scale.y`), as `attributes` defaults to.
    static func defaultHeight(of spec: LayoutSpec) -> Double { AttributesCommand.defaultHorizontalHeight * spec.cellScale.y }

    /// `spec` with `count` items in all, for the scaling checks: each section's items repeated in
    /// turn, the sections keeping their share of the items (the last taking the rest); a spec
    /// with no item at all stays as it is.
    static func spec(_ spec: LayoutSpec, items count: Int) -> LayoutSpec {
        let total = spec.itemCount
        guard total > 0 else { return spec }
        var scaled = spec
        var given = 0
        let lastFull = spec.sections.lastIndex { $0.columns.count > 0 }!
        for index in spec.sections.indices {
            let items = spec.sections[index].items
            guard !items.isEmpty else { continue }
            let share = index == lastFull ? count - given : min(count - given, count * items.count / total)
            scaled.sections[index].items = (0..<max(0, share)).map { items[$0 % items.count] }
            given += max(0, share)
        }
        return scaled
    }

    /// The doctor's options for a layout of `spec`: a fresh layout of the spec (for
    /// `stale-on-width` and `nondeterministic`, and the width of 1 in-process) unless
    /// `withoutFresh`, and, with `scaling`, the spec at any item count.
    static func options(for spec: LayoutSpec, fresh: Bool, scaling: Bool) -> LayoutDoctor.Options {
        LayoutDoctor.Options(fresh: fresh ? { layout(for: spec) } : nil,
                             sizes: scaling ? { count in layout(for: Self.spec(spec, items: count)) } : nil)
    }
}
