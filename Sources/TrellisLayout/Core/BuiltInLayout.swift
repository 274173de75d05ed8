/// What every layout Trellis ships has beyond ``CollectionLayout`` (the waterfall, tags and grid
/// of ``SectionedLayout``, and ``CompositionalLayout``): a name, its data, its options. Tools
/// (the status line, `trellis attributes`, the previewer's adjustments, the benchmark) show and
/// set these whatever the layout; a custom layout may adopt it too, to be described as well.
///
/// ```swift
/// let layout: any BuiltInLayout = spec.makeLayout(over: dataSource)
/// layout.direction = .rightToLeft
/// print(layout.name)   // "waterfall"
/// ```
public protocol BuiltInLayout: CollectionLayout {
    /// A short name of the layout ("waterfall", "compositional", ...), for status lines and tools.
    var name: String { get }
    /// The data the layout lays out.
    var dataSource: LayoutDataSource { get }
    /// Whether the layout is computed sideways (a grid or tags with `scrollDirection: horizontal`).
    var isHorizontal: Bool { get }
    /// Left to right, or right to left (every frame mirrored).
    var direction: LayoutDirection { get set }
    /// Whether section headers stay pinned to the top of the visible bounds.
    var sectionHeadersPinToVisibleBounds: Bool { get set }
    /// What an item counts for in the content-size estimate while none is placed yet.
    var unplacedItemLength: Double { get set }
}

/// A layout that can say how much memory its computed layout holds (the benchmark's bytes per
/// item): the built-in layouts, for the tools of this package.
package protocol RetainedMemoryReporting: AnyObject {
    /// The bytes the computed layout retains, buffers counted by capacity.
    var retainedBytes: Int { get }
}

extension SectionedLayout: BuiltInLayout, RetainedMemoryReporting {}
extension CompositionalLayout: BuiltInLayout, RetainedMemoryReporting {}
