@_exported import TrellisDoctor
import TrellisLayout
import TrellisRender

/// Checks `layout` against the layout contract with the layout doctor
/// (``LayoutDoctor/examine(_:width:height:options:)``) at `width` × `height`, failing the running
/// test (XCTest or Swift Testing) with one line per finding when it finds an error or a warning.
///
/// ```swift
/// import TrellisTesting
/// import XCTest
///
/// final class MosaicContractTests: XCTestCase {
///     func testMosaicKeepsTheContract() {
///         assertLayoutContract(of: MosaicLayout(dataSource: Tiles(count: 40)), width: 40, height: 24)
///         // and the scaling checks, with the layout at any item count:
///         assertLayoutContract(of: MosaicLayout(dataSource: Tiles(count: 40)), width: 40, height: 24,
///                              sizes: { MosaicLayout(dataSource: Tiles(count: $0)) })
///     }
/// }
/// ```
///
/// A failure reads:
/// ```text
/// assertLayoutContract: 2 findings at 40×24
/// error rect-extra: returned 31 elements outside the rect (0, 24, 40, 24), e.g. cell 0.3 at (0, 0, 20, 6), …
/// warning prepare-on-scroll: a scroll step prepared the layout again (0.4 ms), …
/// ```
///
/// The doctor runs in-process and leaves the layout's bounds as it found them; a layout that
/// traps ends the test run (`trellis doctor` runs edge cases in child processes instead). For
/// tests that expect particular findings, call ``LayoutDoctor/examine(_:width:height:options:)``
/// and compare its ``LayoutDoctorReport/findings``.
///
/// - Parameters:
///   - layout: any ``CollectionLayout``; `width` and `height` are in its units (points for
///     TrellisUIKit's adapter, cells for a layout in cells).
///   - sizes: builds the same kind of layout at an item count: the scaling checks
///     (`linear-query`, `linear-prepare`) and the edge cases of no items and one item run only
///     with it.
///   - fresh: builds a new layout over the same data: `stale-on-width` compares with it after a
///     width change, `nondeterministic` prepares two, and the width of 1 point runs.
///   - ignoring: checks whose findings do not fail the test (a known defect, being fixed).
public func assertLayoutContract(
    of layout: any CollectionLayout, width: Double, height: Double,
    sizes: ((Int) -> any CollectionLayout)? = nil, fresh: (() -> any CollectionLayout)? = nil,
    ignoring: [LayoutCheck] = [],
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let report = LayoutDoctor.examine(layout, width: width, height: height,
                                      options: LayoutDoctor.Options(fresh: fresh, sizes: sizes))
    if let message = contractFailure(report, ignoring: ignoring) {
        TestFailure.record(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Checks the layout a host shows (a TrellisUIKit `UICollectionView`, with its layout and data
/// source) at the host's own size, then at other widths for `stale-on-width`, leaving the host as
/// it found it; fails as
/// ``assertLayoutContract(of:width:height:sizes:fresh:ignoring:fileID:file:line:column:)`` does.
///
/// ```swift
/// import TrellisTesting
/// import TrellisUIKit
///
/// @MainActor func testTagsKeepTheContract() {
///     let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 852),
///                                           collectionViewLayout: TagLayout())
///     collectionView.dataSource = tags
///     assertLayoutContract(of: collectionView)
/// }
/// ```
///
/// - Parameters:
///   - host: the view whose layout is examined (``LayoutDoctorExaminable``).
///   - sizes: builds the same kind of layout at an item count, for the scaling checks (for
///     example a `UIKitLayoutAdapter` over a new collection view of that many items).
///   - fresh: builds a new layout over the same data (for example a `UIKitLayoutAdapter` over a
///     new collection view with a new layout).
///   - ignoring: checks whose findings do not fail the test.
@MainActor
public func assertLayoutContract(
    of host: some LayoutDoctorExaminable,
    sizes: ((Int) -> any CollectionLayout)? = nil, fresh: (() -> any CollectionLayout)? = nil,
    ignoring: [LayoutCheck] = [],
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let report = host.examineLayout(options: LayoutDoctor.Options(fresh: fresh, sizes: sizes))
    if let message = contractFailure(report, ignoring: ignoring) {
        TestFailure.record(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// The failure message for `report`: a header line, then one line per error or warning not in
/// `ignoring` (``LayoutDoctorReport/lines``' form); nil when there is none. Information
/// (`linear-prepare`) never fails.
func contractFailure(_ report: LayoutDoctorReport, ignoring: [LayoutCheck]) -> String? {
    let ignored = Set(ignoring.map(\.rawValue))
    let failing = report.findings.filter { $0.severity != .info && !ignored.contains($0.check) }
    guard !failing.isEmpty else { return nil }
    let n = LayoutJSON.number
    return (["assertLayoutContract: \(failing.count) finding\(failing.count == 1 ? "" : "s") at \(n(report.width))×\(n(report.height))"]
        + failing.map(\.line)).joined(separator: "\n")
}
