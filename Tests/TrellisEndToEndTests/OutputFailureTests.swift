import Foundation
import XCTest

/// Output that cannot be written is an error, never a crash (issue 12 §1): a full disk on stdout
/// is exit 1 with one `cannot write the output` line; a full or closed stderr is ignored (the
/// exit status still tells); a closed pipe ends quietly with 141 or 1.
final class OutputFailureTests: XCTestCase {
    /// Runs `script` in bash with `$T` the built trellis, from the package root, with the Swift
    /// backtracer left as a user has it (so a crash would show as one).
    private func bash(_ script: String) throws -> Shell.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment["T"] = Shell.trellis
        for name in ["NO_COLOR", "LC_ALL", "LC_CTYPE", "SWIFT_BACKTRACE"] { environment.removeValue(forKey: name) }
        return try Shell.run("/bin/bash", ["-c", script], environment: environment, directory: Shell.packageRoot, timeout: 120)
    }

    private func assertNoCrash(_ result: Shell.Result, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(result.timedOut, context, file: file, line: line)
        XCTAssertLessThan(result.status, 128, "\(context): killed by a signal (\(result.status)): \(result.stderr)", file: file, line: line)
        for trace in ["Fatal error", "Stack dump", "Backtrace", "💣", "Crashed"] {
            XCTAssertFalse(result.stderr.contains(trace), "\(context): a crash report: \(result.stderr)", file: file, line: line)
        }
    }

    private let spec = "assets/tags.json"

    /// Commands that write to stdout, each with the status it has when it succeeds.
    private var writers: [String] {
        ["validate \(spec)", "render \(spec) --size 40x10", "attributes \(spec) --width 40", "--help", "render --help",
         "--version", "help attributes", "export \(spec) --width 40", "render \(spec) --size 40x10 --full --width 30"]
    }

    func testAFullStdoutIsExitOneWithOneLine() throws {
        for command in writers where !command.hasPrefix("validate") {
            let result = try bash("\"$T\" \(command) >/dev/full")
            assertNoCrash(result, command)
            XCTAssertEqual(result.status, 1, "\(command) >/dev/full")
            XCTAssertEqual(result.stderr, "trellis: error: cannot write the output: No space left on device\n", command)
        }
    }

    func testAFullOrClosedStderrIsIgnored() throws {
        let cases: [(String, Int32)] = [
            ("validate missing.json", 2),
            ("render \(spec) --size 40x10 --frobnicate", 2),
            ("frobnicate", 2),
            ("render \(spec) --size 40x10", 0),
            ("--help", 0),
        ]
        for (command, status) in cases {
            for redirect in ["2>/dev/full", "2>&-"] {
                let result = try bash("\"$T\" \(command) \(redirect)")
                assertNoCrash(result, "\(command) \(redirect)")
                XCTAssertEqual(result.status, status, "\(command) \(redirect)")
            }
        }
    }

    func testAWarningOnAFullStderrStillPrintsTheResult() throws {
        let directory = try Shell.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/dup.json"
        try #"{"layout": "tags", "lineSpacing": 2, "lineSpacing": 3, "sections": [{"items": [{"width": 4}]}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let plain = try bash("\"$T\" render \(Shell.quote(path)) --size 20x3")
        XCTAssertEqual(plain.stderr.split(separator: "\n").count, 1, plain.stderr)
        XCTAssertEqual(plain.stdout.components(separatedBy: "\n").count, 4, plain.stdout)
        for redirect in ["2>/dev/full", "2>&-"] {
            let result = try bash("\"$T\" render \(Shell.quote(path)) --size 20x3 \(redirect)")
            assertNoCrash(result, redirect)
            XCTAssertEqual(result.status, 0, redirect)
            XCTAssertEqual(result.stdout, plain.stdout, redirect)
        }
        let both = try bash("\"$T\" render \(Shell.quote(path)) --size 20x3 >/dev/full 2>/dev/full")
        assertNoCrash(both, "both full")
        XCTAssertEqual(both.status, 1)
    }

    func testAClosedPipeEndsQuietly() throws {
        let directory = try Shell.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/big.json"
        let items = Array(repeating: #"{"height": 3}"#, count: 50_000).joined(separator: ",")
        try #"{"layout": "waterfall", "sections": [{"items": [\#(items)]}]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try bash("\"$T\" attributes \(Shell.quote(path)) --width 80 2>\(Shell.quote(directory))/err | head -1; "
            + "echo \"status ${PIPESTATUS[0]}\"; cat \(Shell.quote(directory))/err >&2")
        XCTAssertEqual(result.status, 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, result.stdout)
        XCTAssertTrue(lines.first?.hasPrefix("{\"contentSize\"") ?? false, result.stdout)
        XCTAssertTrue(["status 141", "status 1"].contains(lines.last ?? ""), result.stdout)
        XCTAssertEqual(result.stderr, "", "a closed pipe ends quietly")
    }

    /// Runs `command` (bash words after `"$T"`) with stderr into a pipe whose reader has already
    /// gone, and stdout into `out`: the FIFO `sync` makes trellis start only after the reader
    /// closed its end, so every write to stderr fails with EPIPE. Prints `status N`.
    private func runWithClosedStderrPipe(_ command: String, in directory: String) throws -> Shell.Result {
        let dir = Shell.quote(directory)
        return try bash("mkfifo \(dir)/sync; { read -r _ < \(dir)/sync; \"$T\" \(command) 2>&1 >\(dir)/out; "
            + "echo \"status $?\" > \(dir)/status; } | { exec 0<&-; echo go > \(dir)/sync; }; cat \(dir)/status")
    }

    func testAClosedPipeOnStderrIsIgnored() throws {
        let directory = try Shell.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/dup.json"
        try #"{"layout": "tags", "columns": 2, "columns": 3, "sections": [{"items": [{"width": 4}]}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let plain = try bash("\"$T\" render \(Shell.quote(path)) --size 20x3 2>/dev/null")
        XCTAssertEqual(plain.stdout.components(separatedBy: "\n").count, 4, plain.stdout)

        let warned = try runWithClosedStderrPipe("render \(Shell.quote(path)) --size 20x3", in: directory)
        XCTAssertEqual(warned.stdout, "status 0\n", "a warning into a closed pipe must not end the command")
        let output = try String(contentsOfFile: directory + "/out", encoding: .utf8)
        XCTAssertEqual(output, plain.stdout, "the render output is complete")

        let missing = try runWithClosedStderrPipe("validate missing.json", in: directory)
        XCTAssertEqual(missing.stdout, "status 2\n", "the status still tells")
        let usage = try runWithClosedStderrPipe("frobnicate", in: directory)
        XCTAssertEqual(usage.stdout, "status 2\n")
    }

    func testAClosedPipeOnStdoutIsSigpipeOrOneWhenInheritedIgnored() throws {
        let directory = try Shell.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let dir = Shell.quote(directory)
        // The reader is gone before trellis writes (see runWithClosedStderrPipe).
        let script = "mkfifo \(dir)/sync; { read -r _ < \(dir)/sync; %@ \"$T\" --help 2>\(dir)/err; "
            + "echo \"status $?\" > \(dir)/status; } | { exec 0<&-; echo go > \(dir)/sync; }; cat \(dir)/status \(dir)/err"
        let byDefault = try bash(script.replacingOccurrences(of: "%@", with: ""))
        XCTAssertEqual(byDefault.stdout, "status 141\n", "a closed stdout ends by SIGPIPE, quietly")
        let ignored = try bash(script.replacingOccurrences(of: "%@", with: "trap '' PIPE;"))
        XCTAssertEqual(ignored.stdout, "status 1\n", "SIGPIPE inherited as ignored: exit 1, quietly")
    }
}
