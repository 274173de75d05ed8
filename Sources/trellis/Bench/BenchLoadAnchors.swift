import Foundation

/// The loaders trellis's own is compared with in the same run, on the same file: CPython's
/// `json.load` (timed inside Python, so the interpreter's start is left out) and the
/// toolchain's Foundation `JSONDecoder` into `Decodable` structs shaped like the spec.
enum BenchLoadAnchors {
    /// `repeats` times of CPython's `json.load` on `path`, in seconds; nil if `python3` cannot be
    /// run or fails.
    static func python(_ path: String, repeats: Int) -> [Double]? {
        let code = """
            import json, sys, time
            for _ in range(int(sys.argv[2])):
                with open(sys.argv[1], 'rb') as f:
                    t = time.perf_counter(); json.load(f); print(time.perf_counter() - t)
            """
        guard let outcome = BenchChild.run(["python3", "-c", code, path, String(repeats)]), outcome.status == 0 else {
            return nil
        }
        let times = outcome.output.split(separator: "\n").compactMap { Double($0) }
        return times.count == repeats ? times : nil
    }

    /// The time of reading `path` and decoding it with `JSONDecoder`, in seconds; nil if it fails.
    static func foundation(_ path: String) -> Double? {
        var decoded = false
        let time = BenchStatistics.seconds {
            guard let data = FileManager.default.contents(atPath: path),
                  let spec = try? JSONDecoder().decode(DecodedSpec.self, from: data) else { return }
            decoded = !spec.sections.isEmpty
        }
        return decoded ? time : nil
    }

    /// The spec as `Decodable` structs: what the bench's specs hold.
    private struct DecodedSpec: Decodable {
        var title: String?
        var layout: String?
        var columns: Int?
        var lineSpacing: Double?
        var interitemSpacing: Double?
        var sections: [DecodedSection]
    }

    /// A section of ``DecodedSpec``.
    private struct DecodedSection: Decodable {
        var items: [DecodedItem]
    }

    /// An item of ``DecodedSpec``.
    private struct DecodedItem: Decodable {
        var height: Double?
        var width: Double?
        var title: String?
        var text: String?
    }
}
