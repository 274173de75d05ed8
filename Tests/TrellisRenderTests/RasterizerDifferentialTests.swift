import XCTest
import TrellisLayout
@testable import TrellisRender

/// The rasterizer's fast paths (a frame of a thousand tags: titles read as bytes in place,
/// outline rows and ASCII labels written as 64-bit cells, a row of tags swept for overlaps in
/// one pass, item text asked for once per section) against the simple rasterizer they replace,
/// written here cell by cell through the public writers: the same grid, cell for cell, and the
/// same overlapping cells, over many random scenes (tag rows, boxes of every height, bars,
/// backgrounds and badges; clipped areas, fractional offsets, scales, hidden and dimmed
/// elements; titles of ASCII, CJK, emoji, controls and broken UTF-8, drawn over a grid already
/// holding wide characters). A failure prints its seed; replay it with `TRELLIS_SEED=<seed>`.
final class RasterizerDifferentialTests: XCTestCase {
    private static let titles: [[UInt8]?] = [
        nil, [], Array("dawn".utf8), Array("river stone".utf8), Array("a long title that never fits".utf8),
        Array("x".utf8), Array("abc".utf8), Array("中文标签".utf8), Array("👍🏽 ok".utf8), Array("e\u{301}te\u{301}".utf8),
        Array("a\u{7}b\tc".utf8), Array("tab\u{202E}rtl".utf8), [0x61, 0xFF, 0x62], [0xE4, 0xB8], Array("~ |}{".utf8),
        Array("…".utf8), Array("カタカナ".utf8),
    ]

    /// Titles kept as UTF-8 bytes and handed over in place, as the spec's data source does.
    private final class ByteLabels: RenderLabels {
        var items: [LayoutIndexPath: [UInt8]] = [:]
        var sections: [Int: String] = [:]
        func title(forItemAt indexPath: LayoutIndexPath) -> String? {
            items[indexPath].map { String(decoding: $0, as: UTF8.self) }
        }
        func withTitleUTF8(forItemAt indexPath: LayoutIndexPath, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
            guard let bytes = items[indexPath] else { return false }
            bytes.withUnsafeBufferPointer(body)
            return true
        }
        func title(forSection section: Int) -> String? { sections[section] }
    }

    private struct Scene {
        var elements: [LayoutAttributes]
        var labels: ByteLabels
        var grid: CellGrid
        var area: CellRect
        var offset: Point
        var scale: LayoutScale
    }

