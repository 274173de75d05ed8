/// The `?` help as it applies to the current page: every key, but of the adjustments only those
/// the page lists (``Adjustable/adjustmentsInHelp``), and `=` only when there is one.
extension PreviewSession {
    /// ``KeyMap/helpGroups`` without the adjustment keys the current page does not list.
    var helpGroups: [HelpOverlay.Group] {
        let listed = document.adjustable?.adjustmentsInHelp ?? []
        let hidden = Set(Adjustment.allCases.filter { !listed.contains($0) }.map(\.helpKeys) + (listed.isEmpty ? ["="] : []))
        guard !hidden.isEmpty else { return KeyMap.helpGroups }
        return KeyMap.helpGroups.map { group in
            var group = group
            group.entries.removeAll { hidden.contains($0.keys) }
            return group
        }
    }
}
