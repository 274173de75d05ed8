import XCTest
import TrellisLayout
import TrellisSpec
@testable import trellis

/// The inspector's style lines of a compositional section name its issue-28 keys where they name
/// its spacings: a flexible `interItemSpacing`, the group's `insets`, the `list` appearance, the
/// `background`, the `boundaryItems` by kind and `supplementariesFollowContentInsets`.
final class InspectorCompositionalLinesTests: XCTestCase {
    private static let json = """
    {"layout": "compositional", "scale": {"x": 1, "y": 1},
     "sections": [
      {"title": "Top", "header": 1, "supplementariesFollowContentInsets": false,
       "background": {"insets": {"top": 1, "left": 2, "bottom": 1, "right": 2}},
       "boundaryItems": [{"kind": "badge", "alignment": "topTrailing", "width": {"absolute": 4}, "height": {"absolute": 1}}],
       "group": {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 3},
                 "interItemSpacing": {"flexible": 1}, "insets": {"left": 1, "right": 1},
                 "subitems": [{"width": {"absolute": 10}, "height": {"fractionalHeight": 1}}]},
       "items": [{"title": "a"}]},
      {"list": {"appearance": "insetGrouped"}, "background": true, "items": [{"title": "b"}]}]}
    """

    private func details(section: Int) throws -> InspectorDetails {
        let (spec, _) = try SpecLoader.parse(json: Self.json, file: "c.json")
        let dataSource = SpecDataSource(spec: spec)
        let layout = spec.makeLayout(over: dataSource)
        layout.bounds = Rect(x: 0, y: 0, width: 80, height: 23)
        let cell = LayoutAttributes(kind: .cell, indexPath: LayoutIndexPath(item: 0, section: section), frame: Rect(x: 0, y: 0, width: 10, height: 3))
        return InspectorDetails(cell, layout: layout, dataSource: dataSource, kind: .compositional)
    }

    func testTheWideLinesNameTheNewKeys() throws {
        XCTAssertEqual(InspectorStyleLines.wide(try details(section: 0), kind: .compositional), [
            "style  section 0 · groupInsets 0/1/0/1 · background inset 1/2/1/2 · boundaryItems header,badge · followInsets no",
            "space  interGroupSpacing 0 · interItemSpacing flexible 1 · inset t/l/b/r 0/0/0/0",
        ])
    }

    func testABoundaryItemShowsItsOwnTitleAndAHeaderShorthandItsSections() throws {
        let (spec, _) = try SpecLoader.parse(json: Self.json.replacingOccurrences(of: #""height": {"absolute": 1}}]"#,
                                                                                  with: #""height": {"absolute": 1}, "title": "new", "text": "3 items"}]"#),
                                             file: "c.json")
        let dataSource = SpecDataSource(spec: spec)
        let layout = spec.makeLayout(over: dataSource)
        layout.bounds = Rect(x: 0, y: 0, width: 80, height: 23)
        let badge = LayoutAttributes(category: .supplementaryView, kind: "badge", indexPath: LayoutIndexPath(item: 0, section: 0),
                                     frame: Rect(x: 76, y: 0, width: 4, height: 1))
        let details = InspectorDetails(badge, layout: layout, dataSource: dataSource, kind: .compositional)
        XCTAssertEqual(details.title, "new")
        XCTAssertEqual(details.text, "3 items")
        let header = LayoutAttributes(category: .supplementaryView, kind: .header, indexPath: LayoutIndexPath(item: 0, section: 0),
                                      frame: Rect(x: 0, y: 0, width: 80, height: 1))
        let shorthand = InspectorDetails(header, layout: layout, dataSource: dataSource, kind: .compositional)
        XCTAssertEqual(shorthand.title, "Top")
        XCTAssertNil(shorthand.text)
    }

    func testAListSectionNamesItsAppearanceAndBackground() throws {
        let facts = InspectorStyleLines.facts(try details(section: 1).style, kind: .compositional,
                                              compositional: try details(section: 1).compositionalSpacing)
        XCTAssertTrue(facts.contains { $0.name == "list" && $0.value == "insetGrouped" }, "\(facts)")
        XCTAssertTrue(facts.contains { $0.name == "background" && $0.value == "yes" }, "\(facts)")
        XCTAssertEqual(InspectorStyleLines.tall(try details(section: 1), kind: .compositional).filter { $0.contains("list") },
                       ["  list             insetGrouped"])
    }
}
