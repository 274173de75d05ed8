import TrellisLayout

/// A small layout for the library's tests: a one-row header, then `count` tiles of
/// `tileWidth` x `tileHeight` in as many columns as fit, left to right, top down.
final class TilesLayout: CollectionLayout {
    var bounds: Rect = .zero
    let count: Int
    let tileWidth: Double
    let tileHeight: Double
    /// The number of `prepare()` calls.
    private(set) var prepareCount = 0
    private var frames: [Rect] = []
    private var columns = 1

    init(count: Int, tileWidth: Double = 10, tileHeight: Double = 3) {
        self.count = count
        self.tileWidth = tileWidth
        self.tileHeight = tileHeight
    }

    func prepare() {
        prepareCount += 1
        columns = max(1, Int(bounds.width / tileWidth))
        frames = (0..<count).map { index in
            Rect(x: Double(index % columns) * tileWidth, y: 1 + Double(index / columns) * tileHeight,
                 width: tileWidth, height: tileHeight)
        }
    }

    var collectionViewContentSize: Size {
        Size(width: bounds.width, height: max(1, frames.map(\.maxY).max() ?? 1))
    }

    var isContentSizeExact: Bool { true }
    func completeLayout() {}

    private var header: LayoutAttributes {
        LayoutAttributes(kind: .header, indexPath: LayoutIndexPath(item: 0, section: 0),
                         frame: Rect(x: 0, y: 0, width: bounds.width, height: 1))
    }

    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result = header.frame.intersects(rect) ? [header] : []
        for (index, frame) in frames.enumerated() where frame.intersects(rect) {
            result.append(LayoutAttributes(kind: .cell, indexPath: LayoutIndexPath(item: index, section: 0), frame: frame))
        }
        return result.reversed()
    }

    func layoutAttributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, frames.indices.contains(indexPath.item) else { return nil }
        return LayoutAttributes(kind: .cell, indexPath: indexPath, frame: frames[indexPath.item])
    }

    func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        kind == .header && indexPath == LayoutIndexPath(item: 0, section: 0) ? header : nil
    }

    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { newBounds.width != bounds.width }
    func invalidateLayout() {}
    func invalidateLayout(with context: InvalidationContext) {}

    func contentSize(forWidth width: Double) -> Size {
        let columns = max(1, Int(width / tileWidth))
        return Size(width: width, height: 1 + Double((count + columns - 1) / columns) * tileHeight)
    }
}
