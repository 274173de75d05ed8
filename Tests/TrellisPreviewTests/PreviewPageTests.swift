import XCTest
import TrellisTestSupport
import TrellisLayout
import TrellisRender
import TrellisTerminal
@testable import TrellisPreview

/// The public API driven headless through the session, as a user's custom layout meets it: a
/// ``CollectionLayout`` that is no ``SectionedLayout``, labelled by a closure, scrolled,
/// inspected, searched, gone to; its help lists only the adjustments it supports, and the
/// others say why they do nothing.
final class PreviewPageTests: XCTestCase {
    private func session(_ page: PreviewPage, columns: Int = 40, rows: Int = 12) -> PreviewSession {
        PreviewSession(pages: [page], columns: columns, rows: rows)
    }

    private func strip(count: Int = 100) -> PreviewPage {
        PreviewPage(title: "Strip", layout: StripLayout(count: count), label: { "row \($0.item)" })
    }

    private func press(_ keys: String, _ session: PreviewSession) {
        _ = InputBatch.apply(keys.map { InputEvent.character($0) }, to: session)
    }

    private func type(_ text: String, into session: PreviewSession) {
        _ = InputBatch.apply(text.map { InputEvent.character($0) } + [.key(.enter)], to: session)
    }

    private func screen(_ session: PreviewSession) -> [String] {
        session.compose(showingFrameTime: false).plainText().components(separatedBy: "\n")
    }

    func testACustomLayoutShowsItsLabelsAndScrolls() {
        let s = session(strip(), columns: 100)
        let first = screen(s)
        XCTAssertTrue(first[1].contains("row 0"), first.joined(separator: "\n"))
        let status = first[11]
        XCTAssertTrue(status.contains("Strip") && status.contains("StripLayout") && status.contains("100 items"), status)
        press("jjj", s)
        XCTAssertEqual(s.viewport.contentOffset.y, 3)
        XCTAssertTrue(screen(s)[1].contains("row 1"), "three rows down, the second item is on top")
        press("G", s)
        XCTAssertTrue(screen(s).contains { $0.contains("row 99") }, "the end shows the last item")
        press("g", s)
        XCTAssertEqual(s.viewport.contentOffset.y, 0)
    }

