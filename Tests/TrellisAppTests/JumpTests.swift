import XCTest
import TrellisTestSupport
import TrellisLayout
import TrellisRender
import TrellisSpec
@testable import trellis
@testable import TrellisPreview

/// A jump (`render --offset Y`, `G`, Space, Ctrl-D, the wheel) lands exactly at
/// `min(Y, realMaxOffset)`: a lazy layout's estimate never stops it short of the real content.
final class JumpTests: XCTestCase {
    private func document(_ json: String) throws -> SpecDocument {
        try SpecDocument(.builtIn(name: "jump") { () throws(SpecDiagnostic) -> LayoutSpec in
            try SpecLoader.parse(json: json, file: "jump.json", measure: LayoutFactory.measure).spec
        })
    }

    /// The largest offset of `document` at `columns` x `rows`, on a fully completed layout.
    private func realMaxOffset(_ document: SpecDocument, _ columns: Int, _ rows: Int) -> Double {
        let size = Viewport.contentSize(width: columns, height: rows)
        let height = document.layout.contentSize(forWidth: size.width).height
        return max(0, height - size.height)
    }

    private static let hb30 = #"{"layout":"waterfall","sections":[{"header":30,"items":[{"height":3}]},{"header":2,"items":[{"height":5}]}]}"#

    func testAnOffsetAtTheRealEndOfAShortLazyLayout() throws {
        let document = try document(Self.hb30)
        XCTAssertEqual(realMaxOffset(document, 60, 8), 33, "real height 40, 7 rows of view")
        let session = PreviewSession(documents: [document], width: 60, height: 8)
        session.viewport.scroll(toY: 33)
        XCTAssertEqual(session.viewport.contentOffset.y, 33)
        XCTAssertTrue(session.viewport.isAtBottom)
        XCTAssertTrue(session.viewport.visibleElements().contains { $0.indexPath.section == 1 && $0.kind == .cell },
                      "section 1 is on screen")
    }

    func testSectionsAssetOffsets() throws {
        let path = URL(fileURLWithPath: Shell.packageRoot).appendingPathComponent("assets/sections.json").path
        let exact = try SpecDocument(.file(path))
        let maxOffset = realMaxOffset(exact, 100, 30)
        for offset in [72.0, 500, 1e9] {
            let session = PreviewSession(documents: [try SpecDocument(.file(path))], width: 100, height: 30)
            session.viewport.scroll(toY: offset)
            XCTAssertEqual(session.viewport.contentOffset.y, min(offset, maxOffset), "--offset \(offset)")
        }
        let session = PreviewSession(documents: [try SpecDocument(.file(path))], width: 100, height: 30)
        session.viewport.scroll(toY: 500)
        let sections = session.document.specDocument!.dataSource.numberOfSections
        XCTAssertTrue(session.viewport.visibleElements().contains { $0.kind == .footer && $0.indexPath.section == sections - 1 },
                      "the last footer can be reached")
    }

