import TrellisLayout

/// One call of a public assertion, with its failure route as a closure: the public functions
/// report through ``TestFailure``, the library's own tests collect the messages.
struct SnapshotAssertion {
    /// The test file's absolute path (`#filePath`), beside which `__Snapshots__` lives.
    let testFile: String
    /// `#function` of the test.
    let testName: String
    /// The running test, under which the assertions are counted and the files claimed.
    let identity: TestIdentity
    /// The counters and file claims of the run.
    let registry: SnapshotRegistry
    /// The process environment (`TRELLIS_RECORD`, `TRELLIS_SNAPSHOT_ARTIFACTS`).
    let environment: [String: String]
    /// The assertion's line in the test file, named when a later assertion asks for its file.
    let line: UInt?
    /// Called with the message of every failure.
    let report: (String) -> Void
    /// The recorder of a test whose ``identity`` has none (``TestIdentity/pendingXCTest``), asked
    /// after a failure was reported: XCTest names a test to its observers when it fails.
    let recorderLearntOnFailure: () -> String?

    init(testFile: String, testName: String, line: UInt? = nil, identity: TestIdentity = .current,
         registry: SnapshotRegistry = .shared, environment: [String: String],
         recorderLearntOnFailure: @escaping () -> String? = { XCTestTracker.shared.pendingTestRecorder },
         report: @escaping (String) -> Void) {
        self.testFile = testFile
        self.testName = testName
        self.line = line
        self.identity = identity
        self.registry = registry
        self.environment = environment
        self.recorderLearntOnFailure = recorderLearntOnFailure
        self.report = report
    }

    /// Compares `text` with this assertion's next reference file (the counter's next number, or
    /// `name`: a named assertion does not count), recording it when asked (`record`,
    /// `TRELLIS_RECORD=1`) or missing. Fails without touching the file when another test (or
    /// another case of a parameterized test), or an earlier assertion of this test, used it in
    /// this run. With `header`, the text's first line is a header line, which names the test
    /// in what is recorded (``ReferenceHeader``); a mismatch of a reference that names another
    /// test says that a same-named test shares the file. A reference that names no test (or a
    /// text without a header) gets no such line: nothing tells.
    func check(_ text: String, named name: String?, header: Bool = false, record: Bool) {
        let number = name == nil ? registry.next(for: identity, in: testFile + "\n" + testName) : 0
        let location = SnapshotLocation(testFile: testFile, function: testName, name: name ?? String(number))
        switch registry.claim(location.path, for: identity, line: line) {
        case .first:
            break
        case .usedEarlierInThisTest(let earlier):
            let renamed = name.map { SnapshotLocation.sanitized($0) != $0 ? " (named: \"\($0)\" is \(location.name) in a file name)" : "" } ?? ""
            return report("snapshot \(location.fileName) is already used by an earlier assertion of this test"
                + (earlier.map { " (line \($0))" } ?? "") + renamed + "; give it another name with named: "
                + "(\(location.path))")
        case .usedByAnotherTest(let owner):
            return report("snapshot \(location.fileName) is used by two tests in this run, \(owner.description) "
                + "and \(identity.description), so one would be checked against the other's reference "
                + "(\(location.path)); give each assertion its own file with named: (in a parameterized test, "
                + "e.g. named: \"width-\\(width)\"); if \(owner.description) failed with a mismatch of this file, "
                + "that comes from this clash too")
        }
        let recording = record || environment["TRELLIS_RECORD"] == "1"
        let recorder = identity.recorder
        var referenceRecorder: String?
        let outcome = SnapshotComparison.compare(actual: text, at: location, record: recording, environment: environment,
                                                 header: header, recorder: recorder) { named in
            referenceRecorder = named
            return recorder.flatMap { Self.sharedFileHint(recordedBy: named, assertedBy: $0) }
        }
        guard let failure = outcome.failure else { return }
        report(failure)
        // The first XCTest test is known once it has failed: name it in what was written, and
        // say what its mismatch could not say yet.
        guard recorder == nil, header, let learnt = recorderLearntOnFailure() else { return }
        for path in outcome.unstamped { try? ReferenceHeader.stamp(fileAt: path, recorder: learnt) }
        if let hint = Self.sharedFileHint(recordedBy: referenceRecorder, assertedBy: learnt) {
            report("snapshot \(location.fileName): " + hint)
        }
    }

    /// The line a mismatch adds when its reference names a test other than the one asserting:
    /// the path has the test file and the function, not the type or the case, so a same-named
    /// test in another type, or another case of a parameterized test, recorded it, and that is
    /// the difference. `nil` when the reference names no test, or this one.
    static func sharedFileHint(recordedBy reference: String?, assertedBy test: String) -> String? {
        guard let reference, reference != test else { return nil }
        return "this reference was recorded by \(reference), not by \(test): a test of the same name in another type, "
            + "or another case of a parameterized test, shares its file, and that is the difference: give each its "
            + "own file with named:"
    }

    /// One ``check(_:named:record:)`` per width of the layout's snapshot; with
    /// `namesEachWidth`, a given name becomes `<name>-<width>`. Arguments that cannot be
    /// checked (no width, a width below 1, the same width twice, a negative offset, a height
    /// below 1) fail with one message, and nothing is checked.
    func check(_ layout: any CollectionLayout, widths: [Int], height: Int?, offset: Int, format: SnapshotFormat,
               label: ((LayoutIndexPath) -> String)?, named name: String?, namesEachWidth: Bool = false, record: Bool) {
        if let problem = Self.problem(widths: widths, height: height, offset: offset) {
            return report("assertLayoutSnapshot: " + problem)
        }
        for width in widths {
            let text = LayoutSnapshot.text(of: layout, width: width, height: height, offset: offset, format: format, label: label)
            check(text, named: namesEachWidth ? name.map { "\($0)-\(width)" } : name, header: format == .picture, record: record)
        }
    }

    /// What is wrong with the arguments, or `nil`.
    static func problem(widths: [Int], height: Int?, offset: Int) -> String? {
        if widths.isEmpty { return "widths: is empty, so nothing would be checked; give at least one width" }
        if let width = widths.first(where: { $0 < 1 }) {
            return "width \(width) cannot be drawn: the width must be at least 1 column"
        }
        if let index = widths.indices.first(where: { widths[..<$0].contains(widths[$0]) }) {
            return "widths: \(widths) has \(widths[index]) twice; each width makes its own file, so give it once"
        }
        if offset < 0 { return "offset \(offset) cannot be drawn: the offset must be 0 or more" }
        if let height, height < 1 { return "height \(height) cannot be drawn: the height must be at least 1 row" }
        return nil
    }
}
