import XCTest
import TrellisLayout
import TrellisTestSupport
@testable import TrellisSpec

/// `scale` (a spec in points) and `aspectRatio` (an item's height from its width): decoding, each
/// step of an item's size precedence (`height`/`width`, `aspectRatio`, `text`, `itemHeight`),
/// the warning for a ratio that a height overrides, tags, and the exact height of every ratio
/// item at any width.
final class ScaleAndAspectRatioTests: XCTestCase {
    private func load(_ json: String) throws -> (LayoutSpec, [String]) {
        let (spec, warnings) = try SpecLoader.parse(json: json, file: "s.json")
        return (spec, warnings.map(\.description))
    }

    /// The frames of every item, laid out at `width`.
    private func frames(_ spec: LayoutSpec, width: Double) -> [Rect] {
        let dataSource = SpecDataSource(spec: spec)
        let layout = spec.makeLayout(over: dataSource)
        layout.bounds = Rect(x: 0, y: 0, width: width, height: 100)
        layout.prepare()
        layout.completeLayout()
        var result: [Rect] = []
        for section in spec.sections.indices {
            for item in spec.sections[section].columns.indices {
                result.append(layout.layoutAttributesForItem(at: LayoutIndexPath(item: item, section: section))!.frame)
            }
        }
        return result
    }

