import XCTest
import TrellisTestSupport
import TrellisLayout
import TrellisRender
import TrellisSpec
@testable import trellis
@testable import TrellisPreview

/// A spec in points (`scale`) in the previewer: the same picture as the same spec in cells, the
/// same scroll steps in rows, and the width in points on the status line.
final class ScaledPreviewTests: XCTestCase {
    /// `spec` with every length in points at `scale`: widths and left/right insets times `x`,
    /// heights, top/bottom insets, headers and footers times `y`.
    static func inPoints(_ spec: LayoutSpec, _ scale: LayoutScale) -> LayoutSpec {
        func scaled(_ style: SectionStyle) -> SectionStyle {
            var style = style
            style.lineSpacing = style.lineSpacing.map { $0 * scale.y }
            style.interitemSpacing = style.interitemSpacing.map { $0 * scale.x }
            style.inset = style.inset.map { EdgeInsets(top: $0.top * scale.y, left: $0.left * scale.x,
                                                       bottom: $0.bottom * scale.y, right: $0.right * scale.x) }
            style.itemHeight = style.itemHeight.map { $0 * scale.y }
            style.headerHeight = style.headerHeight.map { $0 * scale.y }
            style.footerHeight = style.footerHeight.map { $0 * scale.y }
            style.itemSize = style.itemSize.map { Size(width: $0.width * scale.x, height: $0.height * scale.y) }
            return style
        }
        var result = spec
        result.scale = scale
        result.style.sectionStyle = scaled(spec.style.sectionStyle)
        for index in result.sections.indices {
            result.sections[index].style.sectionStyle = scaled(spec.sections[index].style.sectionStyle)
            result.sections[index].items = spec.sections[index].items.map { item in
                var item = item
                item.height = item.height.map { $0 * scale.y }
                item.width = item.width.map { $0 * scale.x }
                return item
            }
        }
        return result
    }

    /// The screen without its status line.
    private func content(_ grid: CellGrid) -> [String] {
        Array(grid.plainText().split(separator: "\n", omittingEmptySubsequences: false).dropLast(2).map(String.init))
    }

