import TrellisRender
import XCTest
@testable import TrellisTerminal

final class ColorPairsTests: XCTestCase {
    private struct Defined: Equatable {
        var pair: Int16, foreground: Int16, background: Int16
    }

    func testDefaultOnDefaultIsPairZero() {
        var pairs = ColorPairs(defaultColorsWork: true, capacity: 256)
        var defined: [Defined] = []
        let pair = pairs.pair(foreground: .default, background: .default) {
            defined.append(Defined(pair: $0, foreground: $1, background: $2)); return true
        }
        XCTAssertEqual(pair, 0)
        XCTAssertEqual(defined, [])
    }

    func testPairsAreAllocatedOnceInOrder() {
        var pairs = ColorPairs(defaultColorsWork: true, capacity: 256)
        var defined: [Defined] = []
        let define: (Int16, Int16, Int16) -> Bool = {
            defined.append(Defined(pair: $0, foreground: $1, background: $2)); return true
        }
        XCTAssertEqual(pairs.pair(foreground: .red, background: .default, define: define), 1)
        XCTAssertEqual(pairs.pair(foreground: .default, background: .blue, define: define), 2)
        XCTAssertEqual(pairs.pair(foreground: .red, background: .default, define: define), 1)
        XCTAssertEqual(defined, [Defined(pair: 1, foreground: 1, background: -1),
                                 Defined(pair: 2, foreground: -1, background: 4)])
    }

    func testWithoutDefaultColorsDefaultIsWhiteOnBlack() {
        var pairs = ColorPairs(defaultColorsWork: false, capacity: 64)
        var defined: [Defined] = []
        let define: (Int16, Int16, Int16) -> Bool = {
            defined.append(Defined(pair: $0, foreground: $1, background: $2)); return true
        }
        XCTAssertEqual(pairs.pair(foreground: .white, background: .black, define: define), 0)
        XCTAssertEqual(pairs.pair(foreground: .green, background: .default, define: define), 1)
        XCTAssertEqual(defined, [Defined(pair: 1, foreground: 2, background: 0)])
    }

    func testFullTableFallsBackToPairZero() {
        var pairs = ColorPairs(defaultColorsWork: true, capacity: 2)
        XCTAssertEqual(pairs.pair(foreground: .red, background: .default) { _, _, _ in true }, 1)
        XCTAssertEqual(pairs.pair(foreground: .blue, background: .default) { _, _, _ in true }, 0)
    }

    func testFailedDefinitionIsNotCached() {
        var pairs = ColorPairs(defaultColorsWork: true, capacity: 8)
        XCTAssertEqual(pairs.pair(foreground: .red, background: .default) { _, _, _ in false }, 0)
        XCTAssertEqual(pairs.pair(foreground: .red, background: .default) { _, _, _ in true }, 1)
    }
}
