/*
 * The C surface of ncursesw for IsletCurses, the only Swift module that imports CNCurses.
 *
 * SwiftPM drops pkg-config's -D flags, so the wide-character API is switched on here, before
 * <curses.h>. Swift cannot import function-like macros, and in Swift 6 mode it refuses the
 * mutable C globals (stdscr, COLORS, COLOR_PAIRS), so each has a small accessor below.
 *
 * The terminal guard at the end keeps its state in a function-local `static` in this header:
 * every Swift file that calls an islet_guard_* function would get its own copy of that state,
 * so only IsletCurses/TerminalGuard.swift may call them. Likewise the recording's SIGWINCH
 * relay (islet_winch_*) is called only from IsletCurses/RecordingRelay.swift.
 */
#ifndef ISLET_CNCURSES_SHIM_H
#define ISLET_CNCURSES_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#define NCURSES_WIDECHAR 1

#include <curses.h>
#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

/* MARK: curses globals and macros */

static inline WINDOW *islet_stdscr(void) { return stdscr; }
static inline int islet_colors(void) { return COLORS; }
static inline int islet_color_pairs(void) { return COLOR_PAIRS; }
static inline FILE *islet_stdin(void) { return stdin; }
static inline FILE *islet_stdout(void) { return stdout; }
static inline int islet_err(void) { return ERR; }
static inline int islet_ok(void) { return OK; }

static inline attr_t islet_a_normal(void) { return A_NORMAL; }
static inline attr_t islet_a_bold(void) { return A_BOLD; }
static inline attr_t islet_a_dim(void) { return A_DIM; }
static inline attr_t islet_a_reverse(void) { return A_REVERSE; }
static inline attr_t islet_a_italic(void) { return A_ITALIC; }
static inline attr_t islet_a_underline(void) { return A_UNDERLINE; }

static inline int islet_getmaxy(WINDOW *window) { int y, x; getmaxyx(window, y, x); (void)x; return y; }
static inline int islet_getmaxx(WINDOW *window) { int y, x; getmaxyx(window, y, x); (void)y; return x; }

static inline mmask_t islet_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t islet_button1_released(void) { return BUTTON1_RELEASED; }

/* terminfo: tigetstr answers (char *)-1 for a name that is not a string capability. */
static inline const char *islet_tigetstr(const char *name) {
    char *value = tigetstr(name);
    return (value == NULL || value == (char *)-1) ? NULL : value;
}
static inline int islet_tigetflag(const char *name) { return tigetflag(name) > 0; }

/* MARK: C library */

static inline const char *islet_codeset(void) { return nl_langinfo(CODESET); }

/* MARK: terminal guard (see TerminalGuard.swift) */

/* The bytes that undo what a curses session did to the terminal, the termios to put back and
 * the dispositions found at install time. Swift does not emit file-scope statics of an imported
 * header, so the state is a function-local static, one per object file that calls it. */
struct islet_guard_state {
    char restore[512];
    volatile sig_atomic_t restore_length;
    volatile sig_atomic_t fd;
    volatile sig_atomic_t active;
    volatile sig_atomic_t has_termios;
    struct termios termios;
    struct sigaction previous[NSIG];
    volatile sig_atomic_t installed[NSIG];
};

static inline struct islet_guard_state *islet_guard_state(void) {
    static struct islet_guard_state state = { .fd = -1 };
    return &state;
}

/* Async-signal-safe: write(2) and tcsetattr(3) only. Runs at most once per activation. */
static inline void islet_guard_restore(void) {
    struct islet_guard_state *state = islet_guard_state();
    if (!state->active) return;
    state->active = 0;
    int fd = state->fd;
    if (fd < 0) return;
    size_t done = 0, length = (size_t)state->restore_length;
    while (done < length) {
        ssize_t n = write(fd, state->restore + done, length - done);
        if (n <= 0) break;
        done += (size_t)n;
    }
    if (state->has_termios) tcsetattr(fd, TCSANOW, &state->termios);
}

/* Restores the terminal, puts back the disposition found at install time and raises the
 * signal again: the process ends as it would have (status 128+n for the shell), or a crash
 * reaches Swift's backtracer. sigaction, raise and the restore are async-signal-safe. */
static void islet_guard_handler(int signal_number) {
    struct islet_guard_state *state = islet_guard_state();
    islet_guard_restore();
    if (signal_number > 0 && signal_number < NSIG) {
        sigaction(signal_number, &state->previous[signal_number], NULL);
        state->installed[signal_number] = 0;
    }
    raise(signal_number);
}

static void islet_guard_at_exit(void) { islet_guard_restore(); }