    private func randomScene(_ generator: inout SeededGenerator) -> Scene {
        let width = Int.random(in: 1...70, using: &generator), height = Int.random(in: 1...30, using: &generator)
        var grid = CellGrid(width: width, height: height)
        // Wide characters already on screen, for the halves a box or a label cuts.
        for _ in 0..<Int.random(in: 0...8, using: &generator) {
            let text = ["中文", "a中b", "👍🏽👍🏽", "カタ", "x", "한국어"].randomElement(using: &generator)!
            grid.setString(text, x: Int.random(in: -1..<width, using: &generator), y: Int.random(in: 0..<height, using: &generator))
        }
        let area = Bool.random(using: &generator) ? grid.area
            : CellRect(x: Int.random(in: -3...width / 2, using: &generator), y: Int.random(in: -3...height / 2, using: &generator),
                       width: Int.random(in: 0...width + 3, using: &generator), height: Int.random(in: 0...height + 3, using: &generator))
        func coordinate(_ range: ClosedRange<Int>) -> Double {
            let whole = Double(Int.random(in: range, using: &generator))
            return Int.random(in: 0..<3, using: &generator) == 0 ? whole + Double(Int.random(in: 0..<10, using: &generator)) / 10 : whole
        }
        let labels = ByteLabels()
        var elements: [LayoutAttributes] = []
        var item = 0
        func addCell(_ frame: Rect, section: Int, zIndex: Int = 0) {
            let path = LayoutIndexPath(item: item, section: section)
            item += 1
            var element = LayoutAttributes(kind: .cell, indexPath: path, frame: frame, zIndex: zIndex)
            switch Int.random(in: 0..<12, using: &generator) {
            case 0: element.isHidden = true
            case 1: element.alpha = 0
            case 2: element.alpha = 0.5
            default: break
            }
            elements.append(element)
            if let title = Self.titles.randomElement(using: &generator)! { labels.items[path] = title }
        }
        // Rows of tags, 1 row high (sometimes 3), side by side, now and then overlapping.
        var y = coordinate(-4...4)
        for _ in 0..<Int.random(in: 0...12, using: &generator) {
            let rowHeight = Bool.random(using: &generator) ? 1.0 : 3.0
            var x = coordinate(-3...2)
            for _ in 0..<Int.random(in: 1...10, using: &generator) {
                let tagWidth = Double(Int.random(in: 1...14, using: &generator))
                addCell(Rect(x: x, y: y, width: tagWidth, height: rowHeight), section: Int.random(in: 0...1, using: &generator))
                x += tagWidth + (Int.random(in: 0..<8, using: &generator) == 0 ? -2 : 1)
            }
            y += rowHeight + (Int.random(in: 0..<6, using: &generator) == 0 ? -0.5 : 0)
        }
        // Boxes of every size anywhere, and section views.
        for _ in 0..<Int.random(in: 0...10, using: &generator) {
            let frame = Rect(x: coordinate(-5...width), y: coordinate(-5...(height + 8)),
                             width: coordinate(0...max(2, width / 2)), height: coordinate(0...6))
            let section = Int.random(in: 0...3, using: &generator)
            switch Int.random(in: 0..<8, using: &generator) {
            case 0: elements.append(LayoutAttributes(kind: .header, indexPath: LayoutIndexPath(item: 0, section: section),
                                                     frame: frame, zIndex: 10))
            case 1: elements.append(LayoutAttributes(kind: .footer, indexPath: LayoutIndexPath(item: 0, section: section),
                                                     frame: frame, zIndex: 10))
            case 2: elements.append(LayoutAttributes(kind: .background, indexPath: LayoutIndexPath(item: 0, section: section),
                                                     frame: frame, zIndex: -1))
            case 3: elements.append(LayoutAttributes(kind: "badge", indexPath: LayoutIndexPath(item: item, section: section),
                                                     frame: frame, zIndex: 1))
            default: addCell(frame, section: section, zIndex: [0, 0, 1, -2].randomElement(using: &generator)!)
            }
            labels.sections[section] = ["Beach", "中文标签", "", "a long section title"].randomElement(using: &generator)!
        }
        if Bool.random(using: &generator) { elements.shuffle(using: &generator) }
        let scale = Int.random(in: 0..<4, using: &generator) == 0 ? LayoutScale(x: 2, y: 1.5) : .unit
        return Scene(elements: elements, labels: labels, grid: grid, area: area,
                     offset: Point(x: coordinate(-2...3), y: coordinate(-2...6)), scale: scale)
    }

    /// A grid as text with its styles, for failure messages.
    private static func text(_ grid: CellGrid) -> String { grid.ansiText() }

    func testRasterizerMatchesTheSimpleOne() {
        var cellsDrawn = 0
        for seed in propertySeeds(count: 1500) {
            var generator = SeededGenerator(seed: seed)
            let scene = randomScene(&generator)
            var fast = scene.grid
            var rasterizer = Rasterizer(labels: scene.labels)
            rasterizer.scale = scene.scale
            let overlapping = rasterizer.draw(scene.elements, offset: scene.offset, in: scene.area, of: &fast)
            var simple = scene.grid
            let expected = SimpleRasterizer(labels: scene.labels, scale: scene.scale)
                .draw(scene.elements, offset: scene.offset, in: scene.area, of: &simple)
            XCTAssertEqual(overlapping, expected, "seed \(seed)")
            XCTAssert(fast == simple, "seed \(seed):\n\(Self.text(fast))\nsimple:\n\(Self.text(simple))")
            // Titles as strings (the protocol's default byte access) draw the same.
            var strings = StaticLabels(sections: scene.labels.sections)
            for (path, bytes) in scene.labels.items { strings.items[path] = String(decoding: bytes, as: UTF8.self) }
            var viaStrings = scene.grid
            var stringRasterizer = Rasterizer(labels: strings)
            stringRasterizer.scale = scene.scale
            stringRasterizer.draw(scene.elements, offset: scene.offset, in: scene.area, of: &viaStrings)
            XCTAssert(viaStrings == fast, "seed \(seed):\n\(Self.text(viaStrings))\nbytes:\n\(Self.text(fast))")
            cellsDrawn += scene.elements.count
        }
        XCTAssertGreaterThan(cellsDrawn, 10_000)
    }

