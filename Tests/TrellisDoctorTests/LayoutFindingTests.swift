import TrellisDoctor
import TrellisLayout
import XCTest

/// The report's plain values: identifiers, severities, descriptions and lines.
final class LayoutFindingTests: XCTestCase {
    func testCheckIdentifiersAndSeverities() {
        XCTAssertEqual(LayoutCheck.allCases.map(\.rawValue), [
            "rect-extra", "rect-missing", "item-mismatch", "rect-unstable", "query-mutates", "nondeterministic",
            "invalid-frame", "outside-content", "stale-on-width", "prepare-on-scroll", "overlap", "linear-query",
            "linear-prepare", "crash",
        ])
        XCTAssertEqual(LayoutCheck.rectExtra.severity, .error)
        XCTAssertEqual(LayoutCheck.outsideContent.severity, .warning)
        XCTAssertEqual(LayoutCheck.linearPrepare.severity, .info)
    }

    func testElementDescriptionAndReportLines() {
        let cell = LayoutElementID(category: .cell, kind: .cell, indexPath: LayoutIndexPath(item: 3, section: 0))
        let header = LayoutElementID(category: .supplementaryView, kind: .header, indexPath: LayoutIndexPath(item: 0, section: 2))
        XCTAssertEqual(cell.description, "cell 0.3")
        XCTAssertEqual(header.description, "header 2.0")
        let report = LayoutDoctorReport(findings: [
            LayoutFinding(.overlap, message: "m", elements: [cell]),
            LayoutFinding(.linearPrepare, message: "p"),
        ], width: 393, height: 852)
        XCTAssertEqual(report.lines, ["warning overlap: m", "info linear-prepare: p"])
        XCTAssertFalse(report.isClean)
        XCTAssertEqual(report.warnings.count, 1)
        XCTAssertTrue(report.errors.isEmpty)
        XCTAssertTrue(LayoutDoctorReport(findings: [LayoutFinding(.linearPrepare, message: "p")], width: 1, height: 1).isClean)
    }
}
