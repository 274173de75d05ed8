import Foundation
import XCTest
import TrellisTesting
import TrellisLayout
import TrellisPreview
import TrellisSpec
@testable import TrellisRender


/// The app's labels for a spec (the app declares `SpecDataSource: RenderLabels`; a test target
/// cannot see that conformance, so it forwards).
private struct SpecLabels: RenderLabels {
    let source: SpecDataSource
    func title(forItemAt indexPath: LayoutIndexPath) -> String? { source.title(forItemAt: indexPath) }
    func title(forSection section: Int) -> String? { source.title(forSection: section) }
    func title(forSupplementaryViewOfKind kind: ElementKind, at indexPath: LayoutIndexPath) -> String? {
        source.title(forSupplementaryViewOfKind: kind, at: indexPath)
    }
    func textLines(forSupplementaryViewOfKind kind: ElementKind, at indexPath: LayoutIndexPath, width: Double) -> [String]? {
        source.textLines(forSupplementaryViewOfKind: kind, at: indexPath, width: width)
    }
    func textLines(forItemAt indexPath: LayoutIndexPath, width: Double) -> [String]? {
        source.textLines(forItemAt: indexPath, width: width)
    }
    func textLines(forItemAt indexPath: LayoutIndexPath, width: Double, lines range: Range<Int>) -> [String]? {
        source.textLines(forItemAt: indexPath, width: width, lines: range)
    }
}

/// One screen of a feature asset, rendered the way `trellis render` does (the app's
/// `LayoutFactory` and `PreviewSession`, without the frame time).
struct FeatureScreen {
    let spec: LayoutSpec
    let dataSource: SpecDataSource
    let layout: any BuiltInLayout
    let viewport: Viewport
    let grid: CellGrid

    /// The directory of the gallery specs.
    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("assets")

    init(_ asset: String, width columns: Int, height rows: Int, offset: Point = .zero) throws {
        let path = Self.assets.appendingPathComponent(asset + ".json").path
        let (spec, warnings) = try SpecLoader.load(path: path, measure: TextWidth.displayWidth(of:))
        XCTAssertEqual(warnings.map(\.description), [])
        self.spec = spec
        dataSource = SpecDataSource(spec: spec, measure: TextWidth.displayWidth(of:), measureCharacter: TextWidth.width(of:))
        let layout = spec.makeLayout(over: dataSource)
        self.layout = layout
        // As PreviewSession: a viewport of the screen minus the status line, then the scroll.
        // (In the spec's units: points per cell at its scale.)
        viewport = Viewport(layout: layout, size: spec.cellScale.points(width: columns, height: rows - 1), scale: spec.cellScale)
        viewport.scroll(to: offset)
        var composer = ScreenComposer(title: spec.title ?? asset + ".json", layoutName: layout.name,
                                      numberOfSections: dataSource.numberOfSections, numberOfItems: spec.itemCount,
                                      labels: SpecLabels(source: dataSource))
        composer.lengthUnit = spec.scale == nil ? "" : "pt"
        grid = composer.renderScreen(viewport: viewport, width: columns, height: rows)
    }

    /// The snapshot name, which `TrellisAppTests` parses to render the same screen through the
    /// app: `feature_<asset>_<columns>x<rows>[_y<offset>][_x<offset>]`.
    static func snapshotName(_ asset: String, width columns: Int, height rows: Int, offset: Point) -> String {
        var name = "feature_\(asset)_\(columns)x\(rows)"
        if offset.y != 0 { name += "_y\(Int(offset.y))" }
        if offset.x != 0 { name += "_x\(Int(offset.x))" }
        return name
    }

    /// The screen's lines, trailing spaces trimmed.
    var lines: [String] { grid.lines(trimmingTrailingSpaces: true) }

    /// The first row showing `text`, and the column (in cells) where it starts.
    func find(_ text: String) -> (row: Int, column: Int)? {
        for (row, line) in grid.lines(trimmingTrailingSpaces: false).enumerated() {
            guard let range = line.range(of: text) else { continue }
            return (row, TextWidth.displayWidth(of: String(line[..<range.lowerBound])))
        }
        return nil
    }
}

