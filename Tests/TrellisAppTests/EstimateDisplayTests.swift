import XCTest
import TrellisLayout
import TrellisRender
import TrellisSpec
@testable import trellis
@testable import TrellisPreview

/// The `~` estimate on the status line (QA of issue 15, item 5): whole units, in cells and in
/// points; after a resize round trip at the same width it may differ, because more of the lazy
/// layout is laid out (as the README says), and `G` makes it exact.
final class EstimateDisplayTests: XCTestCase {
    private func session(_ name: String, width columns: Int) throws -> PreviewSession {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return PreviewSession(documents: [try SpecDocument(.file(root.appendingPathComponent("assets/\(name).json").path))],
                              width: columns, height: 24)
    }

    private func size(_ session: PreviewSession) -> String {
        let status = session.compose(showingFrameTime: false).grid.lines(trimmingTrailingSpaces: true).last ?? ""
        return status.components(separatedBy: " │ ").first { $0.contains("×") } ?? status
    }

    func testAnEstimateIsInWholeUnitsInCellsAndInPoints() throws {
        XCTAssertEqual(size(try session("sections", width: 80)), "~80×108")
        XCTAssertEqual(size(try session("pinterest", width: 100)), "~800pt×5496pt")
    }

    /// Issue 23: an exact size in cells showed a decimal (`80×11.3`) where an estimate is whole.
    /// It is whole too, the rows the layout's last frame is drawn down to; a spec in points
    /// keeps its tenth (`640pt×2015.2pt`).
    func testAnExactSizeIsWholeInCellsAndToATenthInPoints() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-fractions-\(UUID().uuidString.prefix(8)).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        // 3.3 + 0.5 + 4.5 + 0.5 + 2.5 = 11.3 rows.
        try #"{"title": "Fractions", "layout": "waterfall", "lineSpacing": 0.5, "sections": [{"columns": 1, "items": [{"height": 3.3}, {"height": 4.5}, {"height": 2.5}]}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let session = PreviewSession(documents: [try SpecDocument(.file(path))], width: 80, height: 24)
        XCTAssertNotEqual(session.perform(.bottom), .quit)
        XCTAssertEqual(session.viewport.contentHeight, 11.3, accuracy: 1e-9)
        XCTAssertEqual(size(session), "80×11")
        let screen = session.compose(showingFrameTime: false).grid.lines(trimmingTrailingSpaces: true)
        XCTAssertTrue(screen[10].hasPrefix("└") && screen[11].isEmpty, "the layout is drawn on 11 rows, 0 to 10:\n\(screen.joined(separator: "\n"))")
        let points = try self.session("aspect-ratio", width: 80)
        XCTAssertNotEqual(points.perform(.bottom), .quit)
        XCTAssertEqual(size(points), "640pt×2015.2pt")
    }

    /// The README's example: `~100×108`, then `~100×109` after 60 columns and back, 5 rows down.
    /// The layout laid out again finds the place through the top cell, placing more items; the
    /// exact size does not change with it.
    func testAResizeRoundTripMayLayOutMoreAndChangeTheEstimateNotTheExactSize() throws {
        let session = try session("sections", width: 100)
        XCTAssertNotEqual(session.perform(.scrollLines(5)), .quit)
        XCTAssertEqual(size(session), "~100×108")
        session.resize(width: 60, height: 24)
        session.resize(width: 100, height: 24)
        XCTAssertEqual(size(session), "~100×109")
        XCTAssertNotEqual(session.perform(.bottom), .quit)
        let exact = size(session)
        let fresh = try self.session("sections", width: 100)
        XCTAssertNotEqual(fresh.perform(.bottom), .quit)
        XCTAssertEqual(exact, size(fresh), "the exact size is the same either way")
        XCTAssertFalse(exact.hasPrefix("~"), exact)
    }

    /// Issue 23: a wall of 300 items of mixed aspect ratios in 5 columns, then 200 of the
    /// section's ratio 0.75 in 3 columns, read `~100×2219` at 100x30 where `G` found 3076.5: the
    /// second section counted at the first one's length per item. Each section now counts at its
    /// columns' width times its mean ratio, so the early estimate is within 1% of the exact size.
    func testAnAspectRatioWallIsEstimatedFromItsColumnsWidthTimesItsMeanRatio() throws {
        let ratios = [0.75, 1, 1.3333, 1.5, 0.5625, 1.25]
        let mixed = (0..<300).map { #"{"aspectRatio": \#(ratios[$0 % ratios.count])}"# }.joined(separator: ", ")
        let portraits = Array(repeating: "{}", count: 200).joined(separator: ", ")
        let json = #"{"title": "Wall", "layout": "waterfall", "sections": [{"columns": 5, "items": [\#(mixed)]}, "#
            + #"{"columns": 3, "aspectRatio": 0.75, "items": [\#(portraits)]}]}"#
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-wall-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("wall.json").path
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        let session = PreviewSession(documents: [try SpecDocument(.file(path))], width: 100, height: 30)
        let early = size(session)
        XCTAssertTrue(early.hasPrefix("~100×"), early)
        XCTAssertNotEqual(session.perform(.bottom), .quit)
        let exact = size(session)
        XCTAssertEqual(exact, "100×2962", "whole cells, as the rasterizer rounds")
        let estimated = try XCTUnwrap(Double(early.dropFirst("~100×".count)))
        XCTAssertEqual(estimated, 2962.5, accuracy: 2962.5 * 0.01, "the estimate \(early) before any of the second section is laid out")
    }
}
