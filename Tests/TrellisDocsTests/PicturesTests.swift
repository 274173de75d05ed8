import Foundation
import XCTest

/// The pictures in docs/images are what `make pictures` draws with the current code: the test
/// runs the same script into a temporary directory and compares file by file (issue 15 §4).
final class PicturesTests: XCTestCase {
    func testThePicturesAreCurrent() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-pictures-\(UUID().uuidString.prefix(8))").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try Shell.run("/bin/sh", [Shell.packageRoot + "/scripts/pictures.sh", Shell.trellis, directory],
                                   directory: Shell.packageRoot, timeout: 120)
        XCTAssertEqual(result.status, 0, result.stderr)
        let drawn = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        let committed = try FileManager.default.contentsOfDirectory(atPath: Shell.packageRoot + "/docs/images").sorted()
        XCTAssertEqual(drawn, committed, "docs/images holds exactly what scripts/pictures.sh draws")
        XCTAssertTrue(drawn.contains("pinterest.svg"))
        for name in drawn {
            let new = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))
            let old = try Data(contentsOf: URL(fileURLWithPath: Shell.packageRoot + "/docs/images/" + name))
            XCTAssertTrue(new == old, "docs/images/\(name) is out of date: run `make pictures`")
        }
    }

    func testTheReadmeShowsThePhotoWall() throws {
        let readme = try String(contentsOfFile: Shell.packageRoot + "/README.md", encoding: .utf8)
        XCTAssertTrue(readme.contains("](docs/images/pinterest.svg)"), "the README shows docs/images/pinterest.svg as a picture")
        let makefile = try String(contentsOfFile: Shell.packageRoot + "/Makefile", encoding: .utf8)
        XCTAssertTrue(makefile.contains("pictures:") && makefile.contains("scripts/pictures.sh"), "make pictures runs the script")
    }
}
