/// The scrolling half of a collection view, as UIKit's `UIScrollView`: a content size, a content
/// offset that is the bounds' origin, and insets around the content.
///
/// Nothing scrolls by itself here: the previewer (through the adapter) or a test sets
/// `contentOffset`, and `isTracking`, `isDragging` and `isDecelerating` are always false.
@MainActor
open class UIScrollView: UIView {
    /// How the safe area adds to ``contentInset``, as UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `.scrollableAxes` (a collection view scrolls on the axes it has content on).
        case automatic = 0
        /// The safe area on the axes the view scrolls along.
        case scrollableAxes = 1
        /// Never adjust.
        case never = 2
        /// Always add the safe area.
        case always = 3
    }

    /// The size of the content; a collection view sets it from its layout's `collectionViewContentSize`.
    open var contentSize: CGSize = .zero

    /// The point of the content at the bounds' origin: setting it is a bounds change.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Sets ``contentOffset``; nothing animates here.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// The insets around the content, `.zero` by default.
    open var contentInset: UIEdgeInsets = .zero

    /// How the safe area adjusts the content inset: `.automatic` by default.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// ``contentInset`` plus the safe area the adjustment behaviour adds: all of it for `.always`,
    /// none for `.never`, and for `.automatic` and `.scrollableAxes` the safe area's top and
    /// bottom, and its sides too when the content is wider than the bounds.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: (vertical, horizontal) = (false, false)
        case .always: (vertical, horizontal) = (true, true)
        case .automatic, .scrollableAxes: (vertical, horizontal) = (true, contentSize.width > bounds.width)
        }
        return UIEdgeInsets(top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
                            bottom: contentInset.bottom + (vertical ? safe.bottom : 0), right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// Whether a finger is on the content: always false here.
    open var isTracking: Bool { false }

    /// Whether the user is dragging the content: always false here.
    open var isDragging: Bool { false }

    /// Whether the content is still moving after a drag: always false here.
    open var isDecelerating: Bool { false }
}
