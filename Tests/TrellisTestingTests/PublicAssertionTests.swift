import XCTest
import TrellisLayout
import TrellisRender
import TrellisTesting

/// The public assertions from XCTest, against references committed in
/// `__Snapshots__/PublicAssertionTests/`: they match, and a mismatch fails this XCTest test at
/// the assertion's file and line.
final class PublicAssertionTests: XCTestCase {
    /// Failures caught instead of recorded while `capturing`.
    private var captured: [(description: String, file: String, line: Int)] = []
    private var capturing = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        guard capturing else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured.append((description, filePath, lineNumber))
    }

    func testEveryFormAgainstCommittedReferences() {
        let layout = TilesLayout(count: 5)
        assertLayoutSnapshot(of: layout, width: 20)                                   // .1
        assertLayoutSnapshot(of: layout, widths: [10, 31])                            // .2, .3
        assertLayoutSnapshot(of: layout, width: 20, as: .attributes)                  // .4
        assertLayoutSnapshot(of: TilesLayout(count: 30), width: 20, height: 6, offset: 7,
                             label: { "tile \($0.item)" }, named: "window")
        var grid = CellGrid(width: 12, height: 3)
        Rasterizer().draw(layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 20, height: 3)),
                          offset: .zero, in: grid.area, of: &grid)
        assertGridSnapshot(of: grid)                                                  // .5
    }

    func testAMismatchFailsTheTestAtTheAssertion() {
        capturing = true
        assertLayoutSnapshot(of: TilesLayout(count: 6), width: 20, named: "five tiles")
        let line = #line - 1
        capturing = false
        XCTAssertEqual(captured.count, 1)
        guard let failure = captured.first else { return }
        XCTAssertTrue(failure.description.contains("snapshot testAMismatchFailsTheTestAtTheAssertion.five_tiles.txt does not match "),
                      failure.description)
        XCTAssertTrue(failure.description.contains("(3 lines differ; - reference, + actual):\n"), failure.description)
        XCTAssertTrue(failure.description.contains("\n-10: │0.4     │          |\n+10: │0.4     ││0.5     │|\n"), failure.description)
        XCTAssertFalse(failure.description.contains(" 1: "), "the header line is the same")
        XCTAssertEqual(failure.file, #filePath)
        XCTAssertEqual(failure.line, line)
    }
}

/// Two XCTest classes in one file with the same test method (`SameNameATests.testSame`,
/// `SameNameBTests.testSame`) would share `__Snapshots__/PublicAssertionTests/testSame.1.txt`:
/// the first to run uses it (committed), the second fails naming both, whichever runs first.
class SameNameTestCase: XCTestCase {
    /// The tests that ran, in order (XCTest runs one at a time).
    nonisolated(unsafe) static var ran: [String] = []
    var captured: [String] = []
    var capturing = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        guard capturing else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured.append(description)
    }

    /// What the assertion of a `testSame` reported: nothing for the first, the clash for the second.
    func checkSame() {
        if let first = Self.ran.first {
            XCTAssertEqual(captured.count, 1, "\(captured)")
            XCTAssertTrue(captured.first?.contains("snapshot testSame.1.txt is used by two tests in this run, \(first) and \(name), ") == true,
                          "\(captured)")
        } else {
            XCTAssertEqual(captured, [], "the first test uses the committed reference")
        }
        Self.ran.append(name)
    }
}

final class SameNameATests: SameNameTestCase {
    func testSame() {
        capturing = true
        assertLayoutSnapshot(of: TilesLayout(count: 2), width: 20)
        capturing = false
        checkSame()
    }
}

final class SameNameBTests: SameNameTestCase {
    func testSame() {
        capturing = true
        assertLayoutSnapshot(of: TilesLayout(count: 2), width: 20)
        capturing = false
        checkSame()
    }
}
