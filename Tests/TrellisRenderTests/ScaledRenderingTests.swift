import XCTest
import TrellisLayout
import TrellisPreview
@testable import TrellisRender

/// A layout in points shown in cells: the rasterizer divides every edge by the scale before it
/// rounds, the viewport scrolls one row (`y` points) per line and one column (`x` points) per
/// column, pages count whole rows, and the status line names the unit.
final class ScaledRenderingTests: XCTestCase {
    /// Scales by which multiplying and dividing is exact (powers of two).
    private static let exactScales: [Double] = [0.25, 0.5, 1, 2, 4, 8, 16, 32]

    /// A random scene in cells: whole, half and tenth coordinates, every kind of element.
    private func randomScene(_ g: inout SeededGenerator, width columns: Int, height rows: Int) -> [LayoutAttributes] {
        func coordinate(_ range: ClosedRange<Int>) -> Double {
            let whole = Double(Int.random(in: range, using: &g))
            return Bool.random(using: &g) ? whole : whole + Double(Int.random(in: 0..<10, using: &g)) / 10
        }
        return (0..<Int.random(in: 0...16, using: &g)).map { index in
            let kind: ElementKind = [.cell, .cell, .cell, .header, .footer, .background].randomElement(using: &g)!
            let frame = Rect(x: coordinate(-5...columns), y: coordinate(-5...(rows + 10)),
                             width: coordinate(0...max(2, columns / 3)), height: coordinate(0...max(2, rows / 3)))
            return LayoutAttributes(kind: kind, indexPath: LayoutIndexPath(item: kind == .cell ? index : 0, section: index % 3),
                                    frame: frame, zIndex: kind == .background ? -1 : (kind == .cell ? 0 : 10))
        }
    }

    /// At random scales, the picture of a scene in points is the picture of the same scene in
    /// cells (every frame and the offset divided by the scale).
    func testAScaledSceneDrawsAsTheSceneInCells() {
        var compared = 0
        for seed in propertySeeds(count: 400, base: 0x5CA1E) {
            var g = SeededGenerator(seed: seed)
            let columns = Int.random(in: 1...50, using: &g), rows = Int.random(in: 1...20, using: &g)
            let scene = randomScene(&g, width: columns, height: rows)
            let offset = Point(x: Double(Int.random(in: 0...30, using: &g)) / 10, y: Double(Int.random(in: 0...100, using: &g)) / 10)
            let scale = LayoutScale(x: Self.exactScales.randomElement(using: &g)!, y: Self.exactScales.randomElement(using: &g)!)
            let labels = StaticLabels(items: Dictionary(scene.map { ($0.indexPath, "t\($0.indexPath.item)") }, uniquingKeysWith: { a, _ in a }))
            var cells = CellGrid(width: columns, height: rows)
            Rasterizer(labels: labels).draw(scene, offset: offset, in: cells.area, of: &cells)
            let points = scene.map { element in
                var scaled = element
                scaled.frame = Rect(x: element.frame.minX * scale.x, y: element.frame.minY * scale.y,
                                    width: element.frame.width * scale.x, height: element.frame.height * scale.y)
                return scaled
            }
            var drawn = CellGrid(width: columns, height: rows)
            var rasterizer = Rasterizer(labels: labels)
            rasterizer.scale = scale
            rasterizer.draw(points, offset: Point(x: offset.x * scale.x, y: offset.y * scale.y), in: drawn.area, of: &drawn)
            XCTAssertEqual(drawn.plainText(), cells.plainText(), "seed \(seed), scale \(scale)")
            XCTAssertEqual(drawn, cells, "seed \(seed), scale \(scale)")
            compared += 1
        }
        XCTAssertEqual(compared, 400)
    }

