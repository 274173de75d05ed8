#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// Recent and trending searches as chips in a `LeftAlignedFlowLayout` (or, as the common
/// 20-line subclass does it, a `ClassicLeftAlignedFlowLayout`): the flow layout's own line
/// breaking, each chip as wide as its words (from `UICollectionViewDelegateFlowLayout`), every
/// line from the left. A search with a photo is a taller chip, its photo above its words; the
/// flow layout centres the shorter chips of its line on it.
@MainActor
public final class SearchesScreen: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    /// The collection view, with this screen as its data source.
    public private(set) var collectionView: UICollectionView! = nil
    /// The searches of each section, when not the sample's own count.
    private let searchesPerSection: Int?

    /// The screen at `frame`, in the `version` of the left-aligned flow layout asked;
    /// `searchesPerSection` searches in each section (the sample words over and over) when
    /// given, else the sample's searches.
    public init(frame: CGRect, version: LayoutVersion = .fixed, searchesPerSection: Int? = nil) {
        self.searchesPerSection = searchesPerSection
        super.init()
        let layout: UICollectionViewFlowLayout = version == .fixed ? LeftAlignedFlowLayout() : ClassicLeftAlignedFlowLayout()
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 0
        layout.sectionInset = UIEdgeInsets(top: 0, left: 8, bottom: 16, right: 8)
        layout.headerReferenceSize = CGSize(width: 0, height: 16)
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "chip")
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        SampleData.searchSections.count
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        searchesPerSection ?? SampleData.searchSections[section].words.count
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "chip", for: indexPath)
        #if canImport(UIKit)
        var content = UIListContentConfiguration.cell()
        content.text = title(at: indexPath)
        cell.contentConfiguration = content
        #endif
        return cell
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: CGFloat(title(at: indexPath).count + 4) * 8, height: hasPhoto(at: indexPath) ? 80 : 48)
    }

    /// Whether the search at `indexPath` shows a photo (one search in three).
    public func hasPhoto(at indexPath: IndexPath) -> Bool {
        SampleData.spread(indexPath.item, salt: indexPath.section, below: 3) == 0
    }

    /// A chip's words, for a preview's labels.
    public func title(at indexPath: IndexPath) -> String {
        let words = SampleData.searchSections[indexPath.section].words
        return words[indexPath.item % words.count]
    }

    /// A section's header.
    public func header(_ section: Int) -> String {
        SampleData.searchSections[section].title
    }
}
