import Foundation
import XCTest

/// Issue 23, item 8: a build prints no `prohibited flag(s): -D_DEFAULT_SOURCE,
/// -D_XOPEN_SOURCE=600`, the warning SwiftPM gave for the defines of Debian's ncursesw.pc when
/// `CNcursesw` was read through pkg-config. A newcomer read it as something broken, twice in
/// `make run` and in every package that depends on Trellis.
final class BuildWarningTests: XCTestCase {
    /// Trellis's own manifest, building the C target over `CNcursesw` in a scratch path of its
    /// own (so SwiftPM plans the build afresh and prints what planning it warns about).
    func testTrellisOwnBuildPrintsNoProhibitedFlagsWarning() throws {
        let scratch = try Shell.makeTemporaryDirectory() + "/scratch"
        let result = try ExamplePackage.run(["build", "--target", "CTrellisTerminal"],
                                            package: Shell.packageRoot, scratchPath: scratch, timeout: 300)
        let output = result.stdout + result.stderr
        XCTAssertEqual(result.status, 0, output)
        XCTAssertTrue(output.contains("CTrellisTerminal"), "the build compiled the target: \(output)")
        XCTAssertFalse(output.contains("prohibited flag"), output)
        XCTAssertFalse(output.contains("warning:"), "a build of the curses layer warns about nothing: \(output)")
    }

    /// The example package, which depends on this checkout as a user's package would.
    func testTheExamplePackageBuildPrintsNoProhibitedFlagsWarning() throws {
        let result = try ExamplePackage.mosaicPreview.sourceBuildOutput()
        let output = result.stdout + result.stderr
        XCTAssertTrue(output.contains("Build complete"), output)
        XCTAssertFalse(output.contains("prohibited flag"), output)
    }
}
