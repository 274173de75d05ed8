import XCTest
import TrellisTestSupport
import TrellisLayout
import TrellisRender
import TrellisTerminal
@testable import TrellisPreview
import TrellisPreviewTestSupport

/// The public API driven headless through the session, as a user's custom layout meets it: a
/// ``CollectionLayout`` that is no ``SectionedLayout``, labelled by a closure, scrolled,
/// inspected, searched, gone to; its help lists only the adjustments it supports, and the
/// others say why they do nothing.
final class PreviewPageTests: XCTestCase {
    private func session(_ page: PreviewPage, width columns: Int = 40, height rows: Int = 12) -> PreviewSession {
        PreviewSession(pages: [page], width: columns, height: rows)
    }

    private func strip(count: Int = 100) -> PreviewPage {
        PreviewPage(title: "Strip", layout: StripLayout(count: count), label: { "row \($0.item)" })
    }




    func testACustomLayoutShowsItsLabelsAndScrolls() {
        let s = session(strip(), width: 100)
        let first = s.screenLines()
        XCTAssertTrue(first[1].contains("row 0"), first.joined(separator: "\n"))
        let status = first[11]
        XCTAssertTrue(status.contains("Strip") && status.contains("StripLayout") && status.contains("100 items"), status)
        s.press("jjj")
        XCTAssertEqual(s.viewport.contentOffset.y, 3)
        XCTAssertTrue(s.screenLines()[1].contains("row 1"), "three rows down, the second item is on top")
        s.press("G")
        XCTAssertTrue(s.screenLines().contains { $0.contains("row 99") }, "the end shows the last item")
        s.press("g")
        XCTAssertEqual(s.viewport.contentOffset.y, 0)
    }

