import TrellisSpec
import XCTest
@testable import trellis
@testable import TrellisPreview

/// `validate` prints every problem in file order, at most 50 per file, then `… and N more`.
final class ValidateLinesTests: XCTestCase {
    func testFiftyLinesThenTheRestCounted() {
        let errors = (1...60).map { SpecDiagnostic(severity: .error, file: "f.json", path: "p", line: $0, column: 1, message: "bad") }
        let warnings = [SpecDiagnostic(severity: .warning, file: "f.json", path: "w", line: 3, column: 5, message: "unknown key")]
        let lines = ValidateCommand.lines(for: SpecReport(errors: errors, warnings: warnings, unlisted: 7), file: "f.json")
        XCTAssertEqual(lines.count, 51)
        XCTAssertEqual(lines[2], "trellis: error: f.json:3:1: p: bad")
        XCTAssertEqual(lines[3], "trellis: warning: f.json:3:5: w: unknown key")
        XCTAssertEqual(lines[49], "trellis: error: f.json:49:1: p: bad")
        XCTAssertEqual(lines[50], "trellis: note: f.json: … and 18 more")
    }

    func testAGoodFilePrintsNothing() {
        XCTAssertEqual(ValidateCommand.lines(for: SpecReport(), file: "g.json"), [])
    }
}
