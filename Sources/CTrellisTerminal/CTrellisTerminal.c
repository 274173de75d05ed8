/*
 * CTrellisTerminal.c: see include/CTrellisTerminal.h.
 */
#include "CTrellisTerminal.h"

#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

/* MARK: Globals and macros Swift cannot touch */

WINDOW *trellis_stdscr(void) { return stdscr; }
WINDOW *trellis_curscr(void) { return curscr; }
SCREEN *trellis_newterm(void) { return newterm(NULL, stdout, stdin); }

SCREEN *trellis_newterm_on(const char *term, int output, int input, FILE **outfile, FILE **infile) {
    int out_copy = dup(output), in_copy = dup(input);
    FILE *out = out_copy >= 0 ? fdopen(out_copy, "w") : NULL;
    FILE *in = in_copy >= 0 ? fdopen(in_copy, "r") : NULL;
    SCREEN *screen = NULL;
    /* The size comes from the device (TIOCGWINSZ), not from this process's LINES and COLUMNS. */
    if (out != NULL && in != NULL) {
        use_tioctl(TRUE);
        screen = newterm(term, out, in);
        use_tioctl(FALSE);
    }
    if (screen == NULL) {
        if (out != NULL) { fclose(out); } else if (out_copy >= 0) { close(out_copy); }
        if (in != NULL) { fclose(in); } else if (in_copy >= 0) { close(in_copy); }
        return NULL;
    }
    set_term(screen);
    *outfile = out;
    *infile = in;
    return screen;
}

void trellis_close_device(FILE *outfile, FILE *infile) {
    if (outfile != NULL) { fclose(outfile); }
    if (infile != NULL) { fclose(infile); }
}

void trellis_getmaxyx(WINDOW *win, int *rows, int *cols) {
    int y = 0, x = 0;
    if (win != NULL) { getmaxyx(win, y, x); }
    *rows = y;
    *cols = x;
}

mmask_t trellis_button1_pressed(void) { return BUTTON1_PRESSED; }
mmask_t trellis_button1_clicked(void) { return BUTTON1_CLICKED; }
mmask_t trellis_button4_pressed(void) { return BUTTON4_PRESSED; }
mmask_t trellis_button5_pressed(void) { return BUTTON5_PRESSED; }

const char *trellis_clipboard_sequence(const char *base64) {
    char name[] = "Ms";
    char selection[] = "c";
    char *format = tigetstr(name);
    if (format == NULL || format == (char *)-1 || base64 == NULL) { return NULL; }
#if defined(NCURSES_VERSION_MAJOR) && (NCURSES_VERSION_MAJOR > 5 || (NCURSES_VERSION_MAJOR == 5 && NCURSES_VERSION_MINOR >= 9))
    return tiparm(format, selection, base64);
#else
    /* macOS's ncurses 5.7 has no tiparm (a later ncurses added it): tparm takes the strings as longs. */
    return tparm(format, (long)selection, (long)base64, 0L, 0L, 0L, 0L, 0L, 0L, 0L);
#endif
}

/* MARK: Terminfo */

const char *trellis_string_capability(const char *name) {
    char copy[32];
    char *value;
    if (name == NULL || strlen(name) >= sizeof copy) { return NULL; }
    strcpy(copy, name);  /* tigetstr takes a non-const name on older curses */
    value = tigetstr(copy);
    return (value == NULL || value == (char *)-1) ? NULL : value;
}

int trellis_number_capability(const char *name) {
    char copy[32];
    int value;
    if (name == NULL || strlen(name) >= sizeof copy) { return -1; }
    strcpy(copy, name);
    value = tigetnum(copy);
    return value < 0 ? -1 : value;
}

int trellis_flag_capability(const char *name) {
    char copy[32];
    if (name == NULL || strlen(name) >= sizeof copy) { return 0; }
    strcpy(copy, name);
    return tigetflag(copy) > 0 ? 1 : 0;
}

const char *trellis_format_capability(const char *format, int first, int second) {
    if (format == NULL) { return NULL; }
#if defined(NCURSES_VERSION_MAJOR) && (NCURSES_VERSION_MAJOR > 5 || (NCURSES_VERSION_MAJOR == 5 && NCURSES_VERSION_MINOR >= 9))
    return tiparm(format, first, second);
#else
    return tparm((char *)format, (long)first, (long)second, 0L, 0L, 0L, 0L, 0L, 0L, 0L);
#endif
}

