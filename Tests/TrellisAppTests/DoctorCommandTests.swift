import TrellisDoctor
import TrellisLayout
import TrellisSpec
import TrellisTestSupport
import Foundation
import XCTest
@testable import trellis

/// `trellis doctor`'s parts (issue 27 §2): the edge cases derived from a spec, the findings a
/// child hands back, a child that traps becoming a `crash` finding, the report's lines and JSON.
final class DoctorCommandTests: XCTestCase {
    private func spec(_ json: String) throws -> LayoutSpec {
        try SpecLoader.parse(json: json, file: "t.json").spec
    }

    private let twoSections = """
        {"layout": "grid", "itemSize": {"width": 10, "height": 3},
         "sections": [{"title": "A", "items": [{"title": "a"}, {"title": "b"}, {"title": "c"}]},
                      {"title": "B", "items": [{"title": "d"}]}]}
        """

    func testTheEdgeCasesAreDerivedFromTheSpec() throws {
        let spec = try spec(twoSections)
        XCTAssertEqual(DoctorEdgeCase.noSections.spec(from: spec).sections.count, 0)
        let empty = DoctorEdgeCase.emptySection.spec(from: spec)
        XCTAssertEqual(empty.sections.map(\.columns.count), [0, 1], "the first section emptied, the others kept")
        let one = DoctorEdgeCase.oneItem.spec(from: spec)
        XCTAssertEqual(one.sections.map(\.columns.count), [1])
        XCTAssertEqual(one.sections[0].items.first?.title, "a")
        XCTAssertEqual(DoctorEdgeCase.narrow.spec(from: spec), spec)
        XCTAssertEqual(DoctorEdgeCase.narrow.width(for: 80), 1)
        XCTAssertEqual(DoctorEdgeCase.oneItem.width(for: 80), 80)
        XCTAssertEqual(DoctorEdgeCase.allCases.map(\.rawValue), ["no-sections", "empty-section", "one-item", "width-1"])
    }

    func testTheScaledSpecKeepsTheSectionsSharesAndCyclesTheirItems() throws {
        let spec = try spec(twoSections)
        let scaled = DoctorSubject.spec(spec, items: 1_000)
        XCTAssertEqual(scaled.itemCount, 1_000)
        XCTAssertEqual(scaled.sections.map(\.columns.count), [750, 250])
        XCTAssertEqual(scaled.sections[0].items.prefix(4).map(\.title), ["a", "b", "c", "a"])
        XCTAssertEqual(DoctorSubject.spec(spec, items: 0).itemCount, 0)
    }

