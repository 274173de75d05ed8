import TrellisSpec

/// The built-in gallery that `trellis` opens with no arguments: the seed scenarios, a large
/// spec that shows scrolling stays instant, and the features beyond the seeds.
enum Gallery {
    /// The gallery's specs, in order.
    static func documents() throws(SpecError) -> [SpecDocument] {
        var documents: [SpecDocument] = []
        for (name, json) in [("sections", EmbeddedSpecs.sections), ("tags", EmbeddedSpecs.tags),
                             ("pinterest", EmbeddedSpecs.pinterest)] {
            documents.append(try SpecDocument(.builtIn(name: name) { () throws(SpecError) in
                try SpecLoader.parse(json: json, file: "<gallery:\(name)>", measure: LayoutFactory.measure).spec
            }))
        }
        documents.append(try SpecDocument(.builtIn(name: "large") { large(items: 100_000) }))
        return documents
    }

    /// A waterfall of `items` untitled photos of varied heights in 4 columns, from a fixed seed.
    static func large(items count: Int) -> LayoutSpec {
        var state: UInt64 = 0x5EED
        var items: [ItemSpec] = []
        items.reserveCapacity(count)
        for _ in 0..<count {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            items.append(ItemSpec(height: Double(3 + (state >> 33) % 10)))
        }
        var style = SpecStyle()
        style.sectionStyle = .init(columns: 4, lineSpacing: 1, interitemSpacing: 1)
        return LayoutSpec(title: "100,000 items", layout: .waterfall, style: style,
                          sections: [SectionSpec(title: "Large", items: items)])
    }
}
