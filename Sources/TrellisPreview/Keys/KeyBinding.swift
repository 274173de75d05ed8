import TrellisTerminal

/// Where a key acts: the previewer reads each key in exactly one mode, and a binding belongs to one.
package enum KeyMode: CaseIterable, Sendable {
    /// The layout is shown and no overlay or prompt is open.
    case normal
    /// Inspect mode (`i`): its bindings come first, and every key it does not bind means what it
    /// means in ``normal``.
    case inspect
    /// A `:` or `/` prompt is open: it takes every key, and types the printable ones.
    case prompt
    /// An overlay is open: the `?` help, or the `w` and `!` lists. Keys act on it, never on the
    /// layout under it.
    case help
}

/// The group a binding is listed under in the `?` overlay, in the order the overlay shows them.
package enum KeyGroup: CaseIterable, Sendable {
    /// Moving the view.
    case scroll
    /// The pages: going to one, reloading, warnings.
    case pages
    /// `:` and `/`.
    case goToAndSearch
    /// The adjustments and the content width.
    case adjust
    /// Inspect mode.
    case inspect
    /// Redraw, help, quit: the last group, without a heading.
    case other

    /// The heading the `?` overlay gives the group; `pagesHeading` for ``pages``, which the
    /// embedder words (the app: `Specs (watched unless --no-watch)`).
    func heading(pagesHeading: String) -> String {
        switch self {
        case .scroll: "Scroll"
        case .pages: pagesHeading
        case .goToAndSearch: "Go to & search"
        case .adjust: "Adjust"
        case .inspect: "Inspect"
        case .other: ""
        }
    }
}

/// Text that may name the pages: `next / previous spec` in the app, `next / previous page` in a
/// ``Previewer`` of the library's own pages. Written once, with the noun as a parameter.
///
/// ```swift
/// let phrase: Phrase = .init { "next / previous \($0)" }
/// phrase.text(noun: "spec")   // "next / previous spec"
/// let plain: Phrase = "one page down"
/// ```
package struct Phrase: ExpressibleByStringLiteral, Sendable {
    private let make: @Sendable (String) -> String

    /// A phrase that names the pages by the noun it is given.
    package init(_ make: @escaping @Sendable (_ noun: String) -> String) { self.make = make }

    /// A phrase that never names the pages.
    package init(stringLiteral value: String) { make = { _ in value } }

    /// The text, with the pages called `noun`.
    package func text(noun: String) -> String { make(noun) }
}

/// What a key does, in the vocabulary of the mode it acts in.
package enum KeyCommand: Equatable, Sendable {
    /// An action on the previewer (normal, inspect and help modes).
    case preview(PreviewAction)
    /// An edit of the open prompt (prompt mode).
    case prompt(Prompt.Edit)
}

/// One input that a binding answers: a character, a named key, the mouse, or a resize.
package enum KeyInput: Equatable, Sendable {
    /// A typed character (`j`, Ctrl-D as `"\u{04}"`).
    case character(Character)
    /// A named key (an arrow, Page Down).
    case key(Key)
    /// The wheel turned up (towards the top) or down.
    case wheel(up: Bool)
    /// A click anywhere: the command is made with the cell clicked (``KeyBinding/command(for:)``).
    case click
    /// The terminal changed size.
    case resize

    /// Whether `event` is this input.
    func matches(_ event: InputEvent) -> Bool {
        switch (self, event) {
        case (.character(let a), .character(let b)): a == b
        case (.key(let a), .key(let b)): a == b
        case (.wheel(let a), .mouseWheel(let b)): a == b
        case (.click, .mouseClick): true
        case (.resize, .resize): true
        default: false
        }
    }
}

/// One key binding, declared once in ``KeyTable``: its keys and what each does in its mode, the
/// group and words the `?` overlay lists it with, and the words the README's key table and
/// `trellis help preview` give it. Dispatch, the overlay, the help and the README table are all
/// derived from these declarations.
package struct KeyBinding: Sendable {
    /// When the `?` overlay lists a binding: always, or only on a page that can use it.
    package enum Listing: Equatable, Sendable {
        /// Always.
        case always
        /// Only on a page that supports this adjustment (``Adjustable/adjustmentsInHelp``).
        case adjustment(Adjustment)
        /// Only on a page that supports an adjustment (`=`).
        case anyAdjustment
        /// Only on a page that can reload (`r`).
        case reload
        /// Only on a page that can have warnings (`w`, `!`).
        case warnings
        /// Only with more than one page (Tab, the digits), where the pages are not the app's.
        case severalPages
    }

    /// The mode the binding acts in.
    package var mode: KeyMode
    /// Each input and the command it gives.
    package var inputs: [(input: KeyInput, command: KeyCommand)]
    /// The `?` overlay's group; nil for a binding the overlay does not list (the prompt's and
    /// the help's own keys, which their title and the README's prose name).
    package var group: KeyGroup?
    /// The `?` overlay's entries for the binding: its keys in the overlay's short spelling
    /// (`j ↓ / k ↑`, `^D`) and a one-line summary; usually one, and none for a binding the
    /// overlay does not list.
    package var overlay: [(keys: String, summary: Phrase)]
    /// When the `?` overlay lists it.
    package var listing: Listing
    /// The keys as the README's table writes them, in Markdown (`` `j`, Down / `k`, Up ``); the
    /// help writes them without the backticks. Empty for a binding the README's table does not list.
    package var readmeKeys: String
    /// What the binding does, as `trellis help preview` says it on one line and the README's
    /// table begins its row.
    package var description: Phrase
    /// What the README's table says after ``description``: its examples and fine print (starts
    /// with its own punctuation; empty for none).
    package var details: Phrase

    /// A binding. `overlay` defaults to none, `listing` to always, `details` to none.
    package init(_ mode: KeyMode, _ inputs: [(KeyInput, KeyCommand)], group: KeyGroup? = nil,
                 overlay: [(keys: String, summary: Phrase)] = [], listing: Listing = .always,
                 readme readmeKeys: String = "", description: Phrase = "", details: Phrase = "") {
        self.mode = mode
        self.inputs = inputs.map { (input: $0.0, command: $0.1) }
        self.group = group
        self.overlay = overlay
        self.listing = listing
        self.readmeKeys = readmeKeys
        self.description = description
        self.details = details
    }

    /// The command this binding gives for `event`, or nil when it does not answer it. A click
    /// becomes ``PreviewAction/click(x:y:)`` at the cell clicked.
    func command(for event: InputEvent) -> KeyCommand? {
        guard let match = inputs.first(where: { $0.input.matches(event) }) else { return nil }
        if case .mouseClick(let x, let y) = event, case .preview(.click) = match.command { return .preview(.click(x: x, y: y)) }
        return match.command
    }
}
