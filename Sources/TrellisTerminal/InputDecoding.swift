import CNcursesw
import CTrellisTerminal

// Pure mappings from what `wget_wch` and `getmouse` return to `InputEvent`s. They call no
// curses function and can be unit tested without a terminal.

extension InputEvent {
    /// The event for a character `wget_wch` returned with `OK`, or nil for a value that is
    /// not a Unicode scalar.
    ///
    /// Carriage return and line feed become ``Key/enter``, tab ``Key/tab``, DEL and
    /// backspace (0x08) ``Key/backspace``, ESC ``Key/escape``; every other character, control
    /// characters included, is a ``character(_:)``:
    ///
    /// ```swift
    /// InputEvent(wideCharacter: 0x71)  // .character("q")
    /// InputEvent(wideCharacter: 0x04)  // .character("\u{04}"), Ctrl-D
    /// InputEvent(wideCharacter: 0x0D)  // .key(.enter)
    /// ```
    public init?(wideCharacter value: UInt32) {
        switch value {
        case 0x0A, 0x0D: self = .key(.enter)
        case 0x09: self = .key(.tab)
        case 0x08, 0x7F: self = .key(.backspace)
        case 0x1B: self = .key(.escape)
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            self = .character(Character(scalar))
        }
    }

    /// The event for a key code `wget_wch` returned with `KEY_CODE_YES` (`KEY_UP`,
    /// `KEY_NPAGE`, ...), or nil for codes with no meaning here. `KEY_RESIZE` and `KEY_MOUSE`
    /// also give nil: they need the terminal to be read (see ``Terminal/nextEvent()``).
    ///
    /// Home and End have several spellings across terminals: `KEY_HOME`, `KEY_FIND`
    /// (`ESC [1~`) and the keypad's `KEY_A1` are Home; `KEY_END`, `KEY_SELECT` (`ESC [4~`),
    /// `KEY_LL` and the keypad's `KEY_C1` are End. A key with Shift is the key (`KEY_SF`, the
    /// terminfo name of Shift-Down, is Down), as it is with any modifier in a sequence curses
    /// did not decode (``Key/init(escapeSequence:)``) or decoded as an extended key
    /// (``Key/init(extendedKeyName:)``).
    public init?(keyCode code: Int32) {
        switch code {
        case KEY_UP, KEY_SR: self = .key(.up)
        case KEY_DOWN, KEY_SF: self = .key(.down)
        case KEY_LEFT, KEY_SLEFT: self = .key(.left)
        case KEY_RIGHT, KEY_SRIGHT: self = .key(.right)
        case KEY_PPAGE, KEY_A3, KEY_SPREVIOUS: self = .key(.pageUp)
        case KEY_NPAGE, KEY_C3, KEY_SNEXT: self = .key(.pageDown)
        case KEY_HOME, KEY_FIND, KEY_A1, KEY_SHOME: self = .key(.home)
        case KEY_END, KEY_SELECT, KEY_LL, KEY_C1, KEY_SEND: self = .key(.end)
        case KEY_BTAB: self = .key(.backTab)
        case KEY_ENTER: self = .key(.enter)
        case KEY_BACKSPACE: self = .key(.backspace)
        case KEY_DC, KEY_SDC: self = .key(.delete)
        case KEY_IC, KEY_SIC: self = .key(.insert)
        case (KEY_F0 + 1)...(KEY_F0 + 63): self = .key(.function(Int(code - KEY_F0)))
        default: return nil
        }
    }

    /// The event for a mouse report's button state (`MEVENT.bstate`) at the cell `x`, `y`:
    /// button 4 pressed is the wheel turned up, button 5 pressed the wheel turned down,
    /// button 1 pressed or clicked a ``mouseClick(x:y:)``; anything else is nil.
    public init?(mouseButtonState state: UInt32, x: Int = 0, y: Int = 0) {
        let state = mmask_t(state)
        if state & (trellis_button1_pressed() | trellis_button1_clicked()) != 0 {
            self = .mouseClick(x: x, y: y)
        } else if state & trellis_button4_pressed() != 0 {
            self = .mouseWheel(up: true)
        } else if state & trellis_button5_pressed() != 0 {
            self = .mouseWheel(up: false)
        } else {
            return nil
        }
    }
}
