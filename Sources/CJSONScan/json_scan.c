// json_scan.c: see json_scan.h.
//
// Each block of 64 bytes becomes four bit masks (quotes, backslashes, opening
// and closing brackets). Escaped bytes follow each backslash run of odd
// length; the quotes left open and close strings, and a prefix XOR of them
// marks every byte from an opening quote up to its closing one. Brackets
// outside that mask are visited one by one, in order, with the marks.

#define _GNU_SOURCE
#include "json_scan.h"

#include <string.h>

#include "json_blocks.h"

/// The scan's running state between blocks.
typedef struct {
    size_t depth;
    /// Levels with a mark waiting for its innermost container to close, one bit each (levels past 511 are not watched).
    uint64_t watched[8];
    size_t next_mark;
} scan_state;

/// Answers the mark at `offset`: a string opens there (`opens`) inside the containers now open.
static void answer_mark(cjs_scan_t *scan, scan_state *state, cjs_mark *mark, int opens) {
    mark->close = SIZE_MAX;
    if (!opens) {
        mark->depth = -1;
        return;
    }
    mark->depth = (int32_t)state->depth;
    size_t index = (size_t)(mark - scan->marks);
    memcpy(scan->paths + index * scan->max_depth, scan->stack, state->depth * sizeof(size_t));
    size_t level = state->depth - 1;
    if (state->depth > 0 && level < 512) state->watched[level / 64] |= 1ULL << (level % 64);
}

/// Opens or closes a container at `position`; a result other than CJS_OK ends the scan.
static int bracket(cjs_scan_t *scan, scan_state *state, const uint8_t *bytes, size_t position, int opening) {
    if (opening) {
        if (state->depth == scan->max_depth) return CJS_TOO_DEEP;
        if (state->depth == 0) {
            if (scan->top_count == 0) scan->top.open = position;
            scan->top_count++;
        } else if (state->depth == 1 && scan->top_count == 1) {
            if (scan->child_count == scan->child_capacity) return CJS_TOO_MANY_CHILDREN;
            scan->children[scan->child_count].open = position;
            scan->child_count++;
        }
        scan->stack[state->depth++] = position;
        return CJS_OK;
    }
    if (state->depth == 0) return CJS_UNPAIRED_BRACKET;
    size_t open = scan->stack[--state->depth];
    // '[' ^ ']' and '{' ^ '}' are both 0x06; a '[' closed by '}' is not.
    if ((bytes[open] ^ bytes[position]) != 0x06) return CJS_UNPAIRED_BRACKET;
    size_t level = state->depth;
    if (level == 0 && scan->top_count == 1) scan->top.close = position;
    if (level == 1 && scan->top_count == 1) scan->children[scan->child_count - 1].close = position;
    if (level < 512 && (state->watched[level / 64] >> (level % 64) & 1)) {
        state->watched[level / 64] &= ~(1ULL << (level % 64));
        for (size_t i = 0; i < state->next_mark; i++) {
            cjs_mark *mark = &scan->marks[i];
            if (mark->depth == (int32_t)level + 1 && mark->close == SIZE_MAX
                && scan->paths[i * scan->max_depth + level] == open) {
                mark->close = position;
            }
        }
    }
    return CJS_OK;
}

/// Visits the brackets of `events` (bits of the block at `base`) in order.
static int brackets(cjs_scan_t *scan, scan_state *state, const uint8_t *bytes, size_t base, uint64_t events, uint64_t opens) {
    while (events) {
        int bit = __builtin_ctzll(events);
        int result = bracket(scan, state, bytes, base + (size_t)bit, (int)(opens >> bit & 1));
        if (result != CJS_OK) return result;
        events &= events - 1;
    }
    return CJS_OK;
}

int cjs_scan(const uint8_t *bytes, size_t count, cjs_scan_t *scan) {
    scan_state state;
    memset(&state, 0, sizeof state);
    scan->child_count = 0;
    scan->top_count = 0;
    scan->top.open = scan->top.close = SIZE_MAX;
    block_carry carry = {0, 0};

    for (size_t base = 0; base < count; base += 64) {
        uint64_t quotes, strings;
        block_bits bits = read_block(bytes, count, base, &carry, &quotes, &strings);
        uint64_t opens = bits.open & ~strings;
        uint64_t events = opens | (bits.close & ~strings);

        // The marks in this block, each between the brackets before and after it.
        while (state.next_mark < scan->mark_count && scan->marks[state.next_mark].offset < base + 64) {
            cjs_mark *mark = &scan->marks[state.next_mark];
            int bit = (int)(mark->offset - base);
            uint64_t before = events & ((1ULL << bit) - 1);
            int result = brackets(scan, &state, bytes, base, before, opens);
            if (result != CJS_OK) return result;
            events &= ~before;
            // A string opens where a quote is the first byte inside it.
            state.next_mark++;
            answer_mark(scan, &state, mark, (int)((quotes & strings) >> bit & 1));
        }
        int result = brackets(scan, &state, bytes, base, events, opens);
        if (result != CJS_OK) return result;
    }
    // Marks past the end (none, when they are offsets into the text).
    while (state.next_mark < scan->mark_count) {
        cjs_mark *mark = &scan->marks[state.next_mark++];
        mark->depth = -1;
        mark->close = SIZE_MAX;
    }
    if (carry.in_string) return CJS_UNTERMINATED_STRING;
    if (state.depth != 0) return CJS_UNPAIRED_BRACKET;
    return CJS_OK;
}

const uint8_t *cjs_find(const uint8_t *bytes, size_t count, const uint8_t *needle, size_t needle_count) {
    return memmem(bytes, count, needle, needle_count);
}
