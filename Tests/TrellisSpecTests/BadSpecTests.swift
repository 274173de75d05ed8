import XCTest
@testable import TrellisSpec

/// The corpus of bad specs under `BadSpecs/`: one file per case, each with the exact one-line
/// message the loader must report (the file name stands for the path the loader was given).
final class BadSpecTests: XCTestCase {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("BadSpecs").path

    /// File name → the expected `description`, without the directory.
    static let expected: [String: String] = [
        // Files that cannot be read as text
        "empty.json": #"empty.json: empty file (expected a JSON object)"#,
        "whitespace-only.json": #"whitespace-only.json:4:1: invalid JSON: expected a JSON value, got end of file"#,
        "invalid-utf8.json": #"invalid-utf8.json:2:16: invalid UTF-8: byte 0xE9 at byte offset 17"#,
        "invalid-utf8-outside-string.json": #"invalid-utf8-outside-string.json:2:18: invalid UTF-8: byte 0xFF at byte offset 19"#,
        // JSON syntax
        "syntax-missing-comma.json": #"syntax-missing-comma.json:3:3: invalid JSON: expected ',' or '}' after an object member, got '"'"#,
        "syntax-trailing-comma.json": #"syntax-trailing-comma.json:3:29: invalid JSON: trailing comma before ']'"#,
        "syntax-unterminated-string.json": #"syntax-unterminated-string.json:2:12: invalid JSON: unterminated string (no closing '"' before the end of the line)"#,
        "syntax-nan.json": #"syntax-nan.json:2:38: invalid JSON: expected a JSON value, got 'NaN'"#,
        "syntax-comment.json": #"syntax-comment.json:2:3: invalid JSON: expected a key in double quotes, got '/' (JSON has no comments)"#,
        "syntax-leading-zero.json": #"syntax-leading-zero.json:2:14: invalid JSON: invalid number '02' (leading zeros are not allowed)"#,
        // Leading zeros inside an item, where the loader's fast path reads the numbers (issue 23, item 17).
        "item-height-leading-zero.json": #"item-height-leading-zero.json:2:52: invalid JSON: invalid number '05' (leading zeros are not allowed)"#,
        "item-height-negative-leading-zero.json": #"item-height-negative-leading-zero.json:2:51: invalid JSON: invalid number '-05' (leading zeros are not allowed)"#,
        "item-width-double-zero.json": #"item-width-double-zero.json:2:36: invalid JSON: invalid number '00' (leading zeros are not allowed)"#,
        "item-width-leading-zero.json": #"item-width-leading-zero.json:2:50: invalid JSON: invalid number '05' (leading zeros are not allowed)"#,
        "syntax-bad-number.json": #"syntax-bad-number.json:2:38: invalid JSON: invalid number '1.' (expected a digit after '.')"#,
        "syntax-trailing-content.json": #"syntax-trailing-content.json:2:1: invalid JSON: expected the end of the file after the top-level value, got '{'"#,
        "syntax-bad-escape.json": #"syntax-bad-escape.json:2:15: invalid JSON: invalid escape '\p' in a string"#,
        "syntax-control-character.json": #"syntax-control-character.json:2:14: invalid JSON: control character U+0009 in a string (write it as \u0009)"#,
        "syntax-unpaired-surrogate.json": #"syntax-unpaired-surrogate.json:2:13: invalid JSON: unpaired surrogate \uD83D in a string"#,
        "syntax-single-quotes.json": #"syntax-single-quotes.json:2:3: invalid JSON: expected a key in double quotes, got a single quote"#,
        "syntax-truncated.json": #"syntax-truncated.json:3:29: invalid JSON: expected ',' or ']' after an array element, got end of file"#,
        "syntax-mismatched-bracket.json": #"syntax-mismatched-bracket.json:4:3: invalid JSON: expected ',' or ']' after an array element, got '}'"#,
        "syntax-non-ascii-column.json": #"syntax-non-ascii-column.json:2:34: invalid JSON: expected ',' or '}' after an object member, got 'x'"#,
        "deep-nesting.json": #"deep-nesting.json:1:525: invalid JSON: nesting deeper than 512 levels"#,
        // Structure
        "top-level-array.json": #"top-level-array.json:1:1: expected a JSON object at the top level, got an array"#,
        "top-level-string.json": #"top-level-string.json:1:1: expected a JSON object at the top level, got "photos""#,
        "missing-sections.json": #"missing-sections.json:1:1: missing key "sections" (an array of sections)"#,
        "missing-items.json": #"missing-items.json:4:5: sections[1]: missing key "items" (an array of items)"#,
        "sections-not-array.json": #"sections-not-array.json:2:15: sections: expected an array of sections, got an object"#,
        "section-not-object.json": #"section-not-object.json:4:5: sections[1]: expected an object (a section), got an array"#,
        "items-not-array.json": #"items-not-array.json:3:15: sections[0].items: expected an array of items, got "many""#,
        "item-not-object.json": #"item-not-object.json:3:31: sections[0].items[1]: expected an object (an item), got 2"#,
        "tags-missing-width.json": #"tags-missing-width.json:4:36: sections[0].items[1]: missing key "width" (a tag needs a width or a "title" to measure)"#,
        // Layout, strings, booleans, choices
        "layout-unknown.json": #"layout-unknown.json:2:13: layout: expected one of "waterfall", "tags", "grid", "compositional", got "masonry""#,
        "layout-not-string.json": #"layout-not-string.json:2:13: layout: expected one of "waterfall", "tags", "grid", "compositional", got 2"#,
        "long-string-value.json": #"long-string-value.json:2:13: layout: expected one of "waterfall", "tags", "grid", "compositional", got ""# + String(repeating: "x", count: 39) + #"…""#,
        "title-not-string.json": #"title-not-string.json:2:12: title: expected a string, got 42"#,
        "section-title-array.json": #"section-title-array.json:3:15: sections[0].title: expected a string, got an array"#,
        "item-title-number.json": #"item-title-number.json:4:26: sections[0].items[0].title: expected a string, got 7"#,
        "item-text-bool.json": #"item-text-bool.json:3:25: sections[0].items[0].text: expected a string, got false"#,
        "full-span-number.json": #"full-span-number.json:3:42: sections[0].items[0].fullSpan: expected true or false, got 1"#,
        "pin-headers-string.json": #"pin-headers-string.json:2:17: pinHeaders: expected true or false, got "yes""#,
        "background-number.json": #"background-number.json:3:20: sections[0].background: expected true, false or an object with "insets" and "zIndex", got 1"#,
        "order-unknown.json": #"order-unknown.json:2:12: order: expected one of "shortestFirst", "leftToRight", "rightToLeft", got "random""#,
        "align-unknown.json": #"align-unknown.json:3:12: align: expected one of "left", "center", "right", "justified", got "middle""#,
        "vertical-align-unknown.json": #"vertical-align-unknown.json:2:20: verticalAlign: expected one of "top", "center", "bottom", got "baseline""#,
        "direction-unknown.json": #"direction-unknown.json:2:16: direction: expected one of "ltr", "rtl", got "leftToRight""#,
        "scroll-direction-unknown.json": #"scroll-direction-unknown.json:2:22: scrollDirection: expected one of "vertical", "horizontal", got "diagonal""#,
        "item-size-not-object.json": #"item-size-not-object.json:3:15: itemSize: expected an object with "width" and "height", got an array"#,
        "item-size-missing-height.json": #"item-size-missing-height.json:3:15: itemSize: missing key "height""#,
        // Scale and aspect ratios: finite, greater than 0, within 0.001 ... 1000
        "scale-zero.json": #"scale-zero.json:2:18: scale.x: expected a number from 0.001 to 1000, got 0"#,
        "scale-negative.json": #"scale-negative.json:2:26: scale.y: expected a number from 0.001 to 1000, got -16"#,
        "scale-nan-string.json": #"scale-nan-string.json:2:18: scale.x: expected a number from 0.001 to 1000, got "NaN""#,
        "scale-not-object.json": #"scale-not-object.json:2:12: scale: expected an object with "x" and "y", got 8"#,
        "scale-array.json": #"scale-array.json:2:12: scale: expected an object with "x" and "y", got an array"#,
        "scale-missing-y.json": #"scale-missing-y.json:2:12: scale: missing key "y""#,
        "aspect-ratio-zero.json": #"aspect-ratio-zero.json:3:32: sections[0].items[0].aspectRatio: expected a number from 0.001 to 1000, got 0"#,
        "aspect-ratio-negative.json": #"aspect-ratio-negative.json:3:46: sections[0].items[0].aspectRatio: expected a number from 0.001 to 1000, got -1.5"#,
        "aspect-ratio-nan-string.json": #"aspect-ratio-nan-string.json:3:32: sections[0].items[0].aspectRatio: expected a number from 0.001 to 1000, got "NaN""#,
        "aspect-ratio-object.json": #"aspect-ratio-object.json:2:18: aspectRatio: expected a number from 0.001 to 1000, got an object"#,
        "aspect-ratio-overflow.json": #"aspect-ratio-overflow.json:3:21: sections[0].aspectRatio: expected a number from 0.001 to 1000, got 1e400"#,
        // Numbers: columns
        "columns-zero.json": #"columns-zero.json:2:14: columns: expected an integer from 1 to 1000, got 0"#,
        "columns-huge.json": #"columns-huge.json:4:17: sections[1].columns: expected an integer from 1 to 1000, got 1e12"#,
        "columns-fraction.json": #"columns-fraction.json:2:14: columns: expected an integer from 1 to 1000, got 2.5"#,
        "columns-string.json": #"columns-string.json:2:14: columns: expected an integer from 1 to 1000, got "3""#,
        "columns-negative.json": #"columns-negative.json:2:14: columns: expected an integer from 1 to 1000, got -2"#,
        // Numbers: lengths
        "height-string.json": #"height-string.json:7:48: sections[2].items[5].height: expected a number from 0 to 1000000, got "abc""#,
        "height-negative.json": #"height-negative.json:3:27: sections[0].items[0].height: expected a number from 0 to 1000000, got -3"#,
        "height-overflow.json": #"height-overflow.json:3:27: sections[0].items[0].height: expected a number from 0 to 1000000, got 1e400"#,
        "height-too-large.json": #"height-too-large.json:3:27: sections[0].items[0].height: expected a number from 0 to 1000000, got 1000000.5"#,
        "height-null.json": #"height-null.json:3:27: sections[0].items[0].height: expected a number from 0 to 1000000, got null"#,
        "width-huge.json": #"width-huge.json:4:26: sections[0].items[0].width: expected a number from 0 to 1000000, got 1e308"#,
        "line-spacing-negative.json": #"line-spacing-negative.json:2:18: lineSpacing: expected a number from 0 to 1000000, got -1"#,
        "interitem-spacing-array.json": #"interitem-spacing-array.json:2:23: interitemSpacing: expected a number from 0 to 1000000, got an array"#,
        "item-height-huge.json": #"item-height-huge.json:2:17: itemHeight: expected a number from 0 to 1000000, got 2e6"#,
        "header-negative.json": #"header-negative.json:3:16: sections[0].header: expected a number from 0 to 1000000, got -1"#,
        "footer-bool.json": #"footer-bool.json:2:13: footer: expected a number from 0 to 1000000, got true"#,
        "inset-number.json": #"inset-number.json:2:12: inset: expected an object with "top", "left", "bottom", "right", got 2"#,
        "inset-side-string.json": #"inset-side-string.json:3:34: sections[0].inset.left: expected a number from 0 to 1000000, got "2""#,
        "inset-side-negative.json": #"inset-side-negative.json:2:23: inset.bottom: expected a number from 0 to 1000000, got -0.5"#,
    ]

