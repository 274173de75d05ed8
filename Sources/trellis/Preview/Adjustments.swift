import TrellisLayout
import TrellisSpec

/// The changes a person makes with keys in the previewer (`+`/`-`, `]`/`[`, `p`, `d`, `a`, `o`),
/// applied on top of a spec as loaded; reloading keeps them, `=` drops them all.
///
/// The counters are stepped from where they take effect on the spec shown
/// (``columnDeltaRange(for:width:spacingDelta:)``, ``spacingDeltaRange(for:width:)``), so a
/// press never runs a counter past the point where the layout stops changing, and the first
/// press the other way always acts.
struct Adjustments: Equatable {
    /// Columns added to every section's column count (never below 1).
    var columnDelta = 0
    /// Added to every spacing (never below 0), in cells: in a spec in points, `x` points per
    /// step to a horizontal spacing and `y` to a vertical one (see ``LayoutSpec/cellScale``).
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
        let scale = spec.cellScale
        result.style.sectionStyle = adjusted(layoutWide, fallbackColumns: 2, scale: scale)
        for index in result.sections.indices {
            var section = result.sections[index].style.sectionStyle
            // Only sections with their own values change here; the rest follow the layout-wide ones.
            if section.columns != nil { section.columns = max(1, section.columns! + columnDelta) }
            if let spacing = section.lineSpacing { section.lineSpacing = max(0, spacing + spacingDelta * scale.y) }
            if let spacing = section.interitemSpacing { section.interitemSpacing = max(0, spacing + spacingDelta * scale.x) }
            if alignment != nil { section.alignment = alignment }
            if order != nil { section.itemOrder = order }
            result.sections[index].style.sectionStyle = section
        }
        if let pinHeaders { result.style.pinHeaders = pinHeaders }
        if let direction { result.style.direction = direction }
        return result
    }

    private func adjusted(_ style: SectionStyle, fallbackColumns: Int, scale: LayoutScale) -> SectionStyle {
        var style = style
        if columnDelta != 0 { style.columns = max(1, (style.columns ?? fallbackColumns) + columnDelta) }
        if spacingDelta != 0 {
            style.lineSpacing = max(0, (style.lineSpacing ?? 0) + spacingDelta * scale.y)
            style.interitemSpacing = max(0, (style.interitemSpacing ?? 0) + spacingDelta * scale.x)
        }
        if let alignment { style.alignment = alignment }
        if let order { style.itemOrder = order }
        return style
    }

    /// The values `columnDelta` can take for `spec` (as loaded) on a screen `width` columns
    /// wide, each giving a different layout: from every section at 1 column up to the section
    /// with the fewest columns reaching the most that are still at least one cell wide, with the
    /// spacing as `spacingDelta` makes it. `nil` when the layout has no columns (tags, grid).
    /// Worked out in cells: a spec in points is divided by its scale.
    static func columnDeltaRange(for spec: LayoutSpec, width: Int, spacingDelta: Double = 0) -> ClosedRange<Int>? {
        guard spec.layout == .waterfall else { return nil }
        let styles = resolvedStyles(of: spec, inCellsOf: spec.cellScale)
        let most = styles.map(\.columns).max() ?? 2
        let lower = min(0, 1 - most)
        var upper = 0
        for style in styles {
            let spacing = max(0, style.interitemSpacing + spacingDelta)
            let inner = Double(width) - style.inset.left - style.inset.right
            // n columns of at least 1 cell: n + (n - 1) * spacing <= inner.
            let widest = max(1, min(1000, Int(((inner + spacing) / (1 + spacing)).rounded(.down))))
            upper = max(upper, widest - style.columns)
        }
        return lower...max(0, upper)
    }

    /// The values `spacingDelta` can take for `spec` (as loaded) on a screen `width` columns
    /// wide, each giving a different layout: from every spacing at 0 up to the narrowest
    /// spacing as wide as the screen.
    static func spacingDeltaRange(for spec: LayoutSpec, width: Int) -> ClosedRange<Double> {
        let spacings = resolvedStyles(of: spec, inCellsOf: spec.cellScale).flatMap { [$0.lineSpacing, $0.interitemSpacing] }
        let lower = min(0, -(spacings.max() ?? 0).rounded(.up))
        let upper = max(0, Double(max(1, width)) - (spacings.min() ?? 0))
        return lower...upper.rounded(.down)
    }

    /// Every section's style with its fallbacks (the layout-wide style alone when there are
    /// no sections), its spacings and left and right insets in cells of `scale`.
    private static func resolvedStyles(of spec: LayoutSpec, inCellsOf scale: LayoutScale) -> [ResolvedSectionStyle] {
        let layoutWide = spec.style.sectionStyle
        let styles = spec.sections.isEmpty ? [ResolvedSectionStyle(layoutWide)]
            : spec.sections.map { ResolvedSectionStyle($0.style.sectionStyle.fallingBack(to: layoutWide)) }
        return styles.map { style in
            var style = style
            style.lineSpacing /= scale.y
            style.interitemSpacing /= scale.x
            style.inset.left /= scale.x
            style.inset.right /= scale.x
            return style
        }
    }

    /// The adjustments as they act on `spec` (as loaded) with the counters' `ranges` (the
    /// spec's at the screen's width): each counter clamped to where it changes the layout (no
    /// column change on a layout without columns), the tag alignment on tags only and the item
    /// order on a waterfall only, the direction on a vertically scrolling layout only. This is what a spec is shown with and what its status line says.
    func effective(on spec: LayoutSpec, ranges: CounterRanges) -> Adjustments {
        guard !isEmpty else { return self }
        var result = self
        result.columnDelta = ranges.columns.map { columnDelta.clamped(to: $0) } ?? 0
        result.spacingDelta = spacingDelta.clamped(to: ranges.spacing)
        if spec.layout != .tags { result.alignment = nil }
        if spec.layout != .waterfall { result.order = nil }
        if spec.scrollsHorizontally { result.direction = nil }
        return result
    }

    /// These adjustments (``effective(on:ranges:)`` ones) on `spec` (as loaded), compactly, for
    /// the status line: `cols+1 gap−1 pin rtl center order:ltr`; empty when none changes anything.
    func summary(for spec: LayoutSpec) -> String {
        guard !isEmpty else { return "" }
        var parts: [String] = []
        if columnDelta != 0 { parts.append("cols" + Self.signed(columnDelta)) }
        if spacingDelta != 0 { parts.append("gap" + Self.signed(Int(spacingDelta))) }
        if let pinHeaders, pinHeaders != (spec.style.pinHeaders ?? false) { parts.append(pinHeaders ? "pin" : "unpin") }
        if let direction, direction != (spec.style.direction ?? .leftToRight) { parts.append(direction == .rightToLeft ? "rtl" : "ltr") }
        if let alignment, alignment != (spec.style.sectionStyle.alignment ?? .left) { parts.append(alignment.rawValue) }
        if let order, order != (spec.style.sectionStyle.itemOrder ?? .shortestFirst) { parts.append("order:" + Self.name(of: order)) }
        return parts.joined(separator: " ")
    }

    /// `+2` or `−2` (a minus sign, as typeset).
    private static func signed(_ value: Int) -> String {
        value < 0 ? "\u{2212}\(-value)" : "+\(value)"
    }

    /// A short name of a waterfall order.
    private static func name(of order: ItemOrder) -> String {
        switch order {
        case .shortestFirst: "shortest"
        case .leftToRight: "ltr"
        case .rightToLeft: "rtl"
        }
    }

    /// The next value of a cycle, after `current`.
    static func next<T: CaseIterable & Equatable>(after current: T) -> T {
        let all = Array(T.allCases)
        let index = all.firstIndex(of: current) ?? 0
        return all[(index + 1) % all.count]
    }
}

/// Where the counters of ``Adjustments`` act on one spec at one screen width: worked out over
/// every section once, then kept while the spec, the width and the spacing stay the same.
struct CounterRanges: Equatable {
    /// The values of ``Adjustments/columnDelta`` that change the layout; `nil` for a layout
    /// without columns.
    var columns: ClosedRange<Int>?
    /// The values of ``Adjustments/spacingDelta`` that change the layout.
    var spacing: ClosedRange<Double>

    /// The ranges for `spec` (as loaded) at `width` columns, the column range with the spacing
    /// as `spacingDelta` makes it.
    init(spec: LayoutSpec, width: Int, spacingDelta: Double) {
        spacing = Adjustments.spacingDeltaRange(for: spec, width: width)
        columns = Adjustments.columnDeltaRange(for: spec, width: width, spacingDelta: spacingDelta.clamped(to: spacing))
    }
}

extension Comparable {
    /// This value moved into `range`.
    func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}
