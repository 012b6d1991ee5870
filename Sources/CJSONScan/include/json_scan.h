// json_scan.h: one pass over a JSON text that tells strings from structure
// and pairs the brackets, sixty-four bytes at a time.
//
// Finding one member of a large file must not cost a parse of the whole file.
// This pass builds nothing: it follows quotes and backslash escapes to know
// which bytes are inside strings, keeps a stack of the open brackets, and
// answers for a few byte offsets asked in advance whether a string opens
// there and inside which containers. Swift has no portable spelling for a
// vector compare that yields a bit mask (SSE2's movemask), hence C.

#ifndef SETTINGS_SHELL_CJSONSCAN_H
#define SETTINGS_SHELL_CJSONSCAN_H

#include <stddef.h>
#include <stdint.h>

/// A byte offset the scan is asked about.
typedef struct {
    /// In: the offset; the marks are sorted by it.
    size_t offset;
    /// Out: how many containers enclose a string opening at `offset`, or -1
    /// when no string opens there outside every string.
    int32_t depth;
    /// Out: the closing bracket of the innermost container around it
    /// (SIZE_MAX when there is none).
    size_t close;
} cjs_mark;

/// A container's opening and closing brackets.
typedef struct {
    size_t open;
    size_t close;
} cjs_span;

/// What the scan is asked, the room it is given, and what it found.
typedef struct {
    /// The most containers open at once (the stack's room).
    size_t max_depth;
    /// Scratch room for `max_depth` offsets.
    size_t *stack;
    /// The offsets asked about, sorted, and room for `mark_count * max_depth`
    /// offsets: the opening brackets around each mark, outermost first.
    cjs_mark *marks;
    size_t mark_count;
    size_t *paths;
    /// Out: the containers directly inside the first top-level container,
    /// in order, as many as `child_capacity` allows.
    cjs_span *children;
    size_t child_capacity;
    size_t child_count;
    /// Out: the top-level containers (a JSON text has one).
    size_t top_count;
    /// Out: the first top-level container.
    cjs_span top;
} cjs_scan_t;

/// Results of `cjs_scan`.
enum {
    CJS_OK = 0,
    CJS_UNTERMINATED_STRING = 1,
    CJS_UNPAIRED_BRACKET = 2,
    CJS_TOO_DEEP = 3,
    CJS_TOO_MANY_CHILDREN = 4,
};

/// Scans `count` bytes; CJS_OK when every string ends and the brackets pair.
int cjs_scan(const uint8_t *bytes, size_t count, cjs_scan_t *scan);

/// Whether `bytes` are one JSON value (RFC 8259) between whitespace, with
/// containers nested at most `max_depth` deep (at most 1024) and strings of
/// at most `max_string` bytes: strings of valid UTF-8 without control
/// characters, escapes that JSON knows, numbers as its grammar spells them.
/// A cautious answer: 0 also for what a reader may accept but this check
/// does not look into (a byte order mark, a `\u` escape of a surrogate), so
/// 1 means any strict JSON reader accepts the text, and 0 means read it to
/// find out what is wrong.
int cjs_is_json(const uint8_t *bytes, size_t count, size_t max_depth, size_t max_string);

/// Whether every object of `bytes`, a JSON text, names each key once,
/// keys compared byte for byte: 1 when so; 0 when an object repeats a key,
/// and also for what this scan does not look into: a key with an escape, a
/// key beyond ASCII in an object of more than `small` members (a reader
/// that compares decoded keys may find two spellings of one key there),
/// containers nested deeper than `max_depth`, brackets that do not pair, or
/// memory running out. So 1 means no reader finds a repeated key, and 0
/// means look closer. Only strings and brackets are read: ask it of a text
/// a strict reader accepts (of any other, 1 says nothing).
int cjs_keys_unique(const uint8_t *bytes, size_t count, size_t max_depth, size_t small);

/// The first occurrence of `needle` in `bytes` (the C library's memmem,
/// which Swift's Glibc module leaves out); NULL when there is none.
const uint8_t *cjs_find(const uint8_t *bytes, size_t count, const uint8_t *needle, size_t needle_count);

#endif
