// json_keys.c: see cjs_keys_unique in json_scan.h.
//
// The blocks of json_blocks.h tell strings from structure; a string whose
// closing quote is followed by a colon is a key. Each open object keeps its
// keys (hash, place, length) on one stack of keys, above those of the
// objects around it: a small object compares a new key with each of its
// own, a larger one looks it up in a table of its own.

#include "json_scan.h"
#include "json_blocks.h"

#include <stdlib.h>
#include <string.h>

/// A key of an open object: its bytes are `length` bytes at `offset`.
typedef struct {
    uint64_t hash;
    uint32_t offset;
    uint32_t length;
} key_entry;

/// An open container. An object's keys are `keys[key_base ..< key_base + count]`.
typedef struct {
    uint32_t key_base;
    uint32_t count;
    /// Past `small` keys: open addressing over them, each slot a key's index + 1 (0: empty).
    uint32_t *table;
    uint32_t mask;
    uint8_t object;
    /// Whether a key holds a byte beyond ASCII.
    uint8_t beyond_ascii;
} frame;

typedef struct {
    const uint8_t *bytes;
    size_t count;
    size_t small;
    size_t max_depth;
    key_entry *keys;
    size_t key_count, key_capacity;
    frame *frames;
    size_t depth, frame_capacity;
} key_state;

/// `items`, `*capacity` elements of `size` bytes, moved to room for twice as many
/// (`first` when there is none yet), `*capacity` set to match; NULL, with
/// `items` and `*capacity` as they were, when memory runs out.
static void *grown(void *items, size_t *capacity, size_t first, size_t size) {
    size_t larger = *capacity ? 2 * *capacity : first;
    void *moved = realloc(items, larger * size);
    if (moved) *capacity = larger;
    return moved;
}

static int push(key_state *s, int object) {
    if (s->depth == s->max_depth) return 0;
    if (s->depth == s->frame_capacity) {
        frame *frames = grown(s->frames, &s->frame_capacity, 64, sizeof *frames);
        if (!frames) return 0;
        s->frames = frames;
    }
    frame *f = &s->frames[s->depth++];
    f->key_base = (uint32_t)s->key_count;
    f->count = 0;
    f->table = NULL;
    f->mask = 0;
    f->object = (uint8_t)object;
    f->beyond_ascii = 0;
    return 1;
}

/// Closes the innermost container with `close`: 0 when none is open or it is of the other kind.
static int pop(key_state *s, uint8_t close) {
    if (s->depth == 0 || s->frames[s->depth - 1].object != (close == '}')) return 0;
    frame *f = &s->frames[--s->depth];
    free(f->table);
    s->key_count = f->key_base;
    return 1;
}

/// Makes `f`'s table again, with room for four times its keys.
static int rebuild(key_state *s, frame *f) {
    size_t size = 64;
    while (size < 4 * (size_t)f->count) size *= 2;
    uint32_t *table = calloc(size, sizeof *table);
    if (!table) return 0;
    free(f->table);
    f->table = table;
    f->mask = (uint32_t)(size - 1);
    for (uint32_t k = f->key_base; k < f->key_base + f->count; k++) {
        uint32_t slot = (uint32_t)s->keys[k].hash & f->mask;
        while (table[slot]) slot = (slot + 1) & f->mask;
        table[slot] = k + 1;
    }
    return 1;
}

static inline int same_key(const key_state *s, const key_entry *e, uint64_t hash, size_t start, uint32_t length) {
    return e->hash == hash && e->length == length && memcmp(s->bytes + e->offset, s->bytes + start, length) == 0;
}

/// Adds the key at `start ..< end` to the innermost object; 0 when it is one
/// the object has, has an escape, or can't be answered for.
static int add_key(key_state *s, size_t start, size_t end) {
    if (s->depth == 0) return 0;
    frame *f = &s->frames[s->depth - 1];
    if (!f->object) return 0;
    uint64_t hash = 14695981039346656037ULL;
    uint8_t beyond = 0;
    for (size_t i = start; i < end; i++) {
        uint8_t c = s->bytes[i];
        if (c == '\\') return 0;
        beyond |= (uint8_t)(c >= 0x80);
        hash = (hash ^ c) * 1099511628211ULL;
    }
    uint32_t length = (uint32_t)(end - start);
    if (f->table) {
        uint32_t slot = (uint32_t)hash & f->mask;
        while (f->table[slot]) {
            if (same_key(s, &s->keys[f->table[slot] - 1], hash, start, length)) return 0;
            slot = (slot + 1) & f->mask;
        }
    } else {
        for (uint32_t k = f->key_base; k < f->key_base + f->count; k++) {
            if (same_key(s, &s->keys[k], hash, start, length)) return 0;
        }
    }
    if (s->key_count == s->key_capacity) {
        key_entry *keys = grown(s->keys, &s->key_capacity, 256, sizeof *keys);
        if (!keys) return 0;
        s->keys = keys;
    }
    uint32_t index = (uint32_t)s->key_count++;
    s->keys[index] = (key_entry){hash, (uint32_t)start, length};
    f->count++;
    f->beyond_ascii |= beyond;
    if (f->count <= s->small) return 1;
    // A reader compares the keys of a larger object decoded, where two spellings
    // beyond ASCII may be one key: such an object is left to it.
    if (f->beyond_ascii) return 0;
    if (!f->table || 2 * (size_t)f->count > (size_t)f->mask + 1) return rebuild(s, f);
    uint32_t slot = (uint32_t)hash & f->mask;
    while (f->table[slot]) slot = (slot + 1) & f->mask;
    f->table[slot] = index + 1;
    return 1;
}

static int scan_keys(key_state *s) {
    block_carry carry = {0, 0};
    size_t string_start = 0;
    for (size_t base = 0; base < s->count; base += 64) {
        uint64_t quotes, strings;
        block_bits bits = read_block(s->bytes, s->count, base, &carry, &quotes, &strings);
        uint64_t opens = bits.open & ~strings;
        uint64_t events = opens | (bits.close & ~strings) | quotes;
        while (events) {
            int bit = __builtin_ctzll(events);
            size_t position = base + (size_t)bit;
            uint64_t mask = 1ULL << bit;
            if (quotes & mask) {
                if (strings & mask) {
                    string_start = position;
                } else {
                    // A string followed by a colon is a key.
                    size_t next = position + 1;
                    while (next < s->count && (s->bytes[next] == ' ' || s->bytes[next] == '\n' || s->bytes[next] == '\r' || s->bytes[next] == '\t')) next++;
                    if (next < s->count && s->bytes[next] == ':' && !add_key(s, string_start + 1, position)) return 0;
                }
            } else if (opens & mask) {
                if (!push(s, s->bytes[position] == '{')) return 0;
            } else if (!pop(s, s->bytes[position])) {
                return 0;
            }
            events &= events - 1;
        }
    }
    return !carry.in_string && s->depth == 0;
}

int cjs_keys_unique(const uint8_t *bytes, size_t count, size_t max_depth, size_t small) {
    key_state s;
    memset(&s, 0, sizeof s);
    s.bytes = bytes;
    s.count = count;
    s.small = small;
    s.max_depth = max_depth;
    int unique = count < UINT32_MAX && scan_keys(&s);
    while (s.depth > 0) pop(&s, s.frames[s.depth - 1].object ? '}' : ']');
    free(s.frames);
    free(s.keys);
    return unique;
}