/// Golden screens of every feature asset, each reviewed by eye, plus checks that the feature is
/// visibly there, pinned with TrellisTesting in `__Snapshots__/FeatureSnapshotTests/<test>.feature_….txt`.
/// Update with `TRELLIS_RECORD=1`.
final class FeatureSnapshotTests: XCTestCase {
    @discardableResult
    private func screen(_ asset: String, _ columns: Int, _ rows: Int, y: Double = 0, x: Double = 0,
                        file: StaticString = #filePath, testName: String = #function, line: UInt = #line) throws -> FeatureScreen {
        let offset = Point(x: x, y: y)
        let screen = try FeatureScreen(asset, width: columns, height: rows, offset: offset)
        XCTAssertEqual(screen.viewport.contentOffset, offset, "the offset is reachable", file: file, line: line)
        assertGridSnapshot(of: screen.grid, named: FeatureScreen.snapshotName(asset, width: columns, height: rows, offset: offset),
                           file: file, testName: testName, line: line)
        return screen
    }

    func testStickyHeaders() throws {
        try screen("sticky-headers", 60, 20)
        // Scrolled into the first section: its header stays on the top row, over its items.
        let pinned = try screen("sticky-headers", 60, 20, y: 8)
        XCTAssertEqual(pinned.find("Mountains")?.row, 0)
        XCTAssertEqual(pinned.grid[1, 0].style.reverse, true)
        XCTAssertEqual(pinned.find("Everest")?.row, nil, "scrolled away under the header")
        // Further down: the third section's header is pinned, the second's has been pushed away.
        let later = try screen("sticky-headers", 60, 20, y: 40)
        XCTAssertEqual(later.find("Lakes")?.row, 0)
        XCTAssertNil(later.find("Rivers"))
    }

    /// Photos keep their shape: each is as tall as its column is wide times its ratio, and a
    /// wider screen makes every photo taller.
    func testAspectRatios() throws {
        let narrow = try screen("aspect-ratio", 60, 24)
        let wide = try screen("aspect-ratio", 100, 24)
        for screen in [narrow, wide] {
            // Portrait 3:4, wide 16:9, square (the section's ratio), a full-span panorama 3:1.
            for (item, ratio) in [(0, 4.0 / 3), (2, 9.0 / 16), (5, 1.0), (7, 1.0 / 3)] {
                let frame = try XCTUnwrap(screen.layout.layoutAttributesForItem(at: LayoutIndexPath(item: item, section: 0))?.frame)
                let given = screen.spec.sections[0].items[item].aspectRatio ?? screen.spec.sections[0].style.aspectRatio!
                XCTAssertEqual(frame.height, frame.width * given)
                XCTAssertEqual(frame.height / frame.width, ratio, accuracy: 0.001)
            }
        }
        let first = { (screen: FeatureScreen) in screen.layout.layoutAttributesForItem(at: LayoutIndexPath(item: 0, section: 0))!.frame }
        XCTAssertGreaterThan(first(wide).height, first(narrow).height)
        XCTAssertTrue(narrow.lines.last!.contains("480pt×"), narrow.lines.last!)
    }

    func testSelfSizing() throws {
        let top = try screen("self-sizing", 60, 20)
        // "Dawn" wraps to 2 lines in a 28.5-wide column: 4 rows with the borders.
        let dawn = try XCTUnwrap(top.layout.layoutAttributesForItem(at: LayoutIndexPath(item: 0, section: 0)))
        XCTAssertEqual(dawn.frame.height, 4)
        XCTAssertEqual(top.find("┌Dawn")?.row, 2)
        XCTAssertEqual(top.find("rising over the water.")?.row, 4)
        let chinese = try screen("self-sizing", 60, 20, y: 17)
        XCTAssertNotNil(chinese.find("西湖的早晨，薄雾笼罩着湖"))
        XCTAssertNotNil(chinese.find("面，远处的雷峰塔若隐若现。"), "wide text wraps by display width, never before ，")
    }

