import CNcursesw
import CTrellisTerminal

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
/// curses is process-global: use one `Terminal` at a time, from one thread.
public final class Terminal {
    /// The curses screen, from `newterm`; nil until the first `start()`.
    private var screen: OpaquePointer?
    private var restore = TerminalRestore()
    /// The terminal's suspend character (Ctrl-Z), read as a key while curses runs; nil if none.
    var suspendKey: Int32?
    /// The terminal's interrupt character (Ctrl-C), decoded as ``Key/interrupt`` when it arrives
    /// as input (``readsInterruptAsKey``); nil if none.
    var interruptKey: Int32?
    /// What ``readsInterruptAsKey`` asks for, and what is set on the tty now (they differ only
    /// while the terminal is not active).
    var interruptKeyWanted = false, interruptKeyTaken = false
    /// The last frame drawn, and how to draw the next one with few writes.
    var differ = FrameDiffer()
    /// What turns the differ's writes into the terminal's bytes; nil until curses has started.
    var writer: FrameWriter?
    /// The window keys are read through: a pad of one cell, because curses refreshes any other
    /// window it reads from when it was touched (a resize touches stdscr), which would paint
    /// curses' blank idea of the screen over the frame.
    var inputWindow: UnsafeMutablePointer<WINDOW>?
    /// Set when a read gets a key or a key code (even one with no meaning here): how
    /// ``nextEvent(orReadable:timeout:)`` tells input it skipped from a readable end of input.
    var inputWasRead = false
    /// The screen height ``updateLeaveSequence()`` last used.
    var leaveSequenceHeight = -1

    /// Whether curses currently owns the terminal (between `start()` and `stop()`).
    public private(set) var isActive = false
    /// Whether cells are drawn in colour: the terminal has colours and `NO_COLOR` is not set.
    /// Bold, reverse and dim are drawn either way.
    public private(set) var usesColor = false

    /// The tty this terminal draws on when it is not the process's own (``init(deviceOutput:input:term:)``).
    private let device: (output: Int32, input: Int32, term: String)?
    /// The file descriptor keys are read from: stdin, or the device's input.
    var inputDescriptor: Int32 { device?.input ?? Platform.standardInput }
    /// The output descriptor of the tty given to ``init(deviceOutput:input:term:)``; nil on the
    /// process's own terminal.
    var deviceOutput: Int32? { device?.output }
    /// The streams curses reads and writes on `device`.
    private var deviceFiles: (output: UnsafeMutablePointer<FILE>?, input: UnsafeMutablePointer<FILE>?) = (nil, nil)

    /// Creates a terminal on the process's standard input and output; nothing happens on screen
    /// until ``start()``.
    public init() {
        device = nil
    }

    /// Creates a terminal of type `term` (such as `xterm-256color`) on another tty, given by
    /// file descriptors that stay the caller's: for example the slave side of a pseudo-terminal
    /// whose master the caller reads, to count what a frame sends (a benchmark) or to check what
    /// the terminal receives (a test). ``start()`` on it installs no signal handlers, captures no stderr
    /// and needs no ``isInteractive()``; ``stop()`` leaves curses mode on that tty only.
    ///
    /// ```swift
    /// let terminal = Terminal(deviceOutput: slave, input: slave, term: "xterm-256color")
    /// try terminal.start()
    /// terminal.draw(grid)                   // bytes appear on the master side
    /// terminal.draw(next, scrolledRows: 1)
    /// terminal.stop()
    /// ```
    public init(deviceOutput output: Int32, input: Int32, term: String) {
        device = (output, input, term)
    }

    deinit {
        stop()
        if let screen { delscreen(screen) }
        if device != nil { trellis_close_device(deviceFiles.output, deviceFiles.input) }
    }

