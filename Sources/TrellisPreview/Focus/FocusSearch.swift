import TrellisLayout

/// Spatial focus, as a focus engine moves a selection with arrow keys: from the selected
/// element, the best element in a direction.
///
/// The rule refines issue 14's (centres, `along + 2 × across`) the way Android's FocusFinder
/// does, because read centre to centre it let a full-width header win over the cell beside the
/// selection, a footer win over the cells below a header, and a cell of the next row win over
/// the one beside it in a horizontal layout; and, with candidacy by centre alone, a move right
/// from a full-width header, or left from the first cell of a row, landed on an element that
/// was not that way at all. With `s` the selection's frame and `e` a candidate's:
/// 1. the candidates are the selectable elements (cells and supplementary views: headers,
///    footers, badges; drawn ones only, ``LayoutAttributes/isDrawn``; inspect mode leaves the
///    badges out of the elements it passes, so its arrows move among cells and boundary items) whose **both edges** along the axis lie strictly in the direction: `e.minX > s.minX &&
///    e.maxX > s.maxX` for right, `e.minX < s.minX && e.maxX < s.maxX` for left, `e.minY > s.minY
///    && e.maxY > s.maxY` for down, `e.minY < s.minY && e.maxY < s.maxY` for up (so the centre
///    lies that way too);
/// 2. the candidates in the selection's **beam** (their extent across the axis meets the
///    selection's, as open intervals: for up and down `e.minX < s.maxX && s.minX < e.maxX`) beat
///    all that are not; only when none is in the beam are the others considered
///    (``inBeam(from:to:direction:)``);
/// 3. among them the smallest score `along + 2 × across` (``score(from:to:direction:)``), where
///    `along` is the gap along the axis from the selection's far edge to the candidate's near
///    edge (`e.minY − s.maxY` for down; 0 when they overlap) and `across` the gap between their
///    extents across the axis (0 when they overlap);
/// 4. ties go to the smaller offset of the centres across the axis, then to the lowest index
///    path, then to the kind order header, cell, footer, other kinds (``precedes(_:_:)``).
///
/// ``nearest(to:direction:in:maximumReach:)`` finds it without a scan, over any
/// ``CollectionLayout``, in two searches of a band growing in the direction, doubling `reach`
/// each round, each from the selection's centre along the axis to `reach` past its far edge:
/// - the **beam band** is exactly the selection's extent across the axis. A candidate's far edge
///   lies past the selection's (rule 1), so it reaches into the band unless it starts more than
///   `reach` past the selection's far edge; a beam candidate the band has not met therefore
///   scores (`along`) above `reach`: the search
///   stops once the best beam score found is at most `reach`, or when the band covers the content
///   in that direction;
/// - only when it found nothing, the **wide band** adds `reach / 2` on each side across. A
///   candidate it has not met is more than `reach` along or more than `reach / 2` across: its
///   score is above `reach`, so the same stop rule holds.
/// Both bands carry a ``margin`` all round so that an element touching their edge is still met.
/// A lazy layout is laid out only as far as the band reaches
/// (``CollectionLayout/completeLayout(through:)``). A move costs O(log n + k), k the elements
/// the last band meets.
///
/// Where nothing lies in the direction at all, the band grows to the content's edge; across a
/// long layout (left or right in one that scrolls vertically) that would meet every element of
/// the selection's column, so a caller may bound the search with `maximumReach`: the rule then
/// holds among the candidates scoring at most that much (the previewer passes a few screens).
enum FocusSearch {
    /// Trellis's kinds a selection can be on, in their tie order: header, cell, footer. Any other
    /// supplementary view (a badge) can be selected too and ties after them; decoration views
    /// (section backgrounds) lie under the rest and are never moved to.
    static let selectableKinds: [ElementKind] = [.header, .cell, .footer]

    /// The most rounds a search takes (the band's reach doubles each round, so this is far past
    /// any content a `Double` can measure).
    static let maximumRounds = 1_100

