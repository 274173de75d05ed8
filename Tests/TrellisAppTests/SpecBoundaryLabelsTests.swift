import XCTest
import TrellisLayout
import TrellisRender
import TrellisSpec
@testable import trellis

/// A boundary item's title and text reach the rasterizer as a header's section title does:
/// through `RenderLabels`, which the spec data source answers.
final class SpecBoundaryLabelsTests: XCTestCase {
    func testTheRenderLabelsOfASpecGiveBoundaryItemTitlesAndText() throws {
        let json = #"""
        {"layout": "compositional", "sections": [{"title": "S", "header": 1,
          "boundaryItems": [{"kind": "header", "alignment": "top", "width": {"fractionalWidth": 1}, "height": {"estimated": 3},
                             "title": "Lake", "text": "a quiet lake at dawn"},
                            {"kind": "note", "alignment": "bottom", "width": {"fractionalWidth": 1}, "height": {"absolute": 1}, "title": "n"}],
          "group": {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 3},
                    "subitems": [{"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}]},
          "items": []}]}
        """#
        let (spec, _) = try SpecLoader.parse(json: json, file: "c.json")
        let labels: any RenderLabels = SpecDataSource(spec: spec)
        XCTAssertEqual(labels.title(forSupplementaryViewOfKind: .header, at: LayoutIndexPath(item: 0, section: 0)), "S")
        XCTAssertEqual(labels.title(forSupplementaryViewOfKind: .header, at: LayoutIndexPath(item: 1, section: 0)), "Lake")
        XCTAssertEqual(labels.title(forSupplementaryViewOfKind: "note", at: LayoutIndexPath(item: 0, section: 0)), "n")
        XCTAssertEqual(labels.textLines(forSupplementaryViewOfKind: .header, at: LayoutIndexPath(item: 1, section: 0), width: 12),
                       ["a quiet", "lake at", "dawn"])
        XCTAssertNil(labels.textLines(forSupplementaryViewOfKind: "note", at: LayoutIndexPath(item: 0, section: 0), width: 12))
    }

    func testTheDefaultGivesHeadersAndFootersTheirSectionTitle() {
        let labels: any RenderLabels = StaticLabels(sections: [0: "S"])
        XCTAssertEqual(labels.title(forSupplementaryViewOfKind: .footer, at: LayoutIndexPath(item: 0, section: 0)), "S")
        XCTAssertNil(labels.title(forSupplementaryViewOfKind: "badge", at: LayoutIndexPath(item: 0, section: 0)))
        XCTAssertNil(labels.textLines(forSupplementaryViewOfKind: .header, at: LayoutIndexPath(item: 0, section: 0), width: 10))
    }
}
