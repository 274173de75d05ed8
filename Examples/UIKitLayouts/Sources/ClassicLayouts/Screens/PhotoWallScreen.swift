#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// A wall of photos in a `PinterestLayout` (or, as the tutorial writes it, a
/// `ClassicPinterestLayout`), each photo as tall as its aspect ratio makes it at the column width.
@MainActor
public final class PhotoWallScreen: NSObject, UICollectionViewDataSource, PinterestLayoutDelegate {
    /// The collection view, with this screen as its data source.
    public private(set) var collectionView: UICollectionView! = nil
    private let photoCount: Int
    /// Height over width of the sample photos: portraits, landscapes, squares.
    private let aspectRatios: [CGFloat] = [1.5, 0.75, 1, 1.25, 0.5, 2, 1]

    /// The screen at `frame`, with `photos` photos, in the `version` of the wall asked.
    public init(frame: CGRect, photos: Int = 40, version: LayoutVersion = .fixed) {
        photoCount = photos
        super.init()
        let layout: UICollectionViewLayout
        switch version {
        case .fixed:
            let wall = PinterestLayout()
            wall.delegate = self
            wall.numberOfColumns = 3
            wall.cellPadding = 4
            layout = wall
        case .classic:
            let wall = ClassicPinterestLayout()
            wall.delegate = self
            wall.numberOfColumns = 3
            wall.cellPadding = 4
            layout = wall
        }
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.contentInset = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4)
        collectionView.dataSource = self
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photoCount
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        #if canImport(UIKit)
        cell.backgroundView = UIImageView(image: UIImage(named: "photo-\(indexPath.item)"))
        #endif
        return cell
    }

    public func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath,
                               withWidth width: CGFloat) -> CGFloat {
        // A terminal cell is twice as tall as wide: half the height keeps the shapes, in whole
        // rows of 16 points, three at least (a caption between two borders).
        let ratio = aspectRatios[SampleData.spread(indexPath.item, below: aspectRatios.count)]
        return max(3, (width * ratio / 2 / 16).rounded()) * 16
    }

    /// A photo's caption, for a preview's labels.
    public func title(at indexPath: IndexPath) -> String {
        "photo \(indexPath.item)"
    }
}
