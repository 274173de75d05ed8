import TrellisLayout

/// A layout as a new user might write one: it implements ``CollectionLayout`` directly and
/// adopts nothing else, keeps no ``LayoutDataSource`` property (its counts are a plain array),
/// so the previewer cannot count its items. Sections of rows 3 tall, one item a row, each
/// section under a header `headerHeight` tall (none when 0). Its rect query filters every
/// element: a test layout of a few thousand items.
class UncountedList: CollectionLayout {
    /// Items per section.
    let sectionCounts: [Int]
    let headerHeight: Double
    var bounds: Rect = .zero
    private var elements: [LayoutAttributes] = []
    private var items: [LayoutIndexPath: LayoutAttributes] = [:]
    private var headers: [Int: LayoutAttributes] = [:]
    private var height = 0.0

    init(sections: [Int], headerHeight: Double = 0) {
        sectionCounts = sections
        self.headerHeight = headerHeight
    }

    func prepare() {
        elements = []
        items = [:]
        headers = [:]
        var y = 0.0
        for (section, count) in sectionCounts.enumerated() {
            if headerHeight > 0 {
                let header = LayoutAttributes(kind: .header, indexPath: LayoutIndexPath(item: 0, section: section),
                                              frame: Rect(x: 0, y: y, width: bounds.width, height: headerHeight))
                headers[section] = header
                elements.append(header)
                y += headerHeight
            }
            for item in 0..<count {
                let cell = LayoutAttributes(kind: .cell, indexPath: LayoutIndexPath(item: item, section: section),
                                            frame: Rect(x: 0, y: y, width: bounds.width, height: 3))
                items[cell.indexPath] = cell
                elements.append(cell)
                y += 3
            }
        }
        height = y
    }

    var collectionViewContentSize: Size { Size(width: bounds.width, height: height) }
    var isContentSizeExact: Bool { true }
    func completeLayout() {}
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { elements.filter { $0.frame.intersects(rect) } }
    func layoutAttributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes? { items[indexPath] }
    func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        kind == .header ? headers[indexPath.section] : nil
    }
    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { newBounds.width != bounds.width }
    func invalidateLayout() {}
    func invalidateLayout(with context: InvalidationContext) {}
    func contentSize(forWidth width: Double) -> Size { Size(width: width, height: height) }
}
