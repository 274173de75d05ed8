import Foundation
import XCTest

/// What the help and the README tell a new user about the content size and the status line,
/// checked against what the app prints (QA of issue 11, item 5).
final class StatusAndSizeDocsTests: XCTestCase {
    /// The README, its white space runs made single spaces (so line breaks do not count).
    private func readme() throws -> String {
        Self.flat(try String(contentsOfFile: Shell.packageRoot + "/README.md", encoding: .utf8))
    }

    /// `trellis help COMMAND`, white space made single spaces.
    private func help(_ command: String) throws -> String {
        let help = try Shell.run(Shell.trellis, ["help", command])
        XCTAssertEqual(help.status, 0)
        return Self.flat(help.stdout)
    }

    private static func flat(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The content width of `attributes` at `--width 80`.
    private func contentWidth(_ asset: String) throws -> Double {
        let result = try Shell.run(Shell.trellis, ["attributes", Shell.packageRoot + "/assets/" + asset, "--width", "80"])
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let size = try XCTUnwrap(json?["contentSize"] as? [String: Any])
        return try XCTUnwrap((size["width"] as? NSNumber)?.doubleValue)
    }

    /// `help attributes` says the content width is W only for a vertical spec, as it is.
    func testTheHelpSaysWhatTheContentWidthIs() throws {
        XCTAssertEqual(try contentWidth("sections.json"), 80)
        XCTAssertGreaterThan(try contentWidth("horizontal.json"), 80)
        let attributes = try help("attributes")
        XCTAssertFalse(attributes.contains(#"{"contentSize": {"width": W,"#), attributes)
        XCTAssertTrue(attributes.contains("CW is W for a spec that scrolls vertically"), attributes)
        XCTAssertTrue(attributes.contains("more than W when it scrolls"), attributes)
        XCTAssertTrue(try readme().contains("wider than `W` when it scrolls"))
    }

    /// `help render` says precisely what its status line leaves out, and it does leave it out.
    func testTheHelpSaysWhatRendersStatusLineLeavesOut() throws {
        let render = try help("render")
        XCTAssertFalse(render.contains("Prints exactly the screen"), render)
        XCTAssertTrue(render.contains("the spec index [n/N], the frame time and the warnings notice"), render)
        let status = try Shell.run(Shell.trellis, ["render", Shell.packageRoot + "/assets/sections.json", "--size", "200x10"])
        let last = try XCTUnwrap(status.stdout.split(separator: "\n").last)
        XCTAssertFalse(last.contains("[1/") || last.contains("warning"), String(last))
        XCTAssertNil(last.range(of: #"[0-9]ms"#, options: .regularExpression), String(last))
    }

    /// The `~` of the status line is explained in the README and `help preview`, and it goes at
    /// the end as they say.
    func testTheEstimateMarkIsExplained() throws {
        XCTAssertTrue(try readme().contains("A `~` before the size (`~80×108`) means it is an estimate"))
        XCTAssertTrue(try help("preview").contains("A `~` before the size marks an estimate"))
        let spec = Shell.packageRoot + "/assets/sections.json"
        let top = try Shell.run(Shell.trellis, ["render", spec, "--size", "80x24"]).stdout
        let end = try Shell.run(Shell.trellis, ["render", spec, "--size", "80x24", "--offset", "1000000000"]).stdout
        XCTAssertTrue(top.split(separator: "\n").last?.contains("~80×") == true, top)
        XCTAssertTrue(end.split(separator: "\n").last?.contains("│ 80×") == true, end)
    }

    /// Issue 23: the README and `help preview` say in which order a narrow status line leaves
    /// fields out, the title last, the notice before it; and `render`'s line does so: at 30
    /// columns the content width goes and the title shows whole (it was cut to `Secti…` first).
    func testTheDocsSayWhichFieldsGoFirstAndTheTitleOutranksTheNotice() throws {
        let readme = try readme()
        XCTAssertTrue(readme.contains("fields go from the least important: the frame time, the visible count, the counts, the layout name, the notice, the adjustments, the content width. The title outranks them all, the notice included"), "README")
        let preview = try help("preview")
        XCTAssertTrue(preview.contains("leaves fields out from the last: the frame time, the visible count, the counts, the layout name, the notice, the adjustments, the content width; the title outranks them all, the notice included"), preview)
        let status = try Shell.run(Shell.trellis, ["render", Shell.packageRoot + "/assets/sections.json", "--size", "30x24", "--width", "20"])
        let last = try XCTUnwrap(status.stdout.split(separator: "\n").last)
        XCTAssertTrue(last.hasPrefix(" Sections │ ") && !last.contains("w:"), String(last))
        XCTAssertTrue(try help("preview").contains("W×H (whole cells, rounded as frames are; points to a tenth)"))
    }

    /// The README and `help export` say what the SVG's size and viewBox hold with `--zoom`: the
    /// content size times the zoom, as the file has it (QA of issue 14: the README said the
    /// content size).
    func testTheExportDocsSayTheViewBoxIsTheContentSizeTimesTheZoom() throws {
        let spec = Shell.packageRoot + "/assets/sections.json"
        let attributes = try Shell.run(Shell.trellis, ["attributes", spec, "--width", "80"])
        let json = try JSONSerialization.jsonObject(with: Data(attributes.stdout.utf8)) as? [String: Any]
        let size = try XCTUnwrap(json?["contentSize"] as? [String: Any])
        let width = try XCTUnwrap((size["width"] as? NSNumber)?.doubleValue)
        let height = try XCTUnwrap((size["height"] as? NSNumber)?.doubleValue)
        let export = try Shell.run(Shell.trellis, ["export", spec, "--width", "80", "--zoom", "2"])
        XCTAssertEqual(export.status, 0)
        func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
        XCTAssertTrue(export.stdout.contains(#"width="\#(number(width * 2))" height="\#(number(height * 2))" viewBox="0 0 \#(number(width * 2)) \#(number(height * 2))""#),
                      String(export.stdout.prefix(400)))
        let readme = try readme()
        XCTAssertFalse(readme.contains("The `viewBox` is the content size;"), "the README's old claim")
        XCTAssertTrue(readme.contains("the content size times the zoom"), "the README says what the viewBox is")
        XCTAssertTrue(try help("export").contains("a viewBox of the content size times Z"))
    }
}
