import Foundation
import TrellisSpec
import TrellisTerminal

/// `trellis [preview] [--width N] [SPEC...]`: the interactive previewer.
enum PreviewCommand {
    /// Whether `argument` is one of the previewer's own options (`--width N`, `--width=N`,
    /// `--no-watch`), so that `trellis --width 40 SPEC` is `trellis preview --width 40 SPEC`.
    static func isOption(_ argument: String) -> Bool {
        argument == "--width" || argument.hasPrefix("--width=") || argument == "--no-watch"
    }

    static func run(_ arguments: [String]) throws(CommandFailure) {
        let parsed = try ParsedArguments(arguments, command: "preview", valued: ["width"], flags: ["no-watch"])
        if parsed.has("help") { try StandardStreams.writeLine(HelpText.preview); return }
        if parsed.operands.contains(SpecArguments.standardInput) {
            throw .usage("preview cannot read a spec from standard input ('-'): the previewer reads keys from the terminal there; "
                         + "name a file, or use 'trellis render - --size 80x24'", command: "preview")
        }
        // Each file's state is read before it is loaded, and watching begins after the first
        // frame (LiveReload.start()), so a save in between is not missed and the first screen
        // does not wait for the watches.
        let live = LiveReload(paths: parsed.operands, enabled: !parsed.has("no-watch"), watchingNow: false)
        // Bad specs are reported before the terminal is touched.
        var documents: [SpecDocument] = []
        for path in parsed.operands { documents.append(try SpecArguments.load(path)) }
        if documents.isEmpty {
            do { documents = try Gallery.documents() } catch { throw .runtime("the built-in gallery is broken: \(error)") }
        }
        let width = try ContentWidthOption.parse(parsed.value("width"), command: "preview", documents: documents)
        guard Terminal.isInteractive() else {
            throw CommandFailure(message: "the previewer needs a terminal (stdin and stdout a tty, TERM set and not dumb)",
                                 status: 2, hint: "For scripts and pipes use 'trellis render SPEC --size 80x24'.")
        }
        do {
            try Terminal.run { terminal in
                let size = terminal.size
                let session = PreviewSession(documents: documents, columns: size.cols, rows: size.rows)
                if let width { session.setContentWidthOfEverySpec(width) }
                terminal.draw(session.compose())
                live.start()
                let failKey = ProcessInfo.processInfo.environment["TRELLIS_TEST_THROW_ON_KEY"].flatMap(\.first)
                // Wait for an event (or a change to a watched file, or the debounce deadline),
                // take every event already pending, apply them all, reload the files that changed,
                // then compose and draw one frame (InputBatch, LiveReload).
                while let wake = terminal.nextEvent(orReadable: live.fileDescriptor, timeout: live.timeout()) {
                    var events: [InputEvent] = []
                    if case .event(let first) = wake { events.append(first) }
                    while !events.isEmpty, events.count < InputBatch.maximumEvents, let event = terminal.pendingEvent() {
                        events.append(event)
                    }
                    // A test hook: an error thrown to the top while the screen is taken must still
                    // give the terminal back (see RestoreTests).
                    if let failKey, events.contains(.character(failKey)) { throw InjectedFailure() }
                    let outcome = InputBatch.apply(events, to: session)
                    if outcome.quits { break }
                    let changed = live.due()
                    if !changed.isEmpty { session.reload(changed) }
                    guard !events.isEmpty || !changed.isEmpty else { continue }  // nothing to show yet
                    if outcome.redraws { terminal.redrawAll() }
                    if let line = session.takeClipboardRequest() {
                        session.clipboardDelivered(terminal.copyToClipboard(line) == .sent, line: line)
                    }
                    terminal.draw(session.compose(), scrolledRows: session.scrolledRows)
                }
            }
        } catch let error as TerminalError {
            // No UTF-8 locale: one line says it all (render does not need one).
            throw CommandFailure(message: error.description, status: 2,
                                 hint: error == .noUTF8Locale ? nil : "For scripts and pipes use 'trellis render SPEC --size 80x24'.")
        } catch {
            throw .runtime("\(error)")
        }
    }
}

/// The error the `TRELLIS_TEST_THROW_ON_KEY` test hook throws.
struct InjectedFailure: Error, CustomStringConvertible {
    var description: String { "a test asked the previewer to fail (TRELLIS_TEST_THROW_ON_KEY)" }
}
