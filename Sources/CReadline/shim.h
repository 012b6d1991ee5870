// shim.h: a thin C layer between Swift and GNU readline.
//
// Readline is configured through C global variables. Swift 6 treats direct
// access to imported mutable globals as unsafe shared state, so every global
// SettingsTerminal touches goes through one of the tiny functions below
// instead. They hold no state of their own: each one only reads or writes a
// readline (or C library) global, so it does not matter that `static inline`
// gives every Swift object file its own copy.
//
// Only SettingsTerminal imports this module; readline is used only when both
// stdin and stdout are terminals.

#ifndef SETTINGS_SHELL_CREADLINE_SHIM_H
#define SETTINGS_SHELL_CREADLINE_SHIM_H

#include <stdio.h>
#include <wchar.h>
#include <readline/readline.h>
#include <readline/history.h>

// MARK: C library streams

static inline FILE *cr_stdin(void) { return stdin; }
static inline FILE *cr_stdout(void) { return stdout; }

// MARK: Character width

// POSIX (XSI) declares wcwidth, but Swift's Glibc module is built without
// _XOPEN_SOURCE, which hides it. Same signature as the system declaration.
extern int wcwidth(wchar_t c);

/// Columns a code point takes on the terminal (LC_CTYPE must be UTF-8);
/// -1 for non-printable ones.
static inline int cr_wcwidth(unsigned int code_point) { return wcwidth((wchar_t)code_point); }

// MARK: Streams and identity

static inline void cr_set_instream(FILE *stream) { rl_instream = stream; }
static inline void cr_set_outstream(FILE *stream) { rl_outstream = stream; }
static inline FILE *cr_outstream(void) { return rl_outstream; }

/// The name matched by `$if NAME` in inputrc. Readline keeps the pointer.
static inline void cr_set_readline_name(const char *name) { rl_readline_name = name; }

/// Overrides $TERM for readline's terminal setup (read once, at the first
/// initialisation). Readline keeps the pointer.
static inline void cr_set_terminal_name(const char *name) { rl_terminal_name = name; }

// MARK: Signals and environment

static inline void cr_set_catch_signals(int value) { rl_catch_signals = value; }
static inline void cr_set_catch_sigwinch(int value) { rl_catch_sigwinch = value; }
static inline void cr_set_change_environment(int value) { rl_change_environment = value; }

// MARK: The line being edited

static inline char *cr_line_buffer(void) { return rl_line_buffer; }
static inline int cr_point(void) { return rl_point; }
static inline int cr_end(void) { return rl_end; }

// MARK: Completion

static inline void cr_set_attempted_completion_function(rl_completion_func_t *function) {
    rl_attempted_completion_function = function;
}
static inline void cr_set_completion_display_matches_hook(rl_compdisp_func_t *hook) {
    rl_completion_display_matches_hook = hook;
}
static inline void cr_set_attempted_completion_over(int value) { rl_attempted_completion_over = value; }
static inline void cr_set_completion_append_character(int value) { rl_completion_append_character = value; }
static inline void cr_set_sort_completion_matches(int value) { rl_sort_completion_matches = value; }

/// No word-break characters: the "word" readline hands to the completion
/// function is the whole line up to the cursor, so a completion can replace
/// any part of it (multi-word titles such as "Display & Brightness").
static inline void cr_complete_whole_line(void) { rl_completer_word_break_characters = ""; }

// MARK: History

static inline int cr_history_length(void) { return history_length; }
static inline int cr_history_base(void) { return history_base; }

#endif
