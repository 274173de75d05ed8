import TrellisPreview

/// Measures one spec row (see `trellis help bench`) the way the previewer runs: a generated spec
/// (``BenchSpec``) is written to a temporary file and, in each run, loaded as the previewer loads
/// it — ``SpecDocument`` (``SpecLoader`` into ``SpecDataSource``) — and shown in a
/// ``PreviewSession`` at 80x24: first screen, `G`, a width change at the end. Beside the load:
/// the peak RSS of `trellis validate` on the file in a child process, and CPython's and
/// Foundation's loaders on the same file. Then `j` on a 200x60 pseudo-terminal
/// (``BenchKeys``) and, for waterfall and tags, the layout figures (``BenchRunner``) over the
/// loaded data source.
struct BenchSpecRunner {
    var kind: BenchSpec.Kind
    var items: Int
    var repeats: Int
    /// Whether to add the layout figures (prepare, query, frame, ...).
    var layoutFigures = true

    /// A `/` pattern no generated title or text has (case-insensitive: the ASCII fast path).
    static let missPattern = "zebra"

    /// A `/` pattern only the last but one of `items` waterfall titles (`Item N`) has:
    /// `item N` for N = items - 1 (a longer number starting the same would be past the last).
    static func lateHitPattern(items: Int) -> String { "item \(max(1, items - 1))" }

    func run() throws(CommandFailure) -> BenchResult {
        let bytes = BenchSpec.json(kind, items: items)
        let size = Double(bytes.count)
        let path = try BenchSpec.writeTemporaryFile(bytes)
        defer { Platform.removeFile(path) }
        var load: [(wall: Double, cpu: Double)] = [], first = load, end = load, resize = load
        var searchMiss = load, searchHit = load
        var loadFaults: [Double] = []
        var document: SpecDocument?
        for _ in 0..<repeats {
            document = nil  // the last run's spec is freed before the next is loaded
            var failure: CommandFailure?
            let faultsBefore = BenchStatistics.minorPageFaults()
            let loadTime = BenchStatistics.wallAndCPUSeconds {
                do { document = try SpecDocument(.file(path)) } catch { failure = .runtime("\(error)") }
            }
            loadFaults.append(Double(BenchStatistics.minorPageFaults() - faultsBefore))
            guard let document else { throw failure ?? .runtime("cannot load \(path)") }
            load.append(loadTime)
            let session = PreviewSession(documents: [document], width: 80, height: 24)
            var shown = 0
            let firstTime = BenchStatistics.wallAndCPUSeconds { shown &+= session.compose().grid.width }
            first.append((loadTime.wall + firstTime.wall, loadTime.cpu + firstTime.cpu))
            end.append(BenchStatistics.wallAndCPUSeconds {
                _ = session.perform(.bottom)
                shown &+= session.compose().grid.width
            })
            resize.append(BenchStatistics.wallAndCPUSeconds {
                session.resize(width: 81, height: 24)
                shown &+= session.compose().grid.width
            })
            // `/` through every title (or text) from the top, as Enter on the prompt runs it: a
            // pattern no item has, and, where titles are numbered, one only the last but one has.
            _ = session.perform(.top)
            searchMiss.append(BenchStatistics.wallAndCPUSeconds { session.search(Self.missPattern) })
            if kind == .waterfall {
                _ = session.perform(.top)
                searchHit.append(BenchStatistics.wallAndCPUSeconds { session.search(Self.lateHitPattern(items: items)) })
                precondition(session.viewport.firstVisibleCell() != nil && session.message == nil, "the late hit is found")
            }
            precondition(shown > 0)
        }
        guard let document else { throw .runtime("no runs") }

        var figures: [BenchFigure] = []
        func add(_ name: String, _ key: String, _ unit: BenchFigure.Unit, _ spread: BenchSpread) {
            figures.append(BenchFigure(name: name, key: key, unit: unit, spread: spread,
                                       target: BenchTargets.target(key, layout: kind.rawValue, items: items)))
        }
        let loadTimes = load.map(\.wall)
        add("load", "load", .megabytesPerSecond, BenchSpread(loadTimes.map { size / $0 }))
        add("load time", "loadTime", .seconds, BenchSpread(load))
        add("load faults", "loadFaults", .count, BenchSpread(loadFaults))
        let python = BenchLoadAnchors.python(path, repeats: repeats)
        if let python {
            add("python json", "python", .megabytesPerSecond, BenchSpread(python.map { size / $0 }))
            add("load/python", "loadVsPython", .ratio, BenchSpread(zip(python, loadTimes).map { $0 / $1 }))
        }
        if kind.isCompositional {
            // `trellis render` in a child process, at the top and at the end, against CPython's json.load.
            for (name, key, offset) in [("render", "render", "0"), ("render@end", "renderEnd", "1000000000")] {
                let times = try BenchRenderAnchor.render(path, offset: offset, repeats: repeats)
                add(name, key, .seconds, BenchSpread(times))
                if let python { add(name + "/py", key + "VsPython", .ratio, BenchSpread(zip(times, python).map { $0 / $1 })) }
            }
        }
        let foundation = (0..<repeats).compactMap { _ in BenchLoadAnchors.foundation(path) }
        if foundation.count == repeats {
            add("JSONDecoder", "foundation", .megabytesPerSecond, BenchSpread(foundation.map { size / $0 }))
            add("load/JSONDec.", "loadVsFoundation", .ratio, BenchSpread(zip(foundation, loadTimes).map { $0 / $1 }))
        }
        let rss = (0..<repeats).compactMap { _ in
            BenchChild.peakRSS(of: [BenchChild.trellisPath, "validate", path]).map { Double($0) / size }
        }
        if rss.count == repeats { add("peak RSS/file", "peakRSS", .ratio, BenchSpread(rss)) }
        add("first screen", "firstScreen", .seconds, BenchSpread(first))
        add("G (end)", "end", .seconds, BenchSpread(end))
        add("resize@end", "resizeEnd", .seconds, BenchSpread(resize))
        add("search miss", "searchMiss", .seconds, BenchSpread(searchMiss))
        if !searchHit.isEmpty { add("search late", "searchHit", .seconds, BenchSpread(searchHit)) }
        let keys = try BenchKeys.measure(document, repeats: repeats)
        add("key (cpu)", "key", .seconds, BenchSpread(keys.cpuPerKey))
        add("bytes/j", "keyBytes", .bytes, BenchSpread(keys.bytesPerKey))
        if layoutFigures, kind != .text {
            figures += BenchRunner(subject: .spec(document, kind: kind), repeats: repeats).run()
        }
        return BenchResult(layout: kind.rawValue, items: items, figures: figures)
    }
}
