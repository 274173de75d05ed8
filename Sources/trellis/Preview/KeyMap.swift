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
        case .mouseClick(let column, let row): return .click(column: column, row: row)
        case .key(let key): return action(for: key)
        case .character(let character): return action(for: character)
        }
    }

    private static func action(for key: Key) -> PreviewAction? {
        switch key {
        case .down: .scrollLines(1)
        case .up: .scrollLines(-1)
        case .left: .scrollColumns(-1)
        case .right: .scrollColumns(1)
        case .pageDown: .scrollPages(1)
        case .pageUp: .scrollPages(-1)
        case .home: .top
        case .end: .bottom
        case .tab: .nextSpec(forward: true)
        case .backTab: .nextSpec(forward: false)
        case .enter: .scrollLines(1)
        case .escape: .dismiss
        default: nil
        }
    }

    private static func action(for character: Character) -> PreviewAction? {
        switch character {
        case "j": .scrollLines(1)
        case "k": .scrollLines(-1)
        case "h": .scrollColumns(-1)
        case "l": .scrollColumns(1)
        case " ", "f", "\u{06}": .scrollPages(1)        // Space, f, Ctrl-F
        case "b", "\u{02}": .scrollPages(-1)             // b, Ctrl-B
        case "\u{04}": .scrollHalfPages(1)               // Ctrl-D
        case "\u{15}": .scrollHalfPages(-1)              // Ctrl-U
        case "g": .top
        case "G": .bottom
        case "\t": .nextSpec(forward: true)
        case "1", "2", "3", "4", "5", "6", "7", "8", "9": .spec(Int(String(character))! - 1)
        case "+": .columns(1)
        case "-", "_": .columns(-1)
        case "]": .spacing(1)
        case "[": .spacing(-1)
        case ">": .contentWidth(1)
        case "<": .contentWidth(-1)
        case "\\": .followTerminalWidth
        case "p": .togglePinnedHeaders
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

    /// The help overlay's entries: every key and what it does.
    static let helpEntries: [(keys: String, action: String)] = [
        ("j ↓ / k ↑", "one row down / up"),
        ("Space PgDn f ^F", "one page down"),
        ("b PgUp ^B", "one page up"),
        ("^D / ^U", "half a page down / up"),
        ("g Home / G End", "top / bottom"),
        ("wheel", "three rows"),
        ("h ← / l →", "sideways (horizontal specs)"),
        ("Tab / S-Tab 1-9", "next / previous / n-th spec"),
        ("+ / -", "more / fewer columns"),
        ("] / [", "wider / narrower spacing"),
        ("> / < / \\", "content width +1 / −1 / terminal's"),
        ("p", "pin section headers"),
        ("d", "right to left"),
        ("a", "tag alignment"),
        ("o", "waterfall item order"),
        ("=", "reset every adjustment"),
        ("w", "the spec's warnings"),
        ("!", "every error and warning"),
        ("r", "reload spec files (live unless --no-watch)"),
        (": / n N", "go to :N :S.I :P% :top :end · /search · next / prev"),
        ("i Esc", "inspect on / off"),
        ("hjkl ←↓↑→", "inspect: move the selection"),
        ("Tab / S-Tab", "inspect: next / previous item"),
        ("click", "select there and inspect"),
        ("y", "inspect: copy attributes JSON"),
        ("^L", "redraw"),
        ("? Esc", "this help"),
        ("q", "quit"),
    ]

    /// The help overlay's lines in one column: each key, padded, then what it does.
    static var helpLines: [String] {
        HelpOverlay.lines(helpEntries, columns: Int.max, rows: Int.max)
    }
}
