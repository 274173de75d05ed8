import TrellisLayout

/// A layout that stands for another one its host asks itself (TrellisUIKit's adapter: its
/// collection view asks the UIKit layout on every bounds change, so the adapter answers viewers
/// `shouldInvalidateLayout(forBoundsChange:)` with false): what the doctor checks instead, the
/// other layout's answer (for `stale-on-width` and `prepare-on-scroll`) and whether it pins its
/// headers or footers (which exempts them from `outside-content` and the scroll's prepare).
///
/// ```swift
/// extension UIKitLayoutAdapter: LayoutDoctorStandIn {
///     func layoutWouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
///         collectionViewLayout.shouldInvalidateLayout(forBoundsChange: CGRect(newBounds))
///     }
/// }
/// ```
public protocol LayoutDoctorStandIn {
    /// Whether the layout this one stands for invalidates for a change of the bounds to
    /// `newBounds` (asked while the bounds are still the old ones).
    func layoutWouldInvalidate(forBoundsChange newBounds: Rect) -> Bool

    /// Whether the layout stood for pins headers or footers to the visible bounds; false by default.
    var layoutPinsSupplementaries: Bool { get }
}

extension LayoutDoctorStandIn {
    /// False: no pinning unless the stand-in says so.
    public var layoutPinsSupplementaries: Bool { false }
}

extension LayoutLifeCycle {
    /// Whether `layout` invalidates for a change of its bounds to `newBounds`: its own answer, or
    /// the answer of the layout it stands for (``LayoutDoctorStandIn``).
    static func invalidates(_ layout: any CollectionLayout, forBoundsChange newBounds: Rect) -> Bool {
        if let answering = layout as? any LayoutDoctorStandIn {
            return answering.layoutWouldInvalidate(forBoundsChange: newBounds)
        }
        return layout.shouldInvalidateLayout(forBoundsChange: newBounds)
    }
}
