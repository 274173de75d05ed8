import TrellisDoctor
import TrellisLayout
import TrellisTestSupport
import XCTest

/// Each check on a small hand-written layout with exactly that defect, and clean layouts that get no finding.
final class LayoutDoctorTests: XCTestCase {
    /// The checks `report` found, in order, without repeats.
    private func checks(_ report: LayoutDoctorReport) -> [String] {
        var seen: [String] = []
        for finding in report.findings where !seen.contains(finding.check) { seen.append(finding.check) }
        return seen
    }

    /// The one finding of `check` in `report`.
    private func finding(_ check: LayoutCheck, in report: LayoutDoctorReport, file: StaticString = #filePath,
                         line: UInt = #line) -> LayoutFinding? {
        let found = report.findings.filter { $0.check == check.rawValue }
        XCTAssertEqual(found.count, 1, report.lines.joined(separator: "\n"), file: file, line: line)
        return found.first
    }

    func testACleanLayoutGetsNoFinding() {
        let report = LayoutDoctor.examine(FixtureGrid(count: 200), width: 80, height: 23,
                                          options: .init(fresh: { FixtureGrid(count: 200) }))
        XCTAssertEqual(report.findings, [], report.lines.joined(separator: "\n"))
        XCTAssertTrue(report.isClean)
        XCTAssertEqual(report.width, 80)
    }

    func testRectExtra() throws {
        let report = LayoutDoctor.examine(EverythingGrid(count: 200), width: 80, height: 23)
        XCTAssertEqual(checks(report), ["rect-extra"], report.lines.joined(separator: "\n"))
        let found = try XCTUnwrap(finding(.rectExtra, in: report))
        // The first page (0, 0, 80, 23) holds rows 0 to 7 (64 cells); the other 136 are outside it.
        XCTAssertEqual(found.message, "returned 136 elements outside the rect (0, 0, 80, 23), e.g. cell 0.64 at (0, 24, 10, 3), "
                       + "cell 0.65 at (10, 24, 10, 3), cell 0.66 at (20, 24, 10, 3), cell 0.67 at (30, 24, 10, 3), "
                       + "cell 0.68 at (40, 24, 10, 3) and 131 more; \(found.message.split(separator: ";").last!.dropFirst())")
        XCTAssertTrue(found.message.hasSuffix("rects returned elements outside them"))
        XCTAssertEqual(found.elements.map(\.description), ["cell 0.64", "cell 0.65", "cell 0.66", "cell 0.67", "cell 0.68"])
        XCTAssertEqual(found.severity, .error)
        XCTAssertEqual(found.count, 200)
        XCTAssertEqual(report.lines.first?.hasPrefix("error rect-extra: returned 136 elements outside the rect (0, 0, 80, 23), e.g. cell 0.64"), true)
    }

    func testRectMissing() throws {
        let report = LayoutDoctor.examine(StartsInsideGrid(count: 200), width: 80, height: 23)
        XCTAssertEqual(checks(report), ["rect-missing"], report.lines.joined(separator: "\n"))
        let found = try XCTUnwrap(finding(.rectMissing, in: report))
        // The second page starts at y 23, inside row 7 (21 to 24): its 8 cells are left out.
        XCTAssertTrue(found.message.hasPrefix("left out 8 elements that meet the rect (0, 23, 80, 23), e.g. cell 0.56 at (0, 21, 10, 3), "
                                              + "cell 0.57 at (10, 21, 10, 3)"), found.message)
        XCTAssertTrue(found.message.contains(" and 3 more; "), found.message)
    }

    func testItemMismatch() throws {
        let report = LayoutDoctor.examine(WrongItemGrid(count: 40), width: 80, height: 23)
        XCTAssertEqual(checks(report), ["item-mismatch"], report.lines.joined(separator: "\n"))
        let found = try XCTUnwrap(finding(.itemMismatch, in: report))
        XCTAssertEqual(found.message, "the element queries disagree with the rect query on 2 elements, "
                       + "e.g. cell 0.7 nil, not (70, 0, 10, 3), cell 0.13 at (50, 0, 10, 3), not (50, 3, 10, 3)")
    }

    func testRectUnstable() throws {
        let report = LayoutDoctor.examine(SnappingGrid(count: 200), width: 80, height: 23)
        XCTAssertEqual(checks(report), ["rect-unstable"], report.lines.joined(separator: "\n"))
        let found = try XCTUnwrap(finding(.rectUnstable, in: report))
        XCTAssertTrue(found.message.contains("came back with different frames from two rect queries, e.g. cell 0.56 at (0, 21, 10, 3) "
                                             + "in the rect (0, 0, 80, 75) and at (0, 23, 10, 3) in the rect (0, 23, 80, 23)"), found.message)
    }

