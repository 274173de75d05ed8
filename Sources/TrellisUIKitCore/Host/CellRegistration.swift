extension UICollectionView {
    /// How to make and configure a cell for an item, as UIKit's `UICollectionView.CellRegistration`
    /// (iOS 14): Apple's "Modern Collection Views" samples register cells this way.
    ///
    /// ```swift
    /// let registration = UICollectionView.CellRegistration<TextCell, Int> { cell, indexPath, item in
    ///     cell.label.text = "\(item)"
    /// }
    /// let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) { collectionView, indexPath, item in
    ///     collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    /// }
    /// ```
    ///
    /// Linux: a stub, so code that registers cells compiles; the cell it makes is a plain
    /// `Cell(frame: .zero)`, configured by the handler, and nothing draws it. There are no nibs.
    @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a cell for the item at an index path.
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

        /// The configuration handler.
        public let handler: Handler

        /// A registration that configures each new cell with `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// How to make and configure a supplementary view, as UIKit's
    /// `UICollectionView.SupplementaryRegistration` (iOS 14). A stub, as ``CellRegistration`` is.
    @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a view of a kind at an index path.
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void

        /// The kind of view this registration makes.
        public let elementKind: String

        /// The configuration handler.
        public let handler: Handler

        /// A registration of views of `elementKind`, each configured with `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A new cell of the registration's class, configured by its handler for `item` (a nil
    /// item leaves it unconfigured).
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(using registration: CellRegistration<Cell, Item>,
                                                                                for indexPath: IndexPath, item: Item?) -> Cell {
        let cell = Cell(frame: .zero)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A new supplementary view of the registration's class and kind, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let view = Supplementary(frame: .zero)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