static char leave_sequence[128];
static volatile sig_atomic_t leave_sequence_count = 0;

void trellis_set_leave_sequence(const char *bytes, int count) {
    if (bytes == NULL || count <= 0 || count >= (int)sizeof leave_sequence) { leave_sequence_count = 0; return; }
    leave_sequence_count = 0;
    memcpy(leave_sequence, bytes, (size_t)count);
    leave_sequence_count = count;
}

/* MARK: The locale */

static int codeset_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

int trellis_use_utf8_locale(void) {
    static const char *const fallbacks[] = { "C.UTF-8", "C.utf8", "en_US.UTF-8", "en_US.utf8" };
    size_t i;
    if (setlocale(LC_CTYPE, "") != NULL && codeset_is_utf8()) { return 1; }
    for (i = 0; i < sizeof fallbacks / sizeof fallbacks[0]; ++i) {
        if (setlocale(LC_CTYPE, fallbacks[i]) != NULL && codeset_is_utf8()) { return 1; }
    }
    setlocale(LC_CTYPE, "");
    return 0;
}

/* MARK: Restoring the terminal on the way out
 *
 * A signal handler cannot be a capturing Swift closure, and code run in a signal handler should
 * not touch the Swift runtime, so the handlers live here. Each leaves curses mode (endwin),
 * shows what was written to stderr meanwhile, discards typed-ahead input on SIGINT and SIGQUIT
 * (the keys typed before ^C), and then:
 * - for a signal that asks the process to end (SIGINT, SIGTERM, SIGHUP, SIGQUIT), sets the
 *   default action and sends the signal again, so the process ends by that signal (a shell
 *   reports 128 + N), whatever handler was there before;
 * - for a crash (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT), puts back the previous
 *   action (e.g. the Swift runtime's backtracer, which prints the crash report) and lets the
 *   fault recur or sends the signal again.
 */

#define TRELLIS_SIGNAL_SLOTS 65

/** The action each caught signal had before `trellis_catch_signal`. */
static struct sigaction saved_actions[TRELLIS_SIGNAL_SLOTS];

/** [0]: a duplicate of the real stderr, [1]: the file stderr is captured in; -1 when idle. */
static int stderr_fds[2] = { -1, -1 };

void trellis_capture_stderr(void) {
    char path[] = "/tmp/trellis-stderr-XXXXXX";
    int file, saved;
    if (stderr_fds[0] >= 0 || !isatty(STDERR_FILENO)) { return; }
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
    stderr_fds[0] = saved;
    stderr_fds[1] = file;
}

void trellis_release_stderr(void) {
    int saved = stderr_fds[0], file = stderr_fds[1];
    char buffer[4096];
    ssize_t count;
    int error = errno;
    if (saved < 0) { return; }
    stderr_fds[0] = -1;
    stderr_fds[1] = -1;
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
    errno = error;
}

void trellis_leave_curses(void) {
    if (!isendwin()) {
        int count = leave_sequence_count, done = 0, error = errno;
        while (done < count) {  /* write(2) is async-signal-safe */
            ssize_t written = write(STDOUT_FILENO, leave_sequence + done, (size_t)(count - done));
            if (written < 0 && errno == EINTR) { continue; }
            if (written <= 0) { break; }
            done += (int)written;
        }
        errno = error;
        endwin();
    }
    trellis_release_stderr();
}

static int is_fault(int sig) {
    return sig == SIGSEGV || sig == SIGBUS || sig == SIGILL || sig == SIGFPE || sig == SIGTRAP || sig == SIGABRT;
}

static void restore_terminal_handler(int sig, siginfo_t *info, void *context) {
    int kernel_fault;
    (void)context;
    trellis_leave_curses();
    /* Curses runs with NOFLSH (intrflush FALSE), so the tty's ^C and ^\ no longer throw away
       what was typed ahead and not read: it would reach the shell and run there. Discard it
       here, as the tty does for the shell's own jobs. tcflush is async-signal-safe. */
    if (sig == SIGINT || sig == SIGQUIT) { tcflush(STDIN_FILENO, TCIFLUSH); }
    if (sig > 0 && sig < TRELLIS_SIGNAL_SLOTS && is_fault(sig)) {
        sigaction(sig, &saved_actions[sig], NULL);
    } else {
        signal(sig, SIG_DFL);
    }
    /* A fault the kernel raised for an instruction recurs when the instruction is retried, and
       then reaches the previous action with its original details. Anything else (kill, raise,
       abort, the tty's ^C or ^\, which the kernel sends with si_code SI_KERNEL) is sent again. */
    kernel_fault = (sig == SIGSEGV || sig == SIGBUS || sig == SIGILL || sig == SIGFPE)
        && info != NULL && info->si_code > 0;
    if (!kernel_fault) {
        sigset_t set;
        sigemptyset(&set);
        sigaddset(&set, sig);
        sigprocmask(SIG_UNBLOCK, &set, NULL);
        raise(sig);
    }
}

