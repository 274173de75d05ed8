import CTrellisTerminal

extension Terminal {
    /// Whether the terminal's interrupt character (Ctrl-C, or what `stty intr` set) is read as
    /// the key ``Key/interrupt`` (true) or left to the tty, which turns it into SIGINT (false,
    /// the default): the signal handler then gives the terminal back and ends the process at
    /// once, whatever the app is doing, even when it is busy or hung and reads no keys.
    ///
    /// Set it to true only while the app is waiting for keys that give Ctrl-C a meaning of its
    /// own (a prompt Ctrl-C cancels), and back to false as soon as that ends. Setting it is
    /// cheap and idempotent: the tty is changed only when the value changes, and the change is
    /// recorded as curses' program mode, so after Ctrl-Z and `fg` the setting is the one in force
    /// before, and ``stop()``, a signal or `exit` still give back the terminal's own settings. Set
    /// while the terminal is not active, it takes effect at the next ``start()``.
    ///
    /// ```swift
    /// terminal.readsInterruptAsKey = promptIsOpen   // before each wait for input
    /// ```
    ///
    /// A Ctrl-C typed while it was true but read after it became false is still
    /// ``Key/interrupt``: the app then calls ``interrupt()``.
    public var readsInterruptAsKey: Bool {
        get { interruptKeyWanted }
        set {
            interruptKeyWanted = newValue
            applyInterruptKey()
        }
    }

    /// Puts the interrupt character on the tty as ``readsInterruptAsKey`` asks, if the terminal
    /// is active and it is not there already.
    func applyInterruptKey() {
        guard isActive, let interruptKey, interruptKeyTaken != interruptKeyWanted else { return }
        guard trellis_set_interrupt_character(inputDescriptor, interruptKeyWanted ? -1 : interruptKey) == 0 else { return }
        interruptKeyTaken = interruptKeyWanted
    }

    /// What an interrupt character read as ``Key/interrupt`` outside a prompt does (one typed
    /// while ``readsInterruptAsKey`` was true and read after it became false): what the tty's
    /// SIGINT would have done. The terminal is given back and SIGINT goes to the process group,
    /// so the process ends by it (a shell reports 130) and a script running it is interrupted
    /// too. Returns, with curses still active, only when SIGINT is ignored (`nohup`), as the key
    /// then did nothing; does nothing on a terminal made with
    /// ``init(deviceOutput:input:term:)``, which owns no signals.
    public func interrupt() {
        guard isActive, deviceOutput == nil else { return }
        trellis_interrupt()
    }
}
