import XCTest
@testable import trellis
@testable import TrellisPreview

/// Options and operands as Unix tools take them (issue 12 §3): `-` is an operand, `--` ends
/// the options (the command's own long options still count after it).
final class ParsedArgumentsTests: XCTestCase {
    private func parse(_ arguments: [String]) throws -> ParsedArguments {
        try ParsedArguments(arguments, command: "render", valued: ["size", "offset"], flags: ["color"])
    }

    func testADashIsStandardInput() throws {
        let parsed = try parse(["-", "--size", "80x24"])
        XCTAssertEqual(parsed.operands, ["-"])
        XCTAssertEqual(parsed.value("size"), "80x24")
    }

    func testDoubleDashMakesDashedNamesOperands() throws {
        let parsed = try parse(["--", "-odd-name.json", "--size", "80x24", "--color", "--frobnicate", "-x", "--"])
        XCTAssertEqual(parsed.operands, ["-odd-name.json", "--frobnicate", "-x", "--"])
        XCTAssertEqual(parsed.value("size"), "80x24")
        XCTAssertTrue(parsed.has("color"))
    }

    func testWithoutDoubleDashADashedNameIsAnUnknownOption() {
        XCTAssertThrowsError(try parse(["-odd-name.json"])) { error in
            XCTAssertEqual((error as? CommandFailure)?.message, "unknown option '-odd-name.json'")
        }
    }

    func testTheSizeIsBounded() throws {
        XCTAssertEqual(try OptionValues.size("4096x2048", option: "size", command: "render").width, 4096)
        XCTAssertEqual(try OptionValues.size("2048x4096", option: "size", command: "render").height, 4096, "as many cells")
        XCTAssertEqual(try OptionValues.size("200x3000", option: "size", command: "render").height, 3000, "a tall render")
        XCTAssertEqual(try OptionValues.size("80x100000", option: "size", command: "render").height, 100_000)
        for text in ["4097x1", "4096x2049", "2049x4096", "1x100001", "0x5", "10000x10000"] {
            XCTAssertThrowsError(try OptionValues.size(text, option: "size", command: "render"), text)
        }
    }
}
