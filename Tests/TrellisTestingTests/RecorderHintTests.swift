import XCTest
import TrellisLayout
@testable import TrellisTesting

/// The recording test in a reference's header line (issue 23 §9), through the public assertion
/// from XCTest, against the references in `__Snapshots__/RecorderHintTests/`. Each is a picture
/// of two tiles, which the tests here draw with three, so each mismatches:
/// `testSameName.1.txt` names `OtherRecorderHintTests.testSameName` as its recorder (a type of
/// another run: in this one the two would clash before comparing), `testAPlainMismatch.1.txt`
/// names `RecorderHintTests.testAPlainMismatch` itself.
final class RecorderHintTests: XCTestCase {
    private var captured: [String] = []
    private var capturing = false

    /// The library follows the run from before this class's first test starts, so that each
    /// test here is known when it asserts (the first test of a run to assert is known only
    /// once it fails, and these tests catch their failures).
    override class func setUp() {
        super.setUp()
        _ = XCTestTracker.shared
    }

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        guard capturing else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured.append(description)
    }

    /// The failures of an unnamed assertion of three tiles, as `testName` makes it.
    private func assertThreeTiles(testName: String = #function) -> [String] {
        capturing = true
        assertLayoutSnapshot(of: TilesLayout(count: 3), width: 20, testName: testName)
        capturing = false
        return captured
    }

    func testSameName() {
        let failures = assertThreeTiles()
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(failures.first?.contains("snapshot testSameName.1.txt does not match") == true, "\(failures)")
        XCTAssertTrue(failures.first?.contains("\nthis reference was recorded by OtherRecorderHintTests.testSameName, not by "
            + "RecorderHintTests.testSameName: a test of the same name in another type, or another case of a parameterized "
            + "test, shares its file, and that is the difference: give each its own file with named:\n") == true, "\(failures)")
    }

    func testAPlainMismatch() {
        let failures = assertThreeTiles()
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(failures.first?.contains("snapshot testAPlainMismatch.1.txt does not match") == true, "\(failures)")
        XCTAssertFalse(failures.first?.contains("same name") == true, "nothing of another test: \(failures)")
        XCTAssertFalse(failures.first?.contains("recorded by") == true, "the header's name is no part of the diff: \(failures)")
    }
}