    func testAPageWithoutCountsFindsTheDataSourceItDeclares() {
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
            func layoutAttributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes? { strip.layoutAttributesForItem(at: indexPath) }
            func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes? { nil }
            func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { false }
            func invalidateLayout() {}
            func invalidateLayout(with context: InvalidationContext) {}
            func contentSize(forWidth width: Double) -> Size { strip.contentSize(forWidth: width) }
        }
        // StripLayout counts itself (ItemCounting) before any data source it holds.
        XCTAssertEqual(PreviewPage(title: "held", layout: Held(count: 5), label: { _ in nil }).numberOfItems, 5)
        XCTAssertEqual(PreviewPage(title: "bare", layout: Bare(), label: { _ in nil }).numberOfItems, 0, "nothing to count")
        final class Kept: Bare {
            let dataSource = Source()
        }
        XCTAssertEqual(PreviewPage(title: "kept", layout: Kept(), label: { _ in nil }).numberOfItems, 0,
                       "a data source the layout keeps but does not declare is not looked for")
        final class Sourced: Bare, LayoutDataSourceProviding {
            let dataSource: LayoutDataSource = Source()
        }
        let sourced = PreviewPage(title: "sourced", layout: Sourced(), label: { _ in nil })
        XCTAssertEqual(sourced.numberOfSections, 2, "a declared data source is found")
        XCTAssertEqual(sourced.numberOfItems, 14)
    }

    func testInspectShowsTheFrameAndTheLabel() {
        let s = session(strip(), width: 60, height: 20)
        s.press("i")
        let text = s.screenLines().joined(separator: "\n")
        XCTAssertTrue(text.contains("cell 0.0"), text)
        XCTAssertTrue(text.contains("title  row 0"), text)
        XCTAssertTrue(text.contains("frame  x 0.00  y 0.00  width 60.00  height 3.00"), text)
        XCTAssertFalse(text.contains("size from"), "a custom page says nothing of where sizes came from")
        s.press("j")
        XCTAssertTrue(s.screenLines().joined(separator: "\n").contains("cell 0.1"), "j moves the selection down")
    }

    func testHelpListsNoAdjustmentsOfAPageThatHasNone() {
        let s = session(strip(), width: 80, height: 40)
        s.press("?")
        XCTAssertEqual(s.overlay, .help)
        let text = s.screenLines().joined(separator: "\n")
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
            s.press(String(key))
            let refusal = adjustment.action + " of a layout that adopts Adjustable; StripLayout does not"
            XCTAssertEqual(s.message, refusal, key)
            XCTAssertTrue(s.screenLines()[11].contains(refusal.prefix(20)), "the status line says it")
        }
        s.press("=")
        XCTAssertEqual(s.message, "no adjustments or content width to reset")
    }

    func testSearchAndGoToWorkThroughTheLabels() {
        let s = session(strip())
        s.type("/row 42")
        XCTAssertTrue(s.screenLines().contains { $0.contains("row 42") }, "the match is in view")
        XCTAssertEqual(s.viewport.contentOffset.y, 42 * 3)
        s.press("n")
        XCTAssertEqual(s.message, "search wrapped", "row 42 is the only match")
        s.type("/ROW")
        XCTAssertEqual(s.message, "pattern not found: ROW", "a capital letter matches case")
        s.type(":7")
        XCTAssertEqual(s.viewport.contentOffset.y, 7 * 3)
        s.type(":100")
        XCTAssertNotNil(s.message, "there is no item 100")
    }

    func testAnAdjustablePageIsRebuiltAndListsOnlyWhatItSupports() throws {
        let page = PreviewPage(title: "Strip", layout: AdjustableStrip(count: 12), label: { "r\($0.item)" })
        let s = session(page, width: 80, height: 40)
        s.press("+")
        let two = try XCTUnwrap(page.layout as? AdjustableStrip)
        XCTAssertEqual(two.columns, 2, "+ made a layout of 2 columns")
        XCTAssertTrue(s.screenLines()[39].contains("cols+1"), s.screenLines()[39])
        XCTAssertTrue(s.viewport.layout === two, "the view shows the new layout")
        s.press("+++++")
        XCTAssertEqual((page.layout as? AdjustableStrip)?.columns, 4, "the page's range stops the counter at 4")
        XCTAssertEqual(s.message, "no more columns fit")
        s.press("]")
        XCTAssertEqual((page.layout as? AdjustableStrip)?.spacing, 1)
        s.press("p")
        XCTAssertEqual(s.message, Adjustment.sectionHeadersPinToVisibleBounds.defaultRefusal)
        s.press("=")
        XCTAssertEqual((page.layout as? AdjustableStrip)?.columns, 1, "= goes back to the page as given")
        XCTAssertEqual((page.layout as? AdjustableStrip)?.spacing, 0)
        s.press("?")
        let help = s.screenLines().joined(separator: "\n")
        for listed in ["+ / -", "] / [", "reset all and width"] { XCTAssertTrue(help.contains(listed), "\(listed) is missing:\n\(help)") }
        for hidden in ["pin headers", "right to left", "tag alignment", "waterfall order"] { XCTAssertFalse(help.contains(hidden), hidden) }
    }

    func testAPageMadeFromContentAsksItForItsCapabilities() {
        final class Notes: PreviewContent, WarningReporting, CellScaled, Inspectable {
            let title = "Notes"
            let layout: any CollectionLayout = StripLayout(count: 4, rowHeight: 48)
            let labels: any RenderLabels = StaticLabels(items: [LayoutIndexPath(item: 0, section: 0): "first"])
            var warningMessages: [String] { ["line 1: something odd"] }
            var cellScale: LayoutScale { LayoutScale(x: 8, y: 16) }
            var lengthUnit: String { "pt" }
            func inspectorFacts(of attributes: LayoutAttributes) -> InspectorFacts {
                InspectorFacts(place: "slot \(attributes.indexPath.item)", sizeSources: ["rowHeight"])
            }
        }
        let s = session(PreviewPage(Notes()), width: 60, height: 20)
        XCTAssertTrue(s.screenLines()[19].contains("1 warning — press w"), s.screenLines()[19])
        XCTAssertTrue(s.screenLines()[1].contains("first"), "a row 48pt tall is three screen rows at 16pt a row: " + s.screenLines().joined(separator: "\n"))
        s.press("w")
        XCTAssertEqual(s.overlay, .warnings)
        XCTAssertTrue(s.screenLines().joined().contains("line 1: something odd"))
        s.press("w")
        s.press("i")
        XCTAssertTrue(s.screenLines().joined(separator: "\n").contains("cell 0.0 · slot 0 · size from rowHeight"))
        s.press("r")
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
            let labels: any RenderLabels = StaticLabels(items: [LayoutIndexPath(item: 0, section: 0): "first"])
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
        let s = PreviewSession(pages: [strip(), page], width: 60, height: 12)
        XCTAssertEqual(s.screenLines()[10], "✗ notes.txt: no such file")
        s.press("2")
        let failed = s.screenLines()
        XCTAssertTrue(failed[11].hasPrefix(" notes.txt [2/2] │ did not load — r to retry"), failed[11])
        XCTAssertTrue(failed[1].hasPrefix(" notes.txt did not load:") && failed[3].hasPrefix(" notes.txt: no such file"),
                      failed.joined(separator: "\n"))
        s.press("j")
        XCTAssertEqual(s.message, "nothing to scroll: notes.txt did not load")
        s.press("r")
        XCTAssertEqual(tries, 1)
        XCTAssertEqual(s.message, "reload failed — r to retry")
        s.press("r")
        XCTAssertEqual(tries, 2)
        XCTAssertEqual(s.message, "reloaded")
        XCTAssertNotEqual(s.perform(.redraw), .quit, "the message goes")
        let loaded = s.screenLines()
        XCTAssertTrue(loaded[1].contains("first"), loaded.joined(separator: "\n"))
        XCTAssertEqual(loaded[11], " Notes [2/2] │ StripLayout │ 60×12 │ top │ 4 visible")
        XCTAssertFalse(loaded.joined().contains("✗"))
        s.press("r")
        XCTAssertEqual(tries, 2, "the loader is done with")
        XCTAssertEqual(notes.reloads, 1, "r reloads the loaded content")
    }
}
