#if canImport(Glibc)
import Glibc
#endif
import XCTest
@testable import TrellisPreview

/// ``LiveReload``: the watcher and the debounce together, with a test's clock: how long the loop
/// may sleep, and when a save becomes a reload.
final class LiveReloadTests: XCTestCase {
    private var now = ContinuousClock.now
    private lazy var t0 = now

    func testNoFilesOrNoWatchMeansNothingToWaitFor() {
        for live in [LiveReload(paths: []), LiveReload(paths: ["assets/tags.json"], enabled: false)] {
            XCTAssertNil(live.watcher)
            XCTAssertNil(live.fileDescriptor)
            XCTAssertNil(live.timeout(), "the loop waits for keys alone")
            XCTAssertEqual(live.due(), [])
        }
    }

    /// A save through inotify (write a temporary file, rename it over the spec, write again) is
    /// one reload, 100 ms after the last write; until then the loop sleeps no longer than that.
    func testAnEditorsSaveIsOneReloadAfterTheDebounce() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-live-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let spec = directory + "/a.json"
        try "{}".write(toFile: spec, atomically: false, encoding: .utf8)
        let live = LiveReload(paths: [spec], useInotify: true, now: { [unowned self] in now })
        XCTAssertNotNil(live.fileDescriptor)
        XCTAssertNil(live.timeout())

        try "{ }".write(toFile: spec + ".tmp", atomically: false, encoding: .utf8)
        XCTAssertEqual(rename(spec + ".tmp", spec), 0)
        XCTAssertEqual(live.due(), [], "not yet: the editor may not be done")
        XCTAssertEqual(live.timeout(), .milliseconds(100))
        now = t0 + .milliseconds(40)
        try "{  }".write(toFile: spec, atomically: false, encoding: .utf8)
        XCTAssertEqual(live.due(), [])
        XCTAssertEqual(live.timeout(), .milliseconds(100))
        now = t0 + .milliseconds(139)
        XCTAssertEqual(live.due(), [])
        XCTAssertEqual(live.timeout(), .milliseconds(1))
        now = t0 + .milliseconds(140)
        XCTAssertEqual(live.due(), [0], "one reload")
        XCTAssertNil(live.timeout())
        now = t0 + .milliseconds(1000)
        XCTAssertEqual(live.due(), [])
    }

    /// Polling: the loop wakes at each poll; a change seen there is let through 100 ms later.
    func testAPolledChangeIsReloadedAfterTheDebounce() {
        var state = FileWatcher.FileState(device: 1, inode: 1, size: 1, modified: FileWatcher.FileTime(), changed: FileWatcher.FileTime())
        let live = LiveReload(paths: ["a"], useInotify: false, readState: { _ in state }, now: { [unowned self] in now })
        XCTAssertNil(live.fileDescriptor)
        XCTAssertEqual(live.timeout(), .milliseconds(500), "sleep until the next poll")
        state.size = 2
        now = t0 + .milliseconds(500)
        XCTAssertEqual(live.due(), [])
        XCTAssertEqual(live.timeout(), .milliseconds(100), "the debounce deadline comes before the next poll")
        now = t0 + .milliseconds(600)
        XCTAssertEqual(live.due(), [0])
        XCTAssertEqual(live.timeout(), .milliseconds(400))
    }

    /// Watching may begin after the first frame: a file saved between the state read at init
    /// (before loading) and ``LiveReload/start()`` is still reloaded, after the debounce; an
    /// unchanged one is not.
    func testASaveBeforeWatchingBeginsIsStillReloaded() {
        var states = [FileWatcher.FileState(device: 1, inode: 1, size: 1, modified: FileWatcher.FileTime(), changed: FileWatcher.FileTime()),
                      FileWatcher.FileState(device: 1, inode: 2, size: 1, modified: FileWatcher.FileTime(), changed: FileWatcher.FileTime())]
        let live = LiveReload(paths: ["a", "b"], useInotify: false, readState: { states[$0 == "a" ? 0 : 1] },
                              now: { [unowned self] in now }, watchingNow: false)
        XCTAssertNil(live.watcher, "nothing watched before start()")
        XCTAssertNil(live.timeout())
        states[1].size = 2   // b saved while it was loaded
        live.start()
        XCTAssertNotNil(live.watcher)
        XCTAssertEqual(live.due(), [], "the debounce first")
        now = t0 + .milliseconds(100)
        XCTAssertEqual(live.due(), [1], "b, not a")
        live.start()
        XCTAssertEqual(live.due(), [], "a second start() changes nothing")
    }
}
