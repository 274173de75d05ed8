import Foundation

/// How the session speaks of its pages (``PreviewSession/pageNoun``): `page` for a
/// ``Previewer``'s, `spec` for the app's, in the messages and the `?` help.
extension PreviewSession {
    /// What a digit key that names no page says (`index` is the digit less one): past the last
    /// page, `there are only 2 pages`, `there is only one page` (the app keeps its `there is
    /// only 1 spec`); `0`, which names none, how the keys count, and with more than 9 pages how
    /// to reach the rest (`specs count from 1: 1-9 go to specs 1 to 9, :p N to spec N of 15`).
    func pageKeyMessage(_ index: Int) -> String {
        let count = documents.count
        guard count > 1 else { return pageNoun == "spec" ? "there is only 1 spec" : "there is only one \(pageNoun)" }
        guard index < 0 else { return "there are only \(count) \(pageNoun)s" }
        let keys = "\(pageNoun)s count from 1: 1-\(min(count, 9)) go to \(pageNoun)s 1 to \(min(count, 9))"
        return count > 9 ? keys + ", :p N to \(pageNoun) N of \(count)" : keys
    }
}
