import TrellisDoctor
import TrellisLayout
import TrellisTestSupport
import XCTest

/// The layout doctor on compositional layouts with badges, backgrounds, boundary items (pinned
/// too) and layout-wide items (rules 19–22): every check passes.
final class CompositionalBoundaryDoctorTests: XCTestCase {
    /// A grid of badged cells with a background and a header, a self-sizing list with side items,
    /// an estimated header and a footer, and a layout-wide header; `pinned` pins the sections'
    /// headers and footers and the layout's header (the doctor compares a pinned view's own
    /// query with the query of the same bounds).
    private func layout(items: Int = 40, pinned: Bool, direction: LayoutDirection = .leftToRight) -> CompositionalLayout {
        let badge = LayoutSupplementaryItem(size: LayoutSize(width: .absolute(2), height: .absolute(1)), kind: "badge",
                                            anchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.5, y: -0.5)))
        let cell = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.25), height: .fractionalHeight(1)), supplementaryItems: [badge])
        var grid = LayoutSection(group: LayoutGroup.horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(3)),
                                                               subitems: [cell]))
        grid.contentInsets = EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
        grid.interGroupSpacing = 1
        var background = LayoutDecorationItem.background(kind: .background)
        background.contentInsets = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        grid.decorationItems = [background]
        grid.boundarySupplementaryItems = [
            LayoutBoundaryItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(1)), kind: .header, alignment: .top,
                               pinToVisibleBounds: pinned),
            LayoutBoundaryItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .absolute(1)), kind: .footer,
                               alignment: .bottomTrailing, pinToVisibleBounds: pinned),
        ]
        var list = LayoutSection(group: LayoutGroup.vertical(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(2)),
                                                             subitems: [LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(2)))]))
        list.boundarySupplementaryItems = [
            LayoutBoundaryItem(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(2)), kind: .header, alignment: .top,
                               pinToVisibleBounds: pinned),
            LayoutBoundaryItem(size: LayoutSize(width: .absolute(4), height: .absolute(6)), kind: "index", alignment: .leading),
            LayoutBoundaryItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(1)), kind: .footer, alignment: .bottom,
                               pinToVisibleBounds: pinned),
        ]
        var configuration = CompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            LayoutBoundaryItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(2)), kind: "title", alignment: .top,
                               pinToVisibleBounds: pinned),
        ]
        let data = TestDataSource(items: [(0..<items).map { _ in TestDataSource.Item(height: 1) },
                                          (0..<items).map { TestDataSource.Item(height: Double(1 + $0 % 4)) }])
        let layout = CompositionalLayout(dataSource: data, sections: [grid, list], configuration: configuration)
        layout.direction = direction
        return layout
    }

    func testCompositionalLayoutsWithBoundaryItemsBadgesAndBackgroundsPassEveryCheck() {
        for pinned in [false, true] {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let report = LayoutDoctor.examine(layout(pinned: pinned, direction: direction), width: 40, height: 12,
                                                  options: .init(fresh: { self.layout(pinned: pinned, direction: direction) },
                                                                 pinsSupplementaries: pinned))
                XCTAssertEqual(report.findings, [], "pinned \(pinned), \(direction):\n" + report.lines.joined(separator: "\n"))
            }
        }
    }

    /// Without `pinsSupplementaries`, the doctor reads `CompositionalLayout.pinsBoundaryItems`: a
    /// pinned boundary item follows the bounds, so its frames from different rects are not
    /// `rect-unstable` (the gallery's "Modern collection views" pins Apple's section headers).
    func testThePinnedBoundaryItemsOfACompositionalLayoutNeedNoOption() {
        XCTAssertTrue(layout(pinned: true).pinsBoundaryItems)
        XCTAssertFalse(layout(pinned: false).pinsBoundaryItems)
        let report = LayoutDoctor.examine(layout(pinned: true), width: 40, height: 12,
                                          options: .init(fresh: { self.layout(pinned: true) }))
        XCTAssertEqual(report.findings, [], report.lines.joined(separator: "\n"))
    }
}
