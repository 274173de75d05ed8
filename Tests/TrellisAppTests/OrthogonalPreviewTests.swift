import Foundation
import XCTest
import TrellisLayout
import TrellisRender
import TrellisTestSupport
@testable import TrellisPreview
import TrellisPreviewTestSupport
@testable import trellis

/// `h`/`l` in a compositional spec scroll the topmost carousel on screen, and the status line
/// names it and its place (PreviewSession+Sideways.swift).
final class OrthogonalPreviewTests: XCTestCase {
    private static let appStore = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("assets/app-store.json").path

    private func session(width columns: Int = 80, height rows: Int = 24) throws -> PreviewSession {
        PreviewSession(documents: [try SpecDocument(.file(Self.appStore))], width: columns, height: rows)
    }


    func testLScrollsTheOrthogonalSectionOneCardAndTheStatusSaysWhere() throws {
        let session = try session()
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true).last!.contains("Featured 1/5 h/l"), session.screenLines(trimmingTrailingSpaces: true).last!)
        XCTAssertNotEqual(session.perform(.scrollHorizontally(1)), .quit)
        let screen = session.screenLines(trimmingTrailingSpaces: true)
        XCTAssertTrue(screen[2].hasPrefix(" ┌Game of the Day─"), screen[2])
        XCTAssertTrue(screen[2].hasSuffix("┐ ┌Meet th"), "the card after it peeks in: \(screen[2])")
        XCTAssertTrue(screen.last!.contains("Featured 2/5 h/l"), screen.last!)
        XCTAssertEqual(session.viewport.contentOffset.y, 0, "the view itself stays")
        XCTAssertTrue(screen[14].contains("1 Notes"), "the sections below do not move")
        XCTAssertNotEqual(session.perform(.scrollHorizontally(-1)), .quit)
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true)[2].hasPrefix(" ┌App of the Day─"))
    }

    func testTheEndShowsTheLastCardAndStaysThere() throws {
        let session = try session()
        for _ in 0..<10 { XCTAssertNotEqual(session.perform(.scrollHorizontally(1)), .quit) }
        let screen = session.screenLines(trimmingTrailingSpaces: true)
        XCTAssertTrue(screen[2].contains("┌Collection─"), screen[2])
        XCTAssertEqual(screen.last, " Featured: last card", "the keys past the end say so")
        XCTAssertNotEqual(session.perform(.redraw), .quit)
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true).last!.contains("Featured 5/5 h/l"), session.screenLines(trimmingTrailingSpaces: true).last!)
    }

    /// Issue 23: at `Featured 5/5`, `l` changed nothing and said nothing. Each key that cannot
    /// move the carousel any further its way says so, `h` at the first card too; right to left,
    /// where the keys move the way they point, `h` goes on through the cards and says the last.
    func testAtAnOrthogonalSectionsEndsTheKeysSaySo() throws {
        for rightToLeft in [false, true] {
            let session = try session()
            if rightToLeft { XCTAssertNotEqual(session.perform(.toggleDirection), .quit) }
            let onward = rightToLeft ? -1 : 1, context = "right to left: \(rightToLeft)"
            let first = session.screenLines(trimmingTrailingSpaces: true)
            XCTAssertNotEqual(session.perform(.scrollHorizontally(-onward)), .quit)
            XCTAssertEqual(session.message, "Featured: first card", context)
            XCTAssertEqual(session.screenLines(trimmingTrailingSpaces: true).dropLast(), first.dropLast(), "nothing moved, \(context)")
            for card in 2...5 {
                XCTAssertNotEqual(session.perform(.scrollHorizontally(onward)), .quit)
                XCTAssertNil(session.message, "card \(card), \(context)")
                XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true).last!.contains("Featured \(card)/5 h/l"), "\(session.screenLines(trimmingTrailingSpaces: true).last!), \(context)")
            }
            let last = session.screenLines(trimmingTrailingSpaces: true)
            XCTAssertNotEqual(session.perform(.scrollHorizontally(onward)), .quit)
            XCTAssertEqual(session.message, "Featured: last card", context)
            XCTAssertEqual(session.screenLines(trimmingTrailingSpaces: true).last, " Featured: last card", context)
            XCTAssertEqual(session.screenLines(trimmingTrailingSpaces: true).dropLast(), last.dropLast(), "nothing moved, \(context)")
            XCTAssertNotEqual(session.perform(.scrollHorizontally(-onward)), .quit)
            XCTAssertNil(session.message, context)
            XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true).last!.contains("Featured 4/5 h/l"), "\(session.screenLines(trimmingTrailingSpaces: true).last!), \(context)")
        }
    }

    func testWithNoOrthogonalSectionOnScreenTheKeysDoNothingAndTheStatusSaysNothing() throws {
        let session = try session()
        XCTAssertNotEqual(session.perform(.scrollLines(20)), .quit)
        let before = session.screenLines(trimmingTrailingSpaces: true)
        XCTAssertFalse(before.last!.contains("h/l"), before.last!)
        XCTAssertNotEqual(session.perform(.scrollHorizontally(1)), .quit)
        XCTAssertEqual(session.screenLines(trimmingTrailingSpaces: true).dropLast(), before.dropLast(), "nothing moved")
        XCTAssertEqual(session.screenLines(trimmingTrailingSpaces: true).last, " nothing to scroll sideways: no carousel on screen is wider than the view", "the message line says why (OrthogonalFeedbackTests)")
    }

    func testAResizeKeepsTheOrthogonalSectionsPlace() throws {
        let session = try session()
        XCTAssertNotEqual(session.perform(.scrollHorizontally(2)), .quit)
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true)[2].contains("┌Meet the Maker─"))
        for (columns, rows) in [(100, 24), (61, 30), (80, 24)] {
            session.resize(width: columns, height: rows)
            let screen = session.screenLines(trimmingTrailingSpaces: true)
            XCTAssertTrue(screen[2].hasPrefix(" ┌Meet the Maker─"), "at \(columns)x\(rows): \(screen[2])")
            XCTAssertTrue(screen.last!.contains("Featured 3/5 h/l"), screen.last!)
        }
    }

    func testANewLayoutOfTheSameSpecKeepsTheOrthogonalSectionsPlace() throws {
        let session = try session()
        XCTAssertNotEqual(session.perform(.scrollHorizontally(2)), .quit)
        XCTAssertNotEqual(session.perform(.toggleSectionHeadersPinToVisibleBounds), .quit)   // a new layout, pinned headers
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true)[2].hasPrefix(" ┌Meet the Maker─"), session.screenLines(trimmingTrailingSpaces: true)[2])
        XCTAssertNotEqual(session.perform(.toggleDirection), .quit)       // and mirrored
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true).last!.contains("Featured 3/5 h/l"), session.screenLines(trimmingTrailingSpaces: true).last!)
    }

    func testTheSelectionOutlineFollowsTheOrthogonalSection() throws {
        let session = try session(width: 120, height: 40)
        XCTAssertNotEqual(session.perform(.scrollHorizontally(1)), .quit)
        XCTAssertNotEqual(session.perform(.toggleInspect), .quit)
        XCTAssertEqual(session.selection?.indexPath, LayoutIndexPath(item: 1, section: 0), "the first card in sight")
        let screen = session.screenLines(trimmingTrailingSpaces: true)
        XCTAssertTrue(screen[2].hasPrefix(" ╔Game of the Day═"), "outlined where it is shown: \(screen[2])")
    }

    func testGoingToACardScrollsItsOrthogonalSectionToIt() throws {
        let session = try session()
        session.reveal(LayoutIndexPath(item: 4, section: 0))   // `:0.4`
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true).contains { $0.contains("┌Collection─") }, session.screenLines(trimmingTrailingSpaces: true).joined(separator: "\n"))
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true).last!.contains("Featured 5/5 h/l"), session.screenLines(trimmingTrailingSpaces: true).last!)
        session.reveal(LayoutIndexPath(item: 0, section: 0))
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true).contains { $0.hasPrefix(" ┌App of the Day─") }, session.screenLines(trimmingTrailingSpaces: true).joined(separator: "\n"))
    }

    func testMovingTheSelectionAlongTheOrthogonalSectionScrollsIt() throws {
        let session = try session()
        XCTAssertNotEqual(session.perform(.toggleInspect), .quit)
        XCTAssertEqual(session.selection?.indexPath, LayoutIndexPath(item: 0, section: 0))
        XCTAssertNotEqual(session.perform(.moveSelection(.right)), .quit)
        XCTAssertEqual(session.selection?.indexPath, LayoutIndexPath(item: 1, section: 0))
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true)[2].contains("╗"), "the next card wholly on screen: \(session.screenLines(trimmingTrailingSpaces: true)[2])")
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true)[3].contains("Tiny Harbor: build a fishing town"), session.screenLines(trimmingTrailingSpaces: true)[3])
    }

    /// `l l`: the third card (0.2) shown at the left, `Featured 3/5`.
    private func scrolledToTheThirdCard() throws -> PreviewSession {
        let session = try session()
        XCTAssertNotEqual(session.perform(.scrollHorizontally(1)), .quit)
        XCTAssertNotEqual(session.perform(.scrollHorizontally(1)), .quit)
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true).last!.contains("Featured 3/5 h/l"), session.screenLines(trimmingTrailingSpaces: true).last!)
        return session
    }

    func testAClickInAScrolledOrthogonalSectionSelectsTheCardUnderItAndScrollsNothing() throws {
        let session = try scrolledToTheThirdCard()
        XCTAssertNotEqual(session.perform(.click(x: 10, y: 5)), .quit)
        XCTAssertEqual(session.selection, Inspection.Element(kind: .cell, indexPath: LayoutIndexPath(item: 2, section: 0)))
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true).last!.contains("Featured 3/5 h/l"), session.screenLines(trimmingTrailingSpaces: true).last!)
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true)[2].hasPrefix(" ╔Meet the Maker═"), session.screenLines(trimmingTrailingSpaces: true)[2])
    }

    func testAClickOnAnyCardShownSelectsItWhereverTheOrthogonalSectionIs() throws {
        for seed in UInt64(1)...12 {
            var random = SeededGenerator(seed: seed)
            let columns = Int.random(in: 40...130, using: &random)
            let session = try session(width: columns, height: 34)
            if Bool.random(using: &random) { XCTAssertNotEqual(session.perform(.toggleDirection), .quit) }
            for _ in 0..<Int.random(in: 0...5, using: &random) {
                XCTAssertNotEqual(session.perform(.scrollHorizontally(Bool.random(using: &random) ? 1 : -1)), .quit)
            }
            let place = session.viewport.orthogonalOffset(ofSection: 0)
            let area = session.contentArea
            let width = session.viewport.size.width
            func whole(_ card: LayoutAttributes) -> Bool { card.frame.minX >= 0 && card.frame.maxX <= width }
            // The cards shown whole first: a click on one moves nothing; a click on a card cut by
            // the view's edge scrolls the carousel to show it whole (as any selection is shown), last.
            let cards = session.viewport.visibleElements().filter { $0.kind == .cell && $0.indexPath.section == 0 }
                .sorted { whole($0) && !whole($1) }
            XCTAssertFalse(cards.isEmpty, "seed \(seed)")
            for card in cards {
                guard let cells = Rasterizer.cellRect(for: card.frame, offset: session.viewport.contentOffset, in: area,
                                                      scale: session.viewport.scale)?.intersection(area), !cells.isEmpty else { continue }
                let column = cells.x + cells.width / 2, row = cells.y + cells.height / 2
                XCTAssertNotEqual(session.perform(.click(x: column, y: row)), .quit)
                XCTAssertEqual(session.selection?.indexPath, card.indexPath, "seed \(seed): a click at \(column),\(row)")
                guard whole(card) else { break }
                XCTAssertEqual(session.viewport.orthogonalOffset(ofSection: 0), place, "seed \(seed): the carousel stays")
            }
        }
    }

    func testMovingIntoAScrolledOrthogonalSectionSelectsTheCardShownAndLeavesItsPlace() throws {
        let session = try scrolledToTheThirdCard()
        XCTAssertNotEqual(session.perform(.toggleInspect), .quit)
        XCTAssertEqual(session.selection?.indexPath, LayoutIndexPath(item: 2, section: 0))
        for direction in [FocusDirection.down, .down, .right, .up] { XCTAssertNotEqual(session.perform(.moveSelection(direction)), .quit) }
        XCTAssertEqual(session.selection?.label, "header 1.0")
        XCTAssertNotEqual(session.perform(.moveSelection(.up)), .quit)
        XCTAssertEqual(session.selection?.label, "cell 0.2", "the card shown above, not the unscrolled first one")
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true).last!.contains("Featured 3/5 h/l"), session.screenLines(trimmingTrailingSpaces: true).last!)
        // Along the carousel, each move scrolls it as far as shows the next card, one group.
        XCTAssertNotEqual(session.perform(.moveSelection(.right)), .quit)
        XCTAssertEqual(session.selection?.label, "cell 0.3")
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true).last!.contains("Featured 4/5 h/l"), session.screenLines(trimmingTrailingSpaces: true).last!)
        XCTAssertNotEqual(session.perform(.moveSelection(.left)), .quit)
        XCTAssertEqual(session.selection?.label, "cell 0.2")
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true).last!.contains("Featured 3/5 h/l"), session.screenLines(trimmingTrailingSpaces: true).last!)
    }

    func testAPinnedHeaderStaysOverItsOrthogonalSection() throws {
        let session = try session()
        XCTAssertNotEqual(session.perform(.toggleSectionHeadersPinToVisibleBounds), .quit)
        XCTAssertNotEqual(session.perform(.scrollLines(2)), .quit)
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true)[0].hasPrefix("  Featured "), "the header, over the card's top border: \(session.screenLines(trimmingTrailingSpaces: true)[0])")
        XCTAssertFalse(session.screenLines(trimmingTrailingSpaces: true)[0].contains("─"), session.screenLines(trimmingTrailingSpaces: true)[0])
    }

    func testInRightToLeftTheKeysMoveTheWayTheyPointAsInInspectMode() throws {
        let session = try session()
        XCTAssertNotEqual(session.perform(.toggleDirection), .quit)
        XCTAssertNotEqual(session.perform(.scrollHorizontally(1)), .quit)   // `l`: the start is at the right already
        XCTAssertEqual(session.screenLines(trimmingTrailingSpaces: true).last, " Featured: first card")
        XCTAssertNotEqual(session.perform(.redraw), .quit)
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true).last!.contains("Featured 1/5 h/l"), session.screenLines(trimmingTrailingSpaces: true).last!)
        XCTAssertNotEqual(session.perform(.scrollHorizontally(-1)), .quit)  // `h`: the next card, from the left
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true).last!.contains("Featured 2/5 h/l"), session.screenLines(trimmingTrailingSpaces: true).last!)
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true)[2].hasSuffix("┐ ┌Game of the Day─────────────────────────────────────────────────────┐"), session.screenLines(trimmingTrailingSpaces: true)[2])
        XCTAssertNotEqual(session.perform(.scrollHorizontally(1)), .quit)
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true).last!.contains("Featured 1/5 h/l"), session.screenLines(trimmingTrailingSpaces: true).last!)
        // Inspect mode agrees: `h` from the first card selects the one to its left, the second.
        XCTAssertNotEqual(session.perform(.toggleInspect), .quit)
        XCTAssertEqual(session.selection?.label, "cell 0.0")
        XCTAssertNotEqual(session.perform(.moveSelection(.left)), .quit)
        XCTAssertEqual(session.selection?.label, "cell 0.1")
    }

    /// In either direction, moving the inspect selection along the carousel reaches every card,
    /// to the end and back, the carousel following: right to left the cards scrolled in lie at
    /// negative x (and left to right past the content's width), where a search that stops at the
    /// content's edge would never look.
    func testTheSelectionWalksTheWholeOrthogonalSectionBothWaysInBothDirections() throws {
        for rightToLeft in [false, true] {
            let session = try session()
            if rightToLeft { XCTAssertNotEqual(session.perform(.toggleDirection), .quit) }
            XCTAssertNotEqual(session.perform(.toggleInspect), .quit)
            XCTAssertEqual(session.selection?.label, "cell 0.0")
            let onward: FocusDirection = rightToLeft ? .left : .right
            let back: FocusDirection = rightToLeft ? .right : .left
            for (direction, items) in [(onward, Array(1...4)), (back, Array((0...3).reversed()))] {
                for item in items {
                    XCTAssertNotEqual(session.perform(.moveSelection(direction)), .quit)
                    XCTAssertEqual(session.selection?.label, "cell 0.\(item)", "right to left: \(rightToLeft), \(direction)")
                    XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true).last!.contains("Featured \(item + 1)/5 h/l"),
                                  "right to left: \(rightToLeft), cell 0.\(item): \(session.screenLines(trimmingTrailingSpaces: true).last!)")
                }
            }
        }
    }

    /// Past the last card nothing lies onward at any width: a card below whose far edge is the
    /// card's own (computed another way, 78 against 77.99999999999999) is not onward of it.
    func testPastTheLastCardNothingLiesOnwardAtAnyWidth() throws {
        for columns in [30, 44, 58, 72, 79, 86, 114] {
            for rightToLeft in [false, true] {
                let session = try session(width: columns, height: 24)
                if rightToLeft { XCTAssertNotEqual(session.perform(.toggleDirection), .quit) }
                XCTAssertNotEqual(session.perform(.toggleInspect), .quit)
                let onward: FocusDirection = rightToLeft ? .left : .right
                for _ in 1...5 { XCTAssertNotEqual(session.perform(.moveSelection(onward)), .quit) }
                XCTAssertEqual(session.selection?.label, "cell 0.4", "\(columns) columns, right to left: \(rightToLeft)")
            }
        }
    }

    func testTheInspectorShowsTheSectionsEffectiveInsetAndSpacings() throws {
        let session = try session()
        XCTAssertNotEqual(session.perform(.toggleInspect), .quit)
        let space = session.screenLines(trimmingTrailingSpaces: true).filter { $0.contains("space  ") }
        XCTAssertEqual(space, [" space  interGroupSpacing 1 · interItemSpacing 0 · inset t/l/b/r 1/1/1/1"])
        // The side panel, one fact a line; the nested mosaic's group has no one interItemSpacing.
        let wide = try self.session(width: 150, height: 40)
        XCTAssertNotEqual(wide.perform(.toggleInspect), .quit)
        let panel = wide.screenLines(trimmingTrailingSpaces: true).map { String($0.suffix(60)) }
        XCTAssertTrue(panel.contains { $0.hasSuffix("  interGroupSpacing 1") }, panel.joined(separator: "\n"))
        XCTAssertTrue(panel.contains { $0.hasSuffix("  interItemSpacing 0") }, panel.joined(separator: "\n"))
        XCTAssertTrue(panel.contains { $0.hasSuffix("  inset top 1 left 1") }, panel.joined(separator: "\n"))
        wide.reveal(LayoutIndexPath(item: 0, section: 3))
        wide.inspectMode.enterInspect(selecting: Inspection.Element(kind: .cell, indexPath: LayoutIndexPath(item: 0, section: 3)))
        let mosaic = wide.screenLines(trimmingTrailingSpaces: true).map { String($0.suffix(60)) }
        XCTAssertTrue(mosaic.contains { $0.hasSuffix("  interGroupSpacing 1") }, mosaic.joined(separator: "\n"))
        XCTAssertFalse(mosaic.contains { $0.contains("interItemSpacing") }, mosaic.joined(separator: "\n"))
    }

    func testSpacingKeysSayTheyDoNotApply() throws {
        let session = try session(width: 120)
        let before = session.screenLines(trimmingTrailingSpaces: true)
        XCTAssertNotEqual(session.perform(.spacing(1)), .quit)
        let after = session.screenLines(trimmingTrailingSpaces: true)
        XCTAssertEqual(after.last, " ] and [ change the spacing of a waterfall, tags or a grid; a compositional spec's is in its groups")
        XCTAssertEqual(Array(after.dropLast()), Array(before.dropLast()))
    }

    func testRenderShowsNoKeysOnItsStatusLine() throws {
        let session = try session()
        session.showsWarningsNotice = false
        XCTAssertFalse(session.screenLines(trimmingTrailingSpaces: true).last!.contains("h/l"))
    }
}
