import Foundation
import XCTest

/// The README's quick start is exactly the two commands a newcomer runs, and the Makefile has them.
final class QuickStartTests: XCTestCase {
    func testReadmeQuickStartIsMakeRunAndMakeTest() throws {
        let readme = try MarkdownDocument(path: "README.md")
        let section = try XCTUnwrap(readme.section(titled: "Quick start"), "README.md has a \"Quick start\" section")
        var commands: [String] = []
        var inFence = false
        for line in section {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            guard inFence else { continue }
            let command = (line.split(separator: "#", maxSplits: 1).first ?? "").trimmingCharacters(in: .whitespaces)
            if !command.isEmpty { commands.append(command) }
        }
        XCTAssertEqual(commands, ["make run", "make test"])
    }

    func testTheMakefileHasTheQuickStartAndBenchTargets() throws {
        let makefile = try String(contentsOfFile: Shell.packageRoot + "/Makefile", encoding: .utf8)
        let targets = Set(makefile.split(separator: "\n").compactMap { line -> String? in
            guard let colon = line.firstIndex(of: ":"), !line.hasPrefix("\t"), !line.hasPrefix(".") else { return nil }
            return String(line[..<colon])
        })
        for target in ["run", "test", "bench"] {
            XCTAssertTrue(targets.contains(target), "the Makefile has no `\(target)` target")
        }
    }
}
