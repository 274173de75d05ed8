import TrellisTerminal

/// The previewer's keys, as less and htop have them. Pure: an event in, an action out.
enum KeyMap {
    /// The action for `event`, or `nil` when the key does nothing. While `inspecting` (and no
    /// overlay is open), the moving keys move the selection instead (``InspectKeys``).
    static func action(for event: InputEvent, inspecting: Bool = false) -> PreviewAction? {
        if inspecting, let action = InspectKeys.action(for: event) { return action }
        switch event {
        case .resize: return .resize
        case .mouseWheel(let up): return .scrollLines(up ? -3 : 3)
        case .mouseClick(let column, let row): return .click(x: column, y: row)
        case .key(let key): return action(for: key)
        case .character(let character): return action(for: character)
        }
    }

    private static func action(for key: Key) -> PreviewAction? {
        switch key {
        case .down: .scrollLines(1)
        case .up: .scrollLines(-1)
        case .left: .scrollHorizontally(-1)
        case .right: .scrollHorizontally(1)
        case .pageDown: .scrollPages(1)
        case .pageUp: .scrollPages(-1)
        case .home: .top
        case .end: .bottom
        case .tab: .nextPage(forward: true)
        case .backTab: .nextPage(forward: false)
        case .enter: .scrollLines(1)
        case .escape: .dismiss
        default: nil
        }
    }

    private static func action(for character: Character) -> PreviewAction? {
        switch character {
        case "j": .scrollLines(1)
        case "k": .scrollLines(-1)
        case "h": .scrollHorizontally(-1)
        case "l": .scrollHorizontally(1)
        case " ", "f", "\u{06}": .scrollPages(1)        // Space, f, Ctrl-F
        case "b", "\u{02}": .scrollPages(-1)             // b, Ctrl-B
        case "\u{04}": .scrollHalfPages(1)               // Ctrl-D
        case "\u{15}": .scrollHalfPages(-1)              // Ctrl-U
        case "g": .top
        case "G": .bottom
        case "\t": .nextPage(forward: true)
        case "0", "1", "2", "3", "4", "5", "6", "7", "8", "9": .page(Int(String(character))! - 1)   // `0` says how pages count
        case "+": .columns(1)
        case "-", "_": .columns(-1)
        case "]": .spacing(1)
        case "[": .spacing(-1)
        case ">": .contentWidth(1)
        case "<": .contentWidth(-1)
        case "\\": .followTerminalWidth
        case "p": .toggleSectionHeadersPinToVisibleBounds
        case "d": .toggleDirection
        case "a": .cycleAlignment
        case "o": .cycleOrder
        case "=": .resetAdjustments
        case "w": .toggleWarnings
        case "!": .toggleDiagnostics
        case "r": .reload
        case "i": .toggleInspect
        case "y": .copySelection
        case "?": .toggleHelp
        case ":": .openPrompt(.goTo)
        case "/": .openPrompt(.search)
        case "n": .findNext(forward: true)
        case "N": .findNext(forward: false)
        case "\u{0C}": .redraw                           // Ctrl-L
        case "q", "Q": .quit
        default: nil
        }
    }

    /// The help overlay's groups: every key and what it does, in words short enough that two
    /// columns of them fit an 80x24 terminal on one page.
    static let helpGroups: [HelpOverlay.Group] = [
        .init(heading: "Scroll", entries: [
            ("j ↓ / k ↑", "one row down / up"),
            ("Space PgDn f ^F", "one page down"),
            ("b PgUp ^B", "one page up"),
            ("^D / ^U", "half page down / up"),
            ("g Home / G End", "top / bottom"),
            ("wheel", "three rows"),
            ("h ← / l →", "sideways, carousels"),
        ]),
        .init(heading: "Specs (watched unless --no-watch)", entries: [
            ("Tab / S-Tab", "next / previous spec"),
            (pageKeys, "n-th spec"),
            ("r", "reload now"),
            ("w", "the spec's warnings"),
            ("!", "all errors & warnings"),
        ]),
        .init(heading: "Go to & search", entries: [
            (":N / :S.I", "item N / item I of S"),
            (":P% :top :end", "percent / top / end"),
            ("/text", "search (smart case)"),
            ("n / N", "next / previous match"),
        ]),
        .init(heading: "Adjust", entries: [
            ("+ / -", "more / fewer columns"),
            ("] / [", "more / less spacing"),
            ("> / <", "content width ±1"),
            ("\\", "terminal's width"),
            ("p", "pin headers"),
            ("d", "right to left"),
            ("a", "tag alignment"),
            ("o", "waterfall order"),
            ("=", "reset all and width"),
        ]),
        .init(heading: "Inspect", entries: [
            ("i Esc", "inspect on / off"),
            ("hjkl ←↓↑→", "move the selection"),
            ("Tab / S-Tab", "next / previous item"),
            ("click", "select and inspect"),
            ("y", "copy attributes JSON"),
        ]),
        .init(heading: "", entries: [
            ("^L", "redraw"),
            ("? Esc", "this help"),
            ("q", "quit"),
        ]),
    ]

    /// The help's keys to a page by its number: the digits, and `:p N` for any (past 9 too).
    static let pageKeys = "1-9 / :p N"

    /// Every key of the help and what it does, the groups one after another.
    static var helpEntries: [(keys: String, action: String)] {
        helpGroups.flatMap(\.entries)
    }

    /// The help overlay's lines in one column: each heading, then each key, padded, and what it does.
    static var helpLines: [String] {
        HelpOverlay.lines(helpGroups, columns: Int.max, rows: Int.max)
    }
}
