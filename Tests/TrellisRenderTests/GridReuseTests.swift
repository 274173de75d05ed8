import TrellisLayout
import TrellisPreview
import TrellisTestSupport
import XCTest
@testable import TrellisRender

/// A grid drawn into frame after frame shows exactly what a fresh grid shows.
final class GridReuseTests: XCTestCase {
    private let composer = ScreenComposer(title: "T", layoutName: "Boxes", numberOfSections: 1, numberOfItems: 60)

    /// Boxes of random sizes, some wide text, some overlapping.
    private func layout(_ generator: inout SeededGenerator) -> StubLayout {
        let frames = (0..<60).map { item in
            cell(item, Double(Int.random(in: 0..<70, using: &generator)), Double(Int.random(in: 0..<200, using: &generator)),
                 Double(Int.random(in: 1..<30, using: &generator)), Double(Int.random(in: 1..<12, using: &generator)))
        }
        return StubLayout { _ in frames }
    }

    func testReusedGridEqualsAFreshOne() {
        for seed in UInt64(1)...20 {
            var generator = SeededGenerator(seed: seed)
            let viewport = Viewport(layout: layout(&generator), size: .zero)
            var reused = CellGrid(width: 0, height: 0)
            for _ in 0..<15 {
                let columns = Int.random(in: 1..<90, using: &generator), rows = Int.random(in: 1..<30, using: &generator)
                viewport.fitToScreen(width: columns, height: rows)
                viewport.scroll(toY: Double(Int.random(in: 0..<200, using: &generator)))
                composer.draw(viewport: viewport, width: columns, height: rows, into: &reused)
                let fresh = composer.renderScreen(viewport: viewport, width: columns, height: rows)
                XCTAssertEqual(reused, fresh, "seed \(seed), \(columns)x\(rows)")
            }
        }
    }

    func testResetBlanksEveryCell() {
        var grid = CellGrid(width: 4, height: 2)
        grid.setString("中ab", x: 0, y: 0, style: CellStyle(bold: true))
        grid.reset(width: 4, height: 2)
        XCTAssertEqual(grid, CellGrid(width: 4, height: 2))
        grid.reset(width: 3, height: 5)
        XCTAssertEqual(grid, CellGrid(width: 3, height: 5))
        grid.reset(width: -1, height: 5)
        XCTAssertEqual(grid, CellGrid(width: 0, height: 5))
    }
}
