#if canImport(Glibc)
import TrellisPreview
import Glibc
#endif
import TrellisLayout
import TrellisRender

/// `trellis render SPEC --size COLSxROWS [--width N] [--offset Y] [--offset-x X] [--full] [--color]`:
/// the previewer's screen as text. `--offset` scrolls along the spec's scroll axis (sideways in
/// a spec that scrolls only horizontally); an offset that cannot apply is clamped. `--width`
/// lays out at a content width of its own, as in the previewer; `--full` prints the whole
/// content (``FullRender``).
enum RenderCommand {
    static func run(_ arguments: [String]) throws(CommandFailure) {
        let parsed = try ParsedArguments(arguments, command: "render", valued: ["size", "offset", "offset-x", "width"],
                                     flags: ["color", "full"])
        if parsed.has("help") { try StandardStreams.writeLine(HelpText.render); return }
        let path = try SpecArguments.single(parsed, command: "render")
        guard let sizeText = parsed.value("size") else { throw .usage("missing --size COLSxROWS", command: "render") }
        let (columns, rows) = try OptionValues.size(sizeText, option: "size", command: "render")
        let offset = try parsed.value("offset").map { text throws(CommandFailure) in
            try OptionValues.number(text, option: "offset", command: "render", in: -1e9...1e9)
        }
        let offsetX = try parsed.value("offset-x").map { text throws(CommandFailure) in
            try OptionValues.number(text, option: "offset-x", command: "render", in: -1e9...1e9)
        }
        let full = parsed.has("full")
        if full, offset != nil || offsetX != nil {
            throw .usage("--full shows the whole content: --offset and --offset-x have nothing to scroll", command: "render")
        }
        let document = try SpecArguments.load(path)
        let width = try ContentWidthOption.parse(parsed.value("width"), command: "render", documents: [document])
        if full, width != nil, document.layout.isHorizontal {
            throw .usage("--full shows the whole width of a spec that scrolls sideways: give --full or --width, not both",
                         command: "render")
        }
        let session = PreviewSession(documents: [document], columns: columns, rows: rows)
        session.showsWarningsNotice = false
        if let width { session.setContentWidthOfEverySpec(width) }
        if full { try FullRender.expand(session, width: columns, height: rows) }
        let viewport = session.viewport
        // The offsets are in rows and columns, as j and l step: points at the spec's scale.
        let scale = viewport.scale
        if viewport.scrollsHorizontally {
            // A spec that scrolls only sideways: --offset moves along that axis, as j/k do.
            if offset != nil, offsetX != nil {
                throw .usage("--offset and --offset-x both scroll sideways in this spec (it scrolls only horizontally): give one",
                             command: "render")
            }
            viewport.scroll(to: Point(x: (offsetX ?? offset ?? 0) * scale.x, y: 0))
        } else {
            // Either offset that cannot apply (no content past the view that way) is clamped.
            viewport.scroll(to: Point(x: (offsetX ?? 0) * scale.x, y: (offset ?? 0) * scale.y))
        }
        // The previewer's own composition, without the frame time (so the output is repeatable).
        let grid = session.compose(showingFrameTime: false)
        let noColor = getenv("NO_COLOR").map { String(cString: $0).isEmpty == false } ?? false
        try StandardStreams.write(parsed.has("color") ? grid.ansiText(color: !noColor) : grid.plainText())
    }
}
