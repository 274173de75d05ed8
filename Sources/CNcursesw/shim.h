/*
 * shim.h: the C side of CNcursesw.
 *
 * SwiftPM drops the -D flags of ncursesw.pc (-D_XOPEN_SOURCE=600), so the wide-character API
 * (cchar_t, setcchar, mvwadd_wch, wget_wch) is switched on here, before curses.h is read.
 * A .c file in a system-library target is never compiled, so every helper is `static inline`.
 *
 * Swift cannot import function-like macros (A_BOLD, COLOR_PAIR, BUTTON4_PRESSED, getmaxyx)
 * and Swift 6 rejects mutable C globals (stdscr, curscr, stdin, stdout), so each gets an
 * accessor function here.
 */
#ifndef TRELLIS_CNCURSESW_SHIM_H
#define TRELLIS_CNCURSESW_SHIM_H

/* Only NCURSES_WIDECHAR: defining _XOPEN_SOURCE here would give glibc's types (fd_set...)
   other definitions than the Glibc module Swift already built, and the import would fail. */
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <fcntl.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>
#include <ncursesw/curses.h>

/* glibc declares wcwidth only under _XOPEN_SOURCE, which a module's headers may not see. */
extern int wcwidth(wchar_t c);

/* MARK: Globals Swift 6 cannot touch */

/** The standard screen window (the `stdscr` global). */
static inline WINDOW *trellis_stdscr(void) { return stdscr; }

/** The physical screen image (the `curscr` global). */
static inline WINDOW *trellis_curscr(void) { return curscr; }

/** How many colour pairs the terminal supports (`COLOR_PAIRS`). */
static inline int trellis_color_pairs(void) { return COLOR_PAIRS; }

/** Opens the terminal named by $TERM on stdout/stdin; NULL (not exit) on failure. */
static inline SCREEN *trellis_newterm(void) { return newterm(NULL, stdout, stdin); }

/** Size of `win` (the `getmaxyx` macro). */
static inline void trellis_getmaxyx(WINDOW *win, int *rows, int *cols) {
    int y = 0, x = 0;
    if (win != NULL) { getmaxyx(win, y, x); }
    *rows = y;
    *cols = x;
}

/** Display width of one wide character in the current locale (-1: not printable). */
static inline int trellis_wcwidth(wchar_t c) { return wcwidth(c); }

/* MARK: Attribute and mouse macros */

/** `A_NORMAL`. */
static inline attr_t trellis_a_normal(void) { return A_NORMAL; }
/** `A_BOLD`. */
static inline attr_t trellis_a_bold(void) { return A_BOLD; }
/** `A_REVERSE`. */
static inline attr_t trellis_a_reverse(void) { return A_REVERSE; }
/** `A_DIM`. */
static inline attr_t trellis_a_dim(void) { return A_DIM; }

/** `BUTTON4_PRESSED`: the mouse wheel turned up (away from the user). */
static inline mmask_t trellis_button4_pressed(void) { return BUTTON4_PRESSED; }
/** `BUTTON5_PRESSED`: the mouse wheel turned down (towards the user). */
static inline mmask_t trellis_button5_pressed(void) { return BUTTON5_PRESSED; }

/* MARK: Restoring the terminal on the way out
 *
 * A signal handler cannot be a capturing Swift closure, and code run in a signal handler should
 * not touch the Swift runtime, so the handler lives here. It leaves curses mode (endwin), shows
 * what was written to stderr meanwhile, puts back the signal's previous action and delivers the
 * signal again: the default action then ends the process with the right status, or a previous
 * handler (e.g. Swift's crash backtracer) runs.
 *
 * The state is in weak globals with initializers: a static inline function (or a static local
 * in one) is emitted once per object file that uses it, which would give the handler and its
 * callers different copies; weak definitions are merged by the linker into one. (Without an
 * initializer, Swift's clang code generator leaves the definition out and the symbol is NULL.)
 */

#define TRELLIS_SIGNAL_SLOTS 65

/** The action each caught signal had before `trellis_catch_signal`. */
__attribute__((weak)) struct sigaction trellis_saved_actions[TRELLIS_SIGNAL_SLOTS] = { { { 0 } } };

/** [0]: a duplicate of the real stderr, [1]: the file stderr is captured in; -1 when idle. */
__attribute__((weak)) int trellis_stderr_fds[2] = { -1, -1 };

