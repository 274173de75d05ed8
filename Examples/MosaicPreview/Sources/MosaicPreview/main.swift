import Foundation
import Mosaic
import TrellisPreview

// `swift run MosaicPreview [COUNT]`: the mosaic of COUNT tiles (1,000 by default) in the full
// previewer: scroll, resize, inspect (i), help (?), quit (q).
let count = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000
let page = PreviewPage(title: "Mosaic", layout: MosaicLayout(dataSource: Tiles(count: count)),
                       label: { indexPath in "\(indexPath.item)" })
do {
    try Previewer(pages: [page]).run()
} catch let refusal as PreviewerRefusal {
    // No terminal: the same line and status as `trellis preview`.
    let message = Array(refusal.lines(program: "MosaicPreview").map { $0 + "\n" }.joined().utf8)
    _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    exit(refusal.status)
} catch {
    // write(2): FileHandle.write would trap if stderr cannot be written.
    let message = Array("MosaicPreview: error: \(error)\n".utf8)
    _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    exit(1)
}
