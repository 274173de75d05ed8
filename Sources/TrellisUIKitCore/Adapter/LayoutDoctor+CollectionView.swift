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
    /// headers or footers, or a compositional layout with a pinned boundary item, is exempt from
    /// `prepare-on-scroll` unless `options` say otherwise. No
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
        let size = collectionView.bounds.size == .zero ? UIScreen.main.bounds.size : collectionView.bounds.size
        return examine(UIKitLayoutAdapter(collectionView: collectionView), width: Double(size.width), height: Double(size.height),
                       options: options)
    }

    /// Examines the UIKit layout `adapter` shows at `width` × `height` points, as
    /// ``examine(_:options:)`` examines a collection view: the life-cycle checks hear the UIKit
    /// layout's own `shouldInvalidateLayout(forBoundsChange:)` (the adapter's own answer is
    /// always false, since its collection view asks the layout itself), and a flow layout's
    /// pinning exempts it from `prepare-on-scroll`. Leaves the adapter's bounds as found.
    ///
    /// ```swift
    /// let adapter = UIKitLayoutAdapter(layout: WaterfallLayout(), dataSource: photos)
    /// let report = LayoutDoctor.examine(adapter, width: 393, height: 852)
    /// ```
    ///
    /// Through `any CollectionLayout` (the generic ``examine(_:width:height:options:)``, or
    /// `assertLayoutContract(of:width:height:)`) the adapter is examined the same way: it is a
    /// ``LayoutDoctorStandIn`` that gives both answers.
    @MainActor
    public static func examine(_ adapter: UIKitLayoutAdapter, width: Double, height: Double,
                               options: LayoutDoctor.Options = LayoutDoctor.Options()) -> LayoutDoctorReport {
        examine(adapter as any CollectionLayout, width: width, height: height, options: options)
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

/// The adapter answers viewers `shouldInvalidateLayout(forBoundsChange:)` with false, because its
/// collection view asks the UIKit layout itself; the doctor checks the UIKit layout's own answer,
/// asked while the collection view's bounds are still the old ones, as UIKit asks it. So a UIKit
/// page in the previewer, or an adapter given to `assertLayoutContract(of:width:height:)`, is
/// examined as the collection view is.
extension UIKitLayoutAdapter: @preconcurrency LayoutDoctorStandIn {
    /// The UIKit layout's `shouldInvalidateLayout(forBoundsChange:)`.
    public func layoutWouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        collectionViewLayout.shouldInvalidateLayout(forBoundsChange: CGRect(newBounds))
    }

    /// Whether the UIKit layout is a flow layout that pins its section headers or footers, or a
    /// compositional layout with a boundary item that pins (`pinToVisibleBounds`).
    public var layoutPinsSupplementaries: Bool {
        if let flow = collectionViewLayout as? UICollectionViewFlowLayout {
            return flow.sectionHeadersPinToVisibleBounds || flow.sectionFootersPinToVisibleBounds
        }
        return (collectionViewLayout.backingOrthogonalLayout as? CompositionalLayout)?.pinsBoundaryItems ?? false
    }
}
