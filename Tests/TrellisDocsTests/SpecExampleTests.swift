import Foundation
import XCTest

/// Every spec the docs name or show is a good spec.
final class SpecExampleTests: XCTestCase {
    /// Every spec file the docs name (`assets/tags.json`, `docs/examples/grid.json`) exists and
    /// passes `trellis validate` without a warning.
    func testEveryReferencedSpecFileExistsAndValidates() throws {
        var referenced: [String: String] = [:]   // path -> first place it is named
        for document in try MarkdownDocument.all() {
            for (number, line) in document.lines.enumerated() {
                for path in Self.specPaths(in: line) where referenced[path] == nil {
                    referenced[path] = document.place(number + 1)
                }
            }
        }
        XCTAssertGreaterThanOrEqual(referenced.count, 5, "the docs should name their example specs")
        for (path, place) in referenced.sorted(by: { $0.key < $1.key }) {
            guard FileManager.default.fileExists(atPath: Shell.packageRoot + "/" + path) else {
                XCTFail("\(place): \(path) does not exist")
                continue
            }
            let result = try Shell.run(Shell.trellis, ["validate", path], directory: Shell.packageRoot)
            XCTAssertEqual(result.status, 0, "\(place): \(path) does not validate:\n\(result.stderr)")
            XCTAssertEqual(result.stderr, "", "\(place): \(path) has warnings:\n\(result.stderr)")
        }
    }

    /// Every spec shown inline (a ```json block with a "sections" key) passes `trellis validate`
    /// without a warning.
    func testEveryInlineSpecValidates() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var count = 0
        for document in try MarkdownDocument.all() {
            for block in document.blocks where block.language == "json" && !block.isSkipped
                && block.text.contains("\"sections\"") {
                count += 1
                let file = directory.appendingPathComponent("spec-\(count).json")
                try block.text.write(to: file, atomically: true, encoding: .utf8)
                let result = try Shell.run(Shell.trellis, ["validate", file.path])
                XCTAssertEqual(result.status, 0, "\(document.place(block.line)): the spec does not validate:\n\(result.stderr)")
                XCTAssertEqual(result.stderr, "", "\(document.place(block.line)): the spec has warnings:\n\(result.stderr)")
            }
        }
        XCTAssertGreaterThanOrEqual(count, 10, "the docs should show their example specs")
    }

    /// A spec shown after `<!-- file: PATH -->` is exactly the file at PATH, so the spec a reader
    /// sees is the one the rendered output next to it comes from.
    func testInlineSpecsAreTheFilesTheyName() throws {
        var count = 0
        for document in try MarkdownDocument.all() {
            for block in document.blocks where !block.isSkipped {
                guard let marker = block.marker, marker.hasPrefix("file:") else { continue }
                count += 1
                let path = marker.dropFirst("file:".count).trimmingCharacters(in: .whitespaces)
                guard let file = try? String(contentsOfFile: Shell.packageRoot + "/" + path, encoding: .utf8) else {
                    XCTFail("\(document.place(block.line)): \(path) cannot be read")
                    continue
                }
                XCTAssertEqual(block.text, file, "\(document.place(block.line)): the block differs from \(path)")
            }
        }
        XCTAssertGreaterThanOrEqual(count, 5)
    }

    /// Every example spec file is shown in the docs (none is left over).
    func testEveryExampleSpecFileIsUsed() throws {
        let directory = Shell.packageRoot + "/docs/examples"
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let text = try MarkdownDocument.all().map { $0.lines.joined(separator: "\n") }.joined(separator: "\n")
        for file in files where file.hasSuffix(".json") {
            XCTAssertTrue(text.contains("docs/examples/" + file), "docs/examples/\(file) is not named in any document")
        }
    }

    /// The spec paths named on a line: `assets/….json` and `docs/examples/….json`.
    static func specPaths(in line: String) -> [String] {
        var paths: [String] = []
        for prefix in ["assets/", "docs/examples/"] {
            var rest = Substring(line)
            while let range = rest.range(of: prefix) {
                // A path is preceded by a non-path character (so `docs/examples/` is not also
                // read as `examples/`).
                if range.lowerBound != line.startIndex {
                    let before = rest[..<range.lowerBound].last ?? " "
                    if before.isLetter || before.isNumber || before == "/" || before == "-" || before == "_" || before == "." {
                        rest = rest[range.upperBound...]
                        continue
                    }
                }
                let tail = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || "-_./".contains($0) }
                if tail.hasSuffix(".json") { paths.append(prefix + tail) }
                rest = rest[range.upperBound...]
            }
        }
        return paths
    }
}
