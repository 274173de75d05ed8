import Foundation
import XCTest

/// Every `trellis` command shown in README.md and docs/*.md runs, and prints exactly what the
/// docs say it prints (see ``MarkdownDocument`` for the conventions).
final class CommandExampleTests: XCTestCase {
    /// One example command found in a document.
    struct Example {
        var document: MarkdownDocument
        var line: Int
        var command: String
        var expectedStatus: Int32
        var expectedOutput: String?
    }

    func testEveryDocumentedCommandRunsAndPrintsWhatTheDocsShow() throws {
        let examples = try Self.examples()
        XCTAssertGreaterThanOrEqual(examples.count, 20, "the docs should show their commands in ```sh blocks")
        XCTAssertGreaterThanOrEqual(examples.filter { $0.expectedOutput != nil }.count, 12,
                                    "the docs should show command output in ```text blocks")
        for example in examples {
            let place = example.document.place(example.line)
            let result = try Self.run(example.command)
            XCTAssertFalse(result.timedOut, "\(place): `\(example.command)` ran too long; mark the block <!-- skip-test -->")
            XCTAssertEqual(result.status, example.expectedStatus,
                           "\(place): `\(example.command)` exited with \(result.status)\n\(result.stderr)")
            if let expected = example.expectedOutput {
                let actual = result.stdout + result.stderr
                if actual != expected {
                    XCTFail("\(place): `\(example.command)` printed something else than the docs show:\n"
                            + Self.difference(expected: expected, actual: actual)
                            + "\n--- actual output ---\n\(actual)")
                }
            }
        }
    }

    func testCommandLinesAreSimpleEnoughToRun() throws {
        for example in try Self.examples() {
            let code = example.command.split(separator: "#", maxSplits: 1).first.map(String.init) ?? ""
            for operator_ in ["|", ";", "&", ">", "<", "`", "$("] {
                XCTAssertFalse(code.contains(operator_),
                               "\(example.document.place(example.line)): keep doc commands to one simple `trellis` command (no '\(operator_)')")
            }
        }
    }

    func testAnOutputBlockFollowsOnlyASingleCommand() throws {
        for document in try MarkdownDocument.all() {
            for (index, block) in document.blocks.enumerated() where block.language == "sh" && !block.isSkipped {
                guard let next = document.blockFollowing(index), next.language == "text" else { continue }
                XCTAssertEqual(Self.commands(in: block).count, 1,
                               "\(document.place(block.line)): an output block must follow a ```sh block with exactly one `trellis` command")
            }
        }
    }

    // MARK: - Finding and running the examples

    /// Every example command of every document.
    static func examples() throws -> [Example] {
        var examples: [Example] = []
        for document in try MarkdownDocument.all() {
            for (index, block) in document.blocks.enumerated() where block.language == "sh" && !block.isSkipped {
                let commands = commands(in: block)
                var output: String?
                if commands.count == 1, let next = document.blockFollowing(index), next.language == "text" {
                    output = next.text
                }
                for (line, command) in commands {
                    examples.append(Example(document: document, line: line, command: command,
                                            expectedStatus: expectedStatus(command), expectedOutput: output))
                }
            }
        }
        return examples
    }

    /// The `trellis` command lines of a block (a leading `$ ` removed), with their line numbers.
    static func commands(in block: MarkdownDocument.Block) -> [(line: Int, command: String)] {
        var result: [(Int, String)] = []
        for (offset, raw) in block.lines.enumerated() {
            var line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("$ ") { line = String(line.dropFirst(2)) }
            if line.hasPrefix("trellis ") || line == "trellis" {
                result.append((block.line + 1 + offset, line))
            }
        }
        return result
    }

    /// The exit status a command's trailing comment names (`# exit status 2`), else 0.
    static func expectedStatus(_ command: String) -> Int32 {
        guard let hash = command.firstIndex(of: "#") else { return 0 }
        let words = command[command.index(after: hash)...].split(separator: " ")
        guard let position = words.firstIndex(of: "status"), position + 1 < words.count,
              let status = Int32(words[position + 1]) else { return 0 }
        return status
    }

    /// Runs `command` with `sh` from the package root, the built `trellis` first on PATH.
    static func run(_ command: String) throws -> Shell.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = Shell.productsDirectory + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["LANG"] = "C.UTF-8"
        environment["NO_COLOR"] = nil
        // `exec`, so that a time limit stops trellis itself, not only the shell.
        return try Shell.run("/bin/sh", ["-c", "exec " + command], environment: environment,
                             directory: Shell.packageRoot, timeout: 120)
    }

    /// The first line where two texts differ, for failure messages.
    static func difference(expected: String, actual: String) -> String {
        let e = expected.components(separatedBy: "\n"), a = actual.components(separatedBy: "\n")
        for index in 0..<max(e.count, a.count) {
            let left = index < e.count ? e[index] : "<none>", right = index < a.count ? a[index] : "<none>"
            if left != right { return "line \(index + 1):\n  docs:   \(left)\n  actual: \(right)" }
        }
        return "(no difference)"
    }
}
