import XCTest
import TrellisLayout
import TrellisPreview
@testable import TrellisRender

/// Properties over random attribute sets from a seeded generator. A failure prints its seed;
/// replay it with `TRELLIS_SEED=<seed>`.
final class RasterizerPropertyTests: XCTestCase {
    private static let titles = ["", "Photo", "中文标签", "日本語", "한국어 텍스트", "e\u{301}te\u{301}", "👍🏽 ok",
                                 "a long title that never fits", "x"]

    private struct Scene {
        var elements: [LayoutAttributes]
        var labels: StaticLabels
        var width: Int
        var height: Int
        var offsetY: Double
    }

    private func randomScene(_ generator: inout SeededGenerator) -> Scene {
        let columns = Int.random(in: 1...60, using: &generator)
        let rows = Int.random(in: 1...24, using: &generator)
        let count = Int.random(in: 0...16, using: &generator)
        var labels = StaticLabels()
        var elements: [LayoutAttributes] = []
        func coordinate(_ range: ClosedRange<Int>) -> Double {
            let whole = Double(Int.random(in: range, using: &generator))
            return Bool.random(using: &generator) ? whole : whole + Double(Int.random(in: 0..<10, using: &generator)) / 10
        }
        for index in 0..<count {
            let kind: ElementKind = [.cell, .cell, .cell, .cell, .header, .footer, .background]
                .randomElement(using: &generator)!
            let section = Int.random(in: 0...3, using: &generator)
            let path = LayoutIndexPath(item: kind == .cell ? index : 0, section: section)
            let frame = Rect(x: coordinate(-5...columns), y: coordinate(-5...(rows + 10)),
                             width: coordinate(0...max(2, columns / 3)), height: coordinate(0...max(2, rows / 3)))
            let zIndex = kind == .background ? -1 : (kind == .cell ? 0 : 10)
            elements.append(LayoutAttributes(kind: kind, indexPath: path, frame: frame, zIndex: zIndex))
            if kind == .cell { labels.items[path] = Self.titles.randomElement(using: &generator)! }
            labels.sections[section] = Self.titles.randomElement(using: &generator)!
        }
        return Scene(elements: elements, labels: labels, width: columns, height: rows,
                     offsetY: coordinate(0...10))
    }

    func testIsolatedBoxesHaveTheirCorners() {
        var checked = 0
        for seed in propertySeeds(count: 500) {
            var generator = SeededGenerator(seed: seed)
            let scene = randomScene(&generator)
            var grid = CellGrid(width: scene.width, height: scene.height)
            let area = grid.area
            let offset = Point(x: 0, y: scene.offsetY)
            Rasterizer(labels: scene.labels).draw(scene.elements, offset: offset, in: area, of: &grid)
            let rects = scene.elements.map { Rasterizer.cellRect(for: $0.frame, offset: offset, in: area) }
            for (index, element) in scene.elements.enumerated() where element.kind == .cell {
                guard let rect = rects[index], rect.width >= 2, rect.height >= 2,
                      rect.intersection(area) == rect else { continue }
                let touched = scene.elements.indices.contains { other in
                    guard other != index else { return false }
                    if scene.elements[other].kind == .cell && scene.elements[other].frame.intersects(element.frame) {
                        return true
                    }
                    guard let otherRect = rects[other] else { return false }
                    return !otherRect.intersection(rect).isEmpty
                        && scene.elements[other].zIndex >= element.zIndex
                }
                guard !touched else { continue }
                checked += 1
                XCTAssertEqual(grid[rect.x, rect.y].symbol, "┌", "seed \(seed): \(element) at \(rect)")
                XCTAssertEqual(grid[rect.maxX - 1, rect.maxY - 1].symbol, "┘", "seed \(seed): \(element) at \(rect)")
            }
        }
        XCTAssertGreaterThan(checked, 100, "the generator should produce isolated boxes")
    }

