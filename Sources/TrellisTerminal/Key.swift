/// A named key of the keyboard, as carried by ``InputEvent/key(_:)``.
///
/// Enter, Tab, Backspace and Escape are keys even though they arrive as control characters
/// (Ctrl-M/Ctrl-J, Ctrl-I, Ctrl-H/DEL, Ctrl-[); other control characters stay characters.
public enum Key: Equatable, Hashable, Sendable {
    /// Cursor up.
    case up
    /// Cursor down.
    case down
    /// Cursor left.
    case left
    /// Cursor right.
    case right
    /// Page Up (Prior), also the keypad's upper-right key.
    case pageUp
    /// Page Down (Next), also the keypad's lower-right key.
    case pageDown
    /// Home, also Find and the keypad's upper-left key.
    case home
    /// End, also Select and the keypad's lower-left key.
    case end
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Enter or Return.
    case enter
    /// Backspace (DEL or Ctrl-H).
    case backspace
    /// Escape, on its own (not the start of a longer key sequence).
    case escape
    /// Delete (forward delete).
    case delete
    /// Insert.
    case insert
    /// A function key: `function(1)` is F1, up to F63.
    case function(Int)
    /// The terminal's interrupt key (Ctrl-C, or what `stty intr` set), read as a key only while
    /// ``Terminal/readsInterruptAsKey`` is true (the previewer's prompt, which it cancels); at
    /// any other time the terminal turns it into SIGINT. One typed then but read after is still
    /// this key, and the app ends as SIGINT would have ended it (``Terminal/interrupt()``).
    case interrupt
}
