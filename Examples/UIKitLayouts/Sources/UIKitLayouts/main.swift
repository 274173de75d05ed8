import ClassicLayouts
import Foundation
import TrellisPreview
import TrellisUIKit

// `swift run UIKitLayouts`: the five classic layouts in the full previewer, a page each (Tab and
// 1-5 move between them): scroll, resize, inspect (i, frames in points), help (?), quit (q).
// Each page is the layout's own collection view, shown through TrellisUIKit's adapter at 8
// points a column and 16 a row; the previewer gives the collection view its frame from the
// terminal's size, so a resize goes through the layout's own `shouldInvalidateLayout`.
// (Top-level code runs on the main actor, as UIKit code does; the screens are kept here, since
// a collection view holds its data source and delegate weakly.)
let frame = CGRect(x: 0, y: 0, width: 640, height: 368)
let waterfall = WaterfallScreen(frame: frame)
let tags = TagScreen(frame: frame)
let photos = PhotoWallScreen(frame: frame)
let searches = SearchesScreen(frame: frame)
let home = HomeScreen(frame: frame)

/// A page showing `collectionView`, each item titled by `title`.
@MainActor
func page(_ name: String, _ collectionView: UICollectionView, title: @escaping (IndexPath) -> String?) -> PreviewPage {
    PreviewPage(title: name, layout: UIKitLayoutAdapter(collectionView: collectionView),
                label: { title(IndexPath(item: $0.item, section: $0.section)) })
}

let pages = [
    page("Waterfall", waterfall.collectionView, title: waterfall.title(at:)),
    page("Tags", tags.collectionView, title: tags.title(at:)),
    page("Photo wall", photos.collectionView, title: photos.title(at:)),
    page("Left-aligned flow", searches.collectionView, title: searches.title(at:)),
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
