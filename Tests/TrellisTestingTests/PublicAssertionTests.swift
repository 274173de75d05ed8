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
