#ifndef CORRIDOR_CZSTD_SHIM_H
#define CORRIDOR_CZSTD_SHIM_H
#include <zstd.h>
#include <zstd_errors.h>
#endif
