// json_blocks.h: the classes of 64 bytes of a JSON text as bit masks, and
// the string mask that follows from its quotes (shared by the scans of
// json_scan.c and json_keys.c; not part of the module's interface).

#ifndef SETTINGS_SHELL_CJSONSCAN_BLOCKS_H
#define SETTINGS_SHELL_CJSONSCAN_BLOCKS_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// The four classes of a block's bytes, one bit per byte.
typedef struct {
    uint64_t quote, backslash, open, close;
} block_bits;

#if defined(__SSE2__)
static inline uint64_t movemask(__m128i v) { return (uint64_t)(uint32_t)_mm_movemask_epi8(v); }

static inline block_bits classify(const uint8_t *p) {
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i backslash = _mm_set1_epi8('\\');
    // '[' and '{' differ only in 0x20, as do ']' and '}'.
    const __m128i fold = _mm_set1_epi8(0x20);
    const __m128i open = _mm_set1_epi8('{');
    const __m128i close = _mm_set1_epi8('}');
    block_bits bits = {0, 0, 0, 0};
    for (int i = 0; i < 4; i++) {
        __m128i v = _mm_loadu_si128((const __m128i *)(const void *)(p + 16 * i));
        __m128i folded = _mm_or_si128(v, fold);
        int shift = 16 * i;
        bits.quote |= movemask(_mm_cmpeq_epi8(v, quote)) << shift;
        bits.backslash |= movemask(_mm_cmpeq_epi8(v, backslash)) << shift;
        bits.open |= movemask(_mm_cmpeq_epi8(folded, open)) << shift;
        bits.close |= movemask(_mm_cmpeq_epi8(folded, close)) << shift;
    }
    return bits;
}
#else
static inline block_bits classify(const uint8_t *p) {
    block_bits bits = {0, 0, 0, 0};
    for (int i = 0; i < 64; i++) {
        uint64_t bit = 1ULL << i;
        uint8_t folded = p[i] | 0x20;
        if (p[i] == '"') bits.quote |= bit;
        if (p[i] == '\\') bits.backslash |= bit;
        if (folded == '{') bits.open |= bit;
        if (folded == '}') bits.close |= bit;
    }
    return bits;
}
#endif

/// Every bit from each set bit of `x` up to (not including) the next one.
static inline uint64_t prefix_xor(uint64_t x) {
    x ^= x << 1;
    x ^= x << 2;
    x ^= x << 4;
    x ^= x << 8;
    x ^= x << 16;
    x ^= x << 32;
    return x;
}

/// The quotes of a block that open or close strings: those not escaped by a
/// backslash. `escape_carry` is 1 when the previous block ended with an
/// escaping backslash, and is set for the next block.
static inline uint64_t unescaped_quotes(block_bits bits, uint64_t *escape_carry) {
    // A backslash escapes the next byte, unless it is itself escaped.
    uint64_t escaped = 0;
    uint64_t backslashes = bits.backslash;
    if (*escape_carry) {
        escaped = 1;
        backslashes &= ~1ULL;
    }
    *escape_carry = 0;
    while (backslashes) {
        int bit = __builtin_ctzll(backslashes);
        if (bit == 63) {
            *escape_carry = 1;
            break;
        }
        escaped |= 1ULL << (bit + 1);
        backslashes &= ~(3ULL << bit);
    }
    return bits.quote & ~escaped;
}

/// What a scan carries from one block to the next.
typedef struct {
    uint64_t in_string;     // all ones when the previous block ended inside a string
    uint64_t escape_carry;  // 1 when the previous block ended with an escaping backslash
} block_carry;

/// The block of `count` bytes at `bytes` that starts at `base`: its classes,
/// and in `quotes` and `strings` the quotes that open or close strings and
/// the bytes inside strings. The last block is padded with NULs, which belong
/// to no class.
static inline block_bits read_block(const uint8_t *bytes, size_t count, size_t base, block_carry *carry,
                                    uint64_t *quotes, uint64_t *strings) {
    uint8_t tail[64];
    const uint8_t *block = bytes + base;
    if (count - base < 64) {
        memset(tail, 0, sizeof tail);
        memcpy(tail, block, count - base);
        block = tail;
    }
    block_bits bits = classify(block);
    *quotes = unescaped_quotes(bits, &carry->escape_carry);
    *strings = prefix_xor(*quotes) ^ carry->in_string;
    carry->in_string = (uint64_t)((int64_t)*strings >> 63);
    return bits;
}

#endif
