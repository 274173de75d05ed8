/// The source of a collection view's counts, as UIKit's `UICollectionViewDataSource`.
///
/// Linux: Swift has no `@objc optional` requirements here, so the optional methods have default
/// implementations: `numberOfSections(in:)` is 1 (UIKit's value when a data source does not
/// implement it), and the view methods return plain stub views. `collectionView(_:cellForItemAt:)`,
/// required in UIKit, has a default too, so a data source that keeps its cell code under
/// `#if canImport(UIKit)` still conforms (docs/porting-from-uikit.md).
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int

    /// The cell for the item at `indexPath`; a plain stub cell by default on Linux.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell

    /// The number of sections: 1 by default.
    func numberOfSections(in collectionView: UICollectionView) -> Int

    /// The supplementary view of `kind` at `indexPath`; a plain stub view by default.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView

    /// Whether the item at `indexPath` can be moved; false by default.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool

    /// Moves an item; does nothing by default.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    /// A plain cell: nothing draws on Linux.
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    /// One section, as UIKit assumes when a data source does not say.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// A plain view: nothing draws on Linux.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }

    /// False: no item moves unless the data source says so.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    /// Nothing.
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
