import XCTest
import TrellisLayout
import TrellisRender
import TrellisSpec
@testable import trellis
@testable import TrellisPreview

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

    private func screen(_ session: PreviewSession) -> [String] {
        session.compose(showingFrameTime: false).lines(trimmingTrailingSpaces: true)
    }

    func testTenFewerColumnsThenOneMoreChangesTheScreen() throws {
        let session = PreviewSession(documents: [try waterfall()], columns: 60, rows: 20)
        for _ in 0..<10 { XCTAssertTrue(session.perform(.columns(-1))) }
        let narrowest = screen(session)
        XCTAssertTrue(session.perform(.columns(1)))
        XCTAssertNotEqual(Screen.content(screen(session)), Screen.content(narrowest),
                          "the first + after ten - presses changes the layout")
    }

    func testTenNarrowerSpacingsThenOneWiderChangesTheScreen() throws {
        let session = PreviewSession(documents: [try waterfall()], columns: 60, rows: 20)
        for _ in 0..<10 { XCTAssertTrue(session.perform(.spacing(-1))) }
        let tightest = screen(session)
        XCTAssertTrue(session.perform(.spacing(1)))
        XCTAssertNotEqual(Screen.content(screen(session)), Screen.content(tightest),
                          "the first ] after ten [ presses changes the layout")
    }

    func testManyMoreColumnsThenOneFewerChangesTheScreen() throws {
        let session = PreviewSession(documents: [try waterfall()], columns: 30, rows: 20)
        for _ in 0..<200 { XCTAssertTrue(session.perform(.columns(1))) }
        let widest = screen(session)
        XCTAssertTrue(session.perform(.columns(-1)))
        XCTAssertNotEqual(Screen.content(screen(session)), Screen.content(widest),
                          "the first - after many + presses changes the layout")
    }

    func testTheStatusLineShowsTheAdjustmentsInForceAndNothingWithoutThem() throws {
        let documents = [try waterfall(), try Gallery.documents()[1]]   // a waterfall and tags
        let session = PreviewSession(documents: documents, columns: 120, rows: 20)
        let plain = Screen.status(screen(session))
        XCTAssertFalse(plain.contains("cols") || plain.contains("gap") || plain.contains("pin"), plain)
        for action in [PreviewAction.columns(1), .spacing(-1), .toggleSectionHeadersPinToVisibleBounds, .toggleDirection, .cycleOrder] {
            XCTAssertTrue(session.perform(action))
        }
        XCTAssertTrue(Screen.status(screen(session)).contains(" │ cols+1 gap\u{2212}1 pin rtl order:ltr │ "),
                      Screen.status(screen(session)))
        XCTAssertTrue(session.perform(.toggleSectionHeadersPinToVisibleBounds))
        XCTAssertTrue(session.perform(.toggleDirection))
        XCTAssertTrue(Screen.status(screen(session)).contains(" │ cols+1 gap\u{2212}1 order:ltr │ "),
                      "back to the spec's own value: not shown: \(Screen.status(screen(session)))")
        // On tags, neither the columns nor the order act: neither is shown.
        XCTAssertTrue(session.perform(.nextPage(forward: true)))
        XCTAssertTrue(session.perform(.cycleAlignment))
        XCTAssertTrue(Screen.status(screen(session)).contains(" │ gap\u{2212}1 center │ "), Screen.status(screen(session)))
        XCTAssertTrue(session.perform(.resetAdjustments))
        XCTAssertEqual(session.adjustments, Adjustments())
        XCTAssertTrue(session.perform(.nextPage(forward: true)))
        XCTAssertEqual(Screen.status(screen(session)), plain, "= resets everything")
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
            let session = PreviewSession(documents: [try horizontal(layout), try waterfall()], columns: 120, rows: 20)
            let before = screen(session)
            XCTAssertTrue(session.perform(.toggleDirection))
            XCTAssertEqual(session.adjustments, Adjustments(), layout)
            let refused = screen(session)
            XCTAssertEqual(Screen.content(refused), Screen.content(before))
            XCTAssertTrue(Screen.status(refused).contains("d mirrors only a layout that scrolls vertically"),
                          "a message on the message line: \(Screen.status(refused))")
            XCTAssertTrue(session.perform(.redraw))
            XCTAssertEqual(screen(session), before, "nothing shown in the status line")
            // Right to left on the waterfall, then back: the sideways spec shows no `rtl`.
            XCTAssertTrue(session.perform(.nextPage(forward: true)))
            XCTAssertTrue(session.perform(.toggleDirection))
            XCTAssertTrue(Screen.status(screen(session)).contains(" rtl "), Screen.status(screen(session)))
            XCTAssertTrue(session.perform(.nextPage(forward: true)))
            XCTAssertFalse(Screen.status(screen(session)).contains("rtl"), Screen.status(screen(session)))
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
            let session = PreviewSession(documents: [document], columns: 80, rows: 24)
            let before = screen(session)
            XCTAssertTrue(session.perform(action))
            XCTAssertEqual(session.adjustments, Adjustments(), "\(action) on \(document.loadedSpec.layout)")
            let refused = screen(session)
            XCTAssertEqual(Screen.content(refused), Screen.content(before))
            XCTAssertTrue(Screen.status(refused).contains(named), "a message on the message line: \(Screen.status(refused))")
            XCTAssertTrue(session.perform(.redraw))
            XCTAssertEqual(screen(session), before, "nothing shown in the status line")
        }
    }

    func testEqualsRestoresTheSpecsOwnScreenAndReloadKeepsTheAdjustments() throws {
        let session = PreviewSession(documents: [try waterfall()], columns: 60, rows: 20)
        let original = screen(session)
        XCTAssertTrue(session.perform(.columns(1)))
        XCTAssertTrue(session.perform(.spacing(1)))
        let adjusted = screen(session)
        XCTAssertNotEqual(Screen.content(adjusted), Screen.content(original))
        XCTAssertTrue(session.perform(.reload))
        XCTAssertEqual(Screen.content(screen(session)), Screen.content(adjusted), "r keeps the adjustments")
        XCTAssertTrue(session.perform(.scrollLines(0)))
        XCTAssertTrue(Screen.status(screen(session)).contains("cols+1 gap+1"), Screen.status(screen(session)))
        XCTAssertTrue(session.perform(.resetAdjustments))
        XCTAssertEqual(screen(session), original, "= shows the spec's own layout again")
    }

    func testColumnKeysOnATagLayoutSayWhyNothingChanges() throws {
        let session = PreviewSession(documents: [try Gallery.documents()[1]], columns: 80, rows: 24)
        XCTAssertTrue(session.perform(.columns(1)))
        XCTAssertEqual(session.adjustments, Adjustments(), "no hidden counter runs up on a layout without columns")
        XCTAssertTrue(Screen.status(screen(session)).contains("waterfall"), Screen.status(screen(session)))
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
