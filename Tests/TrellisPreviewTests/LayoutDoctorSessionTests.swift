import XCTest
import TrellisDoctor
import TrellisLayout
import TrellisRender
import TrellisTerminal
@testable import TrellisPreview
import TrellisPreviewTestSupport

/// The layout doctor in the previewer, driven as the loop drives it: each frame's own checks
/// come back as an event (`drawnLines()`), and the examination runs in slices while no key is
/// pending (`runLayoutExamination(slices:budget:)`), its report coming back as an event too. A custom
/// layout whose rect query answers every item gets the `✗ … layout problem — press !` line and
/// its findings in the `!` list; a correct one gets neither, and is left as it was.
final class LayoutDoctorSessionTests: XCTestCase {
    private func session(_ layout: some CollectionLayout, title: String = "Strip", width: Int = 40, height: Int = 12) -> PreviewSession {
        PreviewSession(pages: [PreviewPage(title: title, layout: layout, label: { "row \($0.item)" })], width: width, height: height)
    }

    private func session(pages layouts: [any CollectionLayout], width: Int = 40, height: Int = 12) -> PreviewSession {
        let pages = layouts.enumerated().map { index, layout in
            PreviewPage(TestContent(title: "Page \(index + 1)", layout: layout))
        }
        return PreviewSession(pages: pages, width: width, height: height)
    }

    private func notice(count: Int) -> String { "✗ \(count) layout problem\(count == 1 ? "" : "s") — press !" }

    // MARK: A broken layout

    func testABrokenRectQueryIsNoticedFromTheFrameAfterTheFirstAndListedByTheBangKey() throws {
        let s = session(EverythingStrip(count: 200))
        let first = s.screenLines(trimmingTrailingSpaces: true)
        XCTAssertFalse(first.joined().contains("✗"), "the first frame is drawn before anything is found:\n\(first.joined(separator: "\n"))")

        // The frame's own check (rect-extra over the elements it asked for) comes back as an event.
        let drawn = s.drawnLines(trimmingTrailingSpaces: true)
        XCTAssertEqual(drawn[10], notice(count: 1), "the line above the status line")
        XCTAssertEqual(s.layoutProblems.map(\.check), ["rect-extra"])

        // The examination, between keys, adds what the sweep finds.
        s.runLayoutExamination()
        XCTAssertFalse(s.isExaminingLayout)
        let problems = s.layoutProblems
        XCTAssertTrue(problems.contains { $0.check == "rect-extra" && $0.severity == .error }, "\(problems.map(\.line))")
        XCTAssertEqual(s.drawnLines(trimmingTrailingSpaces: true)[10], notice(count: problems.count))

        s.press("!")
        let overlay = s.screenText()
        XCTAssertTrue(overlay.contains("✗ Strip: rect-extra: returned"), overlay)
        s.press("q")
        XCTAssertNil(s.overlay, "q closes the list")
    }

    func testAnInvalidFrameIsFoundByTheFrameItIsDrawnIn() {
        let s = session(NaNStrip(count: 20))
        _ = s.drawnLines()
        XCTAssertTrue(s.layoutProblems.contains { $0.check == "invalid-frame" }, "\(s.layoutProblems.map(\.line))")
    }

    func testTheExaminationOfTheLayoutOnScreenLeavesWhatTheScreenShows() {
        let layout = EverythingStrip(count: 200)
        let s = session(layout)
        s.press("jjj")
        let before = s.drawnLines()
        let bounds = layout.bounds
        while s.isExaminingLayout {
            s.runLayoutExamination(slices: 1, budget: .zero)
            XCTAssertEqual(layout.bounds, bounds, "between two slices the layout's bounds are as found")
        }
        XCTAssertEqual(Array(s.drawnLines().prefix(10)), Array(before.prefix(10)), "the rows the layout shows")
    }

    // MARK: A clean layout

    func testACleanLayoutGetsNoNoticeNoFindingAndTheSameScreen() {
        let layout = CleanStrip(count: 200, columns: 2)
        let s = session(layout)
        s.press("jjj")
        let before = s.drawnLines()
        let bounds = layout.bounds
        var slices = 0
        while s.isExaminingLayout {
            s.runLayoutExamination(slices: 1, budget: .zero)
            slices += 1
            XCTAssertEqual(layout.bounds, bounds, "between two slices the layout's bounds are as found")
        }
        XCTAssertGreaterThan(slices, 1, "the examination runs in slices")
        XCTAssertEqual(s.layoutProblems.map(\.line), [])
        XCTAssertEqual(s.drawnLines(), before, "the examination changed nothing on screen")
        XCTAssertFalse(before.joined().contains("✗"))
        s.press("!")
        XCTAssertNil(s.overlay)
        XCTAssertEqual(s.message, "no errors or warnings")
    }

