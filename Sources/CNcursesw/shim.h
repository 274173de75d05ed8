/*
 * shim.h: the C side of CNcursesw, ncursesw as a system library. Only includes and defines:
 * every helper function lives in the CTrellisTerminal target (a regular C target, whose
 * header SwiftPM tracks, so an edit to it rebuilds its dependents).
 *
 * The module is not read through pkg-config (SwiftPM would warn about and drop the -D flags of
 * ncursesw.pc, -D_XOPEN_SOURCE=600 among them), so the wide-character API
 * (cchar_t, setcchar, mvwadd_wch, wget_wch) is switched on here, before curses.h is read.
 * Only NCURSES_WIDECHAR: defining _XOPEN_SOURCE here would give glibc's types (fd_set...)
 * other definitions than the Glibc module Swift already built, and the import would fail.
 */
#ifndef TRELLIS_CNCURSESW_SHIM_H
#define TRELLIS_CNCURSESW_SHIM_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <wchar.h>
/* Debian and most Linux distributions keep the wide-character headers in ncursesw/; macOS and
 * the BSDs have one curses.h that is wide already. */
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
#include <curses.h>
#endif

#endif /* TRELLIS_CNCURSESW_SHIM_H */
