import XCTest
import TrellisTestSupport
import TrellisLayout
@testable import TrellisSpec

/// A display width for these tests: East Asian wide characters and emoji 2 columns, combining
/// marks and zero-width characters 0, control characters 0, everything else 1.
private func wideAwareWidth(_ character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x0300...0x036F, 0x200B...0x200D: return 0
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
         0xAC00...0xD7A3, 0xFF00...0xFF60, 0x1F1E6...0x1F1FF, 0x1F300...0x1FAFF:
        return 2
    default: return 1
    }
}

/// A measure that misbehaves: negative, zero and over-wide answers, also for ASCII.
private func oddWidth(_ character: Character) -> Int {
    switch character {
    case "x": return -3
    case "q": return 0
    case "w", "é": return 3
    default: return wideAwareWidth(character)
    }
}

/// Pieces of random texts: words short and long, CJK with its punctuation, emoji sequences,
/// combining marks, zero-width characters, every kind of newline and runs of spaces.
private let pieces = [
    "a", "quiet", "lake", "x", "q", "w", "12", "-", "Donaudampfschifffahrtsgesellschaft", "iPhone",
    "中文", "标签", "瀑布流布局", "，", "。", "「", "」", "👍🏽", "👨‍👩‍👧", "🇫🇷", "❤️", "e\u{301}", "é", "\u{200B}",
    " ", " ", " ", "  ", "\t", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
]

/// Text metrics and the no-wrap fast path: a text whose paragraphs all fit its width is one line
/// per paragraph, decided in O(1) from metrics measured once; the answer always equals wrapping.
final class TextMetricsTests: XCTestCase {
    private let measure = TextMeasure(wideAwareWidth)

    func testParagraphsAndTheWidestOne() {
        XCTAssertEqual(measure.metrics(of: "a quiet lake"), TextMetrics(paragraphs: 1, widestParagraph: 12))
        XCTAssertEqual(measure.metrics(of: ""), TextMetrics(paragraphs: 1, widestParagraph: 0))
        XCTAssertEqual(measure.metrics(of: "one\ntwo three\r\nfour"), TextMetrics(paragraphs: 3, widestParagraph: 9),
                       "CR LF is one newline")
        XCTAssertEqual(measure.metrics(of: "a\r\rb\n"), TextMetrics(paragraphs: 4, widestParagraph: 1))
        XCTAssertEqual(measure.metrics(of: "end   "), TextMetrics(paragraphs: 1, widestParagraph: 3),
                       "trailing spaces are dropped by wrapping, so they do not count")
        XCTAssertEqual(measure.metrics(of: "  lead"), TextMetrics(paragraphs: 1, widestParagraph: 6),
                       "leading spaces count")
        XCTAssertEqual(measure.metrics(of: "中文 标签\u{2028}e\u{301}"), TextMetrics(paragraphs: 2, widestParagraph: 9))
        XCTAssertEqual(TextMeasure(oddWidth).metrics(of: "xxw"), TextMetrics(paragraphs: 1, widestParagraph: 3),
                       "negative widths count as 0")
        XCTAssertFalse(TextMetrics.unmeasured.isMeasured)
        XCTAssertNil(TextMetrics.unmeasured.lineCount(ifEveryParagraphFits: 100))
    }

    func testLineCountIfEveryParagraphFits() {
        let metrics = measure.metrics(of: "a quiet lake\nat dawn   ")
        XCTAssertEqual(metrics.lineCount(ifEveryParagraphFits: 12), 2)
        XCTAssertEqual(metrics.lineCount(ifEveryParagraphFits: 400), 2)
        XCTAssertNil(metrics.lineCount(ifEveryParagraphFits: 11), "a paragraph is wider: wrap it")
        XCTAssertEqual(measure.metrics(of: "a").lineCount(ifEveryParagraphFits: 0), 1, "a width under 1 counts as 1")
        XCTAssertNil(measure.metrics(of: "中").lineCount(ifEveryParagraphFits: 1))
        XCTAssertNil(TextMetrics(paragraphs: 1, widestParagraph: Int.max).lineCount(ifEveryParagraphFits: Int.max),
                     "a width beyond UInt32 fits nothing")
    }

