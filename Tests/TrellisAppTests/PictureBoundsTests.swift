import TrellisTestSupport
import TrellisLayout
import XCTest
@testable import trellis

/// `trellis export`'s picture bounds for a compositional layout that scrolls horizontally (rule
/// 22): a section that scrolls vertically lengthens the picture to its whole content.
final class PictureBoundsTests: XCTestCase {
    func testASectionThatScrollsVerticallyLengthensThePicture() {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        var vertical = LayoutSection(group: .horizontal(size: LayoutSize(width: .absolute(4), height: .fractionalHeight(0.5)), subitems: [item]))
        vertical.orthogonalScrollingBehavior = .groupPaging
        vertical.interGroupSpacing = 1
        let columns = LayoutSection(group: .vertical(size: LayoutSize(width: .absolute(6), height: .fractionalHeight(1)), subitems: [item]))
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [3, 6]), sections: [vertical, columns], configuration: configuration)
        layout.bounds = Rect(x: 0, y: 0, width: 20, height: 10)
        layout.prepare()
        layout.completeLayout()
        let elements = layout.layoutAttributesForElements(in: Rect(x: -100, y: -100, width: 400, height: 400))
        // 40 wide (4 + 6·6); the section's three groups 5 high, 1 apart, reach 17 down.
        XCTAssertEqual(PictureBounds.bounds(of: layout, elements: elements, orthogonalSections: .full), Rect(x: 0, y: 0, width: 40, height: 17))
        XCTAssertEqual(PictureBounds.bounds(of: layout, elements: elements, orthogonalSections: .cut), Rect(x: 0, y: 0, width: 40, height: 10))
    }
}
