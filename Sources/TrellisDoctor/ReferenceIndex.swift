import TrellisLayout

/// The reference of the sweep: every element of a query of the whole content rect, by
/// identity and in a grid of page-sized buckets, so that the elements meeting any rect are found
/// without a pass over all of them (the sweep at 100,000 items must stay well under 2 s).
struct ReferenceIndex {
    /// The elements, as the whole-content query answered them (the first of any duplicate).
    let elements: [LayoutAttributes]
    /// The identity of each element.
    let ids: [LayoutElementID]
    /// Each element's position in ``elements``.
    let position: [LayoutElementID: Int]
    /// The area the buckets cover, and the size of one bucket.
    private let area: Rect
    private let bucketWidth: Double, bucketHeight: Double
    private let columns: Int, rows: Int
    /// The elements of each bucket, row-major; elements without area or with invalid frames
    /// are left out (they are never missing).
    private let buckets: [[Int32]]
    /// The last query each element was returned by, so that a candidate met by several buckets
    /// is looked at once per query.
    private var stamp: [Int32]

    /// The index of `elements` over `area`, in buckets of about `page` each.
    init(_ answered: [LayoutAttributes], area: Rect, page: Size) {
        var elements: [LayoutAttributes] = []
        var ids: [LayoutElementID] = []
        var position: [LayoutElementID: Int] = [:]
        elements.reserveCapacity(answered.count)
        ids.reserveCapacity(answered.count)
        position.reserveCapacity(answered.count)
        for attributes in answered {
            let id = LayoutElementID(attributes)
            guard position[id] == nil else { continue }
            position[id] = elements.count
            elements.append(attributes)
            ids.append(id)
        }
        self.elements = elements
        self.ids = ids
        self.position = position
        // Buckets of a page each, at most about 4 per element and never more than a million.
        let safeArea = FrameMath.isValid(area) ? area : Rect(x: 0, y: 0, width: 1, height: 1)
        self.area = safeArea
        let budget = Double(max(64, min(1 << 20, 4 * elements.count)))
        var width = max(page.width.isFinite ? page.width : 1, 1), height = max(page.height.isFinite ? page.height : 1, 1)
        while (safeArea.width / width).rounded(.up) * (safeArea.height / height).rounded(.up) > budget {
            width *= 2
            height *= 2
        }
        bucketWidth = width
        bucketHeight = height
        columns = max(1, Int((safeArea.width / width).rounded(.up)))
        rows = max(1, Int((safeArea.height / height).rounded(.up)))
        var buckets = [[Int32]](repeating: [], count: columns * rows)
        for (index, attributes) in elements.enumerated() where FrameMath.hasArea(attributes.frame) && FrameMath.isValid(attributes.frame) {
            let (c0, c1, r0, r1) = Self.span(attributes.frame, area: safeArea, width: width, height: height,
                                             columns: columns, rows: rows)
            guard c0 <= c1, r0 <= r1 else { continue }
            for row in r0...r1 { for column in c0...c1 { buckets[row * columns + column].append(Int32(index)) } }
        }
        self.buckets = buckets
        stamp = [Int32](repeating: -1, count: elements.count)
    }

    /// The buckets a rect covers (clamped to the grid; empty when it misses the area).
    private static func span(_ rect: Rect, area: Rect, width: Double, height: Double,
                             columns: Int, rows: Int) -> (Int, Int, Int, Int) {
        func cell(_ value: Double, _ origin: Double, _ size: Double, _ count: Int) -> Int {
            let index = ((value - origin) / size).rounded(.down)
            guard index.isFinite else { return value < origin ? 0 : count - 1 }
            return Int(max(0, min(Double(count - 1), index)))
        }
        guard rect.maxX > area.minX, rect.minX < area.maxX, rect.maxY > area.minY, rect.minY < area.maxY else {
            return (1, 0, 1, 0)
        }
        return (cell(rect.minX, area.minX, width, columns), cell(rect.maxX, area.minX, width, columns),
                cell(rect.minY, area.minY, height, rows), cell(rect.maxY, area.minY, height, rows))
    }

    /// Calls `body` once with the position of each element with area whose frame meets `rect`
    /// (open intersection), for query number `query` (distinct per call).
    mutating func forEachMeeting(_ rect: Rect, query: Int32, _ body: (Int) -> Void) {
        let (c0, c1, r0, r1) = Self.span(rect, area: area, width: bucketWidth, height: bucketHeight,
                                         columns: columns, rows: rows)
        guard c0 <= c1, r0 <= r1 else { return }
        for row in r0...r1 {
            for column in c0...c1 {
                for index in buckets[row * columns + column] where stamp[Int(index)] != query {
                    stamp[Int(index)] = query
                    if elements[Int(index)].frame.intersects(rect) { body(Int(index)) }
                }
            }
        }
    }
}
