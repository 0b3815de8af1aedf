#ifndef GRAFT_CNCURSES_SHIM_H
#define GRAFT_CNCURSES_SHIM_H

// The wide-character half of ncurses (cchar_t, setcchar, mvwadd_wch, get_wch)
// is only declared when this is set before the header is read.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <stdlib.h>
#include <langinfo.h>
#include <stdio.h>
#include <wchar.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <poll.h>
#include <errno.h>
#include <sys/ioctl.h>
#include <fcntl.h>
#if __has_include(<pty.h>)
#include <pty.h>
#elif __has_include(<util.h>)
#include <util.h>
#endif

#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
#include <curses.h>
#endif

// ncurses spells its attributes and color pairs as macros that Swift cannot
// import; these functions give them names Swift can call.
static inline attr_t graft_a_normal(void) { return A_NORMAL; }
static inline attr_t graft_a_bold(void) { return A_BOLD; }
static inline attr_t graft_a_dim(void) { return A_DIM; }
static inline attr_t graft_a_italic(void) { return A_ITALIC; }
static inline attr_t graft_a_underline(void) { return A_UNDERLINE; }
static inline attr_t graft_a_reverse(void) { return A_REVERSE; }
#ifdef A_STRIKEOUT
static inline attr_t graft_a_strikeout(void) { return A_STRIKEOUT; }
#else
static inline attr_t graft_a_strikeout(void) { return A_NORMAL; }
#endif

/// Sets one wide cell: `text` is a NUL-terminated wchar_t string (a base
/// character and its combining marks), `pair` an extended color pair.
static inline int graft_mvadd_cell(WINDOW *window, int y, int x, const wchar_t *text,
                                   attr_t attributes, int pair) {
    cchar_t cell;
    int extendedPair = pair;
    if (setcchar(&cell, text, attributes, 0, &extendedPair) != OK) return ERR;
    return mvwadd_wch(window, y, x, &cell);
}


// MARK: - ncurses globals, read through functions
//
// Swift 6 treats C global variables as unsafe shared state; these accessors
// read them on the thread that drives ncurses (the main thread).

static inline WINDOW *graft_stdscr(void) { return stdscr; }
static inline int graft_colors(void) { return COLORS; }
static inline int graft_color_pairs(void) { return COLOR_PAIRS; }
static inline void graft_force_full_redraw(void) { clearok(curscr, TRUE); }

/// A terminfo string capability, or NULL when the terminal lacks it.
static inline const char *graft_terminfo_string(const char *name) {
    char *value = tigetstr(name);
    if (value == NULL || value == (char *)-1) return NULL;
    return value;
}

/// Sets a terminal's size (for pseudo-terminals made by tests and benchmarks).
static inline int graft_set_terminal_size(int descriptor, int columns, int rows) {
    struct winsize size;
    memset(&size, 0, sizeof size);
    size.ws_col = (unsigned short)columns;
    size.ws_row = (unsigned short)rows;
    return ioctl(descriptor, TIOCSWINSZ, &size);
}

/// Opens a pseudo-terminal pair (for tests and benchmarks that need a
/// terminal without a person): `controller` is the end to read what a
/// program draws, `device` the terminal the program uses.
static inline int graft_open_pseudo_terminal(int *controller, int *device) {
    return openpty(controller, device, NULL, NULL, NULL);
}

/// Asks for a pipe buffer of `size` bytes and returns the size granted
/// (Linux only; elsewhere, and on failure, the platform's default).
static inline int graft_set_pipe_capacity(int descriptor, int size) {
#if defined(__linux__)
    const int setSize = 1031; /* F_SETPIPE_SZ, hidden without _GNU_SOURCE */
    const int getSize = 1032; /* F_GETPIPE_SZ */
    (void)fcntl(descriptor, setSize, size);
    int granted = fcntl(descriptor, getSize);
    return granted > 0 ? granted : 65536;
#else
    (void)descriptor; (void)size;
    return 16384;
#endif
}

/// Whether the C library's locale encodes characters as UTF-8.
static inline int graft_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

