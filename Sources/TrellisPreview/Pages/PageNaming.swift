/// What a page's content calls itself in the previewer's messages and help, in place of
/// `page`: the app's specs say `spec` (`there are only 3 specs`, `next / previous spec`). The
/// session takes the word of its first page.
///
/// ```swift
/// extension SpecPage: PageNaming {
///     var pageNoun: String { "spec" }
/// }
/// ```
package protocol PageNaming: PreviewContent {
    /// The word for one page, in the singular (`spec`).
    var pageNoun: String { get }
}
