import Foundation
import TrellisTestSupport
import XCTest
@testable import TrellisSpec

/// The loader's fast path (items decoded straight into columns) against the full parser and
/// decoder: the same spec, the same warnings and the same errors, for random specs, the gallery
/// assets and the bad-spec corpus.
final class FastPathTests: XCTestCase {
    /// What the full parser and decoder make of `bytes`: the spec and warnings, or the error.
    private func full(_ bytes: [UInt8], _ file: String, measure: (String) -> Int = SpecLoader.characterCount)
        -> Result<(LayoutSpec, [SpecDiagnostic]), SpecDiagnostic> {
        do throws(SpecDiagnostic) {
            let document = try JSONParser.parse(bytes, file: file)
            return .success(try SpecDecoder.decode(document, file: file, measure: measure))
        } catch {
            return .failure(error)
        }
    }

    /// What the loader (fast path first) makes of `bytes`.
    private func loaded(_ bytes: [UInt8], _ file: String, measure: (String) -> Int = SpecLoader.characterCount)
        -> Result<(LayoutSpec, [SpecDiagnostic]), SpecDiagnostic> {
        do throws(SpecDiagnostic) {
            return .success(try SpecLoader.parse(bytes, file: file, measure: measure))
        } catch {
            return .failure(error)
        }
    }

    private func assertSame(_ a: Result<(LayoutSpec, [SpecDiagnostic]), SpecDiagnostic>,
                            _ b: Result<(LayoutSpec, [SpecDiagnostic]), SpecDiagnostic>, _ context: String,
                            file: StaticString = #filePath, line: UInt = #line) {
        switch (a, b) {
        case let (.success(x), .success(y)):
            XCTAssertEqual(x.0, y.0, "spec: \(context)", file: file, line: line)
            XCTAssertEqual(x.1, y.1, "warnings: \(context)", file: file, line: line)
            for (s, t) in zip(x.0.sections, y.0.sections) {
                XCTAssertEqual(s.items, t.items, "items: \(context)", file: file, line: line)
            }
        case let (.failure(x), .failure(y)):
            XCTAssertEqual(x.description, y.description, "error: \(context)", file: file, line: line)
        default:
            XCTFail("one loaded and the other did not: \(a) vs \(b): \(context)", file: file, line: line)
        }
    }

    // MARK: Random specs

