import CMalloc

/// Process-wide allocator settings for `analyze`.
enum ChunkAllocation {
    /// The pipeline allocates and frees a 2 MiB chunk buffer per 2 MiB of log. With glibc's defaults
    /// each one is a fresh `mmap` (and `munmap` on free), so every page of every chunk faults in anew:
    /// about 55,000 minor faults per 2M lines. Serving them from the heap instead, and not trimming it,
    /// reuses the pages (about 3,000 faults; measured in BENCHMARKS.md). Memory stays bounded: at most
    /// `2 × jobs + 2` chunks exist at once.
    static func keepChunksInHeap() {
        #if os(Linux)
            _ = mallopt(M_MMAP_THRESHOLD, 64 << 20)
            _ = mallopt(M_TRIM_THRESHOLD, 256 << 20)
        #endif
    }
}
