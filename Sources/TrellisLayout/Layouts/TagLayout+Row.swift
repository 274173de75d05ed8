extension TagLayout {
    /// The row of its section the item at `indexPath` was placed in, from 0 (a column of the
    /// screen when the tags scroll horizontally); `nil` for an item that does not exist.
    ///
    /// Lays out as far as the item if needed, then finds the last row starting at or before the
    /// item by binary search over the section's rows: O(log rows).
    package func row(ofItemAt indexPath: LayoutIndexPath) -> Int? {
        guard layoutAttributesForItem(at: indexPath) != nil, let run = engine.run, indexPath.section < run.sections.count else { return nil }
        let entries = run.store.index(ofSection: indexPath.section).rows.entries
        let after = entries.partitionPoint { Int($0.start) > indexPath.item }
        return after > 0 ? after - 1 : nil
    }
}
