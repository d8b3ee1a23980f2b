#ifndef CORRIDOR_CZLIB_SHIM_H
#define CORRIDOR_CZLIB_SHIM_H
#include <zlib.h>
#endif
