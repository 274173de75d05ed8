import XCTest
import TrellisLayout
import TrellisRender
import TrellisSpec
@testable import trellis
@testable import TrellisPreview

/// Adjustments made on one spec and a spec shown afterwards: every spec on screen shows the
/// adjustments in force, exactly as the status line says (QA of issue 11, item 1).
final class AdjustmentsAcrossSpecsTests: XCTestCase {
    private func screen(_ session: PreviewSession) -> [String] {
        session.compose(showingFrameTime: false).lines(trimmingTrailingSpaces: true)
    }

    /// A gallery session at 100x30 after `actions`.
    private func session(_ actions: [PreviewAction], columns: Int = 100) throws -> PreviewSession {
        let session = PreviewSession(documents: try Gallery.documents(), columns: columns, rows: 30)
        for action in actions { XCTAssertTrue(session.perform(action)) }
        return session
    }

    /// Adjusting before a spec is first shown gives the screen of adjusting it after.
    func testAnAdjustmentMadeBeforeASpecIsFirstShownAppliesToIt() throws {
        let cases: [(before: [PreviewAction], switchTo: [PreviewAction])] = [
            ([.toggleDirection], [.page(2)]),                       // d, 3: rtl
            ([.spacing(1)], [.nextPage(forward: true), .nextPage(forward: true)]),   // ], Tab Tab
            ([.columns(1)], [.page(2)]),                            // +, 3
        ]
        for (before, switchTo) in cases {
            let adjustedFirst = try session(before + switchTo)
            let shownFirst = try session(switchTo + before)
            XCTAssertEqual(screen(adjustedFirst), screen(shownFirst), "\(before) then \(switchTo)")
        }
    }

    /// `-` ten times on the first spec, then `3`: the status line and the layout agree, and each
    /// `+` then acts once.
    func testCountersStepFromWhatTheSpecShownSays() throws {
        let adjusted = try session(Array(repeating: .columns(-1), count: 10) + [.page(2)])
        let direct = try session([.page(2), .columns(-1), .columns(-1)])
        XCTAssertTrue(Screen.status(screen(adjusted)).contains("cols\u{2212}2"), Screen.status(screen(adjusted)))
        XCTAssertEqual(screen(adjusted), screen(direct))
        XCTAssertTrue(adjusted.perform(.columns(1)))
        XCTAssertTrue(direct.perform(.columns(1)))
        XCTAssertTrue(Screen.status(screen(adjusted)).contains("cols\u{2212}1"), Screen.status(screen(adjusted)))
        XCTAssertEqual(screen(adjusted), screen(direct))
    }

    /// A spec already shown before an adjustment follows it when shown again.
    func testASpecShownBeforeFollowsLaterAdjustments() throws {
        let back = try session([.page(2), .page(0), .toggleDirection, .page(2)])
        let direct = try session([.page(2), .toggleDirection])
        XCTAssertEqual(screen(back), screen(direct))
    }

    /// Files: `trellis assets/sections.json assets/pinterest.json`, `d`, Tab.
    func testFilesFollowTheAdjustmentsToo() throws {
        let paths = ["assets/sections.json", "assets/pinterest.json"].map { Self.packageRoot + "/" + $0 }
        func files() throws -> PreviewSession {
            PreviewSession(documents: try paths.map { try SpecDocument(.file($0)) },
                           columns: 100, rows: 30)
        }
        let adjustedFirst = try files(), shownFirst = try files()
        for action in [PreviewAction.toggleDirection, .nextPage(forward: true)] { XCTAssertTrue(adjustedFirst.perform(action)) }
        for action in [PreviewAction.nextPage(forward: true), .toggleDirection] { XCTAssertTrue(shownFirst.perform(action)) }
        XCTAssertEqual(screen(adjustedFirst), screen(shownFirst))
        XCTAssertTrue(Screen.status(screen(adjustedFirst)).contains("rtl"))
    }

    /// A counter past what a narrower screen can use is clamped there, on screen and in the
    /// status line alike.
    func testANarrowerScreenClampsTheColumnCounterOnScreenAndInTheStatus() throws {
        let wide = try session([.page(2)] + Array(repeating: .columns(1), count: 60), columns: 100)
        XCTAssertTrue(wide.perform(.resize))
        wide.resize(width: 40, height: 30)
        let narrow = try session([.page(2)] + Array(repeating: .columns(1), count: 60) + [.redraw], columns: 40)
        XCTAssertEqual(Screen.status(screen(wide)), Screen.status(screen(narrow)))
        XCTAssertEqual(Screen.content(screen(wide)), Screen.content(screen(narrow)))
    }

    /// The package's root directory (for the assets).
    static let packageRoot: String = {
        var path = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        path.removeLast(3)   // Tests/TrellisAppTests/<file>
        return path.joined(separator: "/")
    }()
}
