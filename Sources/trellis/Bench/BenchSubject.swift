import TrellisLayout
import TrellisRender
import TrellisSpec

/// What ``BenchRunner`` measures: fresh layouts of one kind over one data source, and a fresh
/// layout whose data source can grow (for `append`).
struct BenchSubject {
    /// The row's name: the spec kind, or `waterfall (lean)` / `tags (lean)`.
    var name: String
    var items: Int
    /// A fresh layout (nothing prepared) over the subject's data source.
    var makeLayout: () -> any BuiltInLayout
    /// The data source's titles, for frames.
    var labels: RenderLabels
    /// A fresh layout over a fresh data source, and a function that appends n items to it.
    var makeAppendable: () -> (layout: any BuiltInLayout, append: (Int) -> Void)

    /// A spec the previewer loaded: layouts over its ``SpecDataSource``; appends of items like
    /// the generated ones (a waterfall item's height, a tag's title and width).
    static func spec(_ document: SpecDocument, kind: BenchSpec.Kind) -> BenchSubject {
        BenchSubject(name: kind.rawValue, items: document.spec.itemCount,
                     makeLayout: { document.spec.makeLayout(over: document.dataSource) },
                     labels: document.dataSource,
                     makeAppendable: {
                         document.replace(with: document.spec)
                         var random = BenchRandom(seed: 0xA99E)
                         return (document.layout, { count in
                             let items = (0..<count).map { index in
                                 kind == .tags
                                     ? ItemSpec(width: Double(3 + random.next(18)), title: "tag")
                                     : ItemSpec(height: Double(3 + random.next(12)), title: "New \(index)")
                             }
                             document.dataSource.appendItems(items, toSection: 0)
                         })
                     })
    }

    /// The lean generated data source (``BenchData``): sizes in raw buffers, no titles.
    static func lean(_ layout: String, items: Int, repeats: Int) -> BenchSubject {
        let data = BenchData(count: items, room: items)
        let make = { (data: BenchData) -> any BuiltInLayout in
            layout == "tags"
                ? TagLayout(dataSource: data, defaults: SectionStyle(lineSpacing: 0, interitemSpacing: 1))
                : WaterfallLayout(dataSource: data, defaults: SectionStyle(columns: 4, lineSpacing: 1, interitemSpacing: 1))
        }
        return BenchSubject(name: layout + " (lean)", items: items, makeLayout: { make(data) }, labels: data,
                            makeAppendable: {
                                let growing = BenchData(count: items, room: items + 1_000 * repeats)
                                return (make(growing), { growing.append($0) })
                            })
    }
}

/// A deterministic random number generator (a 64-bit LCG's high bits) for offsets and sizes.
struct BenchRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A number in 0..<bound.
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(max(1, bound)))
    }
}
