import TrellisLayout
import TrellisPreview
import TrellisSpec

/// The key adjustments (``Adjustments``) as they act on a spec: applied to the spec as loaded,
/// and the counters' ranges worked out over its sections.
extension Adjustments {
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
        if let sectionHeadersPinToVisibleBounds { result.style.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds }
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

}

extension CounterRanges {
    /// The ranges for `spec` (as loaded) at `width` columns, the column range with the spacing
    /// as `spacingDelta` makes it: worked out over every section once, then kept while the
    /// spec, the width and the spacing stay the same.
    init(spec: LayoutSpec, width: Int, spacingDelta: Double) {
        let spacing = Adjustments.spacingDeltaRange(for: spec, width: width)
        self.init(columns: Adjustments.columnDeltaRange(for: spec, width: width, spacingDelta: spacingDelta.clamped(to: spacing)),
                  spacing: spacing)
    }
}