    func testQueryMutates() throws {
        let report = LayoutDoctor.examine(DriftingItemGrid(count: 20), width: 80, height: 23)
        XCTAssertEqual(checks(report), ["query-mutates"], report.lines.joined(separator: "\n"))
        let found = try XCTUnwrap(finding(.queryMutates, in: report))
        XCTAssertEqual(found.count, 20)
        XCTAssertTrue(found.message.hasPrefix("asking again changed 20 answers, e.g. layoutAttributesForItem(at:) answered cell 0.0 at "
                                              + "(0, 0, 10, 3), then (0, 1, 10, 3)"), found.message)
        XCTAssertTrue(found.message.hasSuffix(" and 15 more"), found.message)
    }

    func testNondeterministic() throws {
        let report = LayoutDoctor.examine(FlickeringGrid(count: 16), width: 80, height: 23)
        XCTAssertEqual(checks(report), ["nondeterministic"], report.lines.joined(separator: "\n"))
        let found = try XCTUnwrap(finding(.nondeterministic, in: report))
        XCTAssertTrue(found.message.hasPrefix("two prepares over the same data at 80 × 23 differ on 16 elements, e.g. cell 0.0 at "), found.message)
        // With a builder, two fresh layouts are compared.
        let fresh = LayoutDoctor.examine(FixtureGrid(count: 16), width: 80, height: 23,
                                         options: .init(fresh: { FlickeringGrid(count: 16) }))
        XCTAssertEqual(fresh.findings.first?.check, "nondeterministic", fresh.lines.joined(separator: "\n"))
    }

    func testInvalidFrame() throws {
        let report = LayoutDoctor.examine(InvalidFrameGrid(count: 16), width: 80, height: 23)
        XCTAssertEqual(checks(report), ["invalid-frame"], report.lines.joined(separator: "\n"))
        let found = try XCTUnwrap(finding(.invalidFrame, in: report))
        XCTAssertEqual(found.message, "2 frames hold a NaN, an infinite value or a negative size, "
                       + "e.g. cell 0.2 at (20, 0, -10, 3), cell 0.4 at (40, 0, inf, 3)")
    }

    func testOutsideContent() throws {
        let report = LayoutDoctor.examine(NarrowContentGrid(count: 16), width: 80, height: 23)
        XCTAssertEqual(checks(report), ["outside-content"], report.lines.joined(separator: "\n"))
        let found = try XCTUnwrap(finding(.outsideContent, in: report))
        XCTAssertEqual(found.message, "2 elements lie outside the content (0, 0, 70, 6), e.g. cell 0.7 at (70, 0, 10, 3), "
                       + "cell 0.15 at (70, 3, 10, 3)")
        XCTAssertEqual(found.severity, .warning)
    }

    func testStaleOnWidthWhenTheLayoutNeverInvalidates() throws {
        let report = LayoutDoctor.examine(NeverInvalidatingGrid(count: 40), width: 80, height: 23)
        XCTAssertEqual(checks(report), ["stale-on-width"], report.lines.joined(separator: "\n"))
        XCTAssertEqual(try XCTUnwrap(finding(.staleOnWidth, in: report)).message,
                       "a width change from 80 to 60 does not invalidate the layout: shouldInvalidateLayout(forBoundsChange:) answered false")
    }

    func testStaleOnWidthAgainstAFreshLayout() throws {
        // Without a builder only the first test runs, which this layout passes.
        XCTAssertEqual(LayoutDoctor.examine(FirstWidthGrid(count: 40), width: 80, height: 23).findings, [])
        let report = LayoutDoctor.examine(FirstWidthGrid(count: 40), width: 80, height: 23,
                                          options: .init(fresh: { FirstWidthGrid(count: 40) }))
        XCTAssertEqual(checks(report), ["stale-on-width"], report.lines.joined(separator: "\n"))
        XCTAssertTrue(try XCTUnwrap(finding(.staleOnWidth, in: report)).message
            .hasPrefix("after a width change from 80 to 60, 34 elements differ from a fresh layout's, e.g. cell 0.8 at (0, 3, 10, 3), fresh (20, 3, 10, 3)"),
                      report.lines.joined(separator: "\n"))
    }

