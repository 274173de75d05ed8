import XCTest
@testable import TrellisSpec

/// File names that are not UTF-8: shown with `\x{XX}`, opened by their bytes.
final class FileNameBytesTests: XCTestCase {
    func testDisplayNames() {
        XCTAssertEqual(FileNameBytes.displayName(for: Array("café.json".utf8)), "café.json")
        XCTAssertEqual(FileNameBytes.displayName(for: [0x63, 0x61, 0x66, 0xE9, 0x2E, 0x6A]), #"caf\x{E9}.j"#)
        // A truncated sequence, then a valid one: only the bad bytes are escaped.
        XCTAssertEqual(FileNameBytes.displayName(for: [0xE4, 0xB8, 0x41] + Array("中".utf8)), #"\x{E4}\x{B8}A中"#)
        XCTAssertEqual(FileNameBytes.displayName(for: [0x0F, 0xFF]), "\u{0F}" + #"\x{FF}"#)
    }

    func testARegisteredNameOpensByItsBytes() {
        let bytes: [UInt8] = [0x2F, 0x74, 0x6D, 0x70, 0x2F, 0xFE]   // "/tmp/" + 0xFE
        let name = FileNameBytes.displayName(for: bytes)
        XCTAssertEqual(name, #"/tmp/\x{FE}"#)
        let seen = FileNameBytes.withPath(name) { path in
            Array(UnsafeBufferPointer(start: path, count: strlen(path))).map { UInt8(bitPattern: $0) }
        }
        XCTAssertEqual(seen, bytes)
        let plain = FileNameBytes.withPath("a.json") { String(cString: $0) }
        XCTAssertEqual(plain, "a.json")
    }
}
