import TrellisLayout

/// One call of a public assertion, with its failure route as a closure: the public functions
/// report through ``TestFailure``, the library's own tests collect the messages.
struct SnapshotAssertion {
    /// The test file's absolute path (`#filePath`), beside which `__Snapshots__` lives.
    let testFile: String
    /// `#function` of the test.
    let testName: String
    /// The process environment (`TRELLIS_RECORD`, `TRELLIS_SNAPSHOT_ARTIFACTS`).
    let environment: [String: String]
    /// Called with the message of every failure.
    let report: (String) -> Void

    /// Compares `text` with this assertion's next reference file (the counter's next number, or
    /// `name`), recording it when asked (`record`, `TRELLIS_RECORD=1`) or missing.
    func check(_ text: String, named name: String?, record: Bool) {
        _ = CounterReset.registered
        let key = testFile + "\n" + testName + "\n" + TestFailure.runningTestKey
        let location = SnapshotLocation(testFile: testFile, function: testName,
                                        name: name ?? String(AssertionCounter.shared.next(for: key)))
        let recording = record || environment["TRELLIS_RECORD"] == "1"
        if let failure = SnapshotComparison.failure(actual: text, at: location, record: recording, environment: environment) {
            report(failure)
        }
    }

    /// One ``check(_:named:record:)`` per width of the layout's snapshot; with
    /// `namesEachWidth`, a given name becomes `<name>-<width>`.
    func check(_ layout: any CollectionLayout, widths: [Int], height: Int?, offset: Int, format: SnapshotFormat,
               label: ((IndexPath) -> String)?, named name: String?, namesEachWidth: Bool = false, record: Bool) {
        for width in widths {
            let text = LayoutSnapshot.text(of: layout, width: width, height: height, offset: offset, format: format, label: label)
            check(text, named: namesEachWidth ? name.map { "\($0)-\(width)" } : name, record: record)
        }
    }
}
