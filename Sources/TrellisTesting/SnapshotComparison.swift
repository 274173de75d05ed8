import Foundation

/// The whole decision of one assertion, apart from how a test fails: compares the actual text
/// with the reference file, records it when asked or missing, and writes the actual text of a
/// mismatch outside the source tree. Returns the failure message, or `nil` for a match.
enum SnapshotComparison {
    /// - Parameters:
    ///   - actual: the snapshot text (written byte for byte as its UTF-8).
    ///   - location: the reference file and the artifact's place.
    ///   - record: write the reference whatever it holds, and fail (`TRELLIS_RECORD=1` or
    ///     `record: true`), so that nothing is recorded silently.
    ///   - environment: for `TRELLIS_SNAPSHOT_ARTIFACTS`.
    ///   - mismatchHint: a line a mismatch adds after the diff.
    static func failure(actual: String, at location: SnapshotLocation, record: Bool,
                        environment: [String: String], mismatchHint: String? = nil) -> String? {
        let path = location.path
        let reference = FileManager.default.contents(atPath: path)
        if record || reference == nil {
            do {
                try write(actual, to: path)
            } catch {
                return "cannot record the snapshot \(path): \(error)"
            }
            if reference == nil {
                return "recorded a new snapshot \(path); run the test again"
            }
            return "recorded the snapshot \(path) (record mode: TRELLIS_RECORD=1 or record: true); "
                + "review it, then run the test again without record mode"
        }
        let expected = String(decoding: reference!, as: UTF8.self)
        guard reference! != Data(actual.utf8) else { return nil }
        let artifact = location.artifactPath(environment: environment)
        var written = "the actual snapshot is in \(artifact); copy it over the reference if the change is right"
        do {
            try write(actual, to: artifact)
        } catch {
            written = "(the actual snapshot could not be written to \(artifact): \(error))"
        }
        var message = "snapshot \(location.fileName) does not match \(path)"
            + SnapshotDiff.summary(reference: expected, actual: actual) + "\n"
        message += SnapshotDiff.text(reference: expected, actual: actual)
        if let mismatchHint { message += mismatchHint + "\n" }
        return message + written
    }

    /// Writes `text` as UTF-8 to `path`, making its directory first.
    static func write(_ text: String, to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
