import TrellisLayout
import TrellisPreview

/// A layout written against the public API only, as a user would: it implements
/// ``CollectionLayout`` directly (no ``SectionedLayout``), one section of `count` items in
/// `columns` columns of rows `rowHeight` tall, with `spacing` between them. Its rect query is
/// O(rows in the rect).
class StripLayout: CollectionLayout {
    let count: Int
    let columns: Int
    let rowHeight: Double
    let spacing: Double
    var bounds: Rect = .zero

    init(count: Int, columns: Int = 1, rowHeight: Double = 3, spacing: Double = 0) {
        self.count = count
        self.columns = max(1, columns)
        self.rowHeight = rowHeight
        self.spacing = max(0, spacing)
    }

    private var rows: Int { (count + columns - 1) / columns }
    private var pitch: Double { rowHeight + spacing }
    private var columnWidth: Double { max(1, (bounds.width - spacing * Double(columns - 1)) / Double(columns)) }

    func prepare() {}
    var collectionViewContentSize: Size { Size(width: bounds.width, height: max(0, Double(rows) * pitch - spacing)) }
    var isContentSizeExact: Bool { true }
    func completeLayout() {}

    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        guard count > 0, rect.maxY > 0 else { return [] }
        let first = max(0, Int((rect.minY / pitch).rounded(.down)))
        let last = min(rows - 1, Int((rect.maxY / pitch).rounded(.down)))
        guard first <= last else { return [] }
        return (first * columns..<min(count, (last + 1) * columns)).compactMap {
            layoutAttributesForItem(at: LayoutIndexPath(item: $0, section: 0))
        }
    }

    func layoutAttributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
        let row = indexPath.item / columns, column = indexPath.item % columns
        let frame = Rect(x: Double(column) * (columnWidth + spacing), y: Double(row) * pitch, width: columnWidth, height: rowHeight)
        return LayoutAttributes(kind: .cell, indexPath: indexPath, frame: frame)
    }

    func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes? { nil }
    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { newBounds.width != bounds.width }
    func invalidateLayout() {}
    func invalidateLayout(with context: InvalidationContext) {}
    func contentSize(forWidth width: Double) -> Size {
        Size(width: width, height: max(0, Double(rows) * pitch - spacing))
    }
}

extension StripLayout: ItemCounting {
    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { section == 0 ? count : 0 }
}

/// A ``StripLayout`` whose columns and spacing the keys change: `+ - ] [` and `=`, nothing else.
final class AdjustableStrip: StripLayout, Adjustable {
    /// How many layouts ``layout(adjustedBy:)`` made.
    nonisolated(unsafe) static var made = 0

    var supportedAdjustments: Set<Adjustment> { [.columns, .spacing] }

    func layout(adjustedBy adjustments: Adjustments) -> any CollectionLayout {
        Self.made += 1
        return AdjustableStrip(count: count, columns: columns + adjustments.columnDelta, rowHeight: rowHeight,
                               spacing: spacing + adjustments.spacingDelta)
    }

    func adjustmentRanges(width: Int, spacingDelta: Double) -> CounterRanges {
        CounterRanges(columns: (1 - columns)...(4 - columns), spacing: -spacing...4)
    }
}