    /// Whether the app can take over the terminal: stdin and stdout are terminals and `TERM`
    /// is set and not `dumb`.
    public static func isInteractive() -> Bool {
        guard Platform.isTerminal(Platform.standardInput), Platform.isTerminal(Platform.standardOutput),
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
    public func start() throws {
        guard !isActive else { return }
        if let device {
            try startOnDevice(device)
            return
        }
        guard Self.isInteractive() else { throw TerminalError.notInteractive }
        if screen == nil, trellis_use_utf8_locale() == 0 { throw TerminalError.noUTF8Locale }
        restore.install()
        if screen != nil {  // resuming after stop(): refresh restores curses' terminal modes
            isActive = true
            _ = doupdate()
            forgetScreen()
            updateLeaveSequence()
            applyInterruptKey()
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

    /// ``start()`` for a terminal on another tty: curses on it, no handlers, no stderr capture.
    private func startOnDevice(_ device: (output: Int32, input: Int32, term: String)) throws {
        if let screen {
            _ = set_term(screen)
            isActive = true
            _ = doupdate()
            forgetScreen()
            applyInterruptKey()
            return
        }
        guard Platform.isTerminal(device.input), Platform.isTerminal(device.output) else { throw TerminalError.notInteractive }
        if trellis_use_utf8_locale() == 0 { throw TerminalError.noUTF8Locale }
        var output: UnsafeMutablePointer<FILE>?
        var input: UnsafeMutablePointer<FILE>?
        guard let screen = trellis_newterm_on(device.term, device.output, device.input, &output, &input) else {
            throw TerminalError.cannotOpen(term: device.term)
        }
        self.screen = screen
        deviceFiles = (output, input)
        isActive = true
        configure()
    }

    /// Gives the terminal back as it was found (main screen, cursor, echo, line mode), writes out
    /// what was sent to stderr meanwhile and puts back the previous signal handlers. Safe to call
    /// any number of times.
    public func stop() {
        guard isActive else { return }
        isActive = false
        if device != nil, let screen {
            _ = set_term(screen)
            _ = endwin()
            return
        }
        restore.release()  // endwin, then stderr and the signal handlers
        trellis_set_leave_sequence(nil, 0)  // curses has left: nothing to put back any more
    }

    /// The screen size in character cells; (0, 0) before ``start()``.
    public var size: (width: Int, height: Int) {
        guard screen != nil, let window = trellis_stdscr() else { return (0, 0) }
        var height: Int32 = 0
        var width: Int32 = 0
        trellis_getmaxyx(window, &height, &width)
        return (Int(width), Int(height))
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

    /// The curses modes the app relies on, set once after `newterm`, and the frame writer with
    /// the terminal's sequences. Ends with an update, so what curses has to send on starting (the
    /// alternate screen, a cleared screen, the modes) is out before the first frame.
    private func configure() {
        _ = cbreak()
        _ = noecho()
        _ = nonl()
        _ = set_escdelay(25)
        usesColor = has_colors() && Self.environment("NO_COLOR") == nil
        inputWindow = newpad(1, 1)
        _ = mouseinterval(0)
        configureModes()
        let key = trellis_take_suspend_key()
        suspendKey = key >= 0 ? key : nil
        let interrupt = trellis_interrupt_character(inputDescriptor)
        interruptKey = interrupt >= 0 ? interrupt : nil
        interruptKeyTaken = false
        applyInterruptKey()
        // An entry without cup (no terminal in use lacks it) gets ANSI's sequences.
        writer = FrameWriter(capabilities: TerminalCapabilities.fromTerminfo(colors: usesColor) ?? .ansi(colors: usesColor))
        updateLeaveSequence()
        _ = doupdate()
        forgetScreen()
    }

    /// Tells the signal handlers what puts the terminal's attributes back, in case a frame
    /// (``FrameWriter``) was cut short: plain attributes, auto margins on and, where frames set a
    /// scroll region, the whole screen of the current height as the region. Not for a terminal
    /// on another device.
    func updateLeaveSequence() {
        guard device == nil, let capabilities = writer?.capabilities else { return }
        let height = size.height
        leaveSequenceHeight = height
        var leave = capabilities.plain + (capabilities.autoMarginsOn ?? [])
        // The region only where frames set one (no il/dl): setting it also homes the cursor.
        let setsRegion = (capabilities.deleteLine ?? capabilities.deleteLines.map { $0.format(1, 0) }) == nil
            || (capabilities.insertLine ?? capabilities.insertLines.map { $0.format(1, 0) }) == nil
        if setsRegion, let region = capabilities.scrollRegion, height > 0 { leave += region.format(0, height - 1) }
        leave.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { trellis_set_leave_sequence($0.baseAddress, Int32($0.count)) }
        }
    }

    /// The modes curses does not bring back by itself after `endwin` (Ctrl-Z and `fg`): keypad
    /// transmit mode, mouse wheel and left-button reports, the hidden cursor. Sets them again.
    func configureModes() {
        let window = trellis_stdscr()
        _ = intrflush(window, false)
        _ = scrollok(window, false)
        _ = leaveok(window, true)
        _ = intrflush(inputWindow, false)
        _ = keypad(inputWindow, false)
        _ = keypad(inputWindow, true)
        _ = curs_set(0)
        _ = mousemask(0, nil)
        _ = mousemask(trellis_button1_pressed() | trellis_button4_pressed() | trellis_button5_pressed(), nil)
    }

    /// The value of an environment variable; nil when unset or empty.
    static func environment(_ name: String) -> String? {
        Platform.environment(name)
    }
}
