import TrellisGallery
import TrellisSpec

/// The built-in gallery that `trellis` opens with no arguments: the seed scenarios, a large
/// spec that shows scrolling stays instant, and the features beyond the seeds.
enum Gallery {
    /// The gallery's specs, in order: the three seed specs, the large one, then one spec per
    /// feature (sticky headers, self-sizing, full span, item order, tag alignment, right to
    /// left, grid, backgrounds, horizontal). Keys 1-9 select the first nine; Tab reaches all.
    static func documents() throws(SpecDiagnostic) -> [SpecDocument] {
        let embedded = GalleryAssets.all
        var documents: [SpecDocument] = []
        for (name, json) in embedded.prefix(seedCount) { documents.append(try document(name, json)) }
        documents.append(try SpecDocument(.builtIn(name: "large") { large(items: 100_000) }))
        for (name, json) in embedded.dropFirst(seedCount) { documents.append(try document(name, json)) }
        return documents
    }

    /// How many of ``GalleryAssets/all`` are the seed specs shown before the large one.
    static let seedCount = 3

    /// A gallery document over an embedded spec, loaded with the app's display width.
    private static func document(_ name: String, _ json: String) throws(SpecDiagnostic) -> SpecDocument {
        try SpecDocument(.builtIn(name: name) { () throws(SpecDiagnostic) in
            try SpecLoader.parse(json: json, file: "<gallery:\(name)>", measure: LayoutFactory.measure).spec
        })
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
