import TrellisTerminal

/// The whole interactive previewer over some pages: keys, resize, inspect, help, search, go-to,
/// content width, quit. It takes the terminal and gives it back as it found it on every way
/// out: `q`, end of input, an error, Ctrl-C, Ctrl-\, and Ctrl-Z then `fg` in between. Ctrl-C
/// ends it at once (the terminal's SIGINT), even while a page's layout is busy or stuck in an
/// endless loop; only while a `:` or `/` prompt is open, and the previewer is just waiting for
/// keys, is Ctrl-C read as a key, which cancels the prompt.
///
/// ```swift
/// let page = PreviewPage(title: "Mosaic", layout: MosaicLayout(dataSource: source),
///                        label: { indexPath in "\(indexPath.item)" })
/// try Previewer(pages: [page]).run()   // the whole previewer: keys, resize, inspect, help
/// ```
///
/// A library never ends the program: ``run()`` returns when the person quits and throws
/// ``PreviewerRefusal`` when there is no terminal to preview on; the program decides its exit
/// status.
public struct Previewer {
    /// The pages, in order; Tab and 1-9 move between them.
    ///
    /// ```swift
    /// var previewer = Previewer(pages: [mosaic])
    /// previewer.pages.append(PreviewPage(title: "Tags", layout: tags, label: { _ in nil }))
    /// ```
    public var pages: [PreviewPage]
    /// A content width for every page instead of the terminal's (`trellis --width`), in layout units.
    package var contentWidth: Double?
    /// Reload on save of the pages' files (the app's specs); nil watches nothing.
    package var liveReload: LiveReload?
    /// What `r` says when no page has a file.
    package var nothingToReloadMessage: String?
    /// How the messages and the help speak of the pages; nil: the pages' own words.
    package var wording: PageWording?
    /// The end-to-end tests' hooks, injected by the program (off by default).
    package var testHooks = PreviewerTestHooks()

    /// A previewer of `pages` (at least one).
    ///
    /// ```swift
    /// let previewer = Previewer(pages: [PreviewPage(title: "Tags", layout: tags, label: { _ in nil })])
    /// ```
    public init(pages: [PreviewPage]) {
        precondition(!pages.isEmpty, "a previewer needs at least one page")
        self.pages = pages
    }

    /// Runs the previewer until the person quits (`q`), then returns with the terminal restored.
    ///
    /// Without a terminal (stdin or stdout not a tty, `TERM` unset or `dumb`), or without a
    /// UTF-8 locale, it throws ``PreviewerRefusal``, whose ``PreviewerRefusal/lines(program:)``
    /// and ``PreviewerRefusal/status`` are what `trellis preview` writes and exits with. Any
    /// other error is thrown too, after the terminal is restored. It never ends the program
    /// itself. SIGQUIT (Ctrl-\\) gets its default action for the whole program: it ends it, as in
    /// `trellis`, rather than printing a crash report.
    ///
    /// ```swift
    /// do {
    ///     try Previewer(pages: [page]).run()
    /// } catch let refusal as PreviewerRefusal {
    ///     for line in refusal.lines(program: "photos") { print(line) }
    /// }
    /// ```
    public func run() throws {
        // Ctrl-\ ends the program, as in every command-line tool (not the runtime's backtracer's
        // report); while the previewer runs, the terminal is given back first.
        QuitSignal.useDefaultAction()
        try start()
    }