    func testBangSaysWhenTheDoctorIsStillExamining() {
        let s = session(CleanStrip(count: 2_000))
        _ = s.drawnLines()
        s.runLayoutExamination(slices: 1, budget: .zero)
        XCTAssertTrue(s.isExaminingLayout)
        s.press("!")
        XCTAssertEqual(s.message, "no errors or warnings so far; the layout doctor is still examining this layout")
    }

    func testALayoutOfMoreThanAHundredThousandItemsIsCheckedByItsFramesOnly() {
        // An examination costs time in proportion to the items; above 100,000 the frames' own
        // checks still run, and ! says how to examine the rest.
        let large = PreviewSession(pages: [PreviewPage(CountedContent(layout: EverythingStrip(count: 300), items: 100_001))], width: 40, height: 12)
        _ = large.drawnLines()
        XCTAssertEqual(large.layoutProblems.map(\.check), ["rect-extra"], "the frame's own check")
        XCTAssertFalse(large.isExaminingLayout, "no examination between keys")
        XCTAssertNil(large.examineLayout(budget: .seconds(10)))
        let clean = PreviewSession(pages: [PreviewPage(CountedContent(layout: CleanStrip(count: 300), items: 100_001))], width: 40, height: 12)
        _ = clean.drawnLines()
        clean.press("!")
        XCTAssertEqual(clean.message, "no errors or warnings in the frames shown; layouts over 100,000 items are not examined here: "
                       + "run trellis doctor")
        let small = PreviewSession(pages: [PreviewPage(CountedContent(layout: CleanStrip(count: 300), items: 100_000))], width: 40, height: 12)
        _ = small.drawnLines()
        XCTAssertTrue(small.isExaminingLayout, "100,000 items are examined")
    }

    // MARK: Keys come first

    func testAKeyPressedWhileTheExaminationRunsIsHandledAtOnce() {
        let s = session(EverythingStrip(count: 400))
        let reference = session(EverythingStrip(count: 400))
        _ = s.drawnLines()
        _ = reference.drawnLines()
        s.runLayoutExamination(slices: 1, budget: .zero)
        XCTAssertTrue(s.isExaminingLayout, "one slice is not the whole examination")

        // The key is applied between two slices, as if nothing were being examined.
        s.press("j")
        reference.press("j")
        XCTAssertEqual(s.viewport.contentOffset.y, 1)
        XCTAssertEqual(s.drawnLines(), reference.drawnLines())
        XCTAssertTrue(s.isExaminingLayout, "a scroll neither ends nor restarts the examination")

        s.runLayoutExamination()
        XCTAssertTrue(s.layoutProblems.contains { $0.check == "rect-extra" })
        XCTAssertEqual(s.viewport.contentOffset.y, 1, "the examination did not move the view")
    }

    func testTheLoopLooksAtTheKeyboardAfterEverySliceOfAFewMilliseconds() {
        XCTAssertLessThanOrEqual(LayoutCheckup.sliceBudget, .milliseconds(5))
    }

    // MARK: What restarts it

    func testAWidthChangeRestartsTheExaminationAndAHeightChangeDoesNot() {
        let s = session(EverythingStrip(count: 200), width: 40, height: 12)
        _ = s.drawnLines()
        s.runLayoutExamination()
        let found = s.layoutProblems
        XCTAssertFalse(found.isEmpty)

        s.press(.resize(width: 40, height: 16))
        XCTAssertFalse(s.isExaminingLayout, "the findings hold at any height")
        XCTAssertEqual(s.layoutProblems, found)
        XCTAssertEqual(s.drawnLines(trimmingTrailingSpaces: true)[14], notice(count: found.count))

        s.press(.resize(width: 50, height: 16))
        XCTAssertTrue(s.isExaminingLayout, "the frames depend on the width: it starts again")
        XCTAssertEqual(s.layoutProblems, [], "what was found at 40 columns is not shown at 50")
        s.runLayoutExamination()
        XCTAssertTrue(s.layoutProblems.contains { $0.check == "rect-extra" })
    }

    func testAReportOnALayoutNoLongerShownIsDropped() throws {
        let s = session(EverythingStrip(count: 200))
        _ = s.screenLines()
        let finished = try XCTUnwrap(s.examineLayout(budget: .seconds(600)), "done in one long slice")
        s.press(.resize(width: 50, height: 12))
        XCTAssertFalse(s.receive(finished), "the report was about the layout at 40 columns")
        XCTAssertEqual(s.layoutProblems, [])
    }

