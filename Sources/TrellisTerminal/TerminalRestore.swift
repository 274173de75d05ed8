import CNcursesw
import CTrellisTerminal

/// Gives the terminal back on every way out of the process that can be caught: the signals that
/// end it (SIGINT, SIGTERM, SIGHUP, SIGQUIT, which then end the process by their default
/// action, whatever handler was there before), crashes (SIGSEGV, SIGBUS, SIGILL, SIGFPE,
/// SIGTRAP, SIGABRT, which then go on to the previous handler, e.g. Swift's backtracer), and
/// `exit`.
///
/// While curses is active, stderr (if it is a terminal) is captured and written out when the
/// terminal is given back, so messages such as a `fatalError`'s are not lost on the alternate
/// screen.
///
/// The handler is C code in the CTrellisTerminal target (a signal handler should not enter the
/// Swift runtime).
/// SIGWINCH is left to curses. SIGTSTP (Ctrl-Z) gives the terminal back and stops the process;
/// SIGCONT (`fg`) is noted, and ``Terminal/nextEvent()`` re-enters curses mode.
struct TerminalRestore {
    /// The signals caught while curses owns the terminal.
    static let signals = Platform.signalsThatEndTheProcess

    private static let atExitRegistration: Void = { _ = trellis_register_atexit() }()

    private var caught: [Int32] = []
    private var installed = false

    /// Installs the handlers (leaving ignored signals ignored), captures stderr and, once per
    /// process, registers the `atexit` hook. Install before `newterm`, so curses does not add
    /// its own SIGINT/SIGTERM handlers on top.
    mutating func install() {
        guard !installed else { return }
        installed = true
        _ = Self.atExitRegistration
        caught = Self.signals.filter { trellis_catch_signal($0) != 0 }
        _ = trellis_catch_stop()
        trellis_capture_stderr()
    }

    /// Leaves curses mode, writes out the captured stderr and puts back the signal actions that
    /// were in place before ``install()``.
    mutating func release() {
        guard installed else { return }
        installed = false
        trellis_leave_curses()
        trellis_release_stop()
        for signal in caught.reversed() { trellis_release_signal(signal) }
        caught = []
    }
}
