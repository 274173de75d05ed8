import Foundation
import XCTest
import TrellisLayout
import TrellisRender
@testable import TrellisPreview
@testable import trellis

/// Each page keeps its carousels' sideways places, as it keeps its vertical scroll (each page
/// has a viewport of its own, made when first shown): Tab away and back, a resize or a reload
/// while away, and a reload whose spec no longer scrolls that section sideways, which drops its
/// place (Viewport+KeptPlaces.swift).
final class OrthogonalAcrossPagesTests: XCTestCase {
    private static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("assets")
    private static let appStore = assets.appendingPathComponent("app-store.json").path
    private static let pinterest = assets.appendingPathComponent("pinterest.json").path

    private var directory = ""

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-carousel-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func session(_ paths: [String], columns: Int = 80, rows: Int = 24) throws -> PreviewSession {
        PreviewSession(documents: try paths.map { try SpecDocument(.file($0)) }, columns: columns, rows: rows)
    }

    private func lines(_ session: PreviewSession) -> [String] {
        session.compose(showingFrameTime: false).lines(trimmingTrailingSpaces: true)
    }

    /// A copy of app-store.json in the test's directory, its carousel's `scrolling` set to `scrolling`.
    private func appStoreCopy(scrolling: String = "paging") throws -> String {
        let path = directory + "/app-store.json"
        try AppStoreSpec.write(scrolling: scrolling, to: path)
        return path
    }

    /// `l l j` on the first page: its carousel at the third card, the view one row down.
    private func scrolled(_ session: PreviewSession) {
        for action in [PreviewAction.scrollHorizontally(1), .scrollHorizontally(1), .scrollLines(1)] { XCTAssertTrue(session.perform(action)) }
        XCTAssertTrue(lines(session).last!.contains("Featured 3/5 h/l"), lines(session).last!)
    }

    func testTabAwayAndBackShowsTheSameScreenAndEachPageKeepsItsOwnOrthogonalSection() throws {
        let session = try session([Self.appStore, Self.appStore])
        scrolled(session)
        let before = lines(session)
        XCTAssertTrue(session.perform(.nextPage(forward: true)))
        XCTAssertTrue(lines(session).last!.contains("[2/2]") && lines(session).last!.contains("Featured 1/5 h/l"),
                      "the other page's carousel has its own place: \(lines(session).last!)")
        XCTAssertTrue(session.perform(.scrollHorizontally(1)))
        XCTAssertTrue(session.perform(.nextPage(forward: false)))
        XCTAssertEqual(lines(session), before, "the carousel at the third card and the view one row down, as left")
        XCTAssertTrue(session.perform(.page(1)))
        XCTAssertTrue(lines(session).last!.contains("Featured 2/5 h/l"), lines(session).last!)
    }

    func testAResizeWhileAwayKeepsThePlaceAsAResizeOnThePageDoes() throws {
        let session = try session([Self.appStore, Self.pinterest])
        scrolled(session)
        XCTAssertTrue(session.perform(.nextPage(forward: true)))
        session.resize(width: 110, height: 30)
        XCTAssertTrue(session.perform(.nextPage(forward: true)))
        let screen = lines(session)
        XCTAssertTrue(screen.last!.contains("Featured 3/5 h/l"), screen.last!)
        XCTAssertTrue(screen.contains { $0.hasPrefix(" ┌Meet the Maker─") }, screen.joined(separator: "\n"))
    }

    func testAReloadWhileAwayKeepsThePlace() throws {
        let session = try session([try appStoreCopy(), Self.pinterest])
        scrolled(session)
        XCTAssertTrue(session.perform(.nextPage(forward: true)))
        XCTAssertEqual(session.reload([0]), 0)
        XCTAssertTrue(session.perform(.nextPage(forward: false)))
        XCTAssertTrue(lines(session).last!.contains("Featured 3/5 h/l"), lines(session).last!)
    }

    /// A reload that makes the carousel a plain section drops its place: made a carousel again by
    /// the next reload, it starts at its first card, here and on a page away.
    func testAReloadThatNoLongerScrollsTheSectionOrthogonallyDropsItsPlace() throws {
        for away in [false, true] {
            let path = try appStoreCopy()
            let session = try session([path, Self.pinterest])
            scrolled(session)
            if away { XCTAssertTrue(session.perform(.nextPage(forward: true))) }
            try AppStoreSpec.write(scrolling: "none", to: path)
            XCTAssertEqual(session.reload([0]), 0)
            try AppStoreSpec.write(scrolling: "continuous", to: path)
            XCTAssertEqual(session.reload([0]), 0)
            if away { XCTAssertTrue(session.perform(.nextPage(forward: false))) }
            XCTAssertTrue(lines(session).last!.contains("Featured 1/5 h/l"), "away: \(away): \(lines(session).last!)")
            XCTAssertTrue(lines(session).contains { $0.hasPrefix(" ┌App of the Day─") }, "away: \(away)")
        }
    }

    /// A reload whose spec has fewer sections drops the places of the sections gone.
    func testAReloadWithoutTheSectionDropsItsPlace() throws {
        let path = try appStoreCopy()
        let session = try session([path])
        scrolled(session)
        try #"{"layout": "compositional", "sections": [{"group": {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 3}, "subitems": [{"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}]}, "items": [{"title": "a"}]}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(session.reload([0]), 0)
        try AppStoreSpec.write(scrolling: "paging", to: path)
        XCTAssertEqual(session.reload([0]), 0)
        XCTAssertTrue(lines(session).last!.contains("Featured 1/5 h/l"), lines(session).last!)
    }
}
