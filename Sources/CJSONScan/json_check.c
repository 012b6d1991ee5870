// json_check.c: cjs_is_json, see json_scan.h.
//
// A strict JSON grammar walked with a stack of container kinds and no
// output. Runs of whitespace and of plain string bytes are skipped sixteen
// at a time; everything else is checked a byte at a time.

#include "json_scan.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

static inline int is_space(uint8_t c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }
static inline int is_digit(uint8_t c) { return c >= '0' && c <= '9'; }

static inline int hex_value(uint8_t c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/// The first byte at or after `i` that is not whitespace (`count` when none is).
static inline size_t skip_space(const uint8_t *b, size_t i, size_t count) {
    if (i < count && !is_space(b[i])) return i;
#if defined(__SSE2__)
    const __m128i space = _mm_set1_epi8(' '), newline = _mm_set1_epi8('\n'), tab = _mm_set1_epi8('\t'), ret = _mm_set1_epi8('\r');
    while (i + 16 <= count) {
        __m128i v = _mm_loadu_si128((const __m128i *)(const void *)(b + i));
        __m128i blank = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, space), _mm_cmpeq_epi8(v, newline)),
                                     _mm_or_si128(_mm_cmpeq_epi8(v, tab), _mm_cmpeq_epi8(v, ret)));
        unsigned mask = (unsigned)_mm_movemask_epi8(blank);
        if (mask != 0xFFFF) return i + (size_t)__builtin_ctz(~mask);
        i += 16;
    }
#endif
    while (i < count && is_space(b[i])) i++;
    return i;
}

/// The length of the valid UTF-8 sequence of a non-ASCII character at `i`; 0 when it is not one.
static inline size_t utf8_length(const uint8_t *b, size_t i, size_t count) {
    uint8_t c = b[i];
    size_t length;
    uint32_t min;
    uint32_t value;
    if (c >= 0xC2 && c <= 0xDF) { length = 2; min = 0x80; value = c & 0x1F; }
    else if (c >= 0xE0 && c <= 0xEF) { length = 3; min = 0x800; value = c & 0x0F; }
    else if (c >= 0xF0 && c <= 0xF4) { length = 4; min = 0x10000; value = c & 0x07; }
    else return 0;
    if (count - i < length) return 0;
    for (size_t k = 1; k < length; k++) {
        if ((b[i + k] & 0xC0) != 0x80) return 0;
        value = value << 6 | (b[i + k] & 0x3F);
    }
    if (value < min || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) return 0;
    return length;
}

/// Past the string whose opening quote is at `i`; 0 when it is not a string JSON allows.
static size_t skip_string(const uint8_t *b, size_t i, size_t count, size_t max_string) {
    size_t start = ++i;
    for (;;) {
#if defined(__SSE2__)
        const __m128i quote = _mm_set1_epi8('"'), backslash = _mm_set1_epi8('\\'), control = _mm_set1_epi8(0x1F);
        while (i + 16 <= count) {
            __m128i v = _mm_loadu_si128((const __m128i *)(const void *)(b + i));
            __m128i special = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, backslash)),
                                           _mm_cmpeq_epi8(_mm_max_epu8(v, control), control));
            // Bytes from 0x80 have their top bit set: movemask of the bytes themselves.
            unsigned mask = (unsigned)(_mm_movemask_epi8(special) | _mm_movemask_epi8(v));
            if (mask) {
                i += (size_t)__builtin_ctz(mask);
                break;
            }
            i += 16;
        }
