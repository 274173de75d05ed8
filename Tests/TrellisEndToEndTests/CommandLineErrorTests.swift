import Foundation
import XCTest

/// Bad input on the command line, as a script sees it: one clear `trellis: error:` line on stderr
/// naming the file and the place, exit status 2, nothing on stdout, no stack trace, no signal.
final class CommandLineErrorTests: XCTestCase {
    private var badSpecs: String { Shell.packageRoot + "/Tests/TrellisSpecTests/BadSpecs" }

    private func assertBadInput(_ arguments: [String], mentions expected: [String], hint: String? = nil,
                                file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try Shell.runTrellis(arguments)
        let context = "trellis \(arguments.joined(separator: " "))"
        XCTAssertEqual(result.status, 2, context, file: file, line: line)
        XCTAssertEqual(result.stdout, "", "\(context): nothing on stdout", file: file, line: line)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertTrue((1...2).contains(lines.count), "\(context): one error line (and a hint): \(result.stderr)", file: file, line: line)
        XCTAssertTrue(lines.first?.hasPrefix("trellis: error: ") ?? false, "\(context): \(result.stderr)", file: file, line: line)
        for text in expected { XCTAssertTrue(result.stderr.contains(text), "\(context): no '\(text)' in \(result.stderr)", file: file, line: line) }
        if let hint { XCTAssertEqual(lines.last.map(String.init), hint, context, file: file, line: line) }
        for trace in ["Fatal error", "Stack dump", "Backtrace", "💣"] {
            XCTAssertFalse(result.stderr.contains(trace), "\(context): a crash report", file: file, line: line)
        }
    }

