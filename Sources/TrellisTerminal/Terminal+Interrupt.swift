import CTrellisTerminal

extension Terminal {
    /// What the interrupt key (``Key/interrupt``, Ctrl-C) does where the app gives it no other
    /// meaning: what the terminal's SIGINT did before curses took the key. The terminal is given
    /// back and SIGINT goes to the process group, so the process ends by it (a shell reports
    /// 130) and a script running it is interrupted too. Returns, with curses still active, only
    /// when SIGINT is ignored (`nohup`), as the key then did nothing; does nothing on a terminal
    /// made with ``init(deviceOutput:input:term:)``, which owns no signals.
    public func interrupt() {
        guard isActive, deviceOutput == nil else { return }
        trellis_interrupt()
    }
}
