/// The time of `trellis render SPEC --size 80x24 --offset Y` in a child process, start to exit:
/// what a person waits for when rendering a spec, to compare with CPython's `json.load` of the
/// same file (issue 18: at most twice as long, at any offset, the end included).
enum BenchRenderAnchor {
    /// `repeats` wall-clock times of the render, in seconds.
    static func render(_ path: String, offset: String, repeats: Int) throws(CommandFailure) -> [Double] {
        var times: [Double] = []
        for _ in 0..<repeats {
            var outcome: BenchChild.Outcome?
            let time = BenchStatistics.seconds {
                outcome = BenchChild.run([BenchChild.trellisPath, "render", path, "--size", "80x24", "--offset", offset])
            }
            guard let outcome, outcome.status == 0, !outcome.output.isEmpty else {
                throw .runtime("`trellis render \(path) --offset \(offset)` failed")
            }
            times.append(time)
        }
        return times
    }
}
