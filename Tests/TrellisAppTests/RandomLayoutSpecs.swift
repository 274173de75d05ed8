import TrellisTestSupport
import TrellisLayout
import TrellisSpec

/// Random specs for property tests over the app's real layouts, from a seeded generator.
enum RandomLayoutSpecs {
    static let words = ["dawn", "a", "mist over the lake", "中文标签", "Donaudampfschifffahrt", "ok", "e\u{301}te\u{301}"]

    /// A random spec of `kind` (`waterfall`, `tags`, `grid`, or `text`: a waterfall of self-sizing
    /// text cells), with whole or half sizes.
    static func spec(_ kind: String, _ rng: inout SeededGenerator) -> LayoutSpec {
        var style = SpecStyle()
        func length(_ range: ClosedRange<Int>) -> Double {
            let value = Double(Int.random(in: range, using: &rng))
            return Bool.random(using: &rng) ? value : value / 2
        }
        style.sectionStyle = SectionStyle(columns: Int.random(in: 1...6, using: &rng), lineSpacing: length(0...2),
                                          interitemSpacing: length(0...2),
                                          inset: EdgeInsets(top: length(0...3), left: length(0...2), bottom: length(0...3), right: length(0...2)),
                                          itemHeight: length(1...5), headerHeight: length(0...30), footerHeight: length(0...3),
                                          itemSize: Size(width: length(2...14), height: length(1...5)))
        let sections = (0..<Int.random(in: 1...5, using: &rng)).map { _ in
            SectionSpec(title: "s", items: (0..<Int.random(in: 0...80, using: &rng)).map { _ in
                switch kind {
                case "text":
                    let text = (0..<Int.random(in: 1...12, using: &rng)).map { _ in words.randomElement(using: &rng)! }
                    return ItemSpec(text: text.joined(separator: " "), fullSpan: Int.random(in: 0..<10, using: &rng) == 0)
                case "tags": return ItemSpec(width: length(1...30), title: "t")
                default: return ItemSpec(height: length(1...12), fullSpan: kind == "waterfall" && Int.random(in: 0..<10, using: &rng) == 0)
                }
            })
        }
        let layout: LayoutSpec.Kind = kind == "tags" ? .tags : (kind == "grid" ? .grid : .waterfall)
        return LayoutSpec(title: kind, layout: layout, style: style, sections: sections)
    }
}