    func testOutputDoesNotDependOnQueryOrder() {
        for seed in propertySeeds(count: 200) {
            var generator = SeededGenerator(seed: seed)
            let scene = randomScene(&generator)
            let rasterizer = Rasterizer(labels: scene.labels)
            var first = CellGrid(width: scene.width, height: scene.height)
            var second = first
            let offset = Point(x: 0, y: scene.offsetY)
            rasterizer.draw(scene.elements, offset: offset, in: first.area, of: &first)
            rasterizer.draw(scene.elements.shuffled(using: &generator), offset: offset, in: second.area, of: &second)
            XCTAssertEqual(first, second, "seed \(seed)")
        }
    }

    func testEveryRowIsExactlyTheScreenWidth() {
        for seed in propertySeeds(count: 300) {
            var generator = SeededGenerator(seed: seed)
            let scene = randomScene(&generator)
            let layout = StubLayout(attributes: scene.elements)
            let viewport = Viewport(layout: layout, size: .zero)
            let composer = ScreenComposer(title: "随机 \(seed)", layoutName: "Stub", numberOfSections: 4,
                                          numberOfItems: scene.elements.count, labels: scene.labels)
            viewport.fitToScreen(width: scene.width, height: scene.height + 1)
            viewport.scroll(toY: scene.offsetY)
            layout.resetCounters()
            let grid = composer.renderScreen(viewport: viewport, width: scene.width, height: scene.height + 1,
                                             lastFrameTime: .microseconds(Int64(seed % 1000)))
            XCTAssertEqual(layout.askedRects, [viewport.visibleRect], "seed \(seed)")
            let lines = grid.lines(trimmingTrailingSpaces: false)
            XCTAssertEqual(lines.count, scene.height + 1, "seed \(seed)")
            for (row, line) in lines.enumerated() {
                XCTAssertEqual(TextWidth.displayWidth(of: line), scene.width, "seed \(seed), row \(row): \(line)")
            }
            assertWideCharactersWhole(grid, seed: seed)
        }
    }

    func testRandomTextWritesKeepRowsWhole() {
        let pieces = ["中", "文", "a", "b", "👍🏽", "e\u{301}", "\u{200B}", "한", "\t", "カ", "  "]
        for seed in propertySeeds(count: 300) {
            var generator = SeededGenerator(seed: seed)
            let width = Int.random(in: 1...12, using: &generator)
            var grid = CellGrid(width: width, height: 3)
            for _ in 0..<20 {
                let text = (0..<Int.random(in: 1...6, using: &generator))
                    .map { _ in pieces.randomElement(using: &generator)! }.joined()
                let clipX = Int.random(in: -2...width, using: &generator)
                let clip = CellRect(x: clipX, y: 0, width: Int.random(in: 0...width + 2, using: &generator), height: 3)
                grid.setString(text, x: Int.random(in: -3...width, using: &generator),
                               y: Int.random(in: 0...2, using: &generator), clip: clip)
                if Bool.random(using: &generator) {
                    grid.set(Cell(symbol: "#"), x: Int.random(in: 0..<width, using: &generator), y: 0)
                }
            }
            for line in grid.lines(trimmingTrailingSpaces: false) {
                XCTAssertEqual(TextWidth.displayWidth(of: line), width, "seed \(seed): \(line)")
            }
            assertWideCharactersWhole(grid, seed: seed)
        }
    }

    /// Every width-2 cell is followed by a continuation and every continuation follows one.
    private func assertWideCharactersWhole(_ grid: CellGrid, seed: UInt64) {
        for y in 0..<grid.height {
            for x in 0..<grid.width {
                let cell = grid[x, y]
                if cell.width == 2 {
                    XCTAssertTrue(x + 1 < grid.width && grid[x + 1, y].isContinuation, "seed \(seed) at \(x),\(y)")
                } else if cell.width == 0 {
                    XCTAssertTrue(x > 0 && grid[x - 1, y].width == 2, "seed \(seed) at \(x),\(y)")
                }
            }
        }
    }
}
