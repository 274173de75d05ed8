import XCTest
import TrellisLayout
import TrellisSpec
@testable import trellis
@testable import TrellisPreview

/// The app's specs are pages like any other (``SpecPage``), and keep what the previewer did for
/// them before it was a library: the whole help for every spec, and refusals that name the
/// spec's layout.
final class SpecPageTests: XCTestCase {
    private func document(_ json: String) throws -> SpecDocument {
        let (spec, _) = try SpecLoader.parse(json: json, file: "page.json", measure: LayoutFactory.measure)
        return try SpecDocument(.builtIn(name: "page", make: { spec }))
    }

    private func session(_ json: String) throws -> PreviewSession {
        PreviewSession(documents: [try document(json)], width: 80, height: 24)
    }

    /// A spec of `layout` with two items, and `options` (JSON members) if any.
    private func spec(_ layout: String, _ options: String = "") -> String {
        "{\"layout\": \"\(layout)\", " + options
            + #""sections": [{"items": [{"title": "a", "height": 2}, {"title": "b", "height": 3}]}]}"#
    }

    func testEverySpecShowsTheWholeHelp() throws {
        let whole = KeyMap.helpGroups(SpecPage.wording(watched: true)).map { "\($0.heading): " + $0.entries.map(\.keys).joined(separator: " ") }
        for layout in ["waterfall", "tags", "grid"] {
            let s = try session(spec(layout))
            XCTAssertEqual(s.helpGroups.map { "\($0.heading): " + $0.entries.map(\.keys).joined(separator: " ") }, whole, layout)
        }
        XCTAssertEqual(try Gallery.documents().count, PreviewSession(documents: try Gallery.documents(), width: 80, height: 24).documents.count)
    }

    func testRefusalsNameTheSpecsLayout() throws {
        let grid = try session(spec("grid"))
        for (action, message) in [(PreviewAction.columns(1), "+ and - change the columns of a waterfall; this is a grid layout"),
                                  (.cycleAlignment, "a changes the alignment of tags; this is a grid layout"),
                                  (.cycleOrder, "o changes the item order of a waterfall; this is a grid layout")] {
            XCTAssertNotEqual(grid.perform(action), .quit)
            XCTAssertEqual(grid.message, message)
        }
        let waterfall = try session(spec("waterfall"))
        XCTAssertNotEqual(waterfall.perform(.cycleAlignment), .quit)
        XCTAssertEqual(waterfall.message, "a changes the alignment of tags; this is a waterfall layout")
        let horizontal = try session(spec("tags", #""scrollDirection": "horizontal", "#))
        XCTAssertNotEqual(horizontal.perform(.toggleDirection), .quit)
        XCTAssertEqual(horizontal.message, "d mirrors only a layout that scrolls vertically; this tags layout scrolls sideways")
        // A compositional layout scrolls sideways through its configuration (rule 22): no `d` either.
        let sideways = try session(#"""
            {"layout": "compositional", "scrollDirection": "horizontal",
             "group": {"axis": "vertical", "width": {"absolute": 4}, "height": {"fractionalHeight": 1},
                       "subitems": [{"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}]},
             "sections": [{"items": [{"title": "a"}, {"title": "b"}]}]}
            """#)
        XCTAssertNotEqual(sideways.perform(.toggleDirection), .quit)
        XCTAssertEqual(sideways.message, "d mirrors only a layout that scrolls vertically; this compositional layout scrolls sideways")
    }

    func testTheAppsSpecsAreSearchedAndCountedByTheirDataSource() throws {
        let s = try session(spec("waterfall"))
        XCTAssertTrue(s.document.searcher is SpecPage, "the columnar search, not the labels'")
        XCTAssertEqual(s.document.numberOfItems, 2)
        XCTAssertEqual(s.document.layoutName, "waterfall")
        XCTAssertNotNil(s.document.specDocument)
    }

    /// The help's heading says the spec files are watched only where they are: `trellis SPEC`
    /// watches, the gallery and `--no-watch` do not. A spec's words are the app's either way.
    func testTheHelpHeadingSaysWatchedOnlyWhereTheFilesAre() throws {
        let pages = try Gallery.documents().prefix(2).map { PreviewPage(SpecPage($0)) }
        let heading = { (wording: PageWording?) in
            PreviewSession(pages: Array(pages), width: 80, height: 24, wording: wording).helpGroups.map(\.heading)
        }
        XCTAssertTrue(heading(SpecPage.wording(watched: true)).contains("Specs (watched unless --no-watch)"))
        XCTAssertTrue(heading(SpecPage.wording(watched: false)).contains("Specs"))
        XCTAssertFalse(heading(SpecPage.wording(watched: false)).contains { $0.contains("watched") })
        XCTAssertEqual(SpecPage.wording(watched: false).onlyOne, "there is only 1 spec")
    }
}