    func testPrepareOnScroll() throws {
        let report = LayoutDoctor.examine(ScrollInvalidatingGrid(count: 200), width: 80, height: 23)
        XCTAssertEqual(checks(report), ["prepare-on-scroll"], report.lines.joined(separator: "\n"))
        let message = try XCTUnwrap(finding(.prepareOnScroll, in: report)).message
        XCTAssertTrue(message.hasPrefix("a scroll from y 0 to y 12 invalidates the layout: its prepare takes "), message)
        XCTAssertTrue(message.hasSuffix(", and UIKit runs it on every scroll step"), message)
        XCTAssertNotNil(message.range(of: #"takes [0-9.]+ (µs|ms|s),"#, options: .regularExpression), message)
    }

    func testOverlap() throws {
        let report = LayoutDoctor.examine(OverlappingGrid(count: 16), width: 80, height: 23)
        XCTAssertEqual(checks(report), ["overlap"], report.lines.joined(separator: "\n"))
        let found = try XCTUnwrap(finding(.overlap, in: report))
        XCTAssertEqual(found.message, "2 pairs of cells overlap, e.g. cell 0.1 at (10, 0, 10, 3) and cell 0.3 at (12, 0, 10, 3) by (12, 0, 8, 3), "
                       + "cell 0.2 at (20, 0, 10, 3) and cell 0.3 at (12, 0, 10, 3) by (20, 0, 2, 3)")
        XCTAssertEqual(found.elements.map(\.description), ["cell 0.1", "cell 0.3", "cell 0.2", "cell 0.3"])
    }

    func testACorrectButSlowQueryIsLinearOnlyWithSizes() throws {
        XCTAssertEqual(LayoutDoctor.examine(ScanningGrid(count: 200), width: 80, height: 23).findings, [])
        let report = LayoutDoctor.examine(ScanningGrid(count: 200), width: 80, height: 23,
                                          options: .init(sizes: { ScanningGrid(count: $0) }))
        XCTAssertEqual(checks(report), ["linear-query", "linear-prepare"], report.lines.joined(separator: "\n"))
        let message = try XCTUnwrap(finding(.linearQuery, in: report)).message
        XCTAssertNotNil(message.range(of: #"^query at 1k items: [0-9.]+ (µs|ms); at 100k: [0-9.]+ (µs|ms|s) \(×[0-9]+\)$"#,
                                      options: .regularExpression), message)
        // The indexed query of the clean grid stays flat: only the prepare's cost is reported.
        let clean = LayoutDoctor.examine(FixtureGrid(count: 200), width: 80, height: 23,
                                         options: .init(sizes: { FixtureGrid(count: $0) }))
        XCTAssertEqual(checks(clean), ["linear-prepare"], clean.lines.joined(separator: "\n"))
        XCTAssertTrue(clean.isClean)
        XCTAssertEqual(finding(.linearPrepare, in: clean)?.severity, .info)
    }

    func testPinnedHeadersAndFootersAtTheirPinnedPlaceAreExempt() {
        for count in [8, 300] {
            let report = LayoutDoctor.examine(PinnedGrid(count: count), width: 80, height: 23,
                                              options: .init(fresh: { PinnedGrid(count: count) }, pinsSupplementaries: true))
            XCTAssertEqual(report.findings, [], "\(count) items: " + report.lines.joined(separator: "\n"))
        }
        // Not told that it pins, the doctor sees the footer outside the content and the scroll's prepare.
        let unpinned = LayoutDoctor.examine(PinnedGrid(count: 8), width: 80, height: 23)
        XCTAssertEqual(checks(unpinned), ["outside-content", "prepare-on-scroll"], unpinned.lines.joined(separator: "\n"))
        XCTAssertEqual(finding(.outsideContent, in: unpinned)?.message,
                       "1 element lies outside the content (0, 0, 80, 5), e.g. footer 0.0 at (0, 22, 80, 1)")
    }

    func testTheBoundsAreLeftAsFound() {
        let layout = FixtureGrid(count: 200)
        let found = Rect(x: 0, y: 30, width: 50, height: 17)
        layout.bounds = found
        layout.prepare()
        _ = LayoutDoctor.examine(layout, width: 80, height: 23, options: .init(fresh: { FixtureGrid(count: 200) }))
        XCTAssertEqual(layout.bounds, found)
        XCTAssertEqual(layout.columns, 5, "prepared again at the width found")
    }

    func testContentOfAbsurdLengthIsSweptInABoundedNumberOfPages() {
        // Every page would be 4e10 queries; the sweep spreads its page limit over the content instead.
        let report = LayoutDoctor.examine(EndlessGrid(count: 16), width: 80, height: 23, options: .init(randomRects: 0))
        XCTAssertEqual(report.findings, [], report.lines.joined(separator: "\n"))
    }

    func testExamplesAreCappedAndCounted() throws {
        let report = LayoutDoctor.examine(InvalidFrameGrid(count: 16), width: 80, height: 23, options: .init(examplesPerCheck: 1))
        let found = try XCTUnwrap(finding(.invalidFrame, in: report))
        XCTAssertEqual(found.message, "2 frames hold a NaN, an infinite value or a negative size, e.g. cell 0.2 at (20, 0, -10, 3) and 1 more")
        XCTAssertEqual(found.elements.count, 1)
        XCTAssertEqual(found.count, 2)
    }
}
