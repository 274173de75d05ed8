import TrellisLayout
@_exported import TrellisTestSupport

extension BuiltInLayout {
    /// Every element, in a canonical order, after a complete layout (orthogonal sections'
    /// cells, which may lie far past the width, included).
    func allAttributes() -> [LayoutAttributes] {
        completeLayout()
        let size = collectionViewContentSize
        return layoutAttributesForElements(in: Rect(x: -1e7, y: -1, width: size.width + 2e7, height: size.height + 2))
            .sorted(by: canonicalOrder)
    }

    /// The cells' frames in item order for one section (zero-area ones included).
    func cellFrames(section: Int = 0) -> [Rect] {
        (0..<dataSource.numberOfItems(inSection: section)).compactMap {
            layoutAttributesForItem(at: LayoutIndexPath(item: $0, section: section))?.frame
        }
    }
}

/// Sections, then kind, then item: a stable order to compare attribute lists.
func canonicalOrder(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
    if a.indexPath.section != b.indexPath.section { return a.indexPath.section < b.indexPath.section }
    if a.kind != b.kind { return a.kind.rawValue < b.kind.rawValue }
    return a.indexPath.item < b.indexPath.item
}
