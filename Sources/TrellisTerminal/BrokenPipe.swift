import CTrellisTerminal

/// SIGPIPE for the whole program: a write to a closed pipe fails with `EPIPE` rather than
/// killing the process, so each stream decides. A closed stderr is ignored (the command goes
/// on and its status still tells); a closed stdout ends the command quietly by SIGPIPE
/// (status 141), as a filter whose reader went away does, or with status 1 when the process
/// inherited SIGPIPE as ignored.
public enum BrokenPipe {
    /// Ignores SIGPIPE, so writes to a closed pipe report `EPIPE`; call first thing.
    public static func reportAsError() {
        trellis_ignore_broken_pipe()
    }

    /// Ends the process by SIGPIPE with its default action, after the caller's cleanup. Returns
    /// when SIGPIPE was inherited as ignored; the caller then exits with status 1.
    public static func endProcess() {
        trellis_end_by_broken_pipe()
    }
}
