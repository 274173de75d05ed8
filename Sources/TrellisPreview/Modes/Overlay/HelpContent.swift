/// The `?` help as it applies to the current page: every key, but of the adjustments only those
/// the page lists (``Adjustable/adjustmentsInHelp``; `p` and `d` for a ``BuiltInLayout``; for a
/// page whose content did not load, those the other pages list), and `=` only when there is
/// one; `r` only for a page that can reload (``Reloadable``, or one whose content did not load),
/// `w` and `!` only for one with warnings (``WarningReporting``) or an error to list; the pages
/// called by their name. The app's specs can do all of it: their help is the whole key map.
enum HelpContent {
    /// The key table's `?` groups without the keys that do nothing on `document`, one of
    /// `documents`, the pages spoken of in `wording`.
    static func groups(for document: PreviewPage, among documents: [PreviewPage], wording: PageWording) -> [HelpOverlay.Group] {
        // A page whose content did not load lists what the other pages do: it takes their keys
        // once it loads, and until then says why each does nothing.
        let listed = document.isLoaded ? document.adjustable?.adjustmentsInHelp ?? []
            : documents.reduce(into: Set<Adjustment>()) { $0.formUnion($1.adjustable?.adjustmentsInHelp ?? []) }
        return KeyTable.helpGroups(noun: wording.noun, pagesHeading: wording.keysHeading) { listing in
            switch listing {
            case .always: true
            case .adjustment(let adjustment): listed.contains(adjustment)
            case .anyAdjustment: !listed.isEmpty
            case .reload: document.canReload
            case .warnings: document.reportsWarnings
            // With a single page, Tab, 1-9 and `:p N` have no page to go to (unless the wording keeps them).
            case .severalPages: wording.listsPageKeysForOnePage || documents.count > 1
            }
        }
    }
}
