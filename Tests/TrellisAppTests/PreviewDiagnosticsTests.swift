import XCTest
import TrellisRender
import TrellisSpec
import TrellisTestSupport
@testable import trellis
@testable import TrellisPreview
import TrellisPreviewTestSupport

/// Reloads and the diagnostics line (issue 14 §3), headless: a file that no longer parses keeps
/// its last good layout, its error stays above the status line whatever keys are pressed until the
/// file is valid again, several errors are counted and `!` lists them with the warnings; only the
/// files asked for are reloaded, never a built-in spec.
final class PreviewDiagnosticsTests: XCTestCase {
    private var directory = ""
    private let broken = #"{ "layout": "#

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-diagnostics-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private var photoWall: String {
        get throws { try String(contentsOfFile: Shell.packageRoot + "/assets/pinterest.json", encoding: .utf8) }
    }

    /// Writes `json` to `name` in the test's directory; returns the path.
    @discardableResult
    private func write(_ json: String, to name: String) throws -> String {
        let path = directory + "/" + name
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func dump(_ rows: [String]) -> String {
        rows.enumerated().map { String(format: "%3d|", $0.offset) + $0.element + "|" }.joined(separator: "\n")
    }


    /// The one-line error loading `path` gives (what `trellis validate` prints after `trellis: error: `).
    private func loadError(_ path: String) -> String {
        do {
            _ = try SpecDocument(.file(path))
            XCTFail("\(path) loads")
            return ""
        } catch {
            return error.description
        }
    }

    func testABrokenFileKeepsItsLayoutAndItsErrorStaysAboveTheStatusLineUntilItIsValid() throws {
        let path = try write(try photoWall, to: "wall.json")
        let session = PreviewSession(documents: [try SpecDocument(.file(path))], width: 80, height: 24)
        XCTAssertNotEqual(session.perform(.scrollLines(5)), .quit)
        let before = session.screenLines(trimmingTrailingSpaces: true)

        try write(broken, to: "wall.json")
        XCTAssertEqual(session.reload([0]), 1)
        let failed = session.screenLines(trimmingTrailingSpaces: true)
        XCTAssertEqual(failed[22], TextWidth.truncate("✗ " + loadError(path), toWidth: 80), dump(failed))
        XCTAssertTrue(failed[22].hasPrefix("✗ \(path):1:"), "the file named as given: \(failed[22])")
        XCTAssertEqual(Array(failed[0..<22]), Array(before[0..<22]), "the last good layout, in the same place, one row shorter")
        XCTAssertTrue(failed[23].hasPrefix(" Photo wall │ "), failed[23])
        XCTAssertEqual(session.contentArea.height, 22)

        for action: PreviewAction in [.scrollLines(1), .redraw, .dismiss, .toggleHelp, .dismiss, .columns(1), .resetAdjustments, .resize] {
            XCTAssertNotEqual(session.perform(action), .quit)
            // (An overlay such as the help covers it while open, as it covers the layout.)
            if session.overlay == nil { XCTAssertEqual(session.screenLines(trimmingTrailingSpaces: true)[22], failed[22], "\(action) does not clear the error") }
        }
        XCTAssertEqual(Array(session.screenLines(trimmingTrailingSpaces: true)[0..<21]), Array(failed[1..<22]), "the last good layout scrolls on")

        try write(try photoWall.replacingOccurrences(of: "Photo wall", with: "Fixed wall"), to: "wall.json")
        XCTAssertEqual(session.reload([0]), 0)
        let fixed = session.screenLines(trimmingTrailingSpaces: true)
        XCTAssertFalse(fixed.joined().contains("✗"), dump(fixed))
        XCTAssertTrue(fixed[23].hasPrefix(" Fixed wall │ "), fixed[23])
        XCTAssertEqual(session.contentArea.height, 23, "the row goes back to the layout")
        XCTAssertEqual(session.viewport.contentOffset.y, 6 * 16, "the place is kept: 6 rows of 16 points")
        let fresh = PreviewSession(documents: [try SpecDocument(.file(path))], width: 80, height: 24)
        XCTAssertNotEqual(fresh.perform(.scrollLines(6)), .quit)
        XCTAssertEqual(Screen.content(fixed), Screen.content(fresh.screenLines(trimmingTrailingSpaces: true)))
    }

    func testSeveralErrorsAreCountedAndBangListsEveryErrorAndWarning() throws {
        let a = try write(try photoWall, to: "a.json")
        let b = try write(#"{"hieght": 3, "sections": [{"items": [{"height": 2}]}]}"#, to: "b.json")
        let c = try write(#"{"sections": [{"items": [{"height": 2}]}]}"#, to: "c.json")
        let session = PreviewSession(documents: try [a, b, c].map { try SpecDocument(.file($0)) }, width: 100, height: 20)
        try write(broken, to: "a.json")
        try write(#"{"sections": [{"items": [{"height": -2}]}]}"#, to: "c.json")
        XCTAssertEqual(session.reload([0, 1, 2]), 2)
        XCTAssertEqual(session.screenLines(trimmingTrailingSpaces: true)[18], "✗ 2 problems — press ! to list")

        XCTAssertNotEqual(session.perform(.toggleDiagnostics), .quit)
        XCTAssertEqual(session.overlay, .diagnostics)
        let listed = session.screenLines(trimmingTrailingSpaces: true).joined(separator: "\n")
        let errorA = try XCTUnwrap(listed.range(of: "✗ \(a):1:"), listed)
        let errorC = try XCTUnwrap(listed.range(of: "✗ \(c):1:"), listed)
        let warningB = try XCTUnwrap(listed.range(of: "warning: \(b):1:"), listed)
        XCTAssertTrue(errorA.lowerBound < errorC.lowerBound && errorC.lowerBound < warningB.lowerBound, "errors first, in spec order:\n\(listed)")
        XCTAssertNotEqual(session.perform(.scrollLines(1)), .quit, "keys under the list act on it")
        XCTAssertNotEqual(session.perform(.quit), .quit, "q closes the list, it does not quit")
        XCTAssertNil(session.overlay)
        XCTAssertEqual(session.screenLines(trimmingTrailingSpaces: true)[18], "✗ 2 problems — press ! to list")

        try write(try photoWall, to: "a.json")
        session.reload([0])
        XCTAssertEqual(session.screenLines(trimmingTrailingSpaces: true)[18], TextWidth.truncate("✗ " + loadError(c), toWidth: 100))
        try write(#"{"sections": [{"items": [{"height": 2}]}]}"#, to: "c.json")
        session.reload([2])
        XCTAssertFalse(session.screenLines(trimmingTrailingSpaces: true).joined().contains("✗"))

        XCTAssertNotEqual(session.perform(.toggleDiagnostics), .quit, "warnings alone are listed too")
        XCTAssertEqual(session.overlay, .diagnostics)
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true).joined().contains("warning: \(b):1:"))
        XCTAssertNotEqual(session.perform(.toggleDiagnostics), .quit)
        XCTAssertNil(session.overlay, "! closes it")
    }

    /// A list that a reload leaves empty closes (else keys would go to a box no one sees).
    func testAListLeftEmptyByAReloadCloses() throws {
        let path = try write(#"{"hieght": 1, "sections": [{"items": [{"height": 2}]}]}"#, to: "a.json")
        let session = PreviewSession(documents: [try SpecDocument(.file(path))], width: 80, height: 12)
        try write(broken, to: "a.json")
        session.reload([0])
        XCTAssertNotEqual(session.perform(.toggleDiagnostics), .quit)
        XCTAssertEqual(session.overlay, .diagnostics)
        try write(#"{"hieght": 1, "sections": [{"items": [{"height": 2}]}]}"#, to: "a.json")
        session.reload([0])
        XCTAssertEqual(session.overlay, .diagnostics, "the warning is still listed")
        XCTAssertNotEqual(session.perform(.dismiss), .quit)
        XCTAssertNotEqual(session.perform(.toggleWarnings), .quit)
        XCTAssertEqual(session.overlay, .warnings)
        try write(#"{"sections": [{"items": [{"height": 2}]}]}"#, to: "a.json")
        session.reload([0])
        XCTAssertNil(session.overlay, "nothing left to list")
        XCTAssertNotEqual(session.perform(.scrollLines(1)), .quit, "keys reach the layout again")
        XCTAssertEqual(session.viewport.contentOffset.y, 0, "(a one-row spec: nothing to scroll)")
    }

    func testBangWithNothingToListSaysSo() throws {
        let path = try write(#"{"sections": [{"items": [{"height": 2}]}]}"#, to: "clean.json")
        let session = PreviewSession(documents: [try SpecDocument(.file(path))], width: 80, height: 12)
        XCTAssertNotEqual(session.perform(.toggleDiagnostics), .quit)
        XCTAssertNil(session.overlay)
        XCTAssertEqual(Screen.status(session.screenLines(trimmingTrailingSpaces: true)), " no errors or warnings")
    }

    /// A file name with a terminal escape and a bidi override is named as given, escaped, on the
    /// diagnostics line and in the list: no control character reaches the screen.
    func testHostileTextInAnErrorIsEscaped() throws {
        let name = "evil\u{1B}[2J\u{202E}.json"
        let path = try write(#"{"sections": [{"items": [{"height": 2}]}]}"#, to: name)
        let session = PreviewSession(documents: [try SpecDocument(.file(path))], width: 200, height: 12)
        try write(broken, to: name)
        session.reload([0])
        let line = session.screenLines(trimmingTrailingSpaces: true)[10]
        XCTAssertTrue(line.hasPrefix("✗ \(directory)/evil\\u{001B}[2J\\u{202E}.json:1:"), line)
        XCTAssertNotEqual(session.perform(.toggleDiagnostics), .quit)
        let all = session.screenLines(trimmingTrailingSpaces: true).joined()
        XCTAssertTrue(all.contains("evil\\u{001B}[2J\\u{202E}.json"), all)
        XCTAssertFalse(all.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" }, all)
    }

    /// `r` reloads every file and says `reloaded`, or how many failed; the watcher's reloads say
    /// nothing (the screen changes).
    func testRSaysWhatItDidAndTheWatchersReloadsSayNothing() throws {
        let a = try write(try photoWall, to: "a.json")
        let b = try write(try photoWall, to: "b.json")
        let session = PreviewSession(documents: [try SpecDocument(.file(a)), try SpecDocument(.file(b))], width: 80, height: 24)
        XCTAssertNotEqual(session.perform(.reload), .quit)
        XCTAssertEqual(Screen.status(session.screenLines(trimmingTrailingSpaces: true)), " reloaded")
        try write(broken, to: "a.json")
        try write(broken, to: "b.json")
        XCTAssertNotEqual(session.perform(.reload), .quit)
        XCTAssertEqual(Screen.status(session.screenLines(trimmingTrailingSpaces: true)), " reload failed for 2 files — r to retry")
        XCTAssertNotEqual(session.perform(.scrollLines(1)), .quit)
        XCTAssertTrue(Screen.status(session.screenLines(trimmingTrailingSpaces: true)).hasPrefix(" Photo wall [1/2] │ "))
        try write(try photoWall, to: "a.json")
        session.reload([0])
        XCTAssertTrue(Screen.status(session.screenLines(trimmingTrailingSpaces: true)).hasPrefix(" Photo wall [1/2] │ "), "no message for a watcher's reload")
    }

    /// Only the files asked for are read again; a built-in spec never is, by `r` or the watcher,
    /// and `r` with only built-in specs claims nothing.
    func testOnlyTheFilesAskedForAreReloadedAndBuiltInSpecsNever() throws {
        final class Count: @unchecked Sendable { var makes = 0 }
        let count = Count()
        let (spec, _) = try SpecLoader.parse(json: #"{"sections": [{"items": [{"height": 2}]}]}"#, file: "built.json",
                                             measure: LayoutFactory.measure)
        let builtIn = try SpecDocument(.builtIn(name: "built", make: { () throws(SpecDiagnostic) -> LayoutSpec in
            count.makes += 1
            return spec
        }))
        XCTAssertEqual(count.makes, 1)
        let a = try write(#"{"title": "A", "sections": [{"items": [{"height": 2}]}]}"#, to: "a.json")
        let b = try write(#"{"title": "B", "sections": [{"items": [{"height": 2}]}]}"#, to: "b.json")
        let session = PreviewSession(documents: [builtIn, try SpecDocument(.file(a)), try SpecDocument(.file(b))], width: 80, height: 12)
        try write(#"{"title": "A2", "sections": [{"items": [{"height": 2}]}]}"#, to: "a.json")
        try write(#"{"title": "B2", "sections": [{"items": [{"height": 2}]}]}"#, to: "b.json")
        XCTAssertEqual(session.reload([0, 2]), 0)
        XCTAssertEqual(session.documents.map(\.title), ["built", "A", "B2"], "b alone was read again")
        XCTAssertEqual(count.makes, 1, "the built-in spec was left alone")
        XCTAssertNotEqual(session.perform(.reload), .quit)
        XCTAssertEqual(session.documents.map(\.title), ["built", "A2", "B2"])
        XCTAssertEqual(count.makes, 1, "r leaves the built-in spec alone")

        let gallery = PreviewSession(documents: [builtIn], width: 80, height: 12)
        XCTAssertNotEqual(gallery.perform(.reload), .quit)
        XCTAssertEqual(Screen.status(gallery.screenLines(trimmingTrailingSpaces: true)), " the built-in gallery has no files to reload")
        XCTAssertEqual(count.makes, 1)
    }

    func testAReloadKeepsTheAdjustments() throws {
        let path = try write(try photoWall, to: "wall.json")
        let session = PreviewSession(documents: [try SpecDocument(.file(path))], width: 80, height: 24)
        XCTAssertNotEqual(session.perform(.columns(1)), .quit)
        XCTAssertNotEqual(session.perform(.spacing(1)), .quit)
        let adjusted = session.screenLines(trimmingTrailingSpaces: true)
        try write(try photoWall, to: "wall.json")
        session.reload([0])
        XCTAssertEqual(session.screenLines(trimmingTrailingSpaces: true), adjusted)
        XCTAssertTrue(Screen.status(adjusted).contains("cols+1 gap+1"), Screen.status(adjusted))
    }

    /// Random breaks, fixes, reloads of random files and keys: the diagnostics line always shows
    /// the errors of the files whose last reload failed, and the layout has every row above it.
    func testTheDiagnosticsLineFollowsTheLastReloadOfEachFile() throws {
        let good = #"{"sections": [{"items": [{"height": 2}, {"height": 3}]}]}"#
        for seed in UInt64(1)...20 {
            var random = SeededGenerator(seed: seed)
            let count = Int.random(in: 1...3, using: &random)
            let paths = try (0..<count).map { try write(good, to: "f\(seed)-\($0).json") }
            let session = PreviewSession(documents: try paths.map { try SpecDocument(.file($0)) }, width: 120, height: 10)
            var onDisk = Array(repeating: true, count: count)  // valid?
            var failing: Set<Int> = []
            for step in 0..<15 {
                let index = Int.random(in: 0..<count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0: try write(broken, to: "f\(seed)-\(index).json"); onDisk[index] = false
                case 1: try write(good, to: "f\(seed)-\(index).json"); onDisk[index] = true
                case 2:
                    let chosen = Set((0..<count).filter { _ in Bool.random(using: &random) })
                    session.reload(chosen)
                    for file in chosen { if onDisk[file] { failing.remove(file) } else { failing.insert(file) } }
                default: XCTAssertNotEqual(session.perform([.scrollLines(1), .redraw, .dismiss, .top].randomElement(using: &random)!), .quit)
                }
                let shown = session.screenLines(trimmingTrailingSpaces: true)
                let expected: String? = switch failing.count {
                case 0: nil
                case 1: TextWidth.truncate("✗ " + (session.pageStates[failing.first!].reloadError ?? "?"), toWidth: 120)
                default: "✗ \(failing.count) problems — press ! to list"
                }
                XCTAssertEqual(failing.count == 1 ? shown[8].hasPrefix("✗ \(paths[failing.first!]):") : true, true, "seed \(seed), step \(step)")
                XCTAssertEqual(expected.map { shown[8] == $0 } ?? !shown.joined().contains("✗"), true,
                               "seed \(seed), step \(step): \(dump(shown))")
                XCTAssertEqual(session.contentArea.height, failing.isEmpty ? 9 : 8, "seed \(seed), step \(step)")
            }
        }
    }
}