    func testTheDefaultSizeIsTheViewOfRender80x24InSpecUnits() throws {
        let cells = try spec(twoSections)
        XCTAssertEqual(DoctorSubject.defaultWidth(of: cells), 80)
        XCTAssertEqual(DoctorSubject.defaultHeight(of: cells), 23)
        let points = try spec(#"{"scale": {"x": 8, "y": 16}, "sections": [{"items": [{"height": 32}]}]}"#)
        XCTAssertEqual(DoctorSubject.defaultWidth(of: points), 640)
        XCTAssertEqual(DoctorSubject.defaultHeight(of: points), 368)
    }

    func testFindingsCrossTheWireWhateverTheirText() {
        let findings = [
            LayoutFinding(.rectExtra, message: "returned 2 elements outside the rect (0, 23, 80, 23), e.g. cell 0.3\tat\n(1, 2, 3, 4); \\ok,",
                          elements: [LayoutElementID(category: .cell, kind: .cell, indexPath: LayoutIndexPath(item: 3, section: 0)),
                                     LayoutElementID(category: .supplementaryView, kind: ElementKind(rawValue: "odd,kind;\\"),
                                                     indexPath: LayoutIndexPath(item: 0, section: 12))],
                          count: 7),
            LayoutFinding(.linearPrepare, message: "prepare at 1k items: 1 ms"),
        ]
        XCTAssertEqual(DoctorWire.decode(DoctorWire.encode(findings)), findings)
        XCTAssertEqual(DoctorWire.encode(findings).split(separator: "\n").count, 3, "one line per finding, then the end")
        XCTAssertEqual(DoctorWire.decode(DoctorWire.encode([])), [])
        XCTAssertEqual(DoctorWire.decode("garbage\nend\n"), [], "a line that is no finding is skipped")
        XCTAssertNil(DoctorWire.decode(""), "a report without its end was cut short")
        XCTAssertNil(DoctorWire.decode(String(DoctorWire.encode(findings).dropLast(4))))
    }

    func testAChildThatTrapsIsACrashFindingWithTheSignalAndItsLastOutput() throws {
        let run = try XCTUnwrap(Platform.runChild("/bin/sh", ["-c", "echo 'preparing'; echo 'Fatal error: Index out of range' >&2; kill -ILL $$"],
                                                  environment: [:], timeout: 60))
        XCTAssertEqual(run.signal, 4)
        let finding = try XCTUnwrap(DoctorChild.crash(of: run, width: 1, height: 23))
        XCTAssertEqual(finding.check, "crash")
        XCTAssertEqual(finding.severity, .error)
        XCTAssertEqual(finding.message, "the layout crashed with signal 4 (SIGILL) at 1×23; last output: \"Fatal error: Index out of range\"")
    }

    func testAChildThatFailsOrPrintsNothingSaysSo() throws {
        let failed = try XCTUnwrap(Platform.runChild("/bin/sh", ["-c", "exit 3"], environment: [:], timeout: 60))
        XCTAssertEqual(DoctorChild.crash(of: failed, width: 80, height: 23)?.message,
                       "the layout ended with exit status 3 at 80×23; last output: none")
        let fine = try XCTUnwrap(Platform.runChild("/bin/sh", ["-c", "echo hello; printf 'x\\tok\\n' >&3"], environment: [:], timeout: 60))
        XCTAssertNil(DoctorChild.crash(of: fine, width: 80, height: 23))
        XCTAssertEqual(String(decoding: fine.output, as: UTF8.self), "hello\n")
        XCTAssertEqual(String(decoding: fine.report, as: UTF8.self), "x\tok\n", "descriptor 3 is the report channel")
    }

    func testAChildThatEndsWellWithoutItsReportIsACrash() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-doctor-exit-\(UUID().uuidString).sh").path
        try "#!/bin/sh\necho 'layout: done early'\nexit 0\n".write(toFile: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: script) }
        XCTAssertEqual(chmod(script, 0o755), 0)
        let subject = DoctorSubject(name: "t.json", spec: try spec(twoSections), childPath: "t.json")
        let outcome = try XCTUnwrap(DoctorChild.examine(.edge(.oneItem), of: subject, width: 80, height: 23, executable: script))
        XCTAssertTrue(outcome.crashed)
        XCTAssertEqual(outcome.findings.map(\.message),
                       ["the layout ended the process (exit status 0) before its report, at 80×23; last output: \"layout: done early\""])
    }

    func testTheEdgeCasesCountTheChecksOfTheLibrarysOwn() {
        for edgeCase in DoctorEdgeCase.allCases {
            XCTAssertTrue(edgeCase.counts("rect-extra"))
            XCTAssertTrue(edgeCase.counts("crash"))
            XCTAssertFalse(edgeCase.counts("stale-on-width"), "one layout at one size: no life cycle")
            XCTAssertFalse(edgeCase.counts("prepare-on-scroll"))
            XCTAssertEqual(edgeCase.counts("outside-content"), edgeCase != .narrow, "no cell fits a width of 1")
            XCTAssertEqual(edgeCase.counts("overlap"), edgeCase != .narrow)
        }
    }

    func testAChildThatHangsIsKilledAtItsTime() throws {
        let run = try XCTUnwrap(Platform.runChild("/bin/sh", ["-c", "exec sleep 30"], environment: [:], timeout: 0.3))
        XCTAssertTrue(run.timedOut)
        XCTAssertEqual(run.signal, 9)
    }

    /// What the Swift runtime prints when a layout traps (a debug build, `SWIFT_BACKTRACE=enable=no`,
    /// as the children run): the message, then a stack trace, which the quote leaves out.
    func testTheLastOutputOfATrapIsItsMessageNotItsStackTrace() {
        let output = """
            preparing one item
            Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
            Current stack trace:
            0    libswiftCore.so                    0x00007f1fad35f130 swift_reportError + 33
            12   trellis                            0x0000562492eaf621 <unavailable> + 206369

            """
        XCTAssertEqual(DoctorChild.lastOutput(Array(output.utf8)), "\"Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range\"")
        let backtracer = "layout: step 3\n\n*** Program crashed: Illegal instruction at 0x00005635c346beec ***\n\nThread 0 crashed:\n"
        XCTAssertEqual(DoctorChild.lastOutput(Array(backtracer.utf8)), "\"layout: step 3\"")
        XCTAssertEqual(DoctorChild.lastOutput(Array("Current stack trace:\n0 x\n".utf8)), "none")
    }

    func testTheLastOutputIsEscapedAndCut() {
        XCTAssertEqual(DoctorChild.lastOutput(Array("a\n\u{1B}[2Jb\n  \n".utf8)), "\"\\u{001B}[2Jb\"")
        let long = String(repeating: "x", count: 400)
        XCTAssertEqual(DoctorChild.lastOutput(Array(long.utf8)), "\"" + String(repeating: "x", count: 300) + "…\"")
    }

    func testTheReportsLinesAndJSON() {
        let report = DoctorFileReport(file: "t.json", width: 80, height: 23, entries: [
            .init(finding: LayoutFinding(.overlap, message: "cell 0.1 and cell 0.2 overlap by (1, 2, 3, 4)",
                                         elements: [LayoutElementID(category: .cell, kind: .cell, indexPath: LayoutIndexPath(item: 1, section: 0))]),
                  edgeCase: nil),
            .init(finding: LayoutFinding(.crash, message: "the layout crashed with signal 4 (SIGILL) at 1×23; last output: none"),
                  edgeCase: .narrow),
        ])
        XCTAssertEqual(report.lines, [
            "t.json: warning overlap: cell 0.1 and cell 0.2 overlap by (1, 2, 3, 4)",
            "t.json: error crash: at a width of 1: the layout crashed with signal 4 (SIGILL) at 1×23; last output: none",
            "t.json: 1 error, 1 warning at 80×23",
        ])
        XCTAssertTrue(report.fails(strict: false))
        XCTAssertEqual(report.json, #"{"file": "t.json", "width": 80, "height": 23, "errors": 1, "warnings": 1, "findings": ["#
            + #"{"check": "overlap", "severity": "warning", "edgeCase": null, "message": "cell 0.1 and cell 0.2 overlap by (1, 2, 3, 4)", "count": 1, "elements": [{"kind": "cell", "category": "cell", "section": 0, "item": 1}]}, "#
            + #"{"check": "crash", "severity": "error", "edgeCase": "width-1", "message": "the layout crashed with signal 4 (SIGILL) at 1×23; last output: none", "count": 1, "elements": []}]}"#)
        let warningsOnly = DoctorFileReport(file: "w.json", width: 10, height: 5, entries: [report.entries[0]])
        XCTAssertFalse(warningsOnly.fails(strict: false))
        XCTAssertTrue(warningsOnly.fails(strict: true))
        XCTAssertEqual(DoctorFileReport(file: "c.json", width: 10.5, height: 5, entries: []).lines, ["c.json: clean at 10.5×5"])
    }

    func testTheRealChildExaminesEachPartOfAGallerySpec() throws {
        let subject = DoctorSubject(name: "tags.json", spec: try SpecLoader.load(path: Shell.packageRoot + "/assets/tags.json").spec,
                                    childPath: Shell.packageRoot + "/assets/tags.json")
        let parts = DoctorEdgeCase.allCases.map { DoctorPart.edge($0) } + [.spec(fresh: true, scaling: false)]
        for part in parts {
            let outcome = try XCTUnwrap(DoctorChild.examine(part, of: subject, width: 80, height: 23, executable: Shell.trellis))
            XCTAssertFalse(outcome.crashed, "\(part): \(outcome.findings)")
            XCTAssertEqual(outcome.findings, [], "\(part)")
        }
    }

    func testTheChildsCommandIsHiddenAndTheDoctorIsListed() {
        XCTAssertFalse(HelpText.overview.contains(DoctorChild.command))
        XCTAssertNil(HelpText.forCommand(DoctorChild.command))
        XCTAssertTrue(HelpText.overview.contains("  doctor SPEC...       Check each spec's layout against the layout contract."))
        XCTAssertNotNil(Trellis.command(named: "doctor"))
        XCTAssertNotNil(Trellis.command(named: DoctorChild.command))
    }
}