    /// Boxes alone, against the cell-by-cell outline and the truncated label, with clips that
    /// cut them anywhere and wide characters under every edge.
    func testBoxMatchesCellByCellDrawing() {
        for seed in propertySeeds(count: 3000) {
            var generator = SeededGenerator(seed: seed)
            let width = Int.random(in: 1...24, using: &generator), height = Int.random(in: 1...8, using: &generator)
            var grid = CellGrid(width: width, height: height)
            for row in 0..<height where Bool.random(using: &generator) {
                grid.setString(["中文中文中文中文中文中", "a中b文c中d", "👍🏽 ok 中"].randomElement(using: &generator)!,
                               x: Int.random(in: -1...1, using: &generator), y: row)
            }
            let rect = CellRect(x: Int.random(in: -3...width, using: &generator), y: Int.random(in: -2...height, using: &generator),
                                width: Int.random(in: 1...width + 2, using: &generator), height: Int.random(in: 1...5, using: &generator))
            let clip = CellRect(x: Int.random(in: -2...width, using: &generator), y: Int.random(in: -2...height, using: &generator),
                                width: Int.random(in: 0...width + 3, using: &generator), height: Int.random(in: 0...height + 3, using: &generator))
            let label = String(decoding: Self.titles.randomElement(using: &generator)! ?? [], as: UTF8.self)
            let glyphs: BoxGlyphs = Bool.random(using: &generator) ? .light : .heavy
            let style = CellStyle(foreground: Color.allCases.randomElement(using: &generator)!, bold: Bool.random(using: &generator))
            var fast = grid, simple = grid
            fast.drawBox(rect, label: label, glyphs: glyphs, style: style, clip: clip)
            SimpleRasterizer.box(rect, label: label, glyphs: glyphs, style: style, clip: clip, of: &simple)
            XCTAssert(fast == simple, "seed \(seed): \(rect) clip \(clip) label \(label):\n\(Self.text(fast))\nsimple:\n\(Self.text(simple))")
        }
    }

    /// A section whose items have no text may say so: the cells then draw as when their lines
    /// are asked for and found missing, and a section with text still draws its text.
    func testSectionsWithoutTextDrawTheSame() {
        final class TextLabels: RenderLabels {
            let declaresSections: Bool
            init(declaresSections: Bool) { self.declaresSections = declaresSections }
            func title(forItemAt indexPath: LayoutIndexPath) -> String? { "t\(indexPath.item)" }
            func textLines(forItemAt indexPath: LayoutIndexPath, width: Double) -> [String]? {
                indexPath.section == 1 && indexPath.item % 2 == 0 ? ["line one", "line two", "three"] : nil
            }
            func mayHaveItemText(inSection section: Int) -> Bool { declaresSections ? section == 1 : true }
        }
        for seed in propertySeeds(count: 300) {
            var generator = SeededGenerator(seed: seed)
            let scene = randomScene(&generator)
            var declared = scene.grid, asked = scene.grid
            Rasterizer(labels: TextLabels(declaresSections: true)).draw(scene.elements, offset: scene.offset, in: scene.area, of: &declared)
            Rasterizer(labels: TextLabels(declaresSections: false)).draw(scene.elements, offset: scene.offset, in: scene.area, of: &asked)
            XCTAssert(declared == asked, "seed \(seed):\n\(Self.text(declared))\nasked:\n\(Self.text(asked))")
        }
    }

    /// Rows of tags side by side (the sweep's one-pass case), in both directions, against every pair.
    func testOverlapsInRowsOfTagsMatchEveryPair() {
        for seed in propertySeeds(count: 400) {
            var generator = SeededGenerator(seed: seed)
            var frames: [Rect] = []
            for row in 0..<Int.random(in: 1...8, using: &generator) {
                var x = Double(Int.random(in: 0...3, using: &generator))
                var rowFrames: [Rect] = []
                for _ in 0..<Int.random(in: 1...15, using: &generator) {
                    let width = Double(Int.random(in: 0...9, using: &generator))
                    rowFrames.append(Rect(x: x, y: Double(row) * (Bool.random(using: &generator) ? 1 : 0.75), width: width, height: 1))
                    x += width + Double(Int.random(in: -2...2, using: &generator))
                }
                frames += Bool.random(using: &generator) ? rowFrames : rowFrames.reversed()
            }
            var expected = Set<Int>()
            for i in frames.indices where OverlapDetector.isUsable(frames[i]) {
                for j in frames.indices where i != j && OverlapDetector.isUsable(frames[j]) && frames[i].intersects(frames[j]) {
                    expected.insert(i)
                }
            }
            XCTAssertEqual(OverlapDetector.overlapping(frames), expected, "seed \(seed)")
            let elements = frames.enumerated().map {
                LayoutAttributes(kind: .cell, indexPath: LayoutIndexPath(item: $0.offset, section: 0), frame: $0.element)
            }
            XCTAssertEqual(OverlapDetector.overlappingCells(in: elements), expected.sorted(), "seed \(seed)")
        }
    }
}

