import TrellisTerminal

/// Applies every input event that arrived since the last frame, in order, before one frame is
/// composed: a burst of keys costs one frame, so the previewer never falls behind the keyboard.
/// The screen after a batch is the screen after the same events one at a time, each followed by
/// a frame.
package enum InputBatch {
    /// The most events taken into one frame, so a flood of input still shows a frame now and then.
    package static let maximumEvents = 4096

    /// Applies `events` to `session` in order (resizes included) and returns what the loop does
    /// next, in order: the outcomes beyond the session's own state and message line
    /// (``PreviewOutcome/copy(_:)``, ``PreviewOutcome/redraw``), ending with
    /// ``PreviewOutcome/quit`` or ``PreviewOutcome/interrupt`` when a key asked for it (the
    /// events after it are dropped). Empty when the session's new state is all.
    package static func apply(_ events: [InputEvent], to session: PreviewSession) -> [PreviewOutcome] {
        var outcomes: [PreviewOutcome] = []
        for event in events {
            let outcome: PreviewOutcome
            if let prompted = session.takePromptInput(event) {
                outcome = prompted
            } else if event == .key(.interrupt) {
                outcome = .interrupt
            } else if let action = KeyMap.action(for: event, mode: session.keyMode) {
                if case .resize(let width, let height) = event { session.resize(width: width, height: height) }
                outcome = session.perform(action)
            } else {
                continue
            }
            switch outcome {
            case .none, .message: continue
            case .copy, .redraw: outcomes.append(outcome)
            case .quit, .interrupt:
                outcomes.append(outcome)
                return outcomes
            }
        }
        return outcomes
    }
}