    func testFullSpan() throws {
        let screen = try screen("full-span", 60, 20)
        let banner = try XCTUnwrap(screen.layout.layoutAttributesForItem(at: LayoutIndexPath(item: 0, section: 0)))
        XCTAssertEqual(banner.frame, Rect(x: 1, y: 1, width: 58, height: 3))
        let second = try XCTUnwrap(screen.layout.layoutAttributesForItem(at: LayoutIndexPath(item: 5, section: 0)))
        XCTAssertEqual(second.frame.minY, 1 + 3 + 1 + 3 + 1 + 3 + 1, "below the tallest column (Coffee and Mate)")
    }

    func testItemOrder() throws {
        let screen = try screen("item-order", 60, 31)
        // Items 4, 5, 6 land differently in each section.
        let columnsOf = { (section: Int) -> [Int] in
            (3..<6).map { item in
                let frame = screen.layout.layoutAttributesForItem(at: LayoutIndexPath(item: item, section: section))!.frame
                return Int((frame.minX - 1) / frame.width)
            }
        }
        XCTAssertEqual(columnsOf(0), [1, 2, 0], "shortest first")
        XCTAssertEqual(columnsOf(1), [0, 1, 2], "left to right")
        XCTAssertEqual(columnsOf(2), [2, 1, 0], "right to left")
    }

    func testTagAlignment() throws {
        let screen = try screen("tag-alignment", 60, 26)
        let lines = screen.lines
        // The last row of each section: left, centred, right, and justified keeps it left.
        XCTAssertTrue(lines[4].hasPrefix(" [Haskell]"))
        XCTAssertTrue(lines[10].hasPrefix("                  [Haskell]"))
        XCTAssertTrue(lines[16].hasSuffix("[中文]") && TextWidth.displayWidth(of: lines[16]) == 59)
        XCTAssertTrue(lines[22].hasPrefix(" [Haskell]"))
        // Vertical alignment: 1-row tags at the top, centre and bottom of a 3-row row.
        XCTAssertEqual(screen.find("[Rust]")?.row, 1)
        XCTAssertEqual(screen.grid.lines(trimmingTrailingSpaces: false)[8].contains("[Rust]"), true)
        XCTAssertEqual(screen.grid.lines(trimmingTrailingSpaces: false)[15].contains("[Rust]"), true)
    }

    func testRightToLeft() throws {
        let screen = try screen("rtl", 60, 28)
        let one = try XCTUnwrap(screen.find("1 one")), three = try XCTUnwrap(screen.find("3 three"))
        XCTAssertEqual(one.row, three.row)
        XCTAssertGreaterThan(one.column, three.column, "item 1 at the right")
        let first = try XCTUnwrap(screen.layout.layoutAttributesForItem(at: LayoutIndexPath(item: 0, section: 0)))
        XCTAssertEqual(first.frame.maxX, 60 - 4, "the left inset is on the right")
    }

    func testGrid() throws {
        let screen = try screen("grid", 60, 20)
        let frames = (0..<10).map { screen.layout.layoutAttributesForItem(at: LayoutIndexPath(item: $0, section: 0))!.frame }
        XCTAssertTrue(frames.allSatisfy { $0.size == Size(width: 12, height: 3) })
        XCTAssertEqual(Set(frames.map(\.minY)).count, 3, "4 + 4 + 2 items in three rows")
    }