/// The rasterizer as it was before its fast paths, kept simple: elements sorted by the drawing
/// order, every cell written on its own (``CellGrid/set(_:x:y:)``), every label a truncated
/// string (``TextWidth/truncate(_:toWidth:)``, ``CellGrid/setString(_:x:y:style:clip:)``),
/// overlaps found by comparing every pair of cells. Items have no text here.
private struct SimpleRasterizer {
    var labels: any RenderLabels
    var scale: LayoutScale
    var palette = SectionPalette.standard

    func draw(_ elements: [LayoutAttributes], offset: Point, in area: CellRect, of grid: inout CellGrid) -> Set<LayoutIndexPath> {
        let area = area.intersection(grid.area)
        let cells = elements.indices.filter {
            elements[$0].category == .cell && elements[$0].isDrawn && OverlapDetector.isUsable(elements[$0].frame)
        }
        var warned = Set<Int>()
        for i in cells { for j in cells where i != j && elements[i].frame.intersects(elements[j].frame) { warned.insert(i) } }
        let order = elements.indices.sorted { a, b in
            let (l, r) = (elements[a], elements[b])
            if l.zIndex != r.zIndex { return l.zIndex < r.zIndex }
            if Rasterizer.drawingRank(l) != Rasterizer.drawingRank(r) { return Rasterizer.drawingRank(l) < Rasterizer.drawingRank(r) }
            if l.indexPath != r.indexPath { return l.indexPath < r.indexPath }
            if l.frame.minY != r.frame.minY { return l.frame.minY < r.frame.minY }
            if l.frame.minX != r.frame.minX { return l.frame.minX < r.frame.minX }
            return a < b
        }
        for index in order where !area.isEmpty {
            let element = elements[index]
            let isBadge = element.category == .supplementaryView && element.kind != .header && element.kind != .footer
            let item = isBadge ? elements.last { $0.category == .cell && $0.indexPath == element.indexPath }?.frame : nil
            guard element.isDrawn,
                  let rect = isBadge ? badgeRect(element.frame, item: item, offset: offset, area: area)
                                     : cellRect(element.frame, offset: offset, area: area),
                  !rect.intersection(area).isEmpty else { continue }
            let section = element.indexPath.section
            switch element.category {
            case .decorationView:
                let style = CellStyle(foreground: palette.color(forSection: section), dim: true)
                let shaded = rect.intersection(area)
                for y in shaded.y..<shaded.maxY {
                    for x in shaded.x..<shaded.maxX { grid.set(Cell(symbol: "░", style: style), x: x, y: y) }
                }
            case .cell:
                let warning = warned.contains(index)
                var style = warning ? Rasterizer.warningStyle : .plain
                if element.alpha < 1, !warning { style.dim = true }
                let title = labels.title(forItemAt: element.indexPath)
                Self.box(rect, label: title.flatMap { $0.isEmpty ? nil : $0 } ?? element.indexPath.description,
                         glyphs: warning ? .heavy : .light, style: style, clip: area, of: &grid)
            case .supplementaryView:
                let isHeader = element.kind == .header
                let color = palette.color(forSection: section)
                if isHeader || element.kind == .footer {
                    let style = CellStyle(foreground: color, bold: isHeader, reverse: true, dim: element.alpha < 1)
                    let visible = rect.intersection(area).intersection(grid.area)
                    for y in visible.y..<visible.maxY {
                        for x in visible.x..<visible.maxX { grid.set(Cell(symbol: " ", style: style), x: x, y: y) }
                    }
                    let padding = rect.width >= 3 ? 1 : 0
                    let labelArea = CellRect(x: rect.x + padding, y: rect.y, width: rect.width - 2 * padding, height: 1)
                    let title = labels.title(forSection: section).flatMap { $0.isEmpty ? nil : $0 } ?? "Section \(section)"
                    grid.setString(TextWidth.truncate(title, toWidth: labelArea.width), x: labelArea.x, y: labelArea.y,
                                   style: style, clip: labelArea.intersection(area))
                } else if rect.width >= 3 {
                    // A badge: a box with its kind's initial.
                    Self.box(rect, label: String(element.kind.rawValue.first ?? "?"), glyphs: .light,
                             style: CellStyle(foreground: color, dim: element.alpha < 1), clip: area, of: &grid)
                } else {
                    // A narrow badge: reverse-video blanks, the initial at the top-left.
                    let style = CellStyle(foreground: color, reverse: true, dim: element.alpha < 1)
                    let visible = rect.intersection(area).intersection(grid.area)
                    for y in visible.y..<visible.maxY {
                        for x in visible.x..<visible.maxX { grid.set(Cell(symbol: " ", style: style), x: x, y: y) }
                    }
                    let corner = CellRect(x: rect.x, y: rect.y, width: rect.width, height: 1).intersection(area)
                    if corner.contains(x: rect.x, y: rect.y) {
                        grid.setString(TextWidth.truncate(String(element.kind.rawValue.first ?? "?"), toWidth: rect.width),
                                       x: rect.x, y: rect.y, style: style, clip: corner)
                    }
                }
            }
        }
        return Set(warned.map { elements[$0].indexPath })
    }

