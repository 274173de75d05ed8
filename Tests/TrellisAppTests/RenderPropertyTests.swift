import XCTest
import TrellisTestSupport
import TrellisLayout
import TrellisRender
import TrellisSpec
@testable import trellis
@testable import TrellisPreview

/// Properties of the rendered screen over random specs (seeded; a failure names its seed).
final class RenderPropertyTests: XCTestCase {

    private static let titles: [String?] = [nil, "Photo", "中文标签", "日本語のタイトル", "한국어", "e\u{301}te\u{301}", "a long title here"]

    private func randomSpec(_ rng: inout SeededGenerator) -> LayoutSpec {
        let kind: LayoutSpec.Kind = [.waterfall, .tags, .grid].randomElement(using: &rng)!
        var style = SpecStyle()
        style.sectionStyle = SectionStyle(columns: Int.random(in: 1...5, using: &rng),
                                          lineSpacing: Double(Int.random(in: 0...2, using: &rng)),
                                          interitemSpacing: Double(Int.random(in: 0...2, using: &rng)),
                                          inset: EdgeInsets(top: 1, left: Double(Int.random(in: 0...2, using: &rng)), bottom: 0, right: 1),
                                          itemHeight: Double(Int.random(in: 1...4, using: &rng)),
                                          headerHeight: Double(Int.random(in: 0...2, using: &rng)),
                                          itemSize: Size(width: Double(Int.random(in: 2...14, using: &rng)), height: Double(Int.random(in: 1...5, using: &rng))))
        let sections = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
            SectionSpec(title: Self.titles.randomElement(using: &rng)!, items: (0..<Int.random(in: 0...25, using: &rng)).map { _ in
                ItemSpec(height: Double(Int.random(in: 1...9, using: &rng)) + (Bool.random(using: &rng) ? 0 : 0.5),
                         width: Double(Int.random(in: 1...24, using: &rng)) + (Bool.random(using: &rng) ? 0 : 0.25),
                         title: Self.titles.randomElement(using: &rng)!)
            })
        }
        return LayoutSpec(title: "random", layout: kind, style: style, sections: sections)
    }

    func testFullyVisibleBoxesHaveTheirCornersAndRowsAreExactlyTheTerminalWidth() throws {
        var boxesChecked = 0
        for seed: UInt64 in 1...150 {
            var rng = SeededGenerator(seed: seed)
            let spec = randomSpec(&rng)
            let document = try SpecDocument(.builtIn(name: "random") { spec })
            let columns = Int.random(in: 10...100, using: &rng), rows = Int.random(in: 3...40, using: &rng)
            let session = PreviewSession(documents: [document], width: columns, height: rows)
            session.viewport.scroll(toY: Double(Int.random(in: 0...30, using: &rng)))
            let grid = session.compose(showingFrameTime: false).grid
            let context = "seed \(seed) (\(spec.layout) \(columns)x\(rows))"
            for line in grid.lines(trimmingTrailingSpaces: false) {
                XCTAssertEqual(TextWidth.displayWidth(of: line), columns, context)
            }
            let content = CellRect(x: 0, y: 0, width: columns, height: rows - 1)
            let offset = session.viewport.contentOffset
            for element in session.viewport.visibleElements() where element.kind == .cell {
                guard let cells = Rasterizer.cellRect(for: element.frame, offset: offset, in: content),
                      cells.width >= 2, cells.height >= 2,
                      cells.x >= 0, cells.y >= 0, cells.maxX <= content.maxX, cells.maxY <= content.maxY else { continue }
                boxesChecked += 1
                XCTAssertEqual(grid[cells.x, cells.y].symbol, "┌", "\(context): top-left of \(element.indexPath) at \(cells)")
                XCTAssertEqual(grid[cells.maxX - 1, cells.maxY - 1].symbol, "┘", "\(context): bottom-right of \(element.indexPath) at \(cells)")
            }
        }
        XCTAssertGreaterThan(boxesChecked, 300, "the random specs must put many whole boxes on screen")
    }
}
