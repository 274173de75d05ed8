import XCTest
import TrellisLayout
import TrellisRender
import TrellisSpec
@testable import trellis
@testable import TrellisPreview
import TrellisPreviewTestSupport

/// The live adjustments of the previewer (`+ - ] [ p d a o =`), headless: each key press either
/// changes what is on screen or is refused, so the first press the other way always acts.
final class PreviewAdjustmentTests: XCTestCase {
    /// A waterfall of two sections (2 and 3 columns) with spacings 1 and 2.
    private func waterfall() throws -> SpecDocument {
        let json = """
        {"title": "Adjust", "layout": "waterfall", "columns": 2, "lineSpacing": 1, "interitemSpacing": 2,
         "sections": [{"items": [{"height": 3}, {"height": 4}, {"height": 2}, {"height": 5}]},
                      {"columns": 3, "items": [{"height": 3}, {"height": 4}, {"height": 2}, {"height": 5}]}]}
        """
        let (spec, _) = try SpecLoader.parse(json: json, file: "adjust.json", measure: LayoutFactory.measure)
        return try SpecDocument(.builtIn(name: "adjust", make: { spec }))
    }


    func testTenFewerColumnsThenOneMoreChangesTheScreen() throws {
        let session = PreviewSession(documents: [try waterfall()], width: 60, height: 20)
        for _ in 0..<10 { XCTAssertNotEqual(session.perform(.columns(-1)), .quit) }
        let narrowest = session.screenLines(trimmingTrailingSpaces: true)
        XCTAssertNotEqual(session.perform(.columns(1)), .quit)
        XCTAssertNotEqual(Screen.content(session.screenLines(trimmingTrailingSpaces: true)), Screen.content(narrowest),
                          "the first + after ten - presses changes the layout")
    }

    func testTenNarrowerSpacingsThenOneWiderChangesTheScreen() throws {
        let session = PreviewSession(documents: [try waterfall()], width: 60, height: 20)
        for _ in 0..<10 { XCTAssertNotEqual(session.perform(.spacing(-1)), .quit) }
        let tightest = session.screenLines(trimmingTrailingSpaces: true)
        XCTAssertNotEqual(session.perform(.spacing(1)), .quit)
        XCTAssertNotEqual(Screen.content(session.screenLines(trimmingTrailingSpaces: true)), Screen.content(tightest),
                          "the first ] after ten [ presses changes the layout")
    }

    func testManyMoreColumnsThenOneFewerChangesTheScreen() throws {
        let session = PreviewSession(documents: [try waterfall()], width: 30, height: 20)
        for _ in 0..<200 { XCTAssertNotEqual(session.perform(.columns(1)), .quit) }
        let widest = session.screenLines(trimmingTrailingSpaces: true)
        XCTAssertNotEqual(session.perform(.columns(-1)), .quit)
        XCTAssertNotEqual(Screen.content(session.screenLines(trimmingTrailingSpaces: true)), Screen.content(widest),
                          "the first - after many + presses changes the layout")
    }

    func testTheStatusLineShowsTheAdjustmentsInForceAndNothingWithoutThem() throws {
        let documents = [try waterfall(), try Gallery.documents()[1]]   // a waterfall and tags
        let session = PreviewSession(documents: documents, width: 120, height: 20)
        let plain = Screen.status(session.screenLines(trimmingTrailingSpaces: true))
        XCTAssertFalse(plain.contains("cols") || plain.contains("gap") || plain.contains("pin"), plain)
        for action in [PreviewAction.columns(1), .spacing(-1), .toggleSectionHeadersPinToVisibleBounds, .toggleDirection, .cycleOrder] {
            XCTAssertNotEqual(session.perform(action), .quit)
        }
        XCTAssertTrue(Screen.status(session.screenLines(trimmingTrailingSpaces: true)).contains(" │ cols+1 gap\u{2212}1 pin rtl order:ltr │ "),
                      Screen.status(session.screenLines(trimmingTrailingSpaces: true)))
        XCTAssertNotEqual(session.perform(.toggleSectionHeadersPinToVisibleBounds), .quit)
        XCTAssertNotEqual(session.perform(.toggleDirection), .quit)
        XCTAssertTrue(Screen.status(session.screenLines(trimmingTrailingSpaces: true)).contains(" │ cols+1 gap\u{2212}1 order:ltr │ "),
                      "back to the spec's own value: not shown: \(Screen.status(session.screenLines(trimmingTrailingSpaces: true)))")
        // On tags, neither the columns nor the order act: neither is shown.
        XCTAssertNotEqual(session.perform(.nextPage(forward: true)), .quit)
        XCTAssertNotEqual(session.perform(.cycleAlignment), .quit)
        XCTAssertTrue(Screen.status(session.screenLines(trimmingTrailingSpaces: true)).contains(" │ gap\u{2212}1 center │ "), Screen.status(session.screenLines(trimmingTrailingSpaces: true)))
        XCTAssertNotEqual(session.perform(.resetAdjustments), .quit)
        XCTAssertEqual(session.adjustments, Adjustments())
        XCTAssertNotEqual(session.perform(.nextPage(forward: true)), .quit)
        XCTAssertEqual(Screen.status(session.screenLines(trimmingTrailingSpaces: true)), plain, "= resets everything")
    }

