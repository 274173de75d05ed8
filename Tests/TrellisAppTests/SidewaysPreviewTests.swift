import Foundation
import XCTest
import TrellisLayout
@testable import trellis

/// `h`/`l` in a compositional spec scroll the topmost carousel on screen, and the status line
/// names it and its place (PreviewSession+Sideways.swift).
final class SidewaysPreviewTests: XCTestCase {
    private static let appStore = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("assets/app-store.json").path

    private func session(columns: Int = 80, rows: Int = 24) throws -> PreviewSession {
        PreviewSession(documents: [try SpecDocument(.file(Self.appStore))], columns: columns, rows: rows)
    }

    private func lines(_ session: PreviewSession) -> [String] {
        session.compose(showingFrameTime: false).lines(trimmingTrailingSpaces: true)
    }

    func testLScrollsTheCarouselOneCardAndTheStatusSaysWhere() throws {
        let session = try session()
        XCTAssertTrue(lines(session).last!.contains("Featured 1/5 h/l"), lines(session).last!)
        XCTAssertTrue(session.perform(.scrollColumns(1)))
        let screen = lines(session)
        XCTAssertTrue(screen[2].hasPrefix(" ┌Game of the Day─"), screen[2])
        XCTAssertTrue(screen[2].hasSuffix("┐ ┌Meet th"), "the card after it peeks in: \(screen[2])")
        XCTAssertTrue(screen.last!.contains("Featured 2/5 h/l"), screen.last!)
        XCTAssertEqual(session.viewport.contentOffset.y, 0, "the view itself stays")
        XCTAssertTrue(screen[14].contains("1 Notes"), "the sections below do not move")
        XCTAssertTrue(session.perform(.scrollColumns(-1)))
        XCTAssertTrue(lines(session)[2].hasPrefix(" ┌App of the Day─"))
    }

    func testTheEndShowsTheLastCardAndStaysThere() throws {
        let session = try session()
        for _ in 0..<10 { XCTAssertTrue(session.perform(.scrollColumns(1))) }
        let screen = lines(session)
        XCTAssertTrue(screen[2].contains("┌Collection─"), screen[2])
        XCTAssertTrue(screen.last!.contains("Featured 5/5 h/l"), screen.last!)
    }

    func testWithNoCarouselOnScreenTheKeysDoNothingAndTheStatusSaysNothing() throws {
        let session = try session()
        XCTAssertTrue(session.perform(.scrollLines(20)))
        let before = lines(session)
        XCTAssertFalse(before.last!.contains("h/l"), before.last!)
        XCTAssertTrue(session.perform(.scrollColumns(1)))
        XCTAssertEqual(lines(session), before)
    }

    func testAResizeKeepsTheCarouselsPlace() throws {
        let session = try session()
        XCTAssertTrue(session.perform(.scrollColumns(2)))
        XCTAssertTrue(lines(session)[2].contains("┌Meet the Maker─"))
        for (columns, rows) in [(100, 24), (61, 30), (80, 24)] {
            session.resize(columns: columns, rows: rows)
            let screen = lines(session)
            XCTAssertTrue(screen[2].hasPrefix(" ┌Meet the Maker─"), "at \(columns)x\(rows): \(screen[2])")
            XCTAssertTrue(screen.last!.contains("Featured 3/5 h/l"), screen.last!)
        }
    }

    func testANewLayoutOfTheSameSpecKeepsTheCarouselsPlace() throws {
        let session = try session()
        XCTAssertTrue(session.perform(.scrollColumns(2)))
        XCTAssertTrue(session.perform(.togglePinnedHeaders))   // a new layout, pinned headers
        XCTAssertTrue(lines(session)[2].hasPrefix(" ┌Meet the Maker─"), lines(session)[2])
        XCTAssertTrue(session.perform(.toggleDirection))       // and mirrored
        XCTAssertTrue(lines(session).last!.contains("Featured 3/5 h/l"), lines(session).last!)
    }

    func testTheSelectionOutlineFollowsTheCarousel() throws {
        let session = try session(columns: 120, rows: 40)
        XCTAssertTrue(session.perform(.scrollColumns(1)))
        XCTAssertTrue(session.perform(.toggleInspect))
        XCTAssertEqual(session.selection?.indexPath, IndexPath(item: 1, section: 0), "the first card in sight")
        let screen = lines(session)
        XCTAssertTrue(screen[2].hasPrefix(" ╔Game═of═the═Day═"), "outlined where it is shown: \(screen[2])")
    }

    func testGoingToACardScrollsItsCarouselToIt() throws {
        let session = try session()
        session.reveal(IndexPath(item: 4, section: 0))   // `:0.4`
        XCTAssertTrue(lines(session).contains { $0.contains("┌Collection─") }, lines(session).joined(separator: "\n"))
        XCTAssertTrue(lines(session).last!.contains("Featured 5/5 h/l"), lines(session).last!)
        session.reveal(IndexPath(item: 0, section: 0))
        XCTAssertTrue(lines(session).contains { $0.hasPrefix(" ┌App of the Day─") }, lines(session).joined(separator: "\n"))
    }

    func testMovingTheSelectionAlongTheCarouselScrollsIt() throws {
        let session = try session()
        XCTAssertTrue(session.perform(.toggleInspect))
        XCTAssertEqual(session.selection?.indexPath, IndexPath(item: 0, section: 0))
        XCTAssertTrue(session.perform(.moveSelection(.right)))
        XCTAssertEqual(session.selection?.indexPath, IndexPath(item: 1, section: 0))
        XCTAssertTrue(lines(session)[2].contains("╗"), "the next card wholly on screen: \(lines(session)[2])")
        XCTAssertTrue(lines(session)[3].contains("Tiny Harbor: build a fishing town"), lines(session)[3])
    }

    func testSpacingKeysSayTheyDoNotApply() throws {
        let session = try session(columns: 120)
        let before = lines(session)
        XCTAssertTrue(session.perform(.spacing(1)))
        let after = lines(session)
        XCTAssertEqual(after.last, " ] and [ change the spacing of a waterfall, tags or a grid; a compositional spec's is in its groups")
        XCTAssertEqual(Array(after.dropLast()), Array(before.dropLast()))
    }

    func testRenderShowsNoKeysOnItsStatusLine() throws {
        let session = try session()
        session.showsWarningsNotice = false
        XCTAssertFalse(lines(session).last!.contains("h/l"))
    }
}
