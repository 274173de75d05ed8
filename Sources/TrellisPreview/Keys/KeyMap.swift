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

    /// The help overlay's groups, every key listed, the pages spoken of in `wording`: every key
    /// and what it does, in words short enough that two columns of them fit an 80x24 terminal
    /// on one page.
    static func helpGroups(_ wording: PageWording = .page) -> [HelpOverlay.Group] {
        KeyTable.helpGroups(noun: wording.noun, pagesHeading: wording.keysHeading)
    }

    /// The help's keys to a page by its number: the digits, and `:p N` for any (past 9 too).
    static let pageKeys = KeyTable.pageKeys

    /// Every key of the help and what it does, the groups one after another.
    static func helpEntries(_ wording: PageWording = .page) -> [(keys: String, action: String)] {
        helpGroups(wording).flatMap(\.entries)
    }

    /// The help overlay's lines in one column: each heading, then each key, padded, and what it does.
    static func helpLines(_ wording: PageWording = .page) -> [String] {
        HelpOverlay.lines(helpGroups(wording), width: Int.max, height: Int.max)
    }
}
