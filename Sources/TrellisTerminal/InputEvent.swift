/// One thing the user did at the terminal, as returned by ``Terminal/nextEvent()``.
public enum InputEvent: Equatable, Hashable, Sendable {
    /// A typed character: printable characters and the control characters that are not a
    /// ``Key`` (Ctrl-D arrives as `"\u{04}"`, Ctrl-L as `"\u{0C}"`, Ctrl-U as `"\u{15}"`).
    case character(Character)
    /// A named key such as an arrow, Page Down or Enter.
    case key(Key)
    /// The terminal changed size, to `width` x `height` cells; the new size is already in effect.
    case resize(width: Int, height: Int)
    /// One notch of the mouse wheel; `up` is towards the top of the content.
    case mouseWheel(up: Bool)
    /// The left mouse button pressed on the cell at `x`, `y` (from 0 at the top-left).
    case mouseClick(x: Int, y: Int)
}
