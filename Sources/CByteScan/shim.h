#ifndef CORRIDOR_CBYTESCAN_SHIM_H
#define CORRIDOR_CBYTESCAN_SHIM_H
// Sixteen-byte comparisons for the byte searches of the log readers (CorridorCore's ByteScanning): SSE2 where the
// target has it (every x86-64), a plain loop elsewhere. Header-only: the functions inline into the Swift callers.
#include <stdint.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// Bit i set when p[i] == a, for the 16 bytes at p.
static inline uint32_t corridor_match16(const uint8_t *p, uint8_t a) {
#if defined(__SSE2__)
    __m128i chunk = _mm_loadu_si128((const __m128i *)p);
    return (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(chunk, _mm_set1_epi8((char)a)));
#else
    uint32_t mask = 0;
    for (int i = 0; i < 16; i++) mask |= (uint32_t)(p[i] == a) << i;
    return mask;
#endif
}

/// Bit i set when p[i] == a, for the 32 bytes at p: two sixteen-byte compares, one mask (a loop over a long run of
/// fields then turns half as often).
static inline uint32_t corridor_match32(const uint8_t *p, uint8_t a) {
#if defined(__SSE2__)
    __m128i needle = _mm_set1_epi8((char)a);
    uint32_t low = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)p), needle));
    uint32_t high = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(p + 16)), needle));
    return low | high << 16;
#else
    uint32_t mask = 0;
    for (int i = 0; i < 32; i++) mask |= (uint32_t)(p[i] == a) << i;
    return mask;
#endif
}

/// Bit i set when p[i] is a, b or c, for the 16 bytes at p.
static inline uint32_t corridor_match16_any3(const uint8_t *p, uint8_t a, uint8_t b, uint8_t c) {
#if defined(__SSE2__)
    __m128i chunk = _mm_loadu_si128((const __m128i *)p);
    __m128i any = _mm_or_si128(
        _mm_or_si128(_mm_cmpeq_epi8(chunk, _mm_set1_epi8((char)a)), _mm_cmpeq_epi8(chunk, _mm_set1_epi8((char)b))),
        _mm_cmpeq_epi8(chunk, _mm_set1_epi8((char)c)));
    return (uint32_t)_mm_movemask_epi8(any);
#else
    uint32_t mask = 0;
    for (int i = 0; i < 16; i++) mask |= (uint32_t)(p[i] == a || p[i] == b || p[i] == c) << i;
    return mask;
#endif
}
#endif
