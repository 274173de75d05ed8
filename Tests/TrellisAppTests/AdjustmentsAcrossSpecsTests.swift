import XCTest
import TrellisLayout
import TrellisRender
import TrellisSpec
@testable import trellis
@testable import TrellisPreview
import TrellisPreviewTestSupport

/// Adjustments made on one spec and a spec shown afterwards: every spec on screen shows the
/// adjustments in force, exactly as the status line says (QA of issue 11, item 1).
final class AdjustmentsAcrossSpecsTests: XCTestCase {

    /// A gallery session at 100x30 after `actions`.
    private func session(_ actions: [PreviewAction], columns: Int = 100) throws -> PreviewSession {
        let session = PreviewSession(documents: try Gallery.documents(), width: columns, height: 30)
        for action in actions { XCTAssertNotEqual(session.perform(action), .quit) }
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
            XCTAssertEqual(adjustedFirst.screenLines(trimmingTrailingSpaces: true), shownFirst.screenLines(trimmingTrailingSpaces: true), "\(before) then \(switchTo)")
        }
    }

    /// `-` ten times on the first spec, then `3`: the status line and the layout agree, and each
    /// `+` then acts once.
    func testCountersStepFromWhatTheSpecShownSays() throws {
        let adjusted = try session(Array(repeating: .columns(-1), count: 10) + [.page(2)])
        let direct = try session([.page(2), .columns(-1), .columns(-1)])
        XCTAssertTrue(Screen.status(adjusted.screenLines(trimmingTrailingSpaces: true)).contains("cols\u{2212}2"), Screen.status(adjusted.screenLines(trimmingTrailingSpaces: true)))
        XCTAssertEqual(adjusted.screenLines(trimmingTrailingSpaces: true), direct.screenLines(trimmingTrailingSpaces: true))
        XCTAssertNotEqual(adjusted.perform(.columns(1)), .quit)
        XCTAssertNotEqual(direct.perform(.columns(1)), .quit)
        XCTAssertTrue(Screen.status(adjusted.screenLines(trimmingTrailingSpaces: true)).contains("cols\u{2212}1"), Screen.status(adjusted.screenLines(trimmingTrailingSpaces: true)))
        XCTAssertEqual(adjusted.screenLines(trimmingTrailingSpaces: true), direct.screenLines(trimmingTrailingSpaces: true))
    }

    /// A spec already shown before an adjustment follows it when shown again.
    func testASpecShownBeforeFollowsLaterAdjustments() throws {
        let back = try session([.page(2), .page(0), .toggleDirection, .page(2)])
        let direct = try session([.page(2), .toggleDirection])
        XCTAssertEqual(back.screenLines(trimmingTrailingSpaces: true), direct.screenLines(trimmingTrailingSpaces: true))
    }

    /// Files: `trellis assets/sections.json assets/pinterest.json`, `d`, Tab.
    func testFilesFollowTheAdjustmentsToo() throws {
        let paths = ["assets/sections.json", "assets/pinterest.json"].map { Self.packageRoot + "/" + $0 }
        func files() throws -> PreviewSession {
            PreviewSession(documents: try paths.map { try SpecDocument(.file($0)) },
                           width: 100, height: 30)
        }
        let adjustedFirst = try files(), shownFirst = try files()
        for action in [PreviewAction.toggleDirection, .nextPage(forward: true)] { XCTAssertNotEqual(adjustedFirst.perform(action), .quit) }
        for action in [PreviewAction.nextPage(forward: true), .toggleDirection] { XCTAssertNotEqual(shownFirst.perform(action), .quit) }
        XCTAssertEqual(adjustedFirst.screenLines(trimmingTrailingSpaces: true), shownFirst.screenLines(trimmingTrailingSpaces: true))
        XCTAssertTrue(Screen.status(adjustedFirst.screenLines(trimmingTrailingSpaces: true)).contains("rtl"))
    }

    /// A counter past what a narrower screen can use is clamped there, on screen and in the
    /// status line alike.
    func testANarrowerScreenClampsTheColumnCounterOnScreenAndInTheStatus() throws {
        let wide = try session([.page(2)] + Array(repeating: .columns(1), count: 60), columns: 100)
        XCTAssertNotEqual(wide.perform(.resize), .quit)
        wide.resize(width: 40, height: 30)
        let narrow = try session([.page(2)] + Array(repeating: .columns(1), count: 60) + [.redraw], columns: 40)
        XCTAssertEqual(Screen.status(wide.screenLines(trimmingTrailingSpaces: true)), Screen.status(narrow.screenLines(trimmingTrailingSpaces: true)))
        XCTAssertEqual(Screen.content(wide.screenLines(trimmingTrailingSpaces: true)), Screen.content(narrow.screenLines(trimmingTrailingSpaces: true)))
    }

    /// The package's root directory (for the assets).
    static let packageRoot: String = {
        var path = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        path.removeLast(3)   // Tests/TrellisAppTests/<file>
        return path.joined(separator: "/")
    }()
}
