import XCTest
import TrellisTerminal
import TrellisTestSupport
@testable import TrellisPreview

/// The key table is the one declaration of the previewer's keys: dispatch, the `?` overlay,
/// `help preview` and the README's table all come from it, so they can only agree. These tests
/// pin what the derivations make and that the declarations themselves are sound.
final class KeyTableTests: XCTestCase {
    /// The README's key table: the lines from its `| Keys | Action |` header to the blank line.
    private func readmeKeyTable() throws -> String {
        let readme = try String(contentsOfFile: Shell.packageRoot + "/README.md", encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        let start = try XCTUnwrap(lines.firstIndex(of: "| Keys | Action |"), "README has a key table")
        return lines[start...].prefix { $0.hasPrefix("|") }.joined(separator: "\n")
    }

    func testTheReadmeKeyTableIsTheOneTheTableMakes() throws {
        XCTAssertEqual(try readmeKeyTable(), KeyTable.readmeTable(noun: "spec"),
                       "README.md's key table drifted from KeyTable: paste KeyTable.readmeTable(noun: \"spec\") over it")
    }

    func testTheReadmeRowsSpeakOfTheGivenNoun() {
        let table = KeyTable.readmeTable(noun: "page")
        XCTAssertTrue(table.contains("| Tab / Shift-Tab | next / previous page |"), table)
        XCTAssertNil(table.range(of: "\\bspecs?\\b", options: .regularExpression), table)
    }

    /// No input means two things in one mode: a binding declared twice would make dispatch
    /// depend on the table's order.
    func testNoInputIsBoundTwiceInOneMode() {
        for mode in KeyMode.allCases {
            var seen: [String: Int] = [:]
            for (index, binding) in KeyTable.bindings.enumerated() where binding.mode == mode {
                for input in binding.inputs.map(\.input) {
                    let key = String(describing: input)
                    if let other = seen[key] { XCTFail("\(key) is bound in \(mode) by bindings \(other) and \(index)") }
                    seen[key] = index
                }
            }
        }
    }

    /// What the overlay and the README list is a binding someone can press: every listed
    /// binding has inputs, overlay entries in a group, and README keys; the unlisted ones are
    /// the prompt's and the overlays' own keys (their titles and the README's prose name them)
    /// and the resize.
    func testEveryListedBindingHasItsWordsAndEveryUnlistedOneIsAModesOwn() {
        for binding in KeyTable.bindings {
            XCTAssertFalse(binding.inputs.isEmpty)
            if binding.group == nil {
                let isResize = binding.inputs.map(\.input) == [.resize]
                XCTAssertTrue(binding.mode == .prompt || binding.mode == .help || isResize, "\(binding.inputs.map(\.input))")
                XCTAssertTrue(binding.overlay.isEmpty && binding.readmeKeys.isEmpty)
            } else {
                XCTAssertFalse(binding.overlay.isEmpty, binding.readmeKeys)
                XCTAssertFalse(binding.readmeKeys.isEmpty, "\(binding.overlay.map(\.keys))")
                XCTAssertFalse(binding.description.text(noun: "spec").isEmpty, binding.readmeKeys)
            }
        }
    }

    /// Every input of a documented binding is named in its README words (the keys, or the fine
    /// print for `0`): no key works that the README, `help preview` and the overlay's binding
    /// leave unsaid (Enter, `Q` and `_` once did).
    func testEveryInputOfADocumentedBindingIsNamed() {
        let keyNames: [Key: String] = [.up: "Up", .down: "Down", .left: "Left", .right: "Right", .pageUp: "PgUp",
                                       .pageDown: "PgDn", .home: "Home", .end: "End", .tab: "Tab", .backTab: "Shift-Tab",
                                       .enter: "Enter", .escape: "Esc"]
        let controls: [Character: String] = ["\u{06}": "Ctrl-F", "\u{02}": "Ctrl-B", "\u{04}": "Ctrl-D", "\u{15}": "Ctrl-U",
                                             "\u{0C}": "Ctrl-L", "\t": "Tab", " ": "Space"]
        for binding in KeyTable.bindings where !binding.readmeKeys.isEmpty {
            let words = binding.readmeKeys + binding.details.text(noun: "spec")
            for input in binding.inputs.map(\.input) {
                let name: String?
                switch input {
                case .character(let c): name = controls[c] ?? (c == "0" ? "`0`" : String(c))
                case .key(let key):
                    let arrows: Set<Key> = [.up, .down, .left, .right]
                    name = binding.mode == .inspect && arrows.contains(key) ? "arrows" : keyNames[key]
                case .wheel: name = "mouse wheel"
                case .click: name = "mouse click"
                case .resize: name = nil
                }
                guard let name else { continue }
                let digit = name.count == 1 && name.first!.isNumber && binding.readmeKeys.contains("`1`–`9`")
                XCTAssertTrue(digit || words.contains(name), "\(input) is bound but \(binding.readmeKeys) does not name it (\(name))")
            }
        }
    }

    /// Each adjustment declares its binding once, in the Adjust group, listed only where it is
    /// supported; its help keys are that binding's.
    func testEachAdjustmentDeclaresItsBinding() {
        for adjustment in Adjustment.allCases {
            let binding = adjustment.binding
            XCTAssertEqual(binding.group, .adjust)
            XCTAssertEqual(binding.listing, .adjustment(adjustment))
            XCTAssertEqual(adjustment.helpKeys, binding.overlay.map(\.keys).joined(separator: " "))
            XCTAssertTrue(KeyTable.bindings.contains { $0.listing == .adjustment(adjustment) }, "\(adjustment) is in the table")
            XCTAssertTrue(adjustment.defaultRefusal.hasSuffix("; this layout cannot"))
        }
        XCTAssertEqual(Adjustment.columns.helpKeys, "+ / -")
        XCTAssertEqual(Adjustment.order.defaultRefusal, "o changes the item order; this layout cannot")
    }

    func testInspectModeBindsTheMovesAndFallsBackToNormalMode() {
        XCTAssertEqual(KeyMap.action(for: .character("l"), mode: .inspect), .moveSelection(.right))
        XCTAssertEqual(KeyMap.action(for: .key(.tab), mode: .inspect), .nextItem(forward: true))
        XCTAssertEqual(KeyMap.action(for: .character("\t"), mode: .inspect), .nextItem(forward: true))
        XCTAssertEqual(KeyMap.action(for: .key(.pageDown), mode: .inspect), .scrollPages(1), "paging still scrolls")
        XCTAssertEqual(KeyMap.action(for: .character("q"), mode: .inspect), .quit)
    }

    /// Under an overlay only the overlay's keys act: the scroll keys scroll it, its own keys,
    /// Esc and q close it, and nothing else (Tab, the digits, the adjustments) is an action.
    func testHelpModeTakesOnlyTheOverlaysKeys() {
        XCTAssertEqual(KeyMap.action(for: .character("j"), mode: .help), .scrollLines(1))
        XCTAssertEqual(KeyMap.action(for: .mouseWheel(up: true), mode: .help), .scrollLines(-3))
        XCTAssertEqual(KeyMap.action(for: .character(" "), mode: .help), .scrollPages(1))
        XCTAssertEqual(KeyMap.action(for: .key(.end), mode: .help), .bottom)
        XCTAssertEqual(KeyMap.action(for: .character("?"), mode: .help), .toggleHelp)
        XCTAssertEqual(KeyMap.action(for: .character("w"), mode: .help), .toggleWarnings)
        XCTAssertEqual(KeyMap.action(for: .key(.escape), mode: .help), .dismiss)
        XCTAssertEqual(KeyMap.action(for: .character("Q"), mode: .help), .quit)
        XCTAssertEqual(KeyMap.action(for: .character("\u{0C}"), mode: .help), .redraw)
        for event: InputEvent in [.key(.tab), .character("3"), .character("+"), .character("p"), .character("i"),
                                  .character(":"), .character("h"), .mouseClick(x: 1, y: 1)] {
            XCTAssertNil(KeyMap.action(for: event, mode: .help), "\(event) under an overlay")
        }
    }

    /// A prompt's keys are edits of its line, never previewer actions; the characters it types
    /// are not bound at all.
    func testPromptModeEditsTheLine() {
        XCTAssertEqual(KeyTable.command(for: .key(.escape), mode: .prompt), .prompt(.cancel))
        XCTAssertEqual(KeyTable.command(for: .key(.interrupt), mode: .prompt), .prompt(.cancel))
        XCTAssertEqual(KeyTable.command(for: .key(.enter), mode: .prompt), .prompt(.submit))
        XCTAssertEqual(KeyTable.command(for: .key(.backspace), mode: .prompt), .prompt(.deleteBackward))
        XCTAssertEqual(KeyTable.command(for: .character("\u{15}"), mode: .prompt), .prompt(.clear))
        XCTAssertNil(KeyTable.command(for: .character("q"), mode: .prompt), "q is typed, not quit")
        XCTAssertNil(KeyMap.action(for: .key(.escape), mode: .prompt))
    }

    /// A click answers with the cell clicked, whatever the declaration's placeholder.
    func testAClickIsAtTheCellClicked() {
        XCTAssertEqual(KeyMap.action(for: .mouseClick(x: 7, y: 2)), .click(x: 7, y: 2))
    }

    /// `help preview` lists each README row's keys without backticks, its description after a
    /// gap, all in one column.
    func testTheHelpLinesAreTheReadmeRowsInOneColumn() {
        let lines = KeyTable.helpLines(noun: "spec")
        // The widest keys, `h j k l, arrows (inspecting)`, 28 characters, and two spaces.
        let pad = { (keys: String) in "  " + keys + String(repeating: " ", count: 30 - keys.count) }
        XCTAssertEqual(lines.first, pad("j, Down, Enter / k, Up") + "one row down / up (in horizontally scrolling specs: a section on screen that scrolls vertically, else sideways)")
        XCTAssertTrue(lines.contains(pad("h j k l, arrows (inspecting)") + "move the selection to the nearest cell or boundary item (header, footer) in that direction"))
        XCTAssertTrue(lines.contains(pad("1-9, :p N") + "n-th spec (:p N: any spec, past 9 too)"),
                      lines.joined(separator: "\n"))
        let starts = Set(lines.map { line in line.dropFirst(2).range(of: "  [^ ]", options: .regularExpression)?.upperBound.utf16Offset(in: line) })
        XCTAssertEqual(starts.count, 1, "the descriptions start in one column:\n" + lines.joined(separator: "\n"))
        XCTAssertFalse(lines.joined().contains("`"))
    }

    /// The overlay's pages group is headed as the embedder says, and its words name the pages.
    func testTheOverlaysPagesGroupSpeaksOfTheNoun() {
        let groups = KeyTable.helpGroups(noun: "page", pagesHeading: "Pages")
        let pages = groups.first { $0.heading == "Pages" }
        XCTAssertEqual(pages?.entries.first?.action, "next / previous page")
        let listed = KeyTable.helpGroups(noun: "page", pagesHeading: "Pages") { $0 != .severalPages && $0 != .reload && $0 != .warnings }
        XCTAssertNil(listed.first { $0.heading == "Pages" }, "a group left empty goes")
    }

    /// Through the input loop's dispatch, under the help only the overlay's keys act: Tab, a
    /// digit and `+` leave the page alone and the help open; `q` closes the help, then quits.
    func testUnderTheHelpTheLoopGivesTheOverlayOnlyItsKeys() {
        let pages = (1...2).map { PreviewPage(title: "Strip \($0)", layout: StripLayout(count: 50), label: { "row \($0.item)" }) }
        let session = PreviewSession(pages: pages, width: 40, height: 12)
        XCTAssertFalse(InputBatch.apply([.character("?")], to: session).contains(.quit))
        XCTAssertTrue(session.showsHelp)
        XCTAssertFalse(InputBatch.apply([.key(.tab), .character("2"), .character("+"), .character("i")], to: session).contains(.quit))
        XCTAssertTrue(session.showsHelp)
        XCTAssertEqual(session.current, 0)
        XCTAssertFalse(InputBatch.apply([.character("q")], to: session).contains(.quit), "q closes the help first")
        XCTAssertFalse(session.showsHelp)
        XCTAssertTrue(InputBatch.apply([.character("q")], to: session).contains(.quit))
    }
}
