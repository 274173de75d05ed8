import TrellisTestSupport
import XCTest
@testable import trellis

/// Each command's options are declared once (``CommandOptions``, issue 24 §2): parsing, the
/// checks of a value, the errors and the help's option lines all come from that declaration.
final class CommandOptionsTests: XCTestCase {
    private let commands = [PreviewCommand.options, RenderCommand.options, AttributesCommand.options, ExportCommand.options,
                            BenchCommand.options, ValidateCommand.options, DoctorCommand.options]

    func testEveryOptionHasItsLinesInItsCommandsHelp() throws {
        for command in commands {
            let help = try XCTUnwrap(HelpText.forCommand(command.command), command.command)
            let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for option in command.options {
                let head = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("  " + option.syntax + " ") || $0 == "  " + option.syntax },
                                         "\(command.command): \(option.syntax) has a line in the help")
                let text = lines[head...].joined(separator: "\n")
                for line in option.help {
                    XCTAssertTrue(text.contains(line), "\(command.command) \(option.syntax): \(line)")
                }
            }
            XCTAssertTrue(help.hasSuffix(command.helpText), "\(command.command): the help ends with the generated option lines")
        }
    }

    func testTheHelpLinesLineUpAtTheCommandsColumn() {
        XCTAssertEqual(RenderCommand.options.helpLines.first, "  --size COLSxROWS   Terminal size, such as 80x24 (required; up to 4096 columns")
        XCTAssertEqual(RenderCommand.options.helpLines.last, "  --color            ANSI colours (never when NO_COLOR is set).")
        let export = ExportCommand.options.helpLines
        let carousels = export.firstIndex(of: "  --carousels full|cut")
        XCTAssertNotNil(carousels, "too long for the column: its help goes on the lines below")
        XCTAssertEqual(carousels.map { export[$0 + 1] }, "                   full (the default) draws every carousel card, widening the picture;")
        for command in commands {
            for line in command.helpLines {
                XCTAssertLessThanOrEqual(line.count, 92, "\(command.command): \(line)")
            }
        }
    }

    func testEachCommandDeclaresEachOptionOnce() {
        for command in commands {
            let names = command.options.map(\.name)
            XCTAssertEqual(Set(names).count, names.count, "\(command.command): \(names)")
            XCTAssertFalse(names.contains("help"), "--help is every command's own")
            for option in command.options {
                XCTAssertEqual(option.isFlag, option.placeholder == nil, "\(command.command) \(option.name)")
                XCTAssertFalse(option.help.isEmpty, "\(command.command) \(option.name) has help")
            }
        }
    }

    func testAValueOutOfRangeGivesTheDeclaredMessage() throws {
        for command in commands {
            for option in command.options {
                let expected: String
                let bad: String
                switch option.value {
                case .number(let range):
                    bad = String(range.upperBound * 10 + 1)
                    expected = "--\(option.name): expected a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)), got '\(bad)'"
                case .wholeNumber(let range):
                    bad = String(range.upperBound + 1)
                    expected = "--\(option.name): expected a whole number from \(range.lowerBound) to \(range.upperBound), got '\(bad)'"
                case .choice(let words):
                    bad = "spiral"
                    expected = "--\(option.name): expected \(words.joined(separator: " or ")), got 'spiral'"
                default:
                    continue
                }
                let parsed = try command.parse(["--\(option.name)", bad])
                XCTAssertThrowsError(try parsed.read(option), "\(command.command) \(option.name)") { error in
                    let failure = error as? CommandFailure
                    XCTAssertEqual(failure?.message, expected)
                    XCTAssertEqual(failure?.status, 2)
                    XCTAssertEqual(failure?.hint, "Try 'trellis help \(command.command)' or 'trellis --help'.")
                }
            }
        }
    }

    func testTheMessagesOfEachKindOfValue() throws {
        let render = try RenderCommand.options.parse(["--size", "0x5"])
        XCTAssertThrowsError(try render.size(RenderCommand.Option.size)) { error in
            XCTAssertEqual((error as? CommandFailure)?.message, "--size: expected COLSxROWS such as 80x24: 1 to 4096 columns, "
                           + "at most 8388608 cells (4096x2048), got '0x5'")
        }
        let attributes = try AttributesCommand.options.parse(["--width", "10", "--rect", "1,2"])
        XCTAssertThrowsError(try attributes.rect(AttributesCommand.Option.rect)) { error in
            XCTAssertEqual((error as? CommandFailure)?.message,
                           "--rect: expected X,Y,WIDTH,HEIGHT such as 0,0,80,24 (width and height >= 0), got '1,2'")
        }
        let export = try ExportCommand.options.parse(["--output="])
        XCTAssertThrowsError(try export.text(ExportCommand.Option.output)) { error in
            XCTAssertEqual((error as? CommandFailure)?.message, "--output: expected a file name, got ''")
        }
        XCTAssertEqual(try ExportCommand.options.parse(["--carousels=cut"]).text(ExportCommand.Option.carousels), "cut")
        XCTAssertEqual(try BenchCommand.options.parse(["--items", "5", "--items=7"]).wholeNumbers(BenchCommand.Option.items), [5, 7])
    }

    func testARequiredOptionThatIsMissingIsNamedWithItsValue() throws {
        for (command, option, message) in [(RenderCommand.options, RenderCommand.Option.size, "missing --size COLSxROWS"),
                                           (AttributesCommand.options, AttributesCommand.Option.width, "missing --width W"),
                                           (ExportCommand.options, ExportCommand.Option.width, "missing --width W")] {
            XCTAssertTrue(option.isRequired)
            XCTAssertThrowsError(try command.parse(["spec.json"]).read(option)) { error in
                XCTAssertEqual((error as? CommandFailure)?.message, message)
            }
        }
    }

    /// A help that gives a number option's range says the declared one.
    func testTheHelpSaysTheDeclaredRange() {
        var checked = 0
        for command in commands {
            for option in command.options {
                guard case .number(let range) = option.value else { continue }
                let help = option.help.joined(separator: " ")
                guard help.contains("from ") else { continue }
                XCTAssertTrue(help.contains("from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))"),
                              "\(command.command) \(option.syntax): \(help)")
                checked += 1
            }
        }
        XCTAssertEqual(checked, 3, "--width of attributes and of export, and --zoom, say their range")
    }

    func testParsingFollowsTheDeclaration() throws {
        XCTAssertThrowsError(try RenderCommand.options.parse(["--color=1"])) { error in
            XCTAssertEqual((error as? CommandFailure)?.message, "option '--color' takes no value")
        }
        XCTAssertThrowsError(try RenderCommand.options.parse(["--size"])) { error in
            XCTAssertEqual((error as? CommandFailure)?.message, "option '--size' needs a value")
        }
        XCTAssertThrowsError(try ValidateCommand.options.parse(["--size", "1x1"])) { error in
            XCTAssertEqual((error as? CommandFailure)?.message, "unknown option '--size' for 'trellis validate'")
        }
        XCTAssertEqual(RenderCommand.options.valuedNames, ["size", "offset", "offset-x", "width"])
        XCTAssertEqual(RenderCommand.options.flagNames, ["full", "color"])
    }

    func testTheBarePreviewTakesThePreviewsOptions() {
        for argument in ["--width", "--width=40", "--no-watch"] {
            XCTAssertTrue(PreviewCommand.isOption(argument), argument)
        }
        for argument in ["--no-watch=1", "--widths", "--size", "-w", "width"] {
            XCTAssertFalse(PreviewCommand.isOption(argument), argument)
        }
    }

    func testTheCarouselWordsAreThePictureBoundsCases() {
        guard case .choice(let words) = ExportCommand.Option.carousels.value else { return XCTFail("a choice") }
        XCTAssertEqual(Set(words), Set(PictureBounds.OrthogonalSections.allCases.map(\.rawValue)))
        guard case .choice(let layouts) = BenchCommand.Option.layout.value else { return XCTFail("a choice") }
        XCTAssertEqual(layouts, BenchCommand.layoutNames)
    }

    /// The help's usage line and the README's heading of a command (where it names options) give
    /// each option as declared, required ones bare, the others in brackets, and no other option.
    func testTheUsageLinesAndTheReadmeHeadingsNameEveryOptionAsDeclared() throws {
        let readme = try String(contentsOfFile: Shell.packageRoot + "/README.md", encoding: .utf8).split(separator: "\n")
        for command in commands {
            let expected = command.options.map(\.usage).sorted()
            let help = try XCTUnwrap(HelpText.forCommand(command.command))
            XCTAssertEqual(Self.optionsInUsage(of: help), expected, "trellis help \(command.command): the usage line")
            guard let heading = readme.first(where: { $0.hasPrefix("### `trellis \(command.command)") }) else {
                XCTFail("README.md has a heading for trellis \(command.command)")
                continue
            }
            let named = Self.optionsInSynopsis(String(heading))
            if command.command == "bench" { XCTAssertEqual(named, [], "the bench heading names no option"); continue }
            XCTAssertEqual(named, expected, "README.md: \(heading)")
        }
    }

    /// The options a synopsis names: `--size COLSxROWS`, `[--width N]`, `[--items N]...`, sorted.
    private static func optionsInSynopsis(_ line: String) -> [String] {
        let pattern = /(\[--[a-z-]+(?: [^\]\s]+)?\](?:\.\.\.)?|--[a-z-]+ [^\s\[\]`]+)/
        return line.matches(of: pattern).map { String($0.output.1) }.sorted()
    }

    /// The options a help's usage names: its first line, and the second when it goes on
    /// (`                      [--full] [--color]`), sorted.
    private static func optionsInUsage(of help: String) -> [String] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var usage = lines[0]
        if lines.count > 1, lines[1].hasPrefix("    "), !lines[1].contains("trellis") { usage += " " + lines[1] }
        return optionsInSynopsis(usage)
    }

    private static func format(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
