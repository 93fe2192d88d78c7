/*
 * cairo's and pango's APIs for IsletVector's PNG board (libcairo2-dev, libpango1.0-dev), and libpng's writer (libpng-dev), with
 * no library to link: CLazyLink defines each function islet calls, checked by the compiler
 * against these same headers, and opens its library the first time it is called
 * (lazy_library.h). The openers below open a use's libraries up front, so a missing one is an
 * error naming its Debian package, not the stubs' exit.
 */
#ifndef ISLET_CVECTOR_SHIM_H
#define ISLET_CVECTOR_SHIM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <pango/pangocairo.h>

/// Opens cairo: reading or writing a PNG's pixels.
bool islet_lazy_link_open_cairo(char *reason, size_t capacity);
/// Opens glib, cairo, pango and pangocairo: drawing a board with its text.
bool islet_lazy_link_open_pango(char *reason, size_t capacity);
/// Opens libpng: writing the board's PNG file.
bool islet_lazy_link_open_png(char *reason, size_t capacity);
/// Writes `height` rows of `width` pixels, straight (not premultiplied) RGB, or RGBA when
/// `alpha`, `stride` bytes apart, as a PNG file in memory with libpng (CLazyLink's libpng.c,
/// which keeps libpng's longjmp to itself): rows unfiltered, zlib's fastest level, a white bKGD
/// chunk. On success `*file` is a malloc'd buffer of `*count` bytes for the caller to free; on
/// failure false, with libpng's message in `reason`.
bool islet_png_write(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride, bool alpha,
                     uint8_t **file, size_t *count, char *reason, size_t capacity);

#endif
