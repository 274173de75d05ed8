/// One change of a batch update, as UIKit's `UICollectionViewUpdateItem`: declared so that
/// `prepare(forCollectionViewUpdates:)` overrides compile. Trellis's host makes no batch updates.
@MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// What the update does, as UIKit's `UICollectionViewUpdateItem.Action`.
    public enum Action: Int, Sendable {
        /// An item or section inserted.
        case insert = 0
        /// An item or section deleted.
        case delete = 1
        /// An item or section reloaded.
        case reload = 2
        /// An item or section moved.
        case move = 3
        /// No change.
        case none = 4
    }

    /// The item's index path before the update; nil for an insert.
    open private(set) var indexPathBeforeUpdate: IndexPath?

    /// The item's index path after the update; nil for a delete.
    open private(set) var indexPathAfterUpdate: IndexPath?

    /// What the update does.
    open private(set) var updateAction: Action

    /// An update of `action` between two index paths (UIKit makes these; so does Trellis, never).
    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }
}
