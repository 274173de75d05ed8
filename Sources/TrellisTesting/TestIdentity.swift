import Foundation
import XCTest
#if canImport(Testing)
import Testing
#endif

/// One running test, as the snapshot files tell tests apart: an XCTest class and method, or a
/// Swift Testing test by its id and, when it is parameterized, its test case (its arguments).
struct TestIdentity: Hashable, Sendable {
    /// Unique within the process: what counters and file claims are kept under.
    let key: String
    /// For failure messages: `ClassA.testSame`, or a Swift Testing id with its arguments
    /// (`Module.Suite/param(width:)/File.swift:12:6 with width: 12`).
    let description: String
    /// Whether this is one case of a parameterized Swift Testing test (its cases share the
    /// test's name, so a `named:` that is the same for every case is one file for all of them).
    var isParameterizedCase = false
    /// The test as a reference it records names it in its header line (``ReferenceHeader``): the
    /// type and the function, the same on every run and platform (`ClassA.testSame`, or a Swift
    /// Testing test's suites and function, `SwiftTestingTests.param(width:)`, with its case's
    /// arguments, ` with width: 12`), on one line; `nil` while unknown (``pendingXCTest``).
    var recorder: String?

    /// An XCTest test asserting before the library saw it start (the first test of the run that
    /// asserts: the observer is registered on the first assertion); it is named when it ends,
    /// and its recorder is known once it fails (``XCTestTracker/pendingTestRecorder``).
    static let pendingXCTest = TestIdentity(key: "xctest\n", description: "an XCTest test")

    /// The test running on this task or thread.
    static var current: TestIdentity {
        #if canImport(Testing)
        if let test = Test.current {
            var key = "swift-testing\n\(test.id)", description = "\(test.id)", parameterized = false
            var recorder = test.id.nameComponents.joined(separator: ".")
            if let testCase = Test.Case.current, testCase.isParameterized {
                let arguments = arguments(of: testCase)
                key += "\n" + String(reflecting: testCase)
                description += " with " + arguments
                recorder += " with " + arguments
                parameterized = true
            }
            return TestIdentity(key: key, description: description, isParameterizedCase: parameterized,
                                recorder: oneLine(recorder))
        }
        #endif
        return XCTestTracker.shared.current
    }

    /// An XCTest test by its name (`ClassA.testSame`).
    static func xcTest(_ name: String) -> TestIdentity {
        TestIdentity(key: "xctest\n" + name, description: name, recorder: xcTestRecorder(name))
    }

    /// An XCTest test's name as a reference's header names it: `ClassA.testSame` as XCTest on
    /// Linux names it, and the same for Apple's XCTest's `-[ClassA testSame]` (or
    /// `-[Module.ClassA testSame]`), so a reference recorded on a Mac names the same test.
    static func xcTestRecorder(_ name: String) -> String {
        guard name.hasPrefix("-["), name.hasSuffix("]") else { return oneLine(name) }
        let parts = name.dropFirst(2).dropLast().split(separator: " ", maxSplits: 1)
        guard parts.count == 2 else { return oneLine(name) }
        let type = parts[0].split(separator: ".").last.map(String.init) ?? String(parts[0])
        return oneLine(type + "." + parts[1])
    }

    /// `text` on one line: controls (a newline in an argument's description) as their pictures.
    private static func oneLine(_ text: String) -> String {
        SnapshotDiff.visible(text)
    }

    #if canImport(Testing)
    /// `width: 12, height: 3`: the case's arguments, read by reflection (Swift Testing does not
    /// make them public); the case's whole description if its shape is not the one expected.
    private static func arguments(of testCase: Test.Case) -> String {
        guard let list = Mirror(reflecting: testCase).descendant("_kind", "parameterized", "arguments") else {
            return String(describing: testCase)
        }
        let parts = Mirror(reflecting: list).children.map { argument -> String in
            let value = Mirror(reflecting: argument.value).descendant("value").map { String(describing: $0) } ?? "?"
            let name = Mirror(reflecting: argument.value).descendant("parameter", "firstName").map { "\($0)" } ?? "_"
            return "\(name): \(value)"
        }
        return parts.isEmpty ? String(describing: testCase) : parts.joined(separator: ", ")
    }
    #endif
}

/// Follows the XCTest run: which test is running (XCTest runs one at a time), so each counts
/// its assertions from 1 under its own class and method.
final class XCTestTracker: NSObject, XCTestObservation, @unchecked Sendable {
    /// Registered with XCTest on first use (the first assertion of the process).
    static let shared: XCTestTracker = {
        let tracker = XCTestTracker()
        XCTestObservationCenter.shared.addTestObserver(tracker)
        return tracker
    }()

    private let lock = NSLock()
    private var running: String?
    private var seenAnyStart = false
    /// The name of ``TestIdentity/pendingXCTest``, learnt from its first failure.
    private var pendingName: String?

    /// The recorder of the test asserting as ``TestIdentity/pendingXCTest`` (see
    /// ``TestIdentity/recorder``) once that test has failed (XCTest names the test that fails to
    /// its observers), or `nil`: so a reference it recorded can name it, and a mismatch of its
    /// can be told from one of another test's reference, after the failure that says so.
    var pendingTestRecorder: String? {
        lock.lock()
        defer { lock.unlock() }
        return pendingName.map(TestIdentity.xcTestRecorder)
    }

    /// The running XCTest test, or ``TestIdentity/pendingXCTest`` before the first start seen.
    var current: TestIdentity {
        lock.lock()
        defer { lock.unlock() }
        return running.map(TestIdentity.xcTest) ?? TestIdentity.pendingXCTest
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        lock.lock()
        running = testCase.name
        seenAnyStart = true
        lock.unlock()
        SnapshotRegistry.shared.forget(.xcTest(testCase.name))
    }

    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
                  atLine lineNumber: Int) {
        lock.lock()
        if !seenAnyStart { pendingName = testCase.name }
        lock.unlock()
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        lock.lock()
        let wasPending = !seenAnyStart
        running = nil
        seenAnyStart = true
        pendingName = nil
        lock.unlock()
        if wasPending { SnapshotRegistry.shared.name(.pendingXCTest, as: .xcTest(testCase.name)) }
    }
}
