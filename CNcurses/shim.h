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
#include <wchar.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <poll.h>
#include <errno.h>
#include <sys/ioctl.h>

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
    int fatal[] = { SIGSEGV, SIGABRT, SIGILL, SIGTRAP, SIGBUS, SIGFPE };
    for (size_t index = 0; index < sizeof fatal / sizeof fatal[0]; index++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = graft_fatal_signal_handler;
        sigemptyset(&action.sa_mask);
        action.sa_flags = (int)SA_RESETHAND;
        sigaction(fatal[index], &action, NULL);
    }
    return 0;
}

/// Forgets the restore (after a normal, orderly restore).
static inline void graft_disarm_terminal_restore(void) {
    graft_restore_state()->active = 0;
}

/// The terminal's size in cells, or -1 when it cannot be read.
static inline int graft_terminal_size(int descriptor, int *columns, int *rows) {
    struct winsize size;
    if (ioctl(descriptor, TIOCGWINSZ, &size) != 0) return -1;
    *columns = size.ws_col;
    *rows = size.ws_row;
    return 0;
}

#endif