// MARK: - Restoring the terminal from a signal handler
//
// Everything below runs inside signal handlers, so it only touches
// async-signal-safe calls (write, tcsetattr, signal, raise) and storage
// prepared in advance.

enum { GRAFT_RESTORE_CAPACITY = 256 };

static inline struct graft_restore_state {
    int active;
    int terminalDescriptor;
    struct termios savedModes;
    char sequence[GRAFT_RESTORE_CAPACITY];
    size_t sequenceLength;
    int capturedErrorDescriptor;
    int originalErrorDescriptor;
} *graft_restore_state(void) {
    static struct graft_restore_state state = { 0, -1, {0}, {0}, 0, -1, -1 };
    return &state;
}

/// Writes the restore sequence and the saved terminal modes, then replays what
/// was captured from standard error. Safe to call from a signal handler.
static inline void graft_restore_terminal_now(void) {
    struct graft_restore_state *state = graft_restore_state();
    if (!state->active) return;
    state->active = 0;
    if (state->terminalDescriptor >= 0) {
        ssize_t ignored = write(state->terminalDescriptor, state->sequence, state->sequenceLength);
        (void)ignored;
        tcsetattr(state->terminalDescriptor, TCSAFLUSH, &state->savedModes);
    }
    if (state->capturedErrorDescriptor >= 0 && state->originalErrorDescriptor >= 0) {
        char buffer[4096];
        lseek(state->capturedErrorDescriptor, 0, SEEK_SET);
        for (;;) {
            ssize_t count = read(state->capturedErrorDescriptor, buffer, sizeof buffer);
            if (count <= 0) break;
            ssize_t ignored = write(state->originalErrorDescriptor, buffer, (size_t)count);
            (void)ignored;
        }
        dup2(state->originalErrorDescriptor, STDERR_FILENO);
    }
}

static inline void graft_fatal_signal_handler(int signalNumber) {
    graft_restore_terminal_now();
    signal(signalNumber, SIG_DFL);
    raise(signalNumber);
}

/// Restores the terminal before `signalNumber` ends the process, if it is
/// still at its default action.
static inline void graft_catch_if_default(int signalNumber) {
    struct sigaction current;
    if (sigaction(signalNumber, NULL, &current) != 0) return;
    if ((current.sa_flags & SA_SIGINFO) != 0) return;
    if (current.sa_handler != SIG_DFL && current.sa_handler != graft_fatal_signal_handler) return;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = graft_fatal_signal_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = (int)SA_RESETHAND;
    sigaction(signalNumber, &action, NULL);
}

/// Every other signal whose default action ends the process (SIGUSR1,
/// SIGALRM, SIGPIPE, the real-time signals, ...) restores the
/// terminal first, then dies of it as it would have. Only signals still at
/// their default action are caught: one the program ignores or handles
/// (SIGINT, SIGTERM and SIGHUP go to the run loop; `nohup`'s ignored SIGHUP)
/// keeps its disposition.
static inline void graft_catch_deadly_signals(void) {
    int deadly[] = {
        SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS,
#ifdef SIGPOLL
        SIGPOLL,
#endif
#ifdef SIGSTKFLT
        SIGSTKFLT,
#endif
#ifdef SIGPWR
        SIGPWR,
#endif
#ifdef SIGEMT
        SIGEMT,
#endif
#ifdef SIGLOST
        SIGLOST,
#endif
    };
    for (size_t index = 0; index < sizeof deadly / sizeof deadly[0]; index++) {
        graft_catch_if_default(deadly[index]);
    }
#ifdef SIGRTMIN
    for (int signalNumber = SIGRTMIN; signalNumber <= SIGRTMAX; signalNumber++) {
        graft_catch_if_default(signalNumber);
    }
#endif
}

