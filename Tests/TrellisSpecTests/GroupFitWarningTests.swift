import XCTest
import TrellisLayout
@testable import TrellisSpec

/// The never-fitting-slot warning counts edge spacing and group insets (rules 16 and 17), as
/// the layout's fit test does, and says when the group's length is inside its insets.
final class GroupFitWarningTests: XCTestCase {
    private func warning(_ group: LayoutGroup) -> String? {
        LayoutSection(group: group).slotOverflows(viewSize: Size(width: 80, height: 23)).first.map(SpecDecoder.describe)
    }

    func testTheLengthsCountTheGroupsInsets() {
        var row = LayoutGroup.horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(4)),
                                         subitems: [LayoutItem(size: LayoutSize(width: .absolute(40), height: .absolute(1)))])
        row.subitems.append(row.subitems[0])
        row.contentInsets = EdgeInsets(left: 1, right: 1)
        XCTAssertEqual(warning(row), "does not fit its group: 40 + 0 + 40 = 80 wide in a group 78 wide inside its insets (80 less 2) "
                       + "at the default 80×23 view (its item starts the next group instead, so this subitem is never filled)")
    }

    func testFractionsOfTheInsetFrameStaySymbolic() {
        var row = LayoutGroup.horizontal(size: LayoutSize(width: .absolute(20), height: .absolute(4)),
                                         subitems: [LayoutItem(size: LayoutSize(width: .fractionalWidth(0.6), height: .absolute(1))),
                                                    LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .absolute(1)))])
        row.contentInsets = EdgeInsets(left: 1, right: 1)
        XCTAssertEqual(warning(row), "does not fit its group: 0.6·W + 0 + 0.5·W wide in a group W wide inside its insets "
                       + "at every width (its item starts the next group instead, so this subitem is never filled)")
    }

    func testEdgeSpacingCountsItsMinimum() {
        let half = LayoutItem(size: LayoutSize(width: .absolute(39), height: .absolute(1)),
                              edgeSpacing: LayoutEdgeSpacing(leading: .fixed(1), trailing: .flexible(1)))
        let row = LayoutGroup.horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(4)), subitems: [half, half])
        XCTAssertEqual(warning(row), "does not fit its group: 1 + 39 + 1 + 0 + 1 + 39 + 1 = 82 wide in a group 80 wide "
                       + "at the default 80×23 view (its item starts the next group instead, so this subitem is never filled)")
    }
}