    func testEachPageIsExaminedWhenShownAndKeepsItsFindings() {
        let s = session(pages: [EverythingStrip(count: 200), CleanStrip(count: 200)])
        _ = s.drawnLines()
        s.runLayoutExamination()
        let found = s.layoutProblems
        XCTAssertFalse(found.isEmpty)

        s.press(.key(.tab))
        XCTAssertEqual(s.layoutProblems, [], "the other page's findings are not this one's")
        XCTAssertFalse(s.drawnLines().joined().contains("✗"), "nor is its notice")
        XCTAssertTrue(s.isExaminingLayout, "a new page is examined")
        s.runLayoutExamination()
        XCTAssertEqual(s.layoutProblems, [])

        s.press(.key(.tab))
        XCTAssertFalse(s.isExaminingLayout, "the first page, at the same width, keeps its findings")
        XCTAssertEqual(s.layoutProblems, found)
    }

    func testAnAdjustmentMakesANewLayoutWhichIsExaminedAnew() {
        let s = session(AdjustableStrip(count: 200, columns: 2))
        _ = s.drawnLines()
        s.runLayoutExamination()
        XCTAssertFalse(s.isExaminingLayout)
        s.press("+")
        XCTAssertTrue(s.isExaminingLayout, "a new layout, new findings")
    }

    func testAReloadMakesANewLayoutWhichIsExaminedAnew() {
        let content = ReloadingContent(count: 200)
        let s = PreviewSession(pages: [PreviewPage(content)], width: 40, height: 12)
        _ = s.drawnLines()
        s.runLayoutExamination()
        XCTAssertFalse(s.layoutProblems.isEmpty, "the first layout answers every rect")
        s.press("r")
        XCTAssertEqual(s.message, "reloaded")
        XCTAssertEqual(s.layoutProblems, [], "the findings were the old layout's")
        XCTAssertTrue(s.isExaminingLayout, "the reloaded layout is examined anew")
        s.runLayoutExamination()
        XCTAssertEqual(s.layoutProblems, [], "the reloaded layout is correct")
        XCTAssertFalse(s.drawnLines().joined().contains("✗"))
    }

    // MARK: A page that makes fresh layouts

    func testAPageThatMakesFreshLayoutsIsExaminedOnOneOfItsOwn() {
        let made = CountingStrip.made
        let layout = CountingStrip(count: 200)
        let s = session(layout)
        _ = s.drawnLines()
        let asked = layout.rectQueries
        s.runLayoutExamination()
        XCTAssertFalse(s.isExaminingLayout)
        XCTAssertEqual(layout.rectQueries, asked, "the examination asked the layout on screen nothing")
        XCTAssertGreaterThan(CountingStrip.made, made, "it examined a fresh one")
        XCTAssertEqual(s.layoutProblems, [])
    }

    func testTheInspectorCountsWhatTheViewerAskedNotWhatTheDoctorDid() {
        let layout = ActivityStrip(count: 200)
        let s = session(layout)
        _ = s.drawnLines()
        let viewers = s.viewerLayoutActivity
        s.runLayoutExamination()
        XCTAssertGreaterThan(layout.layoutActivity.rectQueryCount, viewers?.rectQueryCount ?? 0, "the doctor asked the layout on screen")
        XCTAssertEqual(s.viewerLayoutActivity, viewers, "the inspector's counts leave the doctor's out")
        s.press("j")
        _ = s.drawnLines()
        XCTAssertEqual(s.viewerLayoutActivity?.rectQueryCount, (viewers?.rectQueryCount ?? 0) + 1, "a frame is one more query")
    }

    func testAFreshLayoutIsNotPreparedAgainAtEverySlice() {
        let s = session(CountingStrip(count: 200))
        _ = s.drawnLines()
        let prepares = CountingStrip.prepares
        let slices = s.runLayoutExamination(budget: .zero)   // one unit of work a slice
        XCTAssertGreaterThan(slices, 20)
        XCTAssertLessThan(CountingStrip.prepares - prepares, 10,
                          "the examination's own layout stays at the examined bounds between slices (\(slices) slices)")
    }

    // MARK: The line's words

