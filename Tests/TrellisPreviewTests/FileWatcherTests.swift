#if canImport(Glibc)
import Glibc
#endif
import XCTest
import TrellisTestSupport
@testable import TrellisPreview

/// ``FileWatcher``: inotify on each file's directory sees every way an editor saves (in place,
/// a temporary file renamed over it, delete and write again) and a file that comes back, and
/// nothing else in the directory; the fallback compares each file's state twice a second.
final class FileWatcherTests: XCTestCase {
    private var directory = ""
    private let t0 = ContinuousClock.now

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-watch-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func path(_ name: String) -> String { directory + "/" + name }

    /// Writes `text` into the file at `path` in place (same inode): open, truncate, write.
    private func writeInPlace(_ text: String, to path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        let bytes = Array(text.utf8)
        XCTAssertEqual(write(descriptor, bytes, bytes.count), bytes.count)
        close(descriptor)
    }

    /// Writes `text` to a temporary file beside `path` and renames it over `path`.
    private func writeAndRename(_ text: String, to path: String) {
        writeInPlace(text, to: path + ".tmp~")
        XCTAssertEqual(rename(path + ".tmp~", path), 0)
    }

    private func watcher(_ names: [String]) -> FileWatcher {
        for name in names where !FileManager.default.fileExists(atPath: path(name)) { writeInPlace("{}", to: path(name)) }
        return FileWatcher(paths: names.map(path), useInotify: true, now: t0)
    }

    func testEveryFileIsWatchedByInotifyOnItsDirectory() {
        let watcher = watcher(["a.json", "b.json"])
        XCTAssertEqual(watcher.modes, [.inotify, .inotify])
        XCTAssertNotNil(watcher.fileDescriptor)
        XCTAssertNil(watcher.nextPollTime, "nothing to poll")
        XCTAssertEqual(watcher.changes(at: t0), [])
    }

    func testARewriteInPlaceIsAChange() {
        let watcher = watcher(["a.json"])
        writeInPlace(#"{"title": "x"}"#, to: path("a.json"))
        XCTAssertEqual(watcher.changes(at: t0), [0])
        XCTAssertEqual(watcher.changes(at: t0), [], "each change is reported once")
    }

    func testATemporaryFileRenamedOverTheSpecIsAChangeAndTheNextSaveToo() {
        let watcher = watcher(["a.json"])
        writeAndRename("{}", to: path("a.json"))
        XCTAssertEqual(watcher.changes(at: t0), [0])
        writeAndRename(#"{"title": "again"}"#, to: path("a.json"))
        XCTAssertEqual(watcher.changes(at: t0), [0], "the new inode is still watched: the directory is")
        writeInPlace("{}", to: path("a.json"))
        XCTAssertEqual(watcher.changes(at: t0), [0])
    }

    func testADeletedFileAndOneThatComesBackAreChanges() {
        let watcher = watcher(["a.json"])
        XCTAssertEqual(unlink(path("a.json")), 0)
        XCTAssertEqual(watcher.changes(at: t0), [0], "gone: its reload says so")
        XCTAssertEqual(watcher.changes(at: t0), [])
        writeInPlace("{}", to: path("a.json"))
        XCTAssertEqual(watcher.changes(at: t0), [0], "back again")
    }

    func testOtherFilesInTheDirectoryAreNotChanges() {
        let watcher = watcher(["a.json"])
        writeInPlace("swap", to: path(".a.json.swp"))
        writeInPlace("probe", to: path("4913"))
        XCTAssertEqual(unlink(path("4913")), 0)
        writeAndRename("{}", to: path("a.json.orig"))
        XCTAssertEqual(watcher.changes(at: t0), [])
    }

    func testOnlyTheFileThatChangedIsReported() {
        let watcher = watcher(["a.json", "b.json", "c.json"])
        writeAndRename("{}", to: path("b.json"))
        XCTAssertEqual(watcher.changes(at: t0), [1])
    }

    func testTheSameFileTwiceIsBothIndexes() {
        writeInPlace("{}", to: path("a.json"))
        let watcher = FileWatcher(paths: [path("a.json"), directory + "/./a.json"], useInotify: true, now: t0)
        writeInPlace("{}", to: path("a.json"))
        XCTAssertEqual(watcher.changes(at: t0), [0, 1])
    }

    func testALinkIsWatchedWhereItPoints() throws {
        let elsewhere = directory + "/elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        writeInPlace("{}", to: elsewhere + "/real.json")
        XCTAssertEqual(symlink(elsewhere + "/real.json", path("link.json")), 0)
        let watcher = FileWatcher(paths: [path("link.json")], useInotify: true, now: t0)
        writeAndRename("{}", to: elsewhere + "/real.json")
        XCTAssertEqual(watcher.changes(at: t0), [0])
    }

    /// When the directory itself goes, inotify can watch nothing more: the file is polled.
    func testAFileWhoseDirectoryGoesIsPolledFromThen() throws {
        let sub = directory + "/sub"
        try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: true)
        writeInPlace("{}", to: sub + "/a.json")
        let watcher = FileWatcher(paths: [sub + "/a.json"], useInotify: true, now: t0)
        try FileManager.default.removeItem(atPath: sub)
        XCTAssertEqual(watcher.changes(at: t0), [0])
        XCTAssertEqual(watcher.modes, [.polling])
        try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: true)
        writeInPlace("{}", to: sub + "/a.json")
        XCTAssertEqual(watcher.changes(at: t0 + .milliseconds(499)), [])
        XCTAssertEqual(watcher.changes(at: t0 + .milliseconds(500)), [0], "back, seen by the next poll")
    }

