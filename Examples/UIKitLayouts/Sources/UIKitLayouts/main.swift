import ClassicLayouts
import Foundation
import TrellisPreview
import TrellisUIKit

// `swift run UIKitLayouts`: the classic layouts in the full previewer, a page each (Tab moves
// between them): scroll, resize, inspect (i, frames in points), help (?), quit (q). Each of the
// four classic layouts comes twice: as its original is written, defects and all (the layout
// doctor's findings are under `!`), then fixed; the compositional home screen comes last.
// Each page is the layout's own collection view, shown through TrellisUIKit's adapter at 8
// points a column and 16 a row; the previewer gives the collection view its frame from the
// terminal's size, so a resize goes through the layout's own `shouldInvalidateLayout`.
// (Top-level code runs on the main actor, as UIKit code does; the screens are kept here, since
// a collection view holds its data source and delegate weakly.)
let frame = CGRect(x: 0, y: 0, width: 640, height: 368)
let waterfall = (classic: WaterfallScreen(frame: frame, version: .classic), fixed: WaterfallScreen(frame: frame))
let tags = (classic: TagScreen(frame: frame, version: .classic), fixed: TagScreen(frame: frame))
let photos = (classic: PhotoWallScreen(frame: frame, version: .classic), fixed: PhotoWallScreen(frame: frame))
let searches = (classic: SearchesScreen(frame: frame, version: .classic), fixed: SearchesScreen(frame: frame))
let home = HomeScreen(frame: frame)

/// A page showing `collectionView`, each item titled by `title`, each section's header and
/// footer by `sections` (`Section N` without it).
@MainActor
func page(_ name: String, _ collectionView: UICollectionView, title: @escaping (IndexPath) -> String?,
          sections: ((Int) -> String?)? = nil) -> PreviewPage {
    PreviewPage(title: name, layout: UIKitLayoutAdapter(collectionView: collectionView),
                label: { title(IndexPath(item: $0.item, section: $0.section)) }, sectionTitle: sections)
}

let pages = [
    page("Waterfall, classic", waterfall.classic.collectionView, title: waterfall.classic.title(at:)),
    page("Waterfall, fixed", waterfall.fixed.collectionView, title: waterfall.fixed.title(at:)),
    page("Tags, classic", tags.classic.collectionView, title: tags.classic.title(at:), sections: tags.classic.header),
    page("Tags, fixed", tags.fixed.collectionView, title: tags.fixed.title(at:), sections: tags.fixed.header),
    page("Photo wall, classic", photos.classic.collectionView, title: photos.classic.title(at:)),
    page("Photo wall, fixed", photos.fixed.collectionView, title: photos.fixed.title(at:)),
    page("Left-aligned flow, classic", searches.classic.collectionView, title: searches.classic.title(at:), sections: searches.classic.header),
    page("Left-aligned flow, fixed", searches.fixed.collectionView, title: searches.fixed.title(at:), sections: searches.fixed.header),
    page("Home screen", home.collectionView, title: home.title(at:)),
]
do {
    try Previewer(pages: pages).run()
} catch let refusal as PreviewerRefusal {
    // No terminal: the same line and status as `trellis preview`.
    let message = Array(refusal.lines(program: "UIKitLayouts").map { $0 + "\n" }.joined().utf8)
    _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    exit(refusal.status)
} catch {
    let message = Array("UIKitLayouts: error: \(error)\n".utf8)
    _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    exit(1)
}
