import XCTest
@testable import TrellisSpec

/// A key the spec's layout does not use is a warning with its place, like an unknown key
/// (QA of issue 11, item 3: a grid item's `height` was silently ignored).
final class IgnoredKeyTests: XCTestCase {
    private func warnings(_ json: String) throws -> [String] {
        try SpecLoader.parse(json: json, file: "i.json").warnings.map(\.description)
    }

    func testAGridItemsHeightIsAWarningWithItsPlace() throws {
        let json = #"{"layout":"grid","sections":[{"items":[{"height":9}]}]}"#
        XCTAssertEqual(try warnings(json), ["i.json:1:41: sections[0].items[0].height: ignored in a grid (use itemSize)"])
        let report = SpecLoader.check(Array(json.utf8), file: "i.json")
        XCTAssertTrue(report.isValid)
        XCTAssertEqual(report.warnings.count, 1)
    }

    /// A bad `layout` is the error to fix: which keys it would ignore is unknown, so none is
    /// warned about (the fallback waterfall must not claim a tag's width is ignored).
    func testABadLayoutWarnsAboutNoIgnoredKey() {
        let json = #"{"layout":"tagz","columns":2,"sections":[{"items":[{"width":4,"fullSpan":true}]}]}"#
        let report = SpecLoader.check(Array(json.utf8), file: "i.json")
        XCTAssertEqual(report.errors.map(\.description),
                       [#"i.json:1:11: layout: expected one of "waterfall", "tags", "grid", "compositional", got "tagz""#])
        XCTAssertEqual(report.warnings, [])
    }

    /// A fast-parsed spec whose items name a key the layout ignores gets the same warnings, with
    /// places, as the full decoder gives (the fast path gives way to it).
    func testTheFastPathGivesTheSameIgnoredKeyWarnings() throws {
        let json = #"{"layout":"grid","sections":[{"items":[{"title":"a"},{"title":"b","text":"x"}]}]}"#
        XCTAssertEqual(try warnings(json),
                       ["i.json:1:67: sections[0].items[1].text: ignored in a grid for the item's size (use itemSize; the text is cut to fit)"])
    }

    /// Every key a layout ignores, at the top level, in a section or in an item.
    func testEveryIgnoredKey() throws {
        let cases: [(layout: String, style: String, item: String, paths: [String])] = [
            ("waterfall", #""align":"center","verticalAlign":"top","itemSize":{"width":1,"height":1}"#, #""width":3,"height":2"#,
             ["align", "verticalAlign", "itemSize", "items[0].width"]),
            ("tags", #""columns":2,"order":"leftToRight","itemSize":{"width":1,"height":1}"#, #""width":3,"fullSpan":true"#,
             ["columns", "order", "itemSize", "items[0].fullSpan"]),
            ("grid", #""columns":2,"itemHeight":3,"order":"leftToRight","align":"right","verticalAlign":"bottom""#,
             #""title":"t","height":1,"width":2,"text":"x","fullSpan":false"#,
             ["columns", "itemHeight", "order", "align", "verticalAlign",
              "items[0].height", "items[0].width", "items[0].text", "items[0].fullSpan"]),
        ]
        for (layout, style, item, paths) in cases {
            let topLevel = try warnings(#"{"layout":"\#(layout)",\#(style),"sections":[{"items":[{\#(item)}]}]}"#)
            XCTAssertEqual(topLevel.map(Self.path), paths.map { $0.hasPrefix("items") ? "sections[0]." + $0 : $0 }, layout)
            let inSection = try warnings(#"{"layout":"\#(layout)","sections":[{\#(style),"items":[{\#(item)}]}]}"#)
            XCTAssertEqual(inSection.map(Self.path), paths.map { "sections[0]." + $0 }, layout)
            XCTAssertTrue(topLevel.allSatisfy { $0.contains(": ignored in a") }, "\(topLevel)")
        }
    }

    /// What each layout uses gives no warning.
    func testKeysALayoutUsesAreQuiet() throws {
        XCTAssertEqual(try warnings(#"""
        {"layout":"waterfall","columns":2,"itemHeight":2,"order":"leftToRight","lineSpacing":1,"interitemSpacing":1,
         "inset":{"top":1},"header":1,"footer":1,"background":true,"pinHeaders":true,"direction":"rtl",
         "sections":[{"items":[{"height":2,"title":"a","text":"b","fullSpan":true}]}]}
        """#), [])
        XCTAssertEqual(try warnings(#"""
        {"layout":"tags","itemHeight":2,"align":"center","verticalAlign":"center","lineSpacing":1,
         "sections":[{"items":[{"height":2,"width":3,"title":"a","text":"b"}]}]}
        """#), [])
        XCTAssertEqual(try warnings(#"""
        {"layout":"grid","itemSize":{"width":3,"height":2},"lineSpacing":1,"scrollDirection":"horizontal",
         "sections":[{"items":[{"title":"a"}]}]}
        """#), [])
    }

    /// `direction: "rtl"` mirrors only a layout that scrolls vertically: on tags or a grid that
    /// scroll horizontally it is ignored, said with its place (QA: it passed `validate` silently
    /// and rendered unmirrored). A waterfall always scrolls vertically, so it is mirrored there.
    func testRightToLeftInAHorizontallyScrollingLayoutIsIgnored() throws {
        XCTAssertEqual(try warnings(#"{"layout":"grid","scrollDirection":"horizontal","direction":"rtl","sections":[{"items":[{"title":"a"}]}]}"#),
                       ["i.json:1:49: direction: ignored in a grid that scrolls horizontally (only vertically scrolling layouts are mirrored)"])
        XCTAssertEqual(try warnings(#"{"direction":"rtl","layout":"tags","scrollDirection":"horizontal","sections":[{"items":[{"title":"a"}]}]}"#),
                       ["i.json:1:2: direction: ignored in a tags layout that scrolls horizontally (only vertically scrolling layouts are mirrored)"])
        XCTAssertEqual(try warnings(#"{"layout":"grid","scrollDirection":"vertical","direction":"rtl","sections":[{"items":[{"title":"a"}]}]}"#), [])
        XCTAssertEqual(try warnings(#"{"layout":"tags","scrollDirection":"horizontal","direction":"ltr","sections":[{"items":[{"title":"a"}]}]}"#), [])
        XCTAssertEqual(try warnings(#"{"layout":"waterfall","scrollDirection":"horizontal","direction":"rtl","sections":[{"items":[{"title":"a"}]}]}"#),
                       ["i.json:1:23: scrollDirection: ignored in a waterfall (it scrolls vertically)"])
    }

    /// The path of a warning line `FILE:LINE:COLUMN: PATH: MESSAGE`.
    private static func path(_ line: String) -> String {
        String(line.split(separator: ": ")[1])
    }
}

/// A compositional spec with `scrollDirection: "horizontal"` scrolls sideways (rule 22): the spec
/// says so (the app then offers no `d`, mirror), its estimate counts columns, and `direction:
/// "rtl"` is ignored with a warning as on tags and grids.
final class CompositionalScrollDirectionSpecTests: XCTestCase {
    func testAHorizontalCompositionalSpecScrollsHorizontally() throws {
        let sideways = try SpecLoader.parse(json: #"""
            {"layout":"compositional","scale":{"x":2,"y":5},"scrollDirection":"horizontal","sections":[{"group":{"axis":"vertical","width":{"absolute":4},"height":{"fractionalHeight":1},"subitems":[{"width":{"fractionalWidth":1},"height":{"fractionalHeight":1}}]},"items":[{"title":"a"}]}]}
            """#, file: "c.json")
        XCTAssertTrue(sideways.spec.scrollsHorizontally)
        let layout = sideways.spec.makeLayout(over: SpecDataSource(spec: sideways.spec))
        XCTAssertTrue(layout.isHorizontal)
        // One column of the scale: its x.
        XCTAssertEqual(layout.unplacedItemLength, 2)
        let upright = try SpecLoader.parse(json: #"""
            {"layout":"compositional","scale":{"x":2,"y":5},"sections":[{"group":{"axis":"vertical","width":{"absolute":4},"height":{"fractionalHeight":1},"subitems":[{"width":{"fractionalWidth":1},"height":{"fractionalHeight":1}}]},"items":[{"title":"a"}]}]}
            """#, file: "c.json")
        XCTAssertFalse(upright.spec.scrollsHorizontally)
        XCTAssertEqual(upright.spec.makeLayout(over: SpecDataSource(spec: upright.spec)).unplacedItemLength, 5)
    }

    func testRightToLeftInAHorizontalCompositionalSpecIsIgnoredWithAWarning() throws {
        let warned = try SpecLoader.parse(json: #"{"layout":"compositional","scrollDirection":"horizontal","direction":"rtl","sections":[{"group":{"axis":"vertical","width":{"absolute":4},"height":{"fractionalHeight":1},"subitems":[{"width":{"fractionalWidth":1},"height":{"fractionalHeight":1}}]},"items":[]}]}"#,
                                          file: "c.json").warnings.map(\.description)
        XCTAssertEqual(warned, ["c.json:1:58: direction: ignored in a compositional layout that scrolls horizontally (only vertically scrolling layouts are mirrored)"])
        XCTAssertEqual(try SpecLoader.parse(json: #"{"layout":"compositional","direction":"rtl","sections":[{"group":{"axis":"vertical","width":{"absolute":4},"height":{"fractionalHeight":1},"subitems":[{"width":{"fractionalWidth":1},"height":{"fractionalHeight":1}}]},"items":[]}]}"#,
                                            file: "c.json").warnings.map(\.description), [])
    }
}
