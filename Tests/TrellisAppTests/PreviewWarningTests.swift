import XCTest
import TrellisRender
@testable import trellis
@testable import TrellisPreview

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

    private func screen(_ session: PreviewSession) -> [String] {
        session.compose(showingFrameTime: false).lines(trimmingTrailingSpaces: true)
    }

    func testWarningsAreCountedOnTheStatusLineAndListedByW() throws {
        let typo = try document(#"{"hieght": 3, "sections": [{"colums": 2, "items": [{"height": 2}]}]}"#, named: "typo.json")
        let clean = try document(#"{"sections": [{"items": [{"height": 2}]}]}"#, named: "clean.json")
        XCTAssertEqual(typo.warnings.count, 2)
        let session = PreviewSession(documents: [typo, clean], columns: 80, rows: 12)
        let first = screen(session)
        XCTAssertTrue(Screen.status(first).contains(" │ 2 warnings — press w"), Screen.status(first))

        XCTAssertTrue(session.perform(.toggleWarnings))
        XCTAssertEqual(session.overlay, .warnings)
        let shown = screen(session).joined(separator: "\n")
        XCTAssertTrue(shown.contains("Warnings"), shown)
        for warning in typo.warnings {
            XCTAssertTrue(shown.contains(String(warning.description.suffix(20))), "\(warning) listed:\n\(shown)")
        }
        XCTAssertTrue(session.perform(.scrollLines(1)), "keys under the warnings act on them")
        XCTAssertTrue(session.perform(.quit), "q closes the warnings, it does not quit")
        XCTAssertNil(session.overlay)
        XCTAssertEqual(screen(session), first)

        XCTAssertTrue(session.perform(.page(1)))
        XCTAssertFalse(Screen.status(screen(session)).contains("warning"), Screen.status(screen(session)))
        XCTAssertTrue(session.perform(.toggleWarnings))
        XCTAssertNil(session.overlay)
        XCTAssertTrue(Screen.status(screen(session)).contains("no warnings"), Screen.status(screen(session)))
    }

    func testReloadRefreshesTheWarnings() throws {
        let url = directory.appendingPathComponent("fixed.json")
        try #"{"hieght": 3, "sections": [{"items": [{"height": 2}]}]}"#.write(to: url, atomically: true, encoding: .utf8)
        let document = try SpecDocument(.file(url.path))
        let session = PreviewSession(documents: [document], columns: 80, rows: 12)
        XCTAssertTrue(Screen.status(screen(session)).contains("1 warning — press w"), Screen.status(screen(session)))
        try #"{"sections": [{"items": [{"height": 2}]}]}"#.write(to: url, atomically: true, encoding: .utf8)
        XCTAssertTrue(session.perform(.reload))
        XCTAssertTrue(session.perform(.scrollLines(0)))
        XCTAssertFalse(Screen.status(screen(session)).contains("warning"), Screen.status(screen(session)))
    }

    /// A failed `r` says why on the diagnostics line above the status line (issue 14 §3; it
    /// used to be the message line, which the next key cleared), the status line keeps saying
    /// the screen is stale (`reload failed — r to retry`, beside the warnings notice) and `w`
    /// lists the reload error first, until a reload of that spec succeeds.
    func testAFailedReloadStaysOnScreenUntilAReloadSucceeds() throws {
        let url = directory.appendingPathComponent("broken.json")
        try #"{"hieght": 3, "sections": [{"items": [{"height": 2}]}]}"#.write(to: url, atomically: true, encoding: .utf8)
        let other = try document(#"{"sections": [{"items": [{"height": 2}]}]}"#, named: "other.json")
        let session = PreviewSession(documents: [try SpecDocument(.file(url.path)), other], columns: 100, rows: 12)
        try #"{"sections": [{"items": [{"height": 2}]}"#.write(to: url, atomically: true, encoding: .utf8)
        XCTAssertTrue(session.perform(.reload))
        XCTAssertEqual(Screen.status(screen(session)), " reload failed — r to retry", "the words the status line keeps saying")
        XCTAssertTrue(screen(session)[10].hasPrefix("✗ \(url.path):1:"), "the error above the status line: \(screen(session)[10])")

        XCTAssertTrue(session.perform(.scrollLines(1)))
        XCTAssertTrue(screen(session)[10].hasPrefix("✗ \(url.path):1:"), "a key does not clear it: \(screen(session)[10])")
        let status = Screen.status(screen(session))
        XCTAssertTrue(status.contains("reload failed — r to retry"), status)
        XCTAssertTrue(status.contains("1 warning — press w"), "the last good spec's warnings still count: \(status)")
        XCTAssertTrue(session.perform(.toggleWarnings))
        let listed = Screen.content(screen(session)).joined(separator: "\n")
        let errorAt = try XCTUnwrap(listed.range(of: "broken.json:1:"), listed)
        let warningAt = try XCTUnwrap(listed.range(of: "hieght"), listed)
        XCTAssertLessThan(errorAt.lowerBound, warningAt.lowerBound, "the reload error first:\n\(listed)")
        XCTAssertTrue(session.perform(.dismiss))

        XCTAssertTrue(session.perform(.page(1)))
        XCTAssertFalse(Screen.status(screen(session)).contains("reload failed"), "another spec is not stale")
        XCTAssertTrue(session.perform(.toggleWarnings))
        XCTAssertNil(session.overlay, "nothing to list for it")

        try #"{"sections": [{"items": [{"height": 2}]}]}"#.write(to: url, atomically: true, encoding: .utf8)
        XCTAssertTrue(session.perform(.reload))
        XCTAssertTrue(session.perform(.page(0)))
        XCTAssertFalse(Screen.status(screen(session)).contains("reload failed"), Screen.status(screen(session)))
        XCTAssertTrue(session.perform(.toggleWarnings))
        XCTAssertNil(session.overlay, "a clean spec after a good reload: nothing to list")
    }
}
