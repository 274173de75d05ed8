import TrellisDoctor
import TrellisLayout

extension LayoutDoctor {
    /// Examines `collectionView`'s layout, with its data source, as it stands: at the collection
    /// view's own size in points (the main screen's, `UIScreen.main.bounds`, while its frame is
    /// empty), then at other widths for `stale-on-width`, through a ``UIKitLayoutAdapter``, so the
    /// UIKit layout is asked what UIKit would ask: every width and scroll step goes through the
    /// collection view's `frame` and `contentOffset`, and `shouldInvalidateLayout(forBoundsChange:)`
    /// decides what is prepared again.
    ///
    /// ```swift
    /// import TrellisTesting   // re-exports TrellisDoctor
    /// import TrellisUIKit
    ///
    /// let report = LayoutDoctor.examine(collectionView)
    /// for finding in report.findings {
    ///     print(finding.check, finding.severity, finding.message)   // "item-mismatch", .error, "cell 0.4: …"
    /// }
    /// ```
    ///
    /// The collection view is left as it was found: its `frame` and `contentOffset` are set back
    /// (which asks the layout about that bounds change, as UIKit would). A flow layout that pins
    /// headers or footers is exempt from `prepare-on-scroll` unless `options` say otherwise. No
    /// fresh layout is built unless `options.fresh` builds one (a UIKit layout cannot be copied),
    /// so `stale-on-width` checks the invalidation only, and `nondeterministic` prepares this one twice.
    /// Runs in-process, on the main actor.
    @MainActor
    public static func examine(_ collectionView: UICollectionView, options: LayoutDoctor.Options = LayoutDoctor.Options())
        -> LayoutDoctorReport {
        let frame = collectionView.frame
        let offset = collectionView.contentOffset
        defer {
            if collectionView.frame != frame { collectionView.frame = frame }
            if collectionView.contentOffset != offset { collectionView.contentOffset = offset }
        }
        var options = options
        if options.pinsSupplementaries == nil, let flow = collectionView.collectionViewLayout as? UICollectionViewFlowLayout {
            options.pinsSupplementaries = flow.sectionHeadersPinToVisibleBounds || flow.sectionFootersPinToVisibleBounds
        }
        let size = collectionView.bounds.size == .zero ? UIScreen.main.bounds.size : collectionView.bounds.size
        return examine(UIKitLayoutAdapter(collectionView: collectionView), width: Double(size.width), height: Double(size.height),
                       options: options)
    }
}

/// A collection view is examined where it is (``LayoutDoctor/examine(_:options:)``): what
/// TrellisTesting's `assertLayoutContract(of:)` asks of it.
extension UICollectionView: LayoutDoctorExaminable {
    /// ``LayoutDoctor/examine(_:options:)`` of this collection view.
    public func examineLayout(options: LayoutDoctor.Options) -> LayoutDoctorReport {
        LayoutDoctor.examine(self, options: options)
    }
}
