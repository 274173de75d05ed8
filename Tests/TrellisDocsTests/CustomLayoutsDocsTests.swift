import Foundation
import XCTest

/// What docs/custom-layouts.md says of the layouts it compares with holds for their sources.
final class CustomLayoutsDocsTests: XCTestCase {
    /// CHTCollectionViewWaterfallLayout's `floorCGFloat` is `floor(value * scale) / scale`: it
    /// floors widths and heights to the pixel, a whole point only at scale 1 (issue 23, item 16).
    func testTheCHTComparisonSaysCHTFloorsToThePixel() throws {
        let text = try String(contentsOfFile: Shell.packageRoot + "/docs/custom-layouts.md", encoding: .utf8)
        let prose = text.replacingOccurrences(of: "\n  ", with: " ")
        XCTAssertTrue(prose.contains("- CHT floors the item width, and each item's height, to the pixel: "
                                     + "`floor(length · scale) / scale` with the screen's `scale`"), "the CHT rounding, as its source does it")
        XCTAssertFalse(prose.contains("whole point;"), "CHT does not round to a whole point")
        XCTAssertFalse(prose.range(of: "CHT rounds[^.]*whole point", options: .regularExpression) != nil)
    }
}
