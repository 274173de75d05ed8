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

    /// What the doctor finds in the gallery, by spec and width (in columns), beyond `clean`: each
    /// a defect of a built-in layout for the lead to fix, not the doctor's to hide. When one is
    /// fixed, this test fails until its line goes.
    ///
    /// - app-store.json at 13 columns: the compositional layout sizes the estimated-width cells of
    ///   section 4 (Categories) at their titles' width, up to 18 columns, and does not fit them to
    ///   the group's width (13 less the insets), so 4 of them run past the content's right edge
    ///   (`render --size 13x40 --offset 60` shows them cut). Below 19 columns it always does.
    static let knownFindings: [String: [String]] = [
        "assets/app-store.json at 13": [
            "warning outside-content: 4 elements lie outside the content (0, 0, 13, 113), e.g. cell 4.1 at (1, 69, 15, 3), "
                + "cell 4.2 at (1, 73, 14, 3), cell 4.3 at (1, 77, 18, 3), cell 4.10 at (1, 105, 14, 3)",
        ],
    ]

    /// Widths in spec units: the default (80 columns, or 640 points for a spec in points), a
    /// narrow split, a phone-sized terminal, 80, a wide one. Every spec exits 0 (issue 27, "Done
    /// when": `trellis doctor` over every gallery spec exits 0), and is clean with warnings counted
    /// (`--strict`), edge cases included, but for ``knownFindings``.
    func testEveryGallerySpecPassesEveryCheckAtSeveralWidths() throws {
        let specs = try gallerySpecs()
        XCTAssertGreaterThanOrEqual(specs.count, 14)
        for width in [nil, "13", "33", "80", "147"] {
            let arguments = ["doctor"] + specs + (width.map { ["--width", $0] } ?? [])
            let result = try Shell.runTrellis(arguments)
            XCTAssertEqual(result.status, 0, "trellis \(arguments.joined(separator: " ")):\n\(result.stdout)\(result.stderr)")
            XCTAssertEqual(result.stderr, "")
            for spec in specs {
                let lines = result.stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix(spec + ": ") }
                    .map { String($0.dropFirst(spec.count + 2)) }
                let known = Self.knownFindings["\(spec) at \(width ?? "default")"] ?? []
                XCTAssertEqual(Array(lines.dropLast()), known, "\(spec) at width \(width ?? "default")")
                XCTAssertTrue(lines.last?.hasPrefix(known.isEmpty ? "clean at " : "\(known.count) warning") == true,
                              "\(spec) at width \(width ?? "default"): \(lines.last ?? "no summary line")")
            }
            let strict = try Shell.runTrellis(arguments + ["--strict"])
            let expected: Int32 = specs.contains { Self.knownFindings["\($0) at \(width ?? "default")"] != nil } ? 1 : 0
            XCTAssertEqual(strict.status, expected, "--strict at width \(width ?? "default")")
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
