import XCTest
import ClassicLayouts
import TrellisDoctor
import TrellisLayout
import TrellisUIKit

/// The layout doctor over every layout of the example: each classic layout, written as its
/// original is written, has exactly its original's defects, and each fixed version beside it
/// has none (issue 27 §2, "The examples").
///
/// Each collection view is examined where it is, `LayoutDoctor.examine(collectionView)`, at its
/// own size, with two builders: a fresh collection view over the same data (for
/// `stale-on-width`'s comparison, for `nondeterministic` and for the narrow edge case) and one
/// at a given item count (for `linear-query`), each shown through TrellisUIKit's adapter. Only
/// errors and warnings are pinned: `linear-prepare` is a measurement the doctor always reports
/// when it can build the layout at several sizes.
@MainActor
final class ClassicLayoutsDoctorTests: XCTestCase {
    /// The collection views' frame: a phone's width and height, in points.
    private let frame = CGRect(x: 0, y: 0, width: 320, height: 480)

    /// The screens the doctor's layouts show, kept alive for as long as the test runs (a
    /// collection view holds its data source and delegate weakly, as UIKit's does).
    private var screens: [AnyObject] = []

    /// The doctor's report on the collection view of the screen `make` builds for an item count
    /// (`nil`: the screen's own sample), with builders for a fresh one and one at a given count.
    private func examine(_ make: @escaping (Int?) -> (screen: AnyObject, collectionView: UICollectionView)) -> LayoutDoctorReport {
        let collectionView = { (count: Int?) -> UICollectionView in
            let made = make(count)
            self.screens.append(made.screen)
            return made.collectionView
        }
        let options = LayoutDoctor.Options(fresh: { UIKitLayoutAdapter(collectionView: collectionView(nil)) },
                                           sizes: { UIKitLayoutAdapter(collectionView: collectionView($0)) })
        return LayoutDoctor.examine(collectionView(nil), options: options)
    }

    /// The checks `report` failed (errors and warnings), by identifier.
    private func failed(_ report: LayoutDoctorReport) -> Set<String> {
        Set(report.findings.filter { $0.severity != .info }.map(\.check))
    }

    /// Fails unless `report` has exactly the errors and warnings of `checks`.
    private func expect(_ checks: Set<LayoutCheck>, in report: LayoutDoctorReport, _ what: String,
                        file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(failed(report), Set(checks.map(\.rawValue)),
                       "\(what):\n" + report.lines.joined(separator: "\n"), file: file, line: line)
    }

    private func waterfall(_ version: LayoutVersion) -> LayoutDoctorReport {
        examine { count in
            // Three sections: a third of the count in each.
            let screen = WaterfallScreen(frame: self.frame, itemsPerSection: count.map { ($0 + 2) / 3 } ?? 16, version: version)
            return (screen, screen.collectionView)
        }
    }

    private func tags(_ version: LayoutVersion) -> LayoutDoctorReport {
        examine { count in
            let screen = TagScreen(frame: self.frame, version: version, tagsPerSection: count.map { ($0 + 2) / 3 })
            return (screen, screen.collectionView)
        }
    }

    private func photoWall(_ version: LayoutVersion) -> LayoutDoctorReport {
        examine { count in
            let screen = PhotoWallScreen(frame: self.frame, photos: count ?? 40, version: version)
            return (screen, screen.collectionView)
        }
    }

    private func searches(_ version: LayoutVersion) -> LayoutDoctorReport {
        examine { count in
            let screen = SearchesScreen(frame: self.frame, version: version, searchesPerSection: count.map { ($0 + 1) / 2 })
            return (screen, screen.collectionView)
        }
    }

    /// The waterfall returns `true` for every bounds change, and scans every item for each rect.
    func testTheClassicWaterfallPreparesOnEveryScrollAndScansEveryItem() async {
        let report = waterfall(.classic)
        expect([.prepareOnScroll, .linearQuery], in: report, "the classic waterfall")
        let fixed = waterfall(.fixed)
        XCTAssertTrue(fixed.isClean, "the fixed waterfall:\n" + fixed.lines.joined(separator: "\n"))
    }

    /// The tag layout answers every rect with every element, and lays items out inside
    /// `layoutAttributesForItem(at:)`, so asking for an item gives another frame each time.
    func testTheClassicTagLayoutReturnsEverythingAndLaysOutInItsItemQuery() async {
        let report = tags(.classic)
        expect([.rectExtra, .itemMismatch, .queryMutates, .linearQuery], in: report, "the classic tag layout")
        let fixed = tags(.fixed)
        XCTAssertTrue(fixed.isClean, "the fixed tag layout:\n" + fixed.lines.joined(separator: "\n"))
    }

    /// The Pinterest wall scans every photo for each rect.
    func testTheClassicPhotoWallScansEveryPhoto() async {
        expect([.linearQuery], in: photoWall(.classic), "the classic photo wall")
        let fixed = photoWall(.fixed)
        XCTAssertTrue(fixed.isClean, "the fixed photo wall:\n" + fixed.lines.joined(separator: "\n"))
    }

    /// The left-aligned flow subclass edits only the rect query's copies, so its item queries
    /// disagree, and the lines a rect cuts move. The doctor's random rects are narrow too, and a
    /// narrow rect shows the same defect twice more: the items it returns move left out of it
    /// (`rect-extra`), and items that would move into it are not returned (`rect-missing`).
    func testTheClassicLeftAlignedFlowDisagreesWithItselfAndMovesCutLines() async {
        let report = searches(.classic)
        expect([.itemMismatch, .rectUnstable, .rectExtra, .rectMissing], in: report, "the classic left-aligned flow")
        let mismatch = report.findings.first { $0.check == LayoutCheck.itemMismatch.rawValue }
        XCTAssertEqual(mismatch.map { Set($0.elements.map(\.kind)) }, [.cell], "only cells move; headers keep their frames")
        let fixed = searches(.fixed)
        XCTAssertTrue(fixed.isClean, "the fixed left-aligned flow:\n" + fixed.lines.joined(separator: "\n"))
    }

    /// The compositional home screen, as it is, passes every check.
    func testTheHomeScreenIsClean() async {
        let report = examine { count in
            let screen = HomeScreen(frame: self.frame, products: count ?? 12)
            return (screen, screen.collectionView)
        }
        XCTAssertTrue(report.isClean, "the home screen:\n" + report.lines.joined(separator: "\n"))
    }
}
