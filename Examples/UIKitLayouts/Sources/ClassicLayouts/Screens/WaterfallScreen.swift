#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// Three sections of cards in a `WaterfallLayout` (or, as the classic waterfall, a
/// `ClassicWaterfallLayout`): two, three and four columns, each card as tall as its sample
/// content; the screen is the collection view's data source and delegate.
@MainActor
public final class WaterfallScreen: NSObject, UICollectionViewDataSource, WaterfallLayoutDelegate, ClassicWaterfallLayoutDelegate {
    /// The collection view, with this screen as its data source.
    public private(set) var collectionView: UICollectionView! = nil
    private let columns = [2, 3, 4]
    private let itemsPerSection: Int

    /// The screen at `frame`, `itemsPerSection` cards in each section, in the `version` of the
    /// waterfall asked.
    public init(frame: CGRect, itemsPerSection: Int = 16, version: LayoutVersion = .fixed) {
        self.itemsPerSection = itemsPerSection
        super.init()
        let layout: UICollectionViewLayout
        switch version {
        case .fixed:
            let waterfall = WaterfallLayout()
            waterfall.sectionInset = UIEdgeInsets(top: 16, left: 8, bottom: 16, right: 8)
            waterfall.minimumColumnSpacing = 8
            waterfall.minimumInteritemSpacing = 16
            waterfall.headerHeight = 16
            layout = waterfall
        case .classic:
            let waterfall = ClassicWaterfallLayout()
            waterfall.sectionInset = UIEdgeInsets(top: 16, left: 8, bottom: 16, right: 8)
            waterfall.minimumColumnSpacing = 8
            waterfall.minimumInteritemSpacing = 16
            waterfall.headerHeight = 16
            layout = waterfall
        }
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    // MARK: UICollectionViewDataSource

    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        columns.count
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemsPerSection
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        #if canImport(UIKit)
        var content = UIListContentConfiguration.cell()
        content.text = title(at: indexPath)
        cell.contentConfiguration = content
        #endif
        return cell
    }

    // MARK: WaterfallLayoutDelegate

    public func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout,
                               heightForItemAt indexPath: IndexPath, width: CGFloat) -> CGFloat {
        cardHeight(at: indexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout,
                               numberOfColumnsInSection section: Int) -> Int {
        columns[section]
    }

    public func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout,
                               heightForFooterInSection section: Int) -> CGFloat {
        section == columns.count - 1 ? 16 : 0
    }

    // MARK: ClassicWaterfallLayoutDelegate

    public func collectionView(_ collectionView: UICollectionView, layout: ClassicWaterfallLayout,
                               heightForItemAt indexPath: IndexPath, width: CGFloat) -> CGFloat {
        cardHeight(at: indexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, layout: ClassicWaterfallLayout,
                               columnCountForSection section: Int) -> Int {
        columns[section]
    }

    public func collectionView(_ collectionView: UICollectionView, layout: ClassicWaterfallLayout,
                               heightForFooterInSection section: Int) -> CGFloat {
        section == columns.count - 1 ? 16 : 0
    }

    /// A card's height: three to eight lines of 16 points.
    private func cardHeight(at indexPath: IndexPath) -> CGFloat {
        CGFloat(3 + SampleData.spread(indexPath.item, salt: indexPath.section, below: 6)) * 16
    }

    /// A card's title, for a preview's labels.
    public func title(at indexPath: IndexPath) -> String {
        "\(columns[indexPath.section]) col #\(indexPath.item)"
    }
}