    /// Runs the previewer until the person quits; throws ``PreviewerRefusal`` when it cannot take
    /// the terminal (the app turns it into its own error and hint), and any error of the loop.
    package func start() throws {
        precondition(!pages.isEmpty, "a previewer needs at least one page")
        guard Terminal.isInteractive() else { throw PreviewerRefusal.noTerminal }
        let live = liveReload
        do {
            try Terminal.run { terminal in
                let size = terminal.size
                let session = PreviewSession(pages: pages, width: size.width, height: size.height, wording: wording)
                if let nothingToReloadMessage { session.nothingToReloadMessage = nothingToReloadMessage }
                session.watchesFiles = live?.watches ?? false
                if let contentWidth { session.setContentWidthOfEveryPage(contentWidth) }
                Self.drawFrame(of: session, on: terminal)
                live?.start()
                let failKey = testHooks.throwOnKey, hangKey = testHooks.hangOnKey
                // Wait for an event (or a change to a watched file, or the debounce deadline),
                // take every event already pending, apply them all, reload the files that changed,
                // then compose and draw one frame (InputBatch, LiveReload). Ctrl-C is a key only
                // while a prompt is open (it cancels it); at any other time it is the terminal's
                // SIGINT, which ends the previewer at once, even one hung in a user's layout.
                // While the layout doctor has work on the layout shown, the loop only looks for
                // input, without waiting, and runs a slice of the examination when none is there,
                // so a key waits at most one slice (LayoutCheckup.sliceBudget).
                while true {
                    terminal.readsInterruptAsKey = session.prompt != nil
                    let examining = session.isExaminingLayout
                    guard let wake = terminal.nextEvent(orReadable: live?.fileDescriptor,
                                                        timeout: examining ? .zero : live?.timeout()) else { break }
                    var events: [InputEvent] = []
                    if case .event(let first) = wake { events.append(first) }
                    while !events.isEmpty, events.count < InputBatch.maximumEvents, let event = terminal.pendingEvent() {
                        events.append(event)
                    }
                    // Test hooks: an error thrown to the top while the screen is taken must still
                    // give the terminal back; a hung previewer must still end by Ctrl-C (RestoreTests).
                    if let failKey, events.contains(.character(failKey)) { throw InjectedFailure() }
                    if let hangKey, session.prompt == nil, events.contains(.character(hangKey)) { PreviewerTestHooks.hang(session, on: terminal) }
                    let outcomes = InputBatch.apply(events, to: session)
                    if outcomes.contains(.quit) { break }
                    // A Ctrl-C typed at a prompt but read after it closed: ends the program as
                    // SIGINT would, unless SIGINT is ignored.
                    if outcomes.contains(.interrupt) { terminal.interrupt() }
                    // Files that changed come in as an event, between keys.
                    let changed = live?.due() ?? []
                    if !changed.isEmpty { session.receive(.filesChanged(changed)) }
                    guard !events.isEmpty || !changed.isEmpty else {
                        // Nothing came in: a slice of the layout doctor's examination, whose report
                        // comes in as an event; a frame only when it changed the problems shown.
                        if examining, let examined = session.examineLayout(budget: LayoutCheckup.sliceBudget),
                           session.receive(examined) {
                            Self.drawFrame(of: session, on: terminal)
                        }
                        continue
                    }
                    if outcomes.contains(.redraw) { terminal.redrawAll() }
                    // The last line `y` copied in the batch goes to the clipboard.
                    if let line = outcomes.lazy.compactMap({ if case .copy(let line) = $0 { line } else { nil } }).last {
                        session.receive(.clipboardDelivered(terminal.copyToClipboard(line) == .sent, line: line))
                    }
                    Self.drawFrame(of: session, on: terminal)
                }
            }
        } catch let error as TerminalError {
            throw PreviewerRefusal.terminal(error)
        }
    }
}

extension Previewer {
    /// Composes and draws the next frame of `session`. What the frame's own layout checks found
    /// goes back to the session as an event; when that is a new problem, the frame is drawn again
    /// at once, with the diagnostics line that says so.
    static func drawFrame(of session: PreviewSession, on terminal: Terminal) {
        let frame = session.compose()
        terminal.draw(frame.grid, scrolledRows: frame.scrolledRows)
        if let check = frame.layoutCheck, session.receive(.frameChecked(check)) {
            let again = session.compose()
            terminal.draw(again.grid, scrolledRows: again.scrolledRows)
        }
    }
}

/// Why the previewer did not start: no terminal, or one it cannot use (no UTF-8 locale).
///
/// ```swift
/// catch let refusal as PreviewerRefusal {
///     refusal.lines(program: "photos")   // ["photos: error: the previewer needs a terminal (…)"]
///     refusal.status                     // 2
/// }
/// ```
public enum PreviewerRefusal: Error, Equatable, CustomStringConvertible {
    /// stdin or stdout is not a tty, or `TERM` is unset or `dumb`.
    case noTerminal
    /// The terminal layer could not start (or lost the terminal).
    case terminal(TerminalError)

    /// The line after `error: `.
    public var description: String {
        switch self {
        case .noTerminal: "the previewer needs a terminal (stdin and stdout a tty, TERM set and not dumb)"
        case .terminal(let error): error.description
        }
    }

    /// The exit status: 2, bad input (no terminal to preview on).
    public var status: Int32 { 2 }

    /// What a program named `program` writes to standard error for this refusal, as `trellis
    /// preview` does.
    public func lines(program: String) -> [String] {
        ["\(program): error: \(description)"]
    }
}
