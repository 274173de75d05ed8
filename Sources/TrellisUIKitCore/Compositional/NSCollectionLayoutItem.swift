/// A cell slot of a compositional layout, as UIKit's `NSCollectionLayoutItem`: its size, and the
/// insets that shrink the cell inside its slot.
///
/// A class, as in UIKit, so that a constant can be changed after it is made:
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
///                                                                      heightDimension: .fractionalHeight(1)))
/// item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
/// ```
///
/// It maps onto TrellisLayout's `LayoutItem` member for member: ``layoutSize``, ``contentInsets``
/// (leading is left, trailing right; ignored on an axis whose dimension is estimated, as UIKit
/// does, rule 15 of docs/layouts.md), ``edgeSpacing`` (rule 17) and ``supplementaryItems``, the
/// badges anchored to the item (rule 19).
@MainActor
open class NSCollectionLayoutItem: NSObject, @preconcurrency NSCopying {
    private let size: NSCollectionLayoutSize
    /// The supplementary items (a group can set them; an item's are fixed at creation).
    var storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]
    private var storedEdgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// An item of `size` with `supplementaryItems`.
    init(size: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.size = size
        storedSupplementaryItems = supplementaryItems
        super.init()
    }

    /// An item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(size: layoutSize, supplementaryItems: [])
    }

    /// An item of `layoutSize` with supplementary views anchored to it (badges).
    public convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.init(size: layoutSize, supplementaryItems: supplementaryItems)
    }

    /// Unavailable, as in UIKit: use ``init(layoutSize:)``.
    @available(*, unavailable, message: "use init(layoutSize:)")
    public override init() {
        fatalError("NSCollectionLayoutItem.init() is unavailable")
    }

    /// How far the cell lies inside its slot on each side; `.zero` by default. Ignored on an axis
    /// whose dimension is `.estimated`, as in UIKit.
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    /// Extra space around the item when its group lays it out; nil by default. Set, it is copied
    /// (UIKit's `@NSCopying`).
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing? {
        get { storedEdgeSpacing }
        set { storedEdgeSpacing = newValue?.copy() as? NSCollectionLayoutEdgeSpacing }
    }

    /// The item's size.
    open var layoutSize: NSCollectionLayoutSize { size }

    /// The supplementary views anchored to the item (badges); empty by default.
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { storedSupplementaryItems }

    /// A copy: the same size, insets, edge spacing and supplementary items.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutItem(size: size, supplementaryItems: storedSupplementaryItems)
        copy.copyItemProperties(from: self)
        return copy
    }

    /// Copies the properties every item has from `other`.
    func copyItemProperties(from other: NSCollectionLayoutItem) {
        contentInsets = other.contentInsets
        storedEdgeSpacing = other.storedEdgeSpacing
    }
}

/// A frame a custom group gives one of its items, as UIKit's `NSCollectionLayoutGroupCustomItem`.
///
/// Declared so that code building custom groups compiles; custom groups are not modelled (see
/// ``NSCollectionLayoutGroup/custom(layoutSize:itemProvider:)``).
@MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject, @preconcurrency NSCopying {
    private let storedFrame: CGRect
    private let storedZIndex: Int

    /// A custom item at `frame` with `zIndex`.
    init(customFrame: CGRect, customZIndex: Int) {
        storedFrame = customFrame
        storedZIndex = customZIndex
        super.init()
    }

    /// A custom item at `frame`, relative to its group's origin.
    public convenience init(frame: CGRect) {
        self.init(customFrame: frame, customZIndex: 0)
    }

    /// A custom item at `frame`, relative to its group's origin, drawn at `zIndex`.
    public convenience init(frame: CGRect, zIndex: Int) {
        self.init(customFrame: frame, customZIndex: zIndex)
    }

    /// Unavailable, as in UIKit: use ``init(frame:)``.
    @available(*, unavailable, message: "use init(frame:)")
    public override init() {
        fatalError("NSCollectionLayoutGroupCustomItem.init() is unavailable")
    }

    /// The item's frame, relative to its group's origin.
    open var frame: CGRect { storedFrame }
    /// The item's drawing order.
    open var zIndex: Int { storedZIndex }

    /// A custom item with the same frame and zIndex.
    open func copy(with zone: NSZone? = nil) -> Any {
        NSCollectionLayoutGroupCustomItem(customFrame: storedFrame, customZIndex: storedZIndex)
    }
}

