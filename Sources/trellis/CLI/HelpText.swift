import TrellisPreview

/// The text of `trellis --help` and `trellis help COMMAND`.
enum HelpText {
    /// The program's version.
    static let version = "trellis 0.1.0"

    /// `trellis --help`.
    static let overview = """
    trellis: design, test and preview collection-view layouts in the terminal.

    Usage: trellis <command> [options] [files]

    Commands:
      preview [SPEC...]    Open the interactive previewer (the default command). With no
                           SPEC, opens the built-in gallery.
      render SPEC          Print the screen the previewer shows, as text.
      attributes SPEC      Print the prepared layout's attributes as JSON.
      export SPEC          Write a picture (SVG) of the whole laid-out content.
      validate SPEC...     Check spec files and report every problem.
      doctor SPEC...       Check each spec's layout against the layout contract.
      bench                Measure prepare, query, frame, reflow and append times.
      help [COMMAND]       Show help for a command.

    `trellis SPEC...` is the same as `trellis preview SPEC...`. A SPEC of `-` is read from
    standard input (render, attributes, export, validate, doctor). `--` ends the options: after it, an
    argument that starts with `-` is a file name (the command's own options still count).
    Only regular files are read as specs (not a FIFO, a device or a directory).

    Options:
      -h, --help           Show help (also after any command).
      --version            Show the version.

    Exit status: 0 success, 1 failure at run time, 2 bad usage or bad input.
    Colours follow NO_COLOR. Spec format: docs/spec-format.md.
    """

    /// Help for one command, or `nil` for an unknown one.
    static func forCommand(_ name: String) -> String? {
        switch name {
        case "preview": return preview
        case "render": return render
        case "attributes": return attributes
        case "export": return export
        case "validate": return validate
        case "doctor": return doctor
        case "bench": return bench
        case "help": return "Usage: trellis help [COMMAND]\n\nShows help for COMMAND, or the overview."
        default: return nil
        }
    }

    /// `trellis help preview`: the keys come from the previewer's key table (``KeyTable``), as
    /// the README's table does.
    static let preview = previewIntroduction + "\n\nKeys:\n" + KeyTable.helpLines(noun: "spec").joined(separator: "\n")
        + "\n\n" + previewDetails

    /// `help preview` before its keys.
    private static let previewIntroduction = """
    Usage: trellis preview [--width N] [--no-watch] [SPEC...]
           trellis [--width N] [--no-watch] [SPEC...]

    Opens a full-screen previewer. With no SPEC it shows the built-in gallery: sections with
    their own column counts, tags in Chinese and English, a photo wall, 100,000 items, and one
    spec for each further feature (pinned headers, self-sizing cells, full-span items, item
    order, tag alignment, right to left, grid, backgrounds, horizontal scrolling), and an
    App Store home screen in a compositional layout.
    """

    /// `help preview` after its keys.
    private static let previewDetails = """
    ?, Esc or q closes the help (j / k scroll it on a small terminal); w, Esc or q closes the
    warnings; !, Esc or q closes the list of errors and warnings. The adjustments made with + -
    ] [ p d a o apply to every spec and survive r; each spec shows them as they act on it (the
    counters clamped to where its layout stops changing), and the status line shows those in
    force (such as `cols+1 gap−1 pin rtl`) and how many warnings the spec has (`2 warnings —
    press w`). A key that does not apply to the layout shown (+ - o outside a waterfall, a
    outside tags) is refused with a message. Warnings also go to stderr when a spec is loaded.
    Resizing the terminal reflows the layout and keeps the first visible item in view.
    The status line shows the title ([n/N] with several specs), the layout, the counts, the
    content size W×H (whole cells, rounded as frames are; points to a tenth), the position
    (top, end or a percentage; left/right sideways), the content width when one is set (w:48),
    the adjustments, the notice (warnings, the carousel on screen), the visible elements and
    the last frame time (the first screen's own). Too narrow a terminal leaves fields out from
    the last: the frame time, the visible count, the counts, the layout name, the notice, the
    adjustments, the content width; the title outranks them all, the notice included, and is
    cut to fill the room they leave before it goes; the spec index, the size and the position
    stay. A `~` before the size marks an estimate: the layout is laid out only as far as you
    have scrolled; the `~` goes once it reaches the end (G).
    The spec files are watched: a save (in place, or a new file renamed over the spec) is
    reloaded once the file has been quiet for 100 ms, with no key, keeping the place and the
    adjustments; only the files that changed are read again. A file that no longer loads
    keeps its last good layout, and its error stays on the line above the status line
    (`✗ file:line:col: message`, or `✗ 3 problems — press ! to list`) until the file loads
    again. The built-in gallery is not watched. inotify watches each file's directory; where
    it is missing, each file's state is checked twice a second (also with TRELLIS_WATCH=poll,
    e.g. on a network file system).
    A spec that does not load at the start (broken, missing, a FIFO) keeps its place among the
    others: its page shows its error where the layout would be, the ✗ line names it, and it
    loads as soon as the file is fixed or created (with --no-watch, on r). Only when no spec
    loads does preview stop, with the first spec's error and exit status 2.

    Needs a terminal; for scripts use `trellis render`.

    Options:
    \(PreviewCommand.options.helpText)
    """

