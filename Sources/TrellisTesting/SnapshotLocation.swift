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

    /// Where a mismatch's actual text goes: `$TRELLIS_SNAPSHOT_ARTIFACTS` (when set), or by
    /// default `<temporary directory>/trellis-snapshots-<uid>/<package>/<test folder>`, a folder
    /// of the user's own (no other user's folder in the way) that keeps packages apart (the
    /// package's folder name, then the test file's folder inside it: `MosaicPreview/Tests/MosaicTests`);
    /// then `<test file name>/<test name>.<n>.txt`.
    func artifactPath(environment: [String: String]) -> String {
        let root = environment["TRELLIS_SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? Self.defaultArtifactRoot(testFile: testFile)
        return root + "/" + testFileName + "/" + fileName
    }

    /// `<temporary directory>/trellis-snapshots-<uid>/<package folder>/<test file's folder in it>`,
    /// the package being the nearest folder above the test file with a `Package.swift` (without
    /// one, the test file's two innermost folders).
    static func defaultArtifactRoot(testFile: String) -> String {
        var temporary = FileManager.default.temporaryDirectory.path
        while temporary.count > 1, temporary.hasSuffix("/") { temporary.removeLast() }
        let folders = (testFile as NSString).deletingLastPathComponent.split(separator: "/").map(String.init)
        var inside = Array(folders.suffix(2))
        for depth in stride(from: folders.count, through: 1, by: -1) {
            let package = "/" + folders.prefix(depth).joined(separator: "/")
            if FileManager.default.fileExists(atPath: package + "/Package.swift") {
                inside = Array(folders[(depth - 1)...])
                break
            }
        }
        return temporary + "/trellis-snapshots-\(getuid())/" + inside.map(sanitized).joined(separator: "/")
    }

    /// Letters, digits, `_`, `-` and `.` kept; anything else (spaces, slashes) as `_`.
    static func sanitized(_ text: String) -> String {
        let kept = text.map { character -> Character in
            character.isASCII && (character.isLetter || character.isNumber || "_-.".contains(character)) ? character : "_"
        }
        return kept.isEmpty ? "_" : String(kept)
    }
}