    /// The band's margin on every side, so that an element whose edge lies on the band's edge
    /// (or a frame of zero size) is still met by the open intersection of the query.
    static let margin = 1.0

    /// The extents of `rect` along and across `direction`'s axis: (min, max) along, (min, max)
    /// across, with "along" measured so that larger is further in the direction.
    private static func extents(_ rect: Rect, _ direction: FocusDirection)
        -> (alongMin: Double, alongMax: Double, acrossMin: Double, acrossMax: Double) {
        switch direction {
        case .up: return (-rect.maxY, -rect.minY, rect.minX, rect.maxX)
        case .down: return (rect.minY, rect.maxY, rect.minX, rect.maxX)
        case .left: return (-rect.maxX, -rect.minX, rect.minY, rect.maxY)
        case .right: return (rect.minX, rect.maxX, rect.minY, rect.maxY)
        }
    }

    /// Whether both of `to`'s edges along `direction`'s axis lie strictly in `direction` from
    /// `from`'s (rule 1): for right, `to.minX > from.minX && to.maxX > from.maxX`. "Strictly"
    /// means by more than rounding noise (``isPast(_:_:)``): two edges computed two ways, such as
    /// 77.99999999999999 and 78, are the same edge.
    static func isCandidate(from: Rect, to: Rect, direction: FocusDirection) -> Bool {
        let a = extents(from, direction), b = extents(to, direction)
        return isPast(b.alongMin, a.alongMin) && isPast(b.alongMax, a.alongMax)
            && (b.alongMin + b.alongMax).isFinite && (b.acrossMin + b.acrossMax).isFinite
    }

    /// Whether `edge` lies past `reference` by more than rounding noise: a billionth of the
    /// larger magnitude, at least a billionth of a unit.
    static func isPast(_ edge: Double, _ reference: Double) -> Bool {
        edge - reference > 1e-9 * max(1, abs(edge), abs(reference))
    }

    /// Whether `to` lies in `from`'s beam: their extents across `direction`'s axis meet as open
    /// intervals (rule 2).
    static func inBeam(from: Rect, to: Rect, direction: FocusDirection) -> Bool {
        let a = extents(from, direction), b = extents(to, direction)
        return b.acrossMin < a.acrossMax && a.acrossMin < b.acrossMax
    }

    /// The score of moving from `from` to `to` in `direction` (rule 3): the edge gap along the
    /// axis plus twice the gap across it, or `nil` when `to` is not a candidate (rule 1).
    static func score(from: Rect, to: Rect, direction: FocusDirection) -> Double? {
        guard isCandidate(from: from, to: to, direction: direction) else { return nil }
        let a = extents(from, direction), b = extents(to, direction)
        let along = max(0, b.alongMin - a.alongMax)
        let across = max(0, b.acrossMin - a.acrossMax, a.acrossMin - b.acrossMax)
        let score = along + 2 * across
        return score.isFinite ? score : nil
    }

    /// The offset of the centres across `direction`'s axis (the first tie break of rule 4).
    static func centreOffset(from: Rect, to: Rect, direction: FocusDirection) -> Double {
        direction.isVertical ? abs(to.midX - from.midX) : abs(to.midY - from.midY)
    }

    /// The tie order of rule 4 after the centre offset: by index path, then header, cell, footer.
    static func precedes(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        return kindRank(a.kind) < kindRank(b.kind)
    }

    /// A candidate as the search ranks it.
    struct Ranked {
        var element: LayoutAttributes
        var beam: Bool
        var score: Double
        var offset: Double

        /// Whether this ranks before `other` (rules 2–4).
        func beats(_ other: Ranked?) -> Bool {
            guard let other else { return true }
            if beam != other.beam { return beam }
            if score != other.score { return score < other.score }
            if offset != other.offset { return offset < other.offset }
            return FocusSearch.precedes(element, other.element)
        }
    }

