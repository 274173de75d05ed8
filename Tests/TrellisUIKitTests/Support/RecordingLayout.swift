import TrellisUIKit

/// A layout that logs every call its collection view makes, in order, for the life-cycle tests:
/// a column of 100-point rows, one per item, whose bounds-change answer the test chooses.
@MainActor
final class RecordingLayout: UICollectionViewLayout {
    /// The calls, one word each (`prepare`, `contentSize`, `elements(0,0,320,480)`, `item`,
    /// `supplementary`, `shouldInvalidate`, `context`, `invalidate`).
    var log: [String] = []
    /// What `shouldInvalidateLayout(forBoundsChange:)` answers.
    var invalidatesOnBoundsChange = false
    /// `collectionView.bounds` as `shouldInvalidateLayout(forBoundsChange:)` and
    /// `invalidationContext(forBoundsChange:)` saw it, with the new bounds.
    var boundsSeen: [(old: CGRect, new: CGRect)] = []
    /// The contexts passed to `invalidateLayout(with:)`.
    var contexts: [UICollectionViewLayoutInvalidationContext] = []
    private var rows = 0

    func clear() { log.removeAll() }

    var prepares: Int { log.filter { $0 == "prepare" }.count }

    override func prepare() {
        super.prepare()
        log.append("prepare")
        rows = (0..<(collectionView?.numberOfSections ?? 0)).reduce(0) { $0 + (collectionView?.numberOfItems(inSection: $1) ?? 0) }
    }

    override var collectionViewContentSize: CGSize {
        log.append("contentSize")
        return CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(rows) * 100)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        log.append("elements(\(Int(rect.minX)),\(Int(rect.minY)),\(Int(rect.width)),\(Int(rect.height)))")
        return (0..<rows).compactMap { row in
            let frame = CGRect(x: 0, y: CGFloat(row) * 100, width: collectionView?.bounds.width ?? 0, height: 100)
            guard frame.intersects(rect) else { return nil }
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: row, section: 0))
            attributes.frame = frame
            return attributes
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        log.append("item")
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 100, width: collectionView?.bounds.width ?? 0, height: 100)
        return attributes
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        log.append("supplementary")
        return nil
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        log.append("shouldInvalidate")
        boundsSeen.append((collectionView?.bounds ?? .null, newBounds))
        return invalidatesOnBoundsChange
    }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        log.append("context")
        boundsSeen.append((collectionView?.bounds ?? .null, newBounds))
        return super.invalidationContext(forBoundsChange: newBounds)
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        log.append("invalidate")
        contexts.append(context)
        super.invalidateLayout(with: context)
    }
}

/// A data source of fixed counts per section.
@MainActor
final class CountsDataSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    /// How many times each count was asked.
    var sectionQueries = 0
    var itemQueries = 0

    init(_ counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        sectionQueries += 1
        return counts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemQueries += 1
        return counts[section]
    }
}
