import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Where a spec comes from, as a script sees it (issue 12 §3, §4, §5): only regular files are
/// read (a FIFO never blocks), `-` is standard input, `--` ends the options, a bare existing
/// file is a spec, hostile names and values are escaped, and `--size` is bounded.
final class SpecInputTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = try Shell.makeTemporaryDirectory()
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private let tags = #"{"title": "Piped", "layout": "tags", "sections": [{"items": [{"title": "stdin"}, {"width": 6}]}]}"#

    /// Runs trellis in `directory` (or the package root), with `stdin`, at most 20 s.
    private func trellis(_ arguments: [String], stdin: String? = nil, in folder: String? = nil) throws -> Shell.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment["SWIFT_BACKTRACE"] = "enable=no"
        for name in ["NO_COLOR", "LC_ALL", "LC_CTYPE"] { environment.removeValue(forKey: name) }
        let result = try Shell.run(Shell.trellis, arguments, environment: environment, stdin: stdin,
                                   directory: folder ?? Shell.packageRoot, timeout: 20)
        XCTAssertFalse(result.timedOut, "trellis \(arguments.joined(separator: " ")) hung")
        return result
    }

    func testAFifoIsRefusedAtOnce() throws {
        let fifo = directory + "/spec.json"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        for arguments in [["validate", fifo], ["render", fifo, "--size", "80x24"], ["attributes", fifo, "--width", "80"]] {
            let result = try trellis(arguments)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertEqual(result.stderr, "trellis: error: \(fifo): not a regular file (a fifo)\n")
            XCTAssertEqual(result.stdout, "")
        }
    }

    func testDevicesAndDirectoriesAreNamed() throws {
        let cases = [("/dev/null", "a character device"), (directory, "a directory")]
        for (path, kind) in cases {
            let result = try trellis(["validate", path])
            XCTAssertEqual(result.status, 2)
            XCTAssertEqual(result.stderr, "trellis: error: \(path): not a regular file (\(kind))\n")
        }
    }

    func testADashReadsStandardInput() throws {
        let file = directory + "/piped.json"
        try tags.write(toFile: file, atomically: true, encoding: .utf8)
        for arguments in [["render", "-", "--size", "40x6"], ["attributes", "-", "--width", "30"]] {
            let piped = try trellis(arguments, stdin: tags)
            let named = try trellis(arguments.map { $0 == "-" ? file : $0 })
            XCTAssertEqual(piped.status, 0, piped.stderr)
            XCTAssertEqual(piped.stdout, named.stdout, arguments.joined(separator: " "))
            XCTAssertFalse(piped.stdout.isEmpty)
        }
        let valid = try trellis(["validate", "-"], stdin: tags)
        XCTAssertEqual(valid.status, 0)
        XCTAssertEqual(valid.stderr, "")
    }

    func testMessagesNameStandardInputStdin() throws {
        let bad = try trellis(["validate", "-"], stdin: "{\"layout\": \"spiral\", \"sections\": []}")
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.hasPrefix("trellis: error: <stdin>:1:12: layout: expected one of"), bad.stderr)
        let warned = try trellis(["render", "-", "--size", "20x3"], stdin: "{\"colums\": 2, \"sections\": []}")
        XCTAssertEqual(warned.status, 0)
        XCTAssertEqual(warned.stderr, "trellis: warning: <stdin>:1:2: colums: unknown key (did you mean \"columns\"?)\n")
        let empty = try trellis(["attributes", "-", "--width", "10"], stdin: "")
        XCTAssertEqual(empty.stderr, "trellis: error: <stdin>: empty file (expected a JSON object)\n")
    }

    func testThePreviewRefusesStandardInput() throws {
        for arguments in [["preview", "-"], ["-"], ["preview", Shell.asset("tags.json"), "-"]] {
            let result = try trellis(arguments, stdin: tags)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            let lines = result.stderr.split(separator: "\n")
            XCTAssertEqual(lines.count, 2, result.stderr)
            XCTAssertTrue(lines.first?.hasPrefix("trellis: error: preview cannot read a spec from standard input") ?? false,
                          result.stderr)
        }
    }

    func testDoubleDashEndsTheOptions() throws {
        try tags.write(toFile: directory + "/-odd-name.json", atomically: true, encoding: .utf8)
        let result = try trellis(["render", "--", "-odd-name.json", "--size", "40x6"], in: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        let expected = try trellis(["render", directory + "/-odd-name.json", "--size", "40x6"])
        XCTAssertEqual(result.stdout, expected.stdout)
        let withoutDashes = try trellis(["render", "-odd-name.json", "--size", "40x6"], in: directory)
        XCTAssertEqual(withoutDashes.status, 2)
        XCTAssertTrue(withoutDashes.stderr.contains("unknown option '-odd-name.json'"), withoutDashes.stderr)
    }

    func testABareExistingFileIsASpec() throws {
        try "{\"layout\": 3, \"sections\": []}".write(toFile: directory + "/myspec", atomically: true, encoding: .utf8)
        let result = try trellis(["myspec"], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "trellis: error: myspec:1:12: layout: expected one of \"waterfall\", \"tags\", \"grid\", \"compositional\", got 3\n"
                       + "Run 'trellis validate myspec' to see every problem.\n")
        let good = directory + "/goodspec"
        try tags.write(toFile: good, atomically: true, encoding: .utf8)
        let preview = try trellis(["goodspec"], in: directory)
        XCTAssertTrue(preview.stderr.hasPrefix("trellis: error: the previewer needs a terminal"), preview.stderr)
        let unknown = try trellis(["nosuchcommand"], in: directory)
        XCTAssertTrue(unknown.stderr.contains("'nosuchcommand' is not a command"), unknown.stderr)
    }

    func testHostileCharactersAreEscapedInEveryMessage() throws {
        let corpus: [Character] = ["\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{202E}", "\u{2066}", "\u{200F}", "\u{061C}",
                                   "\u{200B}", "\u{FEFF}", "\u{00A0}", "\u{202F}", "\u{2007}"]
        for c in corpus {
            let hex = String(c.unicodeScalars.first!.value, radix: 16, uppercase: true)
            let escape = "\\u{" + String(repeating: "0", count: 4 - hex.count) + hex + "}"
            let name = "bad\(c)name.json"
            try "{\"title\": \"t\(c)\", \"k\(c)ey\": 1, \"layout\": \"tags\", \"sections\": [{\"items\": [{\"title\": \"x\(c)\", \"text\": \"y\(c)\"}]}]}"
                .write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
            let outputs = [
                try trellis(["validate", name], in: directory),
                try trellis(["validate", "missing\(c).json"], in: directory),
                try trellis(["validate", "-"], stdin: "{\"layout\": \"a\(c)\", \"sections\": []}"),
                try trellis(["render", name, "--size", "8\(c)x2"], in: directory),
            ]
            for result in outputs {
                XCTAssertFalse(result.stderr.contains(c), "raw U+\(hex) on stderr: \(result.stderr)")
                // (A raw C0 control in a JSON string is a syntax error that names it U+XXXX.)
                XCTAssertTrue(result.stderr.contains(escape) || result.stderr.contains("control character U+00\(hex)"),
                              "no \(escape) in \(result.stderr)")
            }
        }
    }

    /// A key and a value written with JSON escapes (`\u001b`) and raw (DEL) show every hostile
    /// character in the one `\u{XXXX}` form, never JSON's `\u001B`.
    func testJSONEscapedKeysAndValuesUseTheOneEscapeForm() throws {
        let key = #"{"layout": "tags", "k\u001b\#u{7F}\u0007\n\u202ex": 1, "sections": [{"items": [{"width": 4}]}]}"#
        try key.write(toFile: directory + "/k.json", atomically: true, encoding: .utf8)
        let warned = try trellis(["validate", "k.json"], in: directory)
        XCTAssertEqual(warned.status, 0, warned.stderr)
        XCTAssertEqual(warned.stderr,
                       #"trellis: warning: k.json:1:20: ["k\u{001B}\u{007F}\u{0007}\u{000A}\u{202E}x"]: unknown key"# + "\n")
        let value = #"{"layout": "t\u001b\#u{7F}\u0007\"\\w", "sections": [{"items": [{"width": 4}]}]}"#
        try value.write(toFile: directory + "/v.json", atomically: true, encoding: .utf8)
        let failed = try trellis(["validate", "v.json"], in: directory)
        XCTAssertEqual(failed.status, 2)
        XCTAssertEqual(failed.stderr, #"trellis: error: v.json:1:12: layout: expected one of "waterfall", "tags", "grid", "compositional", "#
                       + #"got "t\u{001B}\u{007F}\u{0007}\"\\w""# + "\n")
        let long = String(repeating: #"\u001b"#, count: 50)
        try #"{"layout": "\#(long)", "sections": []}"#.write(toFile: directory + "/l.json", atomically: true, encoding: .utf8)
        let cut = try trellis(["validate", "l.json"], in: directory)
        XCTAssertTrue(cut.stderr.hasSuffix("got \"" + String(repeating: #"\u{001B}"#, count: 39) + "…\"\n"), cut.stderr)
    }

    /// A file name that is not UTF-8 is opened by its bytes; messages show each byte that is not
    /// UTF-8 as `\x{XX}` (QA of issue 12, finding 5).
    func testAFileNameThatIsNotUTF8IsOpenedByItsBytes() throws {
        let spec = #"{"title": "Latin-1", "layout": "tags", "sections": [{"items": [{"title": "ok"}]}]}"#
        try spec.write(toFile: directory + "/plain.json", atomically: true, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment["T"] = Shell.trellis
        for name in ["NO_COLOR", "LC_ALL", "LC_CTYPE"] { environment.removeValue(forKey: name) }
        let script = #"""
            bad=$(printf 'bad\377\303.json'); cp plain.json "$bad"
            "$T" render "$bad" --size 20x4; echo "status $?"
            "$T" validate "$bad"; echo "status $?"
            "$T" validate "$(printf 'caf\351.json')"; echo "status $?"
            """#
        let result = try Shell.run("/bin/bash", ["-c", script], environment: environment, directory: directory, timeout: 60)
        let plain = try trellis(["render", "plain.json", "--size", "20x4"], in: directory)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertEqual(result.stdout, plain.stdout + "status 0\nstatus 0\nstatus 2\n")
        XCTAssertEqual(result.stderr, #"trellis: error: caf\x{E9}.json: cannot open: No such file or directory"# + "\n")
    }

    func testTheSizeIsBoundedToWhatATerminalCanBe() throws {
        let spec = Shell.asset("tags.json")
        for size in ["4097x24", "4096x2049", "10000x10000"] {
            let result = try trellis(["render", spec, "--size", size])
            XCTAssertEqual(result.status, 2, size)
            XCTAssertEqual(result.stderr, """
                trellis: error: --size: expected COLSxROWS such as 80x24: 1 to 4096 columns, at most 8388608 cells (4096x2048), got '\(size)'
                Try 'trellis help render' or 'trellis --help'.

                """)
        }
        for size in ["4096x3", "20x2048", "200x3000"] {
            let result = try trellis(["render", spec, "--size", size])
            XCTAssertEqual(result.status, 0, size)
            XCTAssertEqual(result.stdout.components(separatedBy: "\n").count - 1, Int(size.split(separator: "x")[1]), size)
        }
    }
}
