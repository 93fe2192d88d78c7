/*
 * chafa's API (libchafa-dev) for IsletPixels, with no library to link: CLazyLink's libchafa.c
 * defines the functions islet calls, checked by the compiler against these same headers, and
 * opens libchafa.so.0 the first time an image is drawn in cells (lazy_library.h).
 */
#ifndef ISLET_CCHAFA_SHIM_H
#define ISLET_CCHAFA_SHIM_H

#include <stdbool.h>
#include <stddef.h>
#include <chafa.h>

/// Opens libchafa now: true when it is open, else false with a line naming the library and its
/// Debian package in `reason`, so a missing chafa is a labelled box and a warning, not an exit.
bool islet_lazy_link_open_chafa(char *reason, size_t capacity);

#endif
