import Foundation

/// How the session speaks of its pages (``PreviewSession/pageNoun``): `page` for a
/// ``Previewer``'s, `spec` for the app's, in the messages and the `?` help.
struct PageWords {
    /// What a page is called (`page`, or the app's `spec`).
    let noun: String
    /// How many pages there are.
    let count: Int

    /// What a digit key that names no page says (`index` is the digit less one): past the last
    /// page, `there are only 2 pages`, `there is only one page` (the app keeps its `there is
    /// only 1 page`); `0`, which names none, how the keys count, and with more than 9 pages how
    /// to reach the rest (`pages count from 1: 1-9 go to pages 1 to 9, :p N to page N of 15`).
    func pageKeyMessage(_ index: Int) -> String {
        guard count > 1 else { return noun == "spec" ? "there is only 1 spec" : "there is only one \(noun)" }
        guard index < 0 else { return "there are only \(count) \(noun)s" }
        let keys = "\(noun)s count from 1: 1-\(min(count, 9)) go to \(noun)s 1 to \(min(count, 9))"
        return count > 9 ? keys + ", :p N to \(noun) N of \(count)" : keys
    }

    /// `groups` (``KeyMap/helpGroups``, written for the app's specs) as they apply to these
    /// pages: `spec` becomes ``noun`` and the heading of the page keys `Pages`; with a single
    /// page, Tab, 1-9 and `:p N` have no page to go to and are left out (the group goes when left empty).
    func helpGroupsSpeakingOfPages(_ groups: [HelpOverlay.Group]) -> [HelpOverlay.Group] {
        guard noun != "spec" else { return groups }
        return groups.compactMap { group in
            var group = group
            let isPageGroup = group.entries.contains { $0.keys == KeyMap.pageKeys }
            guard isPageGroup else { return group }
            group.heading = "Pages"
            if count == 1 { group.entries.removeAll { $0.keys == KeyMap.pageKeys || $0.keys == "Tab / S-Tab" } }
            group.entries = group.entries.map { ($0.keys, $0.action.replacingOccurrences(of: "spec", with: noun)) }
            return group.entries.isEmpty ? nil : group
        }
    }
}