    /// At random scales (powers of two, where dividing is exact), a random spec in points shows
    /// the picture of the same spec in cells, through random scrolling and resizing, with the
    /// same position on the status line and the same scrolled-rows hint; the counters (`+ - ] [`)
    /// step by columns and cells in both, and so do content widths (`--width` in points, `<`, `>`,
    /// `\`): the same centred columns between the same frame lines.
    func testASpecInPointsLooksLikeTheSpecInCells() throws {
        let scales: [Double] = [0.5, 1, 2, 4, 8, 16]
        var frames = 0
        for seed: UInt64 in 1...60 {
            for kind in ["waterfall", "tags", "grid", "text"] {
                var rng = SeededGenerator(seed: seed &* 977 &+ UInt64(kind.count))
                let cells = RandomLayoutSpecs.spec(kind, &rng)
                let scale = LayoutScale(x: scales.randomElement(using: &rng)!, y: scales.randomElement(using: &rng)!)
                let points = Self.inPoints(cells, scale)
                let columns = Int.random(in: 10...90, using: &rng), rows = Int.random(in: 3...30, using: &rng)
                let a = PreviewSession(documents: [try SpecDocument(.builtIn(name: "cells") { cells })], width: columns, height: rows)
                let b = PreviewSession(documents: [try SpecDocument(.builtIn(name: "points") { points })], width: columns, height: rows)
                var actions: [String] = []
                for step in 0..<8 {
                    let context = "seed \(seed) \(kind) scale \(scale) \(columns)x\(rows) after \(actions)"
                    let frameA = a.compose(showingFrameTime: false), frameB = b.compose(showingFrameTime: false)
                    let gridA = frameA.grid, gridB = frameB.grid
                    XCTAssertEqual(content(gridB), content(gridA), context)
                    XCTAssertEqual(b.composer().statusInfo(viewport: b.viewport, visibleCount: 0, lastFrameTime: nil).position,
                                   a.composer().statusInfo(viewport: a.viewport, visibleCount: 0, lastFrameTime: nil).position, context)
                    if step > 0 { XCTAssertEqual(frameB.scrolledRows, frameA.scrolledRows, context) }
                    XCTAssertEqual(b.contentWidth, a.contentWidth.map { $0 * scale.x }, context)
                    frames += 1
                    switch Int.random(in: 0..<12, using: &rng) {
                    case 9:
                        // A content width: w columns in cells is w × x points.
                        let width = Int.random(in: 1...100, using: &rng)
                        actions.append("width \(width)")
                        a.setContentWidth(Double(width)); b.setContentWidth(Double(width) * scale.x)
                    case 10:
                        // < and > step a column: x points.
                        let n = Int.random(in: -3...3, using: &rng)
                        actions.append("width\(n)")
                        for _ in 0..<abs(n) { _ = a.perform(.contentWidth(n.signum())); _ = b.perform(.contentWidth(n.signum())) }
                    case 11:
                        actions.append("\\")
                        _ = a.perform(.followTerminalWidth); _ = b.perform(.followTerminalWidth)
                    case 7:
                        // ] and [ step a spacing by a cell: x or y points.
                        let n = Int.random(in: -1...2, using: &rng)
                        actions.append("spacing\(n)")
                        _ = a.perform(.spacing(n)); _ = b.perform(.spacing(n))
                    case 8:
                        let n = Int.random(in: -2...3, using: &rng)
                        actions.append("columns\(n)")
                        _ = a.perform(.columns(n)); _ = b.perform(.columns(n))
                    case 0:
                        let n = Int.random(in: -3...5, using: &rng)
                        actions.append("j\(n)")
                        _ = a.perform(.scrollLines(n)); _ = b.perform(.scrollLines(n))
                    case 1:
                        let n = Int.random(in: -1...2, using: &rng)
                        actions.append("page\(n)")
                        _ = a.perform(.scrollPages(n)); _ = b.perform(.scrollPages(n))
                    case 2:
                        let n = Int.random(in: -1...2, using: &rng)
                        actions.append("half\(n)")
                        _ = a.perform(.scrollHalfPages(n)); _ = b.perform(.scrollHalfPages(n))
                    case 3:
                        actions.append("G")
                        _ = a.perform(.bottom); _ = b.perform(.bottom)
                    case 4:
                        let width = Int.random(in: 10...90, using: &rng), height = Int.random(in: 3...30, using: &rng)
                        actions.append("resize \(width)x\(height)")
                        a.resize(width: width, height: height); b.resize(width: width, height: height)
                    default:
                        let n = Int.random(in: 1...40, using: &rng)
                        actions.append("j\(n)")
                        _ = a.perform(.scrollLines(n)); _ = b.perform(.scrollLines(n))
                    }
                }
            }
        }
        XCTAssertEqual(frames, 60 * 4 * 8)
    }

    func testJMovesOneRowOfPointsAndTheStatusLineSaysPoints() throws {
        let (spec, _) = try SpecLoader.parse(json: """
            {"title": "Wall", "scale": {"x": 8, "y": 16}, "columns": 2, "sections": [{"aspectRatio": 1.25, "items": [\(Array(repeating: "{}", count: 40).joined(separator: ","))]}]}
            """, file: "wall.json")
        let session = PreviewSession(documents: [try SpecDocument(.builtIn(name: "wall") { spec })], width: 49, height: 12)
        let first = session.compose(showingFrameTime: false).grid
        XCTAssertEqual(session.viewport.size, Size(width: 392, height: 176))
        XCTAssertTrue(first.plainText().contains("392pt×"), first.plainText())
        _ = session.perform(.scrollLines(1))
        XCTAssertEqual(session.viewport.contentOffset.y, 16)
        XCTAssertEqual(session.compose(showingFrameTime: false).scrolledRows, 1)
        // 392 points in 2 columns: 196 wide, 245 tall (1.25), about 15 rows each.
        XCTAssertEqual(session.document.layout.layoutAttributesForItem(at: LayoutIndexPath(item: 0, section: 0))?.frame.size,
                       Size(width: 196, height: 245))
    }
}
