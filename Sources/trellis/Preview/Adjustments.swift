import TrellisLayout
import TrellisSpec

/// The changes a person makes with keys in the previewer (`+`/`-`, `]`/`[`, `p`, `d`, `a`, `o`),
/// applied on top of a spec as loaded; reloading keeps them.
struct Adjustments: Equatable {
    /// Columns added to every section's column count (never below 1).
    var columnDelta = 0
    /// Added to every spacing (never below 0).
    var spacingDelta = 0.0
    /// Pinned headers, when toggled.
    var pinHeaders: Bool?
    /// Direction, when toggled.
    var direction: LayoutDirection?
    /// Tag alignment, when cycled.
    var alignment: RowAlignment?
    /// Waterfall order, when cycled.
    var order: ItemOrder?

    /// Whether nothing was changed.
    var isEmpty: Bool { self == Adjustments() }

    /// `spec` with the adjustments applied.
    func applied(to spec: LayoutSpec) -> LayoutSpec {
        guard !isEmpty else { return spec }
        var result = spec
        let layoutWide = spec.style.sectionStyle
        result.style.sectionStyle = adjusted(layoutWide, fallbackColumns: 2)
        for index in result.sections.indices {
            var section = result.sections[index].style.sectionStyle
            // Only sections with their own values change here; the rest follow the layout-wide ones.
            if section.columns != nil { section.columns = max(1, section.columns! + columnDelta) }
            if let spacing = section.lineSpacing { section.lineSpacing = max(0, spacing + spacingDelta) }
            if let spacing = section.interitemSpacing { section.interitemSpacing = max(0, spacing + spacingDelta) }
            if alignment != nil { section.alignment = alignment }
            if order != nil { section.itemOrder = order }
            result.sections[index].style.sectionStyle = section
        }
        if let pinHeaders { result.style.pinHeaders = pinHeaders }
        if let direction { result.style.direction = direction }
        return result
    }

    private func adjusted(_ style: SectionStyle, fallbackColumns: Int) -> SectionStyle {
        var style = style
        if columnDelta != 0 { style.columns = max(1, (style.columns ?? fallbackColumns) + columnDelta) }
        if spacingDelta != 0 {
            style.lineSpacing = max(0, (style.lineSpacing ?? 0) + spacingDelta)
            style.interitemSpacing = max(0, (style.interitemSpacing ?? 0) + spacingDelta)
        }
        if let alignment { style.alignment = alignment }
        if let order { style.itemOrder = order }
        return style
    }

    /// The next value of a cycle, after `current`.
    static func next<T: CaseIterable & Equatable>(after current: T) -> T {
        let all = Array(T.allCases)
        let index = all.firstIndex(of: current) ?? 0
        return all[(index + 1) % all.count]
    }
}