#endif
        while (i < count && b[i] != '"' && b[i] != '\\' && b[i] >= 0x20 && b[i] < 0x80) i++;
        if (i >= count) return 0;
        uint8_t c = b[i];
        if (c == '"') {
            if (i - start > max_string) return 0;
            return i + 1;
        }
        if (c < 0x20) return 0;
        if (c >= 0x80) {
            size_t length = utf8_length(b, i, count);
            if (length == 0) return 0;
            i += length;
            continue;
        }
        // A backslash.
        if (i + 1 >= count) return 0;
        uint8_t e = b[i + 1];
        if (e == '"' || e == '\\' || e == '/' || e == 'b' || e == 'f' || e == 'n' || e == 'r' || e == 't') {
            i += 2;
            continue;
        }
        if (e != 'u' || count - i < 6) return 0;
        int code = 0;
        for (int k = 2; k < 6; k++) {
            int digit = hex_value(b[i + (size_t)k]);
            if (digit < 0) return 0;
            code = code << 4 | digit;
        }
        // Surrogates, paired or not, are left to the reader.
        if (code >= 0xD800 && code <= 0xDFFF) return 0;
        i += 6;
    }
}

/// Past the number at `i`; 0 when JSON's grammar doesn't spell one there.
static size_t skip_number(const uint8_t *b, size_t i, size_t count) {
    if (i < count && b[i] == '-') i++;
    if (i >= count || !is_digit(b[i])) return 0;
    if (b[i] == '0') {
        i++;
    } else {
        while (i < count && is_digit(b[i])) i++;
    }
    if (i < count && b[i] == '.') {
        i++;
        if (i >= count || !is_digit(b[i])) return 0;
        while (i < count && is_digit(b[i])) i++;
    }
    if (i < count && (b[i] == 'e' || b[i] == 'E')) {
        i++;
        if (i < count && (b[i] == '+' || b[i] == '-')) i++;
        if (i >= count || !is_digit(b[i])) return 0;
        while (i < count && is_digit(b[i])) i++;
    }
    // A number runs into no letter or digit ("1x", "01").
    if (i < count && (is_digit(b[i]) || b[i] == '.' || ((b[i] | 0x20) >= 'a' && (b[i] | 0x20) <= 'z'))) return 0;
    return i;
}

static size_t skip_word(const uint8_t *b, size_t i, size_t count, const char *word, size_t length) {
    if (count - i < length) return 0;
    for (size_t k = 0; k < length; k++) {
        if (b[i + k] != (uint8_t)word[k]) return 0;
    }
    return i + length;
}

int cjs_is_json(const uint8_t *b, size_t count, size_t max_depth, size_t max_string) {
    // 1 for an object, 0 for an array, at each open container.
    uint8_t objects[1024];
    if (max_depth > sizeof objects) max_depth = sizeof objects;
    size_t depth = 0;
    size_t i = skip_space(b, 0, count);

value:
    if (i >= count) return 0;
    switch (b[i]) {
    case '{':
        if (depth == max_depth) return 0;
        objects[depth++] = 1;
        i = skip_space(b, i + 1, count);
        if (i < count && b[i] == '}') {
            depth--;
            i++;
            goto after;
        }
        goto key;
    case '[':
        if (depth == max_depth) return 0;
        objects[depth++] = 0;
        i = skip_space(b, i + 1, count);
        if (i < count && b[i] == ']') {
            depth--;
            i++;
            goto after;
        }
        goto value;
    case '"':
        i = skip_string(b, i, count, max_string);
        break;
    case 't':
        i = skip_word(b, i, count, "true", 4);
        break;
    case 'f':
        i = skip_word(b, i, count, "false", 5);
        break;
    case 'n':
        i = skip_word(b, i, count, "null", 4);
        break;
    default:
        i = skip_number(b, i, count);
        break;
    }
    if (i == 0) return 0;

after:
    i = skip_space(b, i, count);
    if (depth == 0) return i == count;
    if (i >= count) return 0;
    if (b[i] == ',') {
        i = skip_space(b, i + 1, count);
        if (objects[depth - 1]) goto key;
        goto value;
    }
    if (b[i] == (objects[depth - 1] ? '}' : ']')) {
        depth--;
        i++;
        goto after;
    }
    return 0;

key:
    if (i >= count || b[i] != '"') return 0;
    i = skip_string(b, i, count, max_string);
    if (i == 0) return 0;
    i = skip_space(b, i, count);
    if (i >= count || b[i] != ':') return 0;
    i = skip_space(b, i + 1, count);
    goto value;
}