/// Arms the restore: `sequence` is written to `terminalDescriptor` and
/// `savedModes` reinstated when the process dies of a fatal signal.
/// Returns -1 when the sequence does not fit.
static inline int graft_arm_terminal_restore(int terminalDescriptor, const struct termios *savedModes,
                                             const char *sequence, size_t length,
                                             int capturedErrorDescriptor, int originalErrorDescriptor) {
    struct graft_restore_state *state = graft_restore_state();
    if (length > GRAFT_RESTORE_CAPACITY) return -1;
    state->terminalDescriptor = terminalDescriptor;
    state->savedModes = *savedModes;
    memcpy(state->sequence, sequence, length);
    state->sequenceLength = length;
    state->capturedErrorDescriptor = capturedErrorDescriptor;
    state->originalErrorDescriptor = originalErrorDescriptor;
    state->active = 1;
    // SIGQUIT too: Swift's backtracer catches it, and would leave the
    // terminal raw on the alternate screen while it waits for a key.
    int fatal[] = { SIGSEGV, SIGABRT, SIGILL, SIGTRAP, SIGBUS, SIGFPE, SIGQUIT };
    for (size_t index = 0; index < sizeof fatal / sizeof fatal[0]; index++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = graft_fatal_signal_handler;
        sigemptyset(&action.sa_mask);
        action.sa_flags = (int)SA_RESETHAND;
        sigaction(fatal[index], &action, NULL);
    }
    graft_catch_deadly_signals();
    return 0;
}

/// Forgets the restore (after a normal, orderly restore).
static inline void graft_disarm_terminal_restore(void) {
    graft_restore_state()->active = 0;
}


// MARK: - Signals delivered through a pipe
//
// Handlers only write the signal number to a pipe that the run loop watches,
// so the work happens on the main thread. A second termination signal while
// the first is still pending restores the terminal and dies at once, so a
// hung app can still be stopped.

static inline struct graft_signal_state {
    int writeDescriptor;
    volatile sig_atomic_t terminationPending;
} *graft_signal_state(void) {
    static struct graft_signal_state state = { -1, 0 };
    return &state;
}

static inline void graft_signal_to_pipe(int signalNumber) {
    int savedErrno = errno;
    struct graft_signal_state *state = graft_signal_state();
    int terminating = signalNumber == SIGINT || signalNumber == SIGTERM || signalNumber == SIGHUP;
    if (terminating && state->terminationPending) {
        graft_restore_terminal_now();
        signal(signalNumber, SIG_DFL);
        raise(signalNumber);
    }
    if (terminating) state->terminationPending = 1;
    if (state->writeDescriptor >= 0) {
        unsigned char byte = (unsigned char)signalNumber;
        ssize_t ignored = write(state->writeDescriptor, &byte, 1);
        (void)ignored;
    }
    errno = savedErrno;
}

/// Routes `signalNumber` to `writeDescriptor` (one byte per signal).
static inline int graft_route_signal_to_pipe(int signalNumber, int writeDescriptor) {
    graft_signal_state()->writeDescriptor = writeDescriptor;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = graft_signal_to_pipe;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    return sigaction(signalNumber, &action, NULL);
}

/// Marks a termination signal as handled, so the next one is handled gracefully again.
static inline void graft_clear_pending_termination(void) {
    graft_signal_state()->terminationPending = 0;
}

/// Restores the terminal; for atexit.
static inline void graft_restore_terminal_at_exit(void) {
    graft_restore_terminal_now();
}

/// The terminal's size in cells, or -1 when it cannot be read.
static inline int graft_terminal_size(int descriptor, int *columns, int *rows) {
    struct winsize size;
    if (ioctl(descriptor, TIOCGWINSZ, &size) != 0) return -1;
    *columns = size.ws_col;
    *rows = size.ws_row;
    return 0;
}

/// The terminal's size in pixels (0 when the terminal does not say), or -1
/// when it cannot be read: how big a cell is, for pictures drawn in pixels.
static inline int graft_terminal_pixel_size(int descriptor, int *width, int *height) {
    struct winsize size;
    if (ioctl(descriptor, TIOCGWINSZ, &size) != 0) return -1;
    *width = size.ws_xpixel;
    *height = size.ws_ypixel;
    return 0;
}

#endif