    func testScaleIsDecodedAndDefaultsToOneUnitPerCell() throws {
        let (scaled, warnings) = try load(#"{"scale": {"x": 8, "y": 16}, "sections": []}"#)
        XCTAssertEqual(scaled.scale, LayoutScale(x: 8, y: 16))
        XCTAssertEqual(scaled.cellScale, LayoutScale(x: 8, y: 16))
        XCTAssertEqual(warnings, [])
        let (plain, _) = try load(#"{"sections": []}"#)
        XCTAssertNil(plain.scale)
        XCTAssertEqual(plain.cellScale, .unit)
    }

    func testScaleInASectionIsCheckedAndWarnedAbout() throws {
        let (spec, warnings) = try load(#"{"sections": [{"scale": {"x": 8, "y": 16}, "items": []}]}"#)
        XCTAssertNil(spec.scale)
        XCTAssertEqual(warnings, ["s.json:1:16: sections[0].scale: applies to the whole layout, not to one section: move it to the top level"])
        XCTAssertThrowsError(try load(#"{"sections": [{"scale": {"x": 0, "y": 16}, "items": []}]}"#))
    }

    /// Precedence in a waterfall: `height`, then `aspectRatio` (the item's, then its section's,
    /// then the spec's), then `text`, then `itemHeight`.
    func testEachStepOfTheWaterfallPrecedence() throws {
        let (spec, warnings) = try load("""
            {"columns": 1, "itemHeight": 7, "scale": {"x": 2, "y": 4}, "sections": [
              {"aspectRatio": 0.5, "items": [
                {"height": 3, "aspectRatio": 2},
                {"aspectRatio": 2},
                {"text": "abc def"},
                {"title": "only the section's ratio"}]},
              {"items": [
                {"text": "abc def"},
                {"title": "nothing"},
                {"height": 5, "text": "abc"}]}]}
            """)
        XCTAssertEqual(warnings, ["s.json:3:19: sections[0].items[0].aspectRatio: ignored (the item has a height, which comes first)"])
        let f = frames(spec, width: 20)
        XCTAssertEqual(f.map(\.width), Array(repeating: 20, count: 7))
        XCTAssertEqual(f[0].height, 3, "height first")
        XCTAssertEqual(f[1].height, 40, "then the item's ratio: 20 × 2")
        XCTAssertEqual(f[2].height, 10, "then the section's ratio, before text: 20 × 0.5")
        XCTAssertEqual(f[3].height, 10, "the section's ratio")
        // 20 points are 10 columns, 8 inside the borders: "abc def" is one line, + 2 borders, × 4 points.
        XCTAssertEqual(f[4].height, 12, "then text, in points")
        XCTAssertEqual(f[5].height, 7, "then itemHeight")
        XCTAssertEqual(f[6].height, 5, "height before text")
    }

    func testTheSpecsRatioIsTheDefaultOfEverySection() throws {
        let (spec, _) = try load(#"{"columns": 2, "aspectRatio": 1.5, "sections": [{"items": [{}, {"aspectRatio": 0.5}]}]}"#)
        XCTAssertEqual(frames(spec, width: 40).map(\.height), [30, 10])
    }

    /// Tags: `width`, then `itemHeight / aspectRatio`, clamped to the row like any wide tag,
    /// then the title measured (in columns of `x` points).
    func testTagsTakeTheirWidthFromTheRatioBeforeTheClamp() throws {
        let (spec, warnings) = try load("""
            {"layout": "tags", "itemHeight": 16, "scale": {"x": 8, "y": 16}, "sections": [{"items": [
              {"width": 40, "aspectRatio": 2},
              {"aspectRatio": 0.5},
              {"aspectRatio": 0.01},
              {"title": "abc"},
              {"height": 32, "aspectRatio": 0.5, "title": "ab"}]}]}
            """)
        XCTAssertEqual(warnings, [
            "s.json:2:17: sections[0].items[0].aspectRatio: ignored (the item has a width, which comes first)",
            "s.json:6:18: sections[0].items[4].aspectRatio: ignored (the item has a height, which comes first)",
        ])
        let f = frames(spec, width: 400)
        XCTAssertEqual(f[0].width, 40, "width first")
        XCTAssertEqual(f[1].width, 32, "itemHeight / ratio: 16 / 0.5")
        XCTAssertEqual(f[2].width, 400, "1600 points wide, clamped to the row")
        XCTAssertEqual(f[3].width, 40, "the title: (3 + 2) columns of 8 points")
        XCTAssertEqual(f[4].width, 32, "the title (2 + 2 columns): the height comes before the ratio")
        XCTAssertEqual(f[4].height, 32)
        XCTAssertEqual(f[1].height, 16)
    }

    func testAGridIgnoresRatiosWithAWarning() throws {
        let (spec, warnings) = try load(#"{"layout": "grid", "aspectRatio": 2, "sections": [{"items": [{"aspectRatio": 3}]}]}"#)
        XCTAssertEqual(warnings, ["s.json:1:20: aspectRatio: ignored in a grid (use itemSize)",
                                  "s.json:1:63: sections[0].items[0].aspectRatio: ignored in a grid (use itemSize)"])
        XCTAssertEqual(frames(spec, width: 40).map(\.size), [Size(width: 10, height: 3)])
    }

    /// The fast loader keeps ratios in a column, as the full decoder does, and gives way to it
    /// for an item whose ratio a height or width overrides (a warning).
    func testTheFastPathReadsRatios() throws {
        let json = #"{"scale": {"x": 8, "y": 16}, "sections": [{"aspectRatio": 0.5, "items": [{"aspectRatio": 1.25, "title": "a"}, {"height": 3}, {"aspectRatio": 1000}]}]}"#
        let fast = try XCTUnwrap(SpecLoader.fastDecode(Array(json.utf8), file: "f.json", measure: SpecLoader.characterCount))
        XCTAssertEqual(fast.sections[0].items, [ItemSpec(title: "a", aspectRatio: 1.25), ItemSpec(height: 3), ItemSpec(aspectRatio: 1000)])
        XCTAssertEqual(fast, try load(json).0)
        let warned = #"{"sections": [{"items": [{"aspectRatio": 1.25, "height": 2}]}]}"#
        XCTAssertNil(SpecLoader.fastDecode(Array(warned.utf8), file: "f.json", measure: SpecLoader.characterCount))
    }

    /// At any width, every waterfall item with a ratio (its own or its section's) and no height
    /// is exactly `width × ratio` tall, read one by one or in bulk.
    func testEveryRatioItemIsWidthTimesRatioTallAtAnyWidth() {
        let ratios = [0.001, 0.3, 0.5, 0.75, 1, 1.333, 1.5, 2.7, 1000]
        var checked = 0
        for seed: UInt64 in 1...150 {
            var g = SeededGenerator(seed: 0xA5EC7 &+ seed)
            var style = SpecStyle()
            style.sectionStyle = SectionStyle(columns: Int.random(in: 1...5, using: &g),
                                              lineSpacing: Double(Int.random(in: 0...16, using: &g)),
                                              interitemSpacing: Double(Int.random(in: 0...16, using: &g)) / 3,
                                              inset: EdgeInsets(top: 1, left: Double(Int.random(in: 0...9, using: &g)), bottom: 0, right: 1.5))
            if Bool.random(using: &g) { style.aspectRatio = ratios.randomElement(using: &g)! }
            let sections = (0..<Int.random(in: 1...3, using: &g)).map { _ in
                var section = SectionSpec(items: (0..<Int.random(in: 0...60, using: &g)).map { _ in
                    ItemSpec(height: Int.random(in: 0..<5, using: &g) == 0 ? 7 : nil,
                             text: Int.random(in: 0..<4, using: &g) == 0 ? "some text" : nil,
                             fullSpan: Int.random(in: 0..<8, using: &g) == 0,
                             aspectRatio: Bool.random(using: &g) ? ratios.randomElement(using: &g)! : nil)
                })
                if Bool.random(using: &g) { section.style.aspectRatio = ratios.randomElement(using: &g)! }
                return section
            }
            let spec = LayoutSpec(layout: .waterfall, style: style, sections: sections,
                                  scale: Bool.random(using: &g) ? LayoutScale(x: 8, y: 16) : nil)
            let width = Double(Int.random(in: 1...2000, using: &g)) / Double(Int.random(in: 1...7, using: &g))
            let f = frames(spec, width: width)
            var k = 0
            for section in spec.sections {
                let sectionRatio = section.style.fallingBack(to: spec.style).aspectRatio
                for item in section.items {
                    defer { k += 1 }
                    guard item.height == nil, let ratio = item.aspectRatio ?? sectionRatio else { continue }
                    XCTAssertEqual(f[k].height, f[k].width * ratio, "seed \(0xA5EC7 &+ seed), width \(width), item \(k)")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 2_000)
    }

    /// Self-sizing text in points: wrapped at `floor(width / x) - 2` columns, `y` points a line.
    func testTextIsMeasuredInColumnsAndLinesOfTheScale() throws {
        let (spec, _) = try load(#"{"columns": 1, "scale": {"x": 8, "y": 16}, "sections": [{"items": [{"text": "one two three four"}]}]}"#)
        let dataSource = SpecDataSource(spec: spec)
        // 96 points are 12 columns, 10 inside: "one two", "three four": 2 lines + 2 borders.
        XCTAssertEqual(dataSource.heightForItem(at: LayoutIndexPath(item: 0, section: 0), width: 96), 64)
        XCTAssertEqual(dataSource.textLines(forItemAt: LayoutIndexPath(item: 0, section: 0), width: 96), ["one two", "three four"])
    }
}

/// The mean item height a waterfall's estimate takes from a spec (issue 23, item 6).
final class AverageItemHeightTests: XCTestCase {
    private func dataSource(_ json: String) throws -> SpecDataSource {
        SpecDataSource(spec: try SpecLoader.parse(json: json, file: "a.json").0)
    }

    func testTheMeanIsTheHeightsPlusTheWidthTimesTheRatiosOwnOrTheSections() throws {
        // Heights 4 and 10, ratios 0.5 (its own) and 2 (the section's): at 6 wide, 4, 10, 3 and 12.
        let data = try dataSource(#"{"layout": "waterfall", "sections": [{"aspectRatio": 2, "items": [{"height": 4}, {"height": 10}, {"aspectRatio": 0.5}, {}]}]}"#)
        XCTAssertEqual(data.averageItemHeight(inSection: 0, width: 6), (4 + 10 + 3 + 12) / 4.0)
        XCTAssertEqual(data.averageItemHeight(inSection: 0, width: 6), (0..<4).map { data.heightForItem(at: LayoutIndexPath(item: $0, section: 0), width: 6)! }.reduce(0, +) / 4)
        data.appendItems([ItemSpec(aspectRatio: 1)], toSection: 0)
        XCTAssertEqual(data.averageItemHeight(inSection: 0, width: 6), (4 + 10 + 3 + 12 + 6) / 5.0, "appended items count")
    }

    func testNoMeanWhereAnItemSizesItselfOtherwiseOrNoRatioSizesAny() throws {
        let text = try dataSource(#"{"layout": "waterfall", "sections": [{"aspectRatio": 2, "items": [{"height": 4}]}, {"items": [{"aspectRatio": 1}, {"text": "a lake"}]}, {"items": [{"height": 3}]}, {"items": []}]}"#)
        XCTAssertEqual(text.averageItemHeight(inSection: 0, width: 6), nil, "no item sized by a ratio: the items laid out say as much")
        XCTAssertEqual(text.averageItemHeight(inSection: 1, width: 6), nil, "a text sizes itself at its width")
        XCTAssertEqual(text.averageItemHeight(inSection: 2, width: 6), nil)
        XCTAssertEqual(text.averageItemHeight(inSection: 3, width: 6), nil, "no items")
        XCTAssertEqual(text.averageItemHeight(inSection: 9, width: 6), nil, "no such section")
        let tags = try dataSource(#"{"layout": "tags", "sections": [{"items": [{"aspectRatio": 1}]}]}"#)
        XCTAssertEqual(tags.averageItemHeight(inSection: 0, width: 6), nil, "a ratio gives a tag its width, not its height")
    }
}
