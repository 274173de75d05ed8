import Foundation
import TrellisTerminal

/// Every key binding of the previewer, declared once: the keys as less and htop have them.
/// Dispatch (``KeyMap``), the `?` overlay, `trellis help preview` and the README's key table
/// are derived from this list, in its order; a test checks that the README's table is the one
/// ``readmeTable(noun:)`` makes.
///
/// Adding a key is adding a row here (an adjustment's row is declared by its ``Adjustment``).
package enum KeyTable {
    /// Every binding, in the order the overlay, the help and the README list them.
    package static let bindings: [KeyBinding] = normal + adjust + inspect + other + help + prompt

    /// The Adjust group: the counters, the content width, the toggles, and `=`. Each
    /// adjustment declares its own binding (``Adjustment/binding``).
    private static let adjust: [KeyBinding] = [Adjustment.columns, .spacing].map(\.binding) + contentWidth
        + [Adjustment.sectionHeadersPinToVisibleBounds, .direction, .alignment, .order].map(\.binding) + [reset]

    /// The scroll keys, which scroll the layout in normal mode and an overlay's lines in help mode.
    private static let scrollLines: [(KeyInput, KeyCommand)] = [
        (.character("j"), .preview(.scrollLines(1))), (.key(.down), .preview(.scrollLines(1))),
        (.key(.enter), .preview(.scrollLines(1))),
        (.character("k"), .preview(.scrollLines(-1))), (.key(.up), .preview(.scrollLines(-1))),
    ]
    private static let pageDown: [(KeyInput, KeyCommand)] = [
        (.character(" "), .preview(.scrollPages(1))), (.key(.pageDown), .preview(.scrollPages(1))),
        (.character("f"), .preview(.scrollPages(1))), (.character("\u{06}"), .preview(.scrollPages(1))),   // Ctrl-F
    ]
    private static let pageUp: [(KeyInput, KeyCommand)] = [
        (.character("b"), .preview(.scrollPages(-1))), (.key(.pageUp), .preview(.scrollPages(-1))),
        (.character("\u{02}"), .preview(.scrollPages(-1))),                                                 // Ctrl-B
    ]
    private static let halfPages: [(KeyInput, KeyCommand)] = [
        (.character("\u{04}"), .preview(.scrollHalfPages(1))), (.character("\u{15}"), .preview(.scrollHalfPages(-1))),   // Ctrl-D, Ctrl-U
    ]
    private static let ends: [(KeyInput, KeyCommand)] = [
        (.character("g"), .preview(.top)), (.key(.home), .preview(.top)),
        (.character("G"), .preview(.bottom)), (.key(.end), .preview(.bottom)),
    ]
    private static let wheel: [(KeyInput, KeyCommand)] = [
        (.wheel(up: true), .preview(.scrollLines(-3))), (.wheel(up: false), .preview(.scrollLines(3))),
    ]
    private static let redraw: [(KeyInput, KeyCommand)] = [(.character("\u{0C}"), .preview(.redraw))]   // Ctrl-L
    private static let quit: [(KeyInput, KeyCommand)] = [(.character("q"), .preview(.quit)), (.character("Q"), .preview(.quit))]
    private static let resize: [(KeyInput, KeyCommand)] = [(.resize, .preview(.resize))]

    /// Scrolling, the pages, go to and search: normal mode.
    private static let normal: [KeyBinding] = [
        KeyBinding(.normal, scrollLines, group: .scroll, overlay: [("j ↓ / k ↑", "one row down / up")],
                   readme: "`j`, Down, Enter / `k`, Up",
                   description: .init { "one row down / up (in horizontally scrolling \($0)s: a section on screen that scrolls vertically, else sideways)" }),
        KeyBinding(.normal, pageDown, group: .scroll, overlay: [("Space PgDn f ^F", "one page down")],
                   readme: "Space, PgDn, `f`, Ctrl-F", description: "one page down"),
        KeyBinding(.normal, pageUp, group: .scroll, overlay: [("b PgUp ^B", "one page up")],
                   readme: "`b`, PgUp, Ctrl-B", description: "one page up"),
        KeyBinding(.normal, halfPages, group: .scroll, overlay: [("^D / ^U", "half page down / up")],
                   readme: "Ctrl-D / Ctrl-U", description: "half a page down / up"),
        KeyBinding(.normal, ends, group: .scroll, overlay: [("g Home / G End", "top / bottom")],
                   readme: "`g`, Home / `G`, End", description: "top / bottom"),
        KeyBinding(.normal, wheel, group: .scroll, overlay: [("wheel", "three rows")],
                   readme: "mouse wheel", description: .init { "three rows (in horizontally scrolling \($0)s: a section on screen that scrolls vertically, else sideways)" }),
        KeyBinding(.normal, [(.character("h"), .preview(.scrollHorizontally(-1))), (.key(.left), .preview(.scrollHorizontally(-1))),
                             (.character("l"), .preview(.scrollHorizontally(1))), (.key(.right), .preview(.scrollHorizontally(1)))],
                   group: .scroll, overlay: [("h ← / l →", "sideways, carousels")],
                   readme: "`h`, Left / `l`, Right", description: "one column sideways, or the topmost carousel on screen",
                   details: .init { noun in
                       """
                           : a \(noun) that scrolls horizontally moves one column; a compositional \(noun) moves \
                           the topmost section on screen that scrolls sideways (one with at least a row shown \
                           and more than fits the view), one group (`paging`, `groupPaging`) or a quarter of the \
                           view (`continuous`), and the status line shows its title and place (`Featured 2/5 \
                           h/l`). The keys move the view the way they point, as in inspect mode: `l` shows what \
                           lies to the right, so in a right-to-left \(noun) (`d`), whose carousels start at the \
                           right, `h` goes on through the cards. A carousel at its end that way says so \
                           (`Featured: last card`; at its start, `Featured: first card`). With nothing to scroll \
                           sideways the message line says why (`nothing to scroll sideways: no carousel on \
                           screen is wider than the view`)
                           """
                   }),
        KeyBinding(.normal, [(.key(.tab), .preview(.nextPage(forward: true))), (.character("\t"), .preview(.nextPage(forward: true))),
                             (.key(.backTab), .preview(.nextPage(forward: false)))],
                   group: .pages, overlay: [("Tab / S-Tab", .init { "next / previous \($0)" })], listing: .severalPages,
                   readme: "Tab / Shift-Tab", description: .init { "next / previous \($0)" }),
        KeyBinding(.normal, (0...9).map { digit in (KeyInput.character(Character(String(digit))), KeyCommand.preview(.page(digit - 1))) },
                   group: .pages, overlay: [(pageKeys, .init { "n-th \($0)" })], listing: .severalPages,
                   readme: "`1`–`9`, `:p N`",
                   description: .init { "n-th \($0) (:p N: any \($0), past 9 too)" },
                   details: .init { noun in
                       """
                           , counting from 1 as the digits and the status line's `[12/15]` do (`:p 12`); `0`, \
                           which names none, says how the \(noun)s count, and a digit past the last says how many \
                           there are
                           """
                   }),
        KeyBinding(.normal, [(.character("r"), .preview(.reload))], group: .pages, overlay: [("r", "reload now")],
                   listing: .reload, readme: "`r`", description: .init { "reload the \($0) files from disk" },
                   details: .init { noun in
                       """
                            (a broken file keeps its last good layout; its error stays on the `✗` line above the \
                           status line, and the status line says `reload failed — r to retry` while that \(noun) \
                           is shown)
                           """
                   }),
        KeyBinding(.normal, [(.character("w"), .preview(.toggleWarnings))], group: .pages,
                   overlay: [("w", .init { "the \($0)'s warnings" })], listing: .warnings,
                   readme: "`w`", description: .init { "show the \($0)'s warnings" },
                   details: " (the status line says `2 warnings — press w`)"),
        KeyBinding(.normal, [(.character("!"), .preview(.toggleDiagnostics))], group: .pages,
                   overlay: [("!", "all errors & warnings")], listing: .warnings,
                   readme: "`!`", description: .init { "list every error and warning of the \($0) files, and the layout doctor's findings on the layout shown" },
                   details: " (the line above the status line says `✗ 3 problems — press ! to list`, or `✗ 2 layout problems — press !`)"),
        KeyBinding(.normal, [(.character(":"), .preview(.openPrompt(.goTo)))], group: .goToAndSearch,
                   overlay: [(":N / :S.I", "item N / item I of S"), (":P% :top :end", "percent / top / end")],
                   readme: "`:N`, `:S.I`, `:P%`, `:top`, `:end`",
                   description: "go to item N, section S item I, a percentage, the top, the end",
                   details: " (counting from 0; the item goes to the top of the view)"),
        KeyBinding(.normal, [(.character("/"), .preview(.openPrompt(.search)))], group: .goToAndSearch,
                   overlay: [("/text", "search (smart case)")],
                   readme: "`/text`", description: "search item titles and texts (smart case, as less)",
                   details: """
                        — case-insensitive unless the pattern has a capital; Enter goes to the first match at or \
                       after the top of the view, and matches on screen are shown in reverse video
                       """),
        KeyBinding(.normal, [(.character("n"), .preview(.findNext(forward: true))), (.character("N"), .preview(.findNext(forward: false)))],
                   group: .goToAndSearch, overlay: [("n / N", "next / previous match")],
                   readme: "`n` / `N`", description: "next / previous match (wrapping at the ends)",
                   details: " (the status line says `search wrapped`)"),
    ]

    /// The content width's keys (in the Adjust group, between the adjustments' counters and
    /// their toggles) and `=`, which resets the adjustments and the width.
    private static let contentWidth: [KeyBinding] = [
        KeyBinding(.normal, [(.character(">"), .preview(.contentWidth(1))), (.character("<"), .preview(.contentWidth(-1)))],
                   group: .adjust, overlay: [("> / <", "content width ±1")],
                   readme: "`>` / `<`", description: "content one column wider / narrower (a content width)"),
        KeyBinding(.normal, [(.character("\\"), .preview(.followTerminalWidth))], group: .adjust,
                   overlay: [("\\", "terminal's width")],
                   readme: "`\\`", description: "content follows the terminal's width again"),
    ]

    /// `=`: every adjustment and the content width dropped.
    private static let reset = KeyBinding(.normal, [(.character("="), .preview(.resetAdjustments))], group: .adjust,
                                  overlay: [("=", "reset all and width")], listing: .anyAdjustment,
                                  readme: "`=`", description: "reset every adjustment and the content width",
                                  details: .init { """
                                      : every \($0)'s own values at the terminal's width again, keeping your \
                                      place as `\\` does
                                      """ })

    /// Inspect mode: `i` and Esc in normal mode, the moves in inspect mode, a click and `y`.
    private static let inspect: [KeyBinding] = [
        KeyBinding(.normal, [(.character("i"), .preview(.toggleInspect)), (.key(.escape), .preview(.dismiss))],
                   group: .inspect, overlay: [("i Esc", "inspect on / off")],
                   readme: "`i` / Esc", description: "inspect mode on / off",
                   details: """
                       : the first cell whose top is in sight is selected (outlined `╔═╗`), and a panel shows \
                       its kind, index path, frame to 2 decimals, zIndex, a badge's anchor or a boundary item's \
                       alignment, waterfall column or tag row, title and text, where its size came from and the \
                       section's style
                       """),
        KeyBinding(.inspect, [(.key(.up), .preview(.moveSelection(.up))), (.character("k"), .preview(.moveSelection(.up))),
                              (.key(.down), .preview(.moveSelection(.down))), (.character("j"), .preview(.moveSelection(.down))),
                              (.key(.left), .preview(.moveSelection(.left))), (.character("h"), .preview(.moveSelection(.left))),
                              (.key(.right), .preview(.moveSelection(.right))), (.character("l"), .preview(.moveSelection(.right)))],
                   group: .inspect, overlay: [("hjkl ←↓↑→", "move the selection")],
                   readme: "`h j k l`, arrows (inspecting)",
                   description: "move the selection to the nearest cell or boundary item (header, footer) in that direction",
                   details: """
                       , as a focus engine does (badges and decorations are reached with Tab or a click): of the elements with both edges along the axis past the \
                       selection's (for `l`, left edge and right edge both further right, as Android's \
                       FocusFinder), those overlapping the selection across the axis (its beam) first, then the \
                       least `gap along + 2 × gap across` between edges, ties to the nearer centre across, then \
                       the lowest index path (not centre to centre, by which a full-width header would beat the \
                       cell beside the selection); the view scrolls as little as \
                       keeps it in sight
                       """),
        KeyBinding(.inspect, [(.key(.tab), .preview(.nextItem(forward: true))), (.character("\t"), .preview(.nextItem(forward: true))),
                              (.key(.backTab), .preview(.nextItem(forward: false)))],
                   group: .inspect, overlay: [("Tab / S-Tab", "next / previous item")],
                   readme: "Tab / Shift-Tab (inspecting)", description: "next / previous item in index-path order",
                   details: ", each item's badges after it and a section's decorations (backgrounds) after its items"),
        // The cell is the one clicked (``KeyBinding/command(for:)``): (0, 0) only stands for it.
        KeyBinding(.normal, [(.click, .preview(.click(x: 0, y: 0)))], group: .inspect, overlay: [("click", "select and inspect")],
                   readme: "mouse click", description: "select the element there (cell, header, footer, badge, decoration) and inspect it"),
        KeyBinding(.normal, [(.character("y"), .preview(.copySelection))], group: .inspect,
                   overlay: [("y", "copy attributes JSON")],
                   readme: "`y` (inspecting)", description: "copy the selection's attributes as one JSON line",
                   details: " (as `trellis attributes` prints it) to the status line and, with OSC 52, the terminal's clipboard"),
    ]

    /// Redraw, help and quit, and the resize every mode takes.
    private static let other: [KeyBinding] = [
        KeyBinding(.normal, redraw, group: .other, overlay: [("^L", "redraw")], readme: "Ctrl-L", description: "redraw"),
        KeyBinding(.normal, [(.character("?"), .preview(.toggleHelp))], group: .other, overlay: [("? Esc", "this help")],
                   readme: "`?`", description: "help overlay",
                   details: """
                       : every key, in groups, on one page at 80×24 (`?`, Esc or `q` closes it; `j`/`k` scroll \
                       it on a smaller terminal)
                       """),
        KeyBinding(.normal, quit, group: .other, overlay: [("q", "quit")], readme: "`q`, `Q`", description: "quit"),
        KeyBinding(.normal, resize),
    ]

    /// An overlay's keys: its own key, Esc or `q` close it (`w` and `!` switch to their list),
    /// the scroll keys scroll its lines; nothing reaches the layout under it.
    private static let help: [KeyBinding] = [
        KeyBinding(.help, [(.character("?"), .preview(.toggleHelp)), (.character("w"), .preview(.toggleWarnings)),
                           (.character("!"), .preview(.toggleDiagnostics)), (.key(.escape), .preview(.dismiss))] + quit),
        KeyBinding(.help, scrollLines + pageDown + pageUp + halfPages + ends + wheel),
        KeyBinding(.help, redraw + resize),
    ]

    /// A prompt's keys (printable characters are typed, not bound).
    private static let prompt: [KeyBinding] = [
        KeyBinding(.prompt, [(.key(.escape), .prompt(.cancel)), (.key(.interrupt), .prompt(.cancel))]),
        KeyBinding(.prompt, [(.key(.enter), .prompt(.submit))]),
        KeyBinding(.prompt, [(.key(.backspace), .prompt(.deleteBackward))]),
        KeyBinding(.prompt, [(.character("\u{15}"), .prompt(.clear))]),   // Ctrl-U
        KeyBinding(.prompt, resize),
    ]

    /// The overlay's keys to a page by its number: the digits, and `:p N` for any (past 9 too).
    package static let pageKeys = "1-9 / :p N"

    // MARK: - Derived

    /// The command `event` gives in `mode`, or nil when no binding of that mode answers it. In
    /// inspect mode, a key inspect mode does not bind means what it means in normal mode.
    package static func command(for event: InputEvent, mode: KeyMode) -> KeyCommand? {
        for binding in bindings where binding.mode == mode {
            if let command = binding.command(for: event) { return command }
        }
        return mode == .inspect ? command(for: event, mode: .normal) : nil
    }

    /// The `?` overlay's groups, in order, of the bindings `listed` lets through, with the pages
    /// called `noun` and the pages' group headed `pagesHeading`; a group left empty is left out.
    static func helpGroups(noun: String, pagesHeading: String,
                                   listed: (KeyBinding.Listing) -> Bool = { _ in true }) -> [HelpOverlay.Group] {
        KeyGroup.allCases.compactMap { group in
            let entries = bindings.filter { $0.group == group && listed($0.listing) }
                .flatMap { $0.overlay.map { (keys: $0.keys, action: $0.summary.text(noun: noun)) } }
            return entries.isEmpty ? nil : HelpOverlay.Group(heading: group.heading(pagesHeading: pagesHeading), entries: entries)
        }
    }

    /// The bindings the README's table and `trellis help preview` list, in order.
    private static var documented: [KeyBinding] { bindings.filter { !$0.readmeKeys.isEmpty } }

    /// The README's key table, with the pages called `noun`: the header row, the rule, and a row
    /// for each documented binding (its keys, then its description and details).
    package static func readmeTable(noun: String) -> String {
        (["| Keys | Action |", "|---|---|"]
         + documented.map { "| \($0.readmeKeys) | \($0.description.text(noun: noun))\($0.details.text(noun: noun)) |" })
            .joined(separator: "\n")
    }

    /// The `Keys:` lines of `trellis help preview`, with the pages called `noun`: each documented
    /// binding's keys (the README's, without backticks), padded, and its description.
    package static func helpLines(noun: String) -> [String] {
        // Plain text: no backticks, and the digits' range with a hyphen, as the `?` overlay writes it.
        let keys = documented.map { $0.readmeKeys.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "–", with: "-") }
        let width = (keys.map(\.count).max() ?? 0) + 2
        return zip(keys, documented).map { keys, binding in
            "  " + keys.padding(toLength: width, withPad: " ", startingAt: 0) + binding.description.text(noun: noun)
        }
    }
}
