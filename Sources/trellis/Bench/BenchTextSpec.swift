#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The spec of the benchmark's `text` row: one waterfall section (4 columns) of self-sizing items,
/// each a short `text` of 1–3 words from a fixed seed, written as JSON to a temporary file so that
/// it is loaded the way the previewer loads a spec. About one text in ten is wider than its
/// column at 80 columns and wraps.
enum BenchTextSpec {
    /// The words the texts are made of.
    static let words = ["lake", "dawn", "quiet", "mountain", "river", "stone", "light", "forest", "cloud",
                        "field", "snow", "path"]

    /// The spec's JSON: `count` items.
    static func json(items count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 24 + 200)
        bytes += Array(#"{"title": "bench: short texts", "layout": "waterfall", "columns": 4, "lineSpacing": 1, "interitemSpacing": 1, "sections": [{"items": ["#.utf8)
        var state: UInt64 = 0x7E47
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        for index in 0..<count {
            bytes += Array((index == 0 ? "\n{\"text\": \"" : ",\n{\"text\": \"").utf8)
            for word in 0...next(3) {
                if word > 0 { bytes.append(0x20) }
                bytes += Array(words[next(words.count)].utf8)
            }
            bytes += Array("\"}".utf8)
        }
        bytes += Array("\n]}]}\n".utf8)
        return bytes
    }

    /// Writes `bytes` to a new temporary file and returns its path; the caller removes it.
    static func writeTemporaryFile(_ bytes: [UInt8]) throws(CommandFailure) -> String {
        var template = Array("/tmp/trellis-bench-XXXXXX.json".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 5) }
        guard fd >= 0 else { throw .runtime("cannot create a temporary file in /tmp: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, $0.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let reason = String(cString: strerror(errno))
                unlink(path)
                throw .runtime("cannot write \(path): \(reason)")
            }
            written += count
        }
        return path
    }
}
