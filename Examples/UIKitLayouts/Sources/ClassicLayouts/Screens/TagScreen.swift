#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// Sections of tags in a `TagLayout`, each tag as wide as its word, with a header naming the
/// section and a footer counting its tags.
@MainActor
public final class TagScreen: NSObject, UICollectionViewDataSource, TagLayoutDelegate {
    /// The collection view, with this screen as its data source.
    public private(set) var collectionView: UICollectionView! = nil

    /// The screen at `frame`.
    public init(frame: CGRect) {
        super.init()
        let layout = TagLayout()
        layout.itemHeight = 48
        layout.lineSpacing = 0
        layout.interitemSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 0, left: 8, bottom: 16, right: 8)
        layout.headerHeight = 16
        layout.footerHeight = 16
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tag")
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        SampleData.tagSections.count
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        SampleData.tagSections[section].tags.count
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
        #if canImport(UIKit)
        var content = UIListContentConfiguration.cell()
        content.text = title(at: indexPath)
        cell.contentConfiguration = content
        #endif
        return cell
    }

    public func collectionView(_ collectionView: UICollectionView, layout: TagLayout, widthForItemAt indexPath: IndexPath) -> CGFloat {
        // The word, a space each side and the border: 8 points a character.
        CGFloat(title(at: indexPath).count + 4) * 8
    }

    /// A tag's word, for a preview's labels.
    public func title(at indexPath: IndexPath) -> String {
        SampleData.tagSections[indexPath.section].tags[indexPath.item]
    }

    /// A section's header.
    public func header(_ section: Int) -> String {
        SampleData.tagSections[section].title
    }

    /// A section's footer.
    public func footer(_ section: Int) -> String {
        "\(SampleData.tagSections[section].tags.count) tags"
    }
}
