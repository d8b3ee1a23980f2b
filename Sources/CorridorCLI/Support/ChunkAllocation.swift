import CMalloc

/// Process-wide allocator settings for `analyze`.
enum ChunkAllocation {
    /// The pipeline allocates and frees a 4 MiB chunk buffer per 4 MiB of log. With glibc's defaults
    /// each one is a fresh `mmap` (and `munmap` on free), so every page of every chunk faults in anew:
    /// about 55,000 minor faults per 2M lines. Serving them from the heap instead, and not trimming it,
    /// reuses the pages (about 3,000 faults; measured in BENCHMARKS.md). Memory stays bounded: at most
    /// `jobs + 1` chunks exist at once.
    ///
    /// One arena for all threads: a chunk is allocated by a reader and freed by a worker, and with glibc's
    /// per-thread arenas each reader's arena kept its own free chunk pages, so decoding several inputs at once
    /// (8 files, `--jobs 2`) peaked at 68.6 MiB; with one arena the freed pages are shared (62.3 MiB). The hot path
    /// does not allocate, so the shared arena's lock is taken about once per chunk.
    static func keepChunksInHeap() {
        #if os(Linux)
            _ = mallopt(M_MMAP_THRESHOLD, 64 << 20)
            _ = mallopt(M_TRIM_THRESHOLD, 256 << 20)
            _ = mallopt(M_ARENA_MAX, 1)
        #endif
    }
}
