import Foundation

/// Where one assertion's reference file lives, as swift-snapshot-testing users expect:
/// `__Snapshots__/<test file name>/<test name>.<n>.txt` beside the test file, `<n>` counting
/// the assertions of the test from 1 (or the `named:` argument in its place); and where the
/// actual text of a mismatch is written, outside the source tree.
struct SnapshotLocation: Hashable {
    /// The test file's absolute path (`#filePath`).
    let testFile: String
    /// The test's name without its parentheses: `testMosaic` for `testMosaic()`.
    let testName: String
    /// The counter or the given name.
    let name: String

    /// - Parameters:
    ///   - function: `#function` of the test (`testMosaic()`, or `mosaic()` in a Swift Testing
    ///     `@Test`); what comes from the first `(` on is dropped, and every character other than
    ///     a letter, a digit, `_` and `-` becomes `_`.
    init(testFile: String, function: String, name: String) {
        self.testFile = testFile
        testName = Self.sanitized(String(function.prefix { $0 != "(" }))
        self.name = Self.sanitized(name)
    }

    /// The test file's name without `.swift`.
    var testFileName: String {
        let base = (testFile as NSString).lastPathComponent
        return base.hasSuffix(".swift") ? String(base.dropLast(6)) : base
    }

    /// `<test name>.<n>.txt`.
    var fileName: String { "\(testName).\(name).txt" }

    /// `<folder of the test file>/__Snapshots__/<test file name>`.
    var directory: String {
        (testFile as NSString).deletingLastPathComponent + "/__Snapshots__/" + testFileName
    }

    /// The reference file.
    var path: String { directory + "/" + fileName }

    /// Where a mismatch's actual text goes: `$TRELLIS_SNAPSHOT_ARTIFACTS` (when set) or
    /// `<temporary directory>/trellis-snapshots`, then `<test file name>/<test name>.<n>.txt`.
    func artifactPath(environment: [String: String]) -> String {
        let root = environment["TRELLIS_SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (FileManager.default.temporaryDirectory.path as NSString).appendingPathComponent("trellis-snapshots")
        return root + "/" + testFileName + "/" + fileName
    }

    /// Letters, digits, `_`, `-` and `.` kept; anything else (spaces, slashes) as `_`.
    static func sanitized(_ text: String) -> String {
        let kept = text.map { character -> Character in
            character.isASCII && (character.isLetter || character.isNumber || "_-.".contains(character)) ? character : "_"
        }
        return kept.isEmpty ? "_" : String(kept)
    }
}

/// Counts the assertions of each running test, for the `<n>` of ``SnapshotLocation``.
///
/// An XCTest test starts from 1 when it starts (an observer resets the counts); a Swift
/// Testing test is counted under its own id, so parallel tests never share a count.
final class AssertionCounter: @unchecked Sendable {
    static let shared = AssertionCounter()
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    /// The next number for `key` (the test file, the test and the running test's id): 1, 2, …
    func next(for key: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let next = (counts[key] ?? 0) + 1
        counts[key] = next
        return next
    }

    /// Forgets every count (a new XCTest test begins).
    func reset() {
        lock.lock()
        counts = [:]
        lock.unlock()
    }
}
