import Foundation
import XCTest

/// `trellis doctor` over every gallery spec (issue 27 §2, "Done when"): the built-in layouts pass
/// every check, and every edge case in its child process, at several widths; and the command's
/// contract as a script sees it: `-`, `--json`, the exit statuses.
final class DoctorGalleryTests: XCTestCase {
    /// Every JSON file in assets/, by path from the package root.
    private func gallerySpecs() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Shell.packageRoot + "/assets")
            .filter { $0.hasSuffix(".json") }.sorted().map { "assets/" + $0 }
    }

    /// Widths in spec units: the default (80 columns, or 640 points for a spec in points), a
    /// phone-sized terminal, 80, a wide one. Every spec is clean, warnings counted (`--strict`),
    /// edge cases included (issue 27, "Done when": `trellis doctor` over every gallery spec exits 0).
    func testEveryGallerySpecPassesEveryCheckAtSeveralWidths() throws {
        let specs = try gallerySpecs()
        XCTAssertGreaterThanOrEqual(specs.count, 14)
        for width in [nil, "33", "80", "147"] {
            let arguments = ["doctor", "--strict"] + specs + (width.map { ["--width", $0] } ?? [])
            let result = try Shell.runTrellis(arguments)
            XCTAssertEqual(result.status, 0, "trellis \(arguments.joined(separator: " ")):\n\(result.stdout)\(result.stderr)")
            XCTAssertEqual(result.stderr, "")
            let lines = result.stdout.split(separator: "\n")
            XCTAssertEqual(lines.count, specs.count, "one clean line per spec, no finding:\n\(result.stdout)")
            for (line, spec) in zip(lines, specs) {
                XCTAssertTrue(line.hasPrefix("\(spec): clean at "), String(line))
            }
        }
        // In points: the specs with a scale at a phone's 393 points and an iPad's 1024, 852 tall.
        for spec in specs where try String(contentsOfFile: Shell.packageRoot + "/" + spec, encoding: .utf8).contains("\"scale\"") {
            for width in ["393", "1024"] {
                let result = try Shell.runTrellis(["doctor", spec, "--width", width, "--height", "852", "--strict"])
                XCTAssertEqual(result.status, 0, "\(spec) at \(width) points:\n\(result.stdout)\(result.stderr)")
                XCTAssertEqual(result.stdout, "\(spec): clean at \(width)×852\n")
            }
        }
    }

    func testStandardInputJSONAndTheExitStatuses() throws {
        let tags = try String(contentsOfFile: Shell.packageRoot + "/assets/tags.json", encoding: .utf8)
        let piped = try Shell.run(Shell.trellis, ["doctor", "-", "--json", "--width", "50"], stdin: tags)
        XCTAssertEqual(piped.status, 0, piped.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(piped.stdout.utf8)) as? [String: Any])
        let report = try XCTUnwrap((object["reports"] as? [[String: Any]])?.first)
        XCTAssertEqual(report["file"] as? String, "<stdin>")
        XCTAssertEqual(report["width"] as? Double, 50)
        XCTAssertEqual(report["height"] as? Double, 23)
        XCTAssertEqual((report["findings"] as? [Any])?.count, 0)

        let missing = try Shell.runTrellis(["doctor", "assets/tags.json", "no-such.json"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stdout, "", "nothing is examined when a spec does not load")
        XCTAssertEqual(missing.stderr, "trellis: error: no-such.json: cannot open: No such file or directory\n")

        let broken = try Shell.run(Shell.trellis, ["doctor", "-"], stdin: "{\"columns\": 0}")
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.stderr.hasPrefix("trellis: error: <stdin>:1:13: columns: "), broken.stderr)

        let usage = try Shell.runTrellis(["doctor"])
        XCTAssertEqual(usage.status, 2)
        XCTAssertTrue(usage.stderr.contains("missing SPEC"), usage.stderr)
        let help = try Shell.runTrellis(["doctor", "--help"])
        XCTAssertTrue(help.stdout.hasPrefix("Usage: trellis doctor SPEC..."), help.stdout)
    }

    func testAClosedStdoutEndsQuietly() throws {
        let result = try Shell.run("/bin/sh", ["-c", "\"$0\" doctor assets/tags.json assets/grid.json | true", Shell.trellis],
                                   directory: Shell.packageRoot)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "", "no message for a closed pipe")
    }
}
