/*
 * CTrellisTerminal: the C helpers of the terminal layer.
 *
 * - Accessors for what Swift cannot import from curses.h: function-like macros (A_BOLD,
 *   BUTTON4_PRESSED, getmaxyx) and mutable C globals, which Swift 6 rejects (stdscr, curscr).
 * - The code that gives the terminal back from a signal handler, and the SIGTSTP/SIGCONT
 *   handling (a signal handler must not enter the Swift runtime, so it is C).
 *
 * A regular C target (not the system-library target CNcursesw): SwiftPM compiles the .c file
 * and tracks this header, so editing either rebuilds everything that depends on it.
 */
#ifndef TRELLIS_CTRELLISTERMINAL_H
#define TRELLIS_CTRELLISTERMINAL_H

#include "../../CNcursesw/shim.h"

/* MARK: Globals and macros Swift cannot touch */

/** The standard screen window (the `stdscr` global). */
WINDOW *trellis_stdscr(void);

/** The physical screen image (the `curscr` global). */
WINDOW *trellis_curscr(void);


/** Opens the terminal named by $TERM on stdout/stdin; NULL (not exit) on failure. */
SCREEN *trellis_newterm(void);

/**
 * Opens the terminal type `term` on the tty `output`/`input` (file descriptors, e.g. the slave
 * side of a pseudo-terminal), through FILE streams returned in `outfile`/`infile` for
 * `trellis_close_device`; makes it the current screen. NULL on failure.
 */
SCREEN *trellis_newterm_on(const char *term, int output, int input, FILE **outfile, FILE **infile);

/** Closes the streams `trellis_newterm_on` opened (not their file descriptors). */
void trellis_close_device(FILE *outfile, FILE *infile);


/** Size of `win` (the `getmaxyx` macro); 0 x 0 for NULL. */
void trellis_getmaxyx(WINDOW *win, int *rows, int *cols);


/** `BUTTON1_PRESSED`: the left mouse button went down. */
mmask_t trellis_button1_pressed(void);
/** `BUTTON1_CLICKED`: the left mouse button went down and up (curses reports it instead of a
    press when it waits for the click interval). */
mmask_t trellis_button1_clicked(void);
/** `BUTTON4_PRESSED`: the mouse wheel turned up (away from the user). */
mmask_t trellis_button4_pressed(void);
/** `BUTTON5_PRESSED`: the mouse wheel turned down (towards the user). */
mmask_t trellis_button5_pressed(void);

/**
 * The sequence that sets the terminal's clipboard to `base64` (already base64-encoded) through
 * the terminfo extended capability `Ms` (`\E]52;%p1%s;%p2%s\007` in xterm and tmux), with the
 * selection `c`, or NULL when the terminal has no `Ms`. The result is curses' static buffer:
 * copy it before the next curses call.
 */
const char *trellis_clipboard_sequence(const char *base64);

/* MARK: Terminfo, for the frames Trellis writes itself */

/**
 * The current terminal's terminfo string capability `name` (such as "cup" or "sgr0"), or NULL
 * when the terminal has none. The string belongs to curses.
 */
const char *trellis_string_capability(const char *name);

/** The current terminal's terminfo numeric capability `name` (such as "U8"); -1 when absent. */
int trellis_number_capability(const char *name);

/** The current terminal's terminfo boolean capability `name` (such as "am"): 1, or 0. */
int trellis_flag_capability(const char *name);

/**
 * `format` (a terminfo string capability) with the numbers `first` and `second` put in
 * (`tparm`), or NULL when it cannot be formatted. The result is curses' static buffer: copy
 * it before the next curses call.
 */
const char *trellis_format_capability(const char *format, int first, int second);

/**
 * Bytes written to the terminal (the process's standard output) just before curses mode is left
 * by `trellis_leave_curses` (a signal, `exit`, Ctrl-Z): the sequence that puts back the plain
 * attributes and the whole-screen scroll region, in case a frame Trellis was writing itself was
 * cut short. At most 127 bytes are kept; `count` 0 sends nothing. Not for a terminal on another
 * device.
 */
void trellis_set_leave_sequence(const char *bytes, int count);

/* MARK: The locale */

/**
 * Makes LC_CTYPE a UTF-8 locale, which ncursesw needs to draw anything but ASCII: the
 * environment's locale (`""`) if it is UTF-8, else `C.UTF-8` (also spelled `C.utf8`), else
 * `en_US.UTF-8`. Returns 1 on success, 0 when no UTF-8 locale exists (LC_CTYPE is then the
 * environment's).
 */
int trellis_use_utf8_locale(void);

/* MARK: Restoring the terminal on the way out */

/**
 * Sets SIGQUIT back to its default action (end the process, as `kill -QUIT` and Ctrl-\ should),
 * replacing the handler the Swift runtime's backtracer installs at start-up, which prints a
 * crash report for a signal nobody crashed with and then lets the program run on. When the
 * process inherited SIGQUIT ignored (`trap '' QUIT`), it is set back to ignored instead.
 */
void trellis_default_quit_action(void);