    static let render = """
    Usage: trellis render SPEC --size COLSxROWS [--width N] [--offset Y] [--offset-x X]
                          [--full] [--color]

    Prints the screen the previewer shows for SPEC at that terminal size and scroll offset:
    ROWS lines of COLS columns (trailing spaces trimmed), the last one the status line. The
    layout is drawn exactly as in the previewer; the status line leaves out what only the
    previewer has: the spec index [n/N], the frame time and the warnings notice (the warnings
    go to stderr).

    Options:
    \(RenderCommand.options.helpText)
    """

    static let attributes = """
    Usage: trellis attributes SPEC --width W [--height H] [--rect X,Y,WIDTH,HEIGHT]

    Prints the layout of SPEC prepared at collection-view width W as JSON on stdout:
      {"contentSize": {"width": CW, "height": CH},
       "attributes": [{"kind": "cell", "category": "cell", "section": 0, "item": 0, "x": 1, "y": 2, "width": 25.5, "height": 5, "zIndex": 0}, ...]}
    contentSize is the size of the whole laid-out content: CW is W for a spec that scrolls
    vertically (CH its height), while a spec that scrolls horizontally flows across the height
    H and CW is as wide as its content (more than W when it scrolls). kind is cell, header,
    footer, background or another kind a layout uses (such as badge); category is cell,
    supplementaryView (headers, footers, other boundary items, badges) or decorationView
    (backgrounds, other decorations); headers, footers and backgrounds use item 0. zIndex is
    the drawing order, higher on top (cells 0, headers and footers 10; compositional badges 1
    and backgrounds -1 by default). "alpha", "isHidden" and "transform" (an object of
    a, b, c, d, tx, ty) follow only when they are not 1, false and the identity. Every
    number is in the spec's units: points for a spec with a "scale". A compositional
    section that scrolls sideways is reported unscrolled: its x may pass W.

    Options:
    \(AttributesCommand.options.helpText)
    """

    static let export = """
    Usage: trellis export SPEC --width W [--height H] [--format svg] [--output FILE] [--zoom Z]
                          [--carousels full|cut]

    Writes a picture of SPEC's whole content laid out at collection-view width W, as SVG: one
    <rect> per element of `trellis attributes SPEC --width W` (headers, backgrounds, cells,
    footers, badges; not hidden ones), its x, y, width and height the element's frame times Z as plain numbers, filled
    with its section's colour; titles as <text> clipped to their element; a viewBox of the
    content size times Z. A compositional section that scrolls sideways (a carousel) is drawn
    whole, unscrolled: the picture is widened to the widest carousel (to the left of 0 for one
    laid out right to left, so the viewBox's x is negative), while every other section keeps
    its frames at width W. Text from the spec is escaped, and control, bidi and invisible
    characters are written as U+FFFD, as on screen.

    Options:
    \(ExportCommand.options.helpText)
    """

