#ifndef CORRIDOR_CLZMA_SHIM_H
#define CORRIDOR_CLZMA_SHIM_H
#include <lzma.h>
#endif
