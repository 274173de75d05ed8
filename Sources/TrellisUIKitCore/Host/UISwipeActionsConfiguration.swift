/// An action shown when a list row is swiped, as UIKit's `UIContextualAction`.
///
/// Declared so that a list configuration's swipe-action providers compile; nothing here swipes,
/// so no handler is ever called.
@MainActor
open class UIContextualAction: NSObject {
    /// How the action looks.
    public enum Style: Int, Sendable {
        /// A plain action.
        case normal = 0
        /// An action that deletes: red.
        case destructive = 1
    }

    /// Runs the action: the action, the view it was shown in, and a completion to call with
    /// whether it was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// How the action looks.
    public let style: Style
    /// What runs the action.
    public let handler: Handler
    /// The action's title.
    open var title: String?
    /// The action's background colour; nil for the style's.
    open var backgroundColor: UIColor?

    /// An action of `style` titled `title`, run by `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}

/// The actions a swiped list row shows, as UIKit's `UISwipeActionsConfiguration`.
///
/// Declared so that a list configuration's swipe-action providers compile; nothing here swipes.
///
/// ```swift
/// list.trailingSwipeActionsConfigurationProvider = { indexPath in
///     UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }])
/// }
/// ```
@MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, first nearest the row's edge.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action; true by default.
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