    func testFourWaterfallSectionsOfOneToSixColumns() throws {
        let json = #"""
        {"layout":"waterfall","header":2,"footer":1,"lineSpacing":1,"interitemSpacing":1,"sections":[
          {"columns":1,"items":[{"height":7.5},{"height":9},{"height":4}]},
          {"columns":3,"items":[{"height":12},{"height":3},{"height":8},{"height":6},{"height":10},{"height":5},{"height":9}]},
          {"columns":6,"items":[{"height":4},{"height":20},{"height":6},{"height":3},{"height":7},{"height":2},{"height":30},{"height":5}]},
          {"columns":2,"items":[{"height":40},{"height":35},{"height":50},{"height":45},{"height":38},{"height":60}]}]}
        """#
        let maxOffset = realMaxOffset(try document(json), 100, 30)
        XCTAssertGreaterThan(maxOffset, 100)
        for offset in [maxOffset - 7, maxOffset, maxOffset + 0.5, 152, 1e9] {
            let session = PreviewSession(documents: [try document(json)], width: 100, height: 30)
            session.viewport.scroll(toY: offset)
            XCTAssertEqual(session.viewport.contentOffset.y, min(offset, maxOffset), "--offset \(offset)")
        }
    }

    /// Every key that jumps: from the top of a fresh (lazy) layout, each lands exactly where a
    /// fully completed layout says.
    func testKeysLandWhereACompletedLayoutSays() throws {
        let path = URL(fileURLWithPath: Shell.packageRoot).appendingPathComponent("assets/sections.json").path
        let actions: [(String, PreviewAction)] = [("G", .bottom), ("Space x9", .scrollPages(9)), ("Ctrl-D x20", .scrollHalfPages(20)),
                                                  ("wheel x100", .scrollLines(300))]
        for (name, action) in actions {
            let lazy = PreviewSession(documents: [try SpecDocument(.file(path))], width: 100, height: 30)
            let complete = PreviewSession(documents: [try SpecDocument(.file(path))], width: 100, height: 30)
            complete.document.layout.completeLayout()
            _ = lazy.perform(action)
            _ = complete.perform(action)
            XCTAssertEqual(lazy.viewport.contentOffset, complete.viewport.contentOffset, name)
            XCTAssertTrue(lazy.viewport.isAtBottom, name)
        }
    }

    // MARK: - Property

    func testScrollToYEqualsTheVisibleRectOfACompletedLayout() throws {
        var checked = 0
        for seed: UInt64 in 1...120 {
            for kind in ["waterfall", "tags", "text", "grid"] {
                var rng = SeededGenerator(seed: seed &* 7 &+ UInt64(kind.count))
                let spec = RandomLayoutSpecs.spec(kind, &rng)
                let columns = Int.random(in: 10...120, using: &rng), rows = Int.random(in: 3...40, using: &rng)
                let lazy = try SpecDocument(.builtIn(name: kind) { spec })
                let complete = try SpecDocument(.builtIn(name: kind) { spec })
                let size = Viewport.contentSize(width: columns, height: rows)
                let lazyViewport = Viewport(layout: lazy.layout, size: size)
                let completeViewport = Viewport(layout: complete.layout, size: size)
                complete.layout.completeLayout()
                let height = completeViewport.contentHeight
                var offsets = [1e9, height, height - size.height, height - size.height - 1, .infinity]
                for _ in 0..<3 { offsets.append(Double.random(in: 0...(height + 10), using: &rng).rounded()) }
                for offset in offsets.shuffled(using: &rng) {
                    lazyViewport.scroll(toY: offset)
                    completeViewport.scroll(toY: offset)
                    XCTAssertEqual(lazyViewport.visibleRect, completeViewport.visibleRect,
                                   "seed \(seed) \(kind) \(columns)x\(rows) offset \(offset)")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 3_000)
    }

    /// The status reads `end` only at the real end: a trailing empty section's footer starts right
    /// at the view's bottom edge, and the estimate (which counts items, not sections to come)
    /// must not make offset 10 of 11 read as the end.
    func testEndIsTheRealEndWhenAnEmptySectionWithAFooterFollows() throws {
        let items = Array(repeating: #"{"height":1}"#, count: 30).joined(separator: ",")
        let document = try document(#"{"layout":"waterfall","sections":[{"items":["# + items + #"]},{"footer":1,"items":[]}]}"#)
        XCTAssertEqual(realMaxOffset(document, 20, 6), 11, "real height 16, 5 rows of view")
        let session = PreviewSession(documents: [document], width: 20, height: 6)
        session.viewport.scroll(toY: 10)
        XCTAssertEqual(session.viewport.contentOffset.y, 10)
        XCTAssertEqual(ScrollPosition(session.viewport), .percent(90))
        session.viewport.scroll(byLines: 1)
        XCTAssertEqual(session.viewport.contentOffset.y, 11)
        XCTAssertEqual(ScrollPosition(session.viewport), .end)
    }

    /// For random specs and offsets, the position reads `end` exactly when the offset is the
    /// largest of the completed layout, and `top` exactly at 0.
    func testPositionReadsEndExactlyAtTheRealEnd() throws {
        var checked = 0
        for seed: UInt64 in 1...80 {
            for kind in ["waterfall", "tags", "text", "grid"] {
                var rng = SeededGenerator(seed: seed &* 13 &+ UInt64(kind.count))
                let spec = RandomLayoutSpecs.spec(kind, &rng)
                let columns = Int.random(in: 10...120, using: &rng), rows = Int.random(in: 3...40, using: &rng)
                let lazy = try SpecDocument(.builtIn(name: kind) { spec })
                let size = Viewport.contentSize(width: columns, height: rows)
                let maxOffset = realMaxOffset(lazy, columns, rows)
                let viewport = Viewport(layout: lazy.layout, size: size)
                var offsets = [maxOffset, maxOffset - 1, maxOffset - 0.5, 1e9]
                for _ in 0..<4 { offsets.append(Double.random(in: 0...(maxOffset + 5), using: &rng).rounded()) }
                for offset in offsets where offset >= 0 {
                    viewport.scroll(toY: offset)
                    let y = viewport.contentOffset.y
                    let position = ScrollPosition(viewport)
                    let context = "seed \(seed) \(kind) \(columns)x\(rows) offset \(offset): \(position), real max \(maxOffset)"
                    if y <= 0 {
                        XCTAssertEqual(position, .top, context)
                    } else {
                        XCTAssertEqual(position == .end, y >= maxOffset, context)
                    }
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 2_000)
    }
}
