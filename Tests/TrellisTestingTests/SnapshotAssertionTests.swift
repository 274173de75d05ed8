import Foundation
import XCTest
import TrellisLayout
@testable import TrellisTesting

/// The library's behaviour on files: recording, matching, mismatching, record mode, names and
/// counters, widths, windows, the 2,000-row cut and byte-identical output. Every assertion runs
/// against a test file path in a temporary directory and collects its failures instead of
/// failing, so each rule's failure text is checked exactly.
final class SnapshotAssertionTests: XCTestCase {
    private var directory = ""
    private var artifacts = ""
    private var failures: [String] = []
    private var registry = SnapshotRegistry()

    override func setUpWithError() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-testing-\(UUID().uuidString)").path
        directory = root + "/Tests/AppTests"
        artifacts = root + "/artifacts"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        failures = []
        registry = SnapshotRegistry()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent)
    }

    /// An assertion as `testMosaic()` in `Tests/AppTests/MosaicTests.swift` makes it.
    private func assertion(test: String = "testMosaic()", identity: TestIdentity? = nil, line: UInt? = nil,
                           environment: [String: String] = [:]) -> SnapshotAssertion {
        var environment = environment
        environment["TRELLIS_SNAPSHOT_ARTIFACTS"] = artifacts
        let identity = identity ?? .xcTest("MosaicTests." + test.prefix { $0 != "(" })
        return SnapshotAssertion(testFile: directory + "/MosaicTests.swift", testName: test, line: line, identity: identity,
                                 registry: registry, environment: environment) {
            self.failures.append($0)
        }
    }

    private func reference(_ name: String) -> String { directory + "/__Snapshots__/MosaicTests/" + name }

    private func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    func testAMissingReferenceIsRecordedAndFails() {
        assertion().check("one\ntwo\n", named: nil, record: false)
        XCTAssertEqual(failures, ["recorded a new snapshot \(reference("testMosaic.1.txt")); run the test again"])
        XCTAssertEqual(contents(reference("testMosaic.1.txt")), "one\ntwo\n")
    }

    func testAMatchPasses() throws {
        try SnapshotComparison.write("one\ntwo\n", to: reference("testMosaic.1.txt"))
        assertion().check("one\ntwo\n", named: nil, record: false)
        XCTAssertEqual(failures, [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: artifacts), "nothing written for a match")
    }

    func testAMismatchShowsTheDifferingLinesAndWritesTheActualFileOutsideTheTree() throws {
        let old = "--- header\n┌0.0─┐┌0.1─┐|\n│    ││    │|\n└────┘└────┘|\nsame\n"
        let new = "--- header\n┌0.0─┐┌0.2─┐|\n│    ││    │|\n└────┘└────┘|\nsame\nextra\n"
        try SnapshotComparison.write(old, to: reference("testMosaic.1.txt"))
        assertion().check(new, named: nil, record: false)
        let artifact = artifacts + "/MosaicTests/testMosaic.1.txt"
        XCTAssertEqual(failures, ["""
            snapshot testMosaic.1.txt does not match \(reference("testMosaic.1.txt")) (2 lines differ; - reference, + actual):
            -2: ┌0.0─┐┌0.1─┐|
            +2: ┌0.0─┐┌0.2─┐|
                         ^ column 10
            +6: extra
            the actual snapshot is in \(artifact); copy it over the reference if the change is right
            """])
        XCTAssertEqual(contents(artifact), new, "the whole actual file")
        XCTAssertEqual(contents(reference("testMosaic.1.txt")), old, "the reference is left alone")
    }

    func testTheDiffShowsTheFirstTwentyDifferingLinesAndMarksWideColumns() {
        let old = (1...30).map { "row \($0) 中文a" }.joined(separator: "\n") + "\n"
        let new = (1...30).map { "row \($0) 中文b" }.joined(separator: "\n") + "\n"
        let diff = SnapshotDiff.text(reference: old, actual: new)
        let lines = SnapshotDiff.lines(diff)
        XCTAssertEqual(lines.count, 20 * 3 + 1)
        XCTAssertEqual(Array(lines.prefix(3)), ["- 1: row 1 中文a", "+ 1: row 1 中文b", "               ^ column 11"])
        XCTAssertEqual(lines[57], "-20: row 20 中文a")
        XCTAssertEqual(lines.last, "… and 10 more differing lines")
    }

    func testRecordModeRewritesEveryReferenceItTouchesAndFails() throws {
        try SnapshotComparison.write("old\n", to: reference("testMosaic.1.txt"))
        assertion(environment: ["TRELLIS_RECORD": "1"]).check("new\n", named: nil, record: false)
        assertion().check("new too\n", named: "second", record: true)
        XCTAssertEqual(failures, [
            "recorded the snapshot \(reference("testMosaic.1.txt")) (record mode: TRELLIS_RECORD=1 or record: true); "
                + "review it, then run the test again without record mode",
            "recorded a new snapshot \(reference("testMosaic.second.txt")); run the test again",
        ])
        XCTAssertEqual(contents(reference("testMosaic.1.txt")), "new\n")
        XCTAssertEqual(contents(reference("testMosaic.second.txt")), "new too\n")
        failures = []
        registry = SnapshotRegistry()
        assertion(environment: ["TRELLIS_RECORD": "0"]).check("new\n", named: nil, record: false)
        XCTAssertEqual(failures, [], "TRELLIS_RECORD=0 is not record mode")
    }

    func testNamedReplacesTheCounter() {
        assertion().check("a\n", named: "wide screen/1", record: false)
        assertion().check("b\n", named: nil, record: false)
        XCTAssertEqual(contents(reference("testMosaic.wide_screen_1.txt")), "a\n")
        XCTAssertEqual(contents(reference("testMosaic.1.txt")), "b\n", "a named assertion does not count")
    }

    func testSeveralAssertionsInOneTestCountFromOneAndEachTestHasItsOwnCount() {
        for text in ["a\n", "b\n", "c\n"] { assertion().check(text, named: nil, record: false) }
        assertion(test: "testOther()").check("d\n", named: nil, record: false)
        XCTAssertEqual(contents(reference("testMosaic.1.txt")), "a\n")
        XCTAssertEqual(contents(reference("testMosaic.2.txt")), "b\n")
        XCTAssertEqual(contents(reference("testMosaic.3.txt")), "c\n")
        XCTAssertEqual(contents(reference("testOther.1.txt")), "d\n")
        XCTAssertEqual(failures.count, 4, "each one recorded")
    }

    func testWidthsWriteOnePicturePerWidth() {
        let layout = TilesLayout(count: 5)
        assertion().check(layout, widths: [10, 20, 31], height: nil, offset: 0, format: .picture, label: nil,
                          named: nil, record: false)
        assertion().check(layout, widths: [20], height: nil, offset: 0, format: .picture, label: nil,
                          named: "tiles", namesEachWidth: true, record: false)
        XCTAssertEqual(failures.count, 4)
        for (name, width) in [("1", 10), ("2", 20), ("3", 31), ("tiles-20", 20)] {
            let text = contents(reference("testMosaic.\(name).txt"))
            XCTAssertEqual(text, ReferenceHeader.stamped(LayoutSnapshot.text(of: TilesLayout(count: 5), width: width, height: nil,
                                                                             offset: 0, format: .picture, label: nil),
                                                         recorder: "MosaicTests.testMosaic"))
            XCTAssertEqual(text?.hasPrefix("--- TilesLayout, width \(width), content size \(width)×"), true, text ?? "")
        }
    }

    func testTheOutputIsByteIdenticalAcrossRuns() {
        for format in [SnapshotFormat.picture, .attributes] {
            registry = SnapshotRegistry()   // a run of the test
            assertion().check(TilesLayout(count: 7, tileHeight: 2.5), widths: [23], height: nil, offset: 0, format: format,
                              label: { "tile \($0.item)" }, named: "run", namesEachWidth: false, record: true)
            let first = FileManager.default.contents(atPath: reference("testMosaic.run.txt"))
            registry = SnapshotRegistry()   // a second run of the test
            assertion().check(TilesLayout(count: 7, tileHeight: 2.5), widths: [23], height: nil, offset: 0, format: format,
                              label: { "tile \($0.item)" }, named: "run", namesEachWidth: false, record: false)
            XCTAssertEqual(FileManager.default.contents(atPath: reference("testMosaic.run.txt")), first)
            XCTAssertEqual(failures.count, 1, "recorded once, then matched: \(failures)")
            failures = []
        }
    }

    // MARK: - Issue 1: one file, one test

    func testTwoTestsWithTheSameNameInOneFileFailInsteadOfSharingAReference() {
        let classA = TestIdentity.xcTest("ClassA.testSame"), classB = TestIdentity.xcTest("ClassB.testSame")
        assertion(test: "testSame()", identity: classA).check("a\n", named: nil, record: false)
        assertion(test: "testSame()", identity: classB).check("b\n", named: nil, record: false)
        XCTAssertEqual(failures, [
            "recorded a new snapshot \(reference("testSame.1.txt")); run the test again",
            "snapshot testSame.1.txt is used by two tests in this run, ClassA.testSame and ClassB.testSame, so one "
                + "would be checked against the other's reference (\(reference("testSame.1.txt"))); give each "
                + "assertion its own file with named: (in a parameterized test, e.g. named: \"width-\\(width)\"); "
                + "if ClassA.testSame failed with a mismatch of this file, that comes from this clash too",
        ])
        XCTAssertEqual(contents(reference("testSame.1.txt")), "a\n", "the second test does not touch the file")
        failures = []
        assertion(test: "testSame()", identity: classA).check("a2\n", named: nil, record: false)
        assertion(test: "testSame()", identity: classB).check("b\n", named: "b", record: false)
        XCTAssertEqual(failures, ["recorded a new snapshot \(reference("testSame.2.txt")); run the test again",
                                  "recorded a new snapshot \(reference("testSame.b.txt")); run the test again"],
                       "each identity counts on its own; named: gives its own file")
    }

    // MARK: - Fix round: one file, one assertion

    func testTwoAssertionsOfOneTestThatMakeOneFileFailTheSecond() {
        let layout = TilesLayout(count: 3)
        let cases: [(String, (SnapshotAssertion) -> Void, (SnapshotAssertion) -> Void, String)] = [
            ("same", { $0.check("a\n", named: "same", record: false) }, { $0.check("b\n", named: "same", record: false) }, ""),
            ("a_b", { $0.check("a\n", named: "a/b", record: false) }, { $0.check("b\n", named: "a_b", record: false) }, ""),
            ("a_b", { $0.check("a\n", named: "a_b", record: false) }, { $0.check("b\n", named: "a/b", record: false) },
             " (named: \"a/b\" is a_b in a file name)"),
            ("x-10", { $0.check(layout, widths: [10], height: nil, offset: 0, format: .picture, label: nil, named: "x",
                                namesEachWidth: true, record: false) },
             { $0.check(layout, widths: [12], height: nil, offset: 0, format: .picture, label: nil, named: "x-10",
                        record: false) }, ""),
            ("1", { $0.check("a\n", named: nil, record: false) }, { $0.check("b\n", named: "1", record: false) }, ""),
        ]
        for (name, first, second, renamed) in cases {
            failures = []
            registry = SnapshotRegistry()
            try? FileManager.default.removeItem(atPath: directory + "/__Snapshots__")
            first(assertion(line: 12))
            let recorded = contents(reference("testMosaic.\(name).txt"))
            second(assertion(line: 14))
            XCTAssertEqual(failures, [
                "recorded a new snapshot \(reference("testMosaic.\(name).txt")); run the test again",
                "snapshot testMosaic.\(name).txt is already used by an earlier assertion of this test (line 12)\(renamed); "
                    + "give it another name with named: (\(reference("testMosaic.\(name).txt")))",
            ], name)
            XCTAssertEqual(contents(reference("testMosaic.\(name).txt")), recorded, "the second leaves the file alone")
        }
    }

    // MARK: - Issue 23 §9: the recording test in the header line

    /// A picture (the format with a header line) names the test that recorded it at the end of
    /// that line; the attributes, which have none, do not. The name is no part of the snapshot:
    /// a reference without it (recorded before), or naming a test since renamed, still matches.
    func testARecordedPictureNamesItsTestInItsHeaderLine() throws {
        let layout = TilesLayout(count: 3)
        assertion().check(layout, widths: [20], height: nil, offset: 0, format: .picture, label: nil, named: nil, record: false)
        assertion().check(layout, widths: [20], height: nil, offset: 0, format: .attributes, label: nil, named: nil, record: false)
        let picture = LayoutSnapshot.text(of: layout, width: 20, height: nil, offset: 0, format: .picture, label: nil)
        let attributes = LayoutSnapshot.text(of: layout, width: 20, height: nil, offset: 0, format: .attributes, label: nil)
        let header = try XCTUnwrap(picture.split(separator: "\n").first)
        XCTAssertEqual(contents(reference("testMosaic.1.txt")),
                       picture.replacingOccurrences(of: header + "\n", with: header + ", recorded by MosaicTests.testMosaic\n"))
        XCTAssertEqual(contents(reference("testMosaic.1.txt"))?.hasPrefix("--- TilesLayout, width 20, content size 20×"), true)
        XCTAssertEqual(contents(reference("testMosaic.2.txt")), attributes, "no header line, no name")
        failures = []
        for (recorded, who) in [(picture, "a reference recorded before the name"),
                                (ReferenceHeader.stamped(picture, recorder: "RenamedTests.testMosaic"), "a test since renamed")] {
            registry = SnapshotRegistry()
            try SnapshotComparison.write(recorded, to: reference("testMosaic.1.txt"))
            assertion().check(layout, widths: [20], height: nil, offset: 0, format: .picture, label: nil, named: nil, record: false)
            XCTAssertEqual(failures, [], who)
            XCTAssertEqual(contents(reference("testMosaic.1.txt")), recorded, "\(who): left as it is")
        }
    }

    /// A mismatch says a same-named test recorded the reference only when the reference names
    /// another test (issue 23 §9: every unnamed mismatch said it could be so): another XCTest
    /// type, another Swift Testing suite, another case; not the test itself, not a reference that
    /// names no test, not a snapshot without a header line.
    func testAMismatchSaysASameNamedTestRecordedTheReferenceOnlyWhenItDid() throws {
        let old = "--- TilesLayout, width 20, content size 20×4\nold\n", new = "--- TilesLayout, width 20, content size 20×4\nnew\n"
        let classA = TestIdentity.xcTest("ClassA.testSame"), classB = TestIdentity.xcTest("ClassB.testSame")
        let caseOne = TestIdentity(key: "case 1", description: "param(width:) with width: 1", isParameterizedCase: true,
                                   recorder: "Suite.param(width:) with width: 1")
        let caseTwo = TestIdentity(key: "case 2", description: "param(width:) with width: 2", isParameterizedCase: true,
                                   recorder: "Suite.param(width:) with width: 2")
        let cases: [(recordedBy: String?, asserting: TestIdentity, header: Bool, hint: String?)] = [
            ("ClassA.testSame", classB, true, "this reference was recorded by ClassA.testSame, not by ClassB.testSame: "
                + "a test of the same name in another type, or another case of a parameterized test, shares its file, "
                + "and that is the difference: give each its own file with named:"),
            ("Suite.param(width:) with width: 1", caseTwo, true, "this reference was recorded by Suite.param(width:) with "
                + "width: 1, not by Suite.param(width:) with width: 2: a test of the same name in another type, or another "
                + "case of a parameterized test, shares its file, and that is the difference: give each its own file with named:"),
            ("ClassA.testSame", classA, true, nil),
            ("Suite.param(width:) with width: 1", caseOne, true, nil),
            (nil, classB, true, nil),
            ("ClassA.testSame", classB, false, nil),
        ]
        for (recordedBy, identity, header, hint) in cases {
            failures = []
            registry = SnapshotRegistry()
            try SnapshotComparison.write(recordedBy.map { ReferenceHeader.stamped(old, recorder: $0) } ?? old,
                                         to: reference("testSame.1.txt"))
            assertion(test: "testSame()", identity: identity).check(new, named: nil, header: header, record: false)
            let context = "recorded by \(recordedBy ?? "nobody"), asserted by \(identity.description), header \(header)"
            XCTAssertEqual(failures.count, 1, context)
            let lines = SnapshotDiff.lines(failures.first ?? "")
            let recorderShown = recordedBy.map { lines.contains("-1: --- TilesLayout, width 20, content size 20×4, recorded by \($0)") } ?? false
            XCTAssertEqual(recorderShown, !header && recordedBy != nil, "\(context): the name is no part of the diff: \(lines)")
            XCTAssertEqual(lines.contains("-2: old") && lines.contains("+2: new"), true, context)
            if let hint {
                XCTAssertEqual(lines.dropLast().last, hint, "\(context): one line, before the artifact's")
            } else {
                XCTAssertFalse(failures.joined().contains("shares its file"), "\(context): \(failures)")
            }
        }
        // Named or not, it is the header that tells.
        failures = []
        registry = SnapshotRegistry()
        try SnapshotComparison.write(ReferenceHeader.stamped(old, recorder: "ClassA.testSame"), to: reference("testSame.wide.txt"))
        assertion(test: "testSame()", identity: classB).check(new, named: "wide", header: true, record: false)
        XCTAssertTrue(failures.first?.contains("recorded by ClassA.testSame, not by ClassB.testSame") == true, "\(failures)")
    }

    /// The first XCTest test that asserts is not known when it asserts (the observer comes with
    /// the first assertion), but XCTest names it once it fails: what it recorded then names it,
    /// and a mismatch of another test's reference says so in a second failure. Not known even
    /// then (a test that catches its own failures), nothing is named and nothing is said.
    func testTheFirstXCTestIsNamedOnceItFails() throws {
        let old = "--- TilesLayout, width 20, content size 20×4\nold\n", new = "--- TilesLayout, width 20, content size 20×4\nnew\n"
        func pending(learnt: String?) -> SnapshotAssertion {
            SnapshotAssertion(testFile: directory + "/MosaicTests.swift", testName: "testSame()", identity: .pendingXCTest,
                              registry: registry, environment: ["TRELLIS_SNAPSHOT_ARTIFACTS": artifacts],
                              recorderLearntOnFailure: { learnt }) { self.failures.append($0) }
        }
        pending(learnt: "ClassB.testSame").check(new, named: nil, header: true, record: false)
        XCTAssertEqual(failures, ["recorded a new snapshot \(reference("testSame.1.txt")); run the test again"])
        XCTAssertEqual(contents(reference("testSame.1.txt")), ReferenceHeader.stamped(new, recorder: "ClassB.testSame"))

        for (learnt, expected) in [("ClassB.testSame", 2), (nil, 1)] {
            failures = []
            registry = SnapshotRegistry()
            try SnapshotComparison.write(ReferenceHeader.stamped(old, recorder: "ClassA.testSame"), to: reference("testSame.1.txt"))
            pending(learnt: learnt).check(new, named: nil, header: true, record: false)
            XCTAssertEqual(failures.count, expected, "\(failures)")
            XCTAssertTrue(failures.first?.hasPrefix("snapshot testSame.1.txt does not match") == true)
            XCTAssertFalse(failures.first?.contains("shares its file") == true, "not known when the mismatch is reported")
            if learnt != nil {
                XCTAssertEqual(failures.last, "snapshot testSame.1.txt: this reference was recorded by ClassA.testSame, not "
                    + "by ClassB.testSame: a test of the same name in another type, or another case of a parameterized "
                    + "test, shares its file, and that is the difference: give each its own file with named:")
            }
            let artifact = try XCTUnwrap(contents(artifacts + "/MosaicTests/testSame.1.txt"))
            XCTAssertEqual(artifact, learnt.map { ReferenceHeader.stamped(new, recorder: $0) } ?? new,
                           "the artifact is what recording would write")
        }
        failures = []
        registry = SnapshotRegistry()
        try FileManager.default.removeItem(atPath: reference("testSame.1.txt"))
        pending(learnt: nil).check(new, named: nil, header: true, record: false)
        XCTAssertEqual(contents(reference("testSame.1.txt")), new, "no name to give")
    }

    func testTheRecorderIsOneLineAndTheSameForAppleXCTestNames() {
        XCTAssertEqual(TestIdentity.xcTest("ClassA.testSame").recorder, "ClassA.testSame")
        XCTAssertEqual(TestIdentity.xcTest("-[ClassA testSame]").recorder, "ClassA.testSame")
        XCTAssertEqual(TestIdentity.xcTest("-[MosaicTests.ClassA testSame]").recorder, "ClassA.testSame")
        XCTAssertNil(TestIdentity.pendingXCTest.recorder)
        XCTAssertEqual(ReferenceHeader.stamped("--- A\nrow\n", recorder: "T.t"), "--- A, recorded by T.t\nrow\n")
        let crlf = ReferenceHeader.split(Data("--- A, recorded by T.t\r\nrow\r\n".utf8))
        XCTAssertEqual(crlf.recorder, "T.t")
        XCTAssertEqual(String(decoding: crlf.content, as: UTF8.self), "--- A\r\nrow\r\n", "the header keeps its \\r")
        XCTAssertEqual(ReferenceHeader.split(Data("--- A\nrow, recorded by T.t\n".utf8)).recorder, nil, "only the first line")
    }

    func testEachTestIdentityCountsFromOneEvenWhenAssertingInParallel() {
        let identities = (0..<8).map { TestIdentity(key: "case \($0)", description: "param(width:) with width: \($0)") }
        let lock = NSLock(), registry = registry
        nonisolated(unsafe) var numbers: [String: [Int]] = [:]
        DispatchQueue.concurrentPerform(iterations: identities.count * 50) { index in
            let identity = identities[index % identities.count]
            let number = registry.next(for: identity, in: "file\nparam(width:)")
            lock.lock()
            numbers[identity.key, default: []].append(number)
            lock.unlock()
        }
        for identity in identities {
            XCTAssertEqual(numbers[identity.key]?.sorted(), Array(1...50), identity.key)
        }
        XCTAssertEqual(registry.claim("x", for: identities[0], line: 7), .first)
        XCTAssertEqual(registry.claim("x", for: identities[0], line: 9), .usedEarlierInThisTest(line: 7))
        XCTAssertEqual(registry.claim("x", for: identities[1], line: 3), .usedByAnotherTest(identities[0]))
        registry.forget(identities[0])
        XCTAssertEqual(registry.claim("x", for: identities[0], line: 9), .first, "a test run again starts afresh")
    }

    func testTheFirstXCTestIsNamedWhenItEnds() {
        assertion(test: "testFirst()", identity: .pendingXCTest).check("a\n", named: nil, record: false)
        registry.name(.pendingXCTest, as: .xcTest("ClassA.testFirst"))
        assertion(test: "testFirst()", identity: .xcTest("ClassB.testFirst")).check("b\n", named: nil, record: false)
        XCTAssertTrue(failures.last?.contains("used by two tests in this run, ClassA.testFirst and ClassB.testFirst") == true,
                      "\(failures)")
    }

    // MARK: - Issue 3: line endings

    func testAReferenceWithWindowsLineEndingsSaysSoOnceAndShowsNothingElse() throws {
        try SnapshotComparison.write("one\r\ntwo\r\n", to: reference("testMosaic.1.txt"))
        assertion().check("one\ntwo\n", named: "1", record: false)
        XCTAssertEqual(failures.first?.components(separatedBy: "\n"), [
            "snapshot testMosaic.1.txt does not match \(reference("testMosaic.1.txt")): only the line endings differ: "
                + "the reference ends its lines with CRLF (\\r\\n), the snapshot with \\n; keep the "
                + "references' bytes as recorded (e.g. `__Snapshots__/** -text` in .gitattributes)",
            "the actual snapshot is in \(artifacts)/MosaicTests/testMosaic.1.txt; copy it over the reference if the change is right",
        ])
        XCTAssertFalse(failures.joined().contains("\r"), "no raw carriage return")
    }

    // MARK: - Fix round: line endings hiding a change, the byte-order mark

    func testARealChangeInACRLFReferenceIsShownWithTheEndingsSetAside() throws {
        let rows = (1...30).map { "row \($0)" }
        var changed = rows
        changed[24] = "row 25 changed"
        try SnapshotComparison.write(rows.joined(separator: "\r\n") + "\r\n", to: reference("testMosaic.1.txt"))
        assertion().check(changed.joined(separator: "\n") + "\n", named: "1", record: false)
        XCTAssertEqual(failures.first?.components(separatedBy: "\n").dropLast(), [
            "snapshot testMosaic.1.txt does not match \(reference("testMosaic.1.txt")) (1 line differs besides the "
                + "line endings; - reference, + actual; the reference ends its lines with CRLF (\\r\\n), the snapshot "
                + "with \\n, so the lines are compared without the \\r):",
            "-25: row 25", "+25: row 25 changed", "           ^ column 7",
        ])
        XCTAssertEqual(SnapshotDiff.summary(reference: "a\nb\n", actual: "a\r\nc\r\n"),
                       " (1 line differs besides the line endings; - reference, + actual; the snapshot ends its lines "
                        + "with CRLF (\\r\\n), the reference with \\n, so the lines are compared without the \\r):")
        XCTAssertEqual(SnapshotDiff.text(reference: "a\r\nb\r\n", actual: "a\r\nc\r\n"),
                       "-2: b␍\n+2: c␍\n    ^ column 1\n", "same endings: compared byte for byte")
    }

    func testOneLineBeyondTheTwentyShownIsOneMoreLine() {
        let old = (1...21).map { "a\($0)" }.joined(separator: "\n") + "\n"
        let new = (1...21).map { "b\($0)" }.joined(separator: "\n") + "\n"
        XCTAssertEqual(SnapshotDiff.lines(SnapshotDiff.text(reference: old, actual: new)).last, "… and 1 more differing line")
    }

    func testAByteOrderMarkIsShownAndExplained() throws {
        try SnapshotComparison.write("\u{FEFF}one\ntwo\n", to: reference("testMosaic.1.txt"))
        assertion().check("one\ntwo\n", named: "1", record: false)
        XCTAssertEqual(failures.first?.components(separatedBy: "\n").dropLast(), [
            "snapshot testMosaic.1.txt does not match \(reference("testMosaic.1.txt")): only a byte-order mark differs: "
                + "the reference starts with a UTF-8 byte-order mark (EF BB BF, shown as <U+FEFF>), the snapshot does "
                + "not; an editor may have added it (- reference, + actual):",
            "-1: <U+FEFF>one", "+1: one", "    ^ column 1",
        ])
        XCTAssertEqual(SnapshotDiff.summary(reference: "\u{FEFF}a\nb\n", actual: "a\nc\n"),
                       " (2 lines differ; - reference, + actual; the reference starts with a UTF-8 byte-order mark "
                        + "(EF BB BF, shown as <U+FEFF>), the snapshot does not; an editor may have added it):")
    }

    func testAReferenceWithoutItsFinalNewlineSaysSoAndNeverZeroLinesDiffer() throws {
        try SnapshotComparison.write("one\ntwo", to: reference("testMosaic.1.txt"))
        assertion().check("one\ntwo\n", named: nil, record: false)
        XCTAssertEqual(failures.first?.components(separatedBy: "\n").first,
                       "snapshot testMosaic.1.txt does not match \(reference("testMosaic.1.txt")): only the final "
                        + "newline differs: the reference does not end with a newline, the snapshot does")
        XCTAssertFalse(failures.joined().contains("0 lines differ"))
        XCTAssertEqual(SnapshotDiff.summary(reference: "a\n", actual: "a"),
                       ": only the final newline differs: the snapshot does not end with a newline, the reference does")
        XCTAssertEqual(SnapshotDiff.visible("a\tb\u{7}\u{7F}"), "a␉b␇␡")
    }

    // MARK: - Issue 4: arguments

    func testArgumentsThatCheckNothingOrCannotBeDrawnFailClearly() {
        let layout = TilesLayout(count: 3)
        let cases: [([Int], Int?, Int, String)] = [
            ([], nil, 0, "widths: is empty, so nothing would be checked; give at least one width"),
            ([-5], nil, 0, "width -5 cannot be drawn: the width must be at least 1 column"),
            ([20, 0], nil, 0, "width 0 cannot be drawn: the width must be at least 1 column"),
            ([20, 20], nil, 0, "widths: [20, 20] has 20 twice; each width makes its own file, so give it once"),
            ([20], nil, -3, "offset -3 cannot be drawn: the offset must be 0 or more"),
            ([20], 0, 0, "height 0 cannot be drawn: the height must be at least 1 row"),
        ]
        for (widths, height, offset, message) in cases {
            failures = []
            assertion().check(layout, widths: widths, height: height, offset: offset, format: .picture, label: nil,
                              named: nil, record: false)
            XCTAssertEqual(failures, ["assertLayoutSnapshot: " + message])
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/__Snapshots__"), "nothing written")
    }

    // MARK: - Issue 5: artifacts

    func testMismatchesGoToAFolderOfTheUserAndThePackageByDefault() throws {
        let package = (directory as NSString).deletingLastPathComponent.replacingOccurrences(of: "/Tests", with: "")
        try Data().write(to: URL(fileURLWithPath: package + "/Package.swift"))
        let location = SnapshotLocation(testFile: directory + "/MosaicTests.swift", function: "testMosaic()", name: "1")
        var temporary = FileManager.default.temporaryDirectory.path
        while temporary.hasSuffix("/") { temporary.removeLast() }
        XCTAssertEqual(location.artifactPath(environment: [:]), temporary + "/trellis-snapshots-\(getuid())/"
            + (package as NSString).lastPathComponent + "/Tests/AppTests/MosaicTests/testMosaic.1.txt")
        XCTAssertEqual(location.artifactPath(environment: ["TRELLIS_SNAPSHOT_ARTIFACTS": "/x"]), "/x/MosaicTests/testMosaic.1.txt")
    }
}