int trellis_catch_signal(int sig) {
    struct sigaction old;
    struct sigaction action;
    if (sig <= 0 || sig >= TRELLIS_SIGNAL_SLOTS) { return 0; }
    if (sigaction(sig, NULL, &old) != 0) { return 0; }
    if (!(old.sa_flags & SA_SIGINFO) && old.sa_handler == SIG_IGN) { return 0; }
    saved_actions[sig] = old;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = restore_terminal_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO | SA_RESETHAND;
    return sigaction(sig, &action, NULL) == 0 ? 1 : 0;
}

void trellis_release_signal(int sig) {
    if (sig <= 0 || sig >= TRELLIS_SIGNAL_SLOTS) { return; }
    sigaction(sig, &saved_actions[sig], NULL);
}

/* MARK: The dispositions the process inherited
 *
 * A signal ignored by the parent stays ignored across exec, and a program should keep it so.
 * But the Swift runtime's backtracer, initialised by a constructor of libswiftCore.so (which
 * runs before any constructor of the executable), replaces the SIGQUIT disposition without
 * looking at it, and the old one is not kept anywhere. A function in `.preinit_array` runs
 * before every shared library's constructors (the dynamic linker calls the executable's
 * preinit functions first), so it sees the dispositions as inherited and records them here.
 */

/** Whether SIGQUIT and SIGPIPE were ignored when the process started (set before main). */
static int inherited_quit_ignored = 0, inherited_pipe_ignored = 0;
/** Whether the recorder ran (it does not when this code is in a shared library). */
static int inherited_recorded = 0;

static int is_ignored_now(int sig) {
    struct sigaction old;
    if (sigaction(sig, NULL, &old) != 0) { return 0; }
    return !(old.sa_flags & SA_SIGINFO) && old.sa_handler == SIG_IGN;
}

static void record_inherited_dispositions(int argc, char **argv, char **envp) {
    (void)argc; (void)argv; (void)envp;
    inherited_quit_ignored = is_ignored_now(SIGQUIT);
    inherited_pipe_ignored = is_ignored_now(SIGPIPE);
    inherited_recorded = 1;
}

__attribute__((used, section(".preinit_array")))
static void (*const trellis_preinit_record)(int, char **, char **) = record_inherited_dispositions;

int trellis_inherited_ignored(int sig) {
    if (!inherited_recorded) { return is_ignored_now(sig); }
    if (sig == SIGQUIT) { return inherited_quit_ignored; }
    if (sig == SIGPIPE) { return inherited_pipe_ignored; }
    return is_ignored_now(sig);
}

void trellis_default_quit_action(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = trellis_inherited_ignored(SIGQUIT) ? SIG_IGN : SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(SIGQUIT, &action, NULL);
}

void trellis_ignore_broken_pipe(void) {
    signal(SIGPIPE, SIG_IGN);
}

void trellis_end_by_broken_pipe(void) {
    sigset_t set;
    if (trellis_inherited_ignored(SIGPIPE)) { return; }
    signal(SIGPIPE, SIG_DFL);
    sigemptyset(&set);
    sigaddset(&set, SIGPIPE);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    raise(SIGPIPE);
}

static void leave_curses_at_exit(void) { trellis_leave_curses(); }

int trellis_register_atexit(void) { return atexit(leave_curses_at_exit); }

/* MARK: Stopping (Ctrl-Z) and continuing (fg)
 *
 * curses' own SIGTSTP handler (installed by newterm only when SIGTSTP has its default action;
 * ours is installed first) brings back the terminal settings after `fg` but not keypad mode
 * or the mouse. Here the stop gives the terminal back completely; the continue only sets a
 * flag, and the app re-enters curses mode from its input loop, where it may call curses.
 */

