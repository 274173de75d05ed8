/// The `?` help as it applies to the current page: every key, but of the adjustments only those
/// the page lists (``Adjustable/adjustmentsInHelp``; `p` and `d` for a ``BuiltInLayout``), and
/// `=` only when there is one; `r` only for a page that can reload (``Reloadable``), `w` and `!`
/// only for one with warnings to list (``WarningReporting``); the pages called by their name
/// (``helpGroupsSpeakingOfPages(_:)``). The app's specs can do all of it: their help is the whole key map.
extension PreviewSession {
    /// ``KeyMap/helpGroups`` without the keys that do nothing on the current page.
    var helpGroups: [HelpOverlay.Group] {
        let listed = document.adjustable?.adjustmentsInHelp ?? []
        var hidden = Set(Adjustment.allCases.filter { !listed.contains($0) }.map(\.helpKeys) + (listed.isEmpty ? ["="] : []))
        if document.reloadable == nil { hidden.insert("r") }
        if !document.reportsWarnings { hidden.formUnion(["w", "!"]) }
        let groups = hidden.isEmpty ? KeyMap.helpGroups : KeyMap.helpGroups.map { group in
            var group = group
            group.entries.removeAll { hidden.contains($0.keys) }
            return group
        }
        return helpGroupsSpeakingOfPages(groups)
    }
}
