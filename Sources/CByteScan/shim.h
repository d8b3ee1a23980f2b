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
/// The thirty-two-byte blocks of a run of separated fields (``ByteScanning/separatorPositions``): the index of each
/// `byte` in the whole blocks of base[*index..<to] written to positions, in order, until at least `count` are; returns
/// how many were written and leaves *index at the first byte not looked at (the caller reads the rest, fewer than 32
/// bytes, its own way). corridor_separator_blocks_avx2 (only where corridor_has_avx2() says so) compares a block at
/// once and takes its bits with BMI1; corridor_separator_blocks_sse2 with two SSE2 compares. On other targets both
/// read nothing.
#if defined(__x86_64__) && defined(__SSE2__)
#include <cpuid.h>
#include <immintrin.h>

/// Appends the index of each set bit of `mask` (block at `at`) to positions[written...], four at a time without a
/// test each: up to three indices past the last are written too (garbage, overwritten by the next block's or never
/// read), so positions has room for count + 35 (``ByteScanning/separatorPositions``).
#define CORRIDOR_WRITE_POSITIONS(mask, at, positions, written, ctz)                                                    \
    {                                                                                                                  \
        long found = (long)__builtin_popcount(mask);                                                                   \
        long *out = (positions) + (written);                                                                           \
        for (long i = 0; i < found; i += 4) {                                                                          \
            out[i] = (at) + (long)ctz(mask);                                                                           \
            mask &= mask - 1;                                                                                          \
            out[i + 1] = (at) + (long)ctz(mask);                                                                       \
            mask &= mask - 1;                                                                                          \
            out[i + 2] = (at) + (long)ctz(mask);                                                                       \
            mask &= mask - 1;                                                                                          \
            out[i + 3] = (at) + (long)ctz(mask);                                                                       \
            mask &= mask - 1;                                                                                          \
        }                                                                                                              \
        (written) += found;                                                                                            \
    }

/// Trailing zeros of a 32-bit mask, 32 for none (defined for every mask, as `tzcnt` is).
static inline long corridor_ctz32(uint32_t mask) {
    return (long)__builtin_ctzll((unsigned long long)mask | 0x100000000ull);
}

__attribute__((target("avx2,bmi")))
static long corridor_separator_blocks_avx2(
    const uint8_t *base, long *index, long to, uint8_t byte, long count, long *positions) {
    const __m256i needle = _mm256_set1_epi8((char)byte);
    long written = 0;
    long at = *index;
    while (at + 32 <= to) {
        uint32_t mask = (uint32_t)_mm256_movemask_epi8(
            _mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)(base + at)), needle));
        CORRIDOR_WRITE_POSITIONS(mask, at, positions, written, _tzcnt_u32)
        at += 32;
        if (written >= count) break;
    }
    *index = at;
    return written;
}

static long corridor_separator_blocks_sse2(
    const uint8_t *base, long *index, long to, uint8_t byte, long count, long *positions) {
    long written = 0;
    long at = *index;
    while (at + 32 <= to) {
        uint32_t mask = corridor_match32(base + at, byte);
        CORRIDOR_WRITE_POSITIONS(mask, at, positions, written, corridor_ctz32)
        at += 32;
        if (written >= count) break;
    }
    *index = at;
    return written;
}

/// 1 when the CPU and the OS allow AVX2 and BMI1 (CPUID leaf 7, and the YMM state saved: XGETBV), else 0.
static inline int corridor_detect_avx2(void) {
    unsigned int eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
    if (!(ecx & (1u << 27)) || !(ecx & (1u << 28))) return 0;  // OSXSAVE, AVX
    unsigned int xcr0_low, xcr0_high;
    __asm__("xgetbv" : "=a"(xcr0_low), "=d"(xcr0_high) : "c"(0));
    if ((xcr0_low & 6u) != 6u) return 0;  // XMM and YMM state
    if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return 0;
    return (ebx & (1u << 5)) && (ebx & (1u << 3));  // AVX2, BMI1
}

/// 1 when corridor_separator_blocks_avx2 may run here, else 0 (checked once).
static inline int corridor_has_avx2(void) {
    // 0: not checked yet; 1: AVX2; 2: none. Every thread that checks finds the same, so relaxed accesses do.
    static int level = 0;
    int known = __atomic_load_n(&level, __ATOMIC_RELAXED);
    if (known == 0) {
        known = corridor_detect_avx2() ? 1 : 2;
        __atomic_store_n(&level, known, __ATOMIC_RELAXED);
    }
    return known == 1;
}
#else
static inline int corridor_has_avx2(void) { return 0; }
static inline long corridor_separator_blocks_avx2(
    const uint8_t *base, long *index, long to, uint8_t byte, long count, long *positions) {
    (void)base; (void)index; (void)to; (void)byte; (void)count; (void)positions;
    return 0;
}
static inline long corridor_separator_blocks_sse2(
    const uint8_t *base, long *index, long to, uint8_t byte, long count, long *positions) {
    (void)base; (void)index; (void)to; (void)byte; (void)count; (void)positions;
    return 0;
}
#endif
#endif
