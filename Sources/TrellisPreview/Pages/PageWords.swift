import Foundation

/// What the session says of its pages in its messages (``PreviewSession/pageWording``): `page`
/// for a ``Previewer``'s, the embedder's word for its own.
struct PageWords {
    /// How the pages are spoken of.
    let wording: PageWording
    /// How many pages there are.
    let count: Int

    /// What a digit key that names no page says (`index` is the digit less one): past the last
    /// page, `there are only 2 pages`, ``PageWording/onlyOne`` (`there is only one page`); `0`, which names none, how the keys count, and with more than 9 pages how
    /// to reach the rest (`pages count from 1: 1-9 go to pages 1 to 9, :p N to page N of 15`).
    func pageKeyMessage(_ index: Int) -> String {
        let noun = wording.noun
        guard count > 1 else { return wording.onlyOne }
        guard index < 0 else { return "there are only \(count) \(noun)s" }
        let keys = "\(noun)s count from 1: 1-\(min(count, 9)) go to \(noun)s 1 to \(min(count, 9))"
        return count > 9 ? keys + ", :p N to \(noun) N of \(count)" : keys
    }
}