    static let validate = """
    Usage: trellis validate SPEC...

    Checks each spec file (`-` reads standard input) and reports every problem of each, not only
    the first: one `trellis: error:` or `trellis: warning:` line per problem, in the order of the
    file, as FILE:LINE:COLUMN: PATH: MESSAGE; at most 50 per file, then `… and N more`. Prints
    nothing for a good file. Exit status 2 when a file has an error (warnings alone: 0).
    """

    static let doctor = """
    Usage: trellis doctor SPEC... [--width W] [--height H] [--scaling] [--strict] [--json]

    Examines the layout of each SPEC with the layout doctor (docs/doctor.md): rect queries
    that return too much or too little, item queries that disagree with them, frames that move
    between queries or prepares, invalid frames, cells outside the content, a width change
    that leaves the layout stale, a scroll that prepares again, overlapping cells; and its edge
    cases: no sections, an empty section, one item, a width of 1. Each runs in a child process
    of its own: a layout that traps is a `crash` finding with the signal, the edge case and the
    last line it printed, and the run goes on. Prints one line per finding, `SPEC: error CHECK: MESSAGE` (the
    message names the element, such as cell 0.3, the frame or rect and the numbers), then
    `SPEC: clean at 80×23` or `SPEC: 1 error, 2 warnings at 80×23`.
    With --json, one object: {"reports": [{"file", "width", "height", "errors", "warnings",
    "findings": [{"check", "severity", "edgeCase" (null, or no-sections, empty-section,
    one-item, width-1), "message", "count", "elements": [{"kind", "category", "section",
    "item"}]}]}]}.
    Exit status: 0 clean, 1 when there are findings (errors; with --strict warnings too),
    2 for bad usage or a spec that does not load (nothing is examined then).

    Options:
    \(DoctorCommand.options.helpText)
    """

    static let bench = """
    Usage: trellis bench [--items N]... [--layout NAME] [--repeat K] [--json]

    Measures what the previewer runs. Each spec row writes a generated spec (fixed seed, with
    titles) to a temporary file and, per run, loads it as the previewer does and shows it:
      load           read, parse, decode (MB/s); beside it CPython's json.load and Foundation's
                     JSONDecoder on the same file, and how many times faster trellis is
      peak RSS/file  peak RSS of `trellis validate` on the file (a child process) / file size
      first screen   load + the first 80x24 screen
      G (end)        jump to the end from the top: lay out every item, draw the last screen
      resize@end     80 -> 81 columns with the view at the end
      search miss    `/` from the top through every title (or text), a pattern no item has
      search late    the same, a pattern only the last but one waterfall item has
      key (cpu)      CPU per `j` at 200x60 on a pseudo-terminal, reading the key (curses) and
                     writing the frame's changes (one write); bytes/j: the bytes the terminal
                     receives per `j`
    and, for waterfall, tags and compositional, over the loaded data source: prepare (after two untimed runs;
    its page faults, and the first, cold run apart), query (80x24 at random offsets),
    query-linear and linear/query, frame (query + rasterize 200x60), reflow (80 -> 81 columns
    at the top and at 50%), append (1,000 items) and layout bytes per item.
    `comp grid` (a 3-column `count` grid) and `comp mosaic` (one large cell, two small) are
    compositional specs; they add render and render@end: `trellis render` at 80x24 at the top
    and at the end in a child process, and /py: that time over CPython's json.load of the file.
    `lean` rows measure the same layout figures over a generated in-memory data source.
    The `doctor` row (1,000 and 100,000 items unless --items says otherwise) runs the layout
    doctor over the waterfall spec at 80x23, beside a page scroll: one 80x23 query per page of
    a freshly prepared layout; doctor/scroll is the ratio (its target: 2 s at 100,000 items);
    longest step: the longest unit of the examination in slices, as the previewer runs it.
    Every figure is min / median / max of the runs; targets apply at 1,000,000 items.
    Run it from a release build: `make bench`.

    Options:
    \(BenchCommand.options.helpText)
    """
}
