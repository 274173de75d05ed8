import TrellisRender
import TrellisTerminal

/// The line the previewer reads a command on, as less does: `:` to go somewhere, `/` to
/// search. While a prompt is open it takes every key (``PreviewSession/takePromptInput(_:)``),
/// the key map none; it is drawn over the status line.
///
/// - printable characters are typed at the end (up to ``maximumLength``);
/// - Backspace deletes the last character, and on an empty prompt cancels it (as less does);
/// - Ctrl-U clears the line;
/// - Esc and Ctrl-C (``Key/interrupt``) cancel, as in less and vim; Enter submits the text.
///
/// ```swift
/// var prompt = Prompt(kind: .goTo)
/// _ = prompt.handle(.character("7"))   // .editing
/// prompt.handle(.key(.enter))          // .submitted("7")
/// ```
package struct Prompt: Equatable {
    /// What the prompt asks for.
    package enum Kind: Character, Equatable {
        /// `:` — a place to go to (``GoToCommand``).
        case goTo = ":"
        /// `/` — a search pattern.
        case search = "/"
    }

    /// An edit a key makes to the line (``KeyTable``'s prompt bindings).
    package enum Edit: Equatable, Sendable {
        /// Close without running anything (Esc, Ctrl-C).
        case cancel
        /// Close and run the text (Enter).
        case submit
        /// Delete the last character; on an empty line, cancel (Backspace).
        case deleteBackward
        /// Clear the line (Ctrl-U).
        case clear
    }

    /// What a key did to the prompt.
    enum Outcome: Equatable {
        /// Still open.
        case editing
        /// Closed without running anything.
        case cancelled
        /// Closed with this text to run.
        case submitted(String)
    }

    /// What the prompt asks for.
    let kind: Kind
    /// The text typed so far.
    private(set) var text = ""
    /// The most characters the prompt takes (a paste beyond it is cut), so drawing stays cheap.
    static let maximumLength = 256

    /// Applies one key: see the type's rules. Keys with no meaning here (arrows, the wheel) do nothing.
    mutating func handle(_ event: InputEvent) -> Outcome {
        if case .prompt(let edit)? = KeyTable.command(for: event, mode: .prompt) {
            switch edit {
            case .cancel: return .cancelled
            case .submit: return .submitted(text)
            case .deleteBackward:
                if text.isEmpty { return .cancelled }
                text.removeLast()
            case .clear: text = ""
            }
        } else if case .character(let character) = event, Self.isTypeable(character), text.count < Self.maximumLength {
            text.append(character)
        }
        return .editing
    }

    /// Whether `character` can be typed: nothing that is a control, format or unassigned scalar.
    static func isTypeable(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .unassigned, .surrogate, .privateUse, .lineSeparator, .paragraphSeparator: false
            default: true
            }
        }
    }

    /// Draws the prompt on `row` of `grid` in place of the status line: the prompt character, the
    /// text (its end, when it is wider than the row) and a reverse-video cursor after it.
    func draw(on grid: inout CellGrid, row: Int) {
        guard row >= 0, row < grid.height, grid.width > 0 else { return }
        let line = CellRect(x: 0, y: row, width: grid.width, height: 1)
        grid.fill(line, with: Cell(symbol: " ", style: .plain))
        let room = max(0, grid.width - 2)   // the prompt character and the cursor
        var shown = text
        while TextWidth.displayWidth(of: shown) > room, !shown.isEmpty { shown.removeFirst() }
        let typed = String(kind.rawValue) + shown
        grid.setString(typed, x: 0, y: row, style: .plain, clip: line)
        let cursor = min(grid.width - 1, TextWidth.displayWidth(of: typed))
        grid.setString(" ", x: cursor, y: row, style: CellStyle(reverse: true), clip: line)
    }
}
