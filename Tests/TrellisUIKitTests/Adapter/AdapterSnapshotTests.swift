import TrellisUIKit
import TrellisLayout
@testable import TrellisTesting
import XCTest

/// Issue 26 §4, TrellisTesting: `assertLayoutSnapshot` takes a UIKit layout through
/// ``UIKitLayoutAdapter`` in every format, widths in columns of 8 points, and its warnings end the
/// snapshot. The references (``ShelfLayout``: a header, then two columns, every third item twice
/// as tall) were reviewed by eye.
@MainActor
final class AdapterSnapshotTests: XCTestCase {
    private let dataSource = CountsDataSource([5, 3])

    private func adapter(_ layout: ShelfLayout = ShelfLayout()) -> UIKitLayoutAdapter {
        UIKitLayoutAdapter(layout: layout, dataSource: dataSource)
    }

    func testAPictureAtTwoWidths() async {
        let layout = ShelfLayout()
        assertLayoutSnapshot(of: adapter(layout), widths: [30, 40], label: { "item \($0.section).\($0.item)" })
        XCTAssertEqual(layout.prepareCount, 2, "one prepare per width, as a collection view of that width")
    }

    func testTheAttributes() async {
        assertLayoutSnapshot(of: adapter(), width: 30, as: .attributes)
    }

    func testAWindowOfRows() async {
        assertLayoutSnapshot(of: adapter(), width: 30, height: 6, offset: 8, label: { "item \($0.section).\($0.item)" })
    }

    func testTheWarningsEndTheSnapshot() async {
        let warned = adapter(WarnedShelfLayout())
        assertLayoutSnapshot(of: warned, width: 30, label: { "item \($0.section).\($0.item)" })
        assertLayoutSnapshot(of: warned, width: 30, as: .attributes)
        for format in [SnapshotFormat.picture, .attributes] {
            let text = LayoutSnapshot.text(of: warned, width: 30, height: nil, offset: 0, format: format, label: nil)
            XCTAssertTrue(text.hasSuffix("\n--- warning: ShelfLayout.decorationAnimation is not modelled: the layout is shown without it\n"),
                          text)
        }
    }

    func testASnapshotAsksOnlyWhatACollectionViewWould() async {
        let layout = RecordingLayout()
        let adapter = UIKitLayoutAdapter(layout: layout, dataSource: CountsDataSource([3]))
        _ = LayoutSnapshot.text(of: adapter, width: 40, height: nil, offset: 0, format: .picture, label: nil)
        XCTAssertEqual(layout.log.filter { $0 == "prepare" }.count, 1)
        XCTAssertFalse(layout.log.contains("item"), "no item queries: " + layout.log.joined(separator: " "))
        XCTAssertFalse(layout.log.contains("invalidate"), "the first width is the first layout: nothing to invalidate")
        XCTAssertEqual(layout.log.last, "elements(0,0,320,304)", "the picture's rect: 40 columns of 8, 19 rows of 16 (300 points)")
    }
}
