import TrellisTesting
import TrellisUIKit
import TrellisLayout
import XCTest

/// Issue 27 §2: `LayoutDoctor.examine(collectionView)` and `assertLayoutContract(of:
/// collectionView)` compile with `import TrellisTesting` and `import TrellisUIKit`, examine the
/// collection view at its own size, and leave it as they found it.
@MainActor
final class CollectionViewDoctorTests: XCTestCase {
    private let dataSource = CountsDataSource([30, 4])

    private func flowCollectionView(frame: CGRect) -> UICollectionView {
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 100, height: 80)
        flow.headerReferenceSize = CGSize(width: 0, height: 30)
        let collectionView = UICollectionView(frame: frame, collectionViewLayout: flow)
        collectionView.dataSource = dataSource
        return collectionView
    }

    func testItExaminesAtTheCollectionViewsOwnSizeAndLeavesItAsFound() async {
        let collectionView = flowCollectionView(frame: CGRect(x: 5, y: 7, width: 393, height: 852))
        collectionView.contentOffset = CGPoint(x: 0, y: 240)
        let report = LayoutDoctor.examine(collectionView)
        XCTAssertEqual(report.width, 393)
        XCTAssertEqual(report.height, 852)
        XCTAssertEqual(collectionView.frame, CGRect(x: 5, y: 7, width: 393, height: 852))
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 240))
        XCTAssertEqual(report.findings.filter { $0.severity != .info }, [], "UIKit's flow layout keeps the contract")
    }

    func testACollectionViewWithoutAFrameIsExaminedAtTheScreensSize() async {
        let collectionView = flowCollectionView(frame: .zero)
        let report = LayoutDoctor.examine(collectionView)
        XCTAssertEqual(report.width, Double(UIScreen.main.bounds.width))
        XCTAssertEqual(report.height, Double(UIScreen.main.bounds.height))
        XCTAssertEqual(collectionView.frame, .zero, "left as found")
    }

    func testTheAssertionTakesACollectionView() async {
        let collectionView = flowCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        assertLayoutContract(of: collectionView)
        XCTAssertEqual(collectionView.frame.size, CGSize(width: 320, height: 480))
    }

    /// The life-cycle checks ask the UIKit layout's own `shouldInvalidateLayout(forBoundsChange:)`
    /// (the adapter's is always false: its collection view asks the layout itself).
    func testTheLifeCycleChecksHearTheUIKitLayoutsAnswer() async {
        let layout = RecordingLayout()
        let counts = CountsDataSource([30])
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.dataSource = counts
        layout.invalidatesOnBoundsChange = false
        // (Its rect query also keeps a row that only touches the rect, `rect-extra`: Linux's
        // Foundation's CGRect.intersects counts a shared edge; only the life cycle counts here.)
        let lifeCycle: Set<String> = ["stale-on-width", "prepare-on-scroll"]
        XCTAssertEqual(LayoutDoctor.examine(collectionView).findings.map(\.check).filter(lifeCycle.contains), ["stale-on-width"],
                       "a layout that never invalidates is stale after a width change")
        layout.invalidatesOnBoundsChange = true
        let report = LayoutDoctor.examine(collectionView)
        let scroll = report.findings.filter { lifeCycle.contains($0.check) }
        XCTAssertEqual(scroll.map(\.check), ["prepare-on-scroll"], "one that always invalidates prepares on every scroll")
        XCTAssertTrue(scroll.first?.message.contains("UIKit runs it on every scroll step") == true, scroll.first?.message ?? "")
        XCTAssertEqual(collectionView.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(collectionView.contentOffset, .zero)
    }

    /// A flow layout that pins its headers invalidates on every scroll, as UIKit's does, and is
    /// exempt from `prepare-on-scroll`; the doctor reads the pinning from the flow layout.
    func testAPinningFlowLayoutIsExemptFromPrepareOnScroll() async {
        let collectionView = flowCollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 300))
        let flow = collectionView.collectionViewLayout as! UICollectionViewFlowLayout
        flow.sectionHeadersPinToVisibleBounds = true
        XCTAssertTrue(flow.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 50, width: 393, height: 300)))
        let pinned = LayoutDoctor.examine(collectionView)
        XCTAssertEqual(pinned.findings.filter { $0.severity != .info }, [])
        var options = LayoutDoctor.Options()
        options.pinsSupplementaries = false
        let told = LayoutDoctor.examine(collectionView, options: options)
        XCTAssertEqual(told.findings.map(\.check), ["prepare-on-scroll"], "told that it does not pin, the doctor flags the scroll's prepare")
    }

    /// The adapter's own type gets the same examination as its collection view.
    func testTheAdaptersOwnOverloadHearsTheUIKitLayout() async {
        let layout = RecordingLayout()
        layout.invalidatesOnBoundsChange = true
        let adapter = UIKitLayoutAdapter(layout: layout, dataSource: CountsDataSource([30]))
        let report = LayoutDoctor.examine(adapter, width: 320, height: 480)
        XCTAssertTrue(report.findings.contains { $0.check == "prepare-on-scroll" }, "\(report.lines)")
        XCTAssertFalse(report.findings.contains { $0.check == "stale-on-width" }, "\(report.lines)")
    }
}

/// An adapter given to the doctor as any `CollectionLayout` (as the previewer gives a UIKit page's
/// layout) is examined through the UIKit layout's own life-cycle answers, not the adapter's
/// always-false one.
@MainActor
final class AdapterAsLayoutDoctorTests: XCTestCase {
    private let counts = CountsDataSource([40])

    func testAFlowLayoutThroughTheAdapterIsClean() async {
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 60, height: 40)
        let adapter = UIKitLayoutAdapter(layout: flow, dataSource: counts)
        let layout: any CollectionLayout = adapter
        let report = LayoutDoctor.examine(layout, width: 320, height: 480)
        XCTAssertEqual(report.findings.map(\.check), [], report.lines.joined(separator: "\n"))
    }

    func testAPinningFlowLayoutIsExemptAsItsFlagsSay() async {
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 60, height: 40)
        flow.headerReferenceSize = CGSize(width: 0, height: 30)
        flow.sectionHeadersPinToVisibleBounds = true
        let adapter = UIKitLayoutAdapter(layout: flow, dataSource: counts)
        XCTAssertTrue(adapter.layoutPinsSupplementaries)
        let report = LayoutDoctor.examine(adapter as any CollectionLayout, width: 320, height: 480)
        XCTAssertEqual(report.findings.map(\.check), [], report.lines.joined(separator: "\n"))
    }

    func testALayoutThatNeverInvalidatesIsStaleOnWidthThroughTheAdapter() async {
        let adapter = UIKitLayoutAdapter(layout: RecordingLayout(), dataSource: counts)
        let report = LayoutDoctor.examine(adapter as any CollectionLayout, width: 320, height: 480)
        XCTAssertTrue(report.findings.map(\.check).contains("stale-on-width"), report.lines.joined(separator: "\n"))
        let always = RecordingLayout()
        always.invalidatesOnBoundsChange = true
        let scrolling = LayoutDoctor.examine(UIKitLayoutAdapter(layout: always, dataSource: counts) as any CollectionLayout, width: 320, height: 480)
        XCTAssertTrue(scrolling.findings.map(\.check).contains("prepare-on-scroll"), scrolling.lines.joined(separator: "\n"))
    }
}
