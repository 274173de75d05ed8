import Foundation
import XCTest
import TrellisLayout
import TrellisRender
@testable import TrellisPreview
import TrellisPreviewTestSupport
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

    private func session(_ paths: [String], width columns: Int = 80, height rows: Int = 24) throws -> PreviewSession {
        PreviewSession(documents: try paths.map { try SpecDocument(.file($0)) }, width: columns, height: rows)
    }


    /// A copy of app-store.json in the test's directory, its carousel's `scrolling` set to `scrolling`.
    private func appStoreCopy(scrolling: String = "paging") throws -> String {
        let path = directory + "/app-store.json"
        try AppStoreSpec.write(scrolling: scrolling, to: path)
        return path
    }

    /// `l l j` on the first page: its carousel at the third card, the view one row down.
    private func scrolled(_ session: PreviewSession) {
        for action in [PreviewAction.scrollHorizontally(1), .scrollHorizontally(1), .scrollLines(1)] { XCTAssertNotEqual(session.perform(action), .quit) }
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true).last!.contains("Featured 3/5 h/l"), session.screenLines(trimmingTrailingSpaces: true).last!)
    }

    func testTabAwayAndBackShowsTheSameScreenAndEachPageKeepsItsOwnOrthogonalSection() throws {
        let session = try session([Self.appStore, Self.appStore])
        scrolled(session)
        let before = session.screenLines(trimmingTrailingSpaces: true)
        XCTAssertNotEqual(session.perform(.nextPage(forward: true)), .quit)
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true).last!.contains("[2/2]") && session.screenLines(trimmingTrailingSpaces: true).last!.contains("Featured 1/5 h/l"),
                      "the other page's carousel has its own place: \(session.screenLines(trimmingTrailingSpaces: true).last!)")
        XCTAssertNotEqual(session.perform(.scrollHorizontally(1)), .quit)
        XCTAssertNotEqual(session.perform(.nextPage(forward: false)), .quit)
        XCTAssertEqual(session.screenLines(trimmingTrailingSpaces: true), before, "the carousel at the third card and the view one row down, as left")
        XCTAssertNotEqual(session.perform(.page(1)), .quit)
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true).last!.contains("Featured 2/5 h/l"), session.screenLines(trimmingTrailingSpaces: true).last!)
    }

    func testAResizeWhileAwayKeepsThePlaceAsAResizeOnThePageDoes() throws {
        let session = try session([Self.appStore, Self.pinterest])
        scrolled(session)
        XCTAssertNotEqual(session.perform(.nextPage(forward: true)), .quit)
        session.resize(width: 110, height: 30)
        XCTAssertNotEqual(session.perform(.nextPage(forward: true)), .quit)
        let screen = session.screenLines(trimmingTrailingSpaces: true)
        XCTAssertTrue(screen.last!.contains("Featured 3/5 h/l"), screen.last!)
        XCTAssertTrue(screen.contains { $0.hasPrefix(" ┌Meet the Maker─") }, screen.joined(separator: "\n"))
    }

    func testAReloadWhileAwayKeepsThePlace() throws {
        let session = try session([try appStoreCopy(), Self.pinterest])
        scrolled(session)
        XCTAssertNotEqual(session.perform(.nextPage(forward: true)), .quit)
        XCTAssertEqual(session.reload([0]), 0)
        XCTAssertNotEqual(session.perform(.nextPage(forward: false)), .quit)
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true).last!.contains("Featured 3/5 h/l"), session.screenLines(trimmingTrailingSpaces: true).last!)
    }

    /// A reload that makes the carousel a plain section drops its place: made a carousel again by
    /// the next reload, it starts at its first card, here and on a page away.
    func testAReloadThatNoLongerScrollsTheSectionOrthogonallyDropsItsPlace() throws {
        for away in [false, true] {
            let path = try appStoreCopy()
            let session = try session([path, Self.pinterest])
            scrolled(session)
            if away { XCTAssertNotEqual(session.perform(.nextPage(forward: true)), .quit) }
            try AppStoreSpec.write(scrolling: "none", to: path)
            XCTAssertEqual(session.reload([0]), 0)
            try AppStoreSpec.write(scrolling: "continuous", to: path)
            XCTAssertEqual(session.reload([0]), 0)
            if away { XCTAssertNotEqual(session.perform(.nextPage(forward: false)), .quit) }
            XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true).last!.contains("Featured 1/5 h/l"), "away: \(away): \(session.screenLines(trimmingTrailingSpaces: true).last!)")
            XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true).contains { $0.hasPrefix(" ┌App of the Day─") }, "away: \(away)")
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
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true).last!.contains("Featured 1/5 h/l"), session.screenLines(trimmingTrailingSpaces: true).last!)
    }
}
