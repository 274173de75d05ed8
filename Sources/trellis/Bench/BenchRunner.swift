import TrellisLayout
import TrellisRender

/// Measures one layout at one item count (see `trellis help bench`).
struct BenchRunner {
    var layoutName: String
    var items: Int
    var repeats: Int

    /// A fresh layout of the benchmarked kind over `data`.
    func makeLayout(_ data: BenchData) -> SectionedLayout {
        layoutName == "tags"
            ? TagLayout(dataSource: data, defaults: SectionStyle(lineSpacing: 0, interitemSpacing: 1))
            : WaterfallLayout(dataSource: data, defaults: SectionStyle(columns: 4, lineSpacing: 1, interitemSpacing: 1))
    }

    func run() -> BenchResult {
        let data = BenchData(count: items, room: items)
        let (prepare, bytesPerItem) = measurePrepare(data)
        let layout = makeLayout(data)
        layout.bounds = Rect(x: 0, y: 0, width: 80, height: 23)
        layout.prepare()
        layout.completeLayout()
        let height = layout.collectionViewContentSize.height
        let (query, queryLinear) = measureQueries(layout, data, contentHeight: height)
        return BenchResult(layout: layoutName, items: items, prepare: prepare, query: query, queryLinear: queryLinear,
                           frame: measureFrames(data), reflow: measureReflow(data, atFraction: 0),
                           reflowMiddle: measureReflow(data, atFraction: 0.5), append: measureAppend(),
                           bytesPerItem: bytesPerItem)
    }

    /// A full prepare (lazy prepare plus laying out the rest), median of the repeats; and the bytes
    /// the prepared layout retains per item.
    private func measurePrepare(_ data: BenchData) -> (Double, Double) {
        var times: [Double] = []
        var bytes = 0.0
        for _ in 0..<repeats {
            let layout = makeLayout(data)
            times.append(BenchStatistics.seconds {
                layout.bounds = Rect(x: 0, y: 0, width: 80, height: 23)
                layout.prepare()
                layout.completeLayout()
            })
            bytes = Double(layout.retainedBytes) / Double(max(1, items))
        }
        return (BenchStatistics.median(times), bytes)
    }

    /// Median of an 80x24 viewport query at random offsets, indexed and by filtering every frame.
    private func measureQueries(_ layout: SectionedLayout, _ data: BenchData, contentHeight: Double) -> (Double, Double) {
        let all = layout.layoutAttributesForElements(in: Rect(x: -1, y: -1, width: 82, height: contentHeight + 2))
        let samples = 200 * repeats
        let linearSamples = items >= 100_000 ? 5 * repeats : samples
        var indexed: [Double] = [], linear: [Double] = []
        var found = 0
        for sample in 0..<samples {
            let y = Double(data.next() % UInt64(max(1, Int(contentHeight))))
            let rect = Rect(x: 0, y: y, width: 80, height: 23)
            indexed.append(BenchStatistics.seconds { found &+= layout.layoutAttributesForElements(in: rect).count })
            if sample < linearSamples {
                linear.append(BenchStatistics.seconds { found &+= all.filter { $0.frame.intersects(rect) }.count })
            }
        }
        precondition(found >= 0)
        return (BenchStatistics.median(indexed), BenchStatistics.median(linear))
    }

    /// Median of a 200x60 screen: the viewport query plus rasterization and the status line.
    private func measureFrames(_ data: BenchData) -> Double {
        let layout = makeLayout(data)
        let viewport = Viewport(layout: layout, size: Viewport.contentSize(columns: 200, rows: 60))
        layout.completeLayout()
        let composer = ScreenComposer(title: "bench", layoutName: layout.name, numberOfSections: 1,
                                      numberOfItems: items, labels: data)
        let height = Int(viewport.contentHeight)
        var times: [Double] = []
        for _ in 0..<(50 * repeats) {
            viewport.scroll(toY: Double(data.next() % UInt64(max(1, height))))
            times.append(BenchStatistics.seconds { _ = composer.renderScreen(viewport: viewport, columns: 200, rows: 60) })
        }
        return BenchStatistics.median(times)
    }

    /// A width change from 80 to 81 columns until the first frame is drawn, with the view at
    /// `fraction` of the content (0: the top). Median of the repeats.
    private func measureReflow(_ data: BenchData, atFraction fraction: Double) -> Double {
        var times: [Double] = []
        for _ in 0..<repeats {
            let layout = makeLayout(data)
            let viewport = Viewport(layout: layout, size: Viewport.contentSize(columns: 80, rows: 24))
            if fraction > 0 {
                layout.completeLayout()
                viewport.scroll(toY: viewport.contentHeight * fraction)
            }
            let composer = ScreenComposer(title: "bench", layoutName: layout.name, numberOfSections: 1,
                                          numberOfItems: items, labels: data)
            times.append(BenchStatistics.seconds { _ = composer.renderScreen(viewport: viewport, columns: 81, rows: 24) })
        }
        return BenchStatistics.median(times)
    }

    /// Appending 1,000 items to a fully prepared layout until it answers a query at the end again.
    private func measureAppend() -> Double {
        let data = BenchData(count: items, room: items + 1_000 * repeats)
        let layout = makeLayout(data)
        layout.bounds = Rect(x: 0, y: 0, width: 80, height: 23)
        layout.prepare()
        layout.completeLayout()
        var times: [Double] = []
        for _ in 0..<repeats {
            data.append(1_000)
            times.append(BenchStatistics.seconds {
                layout.invalidateLayout(with: .itemsAppended(section: 0))
                layout.prepare()
                layout.completeLayout()
                let end = layout.collectionViewContentSize.height
                _ = layout.layoutAttributesForElements(in: Rect(x: 0, y: end - 23, width: 80, height: 23))
            })
        }
        return BenchStatistics.median(times)
    }
}