    /// Where a frame lands: every edge divided by the scale, then `floor(v + 0.5)`.
    func cellRect(_ frame: Rect, offset: Point, area: CellRect) -> CellRect? {
        func round(_ value: Double) -> Int { Int((min(max(value, -1e15), 1e15) + 0.5).rounded(.down)) }
        guard frame.minX.isFinite, frame.minY.isFinite, frame.maxX.isFinite, frame.maxY.isFinite else { return nil }
        let minX = round(frame.minX / scale.x), maxX = round(frame.maxX / scale.x)
        let minY = round(frame.minY / scale.y), maxY = round(frame.maxY / scale.y)
        guard minX < maxX, minY < maxY else { return nil }
        let dx = round(offset.x / scale.x), dy = round(offset.y / scale.y)
        return CellRect(minX: area.x + minX - dx, minY: area.y + minY - dy, maxX: area.x + maxX - dx, maxY: area.y + maxY - dy)
    }

    /// Where a badge lands: its width and height each rounded to cells (at least 1), centred on
    /// its centre measured from the nearest edges of its item's box (when its item is drawn).
    func badgeRect(_ frame: Rect, item: Rect?, offset: Point, area: CellRect) -> CellRect? {
        func round(_ value: Double) -> Int { Int((min(max(value, -1e15), 1e15) + 0.5).rounded(.down)) }
        guard frame.minX.isFinite, frame.minY.isFinite, frame.maxX.isFinite, frame.maxY.isFinite,
              frame.width > 0, frame.height > 0 else { return nil }
        let width = max(1, round(frame.width / scale.x)), height = max(1, round(frame.height / scale.y))
        let centre = (x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
        var edge = (x: 0.0, y: 0.0), cells = (x: 0, y: 0)
        if let item, let box = cellRect(item, offset: .zero, area: CellRect(x: 0, y: 0, width: 0, height: 0)) {
            if centre.x >= item.minX + item.width / 2 { (edge.x, cells.x) = (item.maxX, box.maxX) } else { (edge.x, cells.x) = (item.minX, box.x) }
            if centre.y >= item.minY + item.height / 2 { (edge.y, cells.y) = (item.maxY, box.maxY) } else { (edge.y, cells.y) = (item.minY, box.y) }
        }
        let dx = round(offset.x / scale.x), dy = round(offset.y / scale.y)
        let minX = cells.x + round((centre.x - edge.x) / scale.x - Double(width) / 2)
        let minY = cells.y + round((centre.y - edge.y) / scale.y - Double(height) / 2)
        return CellRect(x: area.x + minX - dx, y: area.y + minY - dy, width: width, height: height)
    }

    /// A box cell by cell, then its label truncated to the interior width.
    static func box(_ rect: CellRect, label: String, glyphs: BoxGlyphs, style: CellStyle, clip: CellRect,
                    of grid: inout CellGrid) {
        let visible = rect.intersection(clip).intersection(grid.area)
        guard !visible.isEmpty else { return }
        for y in visible.y..<visible.maxY {
            for x in visible.x..<visible.maxX {
                let glyph = glyphs.glyph(x: x - rect.x, y: y - rect.y, width: rect.width, height: rect.height)
                grid.set(Cell(symbol: String(glyph), style: style), x: x, y: y)
            }
        }
        guard rect.width >= 3 else { return }
        let labelArea = CellRect(x: rect.x + 1, y: rect.height >= 3 ? rect.y + 1 : rect.y, width: rect.width - 2, height: 1)
        grid.setString(TextWidth.truncate(label, toWidth: labelArea.width), x: labelArea.x, y: labelArea.y,
                       style: style, clip: labelArea.intersection(clip))
    }
}
