import Foundation
import TrellisLayout
import TrellisRender

/// Pins `layout` at `width` columns with a text snapshot, failing the running test (XCTest or
/// Swift Testing) when the text differs from the reference file.
///
/// ```swift
/// import TrellisTesting
/// import XCTest
///
/// final class MosaicLayoutTests: XCTestCase {
///     func testMosaic() {
///         let layout = MosaicLayout(dataSource: Tiles(count: 12))
///         assertLayoutSnapshot(of: layout, width: 40)                    // the whole content as a picture
///         assertLayoutSnapshot(of: layout, widths: [30, 40, 61])          // one picture per width
///         assertLayoutSnapshot(of: layout, width: 40, as: .attributes)   // one line per element
///     }
/// }
/// ```
///
/// The reference is `__Snapshots__/<test file name>/<test name>.<n>.txt` beside the test file,
/// `<n>` counting the test's unnamed assertions from 1 (`named:` replaces it, and a named
/// assertion does not count). Each test counts on its own: an XCTest test by class and method,
/// a Swift Testing test by its id and test case; when two of them (`ClassA.testSame` and
/// `ClassB.testSame`, two cases of a parameterized test) would use one file in a run, the second
/// fails naming both: give each its own `named:` (`named: "width-\(width)"`); two assertions of one
/// test that make one file (`named: "a/b"` and `named: "a_b"`) fail the second. Across runs, a
/// picture's header line names the test that recorded it (`, recorded by ClassA.testSame`; not
/// compared), and a mismatch of a reference another test recorded says so. With no reference the
/// assertion writes it and fails (`recorded a new snapshot …; run the test again`); with
/// `TRELLIS_RECORD=1` in the environment, or `record: true`, it rewrites the reference and
/// fails. On a mismatch the failure shows the first 20 differing lines (`-` reference,
/// `+` actual, with line numbers, the first differing column marked by `^`; line endings that
/// differ are said once and set aside, a byte-order mark shows as `<U+FEFF>`), and the whole
/// actual file is written to `$TMPDIR/trellis-snapshots-<uid>/<package folder>/<test file's
/// folder>/<test file name>/` (or `$TRELLIS_SNAPSHOT_ARTIFACTS/<test file name>/`), named in the
/// failure. A width below 1, the same width twice, `widths: []`, an offset below 0 or a height
/// below 1 fail with one line, and nothing is checked.
///
/// The layout is prepared afresh at the width, laid out completely, and its bounds set to the
/// rows shown, as a collection view scrolled there would set them. The same layout, width and
/// options give the same bytes on every run and machine.
///
/// A layout in other units than cells (one that adopts `CellScaled`, as TrellisUIKit's adapter
/// over a `UICollectionView` does, in points) is given its width in columns all the same: each
/// column is its `cellScale.x` units (8 points by default), each row its `cellScale.y` (16), and
/// the picture is drawn at that scale. A layout that adopts `WarningReporting` writes its
/// warnings at the end of the snapshot (``SnapshotFormat``).
///
/// ```swift
/// let adapter = UIKitLayoutAdapter(collectionView: collectionView)   // import TrellisUIKit
/// assertLayoutSnapshot(of: adapter, widths: [40, 48])   // 320 and 384 points wide
/// ```
///
/// - Parameters:
///   - layout: any ``CollectionLayout``, in layout units of one cell each, or of its `cellScale`.
///   - width: the collection view's width, in columns.
///   - height: the rows shown (a window); without it, the whole content from `offset`, up to
///     2,000 rows, with a last line that says when it was cut. A content wider than `width` (a
///     horizontally scrolling layout) is drawn whole, up to 2,000 columns, cut the same way.
///   - offset: the first row shown.
///   - format: ``SnapshotFormat/picture`` (the default) or ``SnapshotFormat/attributes``.
///   - label: the text of the cell at an index path; `section.item` without it.
///   - name: the file's name in place of the counter.
///   - record: rewrite the reference (and fail).
public func assertLayoutSnapshot(
    of layout: any CollectionLayout, width: Int, height: Int? = nil, offset: Int = 0,
    as format: SnapshotFormat = .picture, label: ((LayoutIndexPath) -> String)? = nil,
    named name: String? = nil, record: Bool = false,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    assertion(fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
        .check(layout, widths: [width], height: height, offset: offset, format: format, label: label, named: name, record: record)
}

/// Pins `layout` at each of `widths`: one assertion, and one file, per width (see
/// ``assertLayoutSnapshot(of:width:height:offset:as:label:named:record:fileID:file:testName:line:column:)``);
/// with `named:`, the files are `<test name>.<name>-<width>.txt`.
///
/// ```swift
/// assertLayoutSnapshot(of: layout, widths: [30, 40, 61])   // testMosaic.1.txt, .2.txt, .3.txt
/// ```
public func assertLayoutSnapshot(
    of layout: any CollectionLayout, widths: [Int], height: Int? = nil, offset: Int = 0,
    as format: SnapshotFormat = .picture, label: ((LayoutIndexPath) -> String)? = nil,
    named name: String? = nil, record: Bool = false,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    assertion(fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
        .check(layout, widths: widths, height: height, offset: offset, format: format, label: label,
               named: name, namesEachWidth: true, record: record)
}

/// Pins a grid you drew yourself (a screen from `ScreenComposer`, elements drawn by a
/// `Rasterizer`) in the picture format without the header line: every row untrimmed with `|`
/// after the last column, then the style codes and their legend. Files, recording and failures
/// as for ``assertLayoutSnapshot(of:width:height:offset:as:label:named:record:fileID:file:testName:line:column:)``.
///
/// ```swift
/// var grid = CellGrid(width: 24, height: 6)
/// Rasterizer().draw(elements, offset: .zero, in: grid.area, of: &grid)
/// assertGridSnapshot(of: grid)
/// ```
public func assertGridSnapshot(
    of grid: CellGrid, named name: String? = nil, record: Bool = false,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    assertion(fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
        .check(GridSnapshotText.text(of: grid), named: name, record: record)
}

/// Pins `text` as it is (a screen the app composed as plain text, say), without a header
/// line: files, recording and failures as for
/// ``assertLayoutSnapshot(of:width:height:offset:as:label:named:record:fileID:file:testName:line:column:)``.
/// For this package's own tests (the app's screens); a user pins a layout or a grid.
package func assertTextSnapshot(
    of text: String, named name: String? = nil, record: Bool = false,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    assertion(fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
        .check(text, named: name, record: record)
}

/// The failure route of the public assertions: ``SnapshotAssertion`` reporting through
/// ``TestFailure`` at the caller's place.
private func assertion(fileID: StaticString, filePath: StaticString, testName: String, line: UInt,
                       column: UInt) -> SnapshotAssertion {
    SnapshotAssertion(testFile: "\(filePath)", testName: testName, line: line,
                      environment: ProcessInfo.processInfo.environment) {
        TestFailure.record($0, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
