import CNcursesw
import CTrellisTerminal
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The terminal while the app owns it: curses started on stdin/stdout, full screen, keys read
/// one at a time, the cursor hidden.
///
/// ```swift
/// guard Terminal.isInteractive() else { /* refuse to start */ }
/// try Terminal.run { terminal in
///     terminal.draw(grid)
///     while let event = terminal.nextEvent() { /* ... */ }
/// }
/// ```
///
/// A terminal can also run on a given device instead of stdin/stdout, e.g. the slave side of a
/// pseudo-terminal whose output a program reads (``init(input:output:term:)``): the benchmark
/// draws into one to count the bytes a key costs.
///
/// curses is process-global: use one `Terminal` at a time, from one thread.
public final class Terminal {
    /// The curses screen, from `newterm`; nil until the first `start()`.
    private var screen: OpaquePointer?
    /// The device the terminal runs on instead of stdin/stdout; nil for stdin/stdout.
    private let device: Device?
    /// The input and output files curses reads and writes on ``device``; closed in `deinit`.
    private var deviceFiles: [UnsafeMutablePointer<FILE>?] = [nil, nil]
    private var restore = TerminalRestore()
    /// The terminal's suspend character (Ctrl-Z), read as a key while curses runs; nil if none.
    var suspendKey: Int32?
    /// The rows of the last frame with a glyph whose width terminals disagree on (see
    /// ``Glyph/widthMayDiffer``).
    var rowsWithDisputedWidths: Set<Int> = []
    /// Colour pairs allocated so far.
    var colorPairs = ColorPairs(defaultColorsWork: false, capacity: 0)

    /// Whether curses currently owns the terminal (between `start()` and `stop()`).
    public private(set) var isActive = false
    /// Whether cells are drawn in colour: the terminal has colours and `NO_COLOR` is not set.
    /// Bold, reverse and dim are drawn either way.
    public private(set) var usesColor = false

    /// A terminal device given by its open file descriptors and its terminal type.
    struct Device {
        /// Where keys are read (e.g. the pseudo-terminal's slave side).
        var input: Int32
        /// Where the screen is written (often the same descriptor as `input`).
        var output: Int32
        /// The terminal type, as `TERM` would name it (`xterm-256color`, `tmux-256color`).
        var term: String
    }

    /// Creates a terminal on stdin/stdout; nothing happens on screen until ``start()``.
    public init() { device = nil }

    /// Creates a terminal on the terminal device open as `input` and `output` (e.g. both the
    /// slave side of an `openpty` pair), of type `term`, instead of stdin/stdout; nothing
    /// happens on it until ``start()``. Its size is the device's (`TIOCGWINSZ`).
    ///
    /// Such a terminal leaves the process alone: ``start()`` installs no signal handlers and does
    /// not hold back stderr, and ``stop()`` only leaves curses mode on the device. The caller
    /// keeps the descriptors open while the terminal lives, and closes them afterwards.
    ///
    /// ```swift
    /// var master: Int32 = 0, slave: Int32 = 0
    /// var size = winsize(ws_row: 60, ws_col: 200, ws_xpixel: 0, ws_ypixel: 0)
    /// openpty(&master, &slave, nil, nil, &size)
    /// let terminal = Terminal(input: slave, output: slave, term: "xterm-256color")
    /// try terminal.start()   // terminal.size == (200, 60); read the screen from `master`
    /// ```
    public init(input: Int32, output: Int32, term: String) {
        device = Device(input: input, output: output, term: term)
    }

    deinit {
        stop()
        if let screen { delscreen(screen) }
        for file in deviceFiles { if let file { fclose(file) } }
    }

    /// Whether the app can take over the terminal: stdin and stdout are terminals and `TERM`
    /// is set and not `dumb`.
    public static func isInteractive() -> Bool {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1,
              let term = environment("TERM"), term != "dumb" else { return false }
        return true
    }

