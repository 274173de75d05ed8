import TrellisUIKit
import XCTest

/// The diffable data source and its snapshot, as far as they give a collection view its counts.
@MainActor
final class DiffableDataSourceTests: XCTestCase {
    enum Section: Hashable, Sendable { case main, recent }

    func testTheSnapshotKeepsSectionsAndItemsInOrder() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems([1, 2, 3])
        snapshot.appendSections([.recent])
        snapshot.appendItems([10, 11])
        snapshot.appendItems([4], toSection: .main)
        XCTAssertEqual(snapshot.itemIdentifiers, [1, 2, 3, 4, 10, 11])
        XCTAssertEqual(snapshot.numberOfItems, 6)
        XCTAssertEqual(snapshot.numberOfItems(inSection: .recent), 2)
        snapshot.insertItems([0], beforeItem: 1)
        snapshot.insertItems([12], afterItem: 11)
        snapshot.deleteItems([2])
        snapshot.moveItem(4, beforeItem: 0)
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: .main), [4, 0, 1, 3])
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 12), .recent)
        XCTAssertEqual(snapshot.indexOfItem(10), 4)
        snapshot.moveSection(.recent, beforeSection: .main)
        XCTAssertEqual(snapshot.sectionIdentifiers, [.recent, .main])
        snapshot.deleteSections([.recent])
        XCTAssertEqual(snapshot.numberOfItems, 4)
        XCTAssertNil(snapshot.sectionIdentifier(containingItem: 10))
    }

    func testApplyGivesTheCollectionViewTheSnapshotsCounts() async {
        let layout = RecordingLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) { _, _, _ in nil }
        XCTAssertTrue(collectionView.dataSource === dataSource, "the data source connects itself")
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main, .recent])
        snapshot.appendItems(Array(0..<5), toSection: .main)
        snapshot.appendItems([7, 8], toSection: .recent)
        var completed = false
        dataSource.apply(snapshot, animatingDifferences: false) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertEqual(collectionView.numberOfSections, 2)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 1), 2)
        XCTAssertTrue(layout.contexts.last!.invalidateDataSourceCounts)
        XCTAssertEqual(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)), 8)
        XCTAssertEqual(dataSource.indexPath(for: 3), IndexPath(item: 3, section: 0))
        XCTAssertNil(dataSource.itemIdentifier(for: IndexPath(item: 9, section: 0)))
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [0, 1, 2, 3, 4, 7, 8])
        snapshot.deleteItems([0, 1])
        dataSource.apply(snapshot)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 3)
    }
}
