#ifndef CORRIDOR_CMALLOC_SHIM_H
#define CORRIDOR_CMALLOC_SHIM_H
// glibc's allocator tuning (mallopt), which Swift's Glibc module does not include.
#if defined(__linux__) && __has_include(<malloc.h>)
#include <malloc.h>
#define CORRIDOR_HAS_MALLOPT 1
#endif
#endif