    /// Loads `name` from the corpus and returns the error, failing if it loads.
    private func loadError(_ path: String, file: StaticString = #filePath, line: UInt = #line) -> SpecDiagnostic? {
        do {
            _ = try SpecLoader.load(path: path)
            XCTFail("\(path) loaded without an error", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func testEveryCorpusFileHasAnExpectedMessageAndViceVersa() throws {
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: Self.directory))
        XCTAssertEqual(files.subtracting(Self.expected.keys).sorted(), [], "files without an expected message")
        XCTAssertEqual(Set(Self.expected.keys).subtracting(files).sorted(), [], "expected messages without a file")
    }

    func testEveryCorpusFileFailsWithItsExactMessage() {
        for (name, message) in Self.expected.sorted(by: { $0.key < $1.key }) {
            guard let error = loadError(Self.directory + "/" + name) else { continue }
            XCTAssertEqual(error.description, Self.directory + "/" + message, name)
        }
    }

    func testErrorsCarryFilePathLineColumnAndMessageSeparately() throws {
        let path = Self.directory + "/height-string.json"
        let error = try XCTUnwrap(loadError(path))
        XCTAssertEqual(error.file, path)
        XCTAssertEqual(error.path, "sections[2].items[5].height")
        XCTAssertEqual(error.line, 7)
        XCTAssertEqual(error.column, 48)
        XCTAssertEqual(error.message, #"expected a number from 0 to 1000000, got "abc""#)
    }

    func testMissingFile() throws {
        let path = Self.directory + "/no-such-spec.json"
        let error = try XCTUnwrap(loadError(path))
        XCTAssertEqual(error.description, path + ": cannot open: No such file or directory")
        XCTAssertNil(error.line)
    }

    func testDirectory() throws {
        let error = try XCTUnwrap(loadError(Self.directory))
        XCTAssertEqual(error.description, Self.directory + ": not a regular file (a directory)")
    }

    func testEmptyBytesAndWholeFileErrorsHaveNoPlace() throws {
        XCTAssertThrowsError(try SpecLoader.parse([], file: "x.json")) { error in
            XCTAssertEqual("\(error)", "x.json: empty file (expected a JSON object)")
        }
    }

    func testTheFirstErrorInDocumentOrderIsReported() {
        let json = #"{"columns": 0, "lineSpacing": -1, "sections": []}"#
        XCTAssertThrowsError(try SpecLoader.parse(json: json, file: "a.json")) { error in
            XCTAssertEqual("\(error)", "a.json:1:13: columns: expected an integer from 1 to 1000, got 0")
        }
    }

    func testLayoutIsCheckedBeforeEverythingElse() {
        let json = #"{"columns": 0, "sections": [], "layout": "circle"}"#
        XCTAssertThrowsError(try SpecLoader.parse(json: json, file: "a.json")) { error in
            XCTAssertEqual("\(error)", #"a.json:1:42: layout: expected one of "waterfall", "tags", "grid", "compositional", got "circle""#)
        }
    }

    func testOddKeysAreQuotedInPaths() {
        let json = #"{"sections": [{"items": [], "inset": {"top": 1}, "my key": 1, "inset ": 2}]}"#
        let (_, warnings) = try! SpecLoader.parse(json: json, file: "a.json")
        XCTAssertEqual(warnings.map(\.description), [
            #"a.json:1:50: sections[0]["my key"]: unknown key"#,
            #"a.json:1:63: sections[0]["inset "]: unknown key (did you mean "inset"?)"#,
        ])
    }
}
