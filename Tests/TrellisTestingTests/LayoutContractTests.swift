import Testing
import TrellisLayout
import XCTest
@testable import TrellisTesting

/// `assertLayoutContract(of:…)` (issue 27 §2): one failure, one line per error or warning, and
/// nothing for a clean layout or for information only; `import TrellisTesting` alone gives the
/// doctor's API too.
final class LayoutContractTests: XCTestCase {
    func testTheFailureHasAHeaderAndOneLinePerErrorOrWarning() {
        let report = LayoutDoctorReport(findings: [
            LayoutFinding(.rectExtra, message: "returned 3 elements outside the rect (0, 23, 40, 23), e.g. cell 0.3 at (0, 0, 20, 6)"),
            LayoutFinding(.linearPrepare, message: "prepare at 1k items: 0.1 ms; at 100k: 10 ms (×100)"),
            LayoutFinding(.overlap, message: "cell 0.1 and cell 0.2 overlap by (2, 0, 3, 4)"),
        ], width: 40, height: 23.5)
        XCTAssertEqual(contractFailure(report, ignoring: []), """
            assertLayoutContract: 2 findings at 40×23.5
            error rect-extra: returned 3 elements outside the rect (0, 23, 40, 23), e.g. cell 0.3 at (0, 0, 20, 6)
            warning overlap: cell 0.1 and cell 0.2 overlap by (2, 0, 3, 4)
            """)
        XCTAssertEqual(contractFailure(report, ignoring: [.overlap]), """
            assertLayoutContract: 1 finding at 40×23.5
            error rect-extra: returned 3 elements outside the rect (0, 23, 40, 23), e.g. cell 0.3 at (0, 0, 20, 6)
            """)
        XCTAssertNil(contractFailure(report, ignoring: [.overlap, .rectExtra]), "information alone never fails")
    }

    func testACleanLayoutPasses() {
        assertLayoutContract(of: TilesLayout(count: 12), width: 20, height: 6)
        assertLayoutContract(of: TilesLayout(count: 12), width: 20, height: 6, sizes: { TilesLayout(count: $0) },
                             fresh: { TilesLayout(count: 12) })
    }
}

/// The same assertion from a Swift Testing `@Test` function.
@Suite struct LayoutContractSwiftTestingTests {
    @Test func aCleanLayoutPasses() {
        assertLayoutContract(of: TilesLayout(count: 5), width: 20, height: 6)
    }
}