/* Installs the handler for `signal_number` unless the signal is ignored (nohup): 1 if installed. */
static inline int islet_guard_install(int signal_number) {
    struct islet_guard_state *state = islet_guard_state();
    if (signal_number <= 0 || signal_number >= NSIG || state->installed[signal_number]) return 0;
    struct sigaction previous;
    if (sigaction(signal_number, NULL, &previous) != 0 || previous.sa_handler == SIG_IGN) return 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = islet_guard_handler;
    sigfillset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    if (sigaction(signal_number, &action, &state->previous[signal_number]) != 0) return 0;
    state->installed[signal_number] = 1;
    return 1;
}

static inline void islet_guard_uninstall(int signal_number) {
    struct islet_guard_state *state = islet_guard_state();
    if (signal_number <= 0 || signal_number >= NSIG || !state->installed[signal_number]) return;
    sigaction(signal_number, &state->previous[signal_number], NULL);
    state->installed[signal_number] = 0;
}

/* Registers the exit-time restore once per process. */
static inline void islet_guard_register_at_exit(void) {
    static int registered;
    if (!registered) registered = atexit(islet_guard_at_exit) == 0;
}

/* Remembers `fd`'s termios as it is now (before curses changes it) and arms the guard. */
static inline void islet_guard_arm(int fd) {
    struct islet_guard_state *state = islet_guard_state();
    state->fd = fd;
    state->has_termios = tcgetattr(fd, &state->termios) == 0;
    state->active = 1;
}

/* Replaces the restore bytes with every catchable signal blocked, so a handler never sees a
 * half-written sequence. Answers the number of bytes kept. */
static inline size_t islet_guard_set_restore(const char *bytes, size_t length) {
    struct islet_guard_state *state = islet_guard_state();
    sigset_t all, previous;
    sigfillset(&all);
    sigprocmask(SIG_BLOCK, &all, &previous);
    if (length > sizeof state->restore) length = sizeof state->restore;
    if (length > 0) memcpy(state->restore, bytes, length);
    state->restore_length = (sig_atomic_t)length;
    sigprocmask(SIG_SETMASK, &previous, NULL);
    return length;
}

static inline void islet_guard_disarm(void) { islet_guard_state()->active = 0; }
static inline int islet_guard_is_armed(void) { return islet_guard_state()->active; }

/* MARK: recording (see RecordingRelay.swift, the only caller) */

/* A pseudo-terminal pair, both ends close-on-exec and neither a controlling terminal. The
 * Glibc module does not show posix_openpt, so this is its Linux form. 0 on success. */
static inline int islet_open_pty(int *master, int *slave) {
    int m = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (m < 0) return -1;
    int unlock = 0, number = 0;
    char path[32];
    if (ioctl(m, TIOCSPTLCK, &unlock) != 0 || ioctl(m, TIOCGPTN, &number) != 0) { close(m); return -1; }
    snprintf(path, sizeof path, "/dev/pts/%d", number);
    int s = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (s < 0) { close(m); return -1; }
    *master = m;
    *slave = s;
    return 0;
}

static inline int islet_copy_winsize(int from, int to) {
    struct winsize size;
    if (ioctl(from, TIOCGWINSZ, &size) != 0) return -1;
    return ioctl(to, TIOCSWINSZ, &size);
}

/* ncurses asks its own terminal (the pseudo-terminal) for the size after SIGWINCH, so this
 * handler copies the real terminal's size there first, then calls the handler it replaced
 * (ncurses', which turns the signal into KEY_RESIZE). ioctl is async-signal-safe. */
struct islet_winch_state {
    volatile sig_atomic_t from, to, installed;
    struct sigaction previous;
};

static inline struct islet_winch_state *islet_winch_state(void) {
    static struct islet_winch_state state = { .from = -1, .to = -1 };
    return &state;
}

static void islet_winch_handler(int signal_number, siginfo_t *info, void *context) {
    struct islet_winch_state *state = islet_winch_state();
    int saved = errno;
    if (state->from >= 0 && state->to >= 0) islet_copy_winsize(state->from, state->to);
    errno = saved;
    if (state->previous.sa_flags & SA_SIGINFO) {
        if (state->previous.sa_sigaction) state->previous.sa_sigaction(signal_number, info, context);
    } else if (state->previous.sa_handler != SIG_DFL && state->previous.sa_handler != SIG_IGN) {
        state->previous.sa_handler(signal_number);
    }
}

static inline int islet_winch_install(int from, int to) {
    struct islet_winch_state *state = islet_winch_state();
    if (state->installed) return 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    if (sigaction(SIGWINCH, NULL, &state->previous) != 0) return 0;
    state->from = from;
    state->to = to;
    action.sa_sigaction = islet_winch_handler;
    sigfillset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO | (state->previous.sa_flags & SA_RESTART);
    if (sigaction(SIGWINCH, &action, NULL) != 0) return 0;
    state->installed = 1;
    return 1;
}

static inline void islet_winch_uninstall(void) {
    struct islet_winch_state *state = islet_winch_state();
    if (!state->installed) return;
    sigaction(SIGWINCH, &state->previous, NULL);
    state->installed = 0;
    state->from = state->to = -1;
}

#endif
