/// How the previewer speaks of its pages, as the embedder words them: the noun, the heading of
/// the page keys in the `?` help, what a digit says when there is one page, and whether the help
/// lists the page keys even then. A ``Previewer`` of the library's own pages says ``page``; the
/// app says `spec` (`there are only 3 specs`, `next / previous spec`).
///
/// ```swift
/// let wording = PageWording(noun: "screen", keysHeading: "Screens")
/// wording.onlyOne   // "there is only one screen"
/// ```
package struct PageWording: Equatable, Sendable {
    /// The word for one page, in the singular (`page`, `spec`).
    package var noun: String
    /// The heading of the page keys (Tab, 1-9, `:p N`, `r`, `w`, `!`) in the `?` help.
    package var keysHeading: String
    /// What a digit key says when there is only one page.
    package var onlyOne: String
    /// Whether the `?` help lists Tab, 1-9 and `:p N` when there is only one page.
    package var listsPageKeysForOnePage: Bool

    /// A wording; by default the one-page words are `there is only one <noun>`, and a single
    /// page's help leaves out the keys that go to another page.
    package init(noun: String, keysHeading: String, onlyOne: String? = nil, listsPageKeysForOnePage: Bool = false) {
        self.noun = noun
        self.keysHeading = keysHeading
        self.onlyOne = onlyOne ?? "there is only one \(noun)"
        self.listsPageKeysForOnePage = listsPageKeysForOnePage
    }

    /// The library's own words: `page`, under the heading `Pages`.
    package static let page = PageWording(noun: "page", keysHeading: "Pages")
}

/// What a page's content calls itself in the previewer's messages and help, in place of
/// ``PageWording/page``. The session takes the wording of its first page.
///
/// ```swift
/// extension SpecPage: PageNaming {
///     var pageWording: PageWording { PageWording(noun: "spec", keysHeading: "Specs (watched unless --no-watch)") }
/// }
/// ```
package protocol PageNaming: PreviewContent {
    /// How the previewer speaks of the pages.
    var pageWording: PageWording { get }
}
