import Foundation
import XCTest

/// The README keeps up with the app: every key and command the app's help lists is in it, and
/// every relative link of the docs leads somewhere.
final class ReadmeTests: XCTestCase {
    func testReadmeListsEveryKeyOfTheHelp() throws {
        let help = try Shell.run(Shell.trellis, ["help", "preview"])
        XCTAssertEqual(help.status, 0)
        let readme = try String(contentsOfFile: Shell.packageRoot + "/README.md", encoding: .utf8)
        let lines = help.stdout.components(separatedBy: "\n")
        let start = try XCTUnwrap(lines.firstIndex(of: "Keys:"))
        var count = 0
        for line in lines[(start + 1)...] {
            guard line.hasPrefix("  ") else { break }
            // "  j, Down / k, Up            one row down / up": the description follows a gap.
            guard let gap = line.dropFirst(2).range(of: "  ") else { continue }
            let description = line[gap.upperBound...].trimmingCharacters(in: .whitespaces)
            XCTAssertTrue(readme.contains(description), "README.md does not describe the key for \"\(description)\"")
            count += 1
        }
        XCTAssertGreaterThanOrEqual(count, 10)
    }

    func testReadmeNamesEveryCommand() throws {
        let help = try Shell.run(Shell.trellis, ["--help"])
        let readme = try String(contentsOfFile: Shell.packageRoot + "/README.md", encoding: .utf8)
        let lines = help.stdout.components(separatedBy: "\n")
        let start = try XCTUnwrap(lines.firstIndex(of: "Commands:"))
        var count = 0
        for line in lines[(start + 1)...] {
            guard line.hasPrefix("  ") else { break }
            // "  render SPEC          Print…"; a continuation line starts with more spaces.
            guard line.dropFirst(2).first != " ", let name = line.split(separator: " ").first,
                  name != "help" else { continue }
            XCTAssertTrue(readme.contains("trellis \(name)"), "README.md does not show `trellis \(name)`")
            count += 1
        }
        XCTAssertEqual(count, 7)
    }

    /// Every relative link in README.md and docs/*.md names a file that exists and, with a
    /// `#fragment`, a heading of that file.
    func testRelativeLinksLeadSomewhere() throws {
        for document in try MarkdownDocument.all() {
            let folder = URL(fileURLWithPath: Shell.packageRoot + "/" + document.path).deletingLastPathComponent()
            var inFence = false
            for (number, line) in document.lines.enumerated() {
                if line.hasPrefix("```") { inFence.toggle() }
                if inFence { continue }
                for target in Self.linkTargets(in: line) where !target.contains("://") && !target.hasPrefix("mailto:") {
                    let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                    let file = parts[0].isEmpty ? URL(fileURLWithPath: Shell.packageRoot + "/" + document.path)
                                                : folder.appendingPathComponent(String(parts[0])).standardized
                    let place = document.place(number + 1)
                    guard FileManager.default.fileExists(atPath: file.path) else {
                        XCTFail("\(place): the link \(target) leads to no file")
                        continue
                    }
                    if parts.count == 2, file.pathExtension == "md" {
                        let text = try String(contentsOf: file, encoding: .utf8)
                        let anchors = text.components(separatedBy: "\n").compactMap(MarkdownDocument.heading)
                            .map { MarkdownDocument.anchor($0.title) }
                        XCTAssertTrue(anchors.contains(String(parts[1])), "\(place): the link \(target) leads to no heading")
                    }
                }
            }
        }
    }

    /// The targets of the inline links `[text](target)` on a line.
    static func linkTargets(in line: String) -> [String] {
        var targets: [String] = []
        var rest = Substring(line)
        while let open = rest.range(of: "](") {
            let tail = rest[open.upperBound...]
            guard let close = tail.firstIndex(of: ")") else { break }
            targets.append(String(tail[..<close]))
            rest = tail[close...]
        }
        return targets
    }
}
