import XCTest
import TrellisLayout
@testable import TrellisSpec

/// Specs that load: values, defaults, fallbacks, measured tag widths, warnings.
final class GoodSpecTests: XCTestCase {
    /// The example of `docs/spec-format.md`.
    static let photos = #"""
    {
      "title": "Photos",
      "layout": "waterfall",
      "columns": 2, "lineSpacing": 1, "interitemSpacing": 2, "itemHeight": 1,
      "inset": {"top": 1, "left": 2, "bottom": 1, "right": 2},
      "sections": [
        { "title": "Beach", "columns": 3, "inset": {"top": 0, "left": 1, "bottom": 0, "right": 1},
          "lineSpacing": 1, "interitemSpacing": 1, "itemHeight": 2,
          "header": 2, "footer": 1,
          "items": [ {"height": 5, "title": "sunset"}, {"height": 8.5}, {"text": "self-sizing", "width": 9, "title": "swift"} ] },
        { "items": [] }
      ]
    }
    """#

    private func load(_ json: String, measure: (String) -> Int = SpecLoader.characterCount,
                      file: StaticString = #filePath, line: UInt = #line) throws -> (LayoutSpec, [SpecDiagnostic]) {
        do {
            let result = try SpecLoader.parse(json: json, file: "test.json", measure: measure)
            return (result.spec, result.warnings)
        } catch {
            XCTFail("unexpected error: \(error)", file: file, line: line)
            throw error
        }
    }

    /// The one warning of ``photos``: a waterfall item's `width` does nothing (it is still kept).
    static let photosWarnings = ["sections[0].items[2].width: ignored in a waterfall (an item is as wide as its column)"]

    func testTheExampleLoadsEveryValue() throws {
        let (spec, warnings) = try load(Self.photos)
        XCTAssertEqual(warnings.map { "\($0.path): \($0.message)" }, Self.photosWarnings)
        XCTAssertEqual(spec.title, "Photos")
        XCTAssertEqual(spec.layout, .waterfall)
        XCTAssertEqual(spec.style.sectionStyle, SectionStyle(
            columns: 2, lineSpacing: 1, interitemSpacing: 2,
            inset: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2), itemHeight: 1))
        XCTAssertEqual(spec.sections.count, 2)
        let beach = spec.sections[0]
        XCTAssertEqual(beach.title, "Beach")
        XCTAssertEqual(beach.style.sectionStyle, SectionStyle(
            columns: 3, lineSpacing: 1, interitemSpacing: 1,
            inset: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1), itemHeight: 2,
            headerHeight: 2, footerHeight: 1))
        XCTAssertEqual(beach.items, [
            ItemSpec(height: 5, title: "sunset"),
            ItemSpec(height: 8.5),
            ItemSpec(width: 9, title: "swift", text: "self-sizing"),
        ])
        XCTAssertEqual(spec.sections[1], SectionSpec(items: []))
        XCTAssertEqual(spec.itemCount, 3)
    }

    func testMinimalSpecHasEveryDefault() throws {
        let (spec, warnings) = try load(#"{"sections": []}"#)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(spec, LayoutSpec(title: nil, layout: .waterfall, style: SpecStyle(), sections: []))
        XCTAssertEqual(spec.style.sectionStyle, SectionStyle())
    }

    func testSectionValuesFallBackToLayoutWideValues() throws {
        let (spec, _) = try load(#"""
        {"columns": 4, "lineSpacing": 3, "header": 2, "footer": 1, "pinHeaders": true, "order": "rightToLeft",
         "sections": [{"columns": 2, "footer": 0, "items": []}]}
        """#)
        let resolved = spec.sections[0].style.fallingBack(to: spec.style)
        XCTAssertEqual(resolved.sectionStyle.columns, 2)
        XCTAssertEqual(resolved.sectionStyle.lineSpacing, 3)
        XCTAssertEqual(resolved.sectionStyle.headerHeight, 2)
        XCTAssertEqual(resolved.sectionStyle.footerHeight, 0)
        XCTAssertEqual(resolved.sectionStyle.itemOrder, .rightToLeft)
        XCTAssertEqual(resolved.sectionHeadersPinToVisibleBounds, true)
        XCTAssertNil(resolved.sectionStyle.interitemSpacing)
    }

    func testInsetSidesLeftOutAreZero() throws {
        let (spec, _) = try load(#"{"inset": {"left": 3}, "sections": [{"inset": {}, "items": []}]}"#)
        XCTAssertEqual(spec.style.sectionStyle.inset, EdgeInsets(top: 0, left: 3, bottom: 0, right: 0))
        XCTAssertEqual(spec.sections[0].style.sectionStyle.inset, .zero)
    }

    func testFeatureKeysAreKeptInTheModel() throws {
        let (spec, warnings) = try load(#"""
        {"layout": "grid", "pinHeaders": false, "order": "leftToRight", "align": "justified",
         "verticalAlign": "bottom", "direction": "rtl", "scrollDirection": "horizontal",
         "background": true, "itemSize": {"width": 10, "height": 3},
         "sections": [{"align": "center", "items": [{"fullSpan": true}, {}]}]}
        """#)
        // Kept, though a grid uses none of them (each warned about).
        XCTAssertEqual(warnings.map(\.path), ["order", "align", "verticalAlign", "direction", "sections[0].align", "sections[0].items[0].fullSpan"])
        XCTAssertEqual(spec.layout, .grid)
        XCTAssertEqual(spec.style.sectionHeadersPinToVisibleBounds, false)
        XCTAssertEqual(spec.style.sectionStyle.itemOrder, .leftToRight)
        XCTAssertEqual(spec.style.sectionStyle.alignment, .justified)
        XCTAssertEqual(spec.style.sectionStyle.verticalAlignment, .bottom)
        XCTAssertEqual(spec.style.direction, .rightToLeft)
        XCTAssertEqual(spec.style.scrollDirection, .horizontal)
        XCTAssertEqual(spec.style.sectionStyle.background, true)
        XCTAssertEqual(spec.style.sectionStyle.itemSize, Size(width: 10, height: 3))
        XCTAssertEqual(spec.sections[0].style.sectionStyle.alignment, .center)
        XCTAssertEqual(spec.sections[0].items, [ItemSpec(fullSpan: true), ItemSpec()])
    }

    func testWaterfallItemWithTextNeedsNoHeight() throws {
        let (spec, _) = try load(#"{"sections": [{"items": [{"text": "hello world"}]}]}"#)
        XCTAssertEqual(spec.sections[0].items, [ItemSpec(text: "hello world")])
        XCTAssertNil(spec.sections[0].items[0].height)
    }

    func testTagWidthIsMeasuredFromTheTitlePlusBorders() throws {
        var measured: [String] = []
        let (spec, _) = try load(#"""
        {"layout": "tags", "sections": [{"items": [
          {"title": "swift"}, {"title": "日本", "width": 4}, {"width": 7}, {"title": "ab", "height": 3}
        ]}]}
        """#, measure: { measured.append($0); return $0.unicodeScalars.count * 10 })
        XCTAssertEqual(measured, ["swift", "ab"], "only titles without a width are measured")
        XCTAssertEqual(spec.sections[0].items.map(\.width), [52, 4, 7, 22])
        XCTAssertEqual(spec.sections[0].items[3].height, 3, "height on a tag overrides itemHeight")
    }

    func testNegativeMeasureCountsAsZero() throws {
        let (spec, _) = try load(#"{"layout": "tags", "sections": [{"items": [{"title": "x"}]}]}"#, measure: { _ in -5 })
        XCTAssertEqual(spec.sections[0].items[0].width, 2)
    }

    func testWaterfallTitlesAreNotMeasured() throws {
        let (spec, _) = try load(#"{"sections": [{"items": [{"title": "x", "height": 1}]}]}"#, measure: { _ in
            XCTFail("measured")
            return 0
        })
        XCTAssertNil(spec.sections[0].items[0].width)
    }

    func testUnknownKeysWarnWithSuggestions() throws {
        let (spec, warnings) = try load(#"""
        {"colums": 3, "sections": [
          {"colums": 2, "lineSpaceing": 1, "Header": 1, "zzz": 0, "items": [{"hieght": 2, "height": 1, "widht": 1}],
           "inset": {"botom": 1}, "itemSize": {"width": 1, "height": 1, "heigth": 2}}
        ]}
        """#)
        XCTAssertEqual(warnings.map(\.description), [
            #"test.json:1:2: colums: unknown key (did you mean "columns"?)"#,
            #"test.json:2:4: sections[0].colums: unknown key (did you mean "columns"?)"#,
            #"test.json:2:17: sections[0].lineSpaceing: unknown key (did you mean "lineSpacing"?)"#,
            #"test.json:2:36: sections[0].Header: unknown key (did you mean "header"?)"#,
            #"test.json:2:49: sections[0].zzz: unknown key"#,
            #"test.json:2:70: sections[0].items[0].hieght: unknown key (did you mean "height"?)"#,
            #"test.json:2:96: sections[0].items[0].widht: unknown key (did you mean "width"?)"#,
            #"test.json:3:14: sections[0].inset.botom: unknown key (did you mean "bottom"?)"#,
            #"test.json:3:27: sections[0].itemSize: ignored in a waterfall (only a grid has an itemSize)"#,
            #"test.json:3:65: sections[0].itemSize.heigth: unknown key (did you mean "height"?)"#,
        ])
        XCTAssertEqual(spec.sections[0].style.sectionStyle.columns, nil)
        XCTAssertEqual(spec.sections[0].items, [ItemSpec(height: 1)])
    }

    func testWarningDescriptionForTheApp() throws {
        let (_, warnings) = try load(#"{"sections": [{"colums": 3, "items": []}]}"#)
        XCTAssertEqual(warnings.map { "trellis: warning: \($0)" },
                       [#"trellis: warning: test.json:1:16: sections[0].colums: unknown key (did you mean "columns"?)"#])
        XCTAssertEqual(warnings.first?.path, "sections[0].colums")
        XCTAssertEqual(warnings.first?.line, 1)
        XCTAssertEqual(warnings.first?.column, 16)
    }

    func testDuplicateKeysWarnAndTheLastValueWins() throws {
        let (spec, warnings) = try load(#"""
        {"columns": 2, "columns": 3, "sections": [{"items": [{"height": 1, "height": 4}],
         "inset": {"top": 1, "top": 2}}]}
        """#)
        XCTAssertEqual(warnings.map(\.description), [
            "test.json:1:16: columns: duplicate key (the last value is used)",
            "test.json:1:68: sections[0].items[0].height: duplicate key (the last value is used)",
            "test.json:2:22: sections[0].inset.top: duplicate key (the last value is used)",
        ])
        XCTAssertEqual(spec.style.sectionStyle.columns, 3)
        XCTAssertEqual(spec.sections[0].items[0].height, 4)
        XCTAssertEqual(spec.sections[0].style.sectionStyle.inset?.top, 2)
    }

    func testWarningsAreCappedWithASummary() throws {
        let items = (0..<150).map { _ in #"{"height": 1, "x": 1}"# }.joined(separator: ",")
        let (_, warnings) = try load(#"{"sections": [{"items": ["# + items + "]}]}")
        XCTAssertEqual(warnings.count, SpecLimits.maxWarnings + 1)
        XCTAssertEqual(warnings.last?.description, "test.json: 50 more warnings not shown")
    }

    func testBoundaryValuesAreAccepted() throws {
        let (spec, _) = try load(#"""
        {"columns": 1000, "lineSpacing": 0, "itemHeight": 1000000, "inset": {"top": -0},
         "sections": [{"columns": 1.0, "items": [{"height": 0}, {"height": 1e6}, {"height": 0.25e1}]}]}
        """#)
        XCTAssertEqual(spec.style.sectionStyle.columns, 1000)
        XCTAssertEqual(spec.style.sectionStyle.itemHeight, 1_000_000)
        XCTAssertEqual(spec.style.sectionStyle.inset?.top.sign, .plus, "-0 becomes 0")
        XCTAssertEqual(spec.sections[0].style.sectionStyle.columns, 1)
        XCTAssertEqual(spec.sections[0].items.map(\.height), [0, 1_000_000, 2.5])
    }

    func testEscapedStringsAndByteOrderMark() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"""
        {"title": "a\"b\\c\/d\n\t\u00e9\ud83d\ude00", "sections": []}
        """#.utf8)
        let (spec, _) = try SpecLoader.parse(bytes, file: "bom.json")
        XCTAssertEqual(spec.title, "a\"b\\c/d\n\té😀")
    }

    func testLoadFromAFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-spec-\(UUID()).json").path
        try Data(Self.photos.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (spec, warnings) = try SpecLoader.load(path: path)
        XCTAssertEqual(warnings.map { "\($0.path): \($0.message)" }, Self.photosWarnings)
        XCTAssertEqual(spec.itemCount, 3)
    }

    /// Two lengths and a ratio, two optional strings and a flag. (Loaded specs keep their items
    /// in columns, ``ItemColumns``, not as `ItemSpec`s.)
    func testItemSpecIsLean() {
        XCTAssertLessThanOrEqual(MemoryLayout<ItemSpec>.stride, 64)
    }
}

/// The gallery specs under `assets/` load without errors or warnings.
final class AssetSpecTests: XCTestCase {
    func testEveryAssetSpecLoadsCleanly() throws {
        let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("assets").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: assets))?.filter { $0.hasSuffix(".json") } ?? []
        XCTAssertFalse(names.isEmpty, "assets/*.json must exist")
        for name in names.sorted() {
            do {
                let (spec, warnings) = try SpecLoader.load(path: assets + "/" + name)
                XCTAssertEqual(warnings.map(\.description), [], name)
                XCTAssertGreaterThan(spec.itemCount, 0, name)
            } catch {
                XCTFail("\(error)")
            }
        }
    }
}
