import XCTest
import ClassicLayouts
import TrellisLayout
import TrellisTesting
import TrellisUIKit

/// Each layout pinned as text through TrellisUIKit's adapter, at 8 points a column and 16 a
/// row: pictures at two widths (a resize reflows them) and the exact frames in points. The
/// references are in `__Snapshots__/ClassicLayoutsSnapshotTests/`; run with `TRELLIS_RECORD=1`
/// to rewrite them.
@MainActor
final class ClassicLayoutsSnapshotTests: XCTestCase {
    /// A collection view's frame before the snapshot gives it its width.
    private let frame = CGRect(x: 0, y: 0, width: 320, height: 480)

    /// `title` as the label closure of a snapshot.
    private func labels(_ title: @escaping (IndexPath) -> String?) -> (LayoutIndexPath) -> String {
        { title(IndexPath(item: $0.item, section: $0.section)) ?? "" }
    }

    func testWaterfall() async {
        let screen = WaterfallScreen(frame: frame, itemsPerSection: 8)
        let adapter = UIKitLayoutAdapter(collectionView: screen.collectionView)
        assertLayoutSnapshot(of: adapter, widths: [40, 60], label: labels(screen.title(at:)))
        assertLayoutSnapshot(of: adapter, width: 40, as: .attributes)
        withExtendedLifetime(screen) {}   // the collection view holds its data source weakly, as UIKit's does
    }

    func testTags() async {
        let screen = TagScreen(frame: frame)
        let adapter = UIKitLayoutAdapter(collectionView: screen.collectionView)
        assertLayoutSnapshot(of: adapter, widths: [40, 60], label: labels(screen.title(at:)))
        assertLayoutSnapshot(of: adapter, width: 40, as: .attributes)
        withExtendedLifetime(screen) {}   // the collection view holds its data source weakly, as UIKit's does
    }

    func testPhotoWall() async {
        let screen = PhotoWallScreen(frame: frame, photos: 12)
        let adapter = UIKitLayoutAdapter(collectionView: screen.collectionView)
        assertLayoutSnapshot(of: adapter, widths: [40, 60], label: labels(screen.title(at:)))
        assertLayoutSnapshot(of: adapter, width: 40, as: .attributes)
        withExtendedLifetime(screen) {}   // the collection view holds its data source weakly, as UIKit's does
    }

    func testLeftAlignedFlow() async {
        let screen = SearchesScreen(frame: frame)
        let adapter = UIKitLayoutAdapter(collectionView: screen.collectionView)
        assertLayoutSnapshot(of: adapter, widths: [40, 60], label: labels(screen.title(at:)))
        assertLayoutSnapshot(of: adapter, width: 40, as: .attributes)
        withExtendedLifetime(screen) {}   // the collection view holds its data source weakly, as UIKit's does
    }

    /// A window whose top cuts the second line of searches (between the tall chips and the short
    /// `rug` centred beside them): the classic subclass starts that line at the first chip the
    /// visible rect returns, so `bookshelf` jumps left next to `oak table`; the fixed one keeps it
    /// where the whole line puts it.
    func testLeftAlignedFlowUnderACutLine() async {
        for version in LayoutVersion.allCases {
            let screen = SearchesScreen(frame: frame, version: version)
            let adapter = UIKitLayoutAdapter(collectionView: screen.collectionView)
            assertLayoutSnapshot(of: adapter, width: 40, height: 8, offset: 10, label: labels(screen.title(at:)))
            withExtendedLifetime(screen) {}   // the collection view holds its data source weakly, as UIKit's does
        }
    }

    func testHomeScreen() async {
        let screen = HomeScreen(frame: frame, products: 4)
        let adapter = UIKitLayoutAdapter(collectionView: screen.collectionView)
        assertLayoutSnapshot(of: adapter, widths: [40, 60], label: labels(screen.title(at:)))
        assertLayoutSnapshot(of: adapter, width: 40, as: .attributes)
        withExtendedLifetime(screen) {}   // the collection view holds its data source weakly, as UIKit's does
    }
}
