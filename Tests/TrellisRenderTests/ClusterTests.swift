import TrellisRender
import TrellisTestSupport
import XCTest

/// A cell holds its symbol without heap allocation: one scalar inline, longer clusters interned.
final class ClusterTests: XCTestCase {
    /// 8 bytes a cell: a 4096x2048 grid is 64 MiB, not the 200 MB a `String` per cell cost.
    func testCellIsEightBytes() {
        XCTAssertEqual(MemoryLayout<Cell>.size, 8)
        XCTAssertEqual(MemoryLayout<Cell>.stride, 8)
        XCTAssertEqual(MemoryLayout<CellStyle>.size, 3)
    }

    func testOneScalarIsStoredInline() {
        for text in ["a", " ", "─", "中", "░", "\u{FFFD}"] {
            let cluster = Cluster(text)
            XCTAssertTrue(cluster.isSingleScalar, text)
            XCTAssertEqual(cluster.rawValue, text.unicodeScalars.first!.value, text)
            XCTAssertEqual(cluster.string, text)
        }
    }

    func testLongerClustersAreInternedOnce() {
        for text in ["👍🏽", "👩‍💻", "🇫🇷", "e\u{301}", "1️⃣", "\r\n"] {
            let cluster = Cluster(text)
            XCTAssertFalse(cluster.isSingleScalar, text)
            XCTAssertEqual(cluster, Cluster(Character(text)), text)
            XCTAssertEqual(cluster.string, text)
            XCTAssertEqual(cluster.scalarValues, text.unicodeScalars.map(\.value))
        }
        XCTAssertNotEqual(Cluster("👍🏽"), Cluster("👍🏾"))
    }

    /// Every scalar, of every UTF-8 length, is stored as itself.
    func testEveryScalarLengthDecodes() {
        var generator = SeededGenerator(seed: 3)
        let ranges: [ClosedRange<UInt32>] = [0x1...0x7F, 0x80...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFF, 0x10000...0x10FFFF]
        for range in ranges {
            for _ in 0..<2000 {
                let scalar = Unicode.Scalar(UInt32.random(in: range, using: &generator))!
                let cluster = Cluster(Character(scalar))
                XCTAssertEqual(cluster.rawValue, scalar.value, "U+\(String(scalar.value, radix: 16))")
                XCTAssertEqual(cluster, Cluster(scalar))
                XCTAssertEqual(cluster.string, String(Character(scalar)))
            }
        }
    }

    func testEmptyAndNul() {
        XCTAssertTrue(Cluster("").isEmpty)
        XCTAssertEqual(Cluster(""), .empty)
        XCTAssertFalse(Cluster("\u{0}").isEmpty, "NUL is not the empty continuation symbol")
        XCTAssertEqual(Cluster("\u{0}").string, "\u{0}")
    }

    /// The symbol set through `symbol` reads back the same, and equal symbols give equal cells.
    func testCellSymbolRoundTrips() {
        var cell = Cell(symbol: "a")
        cell.symbol.append("\u{301}")
        XCTAssertEqual(cell.symbol, "a\u{301}")
        XCTAssertEqual(cell, Cell(symbol: "a\u{301}"))
    }

    func testStyleBitsRoundTrip() {
        var style = CellStyle(foreground: .red, bold: true, dim: true)
        XCTAssertTrue(style.bold); XCTAssertFalse(style.reverse); XCTAssertTrue(style.dim)
        style.bold = false
        style.reverse = true
        XCTAssertEqual(style, CellStyle(foreground: .red, reverse: true, dim: true))
    }
}
