import TrellisLayout
import TrellisTestSupport
import XCTest
@testable import TrellisSpec

/// `/` search through item titles and texts: less's smart case, matches only inside one title
/// or text, the Unicode path, and a property test of the byte search against a naive String search.
final class SearchTests: XCTestCase {
    // MARK: Smart case

    func testAPatternWithACapitalIsCaseSensitive() {
        XCTAssertFalse(SearchPattern("fern").isCaseSensitive)
        XCTAssertFalse(SearchPattern("fern 42 ✓ été").isCaseSensitive)
        XCTAssertTrue(SearchPattern("Fern").isCaseSensitive)
        XCTAssertTrue(SearchPattern("été É").isCaseSensitive, "a capital outside ASCII counts")
        XCTAssertTrue(SearchPattern("ǅ").isCaseSensitive, "a titlecase letter counts")
        XCTAssertFalse(SearchPattern("ß").isCaseSensitive)
    }

    func testSmartCaseMatching() {
        XCTAssertTrue(SearchPattern("fern").matches("Maidenhair FERN"))
        XCTAssertTrue(SearchPattern("Fern").matches("Fern"))
        XCTAssertFalse(SearchPattern("Fern").matches("fern"))
        XCTAssertFalse(SearchPattern("Fern").matches("FERN"))
        XCTAssertTrue(SearchPattern("café").matches("CAFÉ AU LAIT"), "a lowercase pattern outside ASCII folds too")
        XCTAssertFalse(SearchPattern("Café").matches("CAFÉ"))
        XCTAssertTrue(SearchPattern("k").matches("5 \u{212A}"), "KELVIN SIGN lowercases to k")
        XCTAssertTrue(SearchPattern("i").matches("\u{130}stanbul"), "İ lowercases to i + U+0307")
        XCTAssertTrue(SearchPattern("i\u{307}s").matches("\u{130}S"), "to more bytes than it has")
        XCTAssertTrue(SearchPattern("e").matches("e\u{301}"), "matching is on scalars, as less matches bytes")
        XCTAssertFalse(SearchPattern("").matches("anything"), "an empty pattern matches nothing")
    }

    // MARK: Columns

    private func columns(_ items: [(String?, String?)]) -> ItemColumns {
        ItemColumns(items.map { ItemSpec(title: $0.0, text: $0.1) })
    }

    func testFirstAndLastItemInARange() {
        let c = columns([("fern", nil), ("moss", nil), (nil, "a FERN here"), ("Fernando", "x"), ("oak", "ferns")])
        let fern = SearchPattern("fern")
        XCTAssertEqual(c.firstItem(matching: fern, in: 0..<5), 0)
        XCTAssertEqual(c.firstItem(matching: fern, in: 1..<5), 2, "a text matches too")
        XCTAssertEqual(c.firstItem(matching: fern, in: 3..<4), 3)
        XCTAssertEqual(c.lastItem(matching: fern, in: 0..<5), 4)
        XCTAssertEqual(c.lastItem(matching: fern, in: 0..<4), 3)
        XCTAssertEqual(c.lastItem(matching: fern, in: 0..<2), 0)
        XCTAssertNil(c.firstItem(matching: fern, in: 1..<2))
        XCTAssertEqual(c.firstItem(matching: SearchPattern("Fern"), in: 0..<5), 3, "case-sensitive")
        XCTAssertNil(c.firstItem(matching: fern, in: 5..<9), "a range past the items")
        XCTAssertEqual(c.firstItem(matching: fern, in: 2..<Int.max), 2, "a range is clamped")
    }

    func testAMatchNeverRunsAcrossATitleTextOrItemBoundary() {
        // The bytes are "ab" "cd" | "ef" "gh": "bc", "de" and "fg" lie across boundaries.
        let c = columns([("ab", "cd"), ("ef", "gh")])
        for pattern in ["bc", "de", "fg", "abcd", "cdef"] {
            XCTAssertNil(c.firstItem(matching: SearchPattern(pattern), in: 0..<2), pattern)
            XCTAssertNil(c.lastItem(matching: SearchPattern(pattern), in: 0..<2), pattern)
        }
        XCTAssertEqual(c.firstItem(matching: SearchPattern("gh"), in: 0..<2), 1)
        XCTAssertEqual(c.lastItem(matching: SearchPattern("ab"), in: 0..<2), 0)
        // A candidate across a boundary does not hide a real match after it in the same item.
        let d = columns([("xa", "ab")])
        XCTAssertEqual(d.firstItem(matching: SearchPattern("ab"), in: 0..<1), 0)
        XCTAssertEqual(d.lastItem(matching: SearchPattern("xa"), in: 0..<1), 0)
    }

