import TrellisLayout

/// The tests' layout over a fixed list of attributes (or attributes computed from the width at
/// each `prepare()`), counting every life-cycle call and recording every rect and item asked.
/// Every query is a plain filter over the attributes.
///
/// It invalidates on width changes only, like the real layouts. With `lazyEstimate` set it
/// behaves like a lazy layout: the content height is that estimate and inexact until
/// `completeLayout()` is called.
public final class StubLayout: CollectionLayout {
    /// The bounds, as the viewport sets them.
    public var bounds: Rect = .zero
    private let makeAttributes: (Double) -> [LayoutAttributes]
    /// The attributes of the last `prepare()` (or the fixed ones from the start); a test may
    /// change them, and the next `prepare()` makes them anew.
    public var attributes: [LayoutAttributes] = []

    /// How many times `prepare()` ran.
    public private(set) var prepareCount = 0
    /// How many times the layout was invalidated.
    public private(set) var invalidateCount = 0
    /// How many times `completeLayout()` ran.
    public private(set) var completeCount = 0
    /// Every rect asked of `layoutAttributesForElements(in:)`, in order.
    public private(set) var askedRects: [Rect] = []
    /// Every index path asked of `layoutAttributesForItem(at:)`, in order.
    public private(set) var itemQueries: [LayoutIndexPath] = []
    /// The rects passed to `completeLayout(through:)`.
    public private(set) var throughRects: [Rect] = []
    /// Calls in order, for checking that completeLayout comes before a scroll to the bottom.
    public private(set) var calls: [String] = []

    /// The content height claimed until the layout completes, as a lazy layout estimates; nil for an exact layout.
    public var lazyEstimate: Double?
    private var completed = false

    /// A layout of `attributes`, answering at once (before any `prepare()`) and at every width.
    public init(attributes: [LayoutAttributes]) {
        makeAttributes = { _ in attributes }
        self.attributes = attributes
    }

    /// Cells at the given frames, item `i` at `frames[i]`, in section 0.
    public convenience init(cells frames: [Rect]) {
        self.init(attributes: frames.enumerated().map {
            LayoutAttributes(kind: .cell, indexPath: LayoutIndexPath(item: $0.offset, section: 0), frame: $0.element)
        })
    }

    /// A layout whose attributes `makeAttributes` computes from the width at each `prepare()`.
    public init(_ makeAttributes: @escaping (Double) -> [LayoutAttributes]) {
        self.makeAttributes = makeAttributes
    }

    /// Items `itemWidth` x `itemHeight` flowing left to right in as many columns as fit.
    public static func grid(count: Int, itemWidth: Double = 10, itemHeight: Double = 3) -> StubLayout {
        StubLayout { width in
            let columns = max(1, Int(width / itemWidth))
            return (0..<count).map { index in
                LayoutAttributes(kind: .cell, indexPath: LayoutIndexPath(item: index, section: 0),
                                 frame: Rect(x: Double(index % columns) * itemWidth,
                                             y: Double(index / columns) * itemHeight,
                                             width: itemWidth, height: itemHeight))
            }
        }
    }

    /// Forgets every count and recorded query.
    public func resetCounters() {
        prepareCount = 0
        invalidateCount = 0
        completeCount = 0
        askedRects = []
        itemQueries = []
        throughRects = []
        calls = []
    }

    public func prepare() {
        prepareCount += 1
        calls.append("prepare")
        attributes = makeAttributes(bounds.width)
    }

    /// The height the attributes reach.
    public var exactHeight: Double { attributes.map(\.frame.maxY).max() ?? 0 }

    /// The view's width, or more when frames reach further right (a horizontal layout).
    public var exactWidth: Double { max(bounds.width, attributes.map(\.frame.maxX).max() ?? 0) }

    public var collectionViewContentSize: Size {
        if let lazyEstimate, !completed { return Size(width: exactWidth, height: lazyEstimate) }
        return Size(width: exactWidth, height: exactHeight)
    }

    public var isContentSizeExact: Bool { lazyEstimate == nil || completed }

    public func completeLayout() {
        completeCount += 1
        calls.append("completeLayout")
        completed = true
    }

    /// Lays out through `rect`: completes when the estimate (or the real content) ends before
    /// `rect.maxY`, as a real lazy layout would reach the end; records the rect.
    public func completeLayout(through rect: Rect) {
        calls.append("completeLayout(through:)")
        throughRects.append(rect)
        if let lazyEstimate, rect.maxY > min(lazyEstimate, exactHeight) { completed = true }
    }

    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        askedRects.append(rect)
        calls.append("elements")
        return attributes.filter { $0.frame.intersects(rect) }
    }

    public func layoutAttributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        itemQueries.append(indexPath)
        return attributes.first { $0.category == .cell && $0.indexPath == indexPath }
    }

    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        attributes.first { $0.category == .supplementaryView && $0.kind == kind && $0.indexPath == indexPath }
    }

    public func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        attributes.first { $0.category == .decorationView && $0.kind == kind && $0.indexPath == indexPath }
    }

    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        newBounds.width != bounds.width
    }

    public func invalidateLayout() {
        invalidateCount += 1
        calls.append("invalidate")
    }

    public func invalidateLayout(with context: InvalidationContext) {
        invalidateCount += 1
        calls.append("invalidate(with:)")
    }

    public func contentSize(forWidth width: Double) -> Size {
        Size(width: width, height: makeAttributes(width).map(\.frame.maxY).max() ?? 0)
    }
}
