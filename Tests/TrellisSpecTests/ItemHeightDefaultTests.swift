import XCTest
import TrellisLayout
@testable import TrellisSpec

/// A waterfall item with no `height` (and no `text`) takes the section's `itemHeight`, as the
/// docs say (issue 11 §6).
final class ItemHeightDefaultTests: XCTestCase {
    func testAWaterfallItemWithoutHeightTakesTheSectionsItemHeight() throws {
        let (spec, warnings) = try SpecLoader.parse(
            json: #"{"layout":"waterfall","itemHeight":3,"sections":[{"items":[{},{}]},{"itemHeight":2,"items":[{"title":"t"}]}]}"#,
            file: "h.json")
        XCTAssertEqual(warnings, [])
        let dataSource = SpecDataSource(spec: spec)
        let layout = spec.makeLayout(over: dataSource)
        layout.bounds = Rect(x: 0, y: 0, width: 20, height: 24)
        layout.prepare()
        layout.completeLayout()
        let heights = [LayoutIndexPath(item: 0, section: 0), LayoutIndexPath(item: 1, section: 0), LayoutIndexPath(item: 0, section: 1)]
            .map { layout.layoutAttributesForItem(at: $0)?.frame.height }
        XCTAssertEqual(heights, [3, 3, 2])
    }
}