    func testTheUnicodePathIsTakenWhereBytesWouldMiss() {
        let c = columns([("plain", nil), ("\u{212A}ELVIN", nil), ("ÉTÉ", nil)])
        XCTAssertEqual(c.firstItem(matching: SearchPattern("kelvin"), in: 0..<3), 1)
        XCTAssertEqual(c.firstItem(matching: SearchPattern("été"), in: 0..<3), 2)
        XCTAssertEqual(c.lastItem(matching: SearchPattern("l"), in: 0..<3), 1)
        XCTAssertTrue(c.itemMatches(SearchPattern("elvin"), at: 1))
        XCTAssertFalse(c.itemMatches(SearchPattern("elvin"), at: 2))
        XCTAssertFalse(c.itemMatches(SearchPattern("elvin"), at: 7), "an item that does not exist")
        let dotted = columns([("\u{130}", nil)])
        XCTAssertEqual(dotted.firstItem(matching: SearchPattern("i\u{307}"), in: 0..<1), 0,
                       "İ (2 bytes) lowercases to i + U+0307 (3 bytes): a pattern longer than the string still matches")
    }

    func testItemsWithoutStrings() {
        XCTAssertNil(ItemColumns([ItemSpec(height: 2), ItemSpec(height: 3)]).firstItem(matching: SearchPattern("a"), in: 0..<2))
        XCTAssertNil(ItemColumns().lastItem(matching: SearchPattern("a"), in: 0..<2))
        XCTAssertEqual(columns([(nil, nil), ("", ""), ("a", nil)]).firstItem(matching: SearchPattern("a"), in: 0..<3), 2)
    }

    // MARK: Across sections

    private func dataSource(_ sections: [[(String?, String?)]]) -> SpecDataSource {
        SpecDataSource(spec: LayoutSpec(sections: sections.map { SectionSpec(columns: columns($0)) }))
    }

    func testSearchAcrossSectionsInIndexPathOrder() {
        let source = dataSource([[("fern", nil), ("oak", nil)], [], [("moss", nil), ("fern", nil)]])
        let fern = SearchPattern("fern")
        func p(_ section: Int, _ item: Int) -> LayoutIndexPath { LayoutIndexPath(item: item, section: section) }
        let end = p(3, 0)
        XCTAssertEqual(source.firstItem(matching: fern, in: p(0, 0)..<end), p(0, 0))
        XCTAssertEqual(source.firstItem(matching: fern, in: p(0, 1)..<end), p(2, 1))
        XCTAssertEqual(source.firstItem(matching: fern, in: p(0, 9)..<end), p(2, 1), "an item past its section's end starts at the next section")
        XCTAssertNil(source.firstItem(matching: fern, in: p(0, 1)..<p(2, 1)), "the upper bound is left out")
        XCTAssertNil(source.firstItem(matching: fern, in: p(2, 2)..<end))
        XCTAssertNil(source.firstItem(matching: fern, in: end..<p(9, 0)))
        XCTAssertEqual(source.lastItem(matching: fern, in: p(0, 0)..<end), p(2, 1))
        XCTAssertEqual(source.lastItem(matching: fern, in: p(0, 0)..<p(2, 1)), p(0, 0))
        XCTAssertNil(source.lastItem(matching: fern, in: p(0, 1)..<p(2, 1)))
        XCTAssertNil(source.lastItem(matching: fern, in: p(0, 0)..<p(0, 0)))
        XCTAssertEqual(source.lastItem(matching: fern, in: p(-1, 0)..<p(0, 1)), p(0, 0), "bounds before the first item")
        XCTAssertTrue(source.itemMatches(fern, at: p(2, 1)))
        XCTAssertFalse(source.itemMatches(fern, at: p(0, 1)))
        XCTAssertFalse(source.itemMatches(fern, at: p(9, 0)))
    }

    // MARK: Property

