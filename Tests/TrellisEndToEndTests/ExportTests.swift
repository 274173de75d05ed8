import Foundation
import XCTest

/// `trellis export` (issue 15 §4) as a script uses it: the SVG parsed with Python's
/// `xml.etree` holds exactly the elements of `trellis attributes` at the same width, frame for
/// frame; the output goes to stdout or a file; bad usage is exit 2; a failed write is exit 1.
final class ExportTests: XCTestCase {
    /// Compares an SVG file with an attributes JSON file, in Python: rects (by kind, section,
    /// item) and their frames times the zoom, the viewBox and size, no transform. Prints `ok N`
    /// (N rects) or the first difference.
    private static let compare = #"""
import json, sys, xml.etree.ElementTree as ET
svg_path, json_path, zoom = sys.argv[1], sys.argv[2], float(sys.argv[3])
# "content": the viewBox is the content size; "rects": it is as tall, and as wide as the
# content and every rect, no wider.
box_rule = sys.argv[4] if len(sys.argv) > 4 else "content"
ns = "{http://www.w3.org/2000/svg}"
root = ET.parse(svg_path).getroot()
attrs = json.load(open(json_path))
def fail(message):
    print(message); sys.exit(1)
if root.tag != ns + "svg": fail("root is " + root.tag)
size = attrs["contentSize"]
box = [float(v) for v in root.get("viewBox").split()]
if box_rule == "content":
    if box != [0, 0, size["width"] * zoom, size["height"] * zoom]: fail("viewBox %s for content %s" % (box, size))
else:
    cells = [a for a in attrs["attributes"]]
    left = min([0] + [a["x"] * zoom for a in cells])
    right = max([size["width"] * zoom] + [(a["x"] + a["width"]) * zoom for a in cells])
    # As wide as the rects reach, and at most one spec unit more on either side (the carousel's inset).
    if box[1] != 0 or box[3] != size["height"] * zoom: fail("viewBox %s: not the content's height %s" % (box, size))
    if not (left - zoom - 1e-9 <= box[0] <= left + 1e-9): fail("viewBox %s starts at %s, the rects at %s" % (box, box[0], left))
    if not (right - 1e-9 <= box[0] + box[2] <= right + zoom + 1e-9): fail("viewBox %s ends at %s, the rects at %s" % (box, box[0] + box[2], right))
if float(root.get("width")) != box[2] or float(root.get("height")) != box[3]: fail("size %s x %s, viewBox %s" % (root.get("width"), root.get("height"), box))
if any(e.get("transform") is not None for e in root.iter()): fail("a transform")
rects = list(root.iter(ns + "rect"))
if len(rects) != len(attrs["attributes"]): fail("%d rects, %d attributes" % (len(rects), len(attrs["attributes"])))
by_key = {}
for r in rects:
    key = (r.get("data-kind"), int(r.get("data-section")), int(r.get("data-item")))
    if key in by_key: fail("two rects for %s" % (key,))
    by_key[key] = r
for a in attrs["attributes"]:
    key = (a["kind"], a["section"], a["item"])
    r = by_key.get(key)
    if r is None: fail("no rect for %s" % (key,))
    for name in ["x", "y", "width", "height"]:
        if float(r.get(name)) != a[name] * zoom: fail("%s %s: svg %s, attributes %s x %s" % (key, name, r.get(name), a[name], zoom))
    if not r.get("fill", "").startswith("#"): fail("%s has no colour" % (key,))
    if box_rule != "content":
        x, y, w, h = (float(r.get(n)) for n in ["x", "y", "width", "height"])
        if x < box[0] - 1e-9 or y < box[1] - 1e-9 or x + w > box[0] + box[2] + 1e-9 or y + h > box[1] + box[3] + 1e-9:
            fail("%s at %s,%s %sx%s lies outside the viewBox %s" % (key, x, y, w, h, box))
texts = list(root.iter(ns + "text"))
clips = {c.get("id") for c in root.iter(ns + "clipPath")}
uses = {c.get("id"): c.find(ns + "use").get("{http://www.w3.org/1999/xlink}href")[1:] for c in root.iter(ns + "clipPath")}
rects_by_id = {r.get("id"): r for r in rects}
for t in texts:
    ref = t.get("clip-path", "")
    if not (ref.startswith("url(#") and ref[5:-1] in clips): fail("text not clipped: " + ref)
    # Every line starts inside the rect it is clipped to, or it is not seen.
    r = rects_by_id[uses[ref[5:-1]]]
    x0, y0 = float(r.get("x")), float(r.get("y"))
    x1, y1 = x0 + float(r.get("width")), y0 + float(r.get("height"))
    for line in list(t.iter(ns + "tspan")) or [t]:
        x, y = float(line.get("x")), float(line.get("y"))
        if not (x0 <= x < x1 and y0 <= y <= y1):
            fail("%s: %r at %s,%s outside its rect %s,%s..%s,%s" % (r.get("id"), "".join(line.itertext()), x, y, x0, y0, x1, y1))
print("ok %d" % len(rects))
"""#

    private func run(_ arguments: [String]) throws -> Shell.Result {
        try Shell.runTrellis(arguments)
    }

    /// Exports `spec` at `width` (and zoom) and checks it against `attributes`; returns the rect count.
    @discardableResult
    /// `options` go to export only; with `coveringRects`, the viewBox is checked to cover every
    /// rect, and no more than a unit past them, instead of being the content size.
    private func assertExportMatchesAttributes(_ spec: String, width: Int, zoom: Double = 1, height: Int? = nil,
                                               options: [String] = [], coveringRects: Bool = false,
                                               file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let directory = try Shell.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let extra = height.map { ["--height", "\($0)"] } ?? []
        let export = try run(["export", spec, "--width", "\(width)", "--zoom", "\(zoom)", "--output", directory + "/out.svg"] + extra + options)
        XCTAssertEqual(export.status, 0, export.stderr, file: file, line: line)
        XCTAssertEqual(export.stdout, "", "with --output nothing goes to stdout", file: file, line: line)
        let attributes = try run(["attributes", spec, "--width", "\(width)"] + extra)
        XCTAssertEqual(attributes.status, 0, attributes.stderr, file: file, line: line)
        try attributes.stdout.write(toFile: directory + "/attributes.json", atomically: true, encoding: .utf8)
        let python = try XCTUnwrap(Shell.which("python3"), "python3 is needed to parse the SVG")
        let result = try Shell.run(python, ["-c", Self.compare, directory + "/out.svg", directory + "/attributes.json", "\(zoom)",
                                            coveringRects ? "rects" : "content"])
        XCTAssertEqual(result.status, 0, "\(spec) at \(width), zoom \(zoom): \(result.stdout)\(result.stderr)", file: file, line: line)
        let count = Int(result.stdout.split(separator: " ").last?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 0
        XCTAssertGreaterThan(count, 0, file: file, line: line)
        return count
    }

    func testTheRectsAreTheAttributesOverGallerySpecs() throws {
        var total = 0
        for (spec, width) in [("assets/sections.json", 80), ("assets/pinterest.json", 393), ("assets/tags.json", 37),
                              ("assets/backgrounds.json", 60), ("assets/sticky-headers.json", 50), ("assets/self-sizing.json", 41),
                              ("assets/full-span.json", 90), ("assets/grid.json", 33), ("assets/rtl.json", 70)] {
            total += try assertExportMatchesAttributes(spec, width: width)
        }
        XCTAssertGreaterThan(total, 200)
    }

    /// The rects, and every line of text inside its rect (issue 23 §17b: a title's x left
    /// unzoomed put it outside its rect at zoom 2, and only the rects were checked).
    func testZoomMultipliesEveryFrame() throws {
        try assertExportMatchesAttributes("assets/sections.json", width: 40, zoom: 2.5)
        try assertExportMatchesAttributes("assets/tags.json", width: 50, zoom: 8)
        try assertExportMatchesAttributes("assets/self-sizing.json", width: 41, zoom: 2)
        try assertExportMatchesAttributes("assets/sticky-headers.json", width: 50, zoom: 2)
    }

    func testAHorizontalSpecExportsItsWholeWidth() throws {
        try assertExportMatchesAttributes("assets/horizontal.json", width: 40)
        try assertExportMatchesAttributes("assets/horizontal.json", width: 40, height: 12)
    }

    /// The App Store spec, and a copy of it laid out right to left (its carousel then reaches
    /// left of 0), in `directory`.
    private func appStoreSpecs(in directory: String) throws -> [String] {
        let text = try String(contentsOfFile: Shell.asset("app-store.json"), encoding: .utf8)
        let marker = #""layout": "compositional","#
        XCTAssertTrue(text.contains(marker), "app-store.json is compositional")
        let rtl = directory + "/app-store-rtl.json"
        try text.replacingOccurrences(of: marker, with: marker + #" "direction": "rtl","#).write(toFile: rtl, atomically: true, encoding: .utf8)
        return [Shell.asset("app-store.json"), rtl]
    }

    /// A carousel is drawn whole (issue 23 §3: at --width 80 the viewBox was 80 wide while the
    /// carousel's cards reached x = 356, and right to left they start left of 0): the viewBox
    /// covers every rect of every card, the rest of the layout keeps its width's frames.
    func testOrthogonalSectionsAreDrawnWholeLeftToRightAndRightToLeft() throws {
        let directory = try Shell.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for spec in try appStoreSpecs(in: directory) {
            for (width, zoom) in [(80, 1.0), (800, 1.0), (40, 2.0), (80, 0.5)] {
                try assertExportMatchesAttributes(spec, width: width, zoom: zoom, coveringRects: true)
            }
        }
        // Cards 15 wide in groups 10 wide overflow the carousel's content: drawn whole too.
        let overflowing = #"{"layout": "compositional", "sections": [{"scrolling": "continuous", "group": {"axis": "horizontal", "#
            + #""width": {"absolute": 10}, "height": {"absolute": 3}, "subitems": [{"width": {"absolute": 15}, "#
            + #""height": {"fractionalHeight": 1}}]}, "items": [{"title": "a"}, {"title": "b"}, {"title": "c"}]}]}"#
        for (name, direction) in [("over.json", "ltr"), ("over-rtl.json", "rtl")] {
            let path = directory + "/" + name
            try overflowing.replacingOccurrences(of: #""compositional","#, with: #""compositional", "direction": "\#(direction)","#)
                .write(toFile: path, atomically: true, encoding: .utf8)
            try assertExportMatchesAttributes(path, width: 20, coveringRects: true)
        }
        // The cards the issue names, at --width 800: cards 2 to 5 at x = 720.2 … 2877.8.
        let export = try run(["export", Shell.asset("app-store.json"), "--width", "800"])
        XCTAssertEqual(export.status, 0, export.stderr)
        let root = try XCTUnwrap(export.stdout.split(separator: "\n").first { $0.hasPrefix("<svg ") })
        XCTAssertTrue(root.contains(#"width="3597" height="69" viewBox="0 0 3597 69""#), "\(root)")
        XCTAssertTrue(export.stdout.contains(#"data-kind="cell" data-section="0" data-item="4" data-z-index="0" x="2877.8""#))
        let rtl = try run(["export", directory + "/app-store-rtl.json", "--width", "80"])
        XCTAssertEqual(rtl.status, 0, rtl.stderr)
        XCTAssertTrue(rtl.stdout.contains(#"width="357" height="73" viewBox="-277 0 357 73""#), rtl.stdout.prefix(400) + "…")
    }

    /// `--carousels cut` is the picture at the content width, as export drew it before
    /// `--carousels` (the file is the same but for the root's size and viewBox); a spec without a
    /// carousel is the same file either way; a bad value is a usage error.
    func testOrthogonalSectionsCutKeepsThePictureAtTheContentWidth() throws {
        let directory = try Shell.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for spec in try appStoreSpecs(in: directory) {
            try assertExportMatchesAttributes(spec, width: 80, zoom: 2, options: ["--carousels", "cut"])
            let full = try run(["export", spec, "--width", "80", "--zoom", "2"])
            let cut = try run(["export", spec, "--width", "80", "--zoom", "2", "--carousels", "cut"])
            XCTAssertEqual(full.status, 0, full.stderr)
            XCTAssertEqual(cut.status, 0, cut.stderr)
            let fullLines = full.stdout.split(separator: "\n"), cutLines = cut.stdout.split(separator: "\n")
            XCTAssertEqual(fullLines.count, cutLines.count)
            let differing = zip(fullLines, cutLines).filter { $0 != $1 }
            XCTAssertEqual(differing.count, 1, "only the root differs")
            XCTAssertTrue(cutLines[1].contains(#"width="160" height="146" viewBox="0 0 160 146""#), "\(cutLines[1])")
        }
        for spec in ["assets/pinterest.json", "assets/horizontal.json", "assets/sections.json"] {
            let full = try run(["export", spec, "--width", "60"])
            XCTAssertEqual(try run(["export", spec, "--width", "60", "--carousels", "cut"]).stdout, full.stdout, spec)
            XCTAssertEqual(try run(["export", spec, "--width", "60", "--carousels", "full"]).stdout, full.stdout, spec)
        }
        let bad = try run(["export", "assets/tags.json", "--width", "40", "--carousels", "wide"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.stdout, "")
        XCTAssertEqual(bad.stderr, "trellis: error: --carousels: expected full or cut, got 'wide'\n"
            + "Try 'trellis help export' or 'trellis --help'.\n")
    }

    func testStdoutIsTheDefaultAndMatchesTheFile() throws {
        let directory = try Shell.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let stdout = try run(["export", "assets/tags.json", "--width", "60"])
        XCTAssertEqual(stdout.status, 0, stdout.stderr)
        XCTAssertTrue(stdout.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "), stdout.stdout)
        XCTAssertTrue(stdout.stdout.hasSuffix("</svg>\n"))
        let dash = try run(["export", "assets/tags.json", "--width", "60", "--format", "svg", "--output", "-"])
        XCTAssertEqual(dash.stdout, stdout.stdout, "--output - is stdout")
        _ = try run(["export", "assets/tags.json", "--width", "60", "--output", directory + "/tags.svg"])
        XCTAssertEqual(try String(contentsOfFile: directory + "/tags.svg", encoding: .utf8), stdout.stdout)
    }

    func testUsageErrorsAreExitTwoAndHelpIsThere() throws {
        let cases: [([String], String)] = [
            (["export", "assets/tags.json"], "trellis: error: missing --width W"),
            (["export", "assets/tags.json", "--width", "40", "--format", "png"], "trellis: error: --format: expected svg, got 'png'"),
            (["export", "assets/tags.json", "--width", "40", "--zoom", "0"], "trellis: error: --zoom: expected a number from 0.01 to 100, got '0'"),
            (["export", "assets/tags.json", "--width", "-1"], "trellis: error: --width: expected a number from 0 to 1000000, got '-1'"),
            (["export", "--width", "40"], "trellis: error: missing SPEC: name a spec file"),
            (["export", "assets/tags.json", "--width", "40", "--frobnicate"], "trellis: error: unknown option '--frobnicate' for 'trellis export'"),
        ]
        for (arguments, message) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stdout, "")
            XCTAssertEqual(result.stderr, message + "\nTry 'trellis help export' or 'trellis --help'.\n", "\(arguments)")
        }
        let missing = try run(["export", "missing.json", "--width", "40"])
        XCTAssertEqual(missing.status, 2)
        let help = try run(["export", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.hasPrefix("Usage: trellis export SPEC --width W"), help.stdout)
        XCTAssertEqual(try run(["help", "export"]).stdout, help.stdout)
    }

    func testAFileThatCannotBeWrittenIsExitOneAndNamesIt() throws {
        let full = try run(["export", "assets/tags.json", "--width", "40", "--output", "/dev/full"])
        XCTAssertEqual(full.status, 1)
        XCTAssertEqual(full.stderr, "trellis: error: cannot write /dev/full: No space left on device\n")
        let nowhere = try run(["export", "assets/tags.json", "--width", "40", "--output", "/nonexistent/dir/x.svg"])
        XCTAssertEqual(nowhere.status, 1)
        XCTAssertEqual(nowhere.stderr, "trellis: error: cannot write /nonexistent/dir/x.svg: No such file or directory\n")
    }

    /// A spec of 50,000 items into a pipe that closes after one line: quiet, 141 or 1.
    func testAClosedPipeEndsQuietly() throws {
        let directory = try Shell.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/big.json"
        let items = Array(repeating: #"{"height": 3, "title": "a & b"}"#, count: 50_000).joined(separator: ",")
        try #"{"layout": "waterfall", "sections": [{"items": [\#(items)]}]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["T"] = Shell.trellis
        environment["LANG"] = "C.UTF-8"
        let result = try Shell.run("/bin/bash", ["-c", "\"$T\" export \(Shell.quote(path)) --width 80 2>\(Shell.quote(directory))/err | head -1; "
            + "echo \"status ${PIPESTATUS[0]}\"; cat \(Shell.quote(directory))/err >&2"], environment: environment, timeout: 120)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        XCTAssertTrue(["status 141", "status 1"].contains(lines.last ?? ""), result.stdout)
        XCTAssertEqual(result.stderr, "", "a closed pipe ends quietly")
    }

    /// Hostile titles stay data: the file parses, holds no control character, and shows U+FFFD.
    func testHostileTitlesStayData() throws {
        let directory = try Shell.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/hostile.json"
        try #"{"title": "</svg><svg onload=\"x\">", "layout": "waterfall", "sections": [{"title": "a\u001b[31m & <b>", "header": 1, "items": [{"height": 3, "title": "x\u202Ey\u0000z ]]>"}]}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let result = try run(["export", path, "--width", "40", "--output", directory + "/h.svg"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let python = try XCTUnwrap(Shell.which("python3"))
        let check = try Shell.run(python, ["-c", #"""
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
ns = "{http://www.w3.org/2000/svg}"
print(ascii(root.find(ns + "title").text))
for text in sorted("".join(t.itertext()) for t in root.iter(ns + "text")): print(ascii(text))
print(len(list(root.iter(ns + "svg"))))
"""#, directory + "/h.svg"])
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertEqual(check.stdout, """
        '</svg><svg onload="x">'
        'a\\ufffd[31m & <b>'
        'x\\ufffdy\\ufffdz ]]>'
        1

        """)
    }
}
