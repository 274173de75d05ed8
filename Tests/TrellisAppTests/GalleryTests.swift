import Foundation
import XCTest
import TrellisGallery
import TrellisLayout
import TrellisRender
import TrellisSpec
import TrellisTerminal
@testable import trellis
@testable import TrellisPreview

/// The built-in gallery: its embedded specs are the asset files, byte for byte; every document
/// loads cleanly and draws without overlapping cells; and the app draws every feature asset
/// exactly as its golden snapshot in `Tests/TrellisRenderTests/__Snapshots__/FeatureSnapshotTests/*.feature_*.txt`.
final class GalleryTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    private static let assets = root.appendingPathComponent("assets")
    private static let snapshots = root.appendingPathComponent("Tests/TrellisRenderTests/__Snapshots__/FeatureSnapshotTests")

    func testEmbeddedSpecsAreTheAssetFilesByteForByte() throws {
        for (name, json) in GalleryAssets.all {
            let file = try Data(contentsOf: Self.assets.appendingPathComponent(name + ".json"))
            XCTAssertEqual(Array(json.utf8), Array(file),
                           "the gallery embeds other bytes than assets/\(name).json")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.assets.path)
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
        XCTAssertEqual(Set(GalleryAssets.all.map(\.name)), Set(files),
                       "every asset is in the gallery: add it to Package.swift (TrellisGallery) and assets/GalleryAssets.swift")
        XCTAssertEqual(GalleryAssets.all.count, Set(GalleryAssets.all.map(\.name)).count, "no spec twice")
    }

    func testEveryEmbeddedSpecLoadsWithoutWarnings() throws {
        for (name, json) in GalleryAssets.all {
            let (spec, warnings) = try SpecLoader.parse(json: json, file: name, measure: LayoutFactory.measure)
            XCTAssertEqual(warnings.map(\.description), [], name)
            XCTAssertGreaterThan(spec.itemCount, 0, name)
        }
    }

    func testGalleryOrder() throws {
        let documents = try Gallery.documents()
        XCTAssertEqual(documents.map(\.title), [
            "Sections", "Tags", "Photo wall", "100,000 items",
            "Sticky headers", "Self-sizing cells", "Full-span items", "Item order", "Tag alignment",
            "Right to left", "Grid", "Section backgrounds", "Horizontal scrolling", "Aspect ratios", "App Store",
            "Modern collection views",
        ])
        // The features are configured as their specs say.
        XCTAssertTrue(documents[4].layout.sectionHeadersPinToVisibleBounds)
        XCTAssertEqual(documents[9].layout.direction, .rightToLeft)
        XCTAssertTrue(documents[10].layout is GridLayout)
        XCTAssertEqual((documents[12].layout as? SectionedLayout)?.scrollDirection, .horizontal)
        XCTAssertTrue(documents[12].layout.isHorizontal)
        XCTAssertEqual(documents[13].spec.scale, LayoutScale(x: 8, y: 16))
        XCTAssertEqual(documents[2].spec.scale, LayoutScale(x: 8, y: 16), "the photo wall is in points")
        XCTAssertTrue(documents[14].layout is CompositionalLayout)
        XCTAssertTrue(documents[15].layout is CompositionalLayout, "Apple's modern collection views, after the App Store")
        XCTAssertEqual(documents[15].spec.scale, LayoutScale(x: 8, y: 16), "Apple's samples are in points")
    }

    /// Every gallery document draws a first screen at 80x24 with no overlapping cells, and
    /// scrolled to its end too.
    func testEveryGalleryDocumentDrawsCleanly() throws {
        let documents = try Gallery.documents()
        let session = PreviewSession(documents: documents, width: 80, height: 24)
        for index in documents.indices {
            XCTAssertNotEqual(session.perform(.page(index)), .quit)
            for action in [PreviewAction.top, .bottom] {
                XCTAssertNotEqual(session.perform(action), .quit)
                session.viewport.fitToScreen(width: 80, height: 24)
                let frame = session.composer().renderFrame(viewport: session.viewport, width: 80, height: 24)
                XCTAssertEqual(frame.overlappingCells, [], "\(session.document.title) at \(action)")
                XCTAssertGreaterThan(frame.status.visibleCount, 0, session.document.title)
            }
        }
    }

    /// `trellis render` of each feature asset (the previewer's own composition) is the golden
    /// screen the render tests keep, character for character.
    func testTheAppDrawsEveryFeatureAssetAsItsGoldenSnapshot() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.snapshots.path)
            .filter { $0.contains(".feature_") && $0.hasSuffix(".txt") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 9, "one snapshot per feature at least")
        let pattern = try NSRegularExpression(pattern: #"^\w+\.feature_(.+)_(\d+)x(\d+)(?:_y(\d+))?(?:_x(\d+))?\.txt$"#)
        for name in names {
            let range = NSRange(name.startIndex..., in: name)
            guard let match = pattern.firstMatch(in: name, range: range) else {
                XCTFail("unexpected snapshot name \(name)")
                continue
            }
            let group = { (index: Int) -> String? in
                Range(match.range(at: index), in: name).map { String(name[$0]) }
            }
            let asset = group(1)!, columns = Int(group(2)!)!, rows = Int(group(3)!)!
            let offset = Point(x: Double(group(5) ?? "0")!, y: Double(group(4) ?? "0")!)

            let document = try SpecDocument(.file(Self.assets.appendingPathComponent(asset + ".json").path))
            let session = PreviewSession(documents: [document], width: columns, height: rows)
            session.showsWarningsNotice = false  // as `render`: no notice of keys to press
            session.viewport.scroll(to: offset)
            let grid = session.compose(showingFrameTime: false).grid
            let actual = grid.lines(trimmingTrailingSpaces: false).map { $0 + "|" }
            let snapshot = try String(contentsOf: Self.snapshots.appendingPathComponent(name), encoding: .utf8)
            let expected = snapshot.components(separatedBy: "\n").prefix { !$0.hasPrefix("--- styles") }
            XCTAssertEqual(actual, Array(expected), name)
        }
    }

    /// `r` in the built-in gallery can change nothing: it says so rather than `reloaded`.
    func testReloadInTheGallerySaysThereIsNothingToReload() throws {
        let session = PreviewSession(documents: try Gallery.documents(), width: 100, height: 20)
        XCTAssertNotEqual(session.perform(.reload), .quit)
        let status = session.compose(showingFrameTime: false).grid.lines(trimmingTrailingSpaces: true).last ?? ""
        XCTAssertEqual(status, " the built-in gallery has no files to reload")
    }

    /// A digit beyond the number of specs says how many there are instead of doing nothing.
    func testADigitBeyondTheSpecsSaysHowManyThereAre() throws {
        let gallery = try Gallery.documents()
        for (documents, said) in [(Array(gallery.prefix(3)), " there are only 3 specs"), ([gallery[0]], " there is only 1 spec")] {
            let session = PreviewSession(documents: documents, width: 100, height: 20)
            let before = session.compose(showingFrameTime: false).grid.lines(trimmingTrailingSpaces: true)
            XCTAssertNotEqual(session.perform(.page(8)), .quit)
            let after = session.compose(showingFrameTime: false).grid.lines(trimmingTrailingSpaces: true)
            XCTAssertEqual(session.current, 0)
            XCTAssertEqual(after.last, said)
            XCTAssertEqual(Array(after.dropLast()), Array(before.dropLast()))
        }
    }

    /// Issue 23: `0` did nothing and said nothing, and the gallery's specs 10 to 15 had no key.
    /// `0` says how the specs count and how to reach them all; `:p N` goes to any.
    func testZeroSaysHowSpecsCountAndPNGoesToAny() throws {
        let gallery = try Gallery.documents()
        XCTAssertGreaterThan(gallery.count, 9)
        let session = PreviewSession(documents: gallery, width: 100, height: 20)
        _ = InputBatch.apply([.character("0")], to: session)
        XCTAssertEqual(session.current, 0)
        XCTAssertEqual(session.message, "specs count from 1: 1-9 go to specs 1 to 9, :p N to spec N of \(gallery.count)")
        _ = InputBatch.apply(":p 12".map { InputEvent.character($0) } + [.key(.enter)], to: session)
        XCTAssertEqual(session.current, 11)
        XCTAssertNil(session.message)
        XCTAssertTrue(session.compose(showingFrameTime: false).grid.lines(trimmingTrailingSpaces: true).last!.contains("[12/\(gallery.count)]"))
        _ = InputBatch.apply(":p \(gallery.count + 1)".map { InputEvent.character($0) } + [.key(.enter)], to: session)
        XCTAssertEqual(session.current, 11, "no spec past the last: it stays")
        XCTAssertEqual(session.message, "no spec \(gallery.count + 1) (there are \(gallery.count) specs, 1 to \(gallery.count))")
        let three = PreviewSession(documents: Array(gallery.prefix(3)), width: 100, height: 20)
        _ = InputBatch.apply([.character("0")], to: three)
        XCTAssertEqual(three.message, "specs count from 1: 1-3 go to specs 1 to 3")
    }
}
