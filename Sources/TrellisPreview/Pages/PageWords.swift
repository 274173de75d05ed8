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
}