    func testAPageWithoutCountsFindsTheDataSourceItHolds() {
        final class Source: LayoutDataSource {
            var numberOfSections: Int { 2 }
            func numberOfItems(inSection section: Int) -> Int { 7 }
        }
        final class Held: StripLayout {
            let dataSource = Source()
        }
        class Bare: CollectionLayout {
            let strip = StripLayout(count: 3)
            var bounds: Rect { get { strip.bounds } set { strip.bounds = newValue } }
            func prepare() {}
            var collectionViewContentSize: Size { strip.collectionViewContentSize }
            var isContentSizeExact: Bool { true }
            func completeLayout() {}
            func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { strip.layoutAttributesForElements(in: rect) }
            func layoutAttributesForItem(at indexPath: TrellisLayout.IndexPath) -> LayoutAttributes? { strip.layoutAttributesForItem(at: indexPath) }
            func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: TrellisLayout.IndexPath) -> LayoutAttributes? { nil }
            func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { false }
            func invalidateLayout() {}
            func invalidateLayout(with context: InvalidationContext) {}
            func contentSize(forWidth width: Double) -> Size { strip.contentSize(forWidth: width) }
        }
        // StripLayout counts itself (ItemCounting) before any data source it holds.
        XCTAssertEqual(PreviewPage(title: "held", layout: Held(count: 5), label: { _ in nil }).numberOfItems, 5)
        XCTAssertEqual(PreviewPage(title: "bare", layout: Bare(), label: { _ in nil }).numberOfItems, 0, "nothing to count")
        final class Sourced: Bare {
            let dataSource = Source()
        }
        let sourced = PreviewPage(title: "sourced", layout: Sourced(), label: { _ in nil })
        XCTAssertEqual(sourced.numberOfSections, 2, "a stored data source is found")
        XCTAssertEqual(sourced.numberOfItems, 14)
    }

    func testInspectShowsTheFrameAndTheLabel() {
        let s = session(strip(), columns: 60, rows: 20)
        press("i", s)
        let text = screen(s).joined(separator: "\n")
        XCTAssertTrue(text.contains("cell 0.0"), text)
        XCTAssertTrue(text.contains("title  row 0"), text)
        XCTAssertTrue(text.contains("frame  x 0.00  y 0.00  width 60.00  height 3.00"), text)
        XCTAssertFalse(text.contains("size from"), "a custom page says nothing of where sizes came from")
        press("j", s)
        XCTAssertTrue(screen(s).joined(separator: "\n").contains("cell 0.1"), "j moves the selection down")
    }

    func testHelpListsNoAdjustmentsOfAPageThatHasNone() {
        let s = session(strip(), columns: 80, rows: 40)
        press("?", s)
        XCTAssertEqual(s.overlay, .help)
        let text = screen(s).joined(separator: "\n")
        for keys in ["+ / -", "] / [", "pin headers", "right to left", "tag alignment", "waterfall order", "reset all and width"] {
            XCTAssertFalse(text.contains(keys), "\(keys) is listed:\n\(text)")
        }
        for keys in ["reload now", "the spec's warnings", "all errors & warnings", "Specs (watched"] {
            XCTAssertFalse(text.contains(keys), "\(keys) is listed for a page without a file or warnings:\n\(text)")
        }
        for keys in ["content width", "one row down", "inspect on / off", "quit"] {
            XCTAssertTrue(text.contains(keys), "\(keys) is missing:\n\(text)")
        }
    }

    func testAdjustmentKeysOfAPageThatHasNoneSayWhy() {
        let s = session(strip())
        for (key, adjustment) in [("+", Adjustment.columns), ("]", .spacing), ("p", .sectionHeadersPinToVisibleBounds), ("d", .direction),
                                  ("a", .alignment), ("o", .order)] {
            press(String(key), s)
            let refusal = adjustment.action + " of a layout that adopts Adjustable; StripLayout does not"
            XCTAssertEqual(s.message, refusal, key)
            XCTAssertTrue(screen(s)[11].contains(refusal.prefix(20)), "the status line says it")
        }
        press("=", s)
        XCTAssertEqual(s.message, "no adjustments or content width to reset")
    }

    func testSearchAndGoToWorkThroughTheLabels() {
        let s = session(strip())
        type("/row 42", into: s)
        XCTAssertTrue(screen(s).contains { $0.contains("row 42") }, "the match is in view")
        XCTAssertEqual(s.viewport.contentOffset.y, 42 * 3)
        press("n", s)
        XCTAssertEqual(s.message, "search wrapped", "row 42 is the only match")
        type("/ROW", into: s)
        XCTAssertEqual(s.message, "pattern not found: ROW", "a capital letter matches case")
        type(":7", into: s)
        XCTAssertEqual(s.viewport.contentOffset.y, 7 * 3)
        type(":100", into: s)
        XCTAssertNotNil(s.message, "there is no item 100")
    }

    func testAnAdjustablePageIsRebuiltAndListsOnlyWhatItSupports() throws {
        let page = PreviewPage(title: "Strip", layout: AdjustableStrip(count: 12), label: { "r\($0.item)" })
        let s = session(page, columns: 80, rows: 40)
        press("+", s)
        let two = try XCTUnwrap(page.layout as? AdjustableStrip)
        XCTAssertEqual(two.columns, 2, "+ made a layout of 2 columns")
        XCTAssertTrue(screen(s)[39].contains("cols+1"), screen(s)[39])
        XCTAssertTrue(s.viewport.layout === two, "the view shows the new layout")
        press("+++++", s)
        XCTAssertEqual((page.layout as? AdjustableStrip)?.columns, 4, "the page's range stops the counter at 4")
        XCTAssertEqual(s.message, "no more columns fit")
        press("]", s)
        XCTAssertEqual((page.layout as? AdjustableStrip)?.spacing, 1)
        press("p", s)
        XCTAssertEqual(s.message, Adjustment.sectionHeadersPinToVisibleBounds.defaultRefusal)
        press("=", s)
        XCTAssertEqual((page.layout as? AdjustableStrip)?.columns, 1, "= goes back to the page as given")
        XCTAssertEqual((page.layout as? AdjustableStrip)?.spacing, 0)
        press("?", s)
        let help = screen(s).joined(separator: "\n")
        for listed in ["+ / -", "] / [", "reset all and width"] { XCTAssertTrue(help.contains(listed), "\(listed) is missing:\n\(help)") }
        for hidden in ["pin headers", "right to left", "tag alignment", "waterfall order"] { XCTAssertFalse(help.contains(hidden), hidden) }
    }

    func testAPageMadeFromContentAsksItForItsCapabilities() {
        final class Notes: PreviewContent, WarningReporting, CellScaled, Inspectable {
            let title = "Notes"
            let layout: any CollectionLayout = StripLayout(count: 4, rowHeight: 48)
            let labels: any RenderLabels = StaticLabels(items: [TrellisLayout.IndexPath(item: 0, section: 0): "first"])
            var warningMessages: [String] { ["line 1: something odd"] }
            var cellScale: LayoutScale { LayoutScale(x: 8, y: 16) }
            var lengthUnit: String { "pt" }
            func inspectorFacts(of attributes: LayoutAttributes) -> InspectorFacts {
                InspectorFacts(place: "slot \(attributes.indexPath.item)", sizeSources: ["rowHeight"])
            }
        }
        let s = session(PreviewPage(Notes()), columns: 60, rows: 20)
        XCTAssertTrue(screen(s)[19].contains("1 warning — press w"), screen(s)[19])
        XCTAssertTrue(screen(s)[1].contains("first"), "a row 48pt tall is three screen rows at 16pt a row: " + screen(s).joined(separator: "\n"))
        press("w", s)
        XCTAssertEqual(s.overlay, .warnings)
        XCTAssertTrue(screen(s).joined().contains("line 1: something odd"))
        press("w", s)
        press("i", s)
        XCTAssertTrue(screen(s).joined(separator: "\n").contains("cell 0.0 · slot 0 · size from rowHeight"))
        press("r", s)
        XCTAssertEqual(s.message, "no page has a file to reload")
    }

    /// A page whose content did not load (a user's file, missing): the page says so where its
    /// layout would be, `r` tries its loader again, and once it loads the page is the loaded
    /// content's, with its capabilities (here `Reloadable`: the next `r` reloads it).
    func testAPageWhoseContentDidNotLoadShowsTheErrorAndLoadsOnR() {
        struct Missing: Error, CustomStringConvertible {
            var description: String { "notes.txt: no such file" }
        }
        final class Notes: PreviewContent, Reloadable {
            let title = "Notes"
            let layout: any CollectionLayout = StripLayout(count: 4)
            let labels: any RenderLabels = StaticLabels(items: [TrellisLayout.IndexPath(item: 0, section: 0): "first"])
            var reloads = 0
            var filePath: String? { "notes.txt" }
            func reload() throws { reloads += 1 }
        }
        var tries = 0
        let notes = Notes()
        let page = PreviewPage(title: "notes.txt", filePath: "notes.txt", error: Missing()) {
            tries += 1
            if tries == 1 { throw Missing() }
            return notes
        }
        let s = PreviewSession(pages: [strip(), page], columns: 60, rows: 12)
        XCTAssertEqual(screen(s)[10], "✗ notes.txt: no such file")
        press("2", s)
        let failed = screen(s)
        XCTAssertTrue(failed[11].hasPrefix(" notes.txt [2/2] │ did not load — r to retry"), failed[11])
        XCTAssertTrue(failed[1].hasPrefix(" notes.txt did not load:") && failed[3].hasPrefix(" notes.txt: no such file"),
                      failed.joined(separator: "\n"))
        press("j", s)
        XCTAssertEqual(s.message, "nothing to scroll: notes.txt did not load")
        press("r", s)
        XCTAssertEqual(tries, 1)
        XCTAssertEqual(s.message, "reload failed — r to retry")
        press("r", s)
        XCTAssertEqual(tries, 2)
        XCTAssertEqual(s.message, "reloaded")
        XCTAssertTrue(s.perform(.redraw), "the message goes")
        let loaded = screen(s)
        XCTAssertTrue(loaded[1].contains("first"), loaded.joined(separator: "\n"))
        XCTAssertEqual(loaded[11], " Notes [2/2] │ StripLayout │ 60×12 │ top │ 4 visible")
        XCTAssertFalse(loaded.joined().contains("✗"))
        press("r", s)
        XCTAssertEqual(tries, 2, "the loader is done with")
        XCTAssertEqual(notes.reloads, 1, "r reloads the loaded content")
    }
}
