import XCTest
import Mosaic
import TrellisTesting

/// The mosaic pinned as text: pictures at three widths and the exact frames. The references
/// are in `__Snapshots__/MosaicSnapshotTests/`; run with `TRELLIS_RECORD=1` to rewrite them.
final class MosaicSnapshotTests: XCTestCase {
    func testMosaic() {
        let layout = MosaicLayout(dataSource: Tiles(count: 12))
        assertLayoutSnapshot(of: layout, widths: [30, 40, 61])          // one picture per width
        assertLayoutSnapshot(of: layout, width: 40, as: .attributes)   // one line per element
    }
}
