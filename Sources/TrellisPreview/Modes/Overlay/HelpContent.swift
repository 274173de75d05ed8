/// The `?` help as it applies to the current page: every key, but of the adjustments only those
/// the page lists (``Adjustable/adjustmentsInHelp``; `p` and `d` for a ``BuiltInLayout``; for a
/// page whose content did not load, those the other pages list), and `=` only when there is
/// one; `r` only for a page that can reload (``Reloadable``, or one whose content did not load),
/// `w` and `!` only for one with warnings (``WarningReporting``) or an error to list; the pages
/// called by their name (``PageWords/helpGroupsSpeakingOfPages(_:)``). The app's specs can do all of it:
/// their help is the whole key map.
enum HelpContent {
    /// ``KeyMap/helpGroups`` without the keys that do nothing on `document`, one of `documents`,
    /// the pages called as `words` says.
    static func groups(for document: PreviewPage, among documents: [PreviewPage], words: PageWords) -> [HelpOverlay.Group] {
        // A page whose content did not load lists what the other pages do: it takes their keys
        // once it loads, and until then says why each does nothing.
        let listed = document.isLoaded ? document.adjustable?.adjustmentsInHelp ?? []
            : documents.reduce(into: Set<Adjustment>()) { $0.formUnion($1.adjustable?.adjustmentsInHelp ?? []) }
        var hidden = Set(Adjustment.allCases.filter { !listed.contains($0) }.map(\.helpKeys) + (listed.isEmpty ? ["="] : []))
        if !document.canReload { hidden.insert("r") }
        if !document.reportsWarnings { hidden.formUnion(["w", "!"]) }
        let groups = hidden.isEmpty ? KeyMap.helpGroups : KeyMap.helpGroups.map { group in
            var group = group
            group.entries.removeAll { hidden.contains($0.keys) }
            return group
        }
        return words.helpGroupsSpeakingOfPages(groups)
    }
}
