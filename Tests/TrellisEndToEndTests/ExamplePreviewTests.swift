import Foundation
import XCTest

/// Issue 16's example package as a user runs it: `Examples/MosaicPreview` builds with
/// `swift build` (depending on this checkout by `../..`), and its executable shows the mosaic in
/// the full previewer: boxes, `j` scrolls, a resize reflows the tiles, `q` quits with status 0.
final class ExamplePreviewTests: EndToEndTestCase {
    func testTheExampleShowsTheMosaicScrollsResizesAndQuits() throws {
        let executable = try ExamplePackage.mosaicPreview.previewExecutable()
        let command = "exec env -u LC_ALL -u LC_CTYPE LANG=C.UTF-8 TERM=tmux-256color SWIFT_BACKTRACE=enable=no "
            + Shell.quote(executable) + " 300"
        let session = try TmuxSession(command: command, width: 80, height: 24)
        addTeardownBlock { session.kill() }

        // At 80 columns a small tile is ⌊78 / 3⌋ = 26 wide, the large one 80 - 26 - 1 = 53.
        let first = waitForFrame(session)
        let boxes = Screen.boxes(in: first)
        XCTAssertEqual(boxes.first, Screen.Box(row: 0, column: 0, width: 53, label: "0"), Screen.dump(first))
        XCTAssertTrue(boxes.contains(Screen.Box(row: 0, column: 54, width: 26, label: "1")), Screen.dump(first))
        XCTAssertTrue(Screen.status(first).contains("Mosaic"), Screen.status(first))

        // j: everything one row up.
        session.send("j")
        let scrolled = session.waitFor("the mosaic one row up") { screen in
            Array(Screen.content(screen).prefix(20)) == Array(Screen.content(first).dropFirst().prefix(20))
        }
        XCTAssertFalse(Screen.boxes(in: scrolled).contains { $0.label == "0" }, "item 0's top edge scrolled away")

        // 60 columns: a small tile is ⌊58 / 3⌋ = 19 wide, the large one 40; still one row down,
        // so the first block shows its bottom edges, side by side, filling the 60 columns.
        session.resize(width: 60, height: 20)
        let edges = "└" + String(repeating: "─", count: 38) + "┘ └" + String(repeating: "─", count: 17) + "┘"
        session.waitFor("the mosaic reflowed at 60 columns") { screen in
            screen.count == 20 && Screen.content(screen).contains(edges) && Screen.status(screen).contains("60×")
        }

        session.send("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }
}