    func testCellRectAndOffsetCellsDivideByTheScaleThenRound() {
        let scale = LayoutScale(x: 8, y: 16)
        // 12 / 8 = 1.5 rounds to 2; 100 / 8 = 12.5 rounds to 13; 24 / 16 = 1.5 to 2; 40 / 16 = 2.5 to 3.
        XCTAssertEqual(Rasterizer.cellRect(for: Rect(x: 12, y: 24, width: 88, height: 16), in: CellRect(x: 0, y: 0, width: 80, height: 24), scale: scale),
                       CellRect(minX: 2, minY: 2, maxX: 13, maxY: 3))
        XCTAssertTrue(Rasterizer.offsetCells(Point(x: 11.9, y: 23.9), scale: scale) == (1, 1))
        XCTAssertTrue(Rasterizer.offsetCells(Point(x: 12, y: 24), scale: scale) == (2, 2))
    }

    /// `j` moves one row of `y` points, `l` one column of `x` points; half pages and pages move
    /// whole rows; a resize to a terminal size is in points.
    func testTheViewportStepsInRowsAndColumnsOfPoints() {
        let layout = StubLayout.grid(count: 400, itemWidth: 80, itemHeight: 48)
        let scale = LayoutScale(x: 8, y: 16)
        let viewport = Viewport(layout: layout, size: scale.points(width: 40, height: 11), scale: scale)
        XCTAssertEqual(viewport.size, Size(width: 320, height: 176))
        viewport.scroll(byLines: 1)
        XCTAssertEqual(viewport.contentOffset.y, 16)
        viewport.scroll(byLines: 2)
        XCTAssertEqual(viewport.contentOffset.y, 48)
        viewport.scroll(byHalfPages: 1)   // 11 rows: a half page is 5 rows
        XCTAssertEqual(viewport.contentOffset.y, 48 + 80)
        viewport.scroll(byPages: 1)       // 11 rows
        XCTAssertEqual(viewport.contentOffset.y, 128 + 176)
        viewport.scroll(byPages: -1)
        viewport.scroll(byHalfPages: -1)
        viewport.scroll(byLines: -3)
        XCTAssertEqual(viewport.contentOffset.y, 0)
        viewport.fitToScreen(width: 50, height: 25)
        XCTAssertEqual(viewport.size, Size(width: 400, height: 384))
    }

    func testHorizontalStepsAreColumnsOfPoints() {
        // One row of wide items: the content is wider than the view, and scrolls sideways.
        let layout = StubLayout(attributes: (0..<30).map {
            LayoutAttributes(kind: .cell, indexPath: LayoutIndexPath(item: $0, section: 0), frame: Rect(x: Double($0) * 80, y: 0, width: 80, height: 32))
        })
        let scale = LayoutScale(x: 8, y: 16)
        let viewport = Viewport(layout: layout, size: scale.points(width: 20, height: 2), scale: scale)
        XCTAssertTrue(viewport.scrollsHorizontally)
        viewport.scrollHorizontally(byCells: 3)
        XCTAssertEqual(viewport.contentOffset.x, 24)
        viewport.scroll(byPages: 1)
        XCTAssertEqual(viewport.contentOffset.x, 24 + 160)
    }

    func testTheStatusLineShowsPointsWhenTheSpecHasAScale() {
        var info = StatusInfo(title: "Wall", layoutName: "waterfall", numberOfSections: 1, numberOfItems: 40,
                              contentSize: Size(width: 393, height: 2410.5), position: .top, visibleCount: 9)
        info.lengthUnit = "pt"
        XCTAssertEqual(StatusLine.text(for: info), " Wall │ waterfall │ 1 section, 40 items │ 393pt×2410.5pt │ top │ 9 visible")
        // Narrow: the figures go first, then the title; the size in points stays to the last.
        XCTAssertEqual(StatusLine.text(for: info, width: 28), " Wall │ 393pt×2410.5pt │ top")
        XCTAssertEqual(StatusLine.text(for: info, width: 22), " 393pt×2410.5pt │ top")
        XCTAssertEqual(StatusLine.text(for: info, width: 14), " 393pt×24…│top")
    }
}
