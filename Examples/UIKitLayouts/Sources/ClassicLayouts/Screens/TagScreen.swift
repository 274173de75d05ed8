#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// Sections of tags in a `TagLayout` (or, as the classic tag layout, a `ClassicTagLayout`), each
/// tag as wide as its word, with a header naming the section and a footer counting its tags.
@MainActor
public final class TagScreen: NSObject, UICollectionViewDataSource, TagLayoutDelegate, ClassicTagLayoutDelegate {
    /// The collection view, with this screen as its data source.
    public private(set) var collectionView: UICollectionView! = nil
    /// The tags of each section, when not the sample's own count.
    private let tagsPerSection: Int?

    /// The screen at `frame`, in the `version` of the tag layout asked; `tagsPerSection` tags in
    /// each section (the sample words over and over) when given, else the sample's tags.
    public init(frame: CGRect, version: LayoutVersion = .fixed, tagsPerSection: Int? = nil) {
        self.tagsPerSection = tagsPerSection
        super.init()
        let layout: UICollectionViewLayout
        switch version {
        case .fixed:
            let tags = TagLayout()
            tags.itemHeight = 48
            tags.lineSpacing = 0
            tags.interitemSpacing = 8
            tags.sectionInset = UIEdgeInsets(top: 0, left: 8, bottom: 16, right: 8)
            tags.headerHeight = 16
            tags.footerHeight = 16
            layout = tags
        case .classic:
            let tags = ClassicTagLayout()
            tags.delegate = self
            tags.itemHeight = 48
            tags.itemHVSpace = 0
            tags.itemLRSpace = 8
            tags.sectionEdge = UIEdgeInsets(top: 0, left: 8, bottom: 16, right: 8)
            layout = tags
        }
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tag")
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        SampleData.tagSections.count
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        tagsPerSection ?? SampleData.tagSections[section].tags.count
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

    // MARK: ClassicTagLayoutDelegate

    public func collectionView(_ collectionView: UICollectionView, wideForItemAt indexPath: IndexPath) -> CGFloat {
        CGFloat(title(at: indexPath).count + 4) * 8
    }

    public func heightOfSectionHeader(for indexPath: IndexPath) -> CGFloat { 16 }

    public func heightOfSectionFooter(for indexPath: IndexPath) -> CGFloat { 16 }

    /// A tag's word, for a preview's labels.
    public func title(at indexPath: IndexPath) -> String {
        let tags = SampleData.tagSections[indexPath.section].tags
        return tags[indexPath.item % tags.count]
    }

    /// A section's header.
    public func header(_ section: Int) -> String {
        SampleData.tagSections[section].title
    }

    /// A section's footer.
    public func footer(_ section: Int) -> String {
        "\(tagsPerSection ?? SampleData.tagSections[section].tags.count) tags"
    }
}
