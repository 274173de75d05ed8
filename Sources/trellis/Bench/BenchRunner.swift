import TrellisLayout
import TrellisPreview
import TrellisSpec
import TrellisRender

/// Measures the layout figures of one subject (see `trellis help bench`): prepare, query,
/// query-linear and their ratio, frame, reflow, append and bytes per item. Each figure is
/// taken over `repeats` runs: min, median and max of the runs; where one run is many samples
/// (query, frame), a run's figure is the median of its samples.
struct BenchRunner {
    var subject: BenchSubject
    var repeats: Int

    /// The figures, in table order.
    func run() -> [BenchFigure] {
        let (prepare, faults, cold, bytesPerItem) = measurePrepare()
        let layout = subject.makeLayout()
        layout.bounds = Rect(x: 0, y: 0, width: 80, height: 23)
        layout.prepare()
        layout.completeLayout()
        let (query, queryLinear, ratio) = measureQueries(layout, contentHeight: layout.collectionViewContentSize.height)
        let perItem = prepare.map { $0 / Double(max(1, subject.items)) }
        return [
            figure("prepare", "prepare", .seconds, prepare),
            figure("per item", "preparePerItem", .seconds, perItem),
            figure("prepare faults", "prepareFaults", .count, faults),
            figure("prepare (cold)", "prepareCold", .seconds, cold),
            figure("query", "query", .seconds, query),
            figure("query-linear", "queryLinear", .seconds, queryLinear),
            figure("linear/query", "ratio", .ratio, ratio),
            figure("frame", "frame", .seconds, measureFrames()),
            figure("reflow", "reflow", .seconds, measureReflow(atFraction: 0)),
            figure("reflow@50%", "reflowMiddle", .seconds, measureReflow(atFraction: 0.5)),
            figure("append", "append", .seconds, measureAppend()),
            figure("layout B/item", "memory", .bytes, BenchSpread([bytesPerItem])),
        ]
    }

    private func figure(_ name: String, _ key: String, _ unit: BenchFigure.Unit, _ spread: BenchSpread) -> BenchFigure {
        BenchFigure(name: name, key: key, unit: unit, spread: spread,
                    target: BenchTargets.target(key, layout: subject.name, items: subject.items))
    }

    /// Untimed prepares before the timed runs (see ``measurePrepare()``).
    static let warmUpRuns = 2

    /// A full prepare (lazy prepare plus laying out the rest) per run, after ``warmUpRuns``
    /// untimed runs; the page faults of each timed run; the first (cold) run alone; and the
    /// bytes the prepared layout retains per item.
    ///
    /// The first prepare in a process writes its frames into fresh memory: at 1,000,000 items
    /// about 9,000 page faults (36 MB of frames and lane entries), 13–17 ms on this machine's VM.
    /// So does the second: glibc raises its mmap threshold when the first block is freed, and
    /// the second block grows the heap. From then on freed memory is reused and a run faults no
    /// page. That was the bimodal 14–33 ms of issue 13. `prepare (cold)` keeps the first run's
    /// figure, and `prepare faults` shows that the timed runs fault nothing.
    private func measurePrepare() -> (warm: BenchSpread, faults: BenchSpread, cold: BenchSpread, bytes: Double) {
        var times: [(wall: Double, cpu: Double)] = []
        var faults: [Double] = []
        var cold = BenchSpread([Double]())
        var bytes = 0.0
        for run in 0..<(Self.warmUpRuns + repeats) {
            let layout = subject.makeLayout()
            let faultsBefore = BenchStatistics.minorPageFaults()
            let time = BenchStatistics.wallAndCPUSeconds {
                layout.bounds = Rect(x: 0, y: 0, width: 80, height: 23)
                layout.prepare()
                layout.completeLayout()
            }
            let faulted = Double(BenchStatistics.minorPageFaults() - faultsBefore)
            if run == 0 { cold = BenchSpread([time]) }
            if run >= Self.warmUpRuns {
                times.append(time)
                faults.append(faulted)
            }
            bytes = Double((layout as? any RetainedMemoryReporting)?.retainedBytes ?? 0) / Double(max(1, subject.items))
        }
        return (BenchSpread(times), BenchSpread(faults), cold, bytes)
    }

