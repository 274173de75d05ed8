#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// Three sections of cards in a `WaterfallLayout`: two, three and four columns, each card as
/// tall as its sample content; the screen is the collection view's data source and delegate.
@MainActor
public final class WaterfallScreen: NSObject, UICollectionViewDataSource, WaterfallLayoutDelegate {
    /// The collection view, with this screen as its data source.
    public private(set) var collectionView: UICollectionView! = nil
    private let columns = [2, 3, 4]
    private let itemsPerSection: Int

    /// The screen at `frame`, `itemsPerSection` cards in each section.
    public init(frame: CGRect, itemsPerSection: Int = 16) {
        self.itemsPerSection = itemsPerSection
        super.init()
        let layout = WaterfallLayout()
        layout.sectionInset = UIEdgeInsets(top: 16, left: 8, bottom: 16, right: 8)
        layout.minimumColumnSpacing = 8
        layout.minimumInteritemSpacing = 16
        layout.headerHeight = 16
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
        // Three to eight lines of 16 points.
        CGFloat(3 + SampleData.spread(indexPath.item, salt: indexPath.section, below: 6)) * 16
    }

    public func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout,
                               numberOfColumnsInSection section: Int) -> Int {
        columns[section]
    }

    public func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout,
                               heightForFooterInSection section: Int) -> CGFloat {
        section == columns.count - 1 ? 16 : 0
    }

    /// A card's title, for a preview's labels.
    public func title(at indexPath: IndexPath) -> String {
        "\(columns[indexPath.section]) col #\(indexPath.item)"
    }
}