    /// The rank of `kind` in ``selectableKinds`` (backgrounds after everything).
    static func kindRank(_ kind: ElementKind) -> Int {
        selectableKinds.firstIndex(of: kind) ?? selectableKinds.count
    }

    /// The best element to move to from `selection` in `direction` (rules 1–4), or `nil` when
    /// no selectable element lies in that direction. `selection` is taken by its frame.
    ///
    /// Headers met by a band are taken at the frame ``CollectionLayout/layoutAttributesForSupplementaryView(ofKind:at:)``
    /// gives them for the layout's bounds (a pinned header is where the screen shows it).
    ///
    /// `elements`, when given, answers a band's query in place of the layout's
    /// `layoutAttributesForElements(in:)`: a viewer that shows some elements elsewhere than their
    /// frames (a compositional layout's carousels scrolled sideways) passes the frames it shows,
    /// and `selection` at its shown frame, so the move goes by what is on screen.
    ///
    /// `horizontalExtent`, when given, says how far sideways the elements meeting a band's rows
    /// reach, in place of `0 … contentSize.width`: such a viewer shows a carousel's cards past the
    /// content's edges, where a band that stopped at them would never look
    /// (``OrthogonalScrollingLayout/horizontalExtent(of:orthogonalOffsets:)``). `verticalExtent`
    /// likewise says how far up and down they reach, in place of `0 … contentSize.height` (a
    /// horizontally scrolling layout's sections that scroll vertically, past the view's height).
    static func nearest(to selection: LayoutAttributes, direction: FocusDirection,
                               in layout: any CollectionLayout, maximumReach: Double = .infinity,
                               elements: ((Rect) -> [LayoutAttributes])? = nil,
                               horizontalExtent: ((Rect) -> ClosedRange<Double>)? = nil,
                               verticalExtent: ((Rect) -> ClosedRange<Double>)? = nil) -> LayoutAttributes? {
        let from = selection.frame
        guard from.midX.isFinite, from.midY.isFinite, from.maxX.isFinite, from.maxY.isFinite else { return nil }
        let query = elements ?? { layout.layoutAttributesForElements(in: $0) }
        // The content's own width (a NaN one never covered: the band grows to `maximumReach`).
        let extent = horizontalExtent ?? { _ in
            let width = layout.collectionViewContentSize.width
            return 0...(width.isNaN ? .infinity : max(0, width))
        }
        let vertical = verticalExtent ?? { _ in
            let height = layout.collectionViewContentSize.height
            return 0...(height.isNaN ? .infinity : max(0, height))
        }
        let own = (kind: selection.kind, indexPath: selection.indexPath)
        if let beam = search(from: from, own: own, direction: direction, in: layout, query: query, extent: extent, vertical: vertical,
                             widening: false, maximumReach: maximumReach) {
            return beam
        }
        return search(from: from, own: own, direction: direction, in: layout, query: query, extent: extent, vertical: vertical,
                      widening: true, maximumReach: maximumReach)
    }

