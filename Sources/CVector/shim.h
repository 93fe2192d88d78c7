/*
 * cairo's, pango's and zlib's APIs for IsletVector's PNG board (libcairo2-dev, libpango1.0-dev, zlib1g-dev), with
 * no library to link: CLazyLink defines each function islet calls, checked by the compiler
 * against these same headers, and opens its library the first time it is called
 * (lazy_library.h). The openers below open a use's libraries up front, so a missing one is an
 * error naming its Debian package, not the stubs' exit.
 */
#ifndef ISLET_CVECTOR_SHIM_H
#define ISLET_CVECTOR_SHIM_H

#include <stdbool.h>
#include <stddef.h>
#include <pango/pangocairo.h>
#include <zlib.h>

/// Opens cairo: reading or writing a PNG's pixels.
bool islet_lazy_link_open_cairo(char *reason, size_t capacity);
/// Opens glib, cairo, pango and pangocairo: drawing a board with its text.
bool islet_lazy_link_open_pango(char *reason, size_t capacity);
/// Opens zlib: writing the board's PNG file.
bool islet_lazy_link_open_zlib(char *reason, size_t capacity);

#endif
