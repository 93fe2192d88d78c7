/*
 * The C surface of libnghttp2 (1.52, the older data-provider API) for IsletAPNs, the only
 * Swift module that imports CNGHTTP2.
 */
#ifndef ISLET_CNGHTTP2_SHIM_H
#define ISLET_CNGHTTP2_SHIM_H

#include <nghttp2/nghttp2.h>

#endif