    /// A random JSON spec: random whitespace, key order, numbers written in several ways,
    /// strings with escapes and non-ASCII text; with `unusual`, now and then something the fast
    /// path gives up on (unknown or duplicate keys, bad values, syntax errors).
    static func randomSpec(_ g: inout SeededGenerator, unusual: Bool) -> String {
        func ws() -> String { ["", " ", "\n", "\t ", "\r\n  "].randomElement(using: &g)! }
        func number(_ value: Int) -> String {
            switch Int.random(in: 0..<6, using: &g) {
            case 0: return "\(value).5"
            case 1: return "\(value)e0"
            case 2: return value == 0 ? "-0" : "\(value).0"
            case 3: return "\(value)E+1"
            default: return "\(value)"
            }
        }
        let pieces = ["sunset", "été", "中文", "❤️", "\\n", "\\\"", "\\u00e9", "\\uD83D\\uDE00", " ", "a\\tb", "\\/", "", "a quiet lake at dawn, far from the road "]
        func string() -> String {
            "\"" + (0..<Int.random(in: 0...4, using: &g)).map { _ in pieces.randomElement(using: &g)! }.joined() + "\""
        }
        let layout = ["waterfall", "tags", "grid"].randomElement(using: &g)!
        var sections: [String] = []
        for _ in 0..<Int.random(in: 0...3, using: &g) {
            var items: [String] = []
            for _ in 0..<Int.random(in: 0...30, using: &g) {
                var members: [String] = []
                // A plain spec names only the item keys its layout uses (the others are warned
                // about); an unusual one may name any.
                func uses(_ key: String) -> Bool {
                    unusual || SpecKeysInTests.uses(key, layout: layout)
                }
                if Bool.random(using: &g), uses("height") { members.append("\"height\"\(ws()):\(ws())\(number(Int.random(in: 0...20, using: &g)))") }
                if layout == "tags" ? Int.random(in: 0..<3, using: &g) > 0 : Bool.random(using: &g), uses("width") {
                    members.append("\"width\":\(number(Int.random(in: 0...40, using: &g)))")
                }
                let hasWidth = members.count > (members.first?.hasPrefix("\"height") == true ? 1 : 0)
                if Bool.random(using: &g) || (layout == "tags" && !hasWidth) {
                    members.append("\"title\"\(ws()):\(string())")
                }
                if Int.random(in: 0..<4, using: &g) == 0, uses("text") { members.append("\"text\": \(string())") }
                if Int.random(in: 0..<4, using: &g) == 0, uses("fullSpan") { members.append("\"fullSpan\":\(Bool.random(using: &g))") }
                // An aspect ratio only where nothing comes before it (else a warning), written in several ways.
                let sized = members.contains { $0.hasPrefix("\"height") || $0.hasPrefix("\"width") }
                if Int.random(in: 0..<3, using: &g) == 0, uses("aspectRatio"), unusual || !sized {
                    members.append("\"aspectRatio\"\(ws()):\(ws())" + ["1.5", "0.75", "2", "1e0", "0.001", "1000"].randomElement(using: &g)!)
                }
                if unusual, Int.random(in: 0..<60, using: &g) == 0 {
                    members.append([#""hieght": 3"#, #""height": 2"#, #""height": -1"#, #""title": 7"#, #""fullSpan": 1"#,
                                    #""height": 1e400"#, #""width": "x""#, #""text": null"#, #""titl\u0065": "a""#,
                                    #""height": 1,"#, #""height" 1"#, #""aspectRatio": 0"#, #""aspectRatio": -1"#,
                                    #""aspectRatio": "NaN""#, #""aspectRatio": 1001"#, #""aspectRati": 1"#].randomElement(using: &g)!)
                }
                members.shuffle(using: &g)
                items.append("{" + ws() + members.joined(separator: "," + ws()) + ws() + "}")
            }
            var section = ["\"items\":\(ws())[" + items.joined(separator: "," + ws()) + "]"]
            if Bool.random(using: &g) { section.append("\"title\": \(string())") }
            if Bool.random(using: &g), unusual || layout == "waterfall" { section.append("\"columns\": \(Int.random(in: 1...4, using: &g))") }
            if Int.random(in: 0..<4, using: &g) == 0, unusual || layout != "grid" { section.append("\"aspectRatio\": 0.5") }
            section.shuffle(using: &g)
            sections.append("{" + section.joined(separator: ",") + "}")
        }
        var top = ["\"layout\": \"\(layout)\"", "\"sections\": [" + sections.joined(separator: "," + ws()) + "]"]
        if Bool.random(using: &g) { top.append("\"title\": \(string())") }
        if Bool.random(using: &g) { top.append("\"lineSpacing\": 1") }
        if Bool.random(using: &g) { top.append("\"scale\": {\"x\": 8, \"y\": 16}") }
        if unusual, Int.random(in: 0..<10, using: &g) == 0 { top.append("\"colums\": 2") }
        top.shuffle(using: &g)
        return ws() + "{" + top.joined(separator: "," + ws()) + "}" + ws()
    }

    func testTheFastPathDecodesRandomSpecsAsTheFullDecoderDoes() {
        for seed in 0..<UInt64(400) {
            var g = SeededGenerator(seed: 0xFA57 &+ seed)
            let bytes = Array(Self.randomSpec(&g, unusual: false).utf8)
            let fast = SpecLoader.fastDecode(bytes, file: "r.json", measure: SpecLoader.characterCount)
            let reference = full(bytes, "r.json")
            guard case let .success((spec, warnings)) = reference else {
                XCTFail("seed \(0xFA57 &+ seed): the generator made a bad spec: \(reference)")
                continue
            }
            XCTAssertEqual(warnings, [], "seed \(0xFA57 &+ seed)")
            XCTAssertNotNil(fast, "seed \(0xFA57 &+ seed): the fast path gave up on a plain spec")
            XCTAssertEqual(fast, spec, "seed \(0xFA57 &+ seed)")
            XCTAssertEqual(fast?.sections.map(\.items), spec.sections.map(\.items), "seed \(0xFA57 &+ seed)")
        }
    }

    func testUnusualRandomSpecsGiveTheFullDecodersErrorsAndWarnings() {
        for seed in 0..<UInt64(400) {
            var g = SeededGenerator(seed: 0xBAD5 &+ seed)
            let bytes = Array(Self.randomSpec(&g, unusual: true).utf8)
            assertSame(loaded(bytes, "u.json"), full(bytes, "u.json"), "seed \(0xBAD5 &+ seed)")
            let report: SpecReport
            do throws(SpecDiagnostic) {
                report = SpecDecoder.report(try JSONParser.parse(bytes, file: "u.json"), file: "u.json",
                                            measure: SpecLoader.characterCount)
            } catch {
                report = SpecReport(errors: [error])
            }
            XCTAssertEqual(SpecLoader.check(bytes, file: "u.json"), report, "seed \(0xBAD5 &+ seed)")
        }
    }

    // MARK: Files

    private static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("assets").path

    func testEveryAssetLoadsByTheFastPathAsByTheFullDecoder() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.assets).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertFalse(names.isEmpty)
        let measure: (String) -> Int = { $0.reduce(0) { $0 + displayWidthForTests($1) } }
        for name in names {
            let path = Self.assets + "/" + name
            let bytes = try SpecLoader.readFile(path)
            let fast = SpecLoader.fastDecode(bytes, file: path, measure: measure)
            XCTAssertNotNil(fast, "\(name): the fast path gave up")
            assertSame(.success((try XCTUnwrap(fast), [])), full(bytes, path, measure: measure), name)
            assertSame(Result { () throws(SpecDiagnostic) in try SpecLoader.load(path: path, measure: measure) },
                       full(bytes, path, measure: measure), name)
        }
    }

