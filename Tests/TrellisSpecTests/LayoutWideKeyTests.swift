import XCTest
@testable import TrellisSpec

/// `pinHeaders`, `direction` and `scrollDirection` apply to the whole layout: in a section they
/// are still checked, but warned about instead of silently ignored.
final class LayoutWideKeyTests: XCTestCase {
    func testALayoutWideKeyInASectionIsCheckedAndWarnedAbout() throws {
        let json = #"{"layout": "tags", "sections": [{"pinHeaders": true, "direction": "rtl", "items": [{"width": 3}]}]}"#
        let (spec, warnings) = try SpecLoader.parse(json: json, file: "s.json")
        XCTAssertEqual(warnings.map(\.description), [
            "s.json:1:34: sections[0].pinHeaders: applies to the whole layout, not to one section: move it to the top level",
            "s.json:1:54: sections[0].direction: applies to the whole layout, not to one section: move it to the top level",
        ])
        XCTAssertNil(spec.sections[0].style.sectionHeadersPinToVisibleBounds)
        XCTAssertNil(spec.style.sectionHeadersPinToVisibleBounds)
    }

    func testABadValueOfALayoutWideKeyInASectionIsStillAnError() {
        let json = #"{"layout": "tags", "sections": [{"scrollDirection": "sideways", "items": []}]}"#
        XCTAssertThrowsError(try SpecLoader.parse(json: json, file: "s.json")) { error in
            XCTAssertTrue("\(error)".contains("sections[0].scrollDirection"), "\(error)")
        }
    }
}