/**
 * Whether `sig` was ignored when the process started, as recorded before any library's
 * constructor ran (so before the Swift runtime installed its handlers). For a signal not
 * recorded (anything but SIGQUIT and SIGPIPE), whether it is ignored now.
 */
int trellis_inherited_ignored(int sig);

/**
 * Ignores SIGPIPE, so a write to a closed pipe fails with EPIPE instead of ending the process:
 * the app decides per stream (stderr: ignored; stdout: `trellis_end_by_broken_pipe`).
 */
void trellis_ignore_broken_pipe(void);

/**
 * Ends the process by SIGPIPE with its default action (exit status 141 in a shell), as a
 * filter whose reader went away does. Returns (and the caller exits with 1) when SIGPIPE was
 * inherited as ignored.
 */
void trellis_end_by_broken_pipe(void);

/**
 * While curses owns the screen, anything written to stderr (a warning, the message of a
 * fatalError) would land on the alternate screen and vanish at endwin. If stderr is a terminal,
 * send it to an unlinked temporary file instead, until `trellis_release_stderr`.
 */
void trellis_capture_stderr(void);

/** Points stderr back at the terminal and writes out what was captured. Async-signal-safe. */
void trellis_release_stderr(void);

/** Leaves curses mode if it is active, then releases stderr. Safe before newterm and twice. */
void trellis_leave_curses(void);

/**
 * Installs the restoring handler for `sig`, saving the current action, unless the signal is
 * ignored (e.g. SIGHUP under nohup). Returns 1 if the handler was installed.
 */
int trellis_catch_signal(int sig);

/** Puts back the action `trellis_catch_signal` saved for `sig`. */
void trellis_release_signal(int sig);

/** Registers an atexit handler that leaves curses mode. Call once. Returns 0 on success. */
int trellis_register_atexit(void);

/* MARK: Stopping (Ctrl-Z) and continuing (fg) */

/**
 * Installs the SIGTSTP handler (unless SIGTSTP is ignored, as under a shell without job
 * control) and the SIGCONT handler. On SIGTSTP the terminal is given back (endwin, stderr
 * released) and the process stops; on SIGCONT it is noted, and the app calls
 * `trellis_take_continued` to re-enter curses mode and redraw. Returns 1 if installed.
 */
int trellis_catch_stop(void);

/** Puts back the SIGTSTP and SIGCONT actions `trellis_catch_stop` replaced. */
void trellis_release_stop(void);

/** Whether the process was stopped and continued since the last call (and clears it). */
int trellis_take_continued(void);

/**
 * Turns the terminal's suspend character (VSUSP, normally Ctrl-Z) into an ordinary input
 * character while curses runs, and records it in curses' program mode (`def_prog_mode`), so
 * `endwin` gives it back. Returns the character (e.g. 0x1A), or -1 if there is none.
 *
 * Why: when the terminal sends SIGTSTP itself, it stops the whole foreground job at once; a
 * parent in the job (a `sh` script running trellis) stops before trellis has given the
 * terminal back, the shell takes the terminal and prints its prompt onto the alternate screen,
 * and trellis's own restore then runs in the background. Reading the key instead, trellis
 * first gives the terminal back and then stops its process group (`trellis_suspend`), as vim
 * does. Only while `trellis_catch_stop` is in effect.
 */
int trellis_take_suspend_key(void);

/** Gives the terminal back and stops the process group (SIGTSTP to it), as Ctrl-Z would;
    returns after `fg`. */
void trellis_suspend(void);

/** The interrupt character (VINTR, normally Ctrl-C) of the terminal on `fd`, or -1 if there is
    none (or `fd` is no terminal). Changes nothing. */
int trellis_interrupt_character(int fd);

/**
 * Sets the interrupt character of the terminal on `fd` to `key`, or switches it off when `key`
 * is negative (the character is then an ordinary input character), and records the settings
 * in curses' program mode (`def_prog_mode`), so that curses brings back this choice when it
 * resumes (after `fg`), while `endwin` still gives back the shell's settings. Returns 0, or -1
 * when the terminal could not be read or set.
 *
 * Why: trellis switches it off only while a `:` or `/` prompt is open, where Ctrl-C cancels the
 * prompt, as in less and vim, and the previewer only waits for keys. Everywhere else the
 * terminal's SIGINT ends the process at once, even when it is busy or hung in a user's layout.
 */
int trellis_set_interrupt_character(int fd, int key);

/**
 * What an interrupt character read as input does outside a prompt (one typed while a prompt
 * was open but read after it closed): unless SIGINT is ignored (then nothing happens, as the
 * terminal's SIGINT did nothing), gives the terminal back and sends SIGINT to the process
 * group, as the terminal would have; the SIGINT handler then ends the process by it. Returns
 * only when SIGINT is ignored or blocked.
 */
void trellis_interrupt(void);

/**
 * Gives curses the terminal's current size (it may have changed while the process was
 * stopped, when no SIGWINCH was handled): `resizeterm` when the size differs from curses'.
 * Returns 1 if the size changed.
 */
int trellis_sync_size(void);

#endif /* TRELLIS_CTRELLISTERMINAL_H */
