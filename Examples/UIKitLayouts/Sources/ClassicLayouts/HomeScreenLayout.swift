#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// A shop's home screen in a compositional layout, fed by a diffable data source, as Apple's
/// "Implementing Modern Collection Views" samples build one: a mosaic of one large item beside
/// two small ones, a carousel that pages a card at a time, and a list.
///
/// ```text
/// Featured
/// +----------------------+ +-------+
/// |                      | |       |
/// |          0           | +-------+
/// |                      | +-------+
/// |                      | |       |
/// +----------------------+ +-------+
/// New this week
/// +--------------------+ +---------
/// |        card        | |
/// +--------------------+ +---------
/// All products
/// | row                            |
/// ```
///
/// On iOS, a view controller owns it; here it owns its collection view itself, so that a
/// preview or a test can make one at any size.
@MainActor
public final class HomeScreen: NSObject {
    /// The sections, top to bottom.
    public enum Section: Int, CaseIterable, Sendable {
        case featured, carousel, list

        /// The header's title.
        public var title: String {
            switch self {
            case .featured: return "Featured"
            case .carousel: return "New this week"
            case .list: return "All products"
            }
        }
    }

    /// One product on the screen.
    public struct Item: Hashable, Sendable {
        /// Tells products of the same title apart.
        public let id: Int
        /// What the product's cell says.
        public let title: String
    }

    /// The collection view, with the home screen's compositional layout.
    public private(set) var collectionView: UICollectionView! = nil
    /// The products, by section.
    public private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Item>! = nil

    /// The screen at `frame`, with `products` rows in its list.
    public init(frame: CGRect, products: Int = 12) {
        super.init()
        configureHierarchy(frame: frame)
        configureDataSource(products: products)
    }

    /// The layout: one section provider for the three kinds of section.
    public func createLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
            guard let kind = Section(rawValue: sectionIndex) else { return nil }
            let section: NSCollectionLayoutSection
            switch kind {
            case .featured:
                section = Self.mosaicSection()
            case .carousel:
                section = Self.carouselSection()
            case .list:
                section = Self.listSection()
            }
            let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                    heightDimension: .absolute(32))
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize,
                                                                     elementKind: UICollectionView.elementKindSectionHeader,
                                                                     alignment: .top)
            section.boundarySupplementaryItems = [header]
            return section
        }
        return layout
    }

    //   +-----------------------------------+  +----------+
    //   |                                   |  |    1     |
    //   |                 0                 |  +----------+
    //   |                                   |  +----------+
    //   |                                   |  |    2     |
    //   +-----------------------------------+  +----------+
    private static func mosaicSection() -> NSCollectionLayoutSection {
        let leadingItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7),
                                               heightDimension: .fractionalHeight(1.0)))
        leadingItem.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 8)

        let trailingItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                               heightDimension: .fractionalHeight(0.5)))
        trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 16, trailing: 0)
        let trailingGroup = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3),
                                               heightDimension: .fractionalHeight(1.0)),
            subitems: [trailingItem])

        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                               heightDimension: .absolute(160)),
            subitems: [leadingItem, trailingGroup])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 16
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
        return section
    }

    /// Cards 80 % of the width, one per swipe.
    private static func carouselSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                               heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8),
                                               heightDimension: .absolute(64)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
        return section
    }

    /// One full-width row per product.
    private static func listSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                               heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                               heightDimension: .absolute(48)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return section
    }

    private static let cellReuseIdentifier = "product-cell"

    private func configureHierarchy(frame: CGRect) {
        collectionView = UICollectionView(frame: frame, collectionViewLayout: createLayout())
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.cellReuseIdentifier)
        #if canImport(UIKit)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        #endif
    }

    private func configureDataSource(products: Int) {
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, item: Item) -> UICollectionViewCell? in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: HomeScreen.cellReuseIdentifier, for: indexPath)
            #if canImport(UIKit)
            var content = UIListContentConfiguration.cell()
            content.text = item.title
            cell.contentConfiguration = content
            #endif
            return cell
        }
        #if canImport(UIKit)
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = Section(rawValue: indexPath.section)?.title
            header.contentConfiguration = content
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        #endif

        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems((0..<5).map { Item(id: $0, title: "Featured \($0 + 1)") }, toSection: .featured)
        snapshot.appendItems((0..<6).map { Item(id: 100 + $0, title: "Card \($0 + 1)") }, toSection: .carousel)
        snapshot.appendItems((0..<products).map { Item(id: 200 + $0, title: "Product \($0 + 1)") }, toSection: .list)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// The title of the item at `indexPath`, for a preview's labels.
    public func title(at indexPath: IndexPath) -> String? {
        dataSource.itemIdentifier(for: indexPath)?.title
    }
}
