#ifndef CORRIDOR_CLZ4_SHIM_H
#define CORRIDOR_CLZ4_SHIM_H
#include <lz4.h>
#include <lz4frame.h>
#endif
