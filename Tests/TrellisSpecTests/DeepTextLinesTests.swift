import XCTest
import TrellisTestSupport
import TrellisLayout
@testable import TrellisSpec

/// A drawn cell asks its data source for the lines on screen only, wherever it is scrolled to
/// (issue 12 §5): the range answer equals the slice of the whole wrap, and deep inside a huge
/// text a second frame costs the lines it shows, not the text before them.
final class DeepTextLinesTests: XCTestCase {
    private let path = { (item: Int) in LayoutIndexPath(item: item, section: 0) }

    /// A data source whose items have `texts` (`nil`: an item with a height and no text).
    private func dataSource(_ texts: [String?], measure: @escaping (Character) -> Int = displayWidthForTests) -> SpecDataSource {
        let items = texts.map { $0.map { ItemSpec(text: $0) } ?? ItemSpec(height: 1) }
        let spec = try! SpecLoader.parse(json: #"{"sections": [{"items": []}]}"#, file: "t.json").spec
        let source = SpecDataSource(spec: spec, measureCharacter: measure)
        source.appendItems(items, toSection: 0)
        return source
    }

    /// A text of `count` random pieces (words, CJK, emoji, combining marks, newlines, a long word).
    private func randomText(_ count: Int, using generator: inout SeededGenerator) -> String {
        let pieces = ["a", "quiet", "lake", " ", " ", "  ", "\n", "\r\n", "中文标签", "，", "「", "e\u{301}", "👩‍💻",
                      "🇫🇷", "\u{200B}", "Donaudampfschifffahrtsgesellschaftskapitän", "x", "12"]
        return (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    /// The lines of any range are those of the whole wrap, for small texts (wrapped lazily) and
    /// large ones (cut out at their kept offsets), at random widths and ranges, deep ones too.
    func testALineRangeIsTheSliceOfTheWholeWrap() {
        for seed in 0..<UInt64(12) {
            var generator = SeededGenerator(seed: 0xD11B &+ seed)
            let texts: [String?] = [randomText(Int.random(in: 0...40, using: &generator), using: &generator),
                                    randomText(Int.random(in: 6_000...9_000, using: &generator), using: &generator),
                                    String(repeating: "瀑布x", count: Int.random(in: 6_000...7_000, using: &generator)),
                                    nil]
            let source = dataSource(texts)
            for _ in 0..<8 {
                let item = Int.random(in: 0..<texts.count, using: &generator)
                let width = Double(Int.random(in: 0...40, using: &generator)) + 0.5
                let context = "seed \(0xD11B &+ seed): item \(item) at width \(width)"
                guard let all = source.textLines(forItemAt: path(item), width: width) else {
                    XCTAssertNil(texts[item], context)
                    XCTAssertNil(source.textLines(forItemAt: path(item), width: width, lines: 0..<3), context)
                    continue
                }
                for _ in 0..<6 {
                    let lower = Int.random(in: 0...all.count + 1, using: &generator)
                    let upper = min(all.count + 3, lower + Int.random(in: 0...30, using: &generator))
                    XCTAssertEqual(source.textLines(forItemAt: path(item), width: width, lines: lower..<upper),
                                   Array(all.dropFirst(lower).prefix(upper - lower)),
                                   "\(context), lines \(lower)..<\(upper) of \(all.count)")
                }
            }
        }
        XCTAssertNil(dataSource(["a"]).textLines(forItemAt: LayoutIndexPath(item: 3, section: 2), width: 9, lines: 0..<1))
    }

    /// Deep inside a huge text (one ASCII word, and many words with CJK), the first frame finds
    /// the line offsets once; a second frame there, and one a line further, find none again and
    /// measure at most what they show: the work is the lines shown (the hooks: the count of
    /// characters measured, and of offset tables built).
    func testASecondFrameDeepInsideAHugeTextMeasuresOnlyWhatItShows() {
        final class Counter { var count = 0 }
        let counter = Counter()
        let texts = [String(repeating: "x", count: 400_000), String(repeating: "lake at dawn 中文 ", count: 25_000)]
        let source = dataSource(texts) { counter.count += 1; return displayWidthForTests($0) }
        for (item, text) in texts.enumerated() {
            let all = TextWrapping.lines(of: text, width: 78, measure: displayWidthForTests)
            let deep = (all.count - 30)..<(all.count - 7)
            counter.count = 0
            let before = source.lineIndexBuilds
            XCTAssertEqual(source.textLines(forItemAt: path(item), width: 80, lines: deep), Array(all[deep]))
            XCTAssertEqual(source.lineIndexBuilds, before + 1, "the first frame there finds the offsets")
            if item == 1 {   // (printable ASCII is wrapped by arithmetic, measuring nothing)
                XCTAssertGreaterThan(counter.count, text.count / 2, "by wrapping the whole text once")
            }
            counter.count = 0
            XCTAssertEqual(source.textLines(forItemAt: path(item), width: 80, lines: deep), Array(all[deep]))
            XCTAssertEqual(source.textLines(forItemAt: path(item), width: 80, lines: deep.lowerBound + 1..<deep.upperBound + 1),
                           Array(all[deep.lowerBound + 1..<deep.upperBound + 1]))
            XCTAssertEqual(source.lineIndexBuilds, before + 1, "the next frames use the kept offsets")
            XCTAssertLessThanOrEqual(counter.count, 2 * 24 * 78, "item \(item): only what is on screen is measured")
        }
    }

    /// Small texts, and the first lines of any text, are wrapped lazily: no offsets are kept.
    func testSmallTextsAndTopLinesKeepNothing() {
        let source = dataSource([String(repeating: "a quiet lake ", count: 500), String(repeating: "x", count: 100_000)])
        XCTAssertEqual(source.textLines(forItemAt: path(0), width: 10, lines: 600..<620)?.count, 20)
        XCTAssertEqual(source.textLines(forItemAt: path(1), width: 10, lines: 0..<20)?.count, 20)
        XCTAssertEqual(source.textLines(forItemAt: path(1), width: 10, lines: 200..<220)?.count, 20)
        XCTAssertEqual(source.lineIndexBuilds, 0)
        XCTAssertEqual(source.textLines(forItemAt: path(1), width: 10, lines: 0..<0), [], "an empty range: no lines")
    }

    /// The offsets of the last few (item, width) pairs drawn are kept; older ones are dropped,
    /// and found again when asked. Appended items leave the kept offsets true.
    func testOffsetsAreKeptForTheTextsDrawnLast() {
        let big = String(repeating: "lake at dawn ", count: 3_000)
        let source = dataSource([big, big + "more"])
        let deep = 400..<410
        let expected = { (width: Double, item: Int) in
            Array(TextWrapping.lines(of: [big, big + "more"][item], width: Int(width) - 2,
                                     measure: displayWidthForTests)[deep])
        }
        for width in [20.0, 21, 22, 23] { XCTAssertEqual(source.textLines(forItemAt: path(0), width: width, lines: deep), expected(width, 0)) }
        XCTAssertEqual(source.lineIndexBuilds, 4)
        XCTAssertEqual(source.textLines(forItemAt: path(0), width: 20.7, lines: deep), expected(20, 0), "same columns: kept")
        XCTAssertEqual(source.lineIndexBuilds, 4)
        XCTAssertEqual(source.textLines(forItemAt: path(1), width: 20, lines: deep), expected(20, 1), "another item")
        XCTAssertEqual(source.lineIndexBuilds, 5)
        XCTAssertEqual(source.textLines(forItemAt: path(0), width: 21, lines: deep), expected(21, 0), "the oldest was dropped")
        XCTAssertEqual(source.lineIndexBuilds, 6)
        source.appendItems([ItemSpec(text: "new"), ItemSpec(text: big)], toSection: 0)
        XCTAssertEqual(source.textLines(forItemAt: path(1), width: 20, lines: deep), expected(20, 1))
        XCTAssertEqual(source.lineIndexBuilds, 6, "appending changes no kept text")
        XCTAssertEqual(source.textLines(forItemAt: path(3), width: 20, lines: deep), expected(20, 0))
    }

    /// The line ranges found by arithmetic for printable ASCII (what a 10 MB text of words or
    /// one word is) cut out exactly the lines of the whole wrap; other texts, and a measure
    /// under which printable ASCII is not 1 column wide, take the wrapper's way, same lines.
    func testPrintableASCIILineRangesAreThoseOfTheWrapper() {
        let pieces = ["a", "quiet", "lake", " ", "  ", "     ", "x", "Donaudampfschifffahrtsgesellschaft", "12", "-", ",",
                      "~", "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz"]
        let oddWidths: (Character) -> Int = { $0 == "x" ? 2 : ($0 == "-" ? 0 : 1) }
        for seed in 0..<UInt64(600) {
            var generator = SeededGenerator(seed: 0xA5C11 &+ seed)
            var text = (0..<Int.random(in: 0...50, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined()
            if seed % 5 == 0 { text += ["\n", "中文", "e\u{301}", "\t"].randomElement(using: &generator)! + text }
            let columns = Int.random(in: 0...20, using: &generator)
            for measure in [displayWidthForTests, oddWidths] {
                let all = TextWrapping.lines(of: text, width: columns, measure: measure)
                let ranges = TextMeasure(measure).lineRanges(of: text, width: columns)
                XCTAssertEqual(TextWrapping.lines(of: text, ranges: ranges), all,
                               "seed \(0xA5C11 &+ seed): \(text.debugDescription) at \(columns)")
            }
        }
        var arithmetic = "a quiet lake"
        XCTAssertNotNil(arithmetic.withUTF8 { TextMeasure.printableLineRanges(of: $0, width: 5) }, "the fast path is taken")
    }
}
