import TrellisTerminal

/// The previewer's keys as actions, derived from ``KeyTable``. Pure: an event in, an action out.
enum KeyMap {
    /// The action for `event` in `mode`, or `nil` when the key does nothing there (a prompt's
    /// edits are not actions: ``Prompt`` takes them).
    static func action(for event: InputEvent, mode: KeyMode) -> PreviewAction? {
        guard case .preview(let action)? = KeyTable.command(for: event, mode: mode) else { return nil }
        return action
    }

    /// The action for `event`, or `nil` when the key does nothing. While `inspecting` (and no
    /// overlay is open), the moving keys move the selection instead.
    static func action(for event: InputEvent, inspecting: Bool = false) -> PreviewAction? {
        action(for: event, mode: inspecting ? .inspect : .normal)
    }

    /// The help overlay's groups as the app's specs have them: every key and what it does, in
    /// words short enough that two columns of them fit an 80x24 terminal on one page.
    static let helpGroups = KeyTable.helpGroups(noun: "spec", pagesHeading: "Specs (watched unless --no-watch)")

    /// The help's keys to a page by its number: the digits, and `:p N` for any (past 9 too).
    static let pageKeys = KeyTable.pageKeys

    /// Every key of the help and what it does, the groups one after another.
    static var helpEntries: [(keys: String, action: String)] {
        helpGroups.flatMap(\.entries)
    }

    /// The help overlay's lines in one column: each heading, then each key, padded, and what it does.
    static var helpLines: [String] {
        HelpOverlay.lines(helpGroups, width: Int.max, height: Int.max)
    }
}