    func testBackgrounds() throws {
        let screen = try screen("backgrounds", 60, 24)
        let elements = screen.layout.layoutAttributesForElements(in: screen.viewport.visibleRect)
        let backgrounds = elements.filter { $0.kind == .background }
        XCTAssertEqual(backgrounds.map(\.indexPath.section), [0, 2], "the middle section has \"background\": false")
        XCTAssertTrue(backgrounds.allSatisfy { $0.zIndex < elements.filter { $0.kind != .background }.map(\.zIndex).min()! })
        // Shaded around the cells, never over them.
        XCTAssertEqual(screen.grid[0, 1].symbol, "░")
        XCTAssertEqual(screen.grid[0, 1].style.dim, true)
        XCTAssertEqual(screen.grid[2, 2].symbol, "┌")
        XCTAssertEqual(screen.grid[3, 3].symbol, "O")
        XCTAssertFalse(screen.lines[13].contains("░"), "no background in the middle section")
    }

    func testHorizontalScrolling() throws {
        let top = try screen("horizontal", 60, 20)
        XCTAssertGreaterThan(top.viewport.contentWidth, 60)
        XCTAssertEqual(top.viewport.maxOffsetY, 0)
        let scrolled = try screen("horizontal", 60, 20, x: 30)
        let january = try XCTUnwrap(top.find("January")), moved = try XCTUnwrap(scrolled.find("January"))
        XCTAssertEqual(moved.column, january.column - 30, "scrolled sideways by 30 columns")
        XCTAssertEqual(moved.row, january.row)
    }

    func testAppStore() throws {
        // The carousel's first card and the next one peeking in, clipped at the view's edge; the
        // three-column grid below.
        let top = try screen("app-store", 80, 24)
        XCTAssertEqual(top.find("App of the Day")?.row, 2)
        XCTAssertEqual(top.find("Game of")?.column, 73, "the next card starts past the first, cut at the edge")
        XCTAssertEqual(top.find("3 Photos")?.row, 14)
        // Further down: the list, the one-large-two-small mosaic and the tag row.
        let bottom = try screen("app-store", 80, 24, y: 50)
        let large = try XCTUnwrap(bottom.find("Daybook")), small = try XCTUnwrap(bottom.find("Rhythm Lab"))
        XCTAssertEqual(large.row, small.row, "the large item and the first small one share a top")
        XCTAssertEqual(bottom.find("Field Guide")?.row, small.row + 4, "the second small one below it")
        XCTAssertEqual(bottom.find("Games")?.row, bottom.find("Music")?.row, "tags as wide as their titles share a row")
    }

    /// Apple's "Implementing Modern Collection Views" samples (`assets/modern-collection-views.json`,
    /// in points at 8 × 16, so 640 points at 80 columns), one screen per part.
    func testModernCollectionViews() throws {
        // The inset grid: five items a row, 128 points (16 columns, 8 rows) a slot less 5 points
        // on each side.
        let grid = try screen("modern-collection-views", 80, 24)
        XCTAssertEqual(grid.find("Inset items grid")?.row, 0)
        XCTAssertEqual(grid.find("│0 ")?.column, 1, "x 5 points: column 0.625, drawn from column 1")
        XCTAssertEqual(grid.find("│1 ")?.column, 17, "x 133 points: column 16.6")
        // The offsets are in points (16 a row): the badges over the top trailing corners of their
        // cells (row 125); the background's shading around and between the rows of its section
        // (row 148); the centred carousel (row 250); the list appearances (row 392).
        try screen("modern-collection-views", 80, 24, y: 2000)
        let background = try screen("modern-collection-views", 80, 24, y: 2368)
        XCTAssertEqual(background.find("Section background decoration 0")?.row, 2)
        XCTAssertEqual(background.lines[3], " ░░" + String(repeating: " ", count: 74) + "░░", "the background beside the header: 8 to 24 points")
        XCTAssertEqual(background.lines[4], " " + String(repeating: "░", count: 78), "and above the first row")
        let carousel = try screen("modern-collection-views", 80, 24, y: 4000)
        XCTAssertEqual(carousel.find("│4, 0 ")?.column, 7, "group 0 centred: 48 + 10 points = 7.25 columns")
        let lists = try screen("modern-collection-views", 80, 24, y: 6272)
        XCTAssertEqual(lists.find("┌Inset Grouped")?.column, 3, "insetGrouped: 20 points (2.5 columns) from each side")
    }
}
