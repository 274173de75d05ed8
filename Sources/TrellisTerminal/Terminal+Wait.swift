import CNcursesw
import CTrellisTerminal

/// What ended ``Terminal/nextEvent(orReadable:timeout:)``.
public enum TerminalWake: Equatable, Sendable {
    /// An input event, as ``Terminal/nextEvent()`` returns it.
    case event(InputEvent)
    /// The other file descriptor became readable (or reports an error or hang-up).
    case readable
    /// The time-out passed with neither.
    case timedOut
}

extension Terminal {
    /// Waits for the next input event, for the file descriptor `other` to become readable, or
    /// for `timeout` to pass, whichever comes first; nil at the end of input or when the terminal
    /// is not active. `other` nil waits for input alone; `timeout` nil waits without a limit.
    ///
    /// For a loop that also watches something else (an inotify descriptor, a timer): it wakes
    /// for that with no key pressed. Input is what ``nextEvent()`` returns, with the same rules:
    /// a resize is reported after curses has resized its screen (a SIGWINCH interrupts the wait,
    /// and curses reports `KEY_RESIZE` at the next read), Ctrl-Z gives the terminal back and
    /// stops, and after `fg` a resize for the current size is returned; keys with no meaning are
    /// skipped. Input that has arrived is returned before `other` is looked at: `.readable`
    /// means no input was waiting (so a caller that checks `other` after every wake misses
    /// nothing however fast keys come). The end of input is taken, as by ``nextEvent()``, after
    /// repeated rounds in which the input was readable but held nothing (a hang-up, an error).
    ///
    /// ```swift
    /// switch terminal.nextEvent(orReadable: watcher, timeout: .milliseconds(100)) {
    /// case .event(let event)?: handle(event)
    /// case .readable?: readTheWatcher()
    /// case .timedOut?: break
    /// case nil: return  // input gone
    /// }
    /// ```
    public func nextEvent(orReadable other: Int32?, timeout: Duration?) -> TerminalWake? {
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now + $0 }
        var failures = 0
        while isActive {
            // What curses already holds (bytes read ahead, a resize it noted, a continue).
            if let event = pendingEvent() { return .event(event) }
            var milliseconds: Int32 = -1
            if let deadline {
                let left = deadline - clock.now
                if left <= .zero { return .timedOut }
                let (seconds, attoseconds) = left.components
                milliseconds = Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
            }
            let readable: [Bool]
            switch Platform.waitUntilReadable([inputDescriptor] + (other.map { [$0] } ?? []), milliseconds: milliseconds) {
            case .interrupted:
                // A signal (SIGWINCH, SIGCONT): the next round's read reports what it meant.
                continue
            case .failed:
                failures += 1
                if failures >= Self.failuresBeforeEndOfInput { return nil }
                continue
            case .ready(let ready):
                readable = ready
            }
            if readable.count > 1, readable[1] { return .readable }
            guard readable[0] else { continue }  // timed out: the deadline check says so
            inputWasRead = false
            if let event = pendingEvent() { return .event(event) }
            if inputWasRead {
                failures = 0
                continue  // only keys with no meaning here
            }
            // Readable with nothing to read: end of file, a hang-up or an error.
            failures += 1
            if failures >= Self.failuresBeforeEndOfInput { return nil }
        }
        return nil
    }
}
