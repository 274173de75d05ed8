import TrellisLayout

/// The key adjustments as the current page takes them (``Adjustable``): which it supports,
/// what it refuses, where its counters act and the values its toggles start from.
extension PreviewSession {
    /// Why the current page does not take `adjustment` (the message), or nil when it supports it.
    func refusal(of adjustment: Adjustment) -> String? {
        document.adjustable?.supportedAdjustments.contains(adjustment) == true ? nil : document.refusal(of: adjustment)
    }

    /// The current page's own values the toggles start from (none for a page that cannot adjust).
    var unadjustedValues: Adjustments { document.adjustable?.unadjustedValues ?? Adjustments() }

    /// Where the counters act on `page` at `width` columns (none on a page that cannot adjust).
    static func counterRanges(of page: PreviewPage, width: Int, spacingDelta: Double) -> CounterRanges {
        page.adjustable?.adjustmentRanges(width: width, spacingDelta: spacingDelta) ?? CounterRanges(columns: nil, spacing: 0...0)
    }
}
