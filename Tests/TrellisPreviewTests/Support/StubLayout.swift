import TrellisLayout

/// A test-only layout over a fixed list of attributes (or attributes computed from the width
/// at each `prepare()`), counting every life-cycle call and recording every rect asked.
///
/// It invalidates on width changes only, like the real layouts. With `lazyEstimate` set it
/// behaves like a lazy layout: the content height is that estimate and inexact until
/// `completeLayout()` is called.
final class StubLayout: CollectionLayout {
    var bounds: Rect = .zero
    private let makeAttributes: (Double) -> [LayoutAttributes]
    private(set) var attributes: [LayoutAttributes] = []

    private(set) var prepareCount = 0
    private(set) var invalidateCount = 0
    private(set) var completeCount = 0
    private(set) var askedRects: [Rect] = []
    private(set) var itemQueries: [IndexPath] = []
    /// The rects passed to `completeLayout(through:)`.
    private(set) var throughRects: [Rect] = []
    /// Calls in order, for checking that completeLayout comes before a scroll to the bottom.
    private(set) var calls: [String] = []

    var lazyEstimate: Double?
    private var completed = false

    init(attributes: [LayoutAttributes]) {
        makeAttributes = { _ in attributes }
    }

    init(_ makeAttributes: @escaping (Double) -> [LayoutAttributes]) {
        self.makeAttributes = makeAttributes
    }

    /// Items `itemWidth` x `itemHeight` flowing left to right in as many columns as fit.
    static func grid(count: Int, itemWidth: Double = 10, itemHeight: Double = 3) -> StubLayout {
        StubLayout { width in
            let columns = max(1, Int(width / itemWidth))
            return (0..<count).map { index in
                LayoutAttributes(kind: .cell, indexPath: IndexPath(item: index, section: 0),
                                 frame: Rect(x: Double(index % columns) * itemWidth,
                                             y: Double(index / columns) * itemHeight,
                                             width: itemWidth, height: itemHeight))
            }
        }
    }

    func resetCounters() {
        prepareCount = 0
        invalidateCount = 0
        completeCount = 0
        askedRects = []
        itemQueries = []
        throughRects = []
        calls = []
    }

    func prepare() {
        prepareCount += 1
        calls.append("prepare")
        attributes = makeAttributes(bounds.width)
    }

    var exactHeight: Double { attributes.map(\.frame.maxY).max() ?? 0 }

    /// The view's width, or more when frames reach further right (a horizontal layout).
    var exactWidth: Double { max(bounds.width, attributes.map(\.frame.maxX).max() ?? 0) }

    var collectionViewContentSize: Size {
        if let lazyEstimate, !completed { return Size(width: exactWidth, height: lazyEstimate) }
        return Size(width: exactWidth, height: exactHeight)
    }

    var isContentSizeExact: Bool { lazyEstimate == nil || completed }

    func completeLayout() {
        completeCount += 1
        calls.append("completeLayout")
        completed = true
    }

    /// Lays out through `rect`: completes when the estimate (or the real content) ends before
    /// `rect.maxY`, as a real lazy layout would reach the end; records the rect.
    func completeLayout(through rect: Rect) {
        calls.append("completeLayout(through:)")
        throughRects.append(rect)
        if let lazyEstimate, rect.maxY > min(lazyEstimate, exactHeight) { completed = true }
    }

    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        askedRects.append(rect)
        calls.append("elements")
        return attributes.filter { $0.frame.intersects(rect) }
    }

    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        itemQueries.append(indexPath)
        return attributes.first { $0.kind == .cell && $0.indexPath == indexPath }
    }

    func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        attributes.first { $0.kind == kind && $0.indexPath == indexPath }
    }

    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        newBounds.width != bounds.width
    }

    func invalidateLayout() {
        invalidateCount += 1
        calls.append("invalidate")
    }

    func invalidateLayout(with context: InvalidationContext) {
        invalidateCount += 1
        calls.append("invalidate(with:)")
    }

    func contentSize(forWidth width: Double) -> Size {
        Size(width: width, height: makeAttributes(width).map(\.frame.maxY).max() ?? 0)
    }
}

/// Shorthands for building attributes in tests.
func cell(_ item: Int, section: Int = 0, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutAttributes {
    LayoutAttributes(kind: .cell, indexPath: IndexPath(item: item, section: section),
                     frame: Rect(x: x, y: y, width: width, height: height))
}

func supplementary(_ kind: ElementKind, section: Int, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutAttributes {
    LayoutAttributes(kind: kind, indexPath: IndexPath(item: 0, section: section),
                     frame: Rect(x: x, y: y, width: width, height: height),
                     zIndex: kind == .background ? -1 : 10)
}
