import TrellisLayout
import TrellisRender

/// The search of a page that does not search by itself (``ItemSearching``): each item's label
/// and text lines, item by item, O(items) a search and O(1) a visible cell. Smart case, as
/// less: a pattern with a capital letter matches case and all, else case is ignored.
struct LabelSearch: ItemSearching {
    /// The page's counts; without them nothing is searched.
    let counts: (any ItemCounting)?
    /// The page's labels.
    let labels: any RenderLabels

    var numberOfSections: Int { counts?.numberOfSections ?? 0 }

    func firstItem(matching pattern: String, in range: Range<LayoutIndexPath>) -> LayoutIndexPath? {
        indexPaths(in: range).first { itemMatches(pattern, at: $0) }
    }

    func lastItem(matching pattern: String, in range: Range<LayoutIndexPath>) -> LayoutIndexPath? {
        indexPaths(in: range).reversed().first { itemMatches(pattern, at: $0) }
    }

    func itemMatches(_ pattern: String, at indexPath: LayoutIndexPath) -> Bool {
        guard !pattern.isEmpty else { return false }
        let folds = !Self.hasCapital(pattern)
        let needle = folds ? pattern.lowercased() : pattern
        func found(in text: String) -> Bool { (folds ? text.lowercased() : text).contains(needle) }
        if found(in: labels.cellLabel(at: indexPath)) { return true }
        return labels.textLines(forItemAt: indexPath, width: 1_000_000)?.contains(where: found) ?? false
    }

    /// Whether `text` has a letter that lower case changes (smart case).
    static func hasCapital(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.changesWhenLowercased }
    }

    /// Every item's index path in `range`, in order.
    private func indexPaths(in range: Range<LayoutIndexPath>) -> [LayoutIndexPath] {
        guard let counts, !range.isEmpty else { return [] }
        var result: [LayoutIndexPath] = []
        let last = min(range.upperBound.section, counts.numberOfSections - 1)
        guard range.lowerBound.section <= last else { return [] }
        for section in max(0, range.lowerBound.section)...last {
            let count = counts.numberOfItems(inSection: section)
            let from = section == range.lowerBound.section ? max(0, range.lowerBound.item) : 0
            let to = section == range.upperBound.section ? min(count, range.upperBound.item) : count
            if from < to { result.append(contentsOf: (from..<to).map { LayoutIndexPath(item: $0, section: section) }) }
        }
        return result
    }
}