/**
 * While curses owns the screen, anything written to stderr (a warning, the message of a
 * fatalError) would land on the alternate screen and vanish at endwin. If stderr is a terminal,
 * send it to an unlinked temporary file instead, until `trellis_release_stderr`.
 */
static inline void trellis_capture_stderr(void) {
    int *fds = trellis_stderr_fds;
    char path[] = "/tmp/trellis-stderr-XXXXXX";
    int file, saved;
    if (fds[0] >= 0 || !isatty(STDERR_FILENO)) { return; }
    file = mkstemp(path);
    if (file < 0) { return; }
    unlink(path);
    saved = dup(STDERR_FILENO);
    if (saved < 0 || dup2(file, STDERR_FILENO) < 0) {
        if (saved >= 0) { close(saved); }
        close(file);
        return;
    }
    fcntl(saved, F_SETFD, FD_CLOEXEC);
    fcntl(file, F_SETFD, FD_CLOEXEC);
    fds[0] = saved;
    fds[1] = file;
}

/** Points stderr back at the terminal and writes out what was captured. Async-signal-safe. */
static inline void trellis_release_stderr(void) {
    int *fds = trellis_stderr_fds;
    int saved = fds[0], file = fds[1];
    char buffer[4096];
    ssize_t count;
    if (saved < 0) { return; }
    fds[0] = -1;
    fds[1] = -1;
    dup2(saved, STDERR_FILENO);
    close(saved);
    if (lseek(file, 0, SEEK_SET) == 0) {
        while ((count = read(file, buffer, sizeof buffer)) > 0) {
            ssize_t done = 0;
            while (done < count) {
                ssize_t written = write(STDERR_FILENO, buffer + done, (size_t)(count - done));
                if (written <= 0) { break; }
                done += written;
            }
            if (done < count) { break; }
        }
    }
    close(file);
}

/** Leaves curses mode if it is active, then releases stderr. Safe before newterm and twice. */
static inline void trellis_leave_curses(void) {
    if (!isendwin()) { endwin(); }
    trellis_release_stderr();
}

static void trellis_restore_terminal_handler(int sig, siginfo_t *info, void *context) {
    int fault;
    (void)context;
    trellis_leave_curses();
    if (sig > 0 && sig < TRELLIS_SIGNAL_SLOTS) {
        sigaction(sig, &trellis_saved_actions[sig], NULL);
    } else {
        signal(sig, SIG_DFL);
    }
    /* A fault the kernel raised for an instruction recurs when the instruction is retried, and
       then reaches the previous action with its original details. Anything else (kill, raise,
       abort, the tty's ^C, which the kernel sends with si_code SI_KERNEL) is sent again. */
    fault = sig == SIGSEGV || sig == SIGBUS || sig == SIGILL || sig == SIGFPE;
    if (!fault || info == NULL || info->si_code <= 0) {
        raise(sig);
    }
}

/**
 * Installs the restoring handler for `sig`, saving the current action, unless the signal is
 * ignored (e.g. SIGHUP under nohup). Returns 1 if the handler was installed.
 */
static inline int trellis_catch_signal(int sig) {
    struct sigaction old;
    struct sigaction action;
    if (sig <= 0 || sig >= TRELLIS_SIGNAL_SLOTS) { return 0; }
    if (sigaction(sig, NULL, &old) != 0) { return 0; }
    if (!(old.sa_flags & SA_SIGINFO) && old.sa_handler == SIG_IGN) { return 0; }
    trellis_saved_actions[sig] = old;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = trellis_restore_terminal_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO | SA_RESETHAND;
    return sigaction(sig, &action, NULL) == 0 ? 1 : 0;
}

/** Puts back the action `trellis_catch_signal` saved for `sig`. */
static inline void trellis_release_signal(int sig) {
    if (sig <= 0 || sig >= TRELLIS_SIGNAL_SLOTS) { return; }
    sigaction(sig, &trellis_saved_actions[sig], NULL);
}

static void trellis_leave_curses_at_exit(void) { trellis_leave_curses(); }

/** Registers an atexit handler that leaves curses mode. Call once. Returns 0 on success. */
static inline int trellis_register_atexit(void) { return atexit(trellis_leave_curses_at_exit); }

#endif /* TRELLIS_CNCURSESW_SHIM_H */
