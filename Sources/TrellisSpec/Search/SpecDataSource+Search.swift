import TrellisLayout

/// Search through every section's item titles and texts, in index-path order, for the
/// previewer's `/`, `n` and `N`: each section's columns are searched in place
/// (``ItemColumns/firstItem(matching:in:)``), so a miss through a million titles makes no string.
extension SpecDataSource {
    /// The first item in `range`, in index-path order, whose title or text matches `pattern`;
    /// nil when none does. A bound may name an item past its section's end, or a section past
    /// the last: `LayoutIndexPath(item: 0, section: numberOfSections)` is the end of every item.
    public func firstItem(matching pattern: SearchPattern, in range: Range<LayoutIndexPath>) -> LayoutIndexPath? {
        let sections = self.sections
        let (lower, upper) = (range.lowerBound, range.upperBound)
        guard !range.isEmpty, !sections.isEmpty, lower.section < sections.count, upper.section >= 0 else { return nil }
        for section in max(0, lower.section)...min(upper.section, sections.count - 1) {
            let items = Self.items(of: section, in: range)
            guard !items.isEmpty else { continue }
            if let item = sections[section].columns.firstItem(matching: pattern, in: items) {
                return LayoutIndexPath(item: item, section: section)
            }
        }
        return nil
    }

    /// The last item in `range`, in index-path order, whose title or text matches `pattern`;
    /// nil when none does. Bounds as in ``firstItem(matching:in:)``.
    public func lastItem(matching pattern: SearchPattern, in range: Range<LayoutIndexPath>) -> LayoutIndexPath? {
        let sections = self.sections
        let (lower, upper) = (range.lowerBound, range.upperBound)
        guard !range.isEmpty, !sections.isEmpty, lower.section < sections.count, upper.section >= 0 else { return nil }
        for section in (max(0, lower.section)...min(upper.section, sections.count - 1)).reversed() {
            let items = Self.items(of: section, in: range)
            guard !items.isEmpty else { continue }
            if let item = sections[section].columns.lastItem(matching: pattern, in: items) {
                return LayoutIndexPath(item: item, section: section)
            }
        }
        return nil
    }

    /// The items of `section` that `range` holds (possibly empty; the upper end unbounded when
    /// the range runs past the section).
    private static func items(of section: Int, in range: Range<LayoutIndexPath>) -> Range<Int> {
        let from = section == range.lowerBound.section ? max(0, range.lowerBound.item) : 0
        let to = section == range.upperBound.section ? max(0, range.upperBound.item) : Int.max
        return from..<max(from, to)
    }

    /// Whether the item at `indexPath` has a title or text that matches `pattern` (false for an
    /// item that does not exist).
    public func itemMatches(_ pattern: SearchPattern, at indexPath: LayoutIndexPath) -> Bool {
        sections.indices.contains(indexPath.section) && indexPath.item >= 0
            && sections[indexPath.section].columns.itemMatches(pattern, at: indexPath.item)
    }
}