static struct sigaction saved_tstp, saved_cont;
static int stop_installed = 0;
static volatile sig_atomic_t continued = 0;

static void tstp_handler(int sig) {
    struct sigaction action, ours;
    sigset_t set;
    int error = errno;
    (void)sig;
    trellis_leave_curses();
    /* Stop by the default action of SIGTSTP, then put this handler back once continued. */
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(SIGTSTP, &action, &ours);
    sigemptyset(&set);
    sigaddset(&set, SIGTSTP);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    raise(SIGTSTP);
    /* Here after SIGCONT. */
    sigprocmask(SIG_BLOCK, &set, NULL);
    sigaction(SIGTSTP, &ours, NULL);
    continued = 1;
    errno = error;
}

static void cont_handler(int sig) {
    (void)sig;
    continued = 1;
}

int trellis_catch_stop(void) {
    struct sigaction old, action;
    if (stop_installed) { return 1; }
    if (sigaction(SIGTSTP, NULL, &old) != 0) { return 0; }
    if (!(old.sa_flags & SA_SIGINFO) && old.sa_handler == SIG_IGN) { return 0; }
    saved_tstp = old;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    /* No SA_RESTART: a read blocked in wget_wch returns after `fg`, so the app resumes at once. */
    action.sa_flags = 0;
    action.sa_handler = tstp_handler;
    if (sigaction(SIGTSTP, &action, NULL) != 0) { return 0; }
    action.sa_handler = cont_handler;
    if (sigaction(SIGCONT, &action, &saved_cont) != 0) {
        sigaction(SIGTSTP, &saved_tstp, NULL);
        return 0;
    }
    continued = 0;
    stop_installed = 1;
    return 1;
}

void trellis_release_stop(void) {
    if (!stop_installed) { return; }
    stop_installed = 0;
    sigaction(SIGTSTP, &saved_tstp, NULL);
    sigaction(SIGCONT, &saved_cont, NULL);
}

int trellis_take_continued(void) {
    if (!continued) { return 0; }
    continued = 0;
    return 1;
}

int trellis_sync_size(void) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) { return 0; }
    if (size.ws_row == LINES && size.ws_col == COLS) { return 0; }
    return resizeterm(size.ws_row, size.ws_col) == OK ? 1 : 0;
}

/** The control character at `index` (VSUSP, VINTR) of the terminal on `fd`, or -1 when it
    has none (or `fd` is no terminal). */
static int control_character(int fd, int index) {
    struct termios modes;
    if (tcgetattr(fd, &modes) != 0 || modes.c_cc[index] == _POSIX_VDISABLE) { return -1; }
    return (int)modes.c_cc[index];
}

/** Sets the control character at `index` of the terminal on `fd` to `key` (negative: none), and
    records the modes as curses' program mode, so `endwin` gives back the shell's and a resume
    after `fg` this one. Returns 0, or -1 when the terminal could not be changed. */
static int set_control_character(int fd, int index, int key) {
    struct termios modes;
    if (tcgetattr(fd, &modes) != 0) { return -1; }
    modes.c_cc[index] = key < 0 ? _POSIX_VDISABLE : (cc_t)key;
    if (tcsetattr(fd, TCSADRAIN, &modes) != 0) { return -1; }
    def_prog_mode();
    return 0;
}

int trellis_take_suspend_key(void) {
    int key;
    /* Without the SIGTSTP handler (SIGTSTP ignored, as under a shell without job control)
       the key would stop nothing: leave it to the terminal. */
    if (!stop_installed) { return -1; }
    key = control_character(STDIN_FILENO, VSUSP);
    if (key < 0 || set_control_character(STDIN_FILENO, VSUSP, -1) != 0) { return -1; }
    return key;
}

int trellis_interrupt_character(int fd) {
    return control_character(fd, VINTR);
}

int trellis_set_interrupt_character(int fd, int key) {
    return set_control_character(fd, VINTR, key);
}

void trellis_interrupt(void) {
    if (is_ignored_now(SIGINT)) { return; }
    trellis_leave_curses();
    /* The rest of the job (a shell script that runs trellis) gets SIGINT too, as from the tty. */
    kill(0, SIGINT);
}

void trellis_suspend(void) {
    trellis_leave_curses();
    /* The handler installed by trellis_catch_stop stops this process; the rest of the job
       (e.g. a shell script that runs trellis) stops by the same signal. */
    kill(0, SIGTSTP);
}

