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
}
