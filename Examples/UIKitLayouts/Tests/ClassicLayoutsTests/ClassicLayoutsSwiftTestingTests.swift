import Testing
import ClassicLayouts
import TrellisTesting
import TrellisUIKit

/// The same assertion from a Swift Testing `@Test` on the main actor, as UIKit code is: a window
/// of 12 rows, 20 rows down the photo wall, photos captioned by the screen.
@Test @MainActor func photoWallWindow() {
    let screen = PhotoWallScreen(frame: CGRect(x: 0, y: 0, width: 320, height: 480), photos: 60)
    let adapter = UIKitLayoutAdapter(collectionView: screen.collectionView)
    assertLayoutSnapshot(of: adapter, width: 40, height: 12, offset: 20,
                         label: { screen.title(at: IndexPath(item: $0.item, section: $0.section)) })
}