/// Makes the frames of a custom group's items in an environment, as UIKit's
/// `NSCollectionLayoutGroupCustomItemProvider`.
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// A group of a compositional layout, as UIKit's `NSCollectionLayoutGroup`: items and nested
/// groups laid along an axis, itself an item of its parent.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
///                                                                      heightDimension: .fractionalHeight(1)))
/// let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
///                                                                                heightDimension: .absolute(44)),
///                                              repeatingSubitem: item, count: 3)
/// row.interItemSpacing = .fixed(8)
/// ```
///
/// It maps onto TrellisLayout's `LayoutGroup`:
/// - `subitems:` lays the subitems in order and repeats them while the next one fits (rule 4 of
///   docs/layouts.md);
/// - `subitem:count:` (deprecated in iOS 16) makes `count` equal slots that fill the group, which
///   `interItemSpacing` resizes (rule 5);
/// - `repeatingSubitem:count:` repeats the subitem `count` times at its own size; fitting them is
///   the caller's responsibility, as Apple documents.
///
/// `interItemSpacing` `.fixed` and `.flexible` (rule 17), the group's own `contentInsets`, inside
/// which its subitems are laid out and resolve their fractions (rule 16), and its `edgeSpacing`
/// in its parent group are modelled. Out of scope, each with a warning: a group's
/// `supplementaryItems`, and `custom(layoutSize:itemProvider:)`, whose section places no items.
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// How a group arranges its subitems.
    enum Arrangement {
        /// The subitems in order, repeating while the next fits.
        case subitems
        /// `count` equal slots of the one subitem.
        case equalSlots(count: Int)
        /// The one subitem `count` times, at its own size.
        case repeating(count: Int)
        /// Frames from a closure (not modelled).
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    /// Whether the subitems run left to right (else top to bottom).
    let isHorizontal: Bool
    /// How the subitems are arranged.
    let arrangement: Arrangement
    private let storedSubitems: [NSCollectionLayoutItem]
    private var storedInterItemSpacing: NSCollectionLayoutSpacing?

    /// A group of `size` along an axis.
    init(size: NSCollectionLayoutSize, horizontal: Bool, arrangement: Arrangement, subitems: [NSCollectionLayoutItem]) {
        isHorizontal = horizontal
        self.arrangement = arrangement
        storedSubitems = subitems
        super.init(size: size, supplementaryItems: [])
    }

    /// A group laying `subitems` left to right, repeating them until the group's width is used up.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        NSCollectionLayoutGroup(size: layoutSize, horizontal: true, arrangement: .subitems, subitems: subitems) as! Self
    }

    /// A group laying `subitems` top to bottom, repeating them until the group's height is used up.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        NSCollectionLayoutGroup(size: layoutSize, horizontal: false, arrangement: .subitems, subitems: subitems) as! Self
    }

    /// A group of `count` equally wide slots of `subitem` that fill the group's width; setting
    /// ``interItemSpacing`` keeps `count` and narrows the slots. Deprecated in iOS 16.
    @available(*, deprecated, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        NSCollectionLayoutGroup(size: layoutSize, horizontal: true, arrangement: .equalSlots(count: count), subitems: [subitem]) as! Self
    }

    /// A group of `count` equally tall slots of `subitem` that fill the group's height; setting
    /// ``interItemSpacing`` keeps `count` and shortens the slots. Deprecated in iOS 16.
    @available(*, deprecated, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        NSCollectionLayoutGroup(size: layoutSize, horizontal: false, arrangement: .equalSlots(count: count), subitems: [subitem]) as! Self
    }

    /// A group repeating `subitem` `count` times left to right, each at its own size. It is the
    /// caller's responsibility that the group's size fits `count` repetitions (iOS 16).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
        NSCollectionLayoutGroup(size: layoutSize, horizontal: true, arrangement: .repeating(count: count), subitems: [subitem]) as! Self
    }

    /// A group repeating `subitem` `count` times top to bottom, each at its own size. It is the
    /// caller's responsibility that the group's size fits `count` repetitions (iOS 16).
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
        NSCollectionLayoutGroup(size: layoutSize, horizontal: false, arrangement: .repeating(count: count), subitems: [subitem]) as! Self
    }

    /// A group whose items' frames `itemProvider` gives. Declared so that code compiles; not
    /// modelled: a section of such a group places no items, and the layout warns.
    open class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> Self {
        NSCollectionLayoutGroup(size: layoutSize, horizontal: true, arrangement: .custom(itemProvider), subitems: []) as! Self
    }

    /// The supplementary views anchored to the group; settable on a group, as in UIKit. Out of
    /// scope: a warning, and none is placed.
    open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { storedSupplementaryItems }
        set { storedSupplementaryItems = newValue }
    }

    /// The space between neighbouring subitems along the group's axis; nil (none) by default. Set,
    /// it is copied (UIKit's `@NSCopying`). `.flexible` gaps share the group's leftover length.
    open var interItemSpacing: NSCollectionLayoutSpacing? {
        get { storedInterItemSpacing }
        set { storedInterItemSpacing = newValue?.copy() as? NSCollectionLayoutSpacing }
    }

    /// The subitems the group was made with (one for the `count` forms, none for a custom group).
    open var subitems: [NSCollectionLayoutItem] { storedSubitems }

    /// A text picture of the group, as UIKit's debugging aid draws one: here one line per subitem.
    open func visualDescription() -> String {
        var lines = ["\(isHorizontal ? "horizontal" : "vertical") group \(layoutSize.widthDimension.swiftDescription) x \(layoutSize.heightDimension.swiftDescription)"]
        for subitem in storedSubitems {
            let kind = subitem is NSCollectionLayoutGroup ? "group" : "item"
            lines.append("  \(kind) \(subitem.layoutSize.widthDimension.swiftDescription) x \(subitem.layoutSize.heightDimension.swiftDescription)")
        }
        return lines.joined(separator: "\n")
    }

    /// A copy with copies of the subitems (a group is a tree).
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutGroup(size: layoutSize, horizontal: isHorizontal, arrangement: arrangement,
                                           subitems: storedSubitems.map { $0.copy() as! NSCollectionLayoutItem })
        copy.copyItemProperties(from: self)
        copy.storedSupplementaryItems = storedSupplementaryItems
        copy.storedInterItemSpacing = storedInterItemSpacing
        return copy
    }
}