    /// The byte-by-byte ASCII paths (metrics and line count) give what a walk over the
    /// characters gives, for any measure, wide ASCII characters included.
    func testASCIIAndCharacterPathsAgree() {
        let ascii = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
        for seed in 0..<UInt64(300) {
            var generator = SeededGenerator(seed: 0xA5C11 &+ seed)
            // Half the texts are printable only (words of letters and punctuation), half any ASCII.
            let alphabet = seed % 2 == 0 ? Array(ascii[0x21...0x7E]) : ascii
            let text = String((0..<Int.random(in: 0...40, using: &generator)).map { _ in
                Int.random(in: 0..<3, using: &generator) > 0 ? alphabet.randomElement(using: &generator)! : " "
            })
            let columns = Int.random(in: 0...12, using: &generator)
            for width in [wideAwareWidth, oddWidth, { _ in 1 }, { $0 == "e" ? 2 : 1 }] as [(Character) -> Int] {
                let context = "seed \(0xA5C11 &+ seed): \(text.debugDescription) at \(columns)"
                XCTAssertEqual(TextMeasure(width).metrics(of: text), referenceMetrics(text, width), context)
                XCTAssertEqual(TextMeasure(width).lineCount(of: text, width: columns),
                               TextWrapping.lines(of: text, width: columns, measure: width).count, context)
            }
        }
    }

