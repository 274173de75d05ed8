import Foundation
import XCTest

/// The README's quick start is exactly the two commands a newcomer runs.
final class QuickStartTests: XCTestCase {
    func testReadmeQuickStartIsMakeRunAndMakeTest() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("make run"))
        XCTAssertTrue(readme.contains("make test"))
    }
}
