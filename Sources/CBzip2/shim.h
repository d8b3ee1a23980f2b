#ifndef CORRIDOR_CBZIP2_SHIM_H
#define CORRIDOR_CBZIP2_SHIM_H
#include <bzlib.h>
#endif
