import TrellisTerminal

/// Applies every input event that arrived since the last frame, in order, before one frame is
/// composed: a burst of keys costs one frame, so the previewer never falls behind the keyboard.
/// The screen after a batch is the screen after the same events one at a time, each followed by
/// a frame.
package enum InputBatch {
    /// What the loop does after a batch.
    package struct Outcome: Equatable {
        /// A key asked to quit: the session ends (the events after it are dropped).
        package var quits = false
        /// A key asked for a full repaint of the terminal (Ctrl-L).
        package var redraws = false
        /// Ctrl-C read as a key outside a prompt (typed at a prompt, read after it closed): the
        /// loop interrupts the program (``Terminal/interrupt()``); the events after it are dropped.
        package var interrupts = false
    }

    /// The most events taken into one frame, so a flood of input still shows a frame now and then.
    package static let maximumEvents = 4096

    /// Applies `events` to `session` in order (resizes included) and says what the loop does next.
    package static func apply(_ events: [InputEvent], to session: PreviewSession) -> Outcome {
        var outcome = Outcome()
        for event in events {
            if session.takePromptInput(event) { continue }
            if event == .key(.interrupt) {
                outcome.interrupts = true
                return outcome
            }
            // An overlay shown takes only its own keys; inspect mode its moves before the others.
            let mode: KeyMode = session.overlay != nil && !session.isTooSmall ? .help : session.inspectKeysActive ? .inspect : .normal
            guard let action = KeyMap.action(for: event, mode: mode) else { continue }
            if case .resize(let columns, let rows) = event { session.resize(width: columns, height: rows) }
            guard session.perform(action) else {
                outcome.quits = true
                return outcome
            }
            if action == .redraw { outcome.redraws = true }
        }
        return outcome
    }
}
