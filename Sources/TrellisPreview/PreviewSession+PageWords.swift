import Foundation

/// How the session speaks of its pages (``PreviewSession/pageNoun``): `page` for a
/// ``Previewer``'s, `spec` for the app's, in the messages and the `?` help.
extension PreviewSession {
    /// What a digit past the last page says: `there are only 2 pages`, `there is only one page`
    /// (the app keeps its `there is only 1 spec`).
    var onlyPagesMessage: String {
        if documents.count > 1 { return "there are only \(documents.count) \(pageNoun)s" }
        return pageNoun == "spec" ? "there is only 1 spec" : "there is only one \(pageNoun)"
    }

    /// `groups` (``KeyMap/helpGroups``, written for the app's specs) as they apply to these
    /// pages: `spec` becomes ``pageNoun`` and the heading of the page keys `Pages`; with a single
    /// page, Tab and 1-9 have no page to go to and are left out (the group goes when left empty).
    func helpGroupsSpeakingOfPages(_ groups: [HelpOverlay.Group]) -> [HelpOverlay.Group] {
        guard pageNoun != "spec" else { return groups }
        return groups.compactMap { group in
            var group = group
            let isPageGroup = group.entries.contains { $0.keys == "1-9" }
            guard isPageGroup else { return group }
            group.heading = "Pages"
            if documents.count == 1 { group.entries.removeAll { $0.keys == "1-9" || $0.keys == "Tab / S-Tab" } }
            group.entries = group.entries.map { ($0.keys, $0.action.replacingOccurrences(of: "spec", with: pageNoun)) }
            return group.entries.isEmpty ? nil : group
        }
    }
}
