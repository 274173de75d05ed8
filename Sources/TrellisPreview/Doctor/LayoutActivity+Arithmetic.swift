import TrellisLayout

/// The counts of two ``LayoutActivity``s added or taken apart, count by count: the session keeps
/// what the layout doctor asked of a layout on screen apart from what the viewer asked.
extension LayoutActivity {
    /// Every count of `left` plus that of `right`.
    static func + (left: LayoutActivity, right: LayoutActivity) -> LayoutActivity {
        left.combined(with: right, by: +)
    }

    /// Every count of `left` less that of `right`.
    static func - (left: LayoutActivity, right: LayoutActivity) -> LayoutActivity {
        left.combined(with: right, by: -)
    }

    private func combined(with other: LayoutActivity, by operation: (Int, Int) -> Int) -> LayoutActivity {
        LayoutActivity(prepareCount: operation(prepareCount, other.prepareCount),
                       invalidationCount: operation(invalidationCount, other.invalidationCount),
                       rectQueryCount: operation(rectQueryCount, other.rectQueryCount),
                       itemQueryCount: operation(itemQueryCount, other.itemQueryCount),
                       supplementaryQueryCount: operation(supplementaryQueryCount, other.supplementaryQueryCount),
                       decorationQueryCount: operation(decorationQueryCount, other.decorationQueryCount))
    }
}
