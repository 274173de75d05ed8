import XCTest
import Foundation
@testable import trellis

/// The app reads the environment for the previewer (the library never does): `TRELLIS_WATCH=poll`
/// turns inotify off.
final class WatchEnvironmentTests: XCTestCase {
    func testTRELLIS_WATCHpollTurnsInotifyOff() {
        defer { unsetenv("TRELLIS_WATCH") }
        XCTAssertTrue(PreviewCommand.inotifyWanted())
        setenv("TRELLIS_WATCH", "poll", 1)
        XCTAssertFalse(PreviewCommand.inotifyWanted())
        setenv("TRELLIS_WATCH", "inotify", 1)
        XCTAssertTrue(PreviewCommand.inotifyWanted())
    }

    func testTheTestHooksComeFromTheEnvironment() {
        defer { unsetenv("TRELLIS_TEST_THROW_ON_KEY"); unsetenv("TRELLIS_TEST_HANG_ON_KEY") }
        XCTAssertNil(PreviewCommand.testHooks().throwOnKey)
        XCTAssertNil(PreviewCommand.testHooks().hangOnKey)
        setenv("TRELLIS_TEST_THROW_ON_KEY", "!", 1)
        setenv("TRELLIS_TEST_HANG_ON_KEY", "?", 1)
        XCTAssertEqual(PreviewCommand.testHooks().throwOnKey, "!")
        XCTAssertEqual(PreviewCommand.testHooks().hangOnKey, "?")
    }
}
