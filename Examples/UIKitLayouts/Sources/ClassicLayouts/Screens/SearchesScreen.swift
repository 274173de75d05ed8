#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// Recent and trending searches as chips in a `LeftAlignedFlowLayout`: the flow layout's own
/// line breaking, each chip as wide as its words (from `UICollectionViewDelegateFlowLayout`),
/// every line from the left.
@MainActor
public final class SearchesScreen: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    /// The collection view, with this screen as its data source.
    public private(set) var collectionView: UICollectionView! = nil

    /// The screen at `frame`.
    public init(frame: CGRect) {
        super.init()
        let layout = LeftAlignedFlowLayout()
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
        SampleData.searchSections[section].words.count
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
        CGSize(width: CGFloat(title(at: indexPath).count + 4) * 8, height: 48)
    }

    /// A chip's words, for a preview's labels.
    public func title(at indexPath: IndexPath) -> String {
        SampleData.searchSections[indexPath.section].words[indexPath.item]
    }

    /// A section's header.
    public func header(_ section: Int) -> String {
        SampleData.searchSections[section].title
    }
}
