import TrellisPreview
import TrellisLayout
import TrellisRender

/// `trellis render SPEC --size COLSxROWS [--width N] [--offset Y] [--offset-x X] [--full] [--color]`:
/// the previewer's screen as text. `--offset` scrolls along the spec's scroll axis (sideways in
/// a spec that scrolls only horizontally); an offset that cannot apply is clamped. `--width`
/// lays out at a content width of its own, as in the previewer; `--full` prints the whole
/// content (``FullRender``).
enum RenderCommand {
    /// `render`'s options, the only declaration of them.
    enum Option {
        static let size = CommandOption.valued("size", "COLSxROWS", .size, required: true, help: [
            "Terminal size, such as 80x24 (required; up to 4096 columns",
            "and 4096x2048 cells in all).",
        ])
        static let offset = CommandOption.valued("offset", "Y", .number(-1e9...1e9), help: [
            "Scroll offset along the spec's scroll axis (default 0): rows down, or",
            "columns right in a spec that scrolls only sideways (as j does in the",
            "previewer). Clamped to the content.",
        ])
        static let offsetX = CommandOption.valued("offset-x", "X", .number(-1e9...1e9), help: [
            "Sideways scroll offset in columns; clamped to 0 in a spec that scrolls",
            "vertically. Not together with --offset in a spec that scrolls sideways.",
        ])
        static let width = CommandOption.valued("width", "N", .contentWidth, help: [
            "Lay out at a content width of N (spec units, 1 to 4096 columns),",
            "centred between dim frame lines, as `trellis preview --width N`",
            "shows it; wider than COLS, its left part shows.",
        ])
        static let full = CommandOption.flag("full", help: [
            "The whole content: as many rows as it is tall (at least ROWS), the",
            "status line last. A spec that scrolls sideways gets as many columns",
            "as it is wide instead (at least COLS; not with --width). Within the",
            "limits of --size; not with --offset or --offset-x.",
        ])
        static let color = CommandOption.flag("color", help: ["ANSI colours (never when NO_COLOR is set)."])
    }

    /// The options in the order the help lists them.
    static let options = CommandOptions(command: "render", helpColumn: 21,
                                        options: [Option.size, Option.offset, Option.offsetX, Option.width, Option.full, Option.color])

    static func run(_ arguments: [String]) throws(CommandFailure) {
        let parsed = try options.parse(arguments)
        if parsed.has("help") { try StandardStreams.writeLine(HelpText.render); return }
        let path = try SpecArguments.single(parsed, command: options.command)
        let (screenWidth, screenHeight) = try parsed.size(Option.size)!  // required: reading it throws when it is missing
        let offset = try parsed.number(Option.offset)
        let offsetX = try parsed.number(Option.offsetX)
        let full = parsed.has(Option.full)
        if full, offset != nil || offsetX != nil {
            throw .usage("\(Option.full.longName) shows the whole content: \(Option.offset.longName) and \(Option.offsetX.longName) "
                         + "have nothing to scroll", command: options.command)
        }
        let document = try SpecArguments.load(path)
        let width = try ContentWidthOption.parse(parsed.text(Option.width), option: Option.width, command: options.command,
                                                 documents: [document])
        if full, width != nil, document.layout.isHorizontal {
            throw .usage("\(Option.full.longName) shows the whole width of a spec that scrolls sideways: give \(Option.full.longName) "
                         + "or \(Option.width.longName), not both", command: options.command)
        }
        let session = PreviewSession(documents: [document], width: screenWidth, height: screenHeight)
        session.showsWarningsNotice = false
        if let width { session.setContentWidthOfEveryPage(width) }
        if full { try FullRender.expand(session, width: screenWidth, height: screenHeight) }
        let viewport = session.viewport
        // The offsets are in rows and columns, as j and l step: points at the spec's scale.
        let scale = viewport.scale
        if viewport.scrollsHorizontally {
            // A spec that scrolls only sideways: --offset moves along that axis, as j/k do.
            if offset != nil, offsetX != nil {
                throw .usage("\(Option.offset.longName) and \(Option.offsetX.longName) both scroll sideways in this spec "
                             + "(it scrolls only horizontally): give one", command: options.command)
            }
            viewport.scroll(to: Point(x: (offsetX ?? offset ?? 0) * scale.x, y: 0))
        } else {
            // Either offset that cannot apply (no content past the view that way) is clamped.
            viewport.scroll(to: Point(x: (offsetX ?? 0) * scale.x, y: (offset ?? 0) * scale.y))
        }
        // The previewer's own composition, without the frame time (so the output is repeatable).
        let grid = session.compose(showingFrameTime: false).grid
        let noColor = Platform.environment("NO_COLOR").map { !$0.isEmpty } ?? false
        try StandardStreams.write(parsed.has(Option.color) ? grid.ansiText(color: !noColor) : grid.plainText())
    }
}
