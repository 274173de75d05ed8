/// Spatial focus, as a focus engine moves a selection with arrow keys: from the selected
/// element, the best element in a direction.
///
/// The rule, over the frames' centres `c` (the selection's) and `e` (a candidate's):
/// 1. the candidates are the selectable elements (cells, headers, footers: ``selectableKinds``)
///    whose centre lies **strictly** in the direction: `e.y < c.y` for up, `e.y > c.y` for down,
///    `e.x < c.x` for left, `e.x > c.x` for right (so an element whose centre equals the
///    selection's, or lies level with it, is never a candidate in that direction);
/// 2. each has the score `|e − c| along the axis + 2 × |e − c| across it` (``score(from:to:direction:)``);
/// 3. the best has the smallest score; ties go to the lowest index path, then to the kind order
///    header, cell, footer (``precedes(_:_:)``).
///
/// ``nearest(to:direction:in:)`` finds it without a scan, over any ``CollectionLayout``: it asks
/// the layout for a **band** in the direction, `reach` long along the axis and `reach` wide
/// (half each side of the centre) across it, doubling `reach` each round. An element it has
/// not seen has its centre outside the band, so its axis distance is above `reach` or its
/// offset across is above `reach / 2`: its score is above `reach`. So the search stops as soon
/// as `reach` is at least the best score found, or when the band covers all the content in that
/// direction. A lazy layout is laid out only as far as the band reaches
/// (``CollectionLayout/completeLayout(through:)``). A move costs O(log n + k), k the elements
/// the last band meets.
///
/// Where nothing lies in the direction at all, the band grows to the content's edge; across a
/// long layout (left or right in one that scrolls vertically) that would meet every element of
/// the selection's column, so a caller may bound the search with `maximumReach`: the rule then
/// holds among the elements scoring at most that much (the previewer passes a few screens).
public enum FocusSearch {
    /// The kinds a selection can be on, in their tie order: header, cell, footer (section
    /// backgrounds are decoration and never selected).
    public static let selectableKinds: [ElementKind] = [.header, .cell, .footer]

    /// The most rounds a search takes (the band's reach doubles each round, so this is far past
    /// any content a `Double` can measure).
    static let maximumRounds = 1_100

    /// The band's margin on every side, so that an element whose centre lies on the band's
    /// edge (or a frame of zero size) is still met by the open intersection of the query.
    static let margin = 1.0

    /// The score of moving from `from` to `to` in `direction` (rule 2), or `nil` when `to`'s
    /// centre does not lie strictly in that direction from `from`'s (rule 1).
    public static func score(from: Rect, to: Rect, direction: FocusDirection) -> Double? {
        let dx = to.midX - from.midX, dy = to.midY - from.midY
        let along: Double, across: Double
        switch direction {
        case .up: (along, across) = (-dy, dx)
        case .down: (along, across) = (dy, dx)
        case .left: (along, across) = (-dx, dy)
        case .right: (along, across) = (dx, dy)
        }
        guard along > 0, along.isFinite, across.isFinite else { return nil }
        return along + 2 * abs(across)
    }

    /// The tie order of rule 3: by index path, then header, cell, footer.
    public static func precedes(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        return kindRank(a.kind) < kindRank(b.kind)
    }

    /// Whether `candidate` with `score` beats the best so far (rules 2 and 3).
    static func beats(_ candidate: LayoutAttributes, _ score: Double, _ best: (LayoutAttributes, Double)?) -> Bool {
        guard let best else { return true }
        if score != best.1 { return score < best.1 }
        return precedes(candidate, best.0)
    }

    /// The rank of `kind` in ``selectableKinds`` (backgrounds after everything).
    static func kindRank(_ kind: ElementKind) -> Int {
        selectableKinds.firstIndex(of: kind) ?? selectableKinds.count
    }

    /// The best element to move to from `selection` in `direction` (rules 1–3), or `nil` when
    /// no selectable element lies in that direction. `selection` is taken by its frame.
    ///
    /// Headers met by a band are taken at the frame ``CollectionLayout/layoutAttributesForSupplementaryView(ofKind:at:)``
    /// gives them for the layout's bounds (a pinned header is where the screen shows it).
    public static func nearest(to selection: LayoutAttributes, direction: FocusDirection,
                               in layout: any CollectionLayout, maximumReach: Double = .infinity) -> LayoutAttributes? {
        let from = selection.frame
        guard from.midX.isFinite, from.midY.isFinite else { return nil }
        let centre = Point(x: from.midX, y: from.midY)
        var reach = min(maximumReach, max(1, (direction.isVertical ? from.height : from.width)))
        var best: (LayoutAttributes, Double)?
        for _ in 0..<maximumRounds {
            let band = Self.band(from: centre, direction: direction, reach: reach)
            layout.completeLayout(through: band)
            for element in layout.layoutAttributesForElements(in: band) where kindRank(element.kind) < selectableKinds.count {
                var element = element
                if element.kind == .header,
                   let shown = layout.layoutAttributesForSupplementaryView(ofKind: .header, at: element.indexPath) {
                    element = shown
                }
                guard let score = score(from: from, to: element.frame, direction: direction), score <= maximumReach,
                      beats(element, score, best) else { continue }
                best = (element, score)
            }
            if let best, reach >= best.1 { break }
            if covers(band, direction: direction, centre: centre, layout: layout) || reach >= maximumReach { break }
            reach = min(reach * 2, maximumReach)
            guard reach.isFinite else { break }
        }
        return best?.0
    }

    /// The band of a round: `reach` along the axis from the centre, `reach / 2` across it on
    /// each side, with ``margin`` all round.
    static func band(from centre: Point, direction: FocusDirection, reach: Double) -> Rect {
        let m = margin, half = reach / 2
        switch direction {
        case .up: return Rect(x: centre.x - half - m, y: centre.y - reach - m, width: reach + 2 * m, height: reach + 2 * m)
        case .down: return Rect(x: centre.x - half - m, y: centre.y - m, width: reach + 2 * m, height: reach + 2 * m)
        case .left: return Rect(x: centre.x - reach - m, y: centre.y - half - m, width: reach + 2 * m, height: reach + 2 * m)
        case .right: return Rect(x: centre.x - m, y: centre.y - half - m, width: reach + 2 * m, height: reach + 2 * m)
        }
    }

    /// Whether `band` holds all of the content that lies in `direction` from `centre`, so that
    /// a larger band could meet nothing new. A far edge counts when the band passes the content
    /// size, or reaches it and the size is exact: a lazy layout laid out through the band and
    /// not complete has a content size at least as long as the band
    /// (``CollectionLayout/completeLayout(through:)``), so it goes on.
    static func covers(_ band: Rect, direction: FocusDirection, centre: Point, layout: any CollectionLayout) -> Bool {
        let exact = layout.isContentSizeExact
        let size = layout.collectionViewContentSize
        let coversLeft = band.minX <= 0
        let coversTop = band.minY <= 0
        let coversRight = band.maxX > size.width || (exact && band.maxX >= size.width)
        let coversBottom = band.maxY > size.height || (exact && band.maxY >= size.height)
        switch direction {
        case .up: return coversTop && coversLeft && coversRight
        case .down: return coversBottom && coversLeft && coversRight
        case .left: return coversLeft && coversTop && coversBottom
        case .right: return coversRight && coversTop && coversBottom
        }
    }
}
