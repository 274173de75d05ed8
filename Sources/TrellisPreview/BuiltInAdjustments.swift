import TrellisLayout

/// The adjustments of a page whose layout is a ``BuiltInLayout`` (a ``SectionedLayout``
/// subclass, a waterfall, a compositional layout) and that does not adopt ``Adjustable``: every
/// such layout has a settable `sectionHeadersPinToVisibleBounds` and `direction`, so `p` pins
/// its headers and `d` mirrors it (when it scrolls vertically), each by setting the property on
/// the layout and invalidating it; the session keeps the place. `=` puts back the values the
/// layout had when the page first showed it. The other keys say that the layout does not adopt
/// ``Adjustable``.
///
/// ```swift
/// let page = PreviewPage(title: "List", layout: CenteredListLayout(dataSource: menu))
/// page.adjustable?.supportedAdjustments   // [.sectionHeadersPinToVisibleBounds, .direction]
/// ```
final class BuiltInAdjustments: Adjustable {
    /// The page's content: its layout is asked anew each time (a reloaded page may show another).
    private let content: any PreviewContent
    /// What the refusals name as not adopting ``Adjustable``, and whether it is the layout.
    private let adopter: AnyObject
    private let adopterIsLayout: Bool
    /// The layout adjusted last and its own values as first seen, before any key set them.
    private var original: (layout: ObjectIdentifier, values: Adjustments)?

    /// The adjustments of `content`'s layout, or nil when it is no ``BuiltInLayout``. `adopter`
    /// is what the page asks its capabilities of (the layout, or the content).
    init?(content: any PreviewContent, adopter: AnyObject) {
        guard content.layout is any BuiltInLayout else { return nil }
        self.content = content
        self.adopter = adopter
        adopterIsLayout = adopter === content.layout
    }

    /// `p`, and `d` unless the layout scrolls sideways.
    var supportedAdjustments: Set<Adjustment> {
        guard let layout = content.layout as? any BuiltInLayout else { return [] }
        return layout.isHorizontal ? [.sectionHeadersPinToVisibleBounds] : [.sectionHeadersPinToVisibleBounds, .direction]
    }

    /// `d` on a sideways layout says why; the rest say that the layout does not adopt ``Adjustable``.
    func refusal(of adjustment: Adjustment) -> String {
        if adjustment == .direction, (content.layout as? any BuiltInLayout)?.isHorizontal == true {
            return "d mirrors only a layout that scrolls vertically; this one scrolls sideways"
        }
        return adjustment.refusal(notAdoptedBy: adopter, isLayout: adopterIsLayout)
    }

    /// The layout's own pin and direction, as it was before any key changed them.
    var unadjustedValues: Adjustments {
        guard let layout = content.layout as? any BuiltInLayout else { return Adjustments() }
        return originalValues(of: layout)
    }

    /// Sets the layout's pin and direction to `adjustments` (its own values where they set
    /// none) and invalidates it when either changed; the same layout, shown anew.
    func layout(adjustedBy adjustments: Adjustments) -> any CollectionLayout {
        let layout = content.layout
        guard let builtIn = layout as? any BuiltInLayout else { return layout }
        let start = originalValues(of: builtIn)
        let pin = adjustments.sectionHeadersPinToVisibleBounds ?? start.sectionHeadersPinToVisibleBounds ?? false
        let direction = builtIn.isHorizontal ? builtIn.direction : adjustments.direction ?? start.direction ?? .leftToRight
        if builtIn.sectionHeadersPinToVisibleBounds != pin || builtIn.direction != direction {
            builtIn.sectionHeadersPinToVisibleBounds = pin
            builtIn.direction = direction
            builtIn.invalidateLayout()
        }
        return layout
    }

    /// The values `layout` had when first seen here (a new layout object is seen afresh).
    private func originalValues(of layout: any BuiltInLayout) -> Adjustments {
        let id = ObjectIdentifier(layout)
        if let original, original.layout == id { return original.values }
        let values = Adjustments(sectionHeadersPinToVisibleBounds: layout.sectionHeadersPinToVisibleBounds, direction: layout.direction)
        original = (id, values)
        return values
    }
}
