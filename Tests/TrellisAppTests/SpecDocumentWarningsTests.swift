import Foundation
import TrellisSpec
import XCTest
@testable import trellis
@testable import TrellisPreview

/// A loaded spec keeps its warnings, for the previewer to show (issue 11 §6).
final class SpecDocumentWarningsTests: XCTestCase {
    func testWarningsFollowTheLastGoodLoad() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("warn-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try #"{"colums": 2, "hieght": 1, "sections": []}"#.write(toFile: path, atomically: true, encoding: .utf8)
        var printed: [SpecDiagnostic] = []
        let document = try SpecDocument(.file(path)) { printed.append($0) }
        XCTAssertEqual(document.warnings.map(\.path), ["colums", "hieght"])
        XCTAssertEqual(printed, document.warnings)

        try #"{"layout": 1, "sections": []}"#.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try document.reload())
        XCTAssertEqual(document.warnings.count, 2, "a failed reload keeps the last good spec's warnings")

        try #"{"sections": []}"#.write(toFile: path, atomically: true, encoding: .utf8)
        try document.reload()
        XCTAssertEqual(document.warnings, [])
    }
}
