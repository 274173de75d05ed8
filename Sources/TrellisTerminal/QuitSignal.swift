import CTrellisTerminal

/// SIGQUIT (Ctrl-\) for the whole program.
///
/// The Swift runtime's backtracer installs a SIGQUIT handler when the program starts: it prints
/// a "Program crashed" report (and, on a terminal, waits for a key) for a signal that is no
/// crash, and the program then runs on. A command-line tool should end on SIGQUIT as every
/// other one does, so the app calls ``useDefaultAction()`` first thing. The backtracer keeps
/// the real crash signals (SIGSEGV, SIGILL, ...); while the previewer runs, those reach it
/// only after the terminal is given back (see ``Terminal/start()``).
public enum QuitSignal {
    /// Sets SIGQUIT back to its default action: the process ends (exit status 131 in a shell).
    /// A SIGQUIT the process inherited as ignored stays ignored: its disposition is recorded
    /// before the runtime's constructors run (see `trellis_inherited_ignored` in CTrellisTerminal).
    public static func useDefaultAction() {
        trellis_default_quit_action()
    }
}
