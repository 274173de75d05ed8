import CNcursesw
import CTrellisTerminal

extension Terminal {
    /// Consecutive read errors taken to mean the input is gone (stdin closed or unreadable).
    static let failuresBeforeEndOfInput = 8

    /// Waits for the next key, resize or wheel event and returns it; nil at the end of input
    /// (stdin closed or unreadable) or when the terminal is not active.
    ///
    /// A resize is reported after curses has resized its screen, so ``size`` and the next
    /// ``draw(_:)`` already use the new size. Keys and mouse reports with no meaning here are
    /// skipped. A lone Escape arrives 25 ms after it is pressed; escape sequences curses does not
    /// know and Alt combinations are discarded, never run as keys (``meaningOfEscape(in:restoring:)``).
    ///
    /// After the process was stopped (Ctrl-Z, which gives the terminal back) and continued
    /// (`fg`), curses mode is entered again (keypad, mouse, alternate screen, hidden cursor)
    /// and a resize event for the current size is returned, so the caller redraws everything.
    public func nextEvent() -> InputEvent? {
        readEvent(waiting: true)
    }

    /// The next event that has already arrived, without waiting; nil when none is pending (or
    /// the terminal is not active). For coalescing input: after ``nextEvent()`` returns, take
    /// every pending event and apply them all before drawing one frame, so the app never falls
    /// behind the keyboard.
    ///
    /// An escape sequence that has begun to arrive is still read whole (curses waits up to the
    /// escape delay for its rest).
    public func pendingEvent() -> InputEvent? {
        guard isActive, let window = inputWindow else { return nil }
        wtimeout(window, 0)
        defer { wtimeout(window, -1) }
        return readEvent(waiting: false)
    }

    /// Reads events until one has a meaning here. `waiting`: block for input; otherwise return
    /// nil as soon as no input is pending.
    private func readEvent(waiting: Bool) -> InputEvent? {
        var failures = 0
        while isActive, let window = inputWindow {
            if trellis_take_continued() != 0 { return resumeAfterStop() }
            var value: wint_t = 0
            switch wget_wch(window, &value) {
            case OK:
                failures = 0
                inputWasRead = true
                if let suspendKey, value == wint_t(suspendKey) {
                    trellis_suspend()
                    continue  // continued: the next round re-enters curses mode
                }
                // The interrupt character arrives as input only while readsInterruptAsKey is true
                // (or was, when it was typed): the key, whatever the setting is now.
                if let interruptKey, value == wint_t(interruptKey) { return .key(.interrupt) }
                if value == 0x1B {  // Escape, or the start of a sequence curses did not know
                    if let event = meaningOfEscape(in: window, restoring: waiting ? -1 : 0) { return event }
                    continue
                }
                if let event = InputEvent(wideCharacter: UInt32(value)) { return event }
            case KEY_CODE_YES:
                failures = 0
                inputWasRead = true
                let code = Int32(bitPattern: UInt32(value))
                if code == KEY_RESIZE {
                    forgetScreen()  // the terminal rewrapped or cut what it showed: the next frame is whole
                    let (width, height) = size
                    return .resize(width: width, height: height)
                }
                if code == KEY_MOUSE {
                    var report = MEVENT()
                    if getmouse(&report) == OK,
                       let event = InputEvent(mouseButtonState: UInt32(report.bstate), x: Int(report.x), y: Int(report.y)) {
                        return event
                    }
                    continue
                }
                if let event = InputEvent(keyCode: code) { return event }
                // A modified cursor key the terminfo entry names (kDN5: Ctrl-Down) is that key.
                if code > KEY_MAX, let name = keyname(code), let key = Key(extendedKeyName: String(cString: name)) {
                    return .key(key)
                }
            default:
                if trellis_take_continued() != 0 { return resumeAfterStop() }
                if !waiting { return nil }  // nothing pending
                failures += 1
                if failures >= Self.failuresBeforeEndOfInput { return nil }
            }
        }
        return nil
    }

    /// Takes the terminal again after a stop: curses' own resume (terminal modes, alternate
    /// screen, a cleared screen) by an update, then the modes it does not bring back itself
    /// (keypad, mouse, cursor), the current size, and a full repaint at the next draw.
    private func resumeAfterStop() -> InputEvent {
        trellis_capture_stderr()
        if let screen = trellis_curscr() { _ = clearok(screen, true) }
        _ = doupdate()
        _ = trellis_sync_size()
        configureModes()
        _ = doupdate()  // sends what the modes wrote, before the next frame
        forgetScreen()
        let (width, height) = size
        return .resize(width: width, height: height)
    }
}
