import XCTest
#if canImport(Testing)
import Testing
#endif

/// How an assertion fails: through Swift Testing's `Issue.record` inside a `@Test` function,
/// through `XCTFail` in an XCTest test.
enum TestFailure {
    /// Fails the running test with `message`, pointing at the assertion.
    static func record(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)",
                                                        line: Int(line), column: Int(column)))
            return
        }
        #endif
        XCTFail(message, file: filePath, line: line)
    }

    /// A key that tells the running tests apart: the Swift Testing test's id, or empty under
    /// XCTest (whose counts are reset as each test starts, see ``CounterReset``).
    static var runningTestKey: String {
        #if canImport(Testing)
        if let test = Test.current { return "\(test.id)" }
        #endif
        return ""
    }
}

/// Resets ``AssertionCounter`` as each XCTest test starts, so each counts from 1.
final class CounterReset: NSObject, XCTestObservation {
    /// Registers the observer once, on the first assertion.
    static let registered: Bool = {
        XCTestObservationCenter.shared.addTestObserver(CounterReset())
        return true
    }()

    func testCaseWillStart(_ testCase: XCTestCase) {
        AssertionCounter.shared.reset()
    }
}