    func testEveryBadSpecOfTheCorpusIsOneErrorNamingTheFile() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: badSpecs).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertGreaterThan(names.count, 50)
        for name in names {
            let path = "\(badSpecs)/\(name)"
            try assertBadInput(["attributes", path, "--width", "80"], mentions: [path])
            try assertBadInput(["render", path, "--size", "80x24"], mentions: [path])
        }
    }

    func testAPlaceInTheFileIsNamedWithLineColumnAndPath() throws {
        let directory = try Shell.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/bad.json"
        try #"{"layout": "waterfall", "sections": [{"items": [{"height": 1}, {"height": "abc"}]}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        try assertBadInput(["attributes", path, "--width", "80"],
                           mentions: ["\(path):1:75: sections[0].items[1].height: expected a number from 0 to 1000000, got \"abc\""])
    }

    /// `preview`, `render` and `attributes` stop at a spec's first error: a second line points to
    /// `validate`, which lists every one (QA: nothing said there could be more). `validate`
    /// itself, and an error with no place in the file (a missing file), get no such hint.
    func testASpecErrorPointsToValidateForEveryProblem() throws {
        let directory = try Shell.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/two.json"
        try #"{"columns": 0, "sections": [{"items": [{"height": "abc"}]}]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let hint = "Run 'trellis validate \(path)' to see every problem."
        try assertBadInput(["render", path, "--size", "80x24"], mentions: ["\(path):1:13: columns"], hint: hint)
        try assertBadInput(["attributes", path, "--width", "80"], mentions: ["\(path):1:13: columns"], hint: hint)
        try assertBadInput(["preview", path], mentions: ["\(path):1:13: columns"], hint: hint)
        try assertBadInput([path], mentions: ["\(path):1:13: columns"], hint: hint)
        let validate = try Shell.runTrellis(["validate", path])
        XCTAssertEqual(validate.status, 2)
        XCTAssertFalse(validate.stdout.contains("Run 'trellis validate") || validate.stderr.contains("Run 'trellis validate"), validate.stderr)
        let missing = try Shell.runTrellis(["render", directory + "/missing.json", "--size", "80x24"])
        XCTAssertEqual(missing.stderr.split(separator: "\n").count, 1, missing.stderr)
    }

    func testMissingFileDirectoryAndEmptyFile() throws {
        let directory = try Shell.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "".write(toFile: directory + "/empty.json", atomically: true, encoding: .utf8)
        try assertBadInput(["render", directory + "/missing.json", "--size", "80x24"], mentions: ["missing.json: cannot open"])
        try assertBadInput(["render", directory, "--size", "80x24"], mentions: ["not a regular file (a directory)"])
        try assertBadInput(["validate", directory + "/empty.json"], mentions: ["empty.json: empty file"])
    }

    func testBadOptionsAndValuesPointToTheHelp() throws {
        let spec = Shell.asset("tags.json")
        let cases: [([String], String)] = [
            (["attributes", spec, "--width", "-5"], "--width: expected a number from 0 to 1000000, got '-5'"),
            (["render", spec, "--size", "80"], "--size: expected COLSxROWS"),
            (["render", spec, "--size", "80x24", "--offset", "abc"], "--offset: expected a number"),
            (["render", spec, "--size", "80x24", "--frobnicate"], "unknown option '--frobnicate'"),
            (["attributes", spec], "missing --width"),
            (["attributes", spec, "--width", "80", "--rect", "1,2,3"], "--rect: expected X,Y,WIDTH,HEIGHT"),
            (["bench", "--layout", "spiral"], "--layout: expected waterfall or tags or text or compositional or lean"),
        ]
        for (arguments, message) in cases {
            try assertBadInput(arguments, mentions: [message, "trellis --help"])
        }
        try assertBadInput(["frobnicate"], mentions: ["'frobnicate' is not a command"], hint: "Try 'trellis --help'.")
    }

    /// A command that takes a spec, run with none (issue 23 §13: `trellis render` alone said
    /// `missing --size COLSxROWS`): the spec is named first, whatever option is missing or bad
    /// too, then the command's help line; exit 2. `preview` with no spec opens the gallery.
    func testACommandWithoutItsSpecNamesTheSpecFirst() throws {
        let cases: [([String], String)] = [
            (["render"], "missing SPEC: name a spec file"),
            (["render", "--size", "80x24"], "missing SPEC: name a spec file"),
            (["render", "--size", "abc"], "missing SPEC: name a spec file"),
            (["attributes"], "missing SPEC: name a spec file"),
            (["attributes", "--height", "5"], "missing SPEC: name a spec file"),
            (["export"], "missing SPEC: name a spec file"),
            (["export", "--zoom", "2"], "missing SPEC: name a spec file"),
            (["validate"], "missing SPEC: name one or more spec files"),
        ]
        for (arguments, message) in cases {
            let result = try Shell.runTrellis(arguments)
            let context = "trellis \(arguments.joined(separator: " "))"
            XCTAssertEqual(result.status, 2, context)
            XCTAssertEqual(result.stdout, "", context)
            XCTAssertEqual(result.stderr, "trellis: error: \(message)\nTry 'trellis help \(arguments[0])' or 'trellis --help'.\n", context)
        }
        // With the spec there, the missing option is what is named.
        let spec = Shell.asset("tags.json")
        try assertBadInput(["render", spec], mentions: ["missing --size COLSxROWS"])
        try assertBadInput(["export", spec], mentions: ["missing --width W"])
        // Two specs where one is taken: said before the options are looked at, too.
        try assertBadInput(["render", spec, spec], mentions: ["expected one SPEC, got 2"])
    }

    func testAnUnknownKeyIsAWarningAndTheResultStillPrints() throws {
        let directory = try Shell.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/typo.json"
        try #"{"layout": "tags", "sections": [{"colums": 3, "items": [{"width": 4}]}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let result = try Shell.runTrellis(["attributes", path, "--width", "20"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "trellis: warning: \(path):1:34: sections[0].colums: unknown key (did you mean \"columns\"?)\n")
        XCTAssertTrue(result.stdout.hasPrefix("{\"contentSize\""), result.stdout)
    }

    func testHelpAndVersionGoToStdoutWithStatusZero() throws {
        for arguments in [["--help"], ["--version"], ["help", "render"], ["render", "--help"], ["attributes", "--help"],
                          ["preview", "--help"], ["bench", "--help"], ["validate", "--help"], ["help"]] {
            let result = try Shell.runTrellis(arguments)
            XCTAssertEqual(result.status, 0, arguments.joined(separator: " "))
            XCTAssertFalse(result.stdout.isEmpty, arguments.joined(separator: " "))
            XCTAssertEqual(result.stderr, "", arguments.joined(separator: " "))
        }
    }

    /// `--version` takes nothing after it: an extra operand is a usage error, not ignored.
    func testVersionWithAnOperandIsAUsageError() throws {
        try assertBadInput(["--version", "extra"], mentions: ["'extra'"], hint: "Try 'trellis --help'.")
    }

    /// `help preview` speaks the user's words: "the seeds" was our own name for the first specs.
    func testPreviewHelpHasNoInternalJargon() throws {
        let result = try Shell.runTrellis(["help", "preview"])
        XCTAssertEqual(result.status, 0)
        XCTAssertFalse(result.stdout.contains("seeds"), result.stdout)
        XCTAssertTrue(result.stdout.contains("pinned headers"), result.stdout)
    }
}
