import XCTest
import TrellisLayout
@testable import TrellisSpec

/// Issue 28's b2.json (rules 22 and 25): an `.insetGrouped` list with a header in a layout that
/// scrolls sideways is its vertical twin turned a quarter, worked out by hand.
final class CompositionalHorizontalListTests: XCTestCase {
    private static func b2(scrollDirection: String) -> String {
        #"{"layout":"compositional","scale":{"x":4,"y":16},"scrollDirection":""# + scrollDirection
            + #"","sections":[{"list":{"appearance":"insetGrouped","headerMode":"supplementary"},"items":[{"text":"Wi-Fi"},{"text":"Bluetooth"},{"text":"Cellular"}]}]}"#
    }

    private func layout(_ json: String, width: Double, height: Double) throws -> CompositionalLayout {
        let spec = try SpecLoader.parse(json: json, file: "b2.json").0
        let layout = try XCTUnwrap(spec.makeLayout(over: SpecDataSource(spec: spec)) as? CompositionalLayout)
        layout.bounds = Rect(x: 0, y: 0, width: width, height: height)
        layout.prepare()
        layout.completeLayout()
        return layout
    }

    /// In a view 320 × 352 the twin is the vertical list 352 wide: the insets leave 352 − 20 − 20
    /// = 312; the 35-point padding puts the header (estimate 38, no text) at y 35; each row's
    /// text fits one line of 312 / 4 = 78 columns, so rows are 1 + 2 rows × 16 = 48 high (above
    /// the 44 minimum), at y 73, 121 and 169, ending at 217. Turned a quarter: the padding runs
    /// along x, the side insets at the top and bottom, every row a column 312 high.
    func testB2ScrollingSidewaysIsItsVerticalTwinTurnedAQuarter() throws {
        let sideways = try layout(Self.b2(scrollDirection: "horizontal"), width: 320, height: 352)
        let path = { (item: Int) in LayoutIndexPath(item: item, section: 0) }
        XCTAssertEqual(sideways.layoutAttributesForSupplementaryView(ofKind: .header, at: path(0))?.frame,
                       Rect(x: 35, y: 20, width: 38, height: 312))
        XCTAssertEqual((0..<3).map { sideways.layoutAttributesForItem(at: path($0))?.frame }, [
            Rect(x: 73, y: 20, width: 48, height: 312),
            Rect(x: 121, y: 20, width: 48, height: 312),
            Rect(x: 169, y: 20, width: 48, height: 312),
        ])
        XCTAssertEqual(sideways.collectionViewContentSize, Size(width: 217, height: 352))
        // The vertical spec in the view turned a quarter gives the same frames, transposed.
        let upright = try layout(Self.b2(scrollDirection: "vertical"), width: 352, height: 320)
        XCTAssertEqual(upright.layoutAttributesForSupplementaryView(ofKind: .header, at: path(0))?.frame,
                       Rect(x: 20, y: 35, width: 312, height: 38))
        XCTAssertEqual(upright.layoutAttributesForItem(at: path(2))?.frame, Rect(x: 20, y: 169, width: 312, height: 48))
        // The section reads as it was built, its list configuration kept.
        XCTAssertEqual(sideways.layoutSection(at: 0)?.contentInsets, EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        XCTAssertEqual(sideways.layoutSection(at: 0)?.listConfiguration?.appearance, .insetGrouped)
    }
}