    /// The reference: a naive search over Strings, by the rule of ``SearchPattern``.
    private func naiveMatches(_ pattern: String, _ string: String?) -> Bool {
        guard let string, !pattern.isEmpty else { return false }
        let hay = Array((SearchPattern.hasCapital(pattern) ? string : string.lowercased()).unicodeScalars)
        let needle = Array(pattern.unicodeScalars)
        guard needle.count <= hay.count else { return false }
        return (0...(hay.count - needle.count)).contains { Array(hay[$0..<($0 + needle.count)]) == needle }
    }

    func testTheByteSearchAgreesWithANaiveStringSearch() {
        let pieces = ["a", "b", "A", "B", "ab", "é", "É", "e\u{301}", "\u{212A}", "k", "K", "\u{130}", "i", "ß", "中",
                      "❤️", " ", "—", "ǅ", "z", "\u{307}", "i\u{307}"]
        for seed in 0..<UInt64(300) {
            var g = SeededGenerator(seed: 0x5EA2C4 &+ seed)
            func string() -> String? {
                Int.random(in: 0..<4, using: &g) == 0 ? nil
                    : (0..<Int.random(in: 0...6, using: &g)).map { _ in pieces.randomElement(using: &g)! }.joined()
            }
            let sections: [[(String?, String?)]] = (0..<Int.random(in: 1...4, using: &g)).map { _ in
                (0..<Int.random(in: 0...12, using: &g)).map { _ in (string(), string()) }
            }
            let source = dataSource(sections)
            let pattern = (0..<Int.random(in: 1...3, using: &g)).map { _ in pieces.randomElement(using: &g)! }.joined()
            let search = SearchPattern(pattern)
            var all: [LayoutIndexPath] = []
            for (s, items) in sections.enumerated() {
                for (i, item) in items.enumerated() {
                    let expected = naiveMatches(pattern, item.0) || naiveMatches(pattern, item.1)
                    let path = LayoutIndexPath(item: i, section: s)
                    XCTAssertEqual(source.itemMatches(search, at: path), expected, "seed \(0x5EA2C4 &+ seed): \(pattern) at \(path)")
                    if expected { all.append(path) }
                }
            }
            var bounds = sections.enumerated().flatMap { s, items in (0...items.count).map { LayoutIndexPath(item: $0, section: s) } }
            bounds.append(LayoutIndexPath(item: 0, section: sections.count))
            for _ in 0..<20 {
                let a = bounds.randomElement(using: &g)!, b = bounds.randomElement(using: &g)!
                let range = min(a, b)..<max(a, b)
                XCTAssertEqual(source.firstItem(matching: search, in: range), all.first { range.contains($0) },
                               "seed \(0x5EA2C4 &+ seed): first \(pattern) in \(range)")
                XCTAssertEqual(source.lastItem(matching: search, in: range), all.last { range.contains($0) },
                               "seed \(0x5EA2C4 &+ seed): last \(pattern) in \(range)")
            }
        }
    }

    /// The folding scan (eight bytes at a time, then byte by byte) against a naive one, over
    /// ASCII haystacks of every length up to 40 with matches, near-misses and case at every
    /// offset: the first index found is the naive first, in every window `from..<to`.
    func testTheFoldingByteScanAgreesWithANaiveScanAtEveryOffset() {
        var g = SeededGenerator(seed: 0xB10C)
        let alphabet = Array("aAbBiI tT9".utf8)
        for _ in 0..<3_000 {
            let hay = (0..<Int.random(in: 0...40, using: &g)).map { _ in alphabet.randomElement(using: &g)! }
            let needle = (0..<Int.random(in: 1...4, using: &g)).map { _ in SearchBytes.lower(alphabet.randomElement(using: &g)!) }
            let from = Int.random(in: 0...hay.count, using: &g), to = Int.random(in: from...hay.count, using: &g)
            let expected = to - from < needle.count ? nil : (from...(to - needle.count)).first { i in
                needle.indices.allSatisfy { SearchBytes.lower(hay[i + $0]) == needle[$0] }
            }
            let found = hay.withUnsafeBufferPointer { hay in
                needle.withUnsafeBufferPointer { needle in
                    SearchBytes.firstIndex(of: needle, in: hay, from: from, to: to, foldingASCII: true)
                }
            }
            XCTAssertEqual(found, expected, "\(String(decoding: needle, as: UTF8.self)) in \(String(decoding: hay, as: UTF8.self)) [\(from), \(to))")
        }
    }
}