    /// A spec that scrolls sideways (tags or a grid with `scrollDirection: "horizontal"`).
    private func horizontal(_ layout: String) throws -> SpecDocument {
        let json = """
        {"title": "Sideways", "layout": "\(layout)", "scrollDirection": "horizontal", "itemSize": {"width": 6, "height": 2},
         "sections": [{"items": [{"title": "a"}, {"title": "bb"}, {"title": "ccc"}]}]}
        """
        let (spec, _) = try SpecLoader.parse(json: json, file: "sideways.json", measure: LayoutFactory.measure)
        return try SpecDocument(.builtIn(name: "sideways", make: { spec }))
    }

    /// `d` on a layout that scrolls sideways mirrors nothing (only vertically scrolling layouts
    /// are mirrored): refused with a message, like `a` and `o` where they don't apply, and
    /// `rtl` is never shown for it, nor for it after `d` on another spec.
    func testRightToLeftOnAHorizontalSpecIsRefused() throws {
        for layout in ["tags", "grid"] {
            let session = PreviewSession(documents: [try horizontal(layout), try waterfall()], width: 120, height: 20)
            let before = session.screenLines(trimmingTrailingSpaces: true)
            XCTAssertNotEqual(session.perform(.toggleDirection), .quit)
            XCTAssertEqual(session.adjustments, Adjustments(), layout)
            let refused = session.screenLines(trimmingTrailingSpaces: true)
            XCTAssertEqual(Screen.content(refused), Screen.content(before))
            XCTAssertTrue(Screen.status(refused).contains("d mirrors only a layout that scrolls vertically"),
                          "a message on the message line: \(Screen.status(refused))")
            XCTAssertNotEqual(session.perform(.redraw), .quit)
            XCTAssertEqual(session.screenLines(trimmingTrailingSpaces: true), before, "nothing shown in the status line")
            // Right to left on the waterfall, then back: the sideways spec shows no `rtl`.
            XCTAssertNotEqual(session.perform(.nextPage(forward: true)), .quit)
            XCTAssertNotEqual(session.perform(.toggleDirection), .quit)
            XCTAssertTrue(Screen.status(session.screenLines(trimmingTrailingSpaces: true)).contains(" rtl "), Screen.status(session.screenLines(trimmingTrailingSpaces: true)))
            XCTAssertNotEqual(session.perform(.nextPage(forward: true)), .quit)
            XCTAssertFalse(Screen.status(session.screenLines(trimmingTrailingSpaces: true)).contains("rtl"), Screen.status(session.screenLines(trimmingTrailingSpaces: true)))
        }
    }

