/// A view that hosts a layout at a size of its own, which the layout doctor examines where it
/// is: TrellisUIKit's `UICollectionView` adopts it. TrellisTesting's
/// `assertLayoutContract(of:)` takes any such host, so it needs no dependency on TrellisUIKit.
///
/// ```swift
/// @MainActor func testWaterfall() {
///     let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 852),
///                                           collectionViewLayout: WaterfallLayout())
///     collectionView.dataSource = photos
///     assertLayoutContract(of: collectionView)              // import TrellisTesting, TrellisUIKit
/// }
/// ```
public protocol LayoutDoctorExaminable {
    /// Examines the hosted layout at the host's own size (then at other widths, for
    /// `stale-on-width`), in-process, and leaves the host as it found it.
    @MainActor func examineLayout(options: LayoutDoctor.Options) -> LayoutDoctorReport
}
