/// Why ``Terminal/start()`` could not take over the terminal.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Standard input or output is not a terminal, or `TERM` is unset or `dumb`.
    case notInteractive
    /// curses could not open the terminal described by `TERM` (e.g. no terminfo entry).
    case cannotOpen(term: String)
    /// Neither the environment's locale nor `C.UTF-8` is a UTF-8 locale, so only ASCII could
    /// be drawn.
    case noUTF8Locale

    /// A one-line explanation for an error message.
    public var description: String {
        switch self {
        case .notInteractive:
            return "not an interactive terminal (stdin and stdout must be a terminal and TERM must be set)"
        case .cannotOpen(let term):
            return "cannot open the terminal '\(term)' (no terminfo entry?)"
        case .noUTF8Locale:
            return "no UTF-8 locale: the previewer needs one (LANG=C.UTF-8 or another *.UTF-8 locale from 'locale -a')"
        }
    }
}