    func testEveryBadSpecHasTheFullDecodersMessageAndReport() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: BadSpecTests.directory).sorted()
        XCTAssertGreaterThan(names.count, 20)
        for name in names {
            let path = BadSpecTests.directory + "/" + name
            guard let bytes = try? SpecLoader.readFile(path), !bytes.isEmpty else { continue }
            assertSame(Result { () throws(SpecDiagnostic) in try SpecLoader.load(path: path) }, full(bytes, path), name)
            if let document = try? JSONParser.parse(bytes, file: path) {
                XCTAssertEqual(SpecLoader.check(path: path), SpecDecoder.report(document, file: path, measure: SpecLoader.characterCount), name)
            }
        }
    }

    /// A big file whose only problem comes after more than a megabyte of items: the fast path has
    /// handed the pages of those items back, and the full decoder, on the file read again, still
    /// gives every warning with its place and the same spec.
    func testAWarningAfterReleasedPagesIsReportedExactly() throws {
        var text = #"{"sections": [{"items": ["#
        text += String(repeating: "\n{\"height\": 1, \"title\": \"fern\"},", count: 60_000)
        text += "\n{\"height\": 2, \"hieght\": 3}]}]}"
        let path = NSTemporaryDirectory() + "trellis-fast-path-\(getpid()).json"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (spec, warnings) = try SpecLoader.load(path: path)
        XCTAssertEqual(warnings.map(\.description),
                       [#"\#(path):60002:15: sections[0].items[60000].hieght: unknown key (did you mean "height"?)"#])
        XCTAssertEqual(spec.sections[0].columns.count, 60_001)
        XCTAssertEqual(spec.sections[0].columns[59_999], ItemSpec(height: 1, title: "fern"))
        XCTAssertEqual(spec.sections[0].columns[60_000], ItemSpec(height: 2))
        XCTAssertEqual(SpecLoader.check(path: path).warnings, warnings)
    }
}

/// The item keys each layout uses (the others get an "ignored in a …" warning), written out
/// by hand from docs/spec-format.md rather than taken from the code under test.
enum SpecKeysInTests {
    static func uses(_ key: String, layout: String) -> Bool {
        switch (layout, key) {
        case ("waterfall", "width"): false
        case ("tags", "fullSpan"): false
        case ("grid", "height"), ("grid", "width"), ("grid", "text"), ("grid", "fullSpan"), ("grid", "aspectRatio"): false
        default: true
        }
    }
}