    /// inotify cannot watch a directory that is not there: that file alone is polled, the others
    /// stay on inotify.
    func testAFileInotifyCannotWatchIsPolled() throws {
        writeInPlace("{}", to: path("a.json"))
        let missing = directory + "/later/b.json"
        let watcher = FileWatcher(paths: [path("a.json"), missing], useInotify: true, now: t0)
        XCTAssertEqual(watcher.modes, [.inotify, .polling])
        XCTAssertNotNil(watcher.fileDescriptor)
        XCTAssertEqual(watcher.nextPollTime, t0 + .milliseconds(500))
        try FileManager.default.createDirectory(atPath: directory + "/later", withIntermediateDirectories: true)
        writeInPlace("{}", to: missing)
        writeInPlace("{}", to: path("a.json"))
        XCTAssertEqual(watcher.changes(at: t0 + .milliseconds(100)), [0], "inotify at once; the poll not yet")
        XCTAssertEqual(watcher.changes(at: t0 + .milliseconds(500)), [1])
    }

    func testSplitNamesTheDirectoryToWatch() {
        XCTAssertTrue(FileWatcher.split("a/b.json") == ("a", "b.json"))
        XCTAssertTrue(FileWatcher.split("b.json") == (".", "b.json"))
        XCTAssertTrue(FileWatcher.split("/b.json") == ("/", "b.json"))
        XCTAssertTrue(FileWatcher.split("/x/y/b c.json") == ("/x/y", "b c.json"))
    }

    // MARK: - Polling

    /// The fallback with a test's file states and clock: a file is checked every 500 ms, and any
    /// difference in its state (a new inode, size or time, gone, back) is a change.
    func testPollingComparesTheStateTwiceASecond() {
        var states: [String: FileWatcher.FileState] = ["a": Self.state(inode: 1), "b": Self.state(inode: 2)]
        let watcher = FileWatcher(paths: ["a", "b"], useInotify: false, readState: { states[$0] }, now: t0)
        XCTAssertEqual(watcher.modes, [.polling, .polling])
        XCTAssertNil(watcher.fileDescriptor)
        XCTAssertEqual(watcher.nextPollTime, t0 + .milliseconds(500))

        states["a"] = Self.state(inode: 1, size: 10)
        XCTAssertEqual(watcher.changes(at: t0 + .milliseconds(499)), [], "not checked before the interval")
        XCTAssertEqual(watcher.changes(at: t0 + .milliseconds(500)), [0])
        XCTAssertEqual(watcher.nextPollTime, t0 + .milliseconds(1000))
        XCTAssertEqual(watcher.changes(at: t0 + .milliseconds(1000)), [], "unchanged: nothing")

        states["b"] = Self.state(inode: 3)  // renamed over
        states["a"] = Self.state(inode: 1, size: 10, modified: 7)  // rewritten, same size
        XCTAssertEqual(watcher.changes(at: t0 + .milliseconds(1500)), [0, 1])
        states["a"] = nil
        XCTAssertEqual(watcher.changes(at: t0 + .milliseconds(2000)), [0], "gone")
        XCTAssertEqual(watcher.changes(at: t0 + .milliseconds(2500)), [])
        states["a"] = Self.state(inode: 4)
        XCTAssertEqual(watcher.changes(at: t0 + .milliseconds(3000)), [0], "back")
    }

    /// The real fallback (`stat(2)`) on real files: a temporary file renamed over one is seen.
    func testPollingSeesARenameOnDisk() {
        writeInPlace("{}", to: path("a.json"))
        let watcher = FileWatcher(paths: [path("a.json")], useInotify: false, now: t0)
        writeAndRename(#"{"title": "x"}"#, to: path("a.json"))
        XCTAssertEqual(watcher.changes(at: t0 + .milliseconds(500)), [0])
    }

    private static func state(inode: UInt64, size: Int64 = 2, modified: Int = 1) -> FileWatcher.FileState {
        FileWatcher.FileState(device: 1, inode: inode, size: size, modified: FileWatcher.FileTime(seconds: modified),
                              changed: FileWatcher.FileTime(seconds: 1))
    }

    // MARK: - Property

    /// Random saves of random files in one directory, among unrelated files written beside them:
    /// after each step the watcher reports exactly the specs that step touched.
    func testRandomSavesAreReportedExactly() {
        for seed in UInt64(1)...25 {
            var random = SeededGenerator(seed: seed)
            let names = (0..<Int.random(in: 1...4, using: &random)).map { "spec\($0).json" }
            let watcher = watcher(names)
            var exists = Array(repeating: true, count: names.count)
            for step in 0..<20 {
                var touched: Set<Int> = []
                for _ in 0..<Int.random(in: 0...3, using: &random) {
                    let index = Int.random(in: 0..<names.count, using: &random)
                    let file = path(names[index])
                    switch Int.random(in: 0..<5, using: &random) {
                    case 0: writeInPlace("{\"step\": \(step)}", to: file); exists[index] = true; touched.insert(index)
                    case 1: writeAndRename("{}", to: file); exists[index] = true; touched.insert(index)
                    case 2 where exists[index]: unlink(file); exists[index] = false; touched.insert(index)
                    case 3: writeInPlace("other", to: file + ".bak")
                    default: writeInPlace("unrelated", to: path("notes-\(index).txt"))
                    }
                }
                XCTAssertEqual(watcher.changes(at: t0), touched, "seed \(seed), step \(step)")
            }
            for name in names { unlink(path(name)) }
        }
    }
}
