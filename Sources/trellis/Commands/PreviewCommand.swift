import Foundation
import TrellisPreview
import TrellisSpec

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
        let live = LiveReload(paths: parsed.operands, enabled: !parsed.has("no-watch"), useInotify: inotifyWanted(),
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
        let width = try ContentWidthOption.parse(parsed.value("width"), command: "preview", documents: documents)
        var previewer = Previewer(pages: pages)
        previewer.contentWidth = width
        previewer.liveReload = live
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
        getenv("TRELLIS_WATCH").map { String(cString: $0) } != "poll"
    }

    /// The end-to-end tests' hooks, from `TRELLIS_TEST_THROW_ON_KEY` and `TRELLIS_TEST_HANG_ON_KEY`
    /// (each the key that throws or hangs): the app reads the environment, the library never does.
    static func testHooks() -> PreviewerTestHooks {
        let environment = ProcessInfo.processInfo.environment
        return PreviewerTestHooks(throwOnKey: environment["TRELLIS_TEST_THROW_ON_KEY"].flatMap(\.first),
                                  hangOnKey: environment["TRELLIS_TEST_HANG_ON_KEY"].flatMap(\.first))
    }
}
