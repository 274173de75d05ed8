import XCTest
@testable import TrellisSpec

/// The JSON parser on its own: values, positions, numbers, strings, limits.
final class JSONParserTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONDocument {
        try JSONParser.parse(Array(text.utf8), file: "j.json")
    }

    private func error(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return "\(error)"
        }
    }

    func testTapeStructureAndPositions() throws {
        let doc = try parse("{\n  \"a\": [1, true, null],\n  \"é\": {\"b\": \"x\"}, \"c\": false\n}")
        XCTAssertEqual(doc.kind(0), .object)
        XCTAssertEqual(doc.count(0), 3)
        var members: [(String, JSONKind, Int, Int)] = []
        doc.forEachMember(of: 0) { key, value in
            let (line, column) = doc.position(value)
            members.append((doc.string(key), doc.kind(value), line, column))
        }
        XCTAssertEqual(members.map(\.0), ["a", "é", "c"])
        XCTAssertEqual(members.map(\.1), [.array, .object, .false])
        XCTAssertEqual(members.map(\.2), [2, 3, 3])
        XCTAssertEqual(members.map(\.3), [8, 8, 25], "columns count characters, not bytes")
        let array = 2
        XCTAssertEqual(doc.elements(of: array).map { doc.kind($0) }, [.number, .true, .null])
        XCTAssertEqual(doc.next(after: array), 6)
        XCTAssertEqual(doc.next(after: 0), doc.nodes.count)
    }

    func testNumbers() throws {
        let cases: [(String, Double)] = [
            ("0", 0), ("-0", -0.0), ("12", 12), ("-3.25", -3.25), ("8.5", 8.5), ("1e3", 1000),
            ("1E+2", 100), ("25e-1", 2.5), ("0.1", 0.1), ("0.3", 0.3), ("123456789012345678", 123456789012345680),
            ("1.7976931348623157e308", .greatestFiniteMagnitude), ("5e-324", .leastNonzeroMagnitude),
            ("0.000000000000000000000000000001", 1e-30), ("9007199254740993", 9007199254740992),
            ("3.141592653589793238462643383279", 3.141592653589793), ("1e400", .infinity), ("-1e400", -.infinity),
            ("1e-400", 0),
        ]
        for (text, value) in cases {
            let doc = try parse("[\(text)]")
            XCTAssertEqual(doc.kind(1), .number, text)
            XCTAssertEqual(doc.number(1), value, text)
            XCTAssertEqual(doc.describe(1), text)
        }
    }

    func testInvalidNumbers() {
        XCTAssertEqual(error("[-]"), "j.json:1:2: invalid JSON: invalid number '-' (expected a digit after '-')")
        XCTAssertEqual(error("[1e]"), "j.json:1:2: invalid JSON: invalid number '1e' (expected a digit in the exponent)")
        XCTAssertEqual(error("[+1]"), "j.json:1:2: invalid JSON: expected a JSON value, got '+'")
        XCTAssertEqual(error("[.5]"), "j.json:1:2: invalid JSON: expected a JSON value, got '.'")
        XCTAssertEqual(error("[0x10]"), "j.json:1:3: invalid JSON: expected ',' or ']' after an array element, got 'x10'")
        XCTAssertEqual(error("[Infinity]"), "j.json:1:2: invalid JSON: expected a JSON value, got 'Infinity'")
        XCTAssertEqual(error("[tru]"), "j.json:1:2: invalid JSON: expected a JSON value, got 'tru'")
        XCTAssertEqual(error("[truex]"), "j.json:1:2: invalid JSON: expected a JSON value, got 'truex'")
    }

    func testStrings() throws {
        let doc = try parse(#"["plain", "a\"b", "\u0041\u00e9\u4e2d\ud83d\ude00", "", "日本語"]"#)
        XCTAssertEqual(doc.elements(of: 0).map { doc.string($0) }, ["plain", "a\"b", "Aé中😀", "", "日本語"])
    }

    func testStringErrors() {
        XCTAssertEqual(error(#"["abc"#), #"j.json:1:2: invalid JSON: unterminated string (no closing '"' before the end of the file)"#)
        XCTAssertEqual(error(#"["ab\"#), #"j.json:1:2: invalid JSON: unterminated string (no closing '"' before the end of the file)"#)
        XCTAssertEqual(error(#"["\u12"]"#), #"j.json:1:3: invalid JSON: \u must be followed by four hex digits"#)
        XCTAssertEqual(error(#"["\ude00"]"#), #"j.json:1:3: invalid JSON: unpaired surrogate \uDE00 in a string"#)
        XCTAssertEqual(error("[\"a\u{7}\"]"), #"j.json:1:4: invalid JSON: control character U+0007 in a string (write it as \u0007)"#)
        XCTAssertEqual(error("[\"é\\q\"]"), #"j.json:1:4: invalid JSON: invalid escape '\q' in a string"#)
    }

    func testInvalidUTF8() throws {
        for bad: [UInt8] in [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80]] {
            XCTAssertThrowsError(try JSONParser.parse(Array("[\"ab".utf8) + bad + Array("\"]".utf8), file: "u.json")) { error in
                XCTAssertEqual("\(error)", "u.json:1:5: invalid UTF-8: byte 0x\(String(bad[0], radix: 16, uppercase: true)) at byte offset 4")
            }
        }
        let ok = try JSONParser.parse(Array("[\"".utf8) + [0xF0, 0x9F, 0x98, 0x80, 0xE2, 0x82, 0xAC] + Array("\"]".utf8), file: "u.json")
        XCTAssertEqual(ok.string(1), "😀€")
    }

    func testStructureErrors() {
        XCTAssertEqual(error(""), "j.json:1:1: invalid JSON: expected a JSON value, got end of file")
        XCTAssertEqual(error("{"), "j.json:1:2: invalid JSON: expected a key in double quotes, got end of file")
        XCTAssertEqual(error(#"{"a" 1}"#), "j.json:1:6: invalid JSON: expected ':' after the key, got '1'")
        XCTAssertEqual(error(#"{"a":}"#), "j.json:1:6: invalid JSON: expected a JSON value, got '}'")
        XCTAssertEqual(error(#"{"a":1,}"#), "j.json:1:7: invalid JSON: trailing comma before '}'")
        XCTAssertEqual(error(#"{1:2}"#), "j.json:1:2: invalid JSON: expected a key in double quotes, got '1'")
        XCTAssertEqual(error("[1 2]"), "j.json:1:4: invalid JSON: expected ',' or ']' after an array element, got '2'")
        XCTAssertEqual(error("[1] x"), "j.json:1:5: invalid JSON: expected the end of the file after the top-level value, got 'x'")
        XCTAssertEqual(error("[/* c */]"), "j.json:1:2: invalid JSON: expected a JSON value, got '/' (JSON has no comments)")
        XCTAssertEqual(error("\n\n  [\u{1}]"), "j.json:3:4: invalid JSON: expected a JSON value, got U+0001")
        XCTAssertEqual(error("[é]"), "j.json:1:2: invalid JSON: expected a JSON value, got 'é'")
    }

    func testEmptyContainersAndWhitespace() throws {
        let doc = try parse(" \t\r\n{ \"a\" : [ ] , \"b\" : { } }\r\n ")
        XCTAssertEqual(doc.count(0), 2)
        XCTAssertEqual(doc.count(2), 0)
        XCTAssertEqual(doc.count(4), 0)
        XCTAssertEqual(doc.position(0).line, 2)
    }

    func testNestingLimitWithoutStackOverflow() throws {
        let deepOK = String(repeating: "[", count: SpecLimits.maxDepth) + String(repeating: "]", count: SpecLimits.maxDepth)
        XCTAssertNoThrow(try parse(deepOK))
        let tooDeep = String(repeating: "[", count: SpecLimits.maxDepth + 1) + String(repeating: "]", count: SpecLimits.maxDepth + 1)
        XCTAssertEqual(error(tooDeep), "j.json:1:513: invalid JSON: nesting deeper than 512 levels")
        // A million open brackets: refused at level 513, no recursion anywhere.
        let huge = String(repeating: "[{\"a\":", count: 500_000)
        XCTAssertEqual(error(huge), "j.json:1:1537: invalid JSON: nesting deeper than 512 levels")
    }

    func testEditDistanceAndSuggestions() {
        XCTAssertEqual(SpecKeys.editDistance(Array("colums"), Array("columns")), 1)
        XCTAssertEqual(SpecKeys.editDistance(Array("hieght"), Array("height")), 1)
        XCTAssertEqual(SpecKeys.editDistance(Array(""), Array("abc")), 3)
        XCTAssertEqual(SpecKeys.editDistance(Array("kitten"), Array("sitting")), 3)
        XCTAssertEqual(SpecKeys.suggestion(for: "colums", among: SpecKeys.section), "columns")
        XCTAssertEqual(SpecKeys.suggestion(for: "ITEMS", among: SpecKeys.section), "items")
        XCTAssertEqual(SpecKeys.suggestion(for: "itemHieght", among: SpecKeys.section), "itemHeight")
        XCTAssertNil(SpecKeys.suggestion(for: "foo", among: SpecKeys.section))
        XCTAssertNil(SpecKeys.suggestion(for: "colour", among: SpecKeys.section))
    }
}
