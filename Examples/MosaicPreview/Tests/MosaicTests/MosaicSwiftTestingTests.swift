import Testing
import Mosaic
import TrellisTesting

/// The same assertion from a Swift Testing `@Test`: a window of 12 rows, 30 rows down a
/// thousand tiles, with labels of its own.
@Test func mosaicWindow() {
    let layout = MosaicLayout(dataSource: Tiles(count: 1_000))
    assertLayoutSnapshot(of: layout, width: 40, height: 12, offset: 30, label: { "tile \($0.item)" })
}
