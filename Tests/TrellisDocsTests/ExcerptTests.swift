import Foundation
import XCTest

/// Code the docs quote from a file, such as the example package's layout, is that file's code:
/// every block after `<!-- from PATH -->` is a run of consecutive lines of PATH.
final class ExcerptTests: XCTestCase {
    func testEveryQuotedBlockIsAnExcerptOfItsFile() throws {
        var excerpts = 0
        for document in try MarkdownDocument.all() {
            for block in document.blocks {
                guard let marker = block.marker, marker.hasPrefix("from ") else { continue }
                excerpts += 1
                let path = String(marker.dropFirst(5)).trimmingCharacters(in: .whitespaces)
                guard let text = try? String(contentsOfFile: Shell.packageRoot + "/" + path, encoding: .utf8) else {
                    XCTFail("\(document.place(block.line)): no file \(path)")
                    continue
                }
                XCTAssertTrue(Self.isExcerpt(block.lines, of: text.components(separatedBy: "\n")),
                              "\(document.place(block.line)): the block is not an excerpt of \(path) (copy it again from the file)")
            }
        }
        XCTAssertGreaterThanOrEqual(excerpts, 5, "custom-layouts.md quotes the example package")
    }

    func testAnExcerptIsConsecutiveLinesInOrder() {
        let file = ["a", "b", "c", "d"]
        XCTAssertTrue(Self.isExcerpt(["b", "c"], of: file))
        XCTAssertFalse(Self.isExcerpt(["b", "d"], of: file), "not consecutive")
        XCTAssertFalse(Self.isExcerpt(["c", "b"], of: file), "not in order")
        XCTAssertFalse(Self.isExcerpt([], of: file), "an empty block quotes nothing")
    }

    /// Whether `lines` occur in `file` one after the other.
    static func isExcerpt(_ lines: [String], of file: [String]) -> Bool {
        guard !lines.isEmpty, lines.count <= file.count else { return false }
        return (0...(file.count - lines.count)).contains { start in
            Array(file[start..<(start + lines.count)]) == lines
        }
    }
}
