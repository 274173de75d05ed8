/// The keys a spec may contain, per kind of object, in the order the documentation lists
/// them; used to recognise keys and to suggest one for a misspelt key.
enum SpecKeys {
    /// Keys of the style shared by the top level and sections.
    static let style = ["columns", "lineSpacing", "interitemSpacing", "itemHeight", "inset",
                        "header", "footer", "pinHeaders", "order", "align", "verticalAlign",
                        "direction", "scrollDirection", "background", "itemSize"]
    /// Style keys that apply to the whole layout only; a section holding one gets a warning.
    static let layoutWideOnly: Set<String> = ["pinHeaders", "direction", "scrollDirection"]
    /// Keys of the top-level object.
    static let topLevel = ["title", "layout", "sections"] + style
    /// Keys of a section.
    static let section = ["title", "items"] + style
    /// Keys of an item.
    static let item = ["height", "width", "title", "text", "fullSpan"]
    /// Keys of an `inset` object.
    static let inset = ["top", "left", "bottom", "right"]
    /// Keys of an `itemSize` object.
    static let size = ["width", "height"]

    /// The known key closest to `key` when it is close enough to be a likely misspelling
    /// (case differences count as nothing), else nil. Ties go to the earlier known key.
    static func suggestion(for key: String, among known: [String]) -> String? {
        let typed = Array(key.lowercased())
        guard typed.count <= 64 else { return nil }
        var best: (key: String, distance: Int)?
        for candidate in known {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            let allowed = max(1, min(3, candidate.count / 3))
            if distance <= allowed, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.key
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and
    /// transpositions of neighbours each cost 1.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d = min(d, before[j - 2] + 1)
                }
                current[j] = d
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
