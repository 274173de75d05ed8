extension WaterfallLayout {
    /// The column the item at `indexPath` was placed in, from 0 at the left of the layout's own
    /// space (before right-to-left mirroring), as rule 3 or the section's item order chose it;
    /// `nil` for a full-span item (it spans every column) or an item that does not exist.
    ///
    /// Lays out as far as the item if needed, then looks the item up in the section's lanes
    /// (one binary search per column): O(columns · log n), never a scan.
    package func column(ofItemAt indexPath: LayoutIndexPath) -> Int? {
        guard layoutAttributesForItem(at: indexPath) != nil, let run = engine.run, indexPath.section < run.sections.count,
              !dataSource.isFullSpan(at: indexPath) else { return nil }
        let style = run.store.style(ofSection: indexPath.section)
        let item = Int32(truncatingIfNeeded: indexPath.item)
        for (slot, lane) in run.store.index(ofSection: indexPath.section).lanes.enumerated() {
            let low = lane.items.partitionPoint { $0 >= item }
            guard low < lane.items.count, lane.items[low] == item else { continue }
            return style.itemOrder == .rightToLeft ? style.columns - 1 - slot : slot
        }
        return nil
    }
}