    func testTheLineCountsErrorsAndWarningsAndSaysSoInTheSingular() {
        let error = LayoutFinding(.rectExtra, message: "returned 3 elements outside the rect (0, 0, 40, 11)")
        let warning = LayoutFinding(.overlap, message: "cells 0.1 and 0.2 overlap by (0, 0, 2, 2)")
        let info = LayoutFinding(.linearPrepare, message: "prepare at 1k items: 1 ms; at 100k: 100 ms (×100)")
        XCTAssertEqual(Diagnostics(errors: [], pages: [], layoutProblems: [error]).line, "✗ 1 layout problem — press !")
        XCTAssertEqual(Diagnostics(errors: [], pages: [], layoutProblems: [error, warning]).line, "✗ 2 layout problems — press !")
        XCTAssertEqual(Diagnostics(errors: ["a.json:1:1: x"], pages: [], layoutProblems: [error, warning]).line,
                       "✗ 3 problems — press ! to list")
        XCTAssertNil(Diagnostics(errors: [], pages: [], layoutProblems: []).line)
        let lines = Diagnostics(errors: [], pages: [], layoutProblems: [error, warning], layoutTitle: "Tags").lines
        XCTAssertEqual(lines, ["✗ Tags: rect-extra: returned 3 elements outside the rect (0, 0, 40, 11)",
                               "warning: Tags: overlap: cells 0.1 and 0.2 overlap by (0, 0, 2, 2)"])
        let checkup = LayoutCheckup(subject: StripLayout(count: 1), examined: StripLayout(count: 1), width: 40, height: 11, fresh: nil)
        _ = checkup.note(frameFindings: [info, warning, error])
        XCTAssertEqual(checkup.problems.map(\.check), ["rect-extra", "overlap"], "in the order of the checks, no info")
    }
}

/// A strip whose rect query answers every item, whatever the rect: `rect-extra`.
/// A page whose counts say `items`, over any layout: the size the previewer decides on.
private final class CountedContent: PreviewContent, ItemCounting {
    let title = "Counted"
    let layout: any CollectionLayout
    let labels: any RenderLabels = NoLabels()
    let items: Int
    init(layout: any CollectionLayout, items: Int) {
        self.layout = layout
        self.items = items
    }
    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { items }
}

private final class EverythingStrip: StripLayout {
    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        (0..<count).compactMap { layoutAttributesForItem(at: LayoutIndexPath(item: $0, section: 0)) }
    }
}

/// A strip whose item 1 has a NaN width: `invalid-frame`.
private final class NaNStrip: StripLayout {
    override func layoutAttributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        guard var attributes = super.layoutAttributesForItem(at: indexPath) else { return nil }
        if indexPath.item == 1 { attributes.frame.size.width = .nan }
        return attributes
    }
}

/// A strip whose rect query answers exactly the items that meet the rect: ``StripLayout``'s also
/// answers the row that only touches the rect's bottom edge (intersection is open), which the
/// doctor reports as `rect-extra`.
private class CleanStrip: StripLayout {
    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        super.layoutAttributesForElements(in: rect).filter { $0.frame.intersects(rect) }
    }
}

/// A correct strip that counts its rect queries and can make fresh copies of itself.
private final class CountingStrip: CleanStrip, FreshLayoutProviding {
    nonisolated(unsafe) static var made = 0
    /// The prepares of every counting strip.
    nonisolated(unsafe) static var prepares = 0
    private(set) var rectQueries = 0

    override func prepare() { Self.prepares += 1 }

    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        rectQueries += 1
        return super.layoutAttributesForElements(in: rect)
    }

    func makeFreshLayout() -> any CollectionLayout {
        Self.made += 1
        return CountingStrip(count: count, columns: columns, rowHeight: rowHeight, spacing: spacing)
    }
}

/// A correct strip that counts its prepares and queries (``LayoutActivityReporting``), as the
/// UIKit adapter does, and makes no fresh layouts: the doctor examines it on screen.
private final class ActivityStrip: CleanStrip, LayoutActivityReporting {
    private var prepares = 0, rectQueries = 0, itemQueries = 0

    override func prepare() { prepares += 1 }

    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        rectQueries += 1
        return super.layoutAttributesForElements(in: rect)
    }

    override func layoutAttributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        itemQueries += 1
        return super.layoutAttributesForItem(at: indexPath)
    }

    var layoutActivity: LayoutActivity {
        LayoutActivity(prepareCount: prepares, rectQueryCount: rectQueries, itemQueryCount: itemQueries)
    }
}

/// A page whose file, once reloaded, gives a correct layout in place of one that answers every rect.
private final class ReloadingContent: PreviewContent, Reloadable {
    let title = "Reloading"
    private(set) var layout: any CollectionLayout
    let labels: any RenderLabels = NoLabels()
    let filePath: String? = "strip.json"
    private let count: Int

    init(count: Int) {
        self.count = count
        layout = EverythingStrip(count: count)
    }

    func reload() throws { layout = CleanStrip(count: count) }
}

/// A page's content made of a layout, with no capability.
private final class TestContent: PreviewContent {
    let title: String
    let layout: any CollectionLayout
    let labels: any RenderLabels = NoLabels()

    init(title: String, layout: any CollectionLayout) {
        self.title = title
        self.layout = layout
    }
}
