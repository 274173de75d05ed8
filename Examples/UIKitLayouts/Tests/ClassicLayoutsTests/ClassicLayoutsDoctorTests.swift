import XCTest
import ClassicLayouts
import TrellisLayout
import TrellisTesting
import TrellisUIKit

/// The layout doctor over every layout of the example: each classic layout, written as its
/// original is written, has exactly its original's defects, and each fixed version beside it
/// has none (issue 27 §2, "The examples").
///
/// Each collection view is examined where it is, at its own size: the classic ones with
/// `LayoutDoctor.examine(collectionView, options:)`, whose findings are pinned by check, the
/// fixed ones with `assertLayoutContract(of: collectionView, …)`, which fails with a line per
/// finding. Both get two builders: a fresh collection view over the same data (for
/// `stale-on-width`'s comparison, for `nondeterministic` and for the narrow edge case) and one
/// at a given item count (for `linear-query`), each shown through TrellisUIKit's adapter. Only
/// errors and warnings count: `linear-prepare` is a measurement the doctor always reports when
/// it can build the layout at several sizes.
@MainActor
final class ClassicLayoutsDoctorTests: XCTestCase {
    /// The collection views' frame: a phone's width and height, in points.
    private let frame = CGRect(x: 0, y: 0, width: 320, height: 480)

    /// The screens the doctor's layouts show, kept alive for as long as the test runs (a
    /// collection view holds its data source and delegate weakly, as UIKit's does).
    private var screens: [AnyObject] = []

    /// Makes a screen for an item count (`nil`: the screen's own sample) and gives its
    /// collection view.
    private typealias Screen = (Int?) -> (screen: AnyObject, collectionView: UICollectionView)

    /// The collection view of `make`'s screen, and the doctor's builders of a fresh one and of
    /// one at a given item count.
    private func subject(_ make: @escaping Screen)
        -> (collectionView: UICollectionView, fresh: () -> any CollectionLayout, sizes: (Int) -> any CollectionLayout) {
        let collectionView = { (count: Int?) -> UICollectionView in
            let made = make(count)
            self.screens.append(made.screen)
            return made.collectionView
        }
        return (collectionView(nil), { UIKitLayoutAdapter(collectionView: collectionView(nil)) },
                { UIKitLayoutAdapter(collectionView: collectionView($0)) })
    }

    /// The doctor's report on `make`'s collection view.
    private func examine(_ make: @escaping Screen) -> LayoutDoctorReport {
        let subject = subject(make)
        return LayoutDoctor.examine(subject.collectionView, options: LayoutDoctor.Options(fresh: subject.fresh, sizes: subject.sizes))
    }

    /// Fails unless `make`'s collection view passes every check.
    private func assertClean(_ make: @escaping Screen, file: StaticString = #filePath, line: UInt = #line) {
        let subject = subject(make)
        assertLayoutContract(of: subject.collectionView, sizes: subject.sizes, fresh: subject.fresh, file: file, line: line)
    }

    /// Fails unless `report` has exactly the errors and warnings of `checks`.
    private func expect(_ checks: Set<LayoutCheck>, in report: LayoutDoctorReport, _ what: String,
                        file: StaticString = #filePath, line: UInt = #line) {
        let failed = Set(report.findings.filter { $0.severity != .info }.map(\.check))
        XCTAssertEqual(failed, Set(checks.map(\.rawValue)), "\(what):\n" + report.lines.joined(separator: "\n"), file: file, line: line)
    }

    private func waterfall(_ version: LayoutVersion) -> Screen {
        { count in
            // Three sections: a third of the count in each.
            let screen = WaterfallScreen(frame: self.frame, itemsPerSection: count.map { ($0 + 2) / 3 } ?? 16, version: version)
            return (screen, screen.collectionView)
        }
    }

    private func tags(_ version: LayoutVersion) -> Screen {
        { count in
            let screen = TagScreen(frame: self.frame, version: version, tagsPerSection: count.map { ($0 + 2) / 3 })
            return (screen, screen.collectionView)
        }
    }

    private func photoWall(_ version: LayoutVersion) -> Screen {
        { count in
            let screen = PhotoWallScreen(frame: self.frame, photos: count ?? 40, version: version)
            return (screen, screen.collectionView)
        }
    }

    private func searches(_ version: LayoutVersion) -> Screen {
        { count in
            let screen = SearchesScreen(frame: self.frame, version: version, searchesPerSection: count.map { ($0 + 1) / 2 })
            return (screen, screen.collectionView)
        }
    }

    /// The waterfall returns `true` for every bounds change, and scans every item for each rect.
    func testTheClassicWaterfallPreparesOnEveryScrollAndScansEveryItem() async {
        expect([.prepareOnScroll, .linearQuery], in: examine(waterfall(.classic)), "the classic waterfall")
        assertClean(waterfall(.fixed))
    }

    /// The tag layout answers every rect with every element, and lays items out inside
    /// `layoutAttributesForItem(at:)`, so asking for an item gives another frame each time.
    func testTheClassicTagLayoutReturnsEverythingAndLaysOutInItsItemQuery() async {
        expect([.rectExtra, .itemMismatch, .queryMutates, .linearQuery], in: examine(tags(.classic)), "the classic tag layout")
        assertClean(tags(.fixed))
    }

    /// The Pinterest wall scans every photo for each rect.
    func testTheClassicPhotoWallScansEveryPhoto() async {
        expect([.linearQuery], in: examine(photoWall(.classic)), "the classic photo wall")
        assertClean(photoWall(.fixed))
    }

    /// The left-aligned flow subclass edits only the rect query's copies, so its item queries
    /// disagree, and the lines a rect cuts move. (The doctor asks rects as wide as the view, as a
    /// collection view scrolling down does, so no item leaves the rect sideways.)
    func testTheClassicLeftAlignedFlowDisagreesWithItselfAndMovesCutLines() async {
        let report = examine(searches(.classic))
        expect([.itemMismatch, .rectUnstable], in: report, "the classic left-aligned flow")
        let mismatch = report.findings.first { $0.check == LayoutCheck.itemMismatch.rawValue }
        XCTAssertEqual(mismatch.map { Set($0.elements.map(\.kind)) }, [.cell], "only cells move; headers keep their frames")
        assertClean(searches(.fixed))
    }

    /// The compositional home screen, as it is, passes every check.
    func testTheHomeScreenIsClean() async {
        assertClean { count in
            let screen = HomeScreen(frame: self.frame, products: count ?? 12)
            return (screen, screen.collectionView)
        }
    }
}