    /// One growing-band search: the beam band (`widening` false, beam candidates only) or the
    /// wide band (every candidate). Stops once `reach` is at least the best score, when the band
    /// covers the content in the direction, or at `maximumReach`.
    ///
    /// The selection itself (`own`: its kind and index path) is never a candidate, whatever frame
    /// the query gives it: a viewer's query may compute the selection's frame by other arithmetic
    /// than `from` (a right-to-left carousel: mirrored then shifted, or shifted then mirrored) and
    /// land it a rounding error the way of the move, where it would win with a score of 0 and the
    /// selection would never leave it.
    private static func search(from: Rect, own: (kind: ElementKind, indexPath: LayoutIndexPath), direction: FocusDirection, in layout: any CollectionLayout,
                               query: (Rect) -> [LayoutAttributes], extent: (Rect) -> ClosedRange<Double>,
                               vertical: (Rect) -> ClosedRange<Double>, widening: Bool, maximumReach: Double) -> LayoutAttributes? {
        var reach = min(maximumReach, max(1, (direction.isVertical ? from.height : from.width)))
        var best: Ranked?
        for _ in 0..<maximumRounds {
            let band = Self.band(from: from, direction: direction, reach: reach, widening: widening)
            layout.completeLayout(through: band)
            for element in query(band) where element.category != .decorationView && element.isDrawn
                && (element.kind != own.kind || element.indexPath != own.indexPath) {
                var element = element
                if element.kind == .header,
                   let shown = layout.layoutAttributesForSupplementaryView(ofKind: .header, at: element.indexPath) {
                    element = shown
                }
                let beam = inBeam(from: from, to: element.frame, direction: direction)
                guard widening || beam,
                      let score = score(from: from, to: element.frame, direction: direction), score <= maximumReach else { continue }
                let ranked = Ranked(element: element, beam: beam, score: score,
                                    offset: centreOffset(from: from, to: element.frame, direction: direction))
                if ranked.beats(best) { best = ranked }
            }
            if let best, reach >= best.score { break }
            if covers(band, direction: direction, layout: layout, extent: extent(band), vertical: vertical(band), widening: widening)
                || reach >= maximumReach { break }
            reach = min(reach * 2, maximumReach)
            guard reach.isFinite else { break }
        }
        return best?.element
    }

    /// The band of a round: from the selection's centre along the axis to `reach` past its far
    /// edge; across it the selection's extent, and `reach / 2` more on each side when
    /// `widening`; with ``margin`` all round.
    static func band(from s: Rect, direction: FocusDirection, reach: Double, widening: Bool) -> Rect {
        let m = margin, side = (widening ? reach / 2 : 0) + m
        switch direction {
        case .up:
            let top = s.minY - reach - m
            return Rect(x: s.minX - side, y: top, width: s.width + 2 * side, height: s.midY + m - top)
        case .down:
            let top = s.midY - m
            return Rect(x: s.minX - side, y: top, width: s.width + 2 * side, height: s.maxY + reach + m - top)
        case .left:
            let left = s.minX - reach - m
            return Rect(x: left, y: s.minY - side, width: s.midX + m - left, height: s.height + 2 * side)
        case .right:
            let left = s.midX - m
            return Rect(x: left, y: s.minY - side, width: s.maxX + reach + m - left, height: s.height + 2 * side)
        }
    }

    /// Whether `band` holds all of the content that lies in `direction` (and, when `widening`,
    /// on both sides across), so that a larger band could meet nothing new. A far edge counts
    /// when the band passes the content size, or reaches it and the size is exact: a lazy layout
    /// laid out through the band and not complete has a content size at least as long as the
    /// band (``CollectionLayout/completeLayout(through:)``), so it goes on. Sideways the content
    /// spans `extent` (the elements meeting the band's rows: `0 … width`, or wider where a
    /// viewer shows carousels past the edges), and up and down `vertical` (`0 … height`, or
    /// longer where a horizontally scrolling layout's sections scroll vertically).
    static func covers(_ band: Rect, direction: FocusDirection, layout: any CollectionLayout,
                       extent: ClosedRange<Double>, vertical: ClosedRange<Double>? = nil, widening: Bool) -> Bool {
        let exact = layout.isContentSizeExact
        let height = layout.collectionViewContentSize.height
        let vertical = vertical ?? 0...(height.isNaN ? .infinity : max(0, height))
        let coversLeft = band.minX <= extent.lowerBound
        let coversTop = band.minY <= vertical.lowerBound
        let coversRight = band.maxX > extent.upperBound || (exact && band.maxX >= extent.upperBound)
        let coversBottom = band.maxY > vertical.upperBound || (exact && band.maxY >= vertical.upperBound)
        switch direction {
        case .up: return coversTop && (!widening || (coversLeft && coversRight))
        case .down: return coversBottom && (!widening || (coversLeft && coversRight))
        case .left: return coversLeft && (!widening || (coversTop && coversBottom))
        case .right: return coversRight && (!widening || (coversTop && coversBottom))
        }
    }
}
