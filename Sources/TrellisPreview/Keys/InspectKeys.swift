import TrellisLayout
import TrellisTerminal

/// The keys that act differently in inspect mode: arrows and `h j k l` move the selection
/// spatially, Tab and Shift-Tab step through the items. Every other key keeps its meaning
/// (``KeyMap``). Pure: an event in, an action out.
enum InspectKeys {
    /// The inspect-mode action for `event`, or `nil` when the key means what it always means.
    static func action(for event: InputEvent) -> PreviewAction? {
        switch event {
        case .key(.up), .character("k"): .moveSelection(.up)
        case .key(.down), .character("j"): .moveSelection(.down)
        case .key(.left), .character("h"): .moveSelection(.left)
        case .key(.right), .character("l"): .moveSelection(.right)
        case .key(.tab), .character("\t"): .nextItem(forward: true)
        case .key(.backTab): .nextItem(forward: false)
        default: nil
        }
    }
}
