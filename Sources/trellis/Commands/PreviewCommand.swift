import TrellisPreview
import TrellisSpec

/// `trellis [preview] [--width N] [SPEC...]`: the interactive previewer.
enum PreviewCommand {
    /// `preview`'s options, the only declaration of them.
    enum Option {
        static let noWatch = CommandOption.flag("no-watch", help: ["Do not watch the spec files; r still reloads them."])
        static let width = CommandOption.valued("width", "N", .contentWidth, help: [
            "Lay out at a content width of N (spec units; 1 to 4096 columns) whatever",
            "the terminal's width: the content sits centred between two dim frame lines",
            "and the status line shows w:N. Wider than the terminal, its left part shows",
            "(the left frame line in column 0, the rest cut at the right edge). < and >",
            "change it by one column (from the terminal's width when none is set), \\",
            "goes back to following the terminal; each keeps your place, as a resize does.",
        ])
    }

    /// The options in the order the help lists them.
    static let options = CommandOptions(command: "preview", helpColumn: 14, options: [Option.noWatch, Option.width])

    /// Whether `argument` is one of the previewer's own options (`--width N`, `--width=N`,
    /// `--no-watch`), so that `trellis --width 40 SPEC` is `trellis preview --width 40 SPEC`.
    static func isOption(_ argument: String) -> Bool {
        options.isOption(argument)
    }

    static func run(_ arguments: [String]) throws(CommandFailure) {
        let parsed = try options.parse(arguments)
        if parsed.has("help") { try StandardStreams.writeLine(HelpText.preview); return }
        if parsed.operands.contains(SpecArguments.standardInput) {
            throw .usage("preview cannot read a spec from standard input ('-'): the previewer reads keys from the terminal there; "
                         + "name a file, or use 'trellis render - --size 80x24'", command: "preview")
        }
        // Each file's state is read before it is loaded, and watching begins after the first
        // frame (LiveReload.start()), so a save in between is not missed and the first screen
        // does not wait for the watches.
        let live = LiveReload(paths: parsed.operands, enabled: !parsed.has(Option.noWatch), useInotify: inotifyWanted(),
                              watchingNow: false)
        // A spec that does not load keeps its place, as a page showing its error until it loads
        // (SpecPage.unloadedPage); when none loads, the first one's error is reported before the
        // terminal is touched.
        var documents: [SpecDocument] = []
        var pages: [PreviewPage] = []
        var firstFailure: CommandFailure?
        for path in parsed.operands {
            do {
                let document = try SpecArguments.load(path)
                documents.append(document)
                pages.append(PreviewPage(SpecPage(document)))
            } catch {
                firstFailure = firstFailure ?? error
                pages.append(SpecPage.unloadedPage(path: path, error: error))
            }
        }
        if documents.isEmpty, let firstFailure { throw firstFailure }
        if pages.isEmpty {
            do { documents = try Gallery.documents() } catch { throw .runtime("the built-in gallery is broken: \(error)") }
            pages = documents.map { PreviewPage(SpecPage($0)) }
        }
        let width = try ContentWidthOption.parse(parsed.text(Option.width), option: Option.width, command: options.command,
                                                 documents: documents)
        var previewer = Previewer(pages: pages)
        previewer.contentWidth = width
        previewer.liveReload = live
        // The help says the files are watched only where they are: not the gallery's, nor with --no-watch.
        previewer.wording = SpecPage.wording(watched: live.watches)
        previewer.nothingToReloadMessage = SpecPage.nothingToReload
        previewer.testHooks = testHooks()
        do {
            try previewer.start()
        } catch let refusal as PreviewerRefusal {
            // No UTF-8 locale: one line says it all (render does not need one).
            throw CommandFailure(message: refusal.description, status: refusal.status,
                                 hint: refusal == .terminal(.noUTF8Locale) ? nil : "For scripts and pipes use 'trellis render SPEC --size 80x24'.")
        } catch {
            throw .runtime("\(error)")
        }
    }

    /// Whether the environment lets the file watcher use inotify: not when `TRELLIS_WATCH=poll`
    /// (a network file system, where inotify sees no other machine's writes).
    static func inotifyWanted() -> Bool {
        Platform.environment("TRELLIS_WATCH") != "poll"
    }

    /// The end-to-end tests' hooks, from `TRELLIS_TEST_THROW_ON_KEY` and `TRELLIS_TEST_HANG_ON_KEY`
    /// (each the key that throws or hangs): the app reads the environment, the library never does.
    static func testHooks() -> PreviewerTestHooks {
        PreviewerTestHooks(throwOnKey: Platform.environment("TRELLIS_TEST_THROW_ON_KEY").flatMap(\.first),
                           hangOnKey: Platform.environment("TRELLIS_TEST_HANG_ON_KEY").flatMap(\.first))
    }
}
