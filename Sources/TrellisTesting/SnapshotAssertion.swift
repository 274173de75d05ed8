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

    init(testFile: String, testName: String, line: UInt? = nil, identity: TestIdentity = .current,
         registry: SnapshotRegistry = .shared, environment: [String: String], report: @escaping (String) -> Void) {
        self.testFile = testFile
        self.testName = testName
        self.line = line
        self.identity = identity
        self.registry = registry
        self.environment = environment
        self.report = report
    }

    /// Compares `text` with this assertion's next reference file (the counter's next number, or
    /// `name`: a named assertion does not count), recording it when asked (`record`,
    /// `TRELLIS_RECORD=1`) or missing. Fails without touching the file when another test (or
    /// another case of a parameterized test), or an earlier assertion of this test, used it in
    /// this run. A mismatch of an assertion that can share its file with a same-named test (an
    /// unnamed one, or any in a parameterized test) says how that happens.
    func check(_ text: String, named name: String?, record: Bool) {
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
        let hint = name == nil || identity.isParameterizedCase ? Self.sharedFileHint : nil
        if let failure = SnapshotComparison.failure(actual: text, at: location, record: recording, environment: environment,
                                                    mismatchHint: hint) {
            report(failure)
        }
    }

    /// The line a mismatch of a file that a same-named test may share adds (the other test may
    /// run later, or in parallel, so the mismatch cannot know).
    static let sharedFileHint = "if a test of the same name in another type, or another case of a parameterized test, "
        + "recorded this reference, that is the difference: give each its own file with named:"

    /// One ``check(_:named:record:)`` per width of the layout's snapshot; with
    /// `namesEachWidth`, a given name becomes `<name>-<width>`. Arguments that cannot be
    /// checked (no width, a width below 1, the same width twice, a negative offset, a height
    /// below 1) fail with one message, and nothing is checked.
    func check(_ layout: any CollectionLayout, widths: [Int], height: Int?, offset: Int, format: SnapshotFormat,
               label: ((IndexPath) -> String)?, named name: String?, namesEachWidth: Bool = false, record: Bool) {
        if let problem = Self.problem(widths: widths, height: height, offset: offset) {
            return report("assertLayoutSnapshot: " + problem)
        }
        for width in widths {
            let text = LayoutSnapshot.text(of: layout, width: width, height: height, offset: offset, format: format, label: label)
            check(text, named: namesEachWidth ? name.map { "\($0)-\(width)" } : name, record: record)
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
