import Foundation
import TrellisTestSupport
import XCTest
@testable import TrellisSpec

/// The loader's fast path over long items arrays: items are written to an ``ItemRun`` of 1,024
/// and added to the columns a run at a time, the columns are sized from the first 4,096 items,
/// and a title the parser found to be printable ASCII is measured from its length. Checked
/// against the full parser and decoder (and Foundation's `JSONSerialization` for the strings)
/// on long random arrays whose keys first appear anywhere, with escapes, non-ASCII text, DEL
/// and long strings, and on late errors.
final class FastPathLongArrayTests: XCTestCase {
    /// A measure that tells printable ASCII (1 column) from everything else (3 columns a
    /// scalar): a title taken for printable ASCII that is not would measure differently.
    private static func measure(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + ((0x20...0x7E).contains($1.value) ? 1 : 3) }
    }

    private func full(_ bytes: [UInt8], _ file: String) -> Result<(LayoutSpec, [SpecDiagnostic]), SpecDiagnostic> {
        do throws(SpecDiagnostic) {
            let document = try JSONParser.parse(bytes, file: file)
            return .success(try SpecDecoder.decode(document, file: file, measure: Self.measure))
        } catch {
            return .failure(error)
        }
    }

    /// Pieces of JSON string contents: plain words, escapes, non-ASCII, DEL written raw.
    private static let pieces = ["fern", "a quiet lake", " ", "~", "\u{7F}", "été", "中文", "❤️", "\\n", "\\\"", "\\u00e9",
                                 "\\u007f", "\\uD83D\\uDE00", "\\/", "a\\tb", "0123456789abcdef", ""]

    private static func string(_ g: inout SeededGenerator) -> String {
        if Int.random(in: 0..<2_000, using: &g) == 0 {
            // Longer than a run's first room for strings (16 KiB).
            return "\"" + String(repeating: "long title ", count: 2_000) + "\""
        }
        return "\"" + (0..<Int.random(in: 0...4, using: &g)).map { _ in pieces.randomElement(using: &g)! }.joined() + "\""
    }

    /// A spec of one long items array (and a short one after it), each item key first used at
    /// a random item (or never), then by about half the items.
    private static func longSpec(_ g: inout SeededGenerator) -> String {
        let layout = Bool.random(using: &g) ? "tags" : "waterfall"
        let count = Int.random(in: 1...9_000, using: &g)
        func firstUse() -> Int { Int.random(in: 0...(count + count / 4), using: &g) }
        let first = (height: firstUse(), width: firstUse(), title: firstUse(), text: firstUse(),
                     fullSpan: firstUse(), ratio: firstUse())
        var items: [String] = []
        items.reserveCapacity(count)
        for index in 0..<count {
            var members: [String] = []
            func maybe(_ start: Int) -> Bool { index >= start && Bool.random(using: &g) }
            if maybe(first.height) { members.append("\"height\": \(Int.random(in: 0...20, using: &g))") }
            if layout == "tags", maybe(first.width) { members.append("\"width\": \(Int.random(in: 0...40, using: &g))") }
            let sized = !members.isEmpty
            if !sized, maybe(first.ratio) { members.append("\"aspectRatio\": 1.5") }
            // A tag without a width or a ratio is sized from its title: it needs one.
            let needsTitle = layout == "tags" && !members.contains { $0.hasPrefix("\"width") || $0.hasPrefix("\"aspectRatio") }
            if maybe(first.title) || needsTitle { members.append("\"title\": " + string(&g)) }
            if maybe(first.text) { members.append("\"text\": " + string(&g)) }
            if layout == "waterfall", maybe(first.fullSpan) { members.append("\"fullSpan\": \(Bool.random(using: &g))") }
            members.shuffle(using: &g)
            items.append("{" + members.joined(separator: ", ") + "}")
        }
        return "{\"layout\": \"\(layout)\", \"sections\": [{\"items\": [\n" + items.joined(separator: ",\n")
            + "\n]}, {\"items\": [{\"title\": \"x\"}]}]}"
    }

    func testLongRandomArraysDecodeAsTheFullDecoderAndFoundationDo() throws {
        for seed in 0..<UInt64(16) {
            var g = SeededGenerator(seed: 0x1026 &+ seed)
            let text = Self.longSpec(&g)
            let bytes = Array(text.utf8)
            let context = "seed \(0x1026 &+ seed)"
            guard case let .success((spec, warnings)) = full(bytes, "l.json") else {
                XCTFail("\(context): the generator made a bad spec: \(full(bytes, "l.json"))")
                continue
            }
            XCTAssertEqual(warnings, [], context)
            let fast = try XCTUnwrap(SpecLoader.fastDecode(bytes, file: "l.json", measure: Self.measure, printableASCIIWidth: 1),
                                     "\(context): the fast path gave up")
            XCTAssertEqual(fast, spec, context)
            for (fastSection, section) in zip(fast.sections, spec.sections) {
                XCTAssertEqual(fastSection.items, section.items, context)
                XCTAssertEqual(fastSection.columns, ItemColumns(section.items), context)
            }
            // The strings against Foundation's parser.
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
            let sections = try XCTUnwrap(object["sections"] as? [[String: Any]])
            let items = try XCTUnwrap(sections[0]["items"] as? [[String: Any]])
            XCTAssertEqual(items.count, fast.sections[0].columns.count, context)
            for (index, item) in items.enumerated() {
                XCTAssertEqual(fast.sections[0].columns.title(at: index), item["title"] as? String, "\(context) item \(index)")
                XCTAssertEqual(fast.sections[0].columns.text(at: index), item["text"] as? String, "\(context) item \(index)")
            }
        }
    }

    /// Titles of 1 to 20 bytes with one DEL, control escape or non-ASCII letter at each place (the
    /// parser reads 8 bytes at a time): each is measured as the full decoder measures it.
    func testAnUnprintableByteAnywhereInATitleIsMeasured() throws {
        for odd in ["\u{7F}", "\\u007f", "\\t", "é", "\\u00e9"] {
            var items: [String] = []
            for length in 1...20 {
                for place in 0..<length {
                    let title = String(repeating: "a", count: place) + odd + String(repeating: "b", count: length - place - 1)
                    items.append("{\"title\": \"\(title)\"}")
                }
                items.append("{\"title\": \"\(String(repeating: "c", count: length))\"}")
            }
            let bytes = Array(("{\"layout\": \"tags\", \"sections\": [{\"items\": [" + items.joined(separator: ",") + "]}]}").utf8)
            guard case let .success((spec, _)) = full(bytes, "t.json") else { return XCTFail(odd) }
            XCTAssertEqual(SpecLoader.fastDecode(bytes, file: "t.json", measure: Self.measure, printableASCIIWidth: 1), spec, odd)
        }
    }

    /// A problem after thousands of items (several runs added, the columns sized, pages handed
    /// back from the file): the loader gives the full decoder's message.
    func testALateProblemGivesTheFullDecodersMessage() throws {
        let problems = ["{\"title\": \"a\u{1}b\"}", "{\"title\": \"a\\xb\"}", "{\"title\": \"\\uDC00\"}", "{\"title\": 7}",
                        "{\"title\": \"a\", \"title\": \"b\"}", "{\"titel\": \"a\"}", "{\"title\": \"a\"", "{}", "{\"title\": \"a\"},]"]
        for (k, problem) in problems.enumerated() {
            var text = "{\"layout\": \"tags\", \"sections\": [{\"items\": ["
            text += String(repeating: "\n{\"title\": \"quiet lake\"},", count: 70_000)
            text += "\n" + problem + "]}]}"
            let path = NSTemporaryDirectory() + "trellis-late-problem-\(getpid())-\(k).json"
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            defer { try? FileManager.default.removeItem(atPath: path) }
            let reference: String
            switch full(Array(text.utf8), path) {
            case .failure(let error): reference = error.description
            case .success(let (_, warnings)): reference = warnings.map(\.description).joined(separator: "\n")
            }
            XCTAssertFalse(reference.isEmpty, problem)
            do throws(SpecDiagnostic) {
                let (_, warnings) = try SpecLoader.load(path: path, measure: Self.measure, printableASCIIWidth: 1)
                XCTAssertEqual(warnings.map(\.description).joined(separator: "\n"), reference, problem)
            } catch {
                XCTAssertEqual(error.description, reference, problem)
            }
        }
    }

    /// Bytes not valid as UTF-8 late in a long array: the full parser's message.
    func testLateInvalidUTF8GivesTheFullParsersMessage() {
        var bytes = Array("{\"layout\": \"tags\", \"sections\": [{\"items\": [".utf8)
        for _ in 0..<5_000 { bytes += Array("\n{\"title\": \"fern\"},".utf8) }
        bytes += Array("\n{\"title\": \"a".utf8) + [0xFF] + Array("b\"}]}]}".utf8)
        let reference: String
        switch full(bytes, "u.json") {
        case .failure(let error): reference = error.description
        case .success: return XCTFail("invalid UTF-8 was accepted")
        }
        do throws(SpecDiagnostic) {
            _ = try SpecLoader.parse(bytes, file: "u.json", measure: Self.measure, printableASCIIWidth: 1)
            XCTFail("invalid UTF-8 was accepted")
        } catch {
            XCTAssertEqual(error.description, reference)
        }
    }
}
