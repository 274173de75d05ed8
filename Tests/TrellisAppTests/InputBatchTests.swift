import TrellisRender
import TrellisTerminal
import TrellisTestSupport
import XCTest
@testable import trellis
@testable import TrellisPreview

/// Coalesced input: the events that arrived since the last frame, applied together before one
/// frame, leave the same screen as the same events applied one at a time with a frame after each.
final class InputBatchTests: XCTestCase {
    private static let events: [InputEvent] = {
        let characters: [Character] = ["j", "k", "j", "j", " ", "b", "\u{04}", "\u{15}", "g", "G", "\t", "2", "5",
                                       "+", "-", "]", "[", "p", "d", "a", "o", "=", "?", "w", "h", "l", "\u{0C}", "q", "x"]
        return characters.map { .character($0) }
            + [.key(.down), .key(.up), .key(.pageDown), .key(.escape), .key(.backTab), .key(.end), .key(.home),
               .mouseWheel(up: true), .mouseWheel(up: false)]
    }()

    private func randomEvent(_ generator: inout SeededGenerator) -> InputEvent {
        if Int.random(in: 0..<25, using: &generator) == 0 {
            return .resize(width: Int.random(in: 5...120, using: &generator), height: Int.random(in: 2...40, using: &generator))
        }
        return Self.events.randomElement(using: &generator)!
    }

    func testBatchLeavesTheScreenOfOneByOne() throws {
        for seed in UInt64(1)...12 {
            var generator = SeededGenerator(seed: seed)
            let one = PreviewSession(documents: try Gallery.documents(), width: 80, height: 24)
            let batched = PreviewSession(documents: try Gallery.documents(), width: 80, height: 24)
            _ = one.compose().grid
            _ = batched.compose().grid
            for round in 0..<8 {
                let events = (0..<Int.random(in: 1...40, using: &generator)).map { _ in randomEvent(&generator) }
                var quitOne = false
                for event in events {
                    if InputBatch.apply([event], to: one).contains(.quit) { quitOne = true; break }
                    _ = one.compose().grid
                }
                let outcome = InputBatch.apply(events, to: batched)
                XCTAssertEqual(outcome.contains(.quit), quitOne, "seed \(seed), round \(round)")
                if quitOne { break }
                XCTAssertEqual(batched.compose(showingFrameTime: false).grid.lines(), one.compose(showingFrameTime: false).grid.lines(),
                               "seed \(seed), round \(round): \(events)")
            }
        }
    }

    /// Keys after a resize in the same batch act on the layout at the new size, as they would
    /// after the resize's own frame.
    func testKeysAfterAResizeActOnTheNewSize() throws {
        for columns in stride(from: 30, through: 120, by: 7) {
            let one = PreviewSession(documents: try Gallery.documents(), width: 80, height: 24)
            let batched = PreviewSession(documents: try Gallery.documents(), width: 80, height: 24)
            let setup: [InputEvent] = [.character("4")] + Array(repeating: .character("j"), count: 37)
            for session in [one, batched] {
                _ = InputBatch.apply(setup, to: session)
                _ = session.compose().grid
            }
            let events: [InputEvent] = [.resize(width: columns, height: 30), .character("\u{04}"), .character("j")]
            for event in events {
                _ = InputBatch.apply([event], to: one)
                _ = one.compose().grid
            }
            _ = InputBatch.apply(events, to: batched)
            XCTAssertEqual(batched.compose(showingFrameTime: false).grid.lines(), one.compose(showingFrameTime: false).grid.lines(),
                           "resized to \(columns) columns")
        }
    }

    func testQuitEndsTheBatchAndRedrawIsReported() throws {
        let session = PreviewSession(documents: try Gallery.documents(), width: 80, height: 24)
        XCTAssertEqual(InputBatch.apply([.character("j"), .character("\u{0C}")], to: session), [.redraw])
        XCTAssertEqual(InputBatch.apply([.character("j"), .character("q"), .character("j")], to: session), [.quit])
    }

    /// The scroll hint for the terminal: k rows when only the offset moved by k.
    func testScrolledRowsIsTheRowsMoved() throws {
        let session = PreviewSession(documents: try Gallery.documents(), width: 80, height: 24)
        _ = session.compose().grid
        _ = InputBatch.apply([.character("j"), .character("j"), .character("j")], to: session)
        XCTAssertEqual(session.compose().scrolledRows, 3)
        _ = InputBatch.apply([.character("k")], to: session)
        XCTAssertEqual(session.compose().scrolledRows, -1)
        _ = InputBatch.apply([.resize(width: 90, height: 24)], to: session)
        XCTAssertEqual(session.compose().scrolledRows, 0, "a new size is no scroll")
        _ = InputBatch.apply([.character("\t")], to: session)
        XCTAssertEqual(session.compose().scrolledRows, 0, "another spec is no scroll")
    }
}