    /// For random texts and widths: when the metrics say every paragraph fits, the full wrap
    /// gives one line per paragraph; and the line count from metrics always equals the number
    /// of lines the full wrap gives.
    func testFastPathLineCountEqualsFullWrapOverRandomTexts() {
        var fastCases = 0
        for seed in 0..<UInt64(2_000) {
            var generator = SeededGenerator(seed: 0x7E47 &+ seed)
            let text = (0..<Int.random(in: 0...12, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined()
            let columns = Int.random(in: -1...40, using: &generator)
            for width in [wideAwareWidth, oddWidth] as [(Character) -> Int] {
                let metrics = TextMeasure(width).metrics(of: text)
                let lines = TextWrapping.lines(of: text, width: columns, measure: width)
                let context = "seed \(0x7E47 &+ seed): \(text.debugDescription) at \(columns), metrics \(metrics)"
                XCTAssertEqual(metrics, referenceMetrics(text, width), context)
                if let fast = metrics.lineCount(ifEveryParagraphFits: columns) {
                    XCTAssertEqual(fast, lines.count, context)
                    fastCases += 1
                }
                XCTAssertEqual(TextMeasure(width).lineCount(of: text, metrics: metrics, width: columns),
                               lines.count, context)
                XCTAssertEqual(TextWrapping.lineCount(of: text, width: columns, measure: width), lines.count, context)
            }
        }
        XCTAssertGreaterThan(fastCases, 1_000, "the fast path is exercised")
    }

    /// The fast path is taken, not only correct: at a width the widest paragraph fits, the data
    /// source asks no character width again; a text wider than its column is wrapped each time
    /// (an ASCII one with the widths of ASCII characters asked once).
    func testDataSourceMeasuresATextOnceAndWrapsOnlyWiderOnes() throws {
        let spec = try SpecLoader.parse(json: #"""
        {"sections": [{"items": [{"text": "a quiet lake"}, {"text": "中文 标签\nline"}, {"text": "wide wörds here"}, {"text": "wide words here"}]}]}
        """#, file: "t.json").spec
        let counter = Counter()
        let source = SpecDataSource(spec: spec, measureCharacter: { counter.count += 1; return wideAwareWidth($0) })
        let path = { (item: Int) in LayoutIndexPath(item: item, section: 0) }
        XCTAssertEqual(source.heightForItem(at: path(0), width: 14), 3)
        XCTAssertEqual(source.heightForItem(at: path(1), width: 11), 4)
        counter.count = 0
        for width in [14.0, 15, 20, 80, 14.5] {
            XCTAssertEqual(source.heightForItem(at: path(0), width: width), 3)
            XCTAssertEqual(source.heightForItem(at: path(1), width: width), 4)
        }
        XCTAssertEqual(counter.count, 0, "texts that fit are never wrapped or measured again")
        XCTAssertEqual(source.heightForItem(at: path(2), width: 8), 5, "wide / wörds / here")
        XCTAssertGreaterThan(counter.count, 0, "a text wider than its column is wrapped")
        counter.count = 0
        XCTAssertEqual(source.heightForItem(at: path(3), width: 8), 5, "wide / words / here")
        XCTAssertEqual(counter.count, 0, "ASCII text is wrapped with the widths asked once")
        XCTAssertEqual(source.heightForItem(at: path(0), width: 9), 4, "a quiet / lake: wrapped at a narrower width")
    }

    /// Items appended after heights were asked are measured too, with their own texts.
    func testAppendedItemsGetTheirOwnMetrics() throws {
        let spec = try SpecLoader.parse(json: #"{"sections": [{"items": [{"text": "short"}]}, {"items": []}]}"#,
                                        file: "t.json").spec
        let source = SpecDataSource(spec: spec, measureCharacter: wideAwareWidth)
        XCTAssertEqual(source.heightForItem(at: LayoutIndexPath(item: 0, section: 0), width: 20), 3)
        source.appendItems([ItemSpec(text: "one\ntwo\nthree"), ItemSpec(text: "x")], toSection: 0)
        source.appendItems([ItemSpec(text: "中文标签中文标签")], toSection: 1)
        XCTAssertEqual(source.heightForItem(at: LayoutIndexPath(item: 1, section: 0), width: 20), 5)
        XCTAssertEqual(source.heightForItem(at: LayoutIndexPath(item: 2, section: 0), width: 20), 3)
        XCTAssertEqual(source.heightForItem(at: LayoutIndexPath(item: 0, section: 1), width: 10), 4, "8 columns: two lines")
        XCTAssertEqual(source.heightForItem(at: LayoutIndexPath(item: 0, section: 0), width: 20), 3)
    }

    /// Over many items (several runs of measured texts, asked in random order, with appends in
    /// between), every height equals the full wrap's line count + 2, or the explicit height.
    func testHeightsInAnyOrderEqualTheFullWrap() throws {
        var generator = SeededGenerator(seed: 0x5EC7)
        func randomItem() -> ItemSpec {
            let text = (0..<Int.random(in: 0...5, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined(separator: " ")
            switch Int.random(in: 0..<10, using: &generator) {
            case 0: return ItemSpec(height: 7, text: text)
            case 1: return ItemSpec(title: "no text")
            default: return ItemSpec(text: text)
            }
        }
        var items = [(0..<9_000).map { _ in randomItem() }, (0..<300).map { _ in randomItem() }]
        let spec = LayoutSpec(sections: items.map { SectionSpec(items: $0) })
        let source = SpecDataSource(spec: spec, measureCharacter: wideAwareWidth)
        for round in 0..<4 {
            for _ in 0..<3_000 {
                let section = Int.random(in: 0..<items.count, using: &generator)
                let index = Int.random(in: 0..<items[section].count, using: &generator)
                let width = Double(Int.random(in: 0...30, using: &generator))
                let item = items[section][index]
                let expected = item.height ?? item.text.map {
                    Double(TextWrapping.lines(of: $0, width: TextWrapping.interiorColumns(ofCellWidth: width),
                                              measure: wideAwareWidth).count + 2)
                }
                XCTAssertEqual(source.heightForItem(at: LayoutIndexPath(item: index, section: section), width: width), expected,
                               "round \(round), item \(index) of section \(section): \(item.text.debugDescription) at \(width)")
            }
            let appended = (0..<5_000).map { _ in randomItem() }
            let section = round % 2
            items[section] += appended
            source.appendItems(appended, toSection: section)
        }
        XCTAssertNil(source.heightForItem(at: LayoutIndexPath(item: items[0].count, section: 0), width: 20))
        XCTAssertNil(source.heightForItem(at: LayoutIndexPath(item: 0, section: 2), width: 20))
        XCTAssertNil(source.heightForItem(at: LayoutIndexPath(item: -1, section: 0), width: 20))
    }

    /// The metrics by definition: a walk over the characters.
    private func referenceMetrics(_ text: String, _ width: (Character) -> Int) -> TextMetrics {
        let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let widest = paragraphs.map { paragraph in
            var trimmed = Substring(paragraph)
            while trimmed.last == " " { trimmed.removeLast() }
            return trimmed.reduce(0) { $0 + max(0, width($1)) }
        }.max() ?? 0
        return TextMetrics(paragraphs: paragraphs.count, widestParagraph: widest)
    }
}

/// A mutable count a measure closure can bump.
private final class Counter {
    var count = 0
}
