import XCTest
@testable import TrellisRender
import TrellisPreview

/// A cluster with more scalars than a cell holds (a letter and thousands of combining marks) is
/// drawn as U+FFFD; deciding that costs work linear in the cluster's length, never quadratic
/// (QA of issue 12, finding 3). The work is counted in scalars examined
/// (``TextWidth/scalarsExamined``), so the tests do not depend on the machine's speed.
final class LongClusterTests: XCTestCase {
    private let marks = 4_000
    /// At most this many scalars examined per scalar of the text: linear work.
    private let perScalar = 16

    private func examined(_ body: () -> Void) -> Int {
        TextWidth.scalarsExamined = 0
        body()
        return TextWidth.scalarsExamined
    }

    func testALetterWithThousandsOfMarksIsOneReplacementInLinearWork() {
        let cluster = Character("a" + String(repeating: "\u{301}", count: marks))
        var pieces: [Character] = []
        let work = examined {
            XCTAssertEqual(TextWidth.width(of: cluster), 1)
            pieces = TextWidth.visiblePieces(of: cluster)
        }
        XCTAssertEqual(pieces, [TextWidth.replacement])
        XCTAssertLessThanOrEqual(work, perScalar * marks, "scalars examined for a \(marks + 1)-scalar cluster")
    }

    func testAControlInsideALongClusterIsCutOutInLinearWork() {
        let half = String(repeating: "\u{301}", count: marks / 2)
        let cluster = Character("a" + half + "\u{200C}" + half)
        var pieces: [Character] = []
        let work = examined { pieces = TextWidth.visiblePieces(of: cluster) }
        XCTAssertEqual(pieces.first, TextWidth.replacement)
        XCTAssertEqual(pieces.map(String.init).joined().filter { $0 != TextWidth.replacement }, "", "\(pieces.count) pieces")
        XCTAssertLessThanOrEqual(work, perScalar * marks)
    }

    func testTitlesTextsAndTheStatusLineStayLinear() {
        let text = "x" + String(repeating: "\u{301}", count: marks) + " lake"
        let work = examined {
            XCTAssertEqual(StatusLine.displayPrefix(of: text, maxWidth: 80), "x" + String(repeating: "\u{301}", count: marks) + " lake")
            XCTAssertEqual(TextWidth.truncate(text, toWidth: 4), "x" + String(repeating: "\u{301}", count: marks) + " l…")
            var grid = CellGrid(width: 10, height: 1)
            grid.setString(text, x: 0, y: 0)
            XCTAssertEqual(grid.lines(trimmingTrailingSpaces: false)[0], "\u{FFFD} lake    ")
        }
        XCTAssertLessThanOrEqual(work, 3 * perScalar * marks)
    }
}