    /// Takes over the terminal: alternate screen, no echo, keys unbuffered, keypad and mouse
    /// wheel decoding, cursor hidden, colours unless `NO_COLOR` is set. Installs the handlers
    /// that give the terminal back on SIGINT, SIGTERM, SIGHUP, SIGQUIT, a crash or `exit`, and
    /// holds back what is written to stderr (if it is a terminal) until the terminal is given
    /// back.
    ///
    /// First makes the character type a UTF-8 locale, so every character can be drawn: the
    /// environment's locale if it is UTF-8, else `C.UTF-8` (so `LC_ALL=C` still shows CJK and
    /// emoji). Calling `start()` again after ``stop()`` resumes (e.g. after running a shell
    /// command); calling it while active does nothing.
    /// - Throws: ``TerminalError/notInteractive`` if ``isInteractive()`` is false,
    ///   ``TerminalError/noUTF8Locale`` if the system has no UTF-8 locale at all,
    ///   ``TerminalError/cannotOpen(term:)`` if curses cannot open `TERM`.
    ///
    /// A terminal on a device (``init(input:output:term:)``) needs the device to be a terminal
    /// (else ``TerminalError/notInteractive``) and installs nothing process-wide.
    public func start() throws {
        guard !isActive else { return }
        if let device { return try start(on: device) }
        guard Self.isInteractive() else { throw TerminalError.notInteractive }
        if screen == nil, trellis_use_utf8_locale() == 0 { throw TerminalError.noUTF8Locale }
        restore.install()
        if screen != nil {  // resuming after stop(): refresh restores curses' terminal modes
            isActive = true
            _ = doupdate()
            return
        }
        guard let screen = trellis_newterm() else {
            restore.release()
            throw TerminalError.cannotOpen(term: Self.environment("TERM") ?? "")
        }
        self.screen = screen
        isActive = true
        configure()
    }

    /// Gives the terminal back as it was found (main screen, cursor, echo, line mode), writes out
    /// what was sent to stderr meanwhile and puts back the previous signal handlers. Safe to call
    /// any number of times.
    public func stop() {
        guard isActive else { return }
        isActive = false
        if device != nil {
            if !isendwin() { _ = endwin() }
            return
        }
        restore.release()  // endwin, then stderr and the signal handlers
    }

    /// ``start()`` on a device: curses on its descriptors, no handlers, no stderr capture.
    private func start(on device: Device) throws {
        guard isatty(device.input) == 1, isatty(device.output) == 1 else { throw TerminalError.notInteractive }
        if screen == nil, trellis_use_utf8_locale() == 0 { throw TerminalError.noUTF8Locale }
        if screen != nil {
            isActive = true
            _ = doupdate()
            return
        }
        let opened = deviceFiles.withUnsafeMutableBufferPointer { files in
            trellis_newterm_on(device.term, device.input, device.output, files.baseAddress)
        }
        guard let opened else { throw TerminalError.cannotOpen(term: device.term) }
        screen = opened
        isActive = true
        configure()
    }

    /// The screen size in character cells; (0, 0) before ``start()``.
    public var size: (cols: Int, rows: Int) {
        guard screen != nil, let window = trellis_stdscr() else { return (0, 0) }
        var rows: Int32 = 0
        var cols: Int32 = 0
        trellis_getmaxyx(window, &rows, &cols)
        return (Int(cols), Int(rows))
    }

    /// Starts a terminal, runs `body` with it and stops it however `body` ends, a thrown error
    /// included, then returns what `body` returned.
    /// - Throws: what ``start()`` or `body` throws.
    public static func run<Result>(_ body: (Terminal) throws -> Result) throws -> Result {
        let terminal = Terminal()
        try terminal.start()
        defer { terminal.stop() }
        return try body(terminal)
    }

    /// The curses modes the app relies on, set once after `newterm`.
    private func configure() {
        _ = cbreak()
        _ = noecho()
        _ = nonl()
        _ = set_escdelay(25)
        usesColor = has_colors() && Self.environment("NO_COLOR") == nil
        if usesColor {
            _ = start_color()
            let defaults = use_default_colors() == OK
            colorPairs = ColorPairs(defaultColorsWork: defaults, capacity: Int(trellis_color_pairs()))
        }
        _ = mouseinterval(0)
        configureModes()
        let key = trellis_take_suspend_key()
        suspendKey = key >= 0 ? key : nil
    }

    /// The modes curses does not bring back by itself after `endwin` (Ctrl-Z and `fg`): keypad
    /// transmit mode, mouse wheel reports, the hidden cursor. Sets them again.
    func configureModes() {
        let window = trellis_stdscr()
        _ = intrflush(window, false)
        _ = keypad(window, false)
        _ = keypad(window, true)
        _ = scrollok(window, false)
        _ = leaveok(window, true)
        _ = curs_set(0)
        _ = mousemask(0, nil)
        _ = mousemask(trellis_button4_pressed() | trellis_button5_pressed(), nil)
    }

    /// The value of an environment variable; nil when unset or empty.
    static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let string = String(cString: value)
        return string.isEmpty ? nil : string
    }
}
