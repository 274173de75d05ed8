/// A data source that takes its sections and items from snapshots, as UIKit's
/// `UICollectionViewDiffableDataSource`: made with a collection view, it becomes that view's data
/// source, and each `apply` gives the view the snapshot's counts.
///
/// ```swift
/// let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) { collectionView, indexPath, item in
///     collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(Array(0..<94))
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
///
/// Linux: an `apply` reloads the collection view's data (UIKit animates the differences with batch
/// updates); the layout sees an invalidation with `invalidateDataSourceCounts`, and `completion`
/// runs at once.
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?

    /// Makes the supplementary view of a kind at an index path.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Makes the supplementary views; nil by default.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView`, which it becomes the data source of.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// Makes `snapshot` the collection view's content: its counts, and a reload of its data.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        current = snapshot
        collectionView?.reloadData()
        completion?()
    }

    /// Makes `snapshot` the content, reloading the data (the same as ``apply(_:animatingDifferences:completion:)`` here).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// A copy of the current snapshot.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current
    }

    /// The item at `indexPath`, nil when there is none.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, let section = sectionIdentifier(for: indexPath.section) else { return nil }
        let items = current.itemIdentifiers(inSection: section)
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// The index path of `itemIdentifier`, nil when it is not in the snapshot.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let section = current.sectionIdentifier(containingItem: itemIdentifier),
              let sectionIndex = current.indexOfSection(section),
              let item = current.itemIdentifiers(inSection: section).firstIndex(of: itemIdentifier) else { return nil }
        return IndexPath(item: item, section: sectionIndex)
    }

    /// The section at `index`, nil when there is none.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// The index of `sectionIdentifier`, nil when it is not in the snapshot.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    /// The snapshot's number of sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        current.numberOfSections
    }

    /// The snapshot's number of items in `section`.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map(current.numberOfItems(inSection:)) ?? 0
    }

    /// The cell provider's cell (a plain cell when it gives none).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath) else { return UICollectionViewCell(frame: .zero) }
        return cellProvider(collectionView, indexPath, item) ?? UICollectionViewCell(frame: .zero)
    }

    /// The supplementary view provider's view (a plain view when there is none).
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }
}
