import Foundation

/// The whole decision of one assertion, apart from how a test fails: compares the actual text
/// with the reference file, records it when asked or missing, and writes the actual text of a
/// mismatch outside the source tree. Returns the failure message, or `nil` for a match.
enum SnapshotComparison {
    /// What one comparison did.
    struct Outcome {
        /// The failure message, or `nil` for a match.
        var failure: String?
        /// The files written with the text as it is, without a recorder in the header (the
        /// reference recorded, or a mismatch's artifact) because the test was not known.
        var unstamped: [String] = []
    }

    /// - Parameters:
    ///   - actual: the snapshot text (written byte for byte as its UTF-8).
    ///   - location: the reference file and the artifact's place.
    ///   - record: write the reference whatever it holds, and fail (`TRELLIS_RECORD=1` or
    ///     `record: true`), so that nothing is recorded silently.
    ///   - environment: for `TRELLIS_SNAPSHOT_ARTIFACTS`.
    ///   - header: the text's first line is a header line that names the recording test
    ///     (``ReferenceHeader``): the reference is compared without that name, and what is
    ///     written names `recorder`.
    ///   - recorder: the test asserting (``TestIdentity/recorder``), `nil` when not known.
    ///   - mismatchHint: the line a mismatch adds after the diff, given the test the reference
    ///     names as its recorder (`nil` for none), or `nil` for no line.
    static func compare(actual: String, at location: SnapshotLocation, record: Bool, environment: [String: String],
                        header: Bool = false, recorder: String? = nil,
                        mismatchHint: (_ referenceRecorder: String?) -> String? = { _ in nil }) -> Outcome {
        let path = location.path
        let stored = header ? recorder.map { ReferenceHeader.stamped(actual, recorder: $0) } ?? actual : actual
        let unstamped = header && recorder == nil
        let data = FileManager.default.contents(atPath: path)
        if record || data == nil {
            do {
                try write(stored, to: path)
            } catch {
                return Outcome(failure: "cannot record the snapshot \(path): \(error)")
            }
            if data == nil {
                return Outcome(failure: "recorded a new snapshot \(path); run the test again", unstamped: unstamped ? [path] : [])
            }
            return Outcome(failure: "recorded the snapshot \(path) (record mode: TRELLIS_RECORD=1 or record: true); "
                + "review it, then run the test again without record mode", unstamped: unstamped ? [path] : [])
        }
        let (reference, referenceRecorder) = header ? ReferenceHeader.split(data!) : (data!, nil)
        guard reference != Data(actual.utf8) else { return Outcome(failure: nil) }
        let expected = String(decoding: reference, as: UTF8.self)
        let artifact = location.artifactPath(environment: environment)
        var written = "the actual snapshot is in \(artifact); copy it over the reference if the change is right"
        var outcome = Outcome(failure: nil, unstamped: unstamped ? [artifact] : [])
        do {
            try write(stored, to: artifact)
        } catch {
            written = "(the actual snapshot could not be written to \(artifact): \(error))"
            outcome.unstamped = []
        }
        var message = "snapshot \(location.fileName) does not match \(path)"
            + SnapshotDiff.summary(reference: expected, actual: actual) + "\n"
        message += SnapshotDiff.text(reference: expected, actual: actual)
        if let hint = mismatchHint(referenceRecorder) { message += hint + "\n" }
        outcome.failure = message + written
        return outcome
    }

    /// Writes `text` as UTF-8 to `path`, making its directory first.
    static func write(_ text: String, to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