    /// An 80x24 viewport query at random offsets, indexed and by filtering every frame: per run
    /// the median of 200 samples (of 5 for the filter at 100,000 items and more).
    private func measureQueries(_ layout: any BuiltInLayout, contentHeight: Double) -> (BenchSpread, BenchSpread, BenchSpread) {
        let all = layout.layoutAttributesForElements(in: Rect(x: -1, y: -1, width: 82, height: contentHeight + 2))
        let samples = 200
        let linearSamples = subject.items >= 100_000 ? 5 : samples
        var random = BenchRandom(seed: 0x9E4)
        var indexed: [Double] = [], linear: [Double] = [], ratios: [Double] = []
        var found = 0
        for _ in 0..<repeats {
            var runIndexed: [Double] = [], runLinear: [Double] = []
            for sample in 0..<samples {
                let rect = Rect(x: 0, y: Double(random.next(Int(contentHeight))), width: 80, height: 23)
                runIndexed.append(BenchStatistics.seconds { found &+= layout.layoutAttributesForElements(in: rect).count })
                if sample < linearSamples {
                    runLinear.append(BenchStatistics.seconds { found &+= all.filter { $0.frame.intersects(rect) }.count })
                }
            }
            indexed.append(BenchStatistics.median(runIndexed))
            linear.append(BenchStatistics.median(runLinear))
            ratios.append(indexed.last! > 0 ? linear.last! / indexed.last! : 0)
        }
        precondition(found >= 0)
        return (BenchSpread(indexed), BenchSpread(linear), BenchSpread(ratios))
    }

    /// A 200x60 screen: the viewport query plus rasterization and the status line, into a grid
    /// kept between frames as the previewer does; per run the median of 50 screens at random
    /// offsets.
    private func measureFrames() -> BenchSpread {
        let layout = subject.makeLayout()
        let viewport = Viewport(layout: layout, size: Viewport.contentSize(width: 200, height: 60))
        layout.completeLayout()
        let composer = ScreenComposer(title: "bench", layoutName: layout.name, numberOfSections: 1,
                                      numberOfItems: subject.items, labels: subject.labels)
        let height = Int(viewport.contentHeight)
        var random = BenchRandom(seed: 0xF4A)
        var runs: [Double] = []
        // One grid kept for every frame, as the previewer keeps it.
        var grid = CellGrid(width: 200, height: 60)
        for _ in 0..<repeats {
            var times: [Double] = []
            for _ in 0..<50 {
                viewport.scroll(toY: Double(random.next(height)))
                times.append(BenchStatistics.seconds { _ = composer.draw(viewport: viewport, width: 200, height: 60, into: &grid) })
            }
            runs.append(BenchStatistics.median(times))
        }
        return BenchSpread(runs)
    }

    /// A width change from 80 to 81 columns until the first frame is drawn, with the view at
    /// `fraction` of the content (0: the top); after untimed runs as for ``measurePrepare()``.
    private func measureReflow(atFraction fraction: Double) -> BenchSpread {
        var times: [(wall: Double, cpu: Double)] = []
        for run in 0..<(Self.warmUpRuns + repeats) {
            let layout = subject.makeLayout()
            let viewport = Viewport(layout: layout, size: Viewport.contentSize(width: 80, height: 24))
            if fraction > 0 {
                layout.completeLayout()
                viewport.scroll(toY: viewport.contentHeight * fraction)
            }
            let composer = ScreenComposer(title: "bench", layoutName: layout.name, numberOfSections: 1,
                                          numberOfItems: subject.items, labels: subject.labels)
            let time = BenchStatistics.wallAndCPUSeconds {
                viewport.fitToScreen(width: 81, height: 24)
                _ = composer.renderScreen(viewport: viewport, width: 81, height: 24)
            }
            if run >= Self.warmUpRuns { times.append(time) }
        }
        return BenchSpread(times)
    }

    /// Appending 1,000 items to a fully prepared layout until it answers a query at the end again.
    private func measureAppend() -> BenchSpread {
        let (layout, append) = subject.makeAppendable()
        layout.bounds = Rect(x: 0, y: 0, width: 80, height: 23)
        layout.prepare()
        layout.completeLayout()
        var times: [(wall: Double, cpu: Double)] = []
        for _ in 0..<repeats {
            append(1_000)
            times.append(BenchStatistics.wallAndCPUSeconds {
                layout.invalidateLayout(with: .itemsAppended(section: 0))
                layout.prepare()
                layout.completeLayout()
                let end = layout.collectionViewContentSize.height
                _ = layout.layoutAttributesForElements(in: Rect(x: 0, y: end - 23, width: 80, height: 23))
            })
        }
        return BenchSpread(times)
    }
}
