import XCTest
import TrellisRender
@testable import trellis
@testable import TrellisPreview
import TrellisPreviewTestSupport

/// A spec's warnings show inside the previewer: counted on the status line, listed by `w`.
final class PreviewWarningTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-warnings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func document(_ json: String, named name: String) throws -> SpecDocument {
        let url = directory.appendingPathComponent(name)
        try json.write(to: url, atomically: true, encoding: .utf8)
        return try SpecDocument(.file(url.path))
    }


    func testWarningsAreCountedOnTheStatusLineAndListedByW() throws {
        let typo = try document(#"{"hieght": 3, "sections": [{"colums": 2, "items": [{"height": 2}]}]}"#, named: "typo.json")
        let clean = try document(#"{"sections": [{"items": [{"height": 2}]}]}"#, named: "clean.json")
        XCTAssertEqual(typo.warnings.count, 2)
        let session = PreviewSession(documents: [typo, clean], width: 80, height: 12)
        let first = session.screenLines(trimmingTrailingSpaces: true)
        XCTAssertTrue(Screen.status(first).contains(" │ 2 warnings — press w"), Screen.status(first))

        XCTAssertNotEqual(session.perform(.toggleWarnings), .quit)
        XCTAssertEqual(session.overlay, .warnings)
        let shown = session.screenLines(trimmingTrailingSpaces: true).joined(separator: "\n")
        XCTAssertTrue(shown.contains("Warnings"), shown)
        for warning in typo.warnings {
            XCTAssertTrue(shown.contains(String(warning.description.suffix(20))), "\(warning) listed:\n\(shown)")
        }
        XCTAssertNotEqual(session.perform(.scrollLines(1)), .quit, "keys under the warnings act on them")
        XCTAssertNotEqual(session.perform(.quit), .quit, "q closes the warnings, it does not quit")
        XCTAssertNil(session.overlay)
        XCTAssertEqual(session.screenLines(trimmingTrailingSpaces: true), first)

        XCTAssertNotEqual(session.perform(.page(1)), .quit)
        XCTAssertFalse(Screen.status(session.screenLines(trimmingTrailingSpaces: true)).contains("warning"), Screen.status(session.screenLines(trimmingTrailingSpaces: true)))
        XCTAssertNotEqual(session.perform(.toggleWarnings), .quit)
        XCTAssertNil(session.overlay)
        XCTAssertTrue(Screen.status(session.screenLines(trimmingTrailingSpaces: true)).contains("no warnings"), Screen.status(session.screenLines(trimmingTrailingSpaces: true)))
    }

    func testReloadRefreshesTheWarnings() throws {
        let url = directory.appendingPathComponent("fixed.json")
        try #"{"hieght": 3, "sections": [{"items": [{"height": 2}]}]}"#.write(to: url, atomically: true, encoding: .utf8)
        let document = try SpecDocument(.file(url.path))
        let session = PreviewSession(documents: [document], width: 80, height: 12)
        XCTAssertTrue(Screen.status(session.screenLines(trimmingTrailingSpaces: true)).contains("1 warning — press w"), Screen.status(session.screenLines(trimmingTrailingSpaces: true)))
        try #"{"sections": [{"items": [{"height": 2}]}]}"#.write(to: url, atomically: true, encoding: .utf8)
        XCTAssertNotEqual(session.perform(.reload), .quit)
        XCTAssertNotEqual(session.perform(.scrollLines(0)), .quit)
        XCTAssertFalse(Screen.status(session.screenLines(trimmingTrailingSpaces: true)).contains("warning"), Screen.status(session.screenLines(trimmingTrailingSpaces: true)))
    }

    /// A failed `r` says why on the diagnostics line above the status line (issue 14 §3; it
    /// used to be the message line, which the next key cleared), the status line keeps saying
    /// the screen is stale (`reload failed — r to retry`, beside the warnings notice) and `w`
    /// lists the reload error first, until a reload of that spec succeeds.
    func testAFailedReloadStaysOnScreenUntilAReloadSucceeds() throws {
        let url = directory.appendingPathComponent("broken.json")
        try #"{"hieght": 3, "sections": [{"items": [{"height": 2}]}]}"#.write(to: url, atomically: true, encoding: .utf8)
        let other = try document(#"{"sections": [{"items": [{"height": 2}]}]}"#, named: "other.json")
        let session = PreviewSession(documents: [try SpecDocument(.file(url.path)), other], width: 100, height: 12)
        try #"{"sections": [{"items": [{"height": 2}]}"#.write(to: url, atomically: true, encoding: .utf8)
        XCTAssertNotEqual(session.perform(.reload), .quit)
        XCTAssertEqual(Screen.status(session.screenLines(trimmingTrailingSpaces: true)), " reload failed — r to retry", "the words the status line keeps saying")
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true)[10].hasPrefix("✗ \(url.path):1:"), "the error above the status line: \(session.screenLines(trimmingTrailingSpaces: true)[10])")

        XCTAssertNotEqual(session.perform(.scrollLines(1)), .quit)
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true)[10].hasPrefix("✗ \(url.path):1:"), "a key does not clear it: \(session.screenLines(trimmingTrailingSpaces: true)[10])")
        let status = Screen.status(session.screenLines(trimmingTrailingSpaces: true))
        XCTAssertTrue(status.contains("reload failed — r to retry"), status)
        XCTAssertTrue(status.contains("1 warning — press w"), "the last good spec's warnings still count: \(status)")
        XCTAssertNotEqual(session.perform(.toggleWarnings), .quit)
        let listed = Screen.content(session.screenLines(trimmingTrailingSpaces: true)).joined(separator: "\n")
        let errorAt = try XCTUnwrap(listed.range(of: "broken.json:1:"), listed)
        let warningAt = try XCTUnwrap(listed.range(of: "hieght"), listed)
        XCTAssertLessThan(errorAt.lowerBound, warningAt.lowerBound, "the reload error first:\n\(listed)")
        XCTAssertNotEqual(session.perform(.dismiss), .quit)

        XCTAssertNotEqual(session.perform(.page(1)), .quit)
        XCTAssertFalse(Screen.status(session.screenLines(trimmingTrailingSpaces: true)).contains("reload failed"), "another spec is not stale")
        XCTAssertNotEqual(session.perform(.toggleWarnings), .quit)
        XCTAssertNil(session.overlay, "nothing to list for it")

        try #"{"sections": [{"items": [{"height": 2}]}]}"#.write(to: url, atomically: true, encoding: .utf8)
        XCTAssertNotEqual(session.perform(.reload), .quit)
        XCTAssertNotEqual(session.perform(.page(0)), .quit)
        XCTAssertFalse(Screen.status(session.screenLines(trimmingTrailingSpaces: true)).contains("reload failed"), Screen.status(session.screenLines(trimmingTrailingSpaces: true)))
        XCTAssertNotEqual(session.perform(.toggleWarnings), .quit)
        XCTAssertNil(session.overlay, "a clean spec after a good reload: nothing to list")
    }
}
