import TrellisLayout

/// Search through every section's item titles and texts, in index-path order, for the
/// previewer's `/`, `n` and `N`: each section's columns are searched in place
/// (``ItemColumns/firstItem(matching:in:)``), so a miss through a million titles makes no string.
extension SpecDataSource {
    /// The first item at or after `start`, in index-path order, whose title or text matches
    /// `pattern`; nil when none does. `start` may name an item past its section's end (the
    /// search then begins with the next section) or a section past the last (nothing is found).
    public func firstItem(matching pattern: SearchPattern, from start: IndexPath) -> IndexPath? {
        let sections = self.sections
        guard start.section < sections.count else { return nil }
        for section in max(0, start.section)..<sections.count {
            let from = section == start.section ? max(0, start.item) : 0
            if let item = sections[section].columns.firstItem(matching: pattern, in: from..<Int.max) {
                return IndexPath(item: item, section: section)
            }
        }
        return nil
    }

    /// The last item strictly before `end`, in index-path order, whose title or text matches
    /// `pattern`; nil when none does. An `end` past every item (such as section
    /// ``numberOfSections``, item 0) searches them all.
    public func lastItem(matching pattern: SearchPattern, before end: IndexPath) -> IndexPath? {
        let sections = self.sections
        guard end.section >= 0 else { return nil }
        var section = min(end.section, sections.count - 1)
        while section >= 0 {
            let upper = section == end.section ? max(0, end.item) : Int.max
            if let item = sections[section].columns.lastItem(matching: pattern, in: 0..<upper) {
                return IndexPath(item: item, section: section)
            }
            section -= 1
        }
        return nil
    }

    /// Whether the item at `indexPath` has a title or text that matches `pattern` (false for an
    /// item that does not exist).
    public func itemMatches(_ pattern: SearchPattern, at indexPath: IndexPath) -> Bool {
        sections.indices.contains(indexPath.section) && indexPath.item >= 0
            && sections[indexPath.section].columns.itemMatches(pattern, at: indexPath.item)
    }
}
