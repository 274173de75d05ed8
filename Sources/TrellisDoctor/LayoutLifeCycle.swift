import TrellisLayout

/// What the doctor does to a layout as a collection view would, and compares of what it answers:
/// bounds changes through the life cycle, full prepares, whole-content queries, and the elements
/// two answers disagree on.
enum LayoutLifeCycle {
    /// Moves `layout` to `bounds` as a collection view does: asks whether the change needs a new
    /// layout, sets the bounds, and invalidates and prepares when it does.
    static func move(_ layout: any CollectionLayout, to bounds: Rect) {
        guard layout.bounds != bounds else { return }
        let invalidates = invalidates(layout, forBoundsChange: bounds)
        layout.bounds = bounds
        if invalidates {
            layout.invalidateLayout()
            layout.prepare()
        }
    }

    /// Sets `bounds`, invalidates, prepares and completes `layout`: a layout as a new view shows it.
    static func prepareFully(_ layout: any CollectionLayout, at bounds: Rect) {
        layout.bounds = bounds
        layout.invalidateLayout()
        layout.prepare()
        layout.completeLayout()
    }

    /// Every element of a new `layout`, prepared at `bounds`.
    static func everything(of layout: any CollectionLayout, at bounds: Rect) -> [LayoutAttributes] {
        prepareFully(layout, at: bounds)
        return everything(of: layout)
    }

    /// The elements whose frames differ between `a` and `b` (or that only one has), each written by `text`.
    static func differences(_ a: [LayoutAttributes], _ b: [LayoutAttributes], cap: Int,
                            text: (LayoutElementID, Rect?, Rect?) -> String) -> Occurrences {
        var occurrences = Occurrences(cap: cap)
        // A layout that is right answers alike in the same order: compare in step, hashing nothing.
        if a.count == b.count, zip(a, b).allSatisfy({ x, y in
            x.indexPath == y.indexPath && x.kind == y.kind && x.category == y.category && FrameMath.same(x.frame, y.frame)
        }) {
            return occurrences
        }
        var second: [LayoutElementID: Rect] = [:]
        second.reserveCapacity(b.count)
        for attributes in b { second[LayoutElementID(attributes)] = second[LayoutElementID(attributes)] ?? attributes.frame }
        var firstIDs = Set<LayoutElementID>()
        firstIDs.reserveCapacity(a.count)
        for attributes in a {
            let id = LayoutElementID(attributes)
            guard firstIDs.insert(id).inserted else { continue }
            let other = second[id]
            if other == nil || !FrameMath.same(other!, attributes.frame) {
                occurrences.add(id, text(id, attributes.frame, other))
            }
        }
        for attributes in b where !firstIDs.contains(LayoutElementID(attributes)) {
            let id = LayoutElementID(attributes)
            occurrences.add(id, text(id, nil, attributes.frame))
        }
        return occurrences
    }

    /// Every element of `layout` as it is prepared now (no new prepare).
    static func everything(of layout: any CollectionLayout) -> [LayoutAttributes] {
        var rect = Rect(x: 0, y: 0, width: max(0, layout.collectionViewContentSize.width),
                        height: max(0, layout.collectionViewContentSize.height))
        if let orthogonal = layout as? any OrthogonalScrollingLayout {
            let extent = orthogonal.horizontalExtent(of: rect, orthogonalOffsets: [:])
            if extent.lowerBound.isFinite, extent.upperBound.isFinite {
                rect = Rect(x: extent.lowerBound, y: 0, width: extent.upperBound - extent.lowerBound, height: rect.height)
            }
        }
        return layout.layoutAttributesForElements(in: rect)
    }
}