    /// `a` on a waterfall and `o` on tags (or a grid) act on nothing: refused with a message,
    /// like `+` on tags, and neither counted nor shown.
    func testAnAdjustmentThatDoesNotApplyIsRefusedWithAMessage() throws {
        let gallery = try Gallery.documents()
        let grid = try XCTUnwrap(gallery.first { $0.loadedSpec.layout == .grid })
        let cases: [(SpecDocument, PreviewAction, String)] = [
            (try waterfall(), .cycleAlignment, "tags"),
            (gallery[1], .cycleOrder, "waterfall"),
            (grid, .cycleOrder, "waterfall"),
            (grid, .cycleAlignment, "tags"),
            (grid, .columns(1), "waterfall"),
        ]
        for (document, action, named) in cases {
            let session = PreviewSession(documents: [document], width: 80, height: 24)
            let before = session.screenLines(trimmingTrailingSpaces: true)
            XCTAssertNotEqual(session.perform(action), .quit)
            XCTAssertEqual(session.adjustments, Adjustments(), "\(action) on \(document.loadedSpec.layout)")
            let refused = session.screenLines(trimmingTrailingSpaces: true)
            XCTAssertEqual(Screen.content(refused), Screen.content(before))
            XCTAssertTrue(Screen.status(refused).contains(named), "a message on the message line: \(Screen.status(refused))")
            XCTAssertNotEqual(session.perform(.redraw), .quit)
            XCTAssertEqual(session.screenLines(trimmingTrailingSpaces: true), before, "nothing shown in the status line")
        }
    }

    func testEqualsRestoresTheSpecsOwnScreenAndReloadKeepsTheAdjustments() throws {
        let session = PreviewSession(documents: [try waterfall()], width: 60, height: 20)
        let original = session.screenLines(trimmingTrailingSpaces: true)
        XCTAssertNotEqual(session.perform(.columns(1)), .quit)
        XCTAssertNotEqual(session.perform(.spacing(1)), .quit)
        let adjusted = session.screenLines(trimmingTrailingSpaces: true)
        XCTAssertNotEqual(Screen.content(adjusted), Screen.content(original))
        XCTAssertNotEqual(session.perform(.reload), .quit)
        XCTAssertEqual(Screen.content(session.screenLines(trimmingTrailingSpaces: true)), Screen.content(adjusted), "r keeps the adjustments")
        XCTAssertNotEqual(session.perform(.scrollLines(0)), .quit)
        XCTAssertTrue(Screen.status(session.screenLines(trimmingTrailingSpaces: true)).contains("cols+1 gap+1"), Screen.status(session.screenLines(trimmingTrailingSpaces: true)))
        XCTAssertNotEqual(session.perform(.resetAdjustments), .quit)
        XCTAssertEqual(session.screenLines(trimmingTrailingSpaces: true), original, "= shows the spec's own layout again")
    }

    func testColumnKeysOnATagLayoutSayWhyNothingChanges() throws {
        let session = PreviewSession(documents: [try Gallery.documents()[1]], width: 80, height: 24)
        XCTAssertNotEqual(session.perform(.columns(1)), .quit)
        XCTAssertEqual(session.adjustments, Adjustments(), "no hidden counter runs up on a layout without columns")
        XCTAssertTrue(Screen.status(session.screenLines(trimmingTrailingSpaces: true)).contains("waterfall"), Screen.status(session.screenLines(trimmingTrailingSpaces: true)))
    }

    func testCounterRangesFollowTheSpec() throws {
        let spec = try waterfall().loadedSpec
        // Sections of 2 and 3 columns: at -2 both have 1. At 60 columns with spacing 2, a column
        // of 1 cell fits 20 times: the 2-column section reaches it at +18.
        XCTAssertEqual(Adjustments.columnDeltaRange(for: spec, width: 60), -2...18)
        XCTAssertEqual(Adjustments.columnDeltaRange(for: spec, width: 60, spacingDelta: -2), -2...58)
        // Spacings 1 and 2: at -2 all are 0; up to the narrowest as wide as the screen.
        XCTAssertEqual(Adjustments.spacingDeltaRange(for: spec, width: 60), -2...59)
        XCTAssertNil(Adjustments.columnDeltaRange(for: try Gallery.documents()[1].loadedSpec, width: 60))
    }
}

/// Rows of a composed screen.
enum Screen {
    /// Every row but the status line.
    static func content(_ rows: [String]) -> [String] { Array(rows.dropLast()) }
    /// The status line.
    static func status(_ rows: [String]) -> String { rows.last ?? "" }
}
