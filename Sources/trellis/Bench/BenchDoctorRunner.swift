import TrellisDoctor
import TrellisLayout

/// The `doctor` row (see `trellis help bench`): the layout doctor over the waterfall spec, loaded
/// as the previewer and `trellis doctor` load it, at 80x23 with a fresh-layout builder (as
/// `trellis doctor` passes one) — beside an anchor in the same run: a scroll through the whole
/// content, one 80x23 query per page, on a freshly prepared layout. The doctor asks each page
/// twice (forward and in reverse), every element's own query twice, and prepares four more
/// times, so a ratio of a few times the anchor is its expected cost; issue 27's target is the
/// sweep at 100,000 items in at most 2 s. And the longest step of the same examination in
/// slices, as the previewer runs it between keys (steps of no budget: one unit of work each).
struct BenchDoctorRunner {
    var items: Int
    var repeats: Int

    func run() throws(CommandFailure) -> BenchResult {
        let bytes = BenchSpec.json(.waterfall, items: items)
        let path = try BenchSpec.writeTemporaryFile(bytes)
        defer { Platform.removeFile(path) }
        let document: SpecDocument
        do { document = try SpecDocument(.file(path)) } catch { throw .runtime("\(error)") }
        let make = { () -> any CollectionLayout in document.spec.makeLayout(over: document.dataSource) }
        var doctor: [(wall: Double, cpu: Double)] = [], anchor: [(wall: Double, cpu: Double)] = [], unit: [Double] = []
        var findings = 0
        for _ in 0..<repeats {
            let scrolled = make()
            anchor.append(BenchStatistics.wallAndCPUSeconds { findings &+= Self.scrollThrough(scrolled) })
            let examined = make()
            doctor.append(BenchStatistics.wallAndCPUSeconds {
                let report = LayoutDoctor.examine(examined, width: 80, height: 23, options: .init(fresh: make))
                findings &+= report.findings.count
            })
            // The previewer's way: steps of no budget (one unit each) between keys; the longest.
            let examination = LayoutExamination(layout: make(), width: 80, height: 23, options: .init(fresh: make))
            var longest = 0.0
            while true {
                var done = false
                longest = max(longest, BenchStatistics.seconds { done = examination.step(budget: .zero) })
                if done { break }
            }
            unit.append(longest)
        }
        precondition(findings >= 0)
        func figure(_ name: String, _ key: String, _ unit: BenchFigure.Unit, _ spread: BenchSpread) -> BenchFigure {
            BenchFigure(name: name, key: key, unit: unit, spread: spread, target: BenchTargets.target(key, layout: "doctor", items: items))
        }
        let ratios = zip(doctor, anchor).map { $1.wall > 0 ? $0.wall / $1.wall : 0 }
        return BenchResult(layout: "doctor", items: items, figures: [
            figure("doctor", "doctor", .seconds, BenchSpread(doctor)),
            figure("page scroll", "pageScroll", .seconds, BenchSpread(anchor)),
            figure("doctor/scroll", "doctorVsScroll", .ratio, BenchSpread(ratios)),
            figure("longest step", "doctorStep", .seconds, BenchSpread(unit)),
        ])
    }

    /// The anchor: prepares `layout` at 80x23, lays everything out, and asks each page of the
    /// content once, top to bottom, as a viewer scrolling through it does; the elements seen.
    static func scrollThrough(_ layout: any CollectionLayout) -> Int {
        layout.bounds = Rect(x: 0, y: 0, width: 80, height: 23)
        layout.invalidateLayout()
        layout.prepare()
        layout.completeLayout()
        let height = layout.collectionViewContentSize.height
        var seen = 0, y = 0.0
        while y < height {
            seen &+= layout.layoutAttributesForElements(in: Rect(x: 0, y: y, width: 80, height: 23)).count
            y += 23
        }
        return seen
    }
}
