import TrellisUIKit
import TrellisLayout
import TrellisTesting
import Testing

/// The adapter under Swift Testing, as a user writes it: a `@MainActor` test (UIKit's classes
/// are main-actor isolated) pins a UIKit layout with `assertLayoutSnapshot` and reads its counts.
@MainActor
struct AdapterSwiftTestingTests {
    @Test func aUIKitLayoutPinnedInAMainActorTest() {
        let layout = ShelfLayout()
        let adapter = UIKitLayoutAdapter(layout: layout, dataSource: CountsDataSource([4]))
        assertLayoutSnapshot(of: adapter, width: 24, label: { "item \($0.item)" })
        #expect(adapter.layoutActivity.prepareCount == 1)
        #expect(adapter.layoutActivity.itemQueryCount == 0)
        #expect(layout.prepareCount == 1)
    }
}
