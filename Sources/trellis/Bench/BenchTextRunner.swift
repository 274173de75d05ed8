#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Measures the `text` row (see `trellis help bench`): a generated spec of short self-sizing
/// texts is written to a file and, in each repeat, loaded and shown as the previewer does it —
/// ``SpecDocument`` (``SpecLoader`` into ``SpecDataSource``) and a ``PreviewSession`` at 80x24.
struct BenchTextRunner {
    var items: Int
    var repeats: Int

    func run() throws(CommandFailure) -> BenchTextResult {
        let path = try BenchTextSpec.writeTemporaryFile(BenchTextSpec.json(items: items))
        defer { unlink(path) }
        var load: [(wall: Double, cpu: Double)] = [], first = load, end = load, reflow = load
        for _ in 0..<repeats {
            var loaded: SpecDocument?
            var failure: CommandFailure?
            load.append(BenchStatistics.wallAndCPUSeconds {
                do { loaded = try SpecDocument(.file(path)) } catch { failure = .runtime("\(error)") }
            })
            guard let document = loaded else { throw failure ?? .runtime("cannot load \(path)") }
            let session = PreviewSession(documents: [document], columns: 80, rows: 24)
            var shown = 0
            first.append(BenchStatistics.wallAndCPUSeconds { shown &+= session.compose().width })
            end.append(BenchStatistics.wallAndCPUSeconds {
                _ = session.perform(.bottom)
                shown &+= session.compose().width
            })
            session.resize(columns: 81, rows: 24)
            reflow.append(BenchStatistics.wallAndCPUSeconds { shown &+= session.compose().width })
            precondition(shown > 0)
        }
        return BenchTextResult(items: items, load: BenchSpread(load), firstScreen: BenchSpread(first),
                               end: BenchSpread(end), reflowEnd: BenchSpread(reflow))
    }
}
